// Engines in the game: one of them playing the computer's side, and one
// giving the hints and the game's analysis.

package controller

import (
	"fmt"
	"othello/controller/session"
)

// programs holds the external programs in the controller's game, with
// its lock held: the one playing the computer's side, started at its first
// question and kept from move to move and game to game, and the one giving
// hints (nil: our search).
type programs struct {
	lookup           func(name string) (EngineEntry, bool) // Config.Engines
	opponent, hinter *external
	// next is the opponent chosen once the game was over (SetEngine), for
	// the moves played on from it: the finished game keeps the player
	// that played it; nil when none waits
	next *string
}

// opponentFor returns the external program named name (Settings.Engine),
// the one running when it is the same.
func (p *programs) opponentFor(name string) (*external, error) {
	var entry EngineEntry
	found := false
	if p.lookup != nil {
		entry, found = p.lookup(name)
	}
	if !found {
		return nil, fmt.Errorf("there is no engine named %s (Settings > Engines)", name)
	}
	if p.opponent != nil && p.opponent.entry == entry {
		return p.opponent, nil
	}
	p.dropOpponent(name)
	x, err := newExternal(entry)
	if err != nil {
		return nil, err
	}
	p.opponent = x
	return x, nil
}

// dropOpponent stops the external opponent unless name (the settings'
// engine) still names it as it is; a running search of its own has been
// cancelled already, or is let finish by the engine's own lock before it
// goes.
func (p *programs) dropOpponent(name string) {
	x := p.opponent
	if x == nil {
		return
	}
	if entry, ok := p.lookUp(name); ok && entry == x.entry {
		return
	}
	p.opponent = nil
	go x.Close() // it may take a moment to quit: not under the lock
}

func (p *programs) lookUp(name string) (EngineEntry, bool) {
	if name == "" || p.lookup == nil {
		return EngineEntry{}, false
	}
	return p.lookup(name)
}

// playing returns the engine name if it can play boards of size n, ""
// (our level) if it cannot: an NBoard engine chosen for 8x8 kept in the
// settings of a 6x6 game. A name not found is kept, for the game to say
// so when the engine is asked.
func (p *programs) playing(name string, n int) string {
	if e, ok := p.lookUp(name); ok && !e.Plays(n) {
		return ""
	}
	return name
}

// SetEngine makes the external program named name (Config.Engines) play
// the computer's side from its next move; "" brings back our level. A game
// stalled on a failed opponent goes on. A game over keeps the player that
// played it: the one chosen takes the computer's side if moves are taken
// back and the game goes on.
func (c *Controller) SetEngine(name string) {
	c.change(func() {
		name = c.engines.playing(name, c.game.Size())
		if c.clocks.over() {
			c.engines.next = &name
			return
		}
		c.engines.next = nil
		c.computer.setEngine(name)
	})
}

// setEngine hands the computer's side to the engine named name (a name
// that plays the board's size).
func (s *computer) setEngine(name string) {
	c := s.c
	if name == c.settings.Engine && s.seat.Stalled() == nil {
		return
	}
	c.settings.Engine = name
	c.engines.dropOpponent(name)
	c.emit(Event{Kind: session.EngineChanged})
	if s.seat.Afresh() {
		c.play.advance()
	}
}

// takeChosen hands the computer's side to the engine chosen while the
// game was over, now that it goes on (advance asks its move next).
func (s *computer) takeChosen() {
	c := s.c
	next := c.engines.next
	if next == nil {
		return
	}
	c.engines.next = nil
	s.seat.Afresh()
	if *next != c.settings.Engine {
		c.settings.Engine = *next
		c.engines.dropOpponent(*next)
		c.emit(Event{Kind: session.EngineChanged})
	}
}

// SetHintEngine makes an NBoard engine give the hints and the move scores;
// nil brings back our EXPERT search.
func (c *Controller) SetHintEngine(e *EngineEntry) error {
	var x *external
	if e != nil {
		if !e.Hints() {
			return fmt.Errorf("%s speaks %s, which gives no hints; only NBoard engines do", e.Name, e.Protocol)
		}
		var err error
		if x, err = newExternal(*e); err != nil {
			return err
		}
	}
	var old *external
	c.change(func() {
		if h := c.engines.hinter; h != nil && x != nil && h.entry == x.entry {
			x, old = nil, nil // the same engine: keep the running one
			return
		}
		c.hints.dropRunning()
		old, c.engines.hinter = c.engines.hinter, x
	})
	go old.Close()
	return nil
}
