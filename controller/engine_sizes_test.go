package controller_test

import (
	"testing"

	"othello/controller"
	"othello/controller/engine"
	"othello/controller/session"
)

// The settings keep an engine only where it plays the board's size: a GTP
// or line-protocol engine on every size, an NBoard one on 8x8 (chosen for 8x8 and kept in
// the settings, it gives way to our level on 6x6, at the start and when
// chosen during the game).
func TestEngineKeptWhereItPlaysTheSize(t *testing.T) {
	nboard := fakeEntry(t, "Fake", "good")
	gtp := controller.EngineEntry{Name: "By GTP", Protocol: engine.GTP, Command: "gtp-engine"}
	line := controller.EngineEntry{Name: "By lines", Protocol: engine.Line, Command: "othello play"}
	h := engineHarness(t, nboard, gtp, line)
	for _, tt := range []struct {
		engine string
		size   int
		want   string
	}{
		{"Fake", 8, "Fake"},
		{"Fake", 6, ""},
		{"By GTP", 6, "By GTP"},
		{"By GTP", 8, "By GTP"},
		{"By GTP", 10, "By GTP"},
		{"By lines", 6, "By lines"},
		{"By lines", 10, "By lines"},
	} {
		s := engineGame(tt.engine)
		s.Size = tt.size
		h.c.NewGame(s)
		if got := h.c.Snapshot().Settings.Engine; got != tt.want {
			t.Errorf("%s on %dx%d: the settings keep %q, want %q", tt.engine, tt.size, tt.size, got, tt.want)
		}
	}
	// on 10x10 now: the NBoard engine chosen during the game is not taken
	h.c.SetEngine("Fake")
	if got := h.c.Snapshot().Settings.Engine; got != "" {
		t.Errorf("the NBoard engine chosen on 10x10: the settings keep %q", got)
	}
}

// An engine chosen once the game is over leaves the finished game its
// players (the result names who played it) and takes the computer's side
// when moves are taken back and the game goes on.
func TestEngineChosenAfterTheEndKeepsTheFinishedGamesPlayers(t *testing.T) {
	gtp := controller.EngineEntry{Name: "By GTP", Protocol: engine.GTP, Command: "gtp-engine"}
	h := engineHarness(t, gtp)
	s := engineGame("")
	s.Size = 4
	h.c.NewGame(s)
	for {
		snap := h.waitTurn()
		if snap.Over {
			break
		}
		legal := snap.Sized.Board.MoveCells()
		h.c.PlayCell(legal[0])
	}
	h.take()
	h.c.SetEngine("By GTP")
	if got := h.c.Snapshot().Settings.Engine; got != "" {
		t.Fatalf("the finished game's computer became %q, want our level", got)
	}
	for _, e := range h.take() {
		if e.Kind == session.EngineChanged {
			t.Errorf("a finished game told of a new engine")
		}
	}
	if !h.c.Undo() {
		t.Fatal("the finished game could not be taken back")
	}
	if got := h.c.Snapshot().Settings.Engine; got != "By GTP" {
		t.Errorf("played on after the end, the computer is %q, want the engine chosen", got)
	}
	// a new game's settings name its own players
	h.c.NewGame(s)
	h.c.SetEngine("By GTP")
	if got := h.c.Snapshot().Settings.Engine; got != "By GTP" {
		t.Errorf("chosen during a game, the computer is %q", got)
	}
}
