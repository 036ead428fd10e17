// The arbiter: a game between two players, the opening rule's dialogue,
// every stone checked, and the result with the reason of a forfeit.

package gomoku

import (
	"context"
	"errors"
	"fmt"
	"strings"

	arb "othello/controller/arbiter" // arbiter names this package's game loop
	"othello/controller/child"
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

// Outcome is how a game ended.
type Outcome struct {
	Game *gomoku.Game // the stones played, a forfeiting side's answer left out
	// Colours are the colours of the first and second players, as the
	// opening rule settled them (NoColor if the game ended before).
	Colours [2]gomoku.Color
	// Winner is the player who won, 0 the first, 1 the second; -1 for a
	// draw or a game that ctx ended.
	Winner int
	// Forfeit is set when the loser could not answer: who, and why.
	Forfeit *Forfeit
	// Err is set when ctx ended the game: nobody won it.
	Err error
}

// Forfeit is a game lost by a player that crashed, hung, wrote ERROR, or
// answered garbage or an illegal stone or choice; its Player is 0 for
// the first player, 1 for the second, and its Err a *child.Error.
type Forfeit = arb.Forfeit

// Score is the first player's score: 1 for a win, 0.5 for a draw, 0 for
// a loss.
func (o Outcome) Score() float64 {
	switch o.Winner {
	case 0:
		return 1
	case 1:
		return 0
	}
	return 0.5
}

// PlayGame plays a game between players[0], the first (Black unless the
// opening rule says otherwise), and players[1], and returns how it ended.
// A player that fails to answer, or answers an illegal stone or choice,
// forfeits the game.
func PlayGame(ctx context.Context, players [2]Player, s Setup) Outcome {
	a := &arbiter{players: players, s: s, colours: [2]gomoku.Color{gomoku.Black, gomoku.White}}
	return a.play(ctx)
}

type arbiter struct {
	players [2]Player
	s       Setup
	g       *gomoku.Game
	colours [2]gomoku.Color
}

// lost is the forfeit of player i.
type lost struct {
	player int
	err    error
}

func (l *lost) Error() string { return l.err.Error() }

func (a *arbiter) play(ctx context.Context) (o Outcome) {
	g, err := gomoku.NewGame(a.s.Size, a.s.Rule)
	if err != nil {
		return Outcome{Winner: -1, Err: err}
	}
	a.g = g
	defer func() {
		o.Game, o.Colours = a.g, a.colours
	}()
	for _, sq := range a.s.Moves {
		if err := a.g.Play(sq); err != nil {
			return Outcome{Winner: -1, Err: fmt.Errorf("opening: %v", err)}
		}
	}
	for i, p := range a.players {
		if err == nil {
			if e := p.NewGame(ctx, a.s.Size, a.s.Rule); e != nil {
				err = &lost{i, e}
			}
		}
	}
	if err == nil {
		err = a.opening(ctx)
	}
	for err == nil && !a.g.Over() {
		err = ctx.Err()
		if err == nil {
			err = a.move(ctx)
		}
	}
	var l *lost
	switch {
	case errors.As(err, &l):
		if ctx.Err() != nil && !isChildError(l.err) {
			return Outcome{Winner: -1, Err: ctx.Err()}
		}
		return Outcome{Winner: 1 - l.player, Forfeit: &Forfeit{Player: l.player, Name: a.players[l.player].Name(), Err: l.err}}
	case err != nil:
		return Outcome{Winner: -1, Err: err}
	case a.g.Winner() == gomoku.NoColor:
		return Outcome{Winner: -1}
	case a.g.Winner() == a.colours[0]:
		return Outcome{Winner: 0}
	}
	return Outcome{Winner: 1}
}

func isChildError(err error) bool {
	var e *child.Error
	return errors.As(err, &e)
}

// move asks the side to move for its stone and plays it.
func (a *arbiter) move(ctx context.Context) error {
	i := a.toMove()
	r, err := a.players[i].Move(ctx, a.g.Clone())
	if err != nil {
		return &lost{i, err}
	}
	if err := a.g.Check(r.Move); err != nil {
		return &lost{i, child.Failure(child.Illegal, "played %s, which is illegal: %v", a.name(r.Move), why(err))}
	}
	a.g.Play(r.Move)
	a.tell(Event{Player: i, Move: r.Move, Result: &r})
	return nil
}

// toMove is the player whose colour is to move.
func (a *arbiter) toMove() int {
	if a.colours[0] == a.g.Turn() {
		return 0
	}
	return 1
}

// opening runs the opening rule's dialogue.
func (a *arbiter) opening(ctx context.Context) error {
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
func (a *arbiter) ask(ctx context.Context, i int, q Question) (Choice, error) {
	if a.g.Over() {
		return Choice{}, nil
	}
	c, err := a.players[i].Choose(ctx, a.g.Clone(), q)
	if err != nil {
		return c, &lost{i, err}
	}
	if err := a.check(q, c); err != nil {
		return c, &lost{i, err}
	}
	a.tell(Event{Player: i, Choice: &c, Q: q})
	if q != PlaceThree && len(c.Moves) != 2 {
		// a colour is taken: Black with Swap, else White
		mine := gomoku.White
		if c.Swap {
			mine = gomoku.Black
		}
		a.colours[i], a.colours[1-i] = mine, mine.Opponent()
	}
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
func (a *arbiter) check(q Question, c Choice) error {
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
func (a *arbiter) tell(e Event) {
	if a.s.OnEvent == nil {
		return
	}
	e.Game = a.g.Clone()
	e.Colour = a.colours[e.Player]
	a.s.OnEvent(e)
}

// name writes a square in both notations, "h8 (7,7)", or Gomocup's
// alone when it is off the board.
func (a *arbiter) name(sq gomoku.Square) string {
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
