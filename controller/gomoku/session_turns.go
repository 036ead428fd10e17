// The course of a session's game: what it needs next (the opening's
// stones or choice, or a move), the questions put to the person or the
// computer, the colours settled, and the stones played.

package gomoku

import (
	"context"

	"othello/controller/child"
	"othello/controller/session"
	"othello/model/gomoku"
)

// question is the opening's question being answered.
type question struct {
	what  Question
	place int // stones the person still places
	asked int // the player the computer answers for; -1 none
}

// questionAfter is the question opening o asks after moves stones, before
// the colours are settled, and the player it is put to (0 the first).
func questionAfter(o Opening, moves int) (player int, q Question) {
	switch moves {
	case 0:
		return 0, PlaceThree
	case 3:
		if o == Swap2 {
			return 1, ChooseOrPlace
		}
		return 1, ChooseColour
	}
	return 0, ChooseAfterFive // five stones under Swap2
}

// toPerson puts q to the person: the phase in which the session waits for
// the answer, the three stones placed or a colour chosen.
func (o *question) toPerson(q Question) Phase {
	o.what = q
	if q == PlaceThree {
		o.place = 3
		return Placing
	}
	return Choosing
}

// next asks for what the game needs next: the opening's stones or choice,
// or a move.
func (s *Session) next() {
	if s.closed || s.phase == Ended {
		return
	}
	if s.g.Over() {
		s.end() // a paused demo too, redone to its last stone
		return
	}
	if s.computer.Holds() {
		return
	}
	if s.cfg.TwoPeople {
		s.phase = Moving
		return
	}
	if !s.seats.settled() {
		s.ask(questionAfter(s.cfg.Opening, s.g.MoveCount()))
		return
	}
	if s.g.Turn() == s.seats.person {
		s.phase = Moving
		return
	}
	s.phase = Moving
	k := s.clocks.Player(s.timing().actor())
	s.searches().startComputer(func(ctx context.Context, g *gomoku.Game) (func(), error) {
		r, err := s.cfg.Opponent.Move(ctx, g, k)
		if err != nil {
			return nil, err
		}
		if e := g.Check(r.Move); e != nil {
			return nil, child.Failure(child.Illegal, "played %s, which is illegal: %v", (&referee{s: Setup{Size: g.Size()}}).name(r.Move), why(e))
		}
		return func() {
			s.search = nil
			if r.Nodes > 0 {
				s.search = &r // before the stone is told: the view shows both
			}
			s.playStone(r.Move, false)
			s.next()
		}, nil
	})
}

// ask puts q to player i: the person is asked through the listener, the
// computer in a search.
func (s *Session) ask(i int, q Question) {
	if s.seats.isPerson(i) {
		s.phase = s.question.toPerson(q)
		s.tell(SessionEvent{Kind: session.OpeningAsked, Move: gomoku.NoSquare})
		return
	}
	s.question.what, s.question.asked = q, i
	s.phase = Moving
	s.searches().startComputer(func(ctx context.Context, g *gomoku.Game) (func(), error) {
		c, err := s.cfg.Opponent.Choose(ctx, g, q)
		if err == nil {
			err = (&referee{s: Setup{Size: g.Size()}, g: g}).check(q, c)
		}
		if err != nil {
			return nil, err
		}
		return func() {
			s.question.asked = -1
			// played out: the colour it took, the stones it placed
			if mine, ok := c.taken(q); ok {
				s.settle(mine.Opponent())
			}
			for _, sq := range c.Moves {
				s.playStone(sq, false)
				if s.g.Over() {
					break
				}
			}
			s.next()
		}, nil
	})
}

// settle gives the person colour c, the opening over.
func (s *Session) settle(c gomoku.Color) {
	s.seats.settle(c, s.g.MoveCount())
	s.phase = Moving
	s.tell(SessionEvent{Kind: session.ColoursSettled, Move: gomoku.NoSquare})
}

// playStone plays sq, checked already, and tells of it.
func (s *Session) playStone(sq gomoku.Square, person bool) {
	s.clocks.Moved(s.g.MoveCount(), s.timing().actor(), false, person || s.cfg.Demo)
	s.g.Play(sq)
	s.hint = gomoku.NoSquare
	if person {
		s.search = nil // the computer's line answered the position before
	}
	s.tell(SessionEvent{Kind: session.Placed, Move: sq, ByPerson: person})
}
