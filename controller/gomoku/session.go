// The window's game: a person against one of our levels or a brain, the
// opening rule's questions answered by clicks, the computer's moves and
// hints off the caller's goroutine, undo and redo.

package gomoku

import (
	"context"
	"errors"
	"fmt"
	"time"

	"othello/controller"
	"othello/controller/child"
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

// Phase is what the session waits for.
type Phase int8

// The phases of a session.
const (
	// Moving: a side to move; the person's turn when PersonToMove.
	Moving Phase = iota
	// Placing: the person places opening stones (SessionState.Placing of
	// them still), in the order of play.
	Placing
	// Choosing: the person answers SessionState.Question: Choose a colour,
	// or under Swap2 PlaceTwo.
	Choosing
	// Ended: the game is won, drawn or forfeited.
	Ended
)

// SessionEventKind says what changed.
type SessionEventKind int8

// The events of a session.
const (
	Started     SessionEventKind = iota // a new game
	StonePlaced                         // Move was played, by the person when ByPerson
	Asked                               // the person is asked to place stones or to choose
	Thinking                            // the computer is thinking
	ColourTaken                         // the opening settled the colours
	Hinted                              // a hint arrived (State.Hint)
	Changed                             // undo, redo or a setting changed the game
	GameEnded                           // the game is over (State.Winner, State.Forfeit)
)

// SessionState is a copy of the session's state, for a view to show.
type SessionState struct {
	Game  *gomoku.Game
	Phase Phase
	// Person is the person's colour, NoColor until the opening settles it.
	Person gomoku.Color
	// Question is the opening rule's question while Choosing or Placing
	// its stones.
	Question Question
	Placing  int // stones the person still places
	Thinking bool
	Paused   bool // a demo stopped between moves
	Hinting  bool
	Hint     gomoku.Square // NoSquare without one
	// Floor is how many stones the opening placed, which Undo does not
	// take back: a game kept for later keeps it (SessionConfig.Floor).
	Floor int
	// Winner is set once the game is won (by five or a forfeit).
	Winner  gomoku.Color
	Line    []gomoku.Square // the winning five, or longer
	Forfeit *Forfeit        // the computer's side failed: who and why
	CanUndo bool
	CanRedo bool
	// PersonToMove: the board takes the person's stone.
	PersonToMove bool
	Opponent     string // the opponent's name
	// Clocks are the players' clocks (the first player's first), on a
	// time control; OnTime says the game ended by a flag fall, Clocks.Loser
	// whose.
	Clocks session.Reading
	OnTime bool
	// Colours are the colours of the first and second players, NoColor
	// before the opening settles them.
	Colours [2]gomoku.Color
}

// SessionEvent is one change of a session.
type SessionEvent struct {
	Kind     SessionEventKind
	State    SessionState
	Move     gomoku.Square
	ByPerson bool
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

// colourOf is the colour of the i-th move of a game from the empty board.
func colourOf(i int) gomoku.Color {
	if i%2 == 0 {
		return gomoku.Black
	}
	return gomoku.White
}

// isPerson reports whether player i (0 the first) is the person.
func (s *Session) isPerson(i int) bool { return (i == 0) == s.cfg.First }

// next asks for what the game needs next: the opening's stones or choice,
// or a move.
func (s *Session) next() {
	if s.closed || s.phase == Ended || s.paused {
		return
	}
	if s.g.Over() {
		s.end()
		return
	}
	if s.cfg.TwoPeople {
		s.phase = Moving
		return
	}
	if !s.settled() {
		switch s.g.MoveCount() {
		case 0:
			s.ask(0, PlaceThree)
		case 3:
			q := ChooseColour
			if s.cfg.Opening == Swap2 {
				q = ChooseOrPlace
			}
			s.ask(1, q)
		default: // five stones under Swap2
			s.ask(0, ChooseAfterFive)
		}
		return
	}
	if s.g.Turn() == s.person {
		s.phase = Moving
		return
	}
	s.phase = Moving
	k := s.clock.Player(s.actor())
	s.startComputer(func(ctx context.Context, g *gomoku.Game) func() {
		r, err := s.cfg.Opponent.Move(ctx, g, k)
		if err == nil {
			if e := g.Check(r.Move); e != nil {
				err = child.Failure(child.Illegal, "played %s, which is illegal: %v", (&referee{s: Setup{Size: g.Size()}}).name(r.Move), why(e))
			}
		}
		return func() {
			if err != nil {
				s.fail(err)
				return
			}
			s.playStone(r.Move, false)
			s.next()
		}
	})
}

// ask puts q to player i: the person is asked through the listener, the
// computer in a search.
func (s *Session) ask(i int, q Question) {
	s.q = q
	if s.isPerson(i) {
		if q == PlaceThree {
			s.phase, s.place = Placing, 3
		} else {
			s.phase = Choosing
		}
		s.tell(SessionEvent{Kind: Asked, Move: gomoku.NoSquare})
		return
	}
	s.phase = Moving
	s.asked = i
	s.startComputer(func(ctx context.Context, g *gomoku.Game) func() {
		c, err := s.cfg.Opponent.Choose(ctx, g, q)
		if err == nil {
			err = (&referee{s: Setup{Size: g.Size()}, g: g}).check(q, c)
		}
		return func() {
			s.asked = -1
			if err != nil {
				s.fail(err)
				return
			}
			s.computerChose(q, c)
		}
	})
}

// computerChose plays out the computer's answer c to q.
func (s *Session) computerChose(q Question, c Choice) {
	if q != PlaceThree && len(c.Moves) != 2 {
		mine := gomoku.White
		if c.Swap {
			mine = gomoku.Black
		}
		s.settle(mine.Opponent())
	}
	for _, sq := range c.Moves {
		s.playStone(sq, false)
		if s.g.Over() {
			break
		}
	}
	s.next()
}

// settle gives the person colour c, the opening over.
func (s *Session) settle(c gomoku.Color) {
	s.person = c
	s.floor = s.g.MoveCount()
	s.phase = Moving
	s.tell(SessionEvent{Kind: ColourTaken, Move: gomoku.NoSquare})
}

// startComputer runs work, the computer's answer, after a pause and the
// previous search; the function it returns is run on the view's goroutine
// unless the answer was cancelled meanwhile.
func (s *Session) startComputer(work func(ctx context.Context, g *gomoku.Game) func()) {
	s.think = true
	gen, g, p := s.gen, s.g.Clone(), s.cfg.Opponent
	delay, tc := s.cfg.Delay, s.cfg.Clock
	s.job = controller.StartJob(s.job, func(ctx context.Context) {
		if delay > 0 {
			select {
			case <-ctx.Done():
				return
			case <-time.After(delay):
			}
		}
		var apply func()
		if !s.ready {
			if err := p.NewGame(ctx, g, tc); err != nil {
				apply = func() { s.fail(err) }
			} else {
				s.ready = true
			}
		}
		if apply == nil {
			apply = work(ctx, g)
		}
		if ctx.Err() != nil {
			return
		}
		s.dispatch(func() {
			if gen != s.gen || s.closed || s.charge() {
				return
			}
			s.think = false
			apply()
		})
	})
	s.tell(SessionEvent{Kind: Thinking, Move: gomoku.NoSquare})
}

func (s *Session) dispatch(f func()) {
	if s.cfg.Dispatch == nil {
		f()
		return
	}
	s.cfg.Dispatch(f)
}

// fail ends the game lost by the computer's side, which could not answer.
func (s *Session) fail(err error) {
	i := 1
	if !s.cfg.First {
		i = 0
	}
	if s.cfg.Demo {
		i = 0 // the side to move, under the free opening
		if s.g.Turn() == gomoku.White {
			i = 1
		}
	}
	s.forfeit = &Forfeit{Player: i, Name: s.cfg.Opponent.Name(), Err: err}
	if s.person == gomoku.NoColor && !s.cfg.Demo {
		s.person = gomoku.Black
		if !s.cfg.First {
			s.person = gomoku.White
		}
	}
	s.phase = Ended
	s.tell(SessionEvent{Kind: GameEnded, Move: gomoku.NoSquare})
}

// end reports the game won or drawn.
func (s *Session) end() {
	s.phase = Ended
	s.tell(SessionEvent{Kind: GameEnded, Move: gomoku.NoSquare})
}

// playStone plays sq, checked already, and tells of it.
func (s *Session) playStone(sq gomoku.Square, person bool) {
	s.clock.Moved(s.g.MoveCount(), s.actor(), false)
	s.g.Play(sq)
	s.hint = gomoku.NoSquare
	s.tell(SessionEvent{Kind: StonePlaced, Move: sq, ByPerson: person})
}

// Play puts the person's stone on sq: a move, or one of the opening's
// stones being placed. An illegal square or a stone out of turn changes
// nothing; the error says why.
func (s *Session) Play(sq gomoku.Square) error {
	s.charge()
	switch {
	case s.phase == Placing:
	case s.phase == Moving && s.settled() && s.g.Turn() == s.personNow() && !s.think:
	case s.phase == Ended:
		return &gomoku.MoveError{Reason: gomoku.GameOver, Square: sq, Size: s.cfg.Size}
	default:
		return ErrNotYourTurn
	}
	if err := s.g.Check(sq); err != nil {
		return err
	}
	s.cancelHint()
	s.playStone(sq, true)
	if s.phase == Placing {
		s.place--
		if s.place > 0 && !s.g.Over() {
			return nil
		}
		s.phase = Moving
	}
	s.next()
	return nil
}

// Choose answers the question of the colour: Black (the computer then
// plays White's move) or White (the person then plays it).
func (s *Session) Choose(c gomoku.Color) error {
	s.charge()
	if s.phase != Choosing || c == gomoku.NoColor {
		return ErrNoQuestion
	}
	s.settle(c)
	s.next()
	return nil
}

// PlaceTwo answers Swap2's question after three stones by placing a white
// and a black stone, the computer then choosing the colour.
func (s *Session) PlaceTwo() error {
	s.charge()
	if s.phase != Choosing || s.q != ChooseOrPlace {
		return ErrNoQuestion
	}
	s.phase, s.place = Placing, 2
	s.tell(SessionEvent{Kind: Asked, Move: gomoku.NoSquare})
	return nil
}

// cancel drops the searches under way; their answers are never applied.
func (s *Session) cancel() {
	s.gen++
	s.job.Cancel()
	s.cancelHint()
	s.think = false
}

func (s *Session) cancelHint() {
	if s.hinting {
		s.hintGen++
		s.hintJob.Cancel()
		s.hinting = false
	}
}

// Undo takes back moves to the person's last turn (between two people,
// one stone), never into the opening; a forfeit is taken back with them.
func (s *Session) Undo() bool {
	s.charge()
	if !s.canUndo() {
		return false
	}
	s.cancel()
	s.clock.Jump()
	for s.g.MoveCount() > s.floor && s.g.Undo() {
		if s.g.Turn() == s.personNow() {
			break
		}
	}
	s.forfeit, s.hint, s.phase = nil, gomoku.NoSquare, Moving
	s.tell(SessionEvent{Kind: Changed, Move: gomoku.NoSquare})
	s.next()
	return true
}

// Redo plays again the moves Undo took back, to the person's next turn
// (between two people, one stone).
func (s *Session) Redo() bool {
	s.charge()
	if !s.settled() || !s.g.CanRedo() || s.think {
		return false
	}
	s.cancel()
	s.clock.Jump()
	for s.g.Redo() {
		if s.g.Turn() == s.personNow() || s.g.Over() {
			break
		}
	}
	s.forfeit, s.hint, s.phase = nil, gomoku.NoSquare, Moving
	s.tell(SessionEvent{Kind: Changed, Move: gomoku.NoSquare})
	s.next()
	return true
}

// Hint searches the person's move; Hinted tells of it.
func (s *Session) Hint() bool {
	if s.cfg.Hinter == nil || s.hinting || s.phase != Moving || !s.State().PersonToMove {
		return false
	}
	s.hinting = true
	gen, pos, h := s.hintGen, s.g.Position(), s.cfg.Hinter
	s.hintJob = controller.StartJob(s.hintJob, func(ctx context.Context) {
		r := h.Search(ctx, pos)
		if ctx.Err() != nil {
			return
		}
		s.dispatch(func() {
			if gen != s.hintGen || s.closed {
				return
			}
			s.hinting, s.hint = false, r.Move
			s.tell(SessionEvent{Kind: Hinted, Move: r.Move})
		})
	})
	return true
}

// Pause stops a demo between moves, dropping the move being searched;
// Resume goes on from there. Neither does anything outside a demo under
// way.
func (s *Session) Pause() bool {
	s.charge()
	if !s.cfg.Demo || s.paused || s.phase == Ended || s.closed {
		return false
	}
	s.cancel()
	s.paused = true
	s.tell(SessionEvent{Kind: Changed, Move: gomoku.NoSquare})
	return true
}

// Resume lets a paused demo go on.
func (s *Session) Resume() bool {
	if !s.paused || s.closed {
		return false
	}
	s.paused = false
	s.tell(SessionEvent{Kind: Changed, Move: gomoku.NoSquare})
	s.next()
	return true
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

// personIndex is the person's player number: 0 the first player.
func (s *Session) personIndex() int {
	if s.cfg.Opening == Free && s.person != gomoku.NoColor {
		return int(s.person) // under the free opening Black is the first player
	}
	if s.cfg.First {
		return 0
	}
	return 1
}

// actor is the player whose turn it is, whose clock runs: the one placing
// or choosing in the opening, then the player of the colour to move.
func (s *Session) actor() int {
	switch {
	case s.cfg.TwoPeople || s.cfg.Demo:
		return int(s.g.Turn())
	case s.phase == Placing || s.phase == Choosing:
		return s.personIndex()
	case s.asked >= 0:
		return s.asked
	case s.g.Turn() == s.person:
		return s.personIndex()
	}
	return 1 - s.personIndex()
}

// colourOfPlayer is the colour player i plays, NoColor before the
// opening settles it.
func (s *Session) colourOfPlayer(i int) gomoku.Color {
	switch {
	case s.cfg.TwoPeople || s.cfg.Demo:
		return gomoku.Color(i)
	case !s.settled():
		return gomoku.NoColor
	case i == s.personIndex():
		return s.person
	}
	return s.person.Opponent()
}

// charge charges the running clock with the time since it was last
// charged; when that lets a flag fall, the game ends on time, and charge
// says so.
func (s *Session) charge() bool {
	if _, fell := s.clock.Charge(s.cfg.Time.Now()); fell {
		s.flagFell()
		return true
	}
	return false
}

// flagFell ends the game on time.
func (s *Session) flagFell() {
	s.cancel()
	s.stopClockTimer()
	s.phase = Ended
	s.tell(SessionEvent{Kind: GameEnded, Move: gomoku.NoSquare})
}

// syncClock runs the clock of the player whose turn it is while the game
// goes on (not over, not paused, not closed), and sets the timer that
// lets its flag fall on time.
func (s *Session) syncClock() {
	if !s.clock.On() {
		return
	}
	s.stopClockTimer()
	live := s.phase != Ended && !s.paused && !s.closed && !s.g.Over()
	until, ok, fell := s.clock.Sync(s.cfg.Time.Now(), s.g.MoveCount(), s.actor(), live, s.think)
	switch {
	case fell:
		s.flagFell()
	case ok:
		s.clockStop = s.cfg.Time.AfterFunc(until, func() {
			s.dispatch(func() {
				if !s.closed {
					s.charge()
				}
			})
		})
	}
}

func (s *Session) stopClockTimer() {
	if s.clockStop != nil {
		s.clockStop()
		s.clockStop = nil
	}
}

// ClockFromNextMove keeps the clocks of a game the window starts at
// launch from running until its next stone: its player may still be
// reading the window.
func (s *Session) ClockFromNextMove() {
	s.charge()
	s.clock.FromNextMove()
	s.syncClock()
}

// HoldClock stops the clocks while on, as when the window shows an
// earlier position for review, and lets them run again when off.
func (s *Session) HoldClock(on bool) {
	s.charge()
	s.clock.Hold(on)
	s.syncClock()
}
