package view

import (
	"testing"

	"othello/controller"
)

// The Settings dialog's thread choice reaches the controller at once and is
// kept for the next launch.
func TestSettingsChooseThreads(t *testing.T) {
	u, _ := newTestUI(t)
	u.dialogs.showSettings()
	names := threadChoices()
	if len(names) < 2 || u.dialogs.threads.Selected != names[0] {
		t.Fatalf("choices %v, selected %q; want the automatic one first and selected", names, u.dialogs.threads.Selected)
	}
	u.dialogs.threads.SetSelected(names[1]) // "1 thread"
	if n := u.ctl.Snapshot().Settings.Threads; n != 1 {
		t.Errorf("the controller searches on %d threads, want 1", n)
	}
	if saved := LoadPrefs(u.app.Preferences()); saved.Game.Threads != 1 {
		t.Errorf("saved %d threads, want 1", saved.Game.Threads)
	}
	next := New(u.app, Options{Config: &controller.Config{}})
	t.Cleanup(next.ctl.Close)
	if got := next.prefs.Game.Threads; got != 1 {
		t.Errorf("the next launch reads %d threads", got)
	}
}
