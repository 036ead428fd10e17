// The course of a session's game: what it needs next (the opening's
// stones or choice, or a move), the questions put to the person or the
// computer, the colours settled, and the stones played.

package gomoku

import (
	"context"

	"othello/controller/child"
	"othello/model/gomoku"
)

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

// playStone plays sq, checked already, and tells of it.
func (s *Session) playStone(sq gomoku.Square, person bool) {
	s.clock.Moved(s.g.MoveCount(), s.actor(), false)
	s.g.Play(sq)
	s.hint = gomoku.NoSquare
	s.tell(SessionEvent{Kind: StonePlaced, Move: sq, ByPerson: person})
}

// isPerson reports whether player i (0 the first) is the person.
func (s *Session) isPerson(i int) bool { return (i == 0) == s.cfg.First }

// colourOf is the colour of the i-th move of a game from the empty board.
func colourOf(i int) gomoku.Color {
	if i%2 == 0 {
		return gomoku.Black
	}
	return gomoku.White
}
