// The window's game: a person against one of our levels or a brain, the
// opening rule's questions answered by clicks, the computer's moves and
// hints off the caller's goroutine, undo and redo.

package gomoku

import (
	"errors"
	"fmt"
	"time"

	"othello/controller/session"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// SessionConfig describes a person's game against the computer.
type SessionConfig struct {
	Size    int
	Rule    gomoku.Rule
	Opening Opening
	// First makes the person the first player: Black under Free, the one
	// who places the three opening stones under Swap and Swap2.
	First bool
	// Moves are played before the session starts: an opened or pasted
	// game, played on under Free (a kept one under its opening: Floor),
	// the person taking the side to move unless ComputerToMove.
	Moves []gomoku.Square
	// ComputerToMove gives the side to move after Moves to the computer:
	// an unfinished game brought back while the computer was thinking.
	ComputerToMove bool
	// OpeningUnderWay, with Moves, brings back a game whose opening (Swap
	// or Swap2) was still settling the colours: Moves are its stones so
	// far, and the session goes on from where it stopped (the person
	// placing the rest, or the question after three or five stones).
	OpeningUnderWay bool
	// Floor, with Moves, brings back a game whose opening (Swap or Swap2)
	// settled the colours after its first Floor stones: the game goes on
	// under that opening, and Undo stops there as it did. 0 plays Moves on
	// under Free.
	Floor int
	// Opponent plays the computer's side: Builtin or a Brain. The session
	// starts it for the game and closes it when the session closes.
	Opponent Player
	// TwoPeople: two people share the board, each stone the person's, the
	// opening free; there is no Opponent (nil).
	TwoPeople bool
	// Demo: Opponent plays both sides, the opening free, nobody at the
	// board; Delay paces its moves.
	Demo bool
	// Hinter searches the person's hints; nil gives none.
	Hinter sg.Player
	// Delay is the least time from a question to the computer's answer
	// shown, so that the person's stone is seen to land first.
	Delay time.Duration
	// Listener is told of every change once the change is over, on the
	// goroutine Dispatch runs functions on (and on the caller's, for the
	// person's own actions); it may call back into the session.
	Listener func(SessionEvent)
	// Dispatch runs a function on the caller's goroutine: the window
	// passes fyne.Do, tests a queue. nil runs it at once, on the search's
	// goroutine.
	Dispatch func(func())
	// Clock is the game's time control, the same for both players; zero
	// is none. A player whose time runs out loses on time; the computer's
	// side is told its time left.
	Clock model.TimeControl
	// Left, when set, is each player's time left (the first player's
	// first): a kept game brought back on its clock.
	Left *[2]time.Duration
	// Time tells the clocks the time; nil is the real clock.
	Time session.TimeSource
}

// Errors of the person's actions.
var (
	ErrNotYourTurn = errors.New("it is not your turn")
	ErrNoQuestion  = errors.New("no question is asked")
)

// The session is Gomoku's behind the window.
var _ session.Session = (*Session)(nil)

// Session is a person's game against the computer. Its methods are called
// from one goroutine, the view's, on which Dispatch also runs the
// searches' answers.
type Session struct {
	cfg      SessionConfig
	g        *gomoku.Game
	seats    seats // who plays which colour, and the opening's floor
	phase    Phase
	question question // the opening's question being answered
	// the computer's side: its moves and answers one after another, a
	// demo paused, or its failure to answer, on which the game waits for
	// Resume or another opponent
	computer session.Seat[func()]
	hints    session.Lane[gomoku.Square] // the person's hints
	hint     gomoku.Square
	// search is the computer's last move's search, for the panel's line;
	// nil when its player told none (a brain) or once the person moved
	search  *sg.Result
	forfeit *Forfeit
	// before is the game as it was before PlayFrom took its later stones
	// back, with its clocks, which an Undo straight after brings back
	before session.Rewind[*gomoku.Game]
	ready  bool // the opponent has been told of the game: set by jobs, cleared (no job running) to start it afresh
	closed bool
	// closedDone is closed once Close has stopped everything
	closedDone chan struct{}
	clocks     session.Clocks // the players' clocks, the first player's first
	events     session.Events[SessionEvent]
	// dispatch runs a function on the view's goroutine as a change, its
	// events delivered after it: through cfg.Dispatch, or at once
	// without one
	dispatch func(func())
}

// NewSession makes a session of cfg; Start starts its game.
func NewSession(cfg SessionConfig) (*Session, error) {
	g, err := gomoku.NewGame(cfg.Size, cfg.Rule)
	if err != nil {
		return nil, err
	}
	if err := g.PlayAll(cfg.Moves); err != nil {
		return nil, err
	}
	if cfg.Time == nil {
		cfg.Time = session.RealTime{}
	}
	person, floor, err := seat(&cfg, g)
	if err != nil {
		return nil, err
	}
	s := &Session{cfg: cfg, g: g, hint: gomoku.NoSquare, question: question{asked: -1}, clocks: session.Clocks{Time: cfg.Time}}
	s.seats = seats{person: person, floor: floor, first: cfg.First, twoPeople: cfg.TwoPeople, demo: cfg.Demo, free: cfg.Opening == Free, clocked: cfg.Clock.On()}
	s.events.Listener = cfg.Listener
	dispatch := cfg.Dispatch
	if dispatch == nil {
		dispatch = func(f func()) { f() }
	}
	s.dispatch = func(f func()) {
		dispatch(func() {
			defer s.deliver()
			f()
		})
	}
	s.clocks.Reset(cfg.Clock, cfg.Left, nil)
	return s, nil
}

// seat checks who plays cfg's game, frees the opening where nobody
// chooses colours (two people, a demo, a game played on from its moves)
// and tells the person's colour (NoColor until the opening settles it)
// and how many stones the opening placed.
func seat(cfg *SessionConfig, g *gomoku.Game) (person gomoku.Color, floor int, err error) {
	person = gomoku.NoColor
	if cfg.TwoPeople {
		if cfg.Opponent != nil {
			return person, 0, errors.New("two people play without an opponent")
		}
		cfg.Opening = Free
		return person, 0, nil
	}
	if cfg.Opponent == nil {
		return person, 0, errors.New("no opponent for the computer's side")
	}
	if cfg.Demo {
		// nobody's colour: every turn is the computer's
		cfg.Opening = Free
		return person, 0, nil
	}
	if len(cfg.Moves) > 0 && cfg.OpeningUnderWay {
		if !underWay(cfg.Opening, cfg.First, len(cfg.Moves)) {
			return person, 0, fmt.Errorf("the %s opening is not under way after %d stones", cfg.Opening, len(cfg.Moves))
		}
		return person, 0, nil // nobody's colour yet
	}
	if len(cfg.Moves) > 0 {
		if cfg.Floor > 0 {
			if !settles(cfg.Opening, cfg.Floor) || cfg.Floor > len(cfg.Moves) {
				return person, 0, fmt.Errorf("the %s opening does not settle the colours after %d of %d stones", cfg.Opening, cfg.Floor, len(cfg.Moves))
			}
			// the opening's stones stay the opening's
			floor = cfg.Floor
		} else {
			cfg.Opening = Free
		}
		person = g.Turn()
		if cfg.ComputerToMove {
			person = g.Turn().Opponent()
		}
		if g.Over() {
			person = gomoku.Black
		}
		return person, floor, nil
	}
	if cfg.Opening == Free {
		person = gomoku.White
		if cfg.First {
			person = gomoku.Black
		}
	}
	return person, 0, nil
}

// settles reports whether opening o can settle the colours after n
// stones: Swap after three, Swap2 after three or five.
func settles(o Opening, n int) bool {
	return o == Swap && n == 3 || o == Swap2 && (n == 3 || n == 5)
}

// underWay reports whether opening o can be under way after n stones,
// the person its first player when first: the person placing the first
// three (the computer places them at once) or swap2's two more, or the
// question after three or five stones put to either.
func underWay(o Opening, first bool, n int) bool {
	switch {
	case o != Swap && o != Swap2:
		return false
	case n < 3:
		return first
	case n == 4:
		return o == Swap2 && !first
	}
	return n == 3 || n == 5 && o == Swap2
}

// Start tells the listener of the new game and asks its first question or
// move.
func (s *Session) Start() {
	defer s.deliver()
	s.tell(SessionEvent{Kind: session.GameStarted, Move: gomoku.NoSquare})
	if s.cfg.OpeningUnderWay && len(s.cfg.Moves) > 0 && s.resumePlacing() {
		return
	}
	s.next()
}

// resumePlacing puts the person back to placing the opening's stones of
// a game brought back, where they stopped: the rest of the first three,
// or the second of swap2's two more. A question after three or five
// stones is asked again by next.
func (s *Session) resumePlacing() bool {
	n := s.g.MoveCount()
	switch {
	case n < 3:
		s.question.what, s.question.place = PlaceThree, 3-n
	case n == 4:
		s.question.what, s.question.place = ChooseOrPlace, 1
	default:
		return false
	}
	s.phase = Placing
	s.tell(SessionEvent{Kind: session.OpeningAsked, Move: gomoku.NoSquare})
	return true
}

// Snapshot returns a copy of the state.
func (s *Session) Snapshot() Snapshot {
	st := Snapshot{
		State: s.State(),
		Game:  s.g.Clone(), Phase: s.phase, Person: s.seats.personNow(s.g.Turn()), Question: s.question.what, Placing: s.question.place,
		Hint: s.hint, Search: s.search, Winner: gomoku.NoColor, Forfeit: s.forfeit, Floor: s.seats.floor,
		Colours: [2]gomoku.Color{s.seats.colourOfPlayer(0), s.seats.colourOfPlayer(1)},
	}
	if s.cfg.Opponent != nil {
		st.Opponent = s.cfg.Opponent.Name()
	}
	switch loser, fell := s.clocks.Flagged(); {
	case s.phase != Ended:
	case fell:
		st.Winner = s.seats.colourOfPlayer(1 - loser)
	case s.forfeit != nil:
		st.Winner = s.seats.person
		if s.cfg.Demo {
			st.Winner = colourOf(s.forfeit.Player).Opponent() // the first player is Black
		}
	default:
		st.Winner, st.Line = s.g.Winner(), s.g.WinningLine()
	}
	return st
}

// State is the snapshot's part every game's session has (session.Session),
// read without copying the game: what a ticking clock face needs too.
func (s *Session) State() session.State {
	return session.State{
		Over:         s.phase == Ended,
		PersonToMove: s.phase == Placing || s.phase == Moving && s.seats.personsTurn(s.g.Turn()) && !s.computer.Thinking(),
		Asking:       s.phase == Placing || s.phase == Choosing,
		Thinking:     s.computer.Thinking(),
		Hinting:      s.hints.Busy(),
		Demo:         s.cfg.Demo,
		Paused:       s.computer.Paused(),
		CanUndo:      s.history().canUndo(),
		CanRedo:      s.history().canRedo(),
		Stalled:      s.computer.Stalled(),
		Clocks:       s.clocks.ReadNow(s.g.MoveCount()),
	}
}

// Config returns the session's settings.
func (s *Session) Config() SessionConfig { return s.cfg }

// Close stops the searches and closes the opponent (an external brain is
// ended) once its answer, if any, has returned.
func (s *Session) Close() {
	if s.closed {
		return
	}
	s.closed = true
	s.searches().cancel()
	s.clocks.StopFlag()
	job, hint, p := s.computer.Last(), s.hints.Last(), s.cfg.Opponent
	done := make(chan struct{})
	go func() {
		defer close(done)
		job.Wait()
		hint.Wait()
		if p != nil {
			p.Close()
		}
	}()
	s.closedDone = done
}

// Wait returns once a closed session's searches and opponent have ended.
func (s *Session) Wait() {
	if s.closedDone != nil {
		<-s.closedDone
	}
}

// tell queues e with the state after it; the change under way delivers
// it once over.
func (s *Session) tell(e SessionEvent) {
	s.timing().syncClock()
	if s.cfg.Listener == nil {
		return
	}
	e.Snapshot = s.Snapshot()
	s.events.Push(e)
}

// deliver hands the events of a change to the listener: every action and
// every answer dispatched back ends with it.
func (s *Session) deliver() { s.events.Deliver(nil) }
