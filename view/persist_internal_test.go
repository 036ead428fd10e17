package view

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// stateUI is a window against the instant computer that keeps its game and
// settings in dir, on app a.
func stateUI(t *testing.T, a fyne.App, dir string) (*UI, chan func()) {
	t.Helper()
	return startTestUI(t, a, Options{StateDir: dir})
}

// Every move is on disk as soon as it is played: a window that never quit
// (killed, crashed) is followed by one that offers exactly those moves.
func TestTheGameSurvivesWithoutQuit(t *testing.T) {
	dir := t.TempDir()
	u, queue := stateUI(t, newTestApp(), dir)
	for range 2 {
		legal := model.SquaresOf(u.ctl.Snapshot().Legal)
		u.ctl.Play(legal[len(legal)-1])
		(<-queue)()
	}
	if n := u.ctl.Snapshot().Game.Len(); n != 4 {
		t.Fatalf("%d moves played", n)
	}
	want := u.ctl.Snapshot().Game.Transcript()
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	// no Quit: the next launch, on preferences that never heard of it
	next, _ := stateUI(t, newTestApp(), dir)
	if got := next.snap.Game.Transcript(); got != want || next.dialogs.restored == nil {
		t.Fatalf("the next launch offers %q (dialog %v), want %q", got, next.dialogs.restored != nil, want)
	}
	next.store.flush()
	leftovers, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
	// a new game clears the slot at once
	next.ctl.NewGame(next.prefs.Game)
	next.store.flush()
	if _, err := os.Stat(filepath.Join(dir, gameFile)); !os.IsNotExist(err) {
		t.Errorf("after a new game the game file is still there: %v", err)
	}
}

// The settings come back from the state folder when the preferences lost
// them (Fyne's own file cut short by a kill while it was written).
func TestSettingsSurviveLostPreferences(t *testing.T) {
	dir := t.TempDir()
	u, _ := stateUI(t, newTestApp(), dir)
	u.prefs.Style = StyleWalnut
	u.prefs.Volume = 0.25
	u.dialogs.startNewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: strategy.Hard}, startStandard, nil)
	u.store.flush()
	next, _ := stateUI(t, newTestApp(), dir)
	if next.prefs.Style != StyleWalnut || next.prefs.Volume != 0.25 || next.prefs.Game.Level != strategy.Hard || next.prefs.Game.Human != model.White {
		t.Errorf("settings after the preferences were lost: %+v", next.prefs)
	}
}

// A damaged game file is reported, kept aside, and the game starts afresh.
func TestDamagedGameFileIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, gameFile), []byte("start: nonsense\nmoves: f5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	u, _ := stateUI(t, newTestApp(), dir)
	if !strings.Contains(u.Notice(), "could not be read") || u.snap.Game.Len() != 0 {
		t.Errorf("notice %q with %d moves", u.Notice(), u.snap.Game.Len())
	}
	if _, err := os.Stat(filepath.Join(dir, gameFile+".unreadable")); err != nil {
		t.Errorf("the damaged file was not kept aside: %v", err)
	}
}

func TestWriteAtomicReplacesWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "f.txt")
	for _, content := range []string{"first version, longer than the second\n", "second\n"} {
		if err := writeAtomic(path, []byte(content)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(path); string(got) != content {
			t.Errorf("file holds %q, want %q", got, content)
		}
	}
	if err := writeAtomic(filepath.Join(path, "below-a-file"), []byte("x")); err == nil {
		t.Error("writing under a file succeeded")
	}
}

// A restored game waits for the answer to "Continue your game?": a demo
// played on beneath the question, which went on saying "move 5" of a game
// at move 8, and a computer to move answers at once as the instant player
// here does. Continue lets it go on; New game starts afresh.
func TestRestoredGameWaitsForTheQuestion(t *testing.T) {
	for _, answer := range []string{"Continue", "New game", "Escape"} {
		keep := answer != "New game"
		dir := t.TempDir()
		// the last run: White, the computer, still thinking when it ended
		queue := make(chan func(), 100)
		player := &slowPlayer{done: make(chan struct{})}
		u := New(newTestApp(), Options{StateDir: dir, Config: &controller.Config{
			Players:  func(controller.Settings, model.Color) strategy.Player { return player },
			Dispatch: func(f func()) { queue <- f },
		}})
		u.Start()
		u.ctl.Load(mustParse(t, "f5d6c3d3c4"), controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Level: strategy.Medium})
		run(queue)
		err := u.store.flush()
		close(player.done)
		u.ctl.Close()
		if err != nil {
			t.Fatal(err)
		}
		next, queue := stateClockUI(t, dir)
		run(queue)
		next.showWaiting()
		if next.dialogs.restored == nil {
			t.Fatal("no question about the restored game")
		}
		if n := next.snap.Game.Len(); n != 5 || next.snap.Thinking {
			t.Fatalf("under the question: %d moves, thinking %v; want the game as it was, 5 moves", n, next.snap.Thinking)
		}
		switch answer {
		case "Continue":
			next.dialogs.restored.Confirm()
		case "New game":
			next.dialogs.restored.Dismiss()
		case "Escape": // leaves the game as it was, to go on
			next.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		}
		// the computer's reply comes from its own goroutine
		pumpUntil(t, next, queue, func() bool { return !keep || next.snap.Game.Len() >= 6 }, "the computer's reply")
		run(queue)
		next.showWaiting()
		if n := next.snap.Game.Len(); keep && n != 6 || !keep && n != 0 || next.dialogs.restored != nil || next.dialogOpen() {
			t.Errorf("answered %s: %d moves, still asking %v, a dialog open %v", answer, n, next.dialogs.restored != nil, next.dialogOpen())
		}
	}
}
