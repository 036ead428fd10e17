// The arbiter: a game between two players, the opening rule's dialogue,
// every stone checked, and the result with the reason of a forfeit.

package gomoku

import (
	"context"
	"fmt"
	"strings"

	arb "othello/controller/arbiter" // arbiter names this package's game loop
	"othello/controller/child"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// Setup describes a game: the board, the winning rule, the opening rule,
// and the moves played before anyone is asked (an arena's opening, under
// Free only).
type Setup struct {
	Size    int
	Rule    gomoku.Rule
	Opening Opening
	Moves   []gomoku.Square
	// Clocks are the time controls of the first and second players;
	// zero is none.
	Clocks [2]model.TimeControl
	// OnEvent, when set, is told of each stone and choice as the game
	// goes, from the goroutine that called PlayGame.
	OnEvent func(Event)
}

// Event is a step of a game, for a front end to show.
type Event struct {
	Game   *gomoku.Game // the game after the step (a copy)
	Player int          // who acted: 0 the first player, 1 the second
	Move   gomoku.Square
	// Choice is set for an answer to the opening rule, whose stones
	// are then reported each as a Move of their own.
	Choice *Choice
	Q      Question
	// Colour is the colour Player plays once a choice has settled it.
	Colour gomoku.Color
	Result *sg.Result // a move's search statistics, for our players
}

// Outcome is how a game ended: the arbiter's, with the colours the
// opening rule gave the players.
type Outcome struct {
	arb.Outcome[*gomoku.Game]
	// Colours are the colours of the first and second players, as the
	// opening rule settled them (NoColor if the game ended before).
	Colours [2]gomoku.Color
}

// Forfeit is a game lost by a player that crashed, hung, wrote ERROR, or
// answered garbage or an illegal stone or choice; its Player is 0 for
// the first player, 1 for the second, and its Err a *child.Error.
type Forfeit = arb.Forfeit

// PlayGame plays a game between players[0], the first (Black unless the
// opening rule says otherwise), and players[1], and returns how it ended,
// through the arbiter's game loop: the opening rule's dialogue is its
// prelude. A player that fails to answer, or answers an illegal stone or
// choice, forfeits the game.
func PlayGame(ctx context.Context, players [2]Player, s Setup) Outcome {
	a := &referee{players: players, s: s, colours: [2]gomoku.Color{gomoku.Black, gomoku.White}}
	return a.play(ctx)
}

type referee struct {
	players [2]Player
	s       Setup
	g       *gomoku.Game
	colours [2]gomoku.Color
}

func (a *referee) play(ctx context.Context) Outcome {
	g, err := gomoku.NewGame(a.s.Size, a.s.Rule)
	if err != nil {
		return Outcome{Outcome: arb.Outcome[*gomoku.Game]{Winner: -1, Err: err}}
	}
	for _, sq := range a.s.Moves {
		if err := g.Play(sq); err != nil {
			return Outcome{Outcome: arb.Outcome[*gomoku.Game]{Game: g, Winner: -1, Err: fmt.Errorf("opening: %v", err)}}
		}
	}
	var players [2]arb.Player[*gomoku.Game, sg.Result]
	for i, p := range a.players {
		players[i] = p
	}
	o := arb.PlayGame(ctx, arb.Match[*gomoku.Game, sg.Result]{
		Rules: rules{a}, Start: g, Players: players, Clocks: a.s.Clocks,
		Prelude: func(ctx context.Context, g *gomoku.Game) error {
			a.g = g
			return a.opening(ctx)
		},
		OnMove: func(t arb.Turn[*gomoku.Game, sg.Result]) {
			r := t.Reply
			a.tell(Event{Player: t.Player, Move: r.Move, Result: &r})
		},
	})
	return Outcome{Outcome: o, Colours: a.colours}
}

// rules are Gomoku's for the arbiter's loop, the players' colours as the
// opening rule settled them.
type rules struct{ a *referee }

func (rules) Clone(g *gomoku.Game) *gomoku.Game { return g.Clone() }
func (rules) Over(g *gomoku.Game) bool          { return g.Over() }
func (rules) Forced(*gomoku.Game) bool          { return false }

// Side is the player whose colour is to move.
func (r rules) Side(g *gomoku.Game) int {
	if r.a.colours[0] == g.Turn() {
		return 0
	}
	return 1
}

// Play checks and plays a stone.
func (r rules) Play(g *gomoku.Game, m sg.Result) error {
	if err := g.Check(m.Move); err != nil {
		return fmt.Errorf("played %s, which is illegal: %v", r.a.name(m.Move), why(err))
	}
	return g.Play(m.Move)
}

// Winner is the player of the winning colour, -1 for a draw.
func (r rules) Winner(g *gomoku.Game) int {
	switch g.Winner() {
	case gomoku.NoColor:
		return -1
	case r.a.colours[0]:
		return 0
	}
	return 1
}

// opening runs the opening rule's dialogue.
func (a *referee) opening(ctx context.Context) error {
	if a.s.Opening == Free {
		return nil
	}
	if _, err := a.ask(ctx, 0, PlaceThree); err != nil {
		return err
	}
	q := ChooseColour
	if a.s.Opening == Swap2 {
		q = ChooseOrPlace
	}
	c, err := a.ask(ctx, 1, q)
	if err != nil || len(c.Moves) != 2 {
		return err
	}
	_, err = a.ask(ctx, 0, ChooseAfterFive)
	return err
}

// ask puts q to player i, checks the answer and plays it out: its stones
// placed, its colour taken.
func (a *referee) ask(ctx context.Context, i int, q Question) (Choice, error) {
	if a.g.Over() {
		return Choice{}, nil
	}
	c, err := a.players[i].Choose(ctx, a.g.Clone(), q)
	if err != nil {
		return c, arb.Lost(i, err)
	}
	if err := a.check(q, c); err != nil {
		return c, arb.Lost(i, err)
	}
	// the colours settled first: the event tells of the colour taken
	if mine, ok := c.taken(q); ok {
		a.colours[i], a.colours[1-i] = mine, mine.Opponent()
	}
	a.tell(Event{Player: i, Choice: &c, Q: q})
	for _, sq := range c.Moves {
		a.g.Play(sq)
		a.tell(Event{Player: i, Move: sq})
		if a.g.Over() {
			break
		}
	}
	return c, nil
}

// check says why c is no answer to q, or nil.
func (a *referee) check(q Question, c Choice) error {
	n := len(c.Moves)
	switch {
	case c.Swap && q == PlaceThree:
		return child.Failure(child.Illegal, "answered SWAP when asked for the three opening stones")
	case c.Swap && n > 0:
		return child.Failure(child.Illegal, "answered SWAP and stones %s at once", gomoku.FormatGomocupMoves(c.Moves))
	case !c.Swap && !q.Takes(n):
		words := map[Question]string{PlaceThree: "three stones", ChooseColour: "SWAP or one move", ChooseOrPlace: "SWAP, one move or two stones", ChooseAfterFive: "SWAP or one move"}[q]
		return child.Failure(child.Illegal, "answered %d %s to the opening rule; want %s", n, plural(n), words)
	}
	g := a.g.Clone()
	for _, sq := range c.Moves {
		if err := g.Check(sq); err != nil {
			return child.Failure(child.Illegal, "placed %s, which is illegal: %v", a.name(sq), why(err))
		}
		g.Play(sq)
	}
	return nil
}

// tell reports e to the listener, if any.
func (a *referee) tell(e Event) {
	if a.s.OnEvent == nil {
		return
	}
	e.Game = a.g.Clone()
	e.Colour = a.colours[e.Player]
	a.s.OnEvent(e)
}

// name writes a square in both notations, "h8 (7,7)", or Gomocup's
// alone when it is off the board.
func (a *referee) name(sq gomoku.Square) string {
	if !sq.Inside(a.s.Size) {
		return sq.String()
	}
	return sq.Name(a.s.Size) + " (" + sq.String() + ")"
}

// why is a refusal without its "illegal move h8: " prefix.
func why(err error) string {
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 {
		return s[i+2:]
	}
	return s
}

func plural(n int) string {
	if n == 1 {
		return "stone"
	}
	return "stones"
}
