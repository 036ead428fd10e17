package controller_test

import (
	"reflect"
	"sync"
	"testing"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

func TestSetUp(t *testing.T) {
	h := newHarness(t, same(failPlayer{t}), nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.c.PlayCell(model.CellOfSquare(model.F5))
	if err := h.c.SetUp("f5 d6 c3 zz"); err == nil {
		t.Fatal("a bad transcript was accepted")
	}
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, []model.Square{model.F5}) {
		t.Fatalf("a refused set-up changed the game: %v", got)
	}
	pos := mustGame(t, "f5").Position().String()
	if err := h.c.SetUp(pos); err != nil {
		t.Fatal(err)
	}
	snap := h.c.Snapshot()
	if snap.Sized.String() != pos || snap.Game.Len() != 0 || snap.Game.Start().String() != pos {
		t.Fatalf("set up %s with moves %v", snap.Sized, snap.Game.Moves())
	}
}

// The computer plays the level's search; the classic evaluation, when
// chosen, at every level, and EASY keeps it anyway.
func TestPlayerConfig(t *testing.T) {
	tests := []struct {
		s    controller.Settings
		want strategy.EvalKind
	}{
		{controller.Settings{Level: level.Hard}, strategy.Trained},
		{controller.Settings{Level: level.Hard, Eval: strategy.Classic}, strategy.Classic},
		{controller.Settings{Level: level.Easy}, strategy.Classic},
		{controller.Settings{Level: level.Medium, Algorithm: level.Minimax, Eval: strategy.Classic}, strategy.Classic},
	}
	for _, tt := range tests {
		c := tt.s.PlayerConfig()
		if c.Eval != tt.want {
			t.Errorf("%+v: evaluation %v, want %v", tt.s, c.Eval, tt.want)
		}
		lc := strategy.LevelConfig(tt.s.Level, tt.s.Algorithm).WithThreads(tt.s.SearchThreads())
		lc.Eval = c.Eval
		if c != lc {
			t.Errorf("%+v: config %+v, want the level's %+v", tt.s, c, lc)
		}
	}
}

func TestSettingsSanitized(t *testing.T) {
	d := controller.DefaultSettings()
	tests := []struct {
		in, want controller.Settings
	}{
		{d, d},
		{controller.Settings{Mode: 7, Human: 5, Level: 9, Algorithm: -1, Eval: 3}, d},
		{controller.Settings{Level: level.Hard, Eval: strategy.Classic, Size: 6}, controller.Settings{Level: level.Hard, Eval: strategy.Classic, Size: 6}},
		{controller.Settings{Mode: controller.ComputerVsComputer, Human: model.White, Level: level.Expert, Algorithm: level.Minimax, Size: 10},
			controller.Settings{Mode: controller.ComputerVsComputer, Human: model.White, Level: level.Expert, Algorithm: level.Minimax, Size: 10}},
		{controller.Settings{Mode: -1, Human: model.White, Level: level.Easy, Size: 7}, controller.Settings{Mode: d.Mode, Human: model.White, Level: level.Easy, Size: 8}},
		{controller.Settings{Level: level.Hard, Size: 0}, controller.Settings{Level: level.Hard, Size: 8}},
	}
	for _, tt := range tests {
		if got := tt.in.Sanitized(); got != tt.want {
			t.Errorf("%+v.Sanitized() = %+v, want %+v", tt.in, got, tt.want)
		}
		if !tt.in.Sanitized().Valid() {
			t.Errorf("%+v.Sanitized() is not valid", tt.in)
		}
	}
}

// A level changed during a game leaves the running search alone and plays
// the computer's next move at the new level.
func TestRetuneTakesEffectAtTheNextMove(t *testing.T) {
	b := newBlocker()
	var mu sync.Mutex
	var levels []level.Level // the level of each player made
	h := newHarness(t, func(s controller.Settings, _ model.Color) strategy.Player {
		mu.Lock()
		levels = append(levels, s.Level)
		mu.Unlock()
		return b
	}, nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Medium})
	<-b.started // the computer, Black, thinks at MEDIUM
	h.take()
	h.c.Retune(func(t *controller.Tuning) { t.Level = level.Hard })
	s := h.c.Snapshot()
	if s.Settings.Level != level.Hard || !s.Thinking {
		t.Fatalf("after Retune: level %v, thinking %v; want HARD and the search still running", s.Settings.Level, s.Thinking)
	}
	if got := kinds(h.take()); !reflect.DeepEqual(got, []session.EventKind{session.LevelChanged}) {
		t.Fatalf("events %v, want LevelChanged alone", got)
	}
	b.release <- model.F5
	h.waitFor(session.Placed)
	h.c.PlayCell(model.CellOfSquare(model.D6))
	<-b.started // the computer's next move
	mu.Lock()
	got := append([]level.Level(nil), levels...)
	mu.Unlock()
	if want := []level.Level{level.Medium, level.Hard}; !reflect.DeepEqual(got, want) {
		t.Errorf("players made at %v, want %v", got, want)
	}
	h.c.Retune(func(t *controller.Tuning) { t.Level = level.Level(9) })
	if l := h.c.Snapshot().Settings.Level; l != level.Hard {
		t.Errorf("an unknown level changed the level to %v", l)
	}
	b.release <- model.C3
}

// Retune tells a new level or coach's strength (LevelChanged), and not a
// new count of threads, which plays no move differently; a tuning the
// settings refuse, or the one in use, changes nothing.
func TestRetuneTellsWhatChangesTheMoves(t *testing.T) {
	start := controller.Tuning{Level: level.Medium}
	tests := []struct {
		name      string
		change    func(*controller.Tuning)
		want      controller.Tuning
		wantEvent bool
	}{
		{"level", func(t *controller.Tuning) { t.Level = level.Hard }, controller.Tuning{Level: level.Hard}, true},
		{"the coach", func(t *controller.Tuning) { t.Coach, t.Strength = true, 0.5 }, controller.Tuning{Level: level.Medium, Coach: true, Strength: 0.5}, true},
		{"threads", func(t *controller.Tuning) { t.Threads = 2 }, controller.Tuning{Level: level.Medium, Threads: 2}, false},
		{"the same", func(*controller.Tuning) {}, start, false},
		{"refused", func(t *controller.Tuning) { t.Strength = 2 }, start, false},
		{"an unknown level", func(t *controller.Tuning) { t.Level = level.Level(9) }, start, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, same(failPlayer{t}), nil)
			h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Level: level.Medium})
			h.take()
			h.c.Retune(tt.change)
			if got := h.c.Snapshot().Settings.Tuning(); got != tt.want {
				t.Errorf("tuning %+v, want %+v", got, tt.want)
			}
			events := kinds(h.take())
			if told := reflect.DeepEqual(events, []session.EventKind{session.LevelChanged}); told != tt.wantEvent || !told && len(events) > 0 {
				t.Errorf("events %v, want LevelChanged told: %v", events, tt.wantEvent)
			}
		})
	}
}
