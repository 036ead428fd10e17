// The window's game: a person against one of our levels or a brain, the
// opening rule's questions answered by clicks, the computer's moves and
// hints off the caller's goroutine, undo and redo.

package gomoku

import (
	"errors"
	"fmt"
	"time"

	"othello/controller"
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
	// Delay is how long the computer waits before it answers, so that the
	// person's stone is seen to land first.
	Delay time.Duration
	// Listener is told of every change, on the goroutine Dispatch runs
	// functions on (and on the caller's, for the person's own actions).
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

// Session is a person's game against the computer. Its methods are called
// from one goroutine, the view's, on which Dispatch also runs the
// searches' answers.
type Session struct {
	cfg    SessionConfig
	g      *gomoku.Game
	person gomoku.Color // NoColor until the opening settles the colours
	phase  Phase
	q      Question // the opening's question being answered
	place  int      // stones the person still places
	// floor is how many stones the opening placed: undo stops there
	floor   int
	job     *controller.Job // the computer's search, chained one after another
	hintJob *controller.Job
	gen     int // counts cancellations; an answer of an older one is dropped
	think   bool
	hinting bool
	hint    gomoku.Square
	forfeit *Forfeit
	hintGen int  // counts the hints cancelled
	paused  bool // a demo stopped between moves
	ready   bool // the opponent has been told of the game (touched by jobs only)
	closed  bool
	// closedDone is closed once Close has stopped everything
	closedDone chan struct{}
	clock      session.Clock // the players' clocks, the first player's first
	clockStop  func() bool   // cancels the timer of the running clock's flag
	asked      int           // the player the computer answers a question for; -1 none
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
	s := &Session{cfg: cfg, g: g, person: gomoku.NoColor, hint: gomoku.NoSquare, asked: -1}
	if s.cfg.Time == nil {
		s.cfg.Time = session.RealTime{}
	}
	s.clock.Reset(cfg.Clock, cfg.Left, nil)
	if cfg.TwoPeople {
		if cfg.Opponent != nil {
			return nil, errors.New("two people play without an opponent")
		}
		s.cfg.Opening = Free
		return s, nil
	}
	if cfg.Opponent == nil {
		return nil, errors.New("no opponent for the computer's side")
	}
	if cfg.Demo {
		// nobody's colour: every turn is the computer's
		s.cfg.Opening = Free
		return s, nil
	}
	if len(cfg.Moves) > 0 {
		if cfg.Floor > 0 {
			if !settles(cfg.Opening, cfg.Floor) || cfg.Floor > len(cfg.Moves) {
				return nil, fmt.Errorf("the %s opening does not settle the colours after %d of %d stones", cfg.Opening, cfg.Floor, len(cfg.Moves))
			}
			// the opening's stones stay the opening's
			s.floor = cfg.Floor
		} else {
			s.cfg.Opening = Free
		}
		s.person = g.Turn()
		if cfg.ComputerToMove {
			s.person = g.Turn().Opponent()
		}
		if g.Over() {
			s.person = gomoku.Black
		}
		return s, nil
	}
	if cfg.Opening == Free {
		s.person = gomoku.White
		if cfg.First {
			s.person = gomoku.Black
		}
	}
	return s, nil
}

// settles reports whether opening o can settle the colours after n
// stones: Swap after three, Swap2 after three or five.
func settles(o Opening, n int) bool {
	return o == Swap && n == 3 || o == Swap2 && (n == 3 || n == 5)
}

// Start tells the listener of the new game and asks its first question or
// move.
func (s *Session) Start() {
	s.tell(SessionEvent{Kind: Started, Move: gomoku.NoSquare})
	s.next()
}

// State returns a copy of the state.
func (s *Session) State() SessionState {
	st := SessionState{
		Game: s.g.Clone(), Phase: s.phase, Person: s.personNow(), Question: s.q, Placing: s.place,
		Thinking: s.think, Hinting: s.hinting, Hint: s.hint, Winner: gomoku.NoColor,
		Forfeit: s.forfeit, Floor: s.floor,
	}
	if s.cfg.Opponent != nil {
		st.Opponent = s.cfg.Opponent.Name()
	}
	st.Clocks = s.clock.Read(s.cfg.Time.Now(), s.g.MoveCount())
	st.Colours = [2]gomoku.Color{s.colourOfPlayer(0), s.colourOfPlayer(1)}
	if loser, fell := s.clock.Flagged(); fell && s.phase == Ended {
		st.OnTime = true
		st.Winner = s.colourOfPlayer(1 - loser)
		return s.finish(st)
	}
	if s.phase == Ended {
		st.Winner = s.g.Winner()
		st.Line = s.g.WinningLine()
		if s.forfeit != nil {
			st.Winner = s.person
			if s.cfg.Demo {
				st.Winner = colourOf(s.forfeit.Player).Opponent() // the first player is Black
			}
		}
	}
	return s.finish(st)
}

// finish fills in what the state says whatever the end.
func (s *Session) finish(st SessionState) SessionState {
	st.Paused = s.paused
	st.CanUndo = s.canUndo()
	st.CanRedo = s.settled() && s.g.CanRedo() && !s.think
	st.PersonToMove = s.phase == Placing || s.phase == Moving && s.g.Turn() == s.personNow() && !s.think
	return st
}

// Config returns the session's settings.
func (s *Session) Config() SessionConfig { return s.cfg }

func (s *Session) settled() bool { return s.cfg.TwoPeople || s.cfg.Demo || s.person != gomoku.NoColor }

// personNow is the person's colour: between two people, the side to move.
func (s *Session) personNow() gomoku.Color {
	if s.cfg.TwoPeople {
		return s.g.Turn()
	}
	return s.person
}

func (s *Session) canUndo() bool {
	if !s.settled() || s.g.MoveCount() <= s.floor {
		return false
	}
	if s.cfg.TwoPeople {
		return true
	}
	// undo goes back to the person's turn: one of the person's stones must
	// lie above the floor
	moves := s.g.Moves()
	for i := len(moves) - 1; i >= s.floor; i-- {
		if colourOf(i) == s.person {
			return true
		}
	}
	return false
}

// Close stops the searches and closes the opponent (an external brain is
// ended) once its answer, if any, has returned.
func (s *Session) Close() {
	if s.closed {
		return
	}
	s.closed = true
	s.cancel()
	s.stopClockTimer()
	job, hint, p := s.job, s.hintJob, s.cfg.Opponent
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

func (s *Session) tell(e SessionEvent) {
	s.syncClock()
	if s.cfg.Listener == nil {
		return
	}
	e.State = s.State()
	s.cfg.Listener(e)
}
