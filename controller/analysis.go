// Scoring a whole game move by move, shared by `othello analyze` and the
// window's analysis so that both give the same numbers.

package controller

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"

	"othello/controller/coach"
	"othello/controller/session"
	"othello/model"
	"othello/resources"
	"othello/strategy"
)

// MoveVerdict is the analysis of one move: its score against the best
// move's, from the mover's side, in discs rounded as they are shown
// (whole when exact, else to a tenth), and the loss between them.
type MoveVerdict struct {
	Number     int         // 1 for the first move
	Color      model.Color // who moved
	Move       model.Cell  // the move played; model.CellPass for a pass, which has no scores
	Score      float64     // the move played
	ScoreExact bool        // Score is proven
	Best       model.Cell  // the best move of the position
	BestScore  float64
	BestExact  bool
	Loss       float64 // BestScore - Score, never negative
	BlackAfter float64 // the score of the position after the move, from Black's side
	AfterExact bool    // BlackAfter is proven
	// Line is the best move's line as the analysis searched it, the best
	// move first: what "Show the best line" plays and the coach's words
	// on the best move follow
	Line []model.Cell
	Book bool // the move played is scored by the opening book
	// LeftBook names the line the move left the opening book from, for
	// a worse move than the book's (the named opening, else the moves so
	// far); "" when it did not
	LeftBook string
}

// Exact reports whether both scores are proven, so the loss is too.
func (v MoveVerdict) Exact() bool { return v.ScoreExact && v.BestExact }

// IsPass reports whether the move was a pass.
func (v MoveVerdict) IsPass() bool { return v.Move == model.CellPass }

// Mistake thresholds in discs lost: a move losing this much is dubious
// ("?"), or a blunder ("??").
const (
	DubiousLoss = 2
	BlunderLoss = 6
)

// Mark is "??" for a blunder, "?" for a dubious move, "" otherwise.
func (v MoveVerdict) Mark() string {
	switch {
	case v.Loss >= BlunderLoss:
		return "??"
	case v.Loss >= DubiousLoss:
		return "?"
	}
	return ""
}

// GameAnalysis is a game scored move by move.
type GameAnalysis struct {
	Start   model.SizedPosition // the position the game started from, on any size
	Moves   []MoveVerdict       // one per move played, passes included
	Opening string              // the named opening the game is in; "" for none
}

// Complete reports whether every move of rec has its verdict, and rec is
// the game analysed (the same moves from the same start).
func (a GameAnalysis) Complete(rec model.Record) bool {
	return len(a.Moves) == rec.Len() && a.Covers(rec)
}

// Covers reports whether the verdicts belong to rec: the same start, and
// each analysed move the move rec played there.
func (a GameAnalysis) Covers(rec model.Record) bool {
	return len(a.Moves) <= rec.Len() && len(a.For(rec).Moves) == len(a.Moves)
}

// For returns the verdicts that hold in rec: those of the moves rec
// shares with the game analysed, from the same start (after an undo, the
// moves left; none for another game).
func (a GameAnalysis) For(rec model.Record) GameAnalysis {
	if rec.SizedStart() != a.Start {
		return GameAnalysis{Start: a.Start}
	}
	n := 0
	for n < len(a.Moves) && n < rec.Len() && rec.Cell(n) == a.Moves[n].Move {
		n++
	}
	a.Moves = a.Moves[:n:n]
	return a
}

// AnalysisConfig is the search the window scores a game of an n by n
// board with: EXPERT's evaluation at a fixed depth, so the numbers
// repeat, exact in the last 16 empties: a whole 8x8 game in 5-10 s on two
// slow cores (depth 10 and 18 exact took 50 s), where a player waits for
// it. On 6x6 and 4x4, whose depth-8 estimates miss what a few more plies
// decide (a wipe-out), the last 20 empties are exact, as `othello
// analyze` scores them: a 6x6 game in about 7 s where 22 took 50.
func AnalysisConfig(n int) strategy.Config {
	cfg := strategy.ScoreConfig(8)
	cfg.ExactEmpties = 16
	if n < 8 {
		cfg.ExactEmpties = 20
	}
	return cfg
}

