package engine

import (
	"context"
	"fmt"
	"strings"
	"time"

	"othello/controller/arbiter"
	"othello/model"
	"othello/strategy"
)

// Player is one side of an Othello game on a board of any size: one of
// our levels (Builtin), a person, or an external program (Engine). Its
// answer is a move in cells with the search's report.
type Player = arbiter.Player[*model.Game, strategy.SizedResult]

// Rules are Othello's rules as the arbiter's game loop needs them, on
// every board size.
type Rules struct{}

// Clone copies g.
func (Rules) Clone(g *model.Game) *model.Game { return g.Clone() }

// Over reports whether neither side can move.
func (Rules) Over(g *model.Game) bool { return g.Over() }

// Side is 0 when Black is to move, 1 for White.
func (Rules) Side(g *model.Game) int { return Side(g.Turn()) }

// Forced reports a pass forced on the side to move.
func (Rules) Forced(g *model.Game) bool { return g.MustPass() }

// Play checks and plays r's move.
func (Rules) Play(g *model.Game, r strategy.SizedResult) error {
	if err := g.CheckCell(r.Move); err != nil {
		return fmt.Errorf("played %s, which is illegal: %v", strings.ToUpper(g.Geometry().CellName(r.Move)), err)
	}
	return g.PlayCell(r.Move)
}

// Winner is 0 when Black has more discs, 1 when White has, -1 for a draw.
func (Rules) Winner(g *model.Game) int {
	switch d := blackDifference(g); {
	case d > 0:
		return 0
	case d < 0:
		return 1
	}
	return -1
}

// blackDifference is Black's final disc difference, the empty squares
// going to the winner.
func blackDifference(g *model.Game) int {
	b := g.Sized().Board
	d := b.FinalScore()
	if g.Turn() == model.White {
		d = -d
	}
	return d
}

// Side is the arbiter's number of a colour: 0 Black, 1 White.
func Side(c model.Color) int {
	if c == model.White {
		return 1
	}
	return 0
}

// Outcome is how a game between two players ended.
type Outcome struct {
	arbiter.Outcome[*model.Game]
	// Black is Black's final disc difference, the empty squares going to
	// the winner; a forfeit loses by the whole board (64 on 8x8).
	Black int
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

// Game is a game to play: from Start (nil: the standard 8x8 start), on
// Black's and White's Clocks (zero: none), each answer told to OnMove
// when it is set.
type Game struct {
	Start  *model.Game
	Clocks [2]model.TimeControl
	OnMove func(arbiter.Turn[*model.Game, strategy.SizedResult])
}

// Play plays the game between black and white through the arbiter's game
// loop and returns how it ended.
func Play(ctx context.Context, black, white Player, game Game) Outcome {
	start := game.Start
	if start == nil {
		start = model.NewGame()
	}
	o := arbiter.PlayGame(ctx, arbiter.Match[*model.Game, strategy.SizedResult]{
		Rules: Rules{}, Start: start, Players: [2]Player{black, white},
		Clocks: game.Clocks, OnMove: game.OnMove,
	})
	out := Outcome{Outcome: o}
	switch {
	case o.Forfeit != nil:
		out.Black = o.Game.Geometry().Cells()
		if o.Forfeit.Player == 0 {
			out.Black = -out.Black
		}
	case o.Err == nil:
		out.Black = blackDifference(o.Game)
	}
	return out
}

// PlayGame plays a game between black and white from the standard 8x8
// start after the opening's moves, with no clock, and returns how it
// ended. A player that fails to move, or moves illegally, forfeits the
// game. Each player is asked on every turn of its own, a forced pass
// included; the time it takes over the others is its thinking time.
func PlayGame(ctx context.Context, black, white Player, opening []model.Square) Outcome {
	g := model.NewGame()
	for _, sq := range opening {
		if err := g.Play(sq); err != nil {
			return Outcome{Outcome: arbiter.Outcome[*model.Game]{Game: g, Winner: -1, Err: fmt.Errorf("opening move %s: %v", sq.Upper(), err)}}
		}
	}
	return Play(ctx, black, white, Game{Start: g})
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
