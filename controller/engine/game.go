package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"othello/controller/arbiter"
	"othello/model"
)

// Outcome is how a game between two players ended.
type Outcome struct {
	Game *model.Game // the moves played, the forfeiting side's last answer left out
	// Black is Black's final disc difference, the empty squares going to
	// the winner; a forfeit loses by the whole board (64).
	Black int
	// Forfeit is the side that could not move, and why; nil when the game
	// was played to its end.
	Forfeit *Forfeit
	// Err is set when ctx ended the game: nobody won it.
	Err error
	// Thinking is the time each side (Black, White) took over the moves
	// it played, forced passes left out, and Moves how many those were.
	Thinking [2]time.Duration
	Moves    [2]int
}

// Forfeit is a game lost by a player that crashed, hung, resigned, or
// answered garbage or an illegal move; its Player is 0 for Black, 1 for
// White (Colour).
type Forfeit = arbiter.Forfeit

// Colour is the colour of player i of a game (a Forfeit's Player): 0
// Black, who moves first, and 1 White.
func Colour(i int) model.Color {
	if i == 1 {
		return model.White
	}
	return model.Black
}

// PlayGame plays a game between black and white from the standard start,
// after the opening's moves, and returns how it ended. A player that
// fails to move, or moves illegally, forfeits the game. Each player is
// asked on every turn of its own, a forced pass included; the time it
// takes over the others is its thinking time.
func PlayGame(ctx context.Context, black, white Player, opening []model.Square) (out Outcome) {
	g := model.NewGame()
	for _, sq := range opening {
		if err := g.Play(sq); err != nil {
			return Outcome{Game: g, Err: fmt.Errorf("opening move %s: %v", sq.Upper(), err)}
		}
	}
	var thinking [2]time.Duration
	var moves [2]int
	defer func() { out.Thinking, out.Moves = thinking, moves }()
	for !g.Over() {
		if err := ctx.Err(); err != nil {
			return Outcome{Game: g, Err: err}
		}
		turn := g.Turn()
		p, side := black, 0
		if turn == model.White {
			p, side = white, 1
		}
		forced := g.MustPass()
		start := time.Now()
		r, err := p.Move(ctx, g.Clone())
		if !forced {
			thinking[side] += time.Since(start)
			moves[side]++
		}
		if err == nil {
			if e := g.Play(r.Move); e != nil {
				err = fmt.Errorf("%s played %s, which is illegal: %v", p.Name(), r.Move.Upper(), e)
			}
		}
		if err != nil {
			if ctx.Err() != nil && !isEngineError(err) {
				return Outcome{Game: g, Err: ctx.Err()}
			}
			d := g.Geometry().Cells()
			if turn == model.Black {
				d = -d
			}
			return Outcome{Game: g, Black: d, Forfeit: &Forfeit{Player: side, Name: p.Name(), Err: err}}
		}
	}
	pos := g.Position()
	d := pos.Board.FinalScore()
	if pos.Turn == model.White {
		d = -d
	}
	return Outcome{Game: g, Black: d}
}

func isEngineError(err error) bool {
	var e *Error
	return errors.As(err, &e)
}

// GGF writes the game as one line of GGF with the header's names, place
// and date, and its result RE: Black's disc difference, or for a forfeit
// the loss by the whole board, marked ":t" for a timeout and ":r" for any
// other (as GGS marks a resignation), with the reason in a comment C.
func (o Outcome) GGF(h model.GGFHeader) string {
	r := model.NewGGFRecord(o.Game, h)
	if o.Forfeit != nil {
		flag := ":r"
		if o.Forfeit.Kind() == TimedOut {
			flag = ":t"
		}
		props := r.Props[:0:0]
		for _, p := range r.Props {
			if p.Name != "RE" {
				props = append(props, p)
			}
		}
		r.Props = append(props,
			model.GGFProp{Name: "RE", Value: fmt.Sprintf("%+.2f%s", float64(o.Black), flag)},
			model.GGFProp{Name: "C", Value: fmt.Sprintf("%s (%s) forfeits: %s", Colour(o.Forfeit.Player), o.Forfeit.Name, oneLine(o.Forfeit.Reason()))})
	}
	return r.String()
}

// oneLine keeps a text on one line.
func oneLine(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c == '\n' || c == '\r' {
			b[i] = ' '
		}
	}
	return string(b)
}

// Header is the GGF header of an arena game: the place, the date, and the
// players' names.
func Header(black, white string, date time.Time) model.GGFHeader {
	return model.GGFHeader{Black: black, White: white, Place: "othello arena", Date: date}
}
