// Engines in the game: one of them playing the computer's side, and one
// giving the hints and the game's analysis.

package controller

import (
	"context"
	"fmt"

	"othello/model"
	"othello/strategy"
)

// opponentEngine returns the external program of Settings.Engine, started
// at its first question and kept from move to move and game to game.
func (c *Controller) opponentEngine() (*external, error) {
	name := c.settings.Engine
	var entry EngineEntry
	found := false
	if c.cfg.Engines != nil {
		entry, found = c.cfg.Engines(name)
	}
	if !found {
		return nil, fmt.Errorf("there is no engine named %s (Settings > Engines)", name)
	}
	if c.opponent != nil && c.opponent.entry == entry {
		return c.opponent, nil
	}
	c.dropOpponent()
	x, err := newExternal(entry)
	if err != nil {
		return nil, err
	}
	c.opponent = x
	return x, nil
}

// dropOpponent stops the external opponent unless the settings still name
// it as it is; a running search of its own has been cancelled already, or
// is let finish by the engine's own lock before it goes.
func (c *Controller) dropOpponent() {
	x := c.opponent
	if x == nil {
		return
	}
	if entry, ok := c.lookUp(c.settings.Engine); ok && entry == x.entry {
		return
	}
	c.opponent = nil
	go x.close() // it may take a moment to quit: not under the lock
}

func (c *Controller) lookUp(name string) (EngineEntry, bool) {
	if name == "" || c.cfg.Engines == nil {
		return EngineEntry{}, false
	}
	return c.cfg.Engines(name)
}

// playing returns the engine name if it can play boards of size n, ""
// (our level) if it cannot: an NBoard engine chosen for 8x8 kept in the
// settings of a 6x6 game. A name not found is kept, for the game to say
// so when the engine is asked.
func (c *Controller) playing(name string, n int) string {
	if e, ok := c.lookUp(name); ok && !e.Plays(n) {
		return ""
	}
	return name
}

// stall stops the game for an opponent that could not move.
func (c *Controller) stall(turn model.Color, err error) {
	c.stalled = err.Error()
	c.emit(Event{Kind: EngineFailed, Color: turn, Problem: c.stalled, Err: err})
}

// SetEngine makes the external program named name (Config.Engines) play
// the computer's side from its next move; "" brings back our level. A game
// stalled on a failed opponent goes on.
func (c *Controller) SetEngine(name string) {
	c.change(func() {
		name = c.playing(name, c.game.Size())
		if name == c.settings.Engine && c.stalled == "" {
			return
		}
		c.settings.Engine = name
		c.dropOpponent()
		c.emit(Event{Kind: EngineChanged})
		if c.stalled != "" {
			c.stalled = ""
			c.advance()
		}
	})
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
		if c.hinter != nil && x != nil && c.hinter.entry == x.entry {
			x, old = nil, nil // the same engine: keep the running one
			return
		}
		c.invalidateHint()
		old, c.hinter = c.hinter, x
	})
	go old.close()
	return nil
}

// invalidateHint drops a hint under way, which belonged to the engine
// being replaced. A hint is asked only on a person's turn, when the
// computer is not searching, so a new generation drops nothing else.
func (c *Controller) invalidateHint() {
	if c.hinting {
		c.gen++
		c.hintJob.Cancel()
		c.hinting = false
	}
}

// startEngineHint asks the hint engine for the best move, or every move's
// score when all.
func (c *Controller) startEngineHint(x *external, gen uint64, all bool, report func(strategy.Progress)) {
	g := c.game.Clone()
	c.hintJob = StartJob(c.hintJob, func(ctx context.Context) {
		n := 1
		if all {
			n = allMoves
		}
		sized, err := x.scores(ctx, g, n, report)
		c.cfg.Dispatch(func() {
			if err != nil {
				c.change(func() {
					if gen != c.gen {
						return
					}
					c.hinting = false
					c.emit(Event{Kind: HintFailed, Problem: err.Error(), Err: err})
				})
				return
			}
			var res strategy.SizedResult
			if !all {
				res, sized = sized[0], nil
			}
			c.hintFinished(gen, res, sized, all)
		})
	})
}