// MoveScorer scores every legal move of the position after the first n
// moves of rec, best first: our search, or an external engine that needs
// the game's history.
type MoveScorer func(ctx context.Context, rec model.Record, n int) ([]strategy.SizedResult, error)

// SearchScorer scores the moves with our search cfg, on any size (the 8x8
// engine on 8x8).
func SearchScorer(cfg strategy.Config) MoveScorer {
	return func(ctx context.Context, rec model.Record, n int) ([]strategy.SizedResult, error) {
		return strategy.AnalyzeSized(ctx, rec.SizedAt(n).Board, cfg), nil
	}
}

// AnalyzeGame scores every move of the game in rec with the search cfg,
// calling progress (if not nil) before each move and once at the end. When
// ctx ends first it returns the moves scored so far and ctx's error.
func AnalyzeGame(ctx context.Context, rec model.Record, cfg strategy.Config, progress func(done, total int)) (GameAnalysis, error) {
	return AnalyzeGameWith(ctx, rec, SearchScorer(cfg), progress)
}

// AnalyzeGameWith is AnalyzeGame with the moves scored by score.
func AnalyzeGameWith(ctx context.Context, rec model.Record, score MoveScorer, progress func(done, total int)) (GameAnalysis, error) {
	moves := rec.Cells()
	a := GameAnalysis{Start: rec.SizedStart()}
	a.Opening = openingOf(rec, rec.Len())
	report := func(done int) {
		if progress != nil {
			progress(done, len(moves))
		}
	}
	var last float64 // the score from Black's side so far, which a pass keeps
	lastExact := false
	for i, mv := range moves {
		report(i)
		if err := ctx.Err(); err != nil {
			return a, err
		}
		pos := rec.SizedAt(i)
		v := MoveVerdict{Number: i + 1, Color: pos.Turn, Move: mv}
		if mv == model.CellPass {
			v.BlackAfter, v.AfterExact = last, lastExact
			a.Moves = append(a.Moves, v)
			continue
		}
		res, err := score(ctx, rec, i)
		if err := ctx.Err(); err != nil {
			return a, err
		}
		if err != nil {
			return a, fmt.Errorf("move %d: %v", i+1, err)
		}
		k := slices.IndexFunc(res, func(r strategy.SizedResult) bool { return r.Move == mv })
		if k < 0 || len(res) == 0 {
			return a, fmt.Errorf("move %d: %s was not analysed", i+1, rec.MoveName(i))
		}
		best, played := res[0], res[k]
		v.Best, v.BestExact, v.BestScore = best.Move, best.Exact, RoundDiscs(best.Discs(), best.Exact)
		v.Line = lineOf(best)
		v.ScoreExact, v.Score = played.Exact, RoundDiscs(played.Discs(), played.Exact)
		// the loss is the difference of the scores as shown, so that a
		// line adds up
		v.Loss = max(RoundDiscs(v.BestScore-v.Score, v.Exact()), 0)
		v.Book = played.Book
		if !played.Book && v.Loss > 0 && slices.ContainsFunc(res, func(r strategy.SizedResult) bool { return r.Book }) {
			v.LeftBook = bookLine(rec, i)
		}
		last, lastExact = v.Score, v.ScoreExact
		if pos.Turn == model.White {
			last = -last
		}
		if last == 0 {
			last = 0 // no negative zero
		}
		v.BlackAfter, v.AfterExact = last, lastExact
		a.Moves = append(a.Moves, v)
	}
	report(len(moves))
	return a, nil
}

// lineOf is a result's line, its move first.
func lineOf(r strategy.SizedResult) []model.Cell {
	if len(r.PV) > 0 && r.PV[0] == r.Move {
		return slices.Clone(r.PV)
	}
	return append([]model.Cell{r.Move}, r.PV...)
}

// ReplyTo returns the opponent's best reply to move i as the analysis
// holds it: the best move of the position after it, the one the review
// rings there (model.Pass when the opponent had to pass); false when the
// analysis has no verdict of that position (the game's last move, or an
// analysis cut short).
func (a GameAnalysis) ReplyTo(i int) (model.Cell, bool) {
	if i < 0 || i+1 >= len(a.Moves) {
		return model.NoCell, false
	}
	if n := a.Moves[i+1]; !n.IsPass() {
		return n.Best, true
	}
	return model.CellPass, true
}

