package controller_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/controllertest"
	"othello/controller/engine"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// fakeEngine builds the engine client's scripted fake engine once.
var fakeEngine = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "controller-engines")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "fakeengine")
	return bin, controllertest.GoBuild(bin, ".", "./engine/testdata/fakeengine")
})

func fakeEntry(t *testing.T, name, mode string) controller.EngineEntry {
	t.Helper()
	bin, err := fakeEngine()
	if err != nil {
		t.Fatal(err)
	}
	return controller.EngineEntry{Name: name, Protocol: engine.NBoard, Command: bin + " nboard " + mode, Depth: 3}
}

func TestEngineEntryCheck(t *testing.T) {
	good := controller.EngineEntry{Name: "Edax", Protocol: engine.NBoard, Command: "edax -nboard", Depth: 12}
	tests := []struct {
		name   string
		change func(*controller.EngineEntry)
		want   string // in the error; "" for none
	}{
		{"good", func(*controller.EngineEntry) {}, ""},
		{"by time", func(e *controller.EngineEntry) { e.Depth, e.MoveTime = 0, 5*time.Second }, ""},
		{"no name", func(e *controller.EngineEntry) { e.Name = "" }, "no name"},
		{"spaces", func(e *controller.EngineEntry) { e.Name = " Edax" }, "spaces"},
		{"long name", func(e *controller.EngineEntry) { e.Name = strings.Repeat("x", 41) }, "longer"},
		{"no command", func(e *controller.EngineEntry) { e.Command = "  " }, "no command"},
		{"open quote", func(e *controller.EngineEntry) { e.Command = `edax "-nboard` }, "command line"},
		{"protocol", func(e *controller.EngineEntry) { e.Protocol = 7 }, "protocol"},
		{"depth", func(e *controller.EngineEntry) { e.Depth = 61 }, "depth"},
		{"time", func(e *controller.EngineEntry) { e.MoveTime = 2 * time.Hour }, "time"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := good
			tt.change(&e)
			err := e.Check()
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("Check: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Fatalf("Check = %v, want an error saying %q", err, tt.want)
			}
		})
	}
}

func TestEnginesEncodeDecode(t *testing.T) {
	list := []controller.EngineEntry{
		{Name: "Edax", Protocol: engine.NBoard, Command: "edax -nboard", Dir: "/opt/edax", Depth: 16},
		{Name: "Gnu", Protocol: engine.GTP, Command: "gtp-engine --level 3", MoveTime: 1500 * time.Millisecond},
		{Name: "Ligne", Protocol: engine.Line, Command: "othello play"},
	}
	text := controller.EncodeEngines(list)
	if !strings.Contains(text, `"protocol":"gtp"`) {
		t.Errorf("the protocol is not written by name: %s", text)
	}
	got, err := controller.DecodeEngines(text)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint(list) {
		t.Errorf("decoded %v, want %v", got, list)
	}
	if got, err := controller.DecodeEngines(""); err != nil || got != nil {
		t.Errorf("nothing kept: %v, %v; want no engines and no error", got, err)
	}
}

func TestDecodeEnginesKeepsWhatItCan(t *testing.T) {
	tests := []struct {
		name string
		text string
		keep []string // the names kept
		want string   // in the error
	}{
		{"garbage", "{not json", nil, "cannot be read"},
		{"bad protocol", `[{"name":"A","protocol":"telnet","command":"a"},{"name":"B","protocol":"nboard","command":"b"}]`, []string{"B"}, "entry 1"},
		{"no command", `[{"name":"A","protocol":"nboard","command":""},{"name":"B","protocol":"gtp","command":"b"}]`, []string{"B"}, "no command"},
		{"twice", `[{"name":"A","protocol":"nboard","command":"a"},{"name":"A","protocol":"nboard","command":"b"}]`, []string{"A"}, "second engine named A"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := controller.DecodeEngines(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one saying %q", err, tt.want)
			}
			var names []string
			for _, e := range got {
				names = append(names, e.Name)
			}
			if fmt.Sprint(names) != fmt.Sprint(tt.keep) {
				t.Errorf("kept %v, want %v", names, tt.keep)
			}
		})
	}
}

// engineHarness is a game against the external engine entry as White,
// the person playing Black.
func engineHarness(t *testing.T, entries ...controller.EngineEntry) *harness {
	t.Helper()
	h := newHarness(t, func(controller.Settings, model.Color) strategy.Player {
		return strategy.NewSearch(strategy.LevelConfig(level.Easy, level.AlphaBeta), 1)
	}, func(cfg *controller.Config) {
		cfg.Engines = func(name string) (controller.EngineEntry, bool) {
			i := controller.FindEngine(entries, name)
			if i < 0 {
				return controller.EngineEntry{}, false
			}
			return entries[i], true
		}
	})
	return h
}

// engineGame is a game against the engine named name, the person playing
// Black.
func engineGame(name string) controller.Settings {
	s := controller.DefaultSettings()
	s.Engine = name
	return s
}

