package controller_test

import (
	"slices"
	"sync"
	"testing"
	"time"

	"othello/controller"
	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// contract checks the one session contract on s, whichever game it
// runs: each action is taken exactly when Can allows it, says so, and
// publishes the same kind of event in every game (told reads the kinds
// published since it was last asked; nil: not checked).
type contract struct {
	t    *testing.T
	s    session.Session
	told func() []session.EventKind
}

// said are the kinds each action taken publishes, in every game.
var said = map[string]session.EventKind{"Undo": session.Undone, "Redo": session.Redone, "Pause": session.Paused, "Resume": session.Resumed}

// try takes the action named, which Can must have allowed (or not) just
// before, and checks the answer against it.
func (c contract) try(name string, act func() bool, allowed func(session.Can) bool, want bool) {
	c.t.Helper()
	if got := allowed(c.s.State().Can()); got != want {
		c.t.Fatalf("before %s: Can %+v, want it allowed %v", name, c.s.State().Can(), want)
	}
	if c.told != nil {
		c.told() // what came before
	}
	if got := act(); got != want {
		c.t.Fatalf("%s answered %v, want %v", name, got, want)
	}
	kind, ok := said[name]
	if c.told == nil || !ok {
		return
	}
	if got := c.told(); slices.Contains(got, kind) != want {
		c.t.Fatalf("%s (taken: %v) published %v", name, want, got)
	}
}

func (c contract) undo(want bool) {
	c.t.Helper()
	c.try("Undo", c.s.Undo, func(k session.Can) bool { return k.Undo }, want)
}

func (c contract) redo(want bool) {
	c.t.Helper()
	c.try("Redo", c.s.Redo, func(k session.Can) bool { return k.Redo }, want)
}

func (c contract) hint(want bool) {
	c.t.Helper()
	c.try("Hint", c.s.Hint, func(k session.Can) bool { return k.Hint }, want)
}

func (c contract) pause(want bool) {
	c.t.Helper()
	c.try("Pause", c.s.Pause, func(k session.Can) bool { return k.Pause && !k.Paused }, want)
}

func (c contract) resume(want bool) {
	c.t.Helper()
	c.try("Resume", c.s.Resume, func(k session.Can) bool { return k.Paused }, want)
}

// A person's game against the computer, then a demo, in both games: the
// window takes undo, redo, hint and pause through the one contract.
func TestBothGamesKeepTheSessionContract(t *testing.T) {
	t.Run("Othello", func(t *testing.T) {
		hinter := newBlocker()
		h := newHarness(t, same(bookOf([]model.Square{model.F5, model.F6})), func(cfg *controller.Config) {
			cfg.Hinter = strategy.ForEightByEight(hinter)
		})
		h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black})
		c := contract{t, h.c, othelloKinds(h)}
		c.undo(false)
		c.redo(false)
		c.pause(false)
		c.resume(false)
		h.c.PlayCell(model.CellOfSquare(model.F5))
		h.waitDispatched() // the computer's reply
		if got := h.c.Snapshot().Game.Transcript(); got != "f5f6" {
			t.Fatalf("the game %q, want f5f6", got)
		}
		c.undo(true)
		c.undo(false)
		c.redo(true)
		c.redo(false)
		c.hint(true)
		<-hinter.started
		c.hint(false) // one is under way
		hinter.release <- model.E6
		h.waitDispatched()

		b := newBlocker()
		demo := newHarness(t, same(b), nil)
		demo.c.NewGame(controller.Settings{Mode: controller.ComputerVsComputer})
		<-b.started
		c = contract{t, demo.c, othelloKinds(demo)}
		c.hint(false)
		c.resume(false)
		c.pause(true)
		c.pause(false)
		b.release <- model.F5 // the dropped search ends
		demo.waitDispatched()
		if !session.TogglePause(demo.c) || demo.c.State().Can().Paused {
			t.Fatal("TogglePause did not let the paused demo go on")
		}
		<-b.started // the demo searches again
		demo.c.Pause()
		go func() { b.release <- model.NoSquare }()
		demo.waitDispatched()
	})

	t.Run("Gomoku", func(t *testing.T) {
		answers := make(chan func(), 16)
		var mu sync.Mutex
		var kinds []session.EventKind
		told := func() []session.EventKind {
			mu.Lock()
			defer mu.Unlock()
			k := kinds
			kinds = nil
			return k
		}
		pump := func(s *cg.Session) {
			t.Helper()
			for s.Snapshot().Thinking || s.Snapshot().Hinting {
				select {
				case f := <-answers:
					f()
				case <-time.After(hangGuard):
					t.Fatal("the computer never answered")
				}
			}
		}
		start := func(cfg cg.SessionConfig) *cg.Session {
			t.Helper()
			cfg.Size, cfg.Rule, cfg.Dispatch = 15, gomoku.Freestyle, func(f func()) { answers <- f }
			cfg.Opponent = cg.Builtin("easy", sg.NewPlayer(level.Easy, 1), 1)
			cfg.Listener = func(e cg.SessionEvent) {
				mu.Lock()
				defer mu.Unlock()
				kinds = append(kinds, e.Kind)
			}
			s, err := cg.NewSession(cfg)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close(); s.Wait() })
			s.Start()
			return s
		}
		s := start(cg.SessionConfig{Opening: cg.Free, First: true, Hinter: sg.NewPlayer(level.Easy, 2)})
		c := contract{t, s, told}
		c.undo(false)
		c.redo(false)
		c.pause(false)
		c.resume(false)
		if err := s.Play(gomoku.Center(15)); err != nil {
			t.Fatal(err)
		}
		pump(s)
		if n := s.Snapshot().Game.MoveCount(); n != 2 {
			t.Fatalf("%d stones after the person's and the computer's, want 2", n)
		}
		c.undo(true)
		c.undo(false)
		c.redo(true)
		c.redo(false)
		c.hint(true)
		c.hint(false) // one is under way
		pump(s)

		demo := start(cg.SessionConfig{Demo: true})
		c = contract{t, demo, told}
		c.hint(false)
		c.resume(false)
		c.pause(true)
		c.pause(false)
		if !session.TogglePause(demo) || demo.State().Can().Paused {
			t.Fatal("TogglePause did not let the paused demo go on")
		}
		demo.Pause()
	})
}

// othelloKinds reads the kinds of the events h recorded since it was last
// asked.
func othelloKinds(h *harness) func() []session.EventKind {
	return func() []session.EventKind {
		var out []session.EventKind
		for _, e := range h.take() {
			out = append(out, e.Kind)
		}
		return out
	}
}
