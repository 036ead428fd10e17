package controller_test

import (
	"testing"

	"othello/controller/session"
	"othello/model"
)

// An engine that fails on its turn takes its search's line with it:
// "SelfNB: depth 11 · +3.3 · h4 c6…" stayed under "SelfNB could not
// move", the line of a search that came to nothing.
func TestEngineFailureClearsItsLine(t *testing.T) {
	entry := fakeEntry(t, "Crashy", "thinkcrash")
	h := engineHarness(t, entry)
	h.c.NewGame(engineGame("Crashy"))
	h.c.PlayCell(model.CellOfSquare(model.F5))
	e := h.waitFor(session.EngineFailed)
	told := false
	for _, ev := range h.all() {
		told = told || ev.Kind == session.SearchProgress && ev.Snapshot.Thought != nil
	}
	if !told {
		t.Fatal("the engine told no step of its search")
	}
	if e.Snapshot.Thought != nil || h.c.Snapshot().Thought != nil {
		t.Errorf("after the engine failed its line stays: %+v", e.Snapshot.Thought)
	}
}
