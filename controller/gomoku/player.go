// The players: one interface whatever sits behind it, the opening rules'
// questions and answers, and our own players as Players.

package gomoku

import (
	"context"
	"fmt"
	"strings"

	"othello/controller/arbiter"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// Player is one side of a Gomoku game: the arbiter's player (told of
// each game, an external program started afresh for it; asked for its
// stone on its turn in g, a game that is not over, on its clock), which
// also answers the opening rule's questions: Choose. g is the whole game
// so far, and neither may change it. An error says why the player could
// not answer (an external program's is a *child.Error); it loses the
// game. A Player serves one goroutine at a time; Close may be called
// from another.
type Player interface {
	arbiter.Player[*gomoku.Game, sg.Result]
	Choose(ctx context.Context, g *gomoku.Game, q Question) (Choice, error)
}

// Opening is the opening rule: who puts the first stones, and who then
// plays which colour.
type Opening int8

// The opening rules.
const (
	// Free: Black moves first, anywhere.
	Free Opening = iota
	// Swap: the first player places two black stones and a white one; the
	// second chooses a colour, White moving next.
	Swap
	// Swap2, Gomocup's tournament rule: as Swap, but the second player
	// may instead place a white and a black stone and let the first
	// choose a colour.
	Swap2
)

var openingNames = [...]string{"free", "swap", "swap2"}

// String returns "free", "swap" or "swap2".
func (o Opening) String() string {
	if o < 0 || int(o) >= len(openingNames) {
		return fmt.Sprintf("Opening(%d)", int(o))
	}
	return openingNames[o]
}

// ParseOpening reads an opening rule's name, ignoring case.
func ParseOpening(s string) (Opening, error) {
	for i, n := range openingNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Opening(i), nil
		}
	}
	return Free, fmt.Errorf("unknown opening %q: want free, swap or swap2", s)
}

// Question is what the opening rule asks a player.
type Question int8

// The questions, in the order a game asks them.
const (
	// PlaceThree, on the empty board, asks the first player for three
	// stones: black, white, black.
	PlaceThree Question = iota
	// ChooseColour, after the three stones under Swap, asks the second
	// player to take Black (Choice.Swap) or to take White and play its
	// move (one square).
	ChooseColour
	// ChooseOrPlace, after the three stones under Swap2, asks the second
	// player as ChooseColour does, or to place a white and a black stone
	// (two squares) and let the first player choose.
	ChooseOrPlace
	// ChooseAfterFive, after those five stones, asks the first player to
	// take Black (Choice.Swap) or to take White and play its move.
	ChooseAfterFive
)

// Stones returns how many stones are on the board when q is asked.
func (q Question) Stones() int { return [...]int{0, 3, 3, 5}[q] }

// Takes reports whether q may be answered with n stones (and no SWAP).
func (q Question) Takes(n int) bool {
	switch q {
	case PlaceThree:
		return n == 3
	case ChooseOrPlace:
		return n == 1 || n == 2
	}
	return n == 1
}

// Choice answers a Question: the stones to place, or the colour taken.
type Choice struct {
	// Swap takes Black, the opponent then playing White's next move.
	Swap bool
	// Moves are the stones placed, in the order of play: three to
	// PlaceThree; one, White's move, to take White; two, a white and a
	// black stone, to hand the choice back under Swap2.
	Moves []gomoku.Square
}

// taken is the colour c takes as its answer to q, when it takes one (ok):
// Black with Swap, else White; an answer that places stones (the three of
// PlaceThree, or Swap2's two) takes none.
func (c Choice) taken(q Question) (colour gomoku.Color, ok bool) {
	if q == PlaceThree || len(c.Moves) == 2 {
		return gomoku.NoColor, false
	}
	if c.Swap {
		return gomoku.Black, true
	}
	return gomoku.White, true
}

// String writes the choice as the Gomocup protocol does: "SWAP", or the
// squares "7,7 8,7 9,9".
func (c Choice) String() string {
	if c.Swap {
		return "SWAP"
	}
	return gomoku.FormatGomocupMoves(c.Moves)
}

// Builtin is one of our players as a Player; seed drives its opening
// choices.
func Builtin(name string, p sg.Player, seed uint64) Player {
	return &builtin{name: name, p: p, seed: seed}
}

type builtin struct {
	name string
	p    sg.Player
	seed uint64
	n    uint64 // questions answered, to vary the choices
}

func (b *builtin) Name() string { return b.name }

func (b *builtin) NewGame(context.Context, *gomoku.Game, model.TimeControl) error { return nil }

// Move searches g's position; on a clock for its budget at most, the
// level's own time ruling when shorter.
func (b *builtin) Move(ctx context.Context, g *gomoku.Game, k arbiter.Clock) (sg.Result, error) {
	if k.On() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, k.Budget(g.Size()*g.Size()-g.Board().Count()))
		defer cancel()
	}
	return b.p.Search(ctx, g.Position()), nil
}

func (b *builtin) Choose(ctx context.Context, g *gomoku.Game, q Question) (Choice, error) {
	b.n++
	return DecideOpening(ctx, b.p, g, q, b.seed+b.n*7919), nil
}

func (b *builtin) Close() error { return nil }
