// Practice from your own mistakes: the positions of the costliest moves
// of an analysed game, retried until the best move (or one as good) is
// found twice.

package controller

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"othello/model"
	"othello/strategy"
)

// RetryMargin is how many discs a retried move may give away against the
// best and still count as found.
const RetryMargin = 2

// FoundTimes is how often a practice position must be found to leave the
// list.
const FoundTimes = 2

// PracticeItem is a position where a mistake was made, to be retried.
type PracticeItem struct {
	Position  string  `json:"position"`  // the position before the mistake, as model.SizedPosition writes it (its length gives the size)
	Played    string  `json:"played"`    // the move played in the game, named on its board
	Best      string  `json:"best"`      // the best move, as the analysis found it
	Loss      float64 `json:"loss"`      // what the move played lost, in discs
	Found     int     `json:"found"`     // retries within RetryMargin of the best
	Missed    int     `json:"missed"`    // retries that were not
	Moves     string  `json:"moves"`     // the game's moves up to the position, for the record
	MoveIndex int     `json:"moveIndex"` // the mistake's number in its game, 1 for the first move
}

// Board returns the item's position, of the size its squares fill: the
// 8x8 items kept before the other sizes read as they always did.
func (p PracticeItem) Board() (model.SizedPosition, error) {
	squares, _, _ := strings.Cut(strings.TrimSpace(p.Position), " ")
	for _, n := range model.Sizes {
		if len(squares) == n*n {
			return model.ParseSizedPosition(p.Position, n)
		}
	}
	return model.SizedPosition{}, fmt.Errorf("practice position %q: %d squares fill no board", p.Position, len(squares))
}

// GameTo returns the game that led to the item's position, its moves
// played from the start of the item's size, so that what follows the
// position is numbered as in the game; a game of the position alone
// where the moves do not lead there (a game set up elsewhere, an item
// kept without them).
func (p PracticeItem) GameTo() (*model.Game, error) {
	pos, err := p.Board()
	if err != nil {
		return nil, err
	}
	if g, err := model.NewSizedGame(pos.Size()); err == nil && g.PlayTranscript(p.Moves) == nil && g.Sized().String() == pos.String() {
		return g, nil
	}
	return model.NewSizedGameFrom(pos), nil
}

// Mistakes returns the costliest mistakes of the side c in an analysed
// game (both sides when both), at most n, costliest first; equal losses
// keep the game's order.
func Mistakes(a GameAnalysis, c model.Color, both bool, n int) []MoveVerdict {
	var out []MoveVerdict
	for _, v := range a.Moves {
		if v.IsPass() || v.Mark() == "" || !both && v.Color != c {
			continue
		}
		out = append(out, v)
	}
	slices.SortStableFunc(out, func(a, b MoveVerdict) int {
		switch {
		case a.Loss > b.Loss:
			return -1
		case a.Loss < b.Loss:
			return 1
		}
		return 0
	})
	return out[:min(n, len(out))]
}

// PracticeItemOf is the practice position of mistake v of the game rec.
func PracticeItemOf(rec model.Record, v MoveVerdict) PracticeItem {
	n := v.Number - 1
	name := rec.Geometry().CellName
	return PracticeItem{Position: rec.SizedAt(n).String(), Played: name(v.Move), Best: name(v.Best),
		Loss: v.Loss, Moves: gameAt(rec, n).Transcript(), MoveIndex: v.Number}
}

// RetryVerdict is how a retried move compares with the best.
type RetryVerdict struct {
	Move  strategy.SizedResult // the move tried, with its score
	Best  strategy.SizedResult // the best move
	Loss  float64              // discs given away against the best, never negative
	Found bool                 // within RetryMargin of the best
}

// JudgeRetry compares move with the best of scores (every legal move of
// the position, best first, as strategy.AnalyzeSized gives them).
func JudgeRetry(scores []strategy.SizedResult, move model.Cell) (RetryVerdict, error) {
	if len(scores) == 0 {
		return RetryVerdict{}, errors.New("the position has no scored moves")
	}
	i := slices.IndexFunc(scores, func(r strategy.SizedResult) bool { return r.Move == move })
	if i < 0 {
		return RetryVerdict{}, errors.New("the move is not a legal move here")
	}
	v := RetryVerdict{Move: scores[i], Best: scores[0]}
	v.Loss = max(RoundDiscs(scores[0].Discs()-scores[i].Discs(), scores[0].Exact && scores[i].Exact), 0)
	v.Found = v.Loss <= RetryMargin
	return v, nil
}

// Practice is the list of positions to retry.
type Practice []PracticeItem

// Add puts item on the list unless its position is there already.
func (p Practice) Add(item PracticeItem) Practice {
	if slices.ContainsFunc(p, func(o PracticeItem) bool { return o.Position == item.Position }) {
		return p
	}
	return append(p, item)
}

// Record counts a retry of the position, found or not; a position found
// FoundTimes times leaves the list. It reports whether it left.
func (p Practice) Record(position string, found bool) (Practice, bool) {
	i := slices.IndexFunc(p, func(o PracticeItem) bool { return o.Position == position })
	if i < 0 {
		return p, false
	}
	p = slices.Clone(p)
	if found {
		p[i].Found++
	} else {
		p[i].Missed++
	}
	if p[i].Found >= FoundTimes {
		return slices.Delete(p, i, i+1), true
	}
	return p, false
}

// EncodePractice writes the list as the preferences keep it.
func EncodePractice(p Practice) string {
	if len(p) == 0 {
		return ""
	}
	data, _ := json.Marshal(p) // plain fields always marshal
	return string(data)
}

// DecodePractice reads a list written by EncodePractice, keeping the items
// whose position can be read and saying what was wrong with the others.
func DecodePractice(text string) (Practice, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	var raw []PracticeItem
	if err := json.Unmarshal([]byte(text), &raw); err != nil {
		return nil, fmt.Errorf("the practice positions cannot be read: %v", err)
	}
	var out Practice
	bad := 0
	for _, it := range raw {
		pos, err := it.Board()
		if err != nil || pos.Board.Moves().IsZero() {
			bad++
			continue
		}
		out = append(out, it)
	}
	if bad > 0 {
		return out, fmt.Errorf("%d practice positions could not be read and were left out", bad)
	}
	return out, nil
}

// BestLineMoves is how many moves "Show the best line" plays out: the same
// whether the player found the best move or not.
const BestLineMoves = 8

// BestLine plays the best line out from pos: best's own line as scored,
// then on with the search cfg where that line stops short (a book move's
// line is the move alone), to n moves or the end of the game. Passes are
// played where forced and count as moves. Any board size.
func BestLine(ctx context.Context, pos model.SizedPosition, best strategy.SizedResult, n int, cfg strategy.Config) []model.Cell {
	line := lineOf(best)
	b := pos.Board
	var out []model.Cell
	for len(out) < n && !b.GameOver() {
		if b.MustPass() {
			if len(line) > 0 && line[0] == model.CellPass {
				line = line[1:]
			}
			out = append(out, model.CellPass)
			b = b.Pass()
			continue
		}
		var m model.Cell
		if len(line) > 0 && line[0] != model.CellPass && b.IsLegal(line[0]) {
			m, line = line[0], line[1:]
		} else {
			line = nil // the rest of the line is not this position's
			rs := strategy.AnalyzeSized(ctx, b, cfg)
			if ctx.Err() != nil || len(rs) == 0 {
				break
			}
			m, line = rs[0].Move, lineOf(rs[0])[1:]
		}
		out = append(out, m)
		b = b.Play(m)
	}
	return out
}
