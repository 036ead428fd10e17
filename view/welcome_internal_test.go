package view

import (
	"strings"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// The welcome greets the first launch only: a later one that finds no
// unfinished game starts its new game without it, as does one whose
// settings a version without the welcome's key kept.
func TestWelcomeAtTheFirstLaunchOnly(t *testing.T) {
	dir := t.TempDir()
	first, _ := stateClockUI(t, dir)
	if n := first.Notice(); !strings.HasPrefix(n, "Welcome") {
		t.Fatalf("the first launch says %q, want the welcome", n)
	}
	if err := first.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := stateClockUI(t, dir)
	if n := next.Notice(); strings.Contains(n, "Welcome") {
		t.Errorf("the second launch says %q", n)
	}

	a := newTestApp()
	a.Preferences().SetInt(keyMode, int(controller.HumanVsComputer)) // an older version's settings
	older := New(a, Options{Config: &controller.Config{
		Players: eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
	}})
	t.Cleanup(older.ctl.Close)
	older.Start()
	if n := older.Notice(); strings.Contains(n, "Welcome") {
		t.Errorf("a launch over an older version's settings says %q", n)
	}
}