// ExplainMove finds why move i of rec lost, on a board of any size, in
// words that agree with the analysis a of rec: the reply named to the
// move played is the best move the analysis gives the next position (the
// ring on the board there), the reply to the best move the second move of
// its line, and the loss the analysis's.
func ExplainMove(ctx context.Context, rec model.Record, a GameAnalysis, i int) (coach.Explanation, error) {
	if i < 0 || i >= len(a.Moves) || i >= rec.Len() {
		return coach.Explanation{}, fmt.Errorf("move %d is not analysed", i+1)
	}
	v := a.Moves[i]
	o := coach.Options{Loss: v.Loss, LossExact: v.Exact()}
	if r, ok := a.ReplyTo(i); ok {
		o.PlayedReply = &r
	}
	if len(v.Line) > 1 {
		o.BestReply = &v.Line[1]
	}
	return coach.Explain(ctx, rec.SizedAt(i), v.Move, v.Best, o)
}

// ExplainResults finds why the move scored played is worse than best in
// pos, the replies named being the second moves of their lines as scored
// (a retried position's own analysis).
func ExplainResults(ctx context.Context, pos model.SizedPosition, played, best strategy.SizedResult, loss float64, exact bool) (coach.Explanation, error) {
	o := coach.Options{Loss: loss, LossExact: exact}
	if l := lineOf(played); len(l) > 1 {
		o.PlayedReply = &l[1]
	}
	if l := lineOf(best); len(l) > 1 {
		o.BestReply = &l[1]
	}
	return coach.Explain(ctx, pos, played.Move, best.Move, o)
}

// bookLine names the line of the first n moves of rec: its named opening,
// else its transcript.
func bookLine(rec model.Record, n int) string {
	if name := openingOf(rec, n); name != "" {
		return name
	}
	if n == 0 {
		return "the start"
	}
	return gameAt(rec, n).Transcript()
}

// StartGameAnalysis runs AnalyzeGameWith in a job of its own. progress and
// done are handed to dispatch (the window's fyne.Do), so they run on the
// caller's goroutine; done is called once, with what was scored and the
// error when the job was cancelled.
func StartGameAnalysis(rec model.Record, score MoveScorer, dispatch func(func()),
	progress func(done, total int), done func(GameAnalysis, error)) *session.Job {
	if dispatch == nil {
		dispatch = func(f func()) { f() }
	}
	return session.StartJob(nil, func(ctx context.Context) {
		a, err := AnalyzeGameWith(ctx, rec, score, func(n, total int) {
			if progress != nil {
				dispatch(func() { progress(n, total) })
			}
		})
		dispatch(func() { done(a, err) })
	})
}

// RoundDiscs rounds a number of discs as it is shown: whole when exact,
// else to a tenth; never a negative zero.
func RoundDiscs(v float64, exact bool) float64 {
	if exact {
		v = math.Round(v)
	} else {
		v = math.Round(v*10) / 10
	}
	if v == 0 {
		return 0
	}
	return v
}

var openings = sync.OnceValue(func() []model.Opening {
	list, err := model.ParseOpenings(resources.OpeningNames())
	if err != nil {
		return nil // the embedded list is checked by its own test
	}
	return list
})

// OpeningNames lists the names of the named openings, each once, in the
// list's order: what a translation of them covers.
func OpeningNames() []string {
	var names []string
	seen := map[string]bool{}
	for _, o := range openings() {
		if !seen[o.Name] {
			seen[o.Name] = true
			names = append(names, o.Name)
		}
	}
	return names
}

// openingOf names the opening of the first n moves of rec when it is an
// 8x8 game from the start, where the named openings are; "" otherwise.
func openingOf(rec model.Record, n int) string {
	if rec.Size() != 8 || !rec.FromStart() {
		return ""
	}
	return OpeningName(rec.Cells()[:n])
}

// OpeningName returns the name of the longest named opening the 8x8 moves
// start with, up to the start position's symmetries; "" when there is none.
func OpeningName(moves []model.Cell) string {
	// the named openings are 8x8 transcripts, read as squares
	if o, ok := model.OpeningOf(openings(), model.SquaresOfCells(moves)); ok {
		return o.Name
	}
	return ""
}
