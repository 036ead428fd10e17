// The person's actions on a session: a stone, a colour, two stones
// under swap2, undo and redo, a hint, and a demo's pause.

package gomoku

import (
	"context"

	"othello/controller/session"
	"othello/model/gomoku"
)

// Play puts the person's stone on sq: a move, or one of the opening's
// stones being placed. An illegal square or a stone out of turn changes
// nothing; the error says why.
func (s *Session) Play(sq gomoku.Square) error {
	defer s.deliver()
	s.timing().charge()
	switch {
	case s.phase == Placing:
	case s.phase == Moving && s.seats.settled() && s.seats.personsTurn(s.g.Turn()) && !s.computer.Thinking():
	case s.phase == Ended:
		return &gomoku.MoveError{Reason: gomoku.GameOver, Square: sq, Size: s.cfg.Size}
	default:
		return ErrNotYourTurn
	}
	if err := s.g.Check(sq); err != nil {
		return err
	}
	s.before.Forget() // the game played on from here is the one Undo walks
	s.hints.Drop()
	if s.phase == Placing {
		s.question.place-- // before the stone is told: the listener shows what is left
	}
	s.playStone(sq, true)
	if s.phase == Placing {
		if s.question.place > 0 && !s.g.Over() {
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
	defer s.deliver()
	s.timing().charge()
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
	defer s.deliver()
	s.timing().charge()
	if s.phase != Choosing || s.question.what != ChooseOrPlace {
		return ErrNoQuestion
	}
	s.phase, s.question.place = Placing, 2
	s.tell(SessionEvent{Kind: session.OpeningAsked, Move: gomoku.NoSquare})
	return nil
}

// Undo takes back moves to the person's last turn (between two people
// and in a demo, one stone), never into the opening; a forfeit is taken
// back with them. A demo pauses, as Othello's does, so that people can
// look at the moves.
func (s *Session) Undo() bool {
	defer s.deliver()
	s.timing().charge()
	if !s.history().canUndo() {
		return false
	}
	s.history().stopForReview()
	if s.before.Kept() {
		// straight after PlayFrom: the game as it was, its clocks too
		s.g = s.before.Back(&s.clocks.Clock)
	} else {
		s.seats.walk().Undo(s.g, s.g.MoveCount())
	}
	s.history().movedBack(session.Undone)
	return true
}

// PlayFrom goes back to the position after the first n stones to play on
// from there, as Othello's does: the later stones are taken back, and an
// Undo straight after brings the game back as it was; the computer moves
// at once if it is to move there, and a demo goes on. It reports whether
// it went back: never into the opening, nor where Undo could not go.
func (s *Session) PlayFrom(n int) bool {
	defer s.deliver()
	s.timing().charge()
	if !s.CanPlayFrom(n) {
		return false
	}
	s.history().stopForReview()
	s.before.Keep(s.g.Clone(), &s.clocks.Clock)
	for s.g.MoveCount() > n {
		s.g.Undo()
	}
	s.computer.Resume() // a demo played on from here goes on
	s.history().movedBack(session.Undone)
	return true
}

// CanPlayFrom reports whether PlayFrom(n) would go back to the position
// after n stones: one of the game's, not the last, above the opening's
// stones, in a game whose moves can be taken back, and not while the
// computer's side waits after failing to answer.
func (s *Session) CanPlayFrom(n int) bool {
	return !s.closed && s.seats.settled() && s.seats.takesBack() && n >= s.seats.floor && n < s.g.MoveCount() && s.computer.Stalled() == nil
}

// canUndo reports whether Undo would take something back: the game as it
// was before PlayFrom, or a move above the opening's stones.
func (r history) canUndo() bool { return r.s.before.Kept() || r.s.seats.canUndo(r.s.g) }

// canRedo reports whether Redo would play a move again: not while the
// computer answers, nor after a flag fell, which ends the game where it
// stands.
func (r history) canRedo() bool {
	_, fell := r.s.clocks.Flagged()
	return r.s.seats.canRedo(r.s.g) && !r.s.computer.Thinking() && !fell
}

// stopForReview drops the searches before undo or redo, and pauses a
// demo; the clocks go back with the moves.
func (r history) stopForReview() {
	s := r.s
	s.searches().cancel()
	s.clocks.Jump()
	if s.cfg.Demo {
		s.computer.Pause()
	}
}

// movedBack goes on from the position undo or redo reached: no forfeit,
// no hint, a side to move; kind says which of the two.
func (r history) movedBack(kind session.EventKind) {
	s := r.s
	s.forfeit, s.hint, s.search, s.phase = nil, gomoku.NoSquare, nil, Moving
	s.searches().askAfresh()
	s.tell(SessionEvent{Kind: kind, Move: gomoku.NoSquare})
	s.next()
}

// Redo plays again the moves Undo took back, to the person's next turn
// (between two people and in a demo, one stone).
func (s *Session) Redo() bool {
	defer s.deliver()
	s.timing().charge()
	if !s.history().canRedo() {
		return false
	}
	s.history().stopForReview()
	s.before.Forget()
	s.seats.walk().Redo(s.g, s.g.MoveCount())
	s.history().movedBack(session.Redone)
	return true
}

// Hint searches the person's move; HintReady tells of it.
func (s *Session) Hint() bool {
	defer s.deliver() // what the clock may tell as it starts
	if s.cfg.Hinter == nil || !s.State().Can().Hint {
		return false
	}
	// a hint thinks for the person: a clock waiting for the next move runs
	s.clocks.Asked()
	s.timing().syncClock()
	pos, h := s.g.Position(), s.cfg.Hinter
	s.hints.Start(s.dispatch, func(ctx context.Context) (gomoku.Square, bool) {
		return h.Search(ctx, pos).Move, ctx.Err() == nil
	}, func() bool { return !s.closed }, func(hint gomoku.Square) {
		s.hint = hint
		s.tell(SessionEvent{Kind: session.HintReady, Move: hint})
	})
	return true
}

// Pause stops a demo between moves, dropping the move being searched;
// Resume goes on from there. Neither does anything outside a demo under
// way.
func (s *Session) Pause() bool {
	defer s.deliver()
	s.timing().charge()
	if !s.cfg.Demo || s.computer.Paused() || s.phase == Ended || s.closed {
		return false
	}
	s.searches().cancel()
	s.computer.Pause()
	s.tell(SessionEvent{Kind: session.Paused, Move: gomoku.NoSquare})
	return true
}

// Resume lets a paused demo go on, or asks the computer's side that
// could not answer again, started afresh.
func (s *Session) Resume() bool {
	defer s.deliver()
	if s.closed {
		return false
	}
	if s.computer.Stalled() != nil {
		s.ready = false // started afresh
	}
	if !s.computer.Resume() {
		return false
	}
	s.tell(SessionEvent{Kind: session.Resumed, Move: gomoku.NoSquare})
	s.next()
	return true
}

// askAfresh forgets that the computer's side could not answer: it is
// started afresh and asked again at the next turn.
func (r searches) askAfresh() {
	s := r.s
	if s.computer.Afresh() {
		s.ready = false
	}
}

// SetOpponent hands the computer's side that could not answer to p, from
// the position on the board, as the window does when the person plays on
// against one of our levels; it reports whether it did (nothing stalled:
// false). The session closes the opponent it had, which has failed.
func (s *Session) SetOpponent(p Player) bool {
	defer s.deliver()
	if s.closed || p == nil || s.computer.Stalled() == nil {
		return false
	}
	old := s.cfg.Opponent
	s.cfg.Opponent, s.ready = p, false
	s.computer.Afresh()
	if old != nil && old != p {
		old.Close() // its answers have come back: nothing of it runs
	}
	s.tell(SessionEvent{Kind: session.EngineChanged, Move: gomoku.NoSquare})
	s.next()
	return true
}

// history is a session's moves taken back and played again: what redo
// can replay, and the review a take-back stops for.
type history struct{ s *Session }

func (s *Session) history() history { return history{s} }