// waitTurn waits for the person's turn or the end of the game.
func (h *harness) waitTurn() controller.Snapshot {
	h.t.Helper()
	deadline := time.After(hangGuard)
	for {
		s := h.c.Snapshot()
		if s.PersonToMove || s.Over || s.Stalled != nil {
			return s
		}
		select {
		case <-h.notify:
		case <-time.After(10 * time.Millisecond):
		case <-deadline:
			h.t.Fatalf("the engine never answered; events %v", kinds(h.all()))
		}
	}
}

func TestEngineOpponentPlaysAWholeGame(t *testing.T) {
	entry := fakeEntry(t, "Fake", "good")
	h := engineHarness(t, entry)
	h.c.NewGame(engineGame("Fake"))
	for {
		s := h.waitTurn()
		if s.Stalled != nil {
			t.Fatalf("the engine stalled: %s", s.Stalled)
		}
		if s.Over {
			break
		}
		legal := s.Sized.Board.MoveCells()
		h.c.PlayCell(legal[len(legal)-1]) // the last legal move
	}
	// replay: every White move is the fake's choice, the first legal move
	rec := h.c.Snapshot().Game
	whiteMoves := 0
	for i := range rec.Len() {
		p := rec.PositionAt(i)
		if p.Turn != model.White || rec.Move(i) == model.Pass {
			continue
		}
		whiteMoves++
		if first := model.SquaresOf(p.Board.Moves())[0]; rec.Move(i) != first {
			t.Fatalf("move %d: White played %s, the engine's choice is %s", i+1, rec.Move(i), first)
		}
	}
	if whiteMoves < 5 {
		t.Errorf("White played %d moves; the engine was not asked", whiteMoves)
	}
	// its thinking reached the listener as the search's steps
	thought := false
	for _, e := range h.all() {
		if e.Kind == session.SearchProgress && e.Snapshot.Thought != nil && e.Snapshot.Thought.Depth == 3 {
			thought = true
		}
	}
	if !thought {
		t.Error("no step of the engine's thinking was reported")
	}
}

func TestEngineOpponentFailureStallsAndRecovers(t *testing.T) {
	entry := fakeEntry(t, "Crashy", "crash")
	entry.Command += " 1 crash-stalls-test" // a word to find its processes by
	h := engineHarness(t, entry)
	h.c.NewGame(engineGame("Crashy"))
	h.c.PlayCell(model.CellOfSquare(model.F5))
	e := h.waitFor(session.EngineFailed)
	for _, want := range []string{"crash", "crashing on purpose"} {
		if !strings.Contains(e.Err.Error(), want) {
			t.Errorf("the problem %v does not say %q", e.Err, want)
		}
	}
	s := h.c.Snapshot()
	if s.Stalled == nil || s.Thinking || s.PersonToMove {
		t.Fatalf("after the failure: stalled %q, thinking %v, your move %v; want a stalled game", s.Stalled, s.Thinking, s.PersonToMove)
	}
	if left := controllertest.Running("crash-stalls-test"); len(left) > 0 {
		t.Errorf("processes %v left running after the failure", left)
	}
	// asked again, it crashes again: a fresh process each time
	h.take()
	h.c.Resume()
	h.waitFor(session.EngineFailed)
	if left := controllertest.Running("crash-stalls-test"); len(left) > 0 {
		t.Errorf("processes %v left running after the second failure", left)
	}
	// our level takes over, and the game goes on
	h.take()
	h.c.SetEngine("")
	h.waitFor(session.Placed)
	if s := h.waitTurn(); s.Stalled != nil || !s.PersonToMove {
		t.Fatalf("after our level took over: stalled %q, your move %v", s.Stalled, s.PersonToMove)
	}
}

func TestEngineOpponentUnknownStalls(t *testing.T) {
	h := engineHarness(t)
	h.c.NewGame(engineGame("Nobody"))
	h.c.PlayCell(model.CellOfSquare(model.F5))
	e := h.waitFor(session.EngineFailed)
	if !strings.Contains(e.Err.Error(), "no engine named Nobody") {
		t.Errorf("problem %v", e.Err)
	}
}

func TestEngineHints(t *testing.T) {
	entry := fakeEntry(t, "Hinter", "good")
	h := engineHarness(t)
	if err := h.c.SetHintEngine(&entry); err != nil {
		t.Fatal(err)
	}
	// the engine hints on 8x8 only (the window named it on 6x6 too)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 6})
	if got := h.c.Snapshot().HintEngine; got != "" {
		t.Errorf("on 6x6 the hints are by %q", got)
	}
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8})
	if got := h.c.Snapshot().HintEngine; got != "Hinter" {
		t.Errorf("on 8x8 the hints are by %q, want Hinter", got)
	}
	h.c.Hint()
	e := h.waitFor(session.HintReady)
	// the fake rates the legal moves in board order, the first best
	start, _ := model.SizedStartPosition(8)
	if first := start.Board.MoveCells()[0]; e.Cell != first {
		t.Errorf("%v, want the engine's %s", e, start.Geometry().CellName(first))
	}
	h.take()
	h.c.Analyze()
	h.waitFor(session.AnalysisReady)
	scores := h.c.Snapshot().Analysis
	if len(scores) != 4 || scores[0].Score <= scores[3].Score {
		t.Errorf("move scores %v: want the 4 moves, best first", scores)
	}
	gtp := entry
	gtp.Protocol = engine.GTP
	if err := h.c.SetHintEngine(&gtp); err == nil {
		t.Error("a GTP engine was taken as a hint engine")
	}
}

func TestEngineHintFailure(t *testing.T) {
	entry := fakeEntry(t, "Hangs", "hangstart")
	entry.Command += " 0 hint-hangs-test"
	h := engineHarness(t)
	if err := h.c.SetHintEngine(&entry); err != nil {
		t.Fatal(err)
	}
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8})
	h.c.Hint()
	// the engine never answers; a new position drops the question
	h.waitFor(session.HintStarted)
	var pids []int
	for deadline := time.Now().Add(hangGuard); len(pids) == 0; {
		if time.Now().After(deadline) {
			t.Fatal("the hint engine was never started")
		}
		time.Sleep(5 * time.Millisecond)
		pids = controllertest.Running("hint-hangs-test")
	}
	h.c.PlayCell(model.CellOfSquare(model.F5))
	if s := h.c.Snapshot(); s.Hinting {
		t.Error("still hinting after the position changed")
	}
	controllertest.CheckGone(t, pids...)
}

func TestAnalyzeGameWithEngine(t *testing.T) {
	entry := fakeEntry(t, "Analyst", "good")
	sc, err := controller.NewEngineScorer(entry)
	if err != nil {
		t.Fatal(err)
	}
	defer sc.Close()
	g := model.NewGame()
	if err := g.PlayTranscript("f5d6c3"); err != nil {
		t.Fatal(err)
	}
	a, err := controller.AnalyzeGameWith(t.Context(), g.Record(), sc.Score, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Moves) != 3 {
		t.Fatalf("%d verdicts, want 3", len(a.Moves))
	}
	for i, v := range a.Moves {
		first := model.SquaresOf(g.PositionAt(i).Board.Moves())[0]
		if v.Best.Square() != first {
			t.Errorf("move %d: best %s, want the engine's %s", i+1, v.Best.Square(), first)
		}
		// the fake rates the k-th legal move -k: the loss is the played move's rank
		moves := model.SquaresOf(g.PositionAt(i).Board.Moves())
		rank := 0
		for k, m := range moves {
			if m == v.Move.Square() {
				rank = k
			}
		}
		if v.Loss != float64(rank) {
			t.Errorf("move %d (%s): loss %v, want %d", i+1, v.Move.Square(), v.Loss, rank)
		}
	}
	gtp := entry
	gtp.Protocol = engine.GTP
	if _, err := controller.NewEngineScorer(gtp); err == nil {
		t.Error("a GTP engine was taken to analyse")
	}
}

// Test says the name the engine gives, its version apart (NBoard's
// set myname Fake3 read "Fake3").
func TestTestEngine(t *testing.T) {
	gtp := fakeEntry(t, "Fake", "good")
	gtp.Protocol, gtp.Command = engine.GTP, strings.Replace(gtp.Command, " nboard ", " gtp ", 1)
	for _, tt := range []struct {
		entry controller.EngineEntry
		want  string
	}{
		{fakeEntry(t, "Fake", "good"), "Fake 3"},
		{gtp, "Fake GTP 0.9"},
	} {
		name, err := controller.TestEngine(t.Context(), tt.entry)
		if err != nil || name != tt.want {
			t.Errorf("TestEngine(%s) = %q, %v; want %q", tt.entry.Protocol, name, err, tt.want)
		}
	}
	bad := fakeEntry(t, "Missing", "good")
	bad.Command = "/nonexistent/engine"
	if _, err := controller.TestEngine(t.Context(), bad); err == nil || !strings.Contains(err.Error(), "cannot be started") {
		t.Errorf("a missing program: %v", err)
	}
}

// GTP and line-protocol programs play every board size, NBoard programs
// 8x8 only, by its specification.
func TestEngineEntryPlays(t *testing.T) {
	for _, tt := range []struct {
		p    engine.Protocol
		n    int
		want bool
	}{
		{engine.NBoard, 8, true}, {engine.NBoard, 6, false}, {engine.NBoard, 10, false},
		{engine.GTP, 4, true}, {engine.GTP, 10, true},
		{engine.Line, 6, true}, {engine.Line, 10, true}, {engine.Line, 8, true},
	} {
		if got := (controller.EngineEntry{Protocol: tt.p}).Plays(tt.n); got != tt.want {
			t.Errorf("%v on %dx%d: plays %v, want %v", tt.p, tt.n, tt.n, got, tt.want)
		}
	}
}
