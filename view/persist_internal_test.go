// Tests of the game and settings kept in the state folder: saved at each move,
// restored, and damaged files kept aside.

package view

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/othelloboard"
	"othello/view/sound"
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
		legal := u.ctl.Snapshot().Sized.Board.MoveCells()
		u.ctl.PlayCell(legal[len(legal)-1])
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
	if got := next.snap.Game.Transcript(); got != want || !strings.HasPrefix(next.Notice(), "Your unfinished game was restored") {
		t.Fatalf("the next launch brings back %q, saying %q; want %q", got, next.Notice(), want)
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
	u.prefs.Style = othelloboard.StyleWalnut
	u.prefs.Volume = 0.25
	u.dialogs.startNewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard}, startStandard, nil)
	u.store.flush()
	next, _ := stateUI(t, newTestApp(), dir)
	if next.prefs.Style != othelloboard.StyleWalnut || next.prefs.Volume != 0.25 || next.prefs.Game.Level != level.Hard || next.prefs.Game.Human != model.White {
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

// A restored game goes on where it was, as Gomoku's does: the computer,
// thinking when the last run ended, answers at once, with no question in
// the way, and the status line says the game came back.
func TestRestoredGameGoesOn(t *testing.T) {
	dir := t.TempDir()
	// the last run: White, the computer, still thinking when it ended
	queue := make(chan func(), 100)
	player := &slowPlayer{done: make(chan struct{})}
	u := New(newTestApp(), Options{StateDir: dir, Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return player }),
		Dispatch: func(f func()) { queue <- f },
	}})
	u.Start()
	u.ctl.Load(mustParse(t, "f5d6c3d3c4"), controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Level: level.Medium})
	run(queue)
	err := u.store.flush()
	close(player.done)
	u.ctl.Close()
	if err != nil {
		t.Fatal(err)
	}
	next, queue := stateClockUI(t, dir)
	// the computer's reply comes from its own goroutine
	pumpUntil(t, next, queue, func() bool { return next.snap.Game.Len() >= 6 }, "the computer's reply")
	run(queue)
	next.pace.showWaiting()
	if n := next.snap.Game.Len(); n != 6 || next.dialogOpen() {
		t.Errorf("%d moves, a dialog open %v; want the computer's reply and no question", n, next.dialogOpen())
	}
	if want := "Your unfinished game was restored (move 3, Black 6, White 3)."; next.Notice() != want {
		t.Errorf("the status line says %q, want %q", next.Notice(), want)
	}
}

// stateUIWith is stateUI with prepare run on the window before it starts
// (to make its store fail), and the sound played to snd.
func stateUIWith(t *testing.T, dir string, snd sound.Player, prepare func(*UI)) (*UI, chan func()) {
	t.Helper()
	queue := make(chan func(), 100)
	u := New(newTestApp(), Options{StateDir: dir, Sound: snd, Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { queue <- f },
	}})
	t.Cleanup(func() { u.store.flush() }) // after Close: the writes end before the folder goes
	t.Cleanup(u.ctl.Close)
	if prepare != nil {
		prepare(u)
	}
	u.Start()
	return u, queue
}

// A game file that cannot be read (damaged, far larger than a game) is
// kept aside and said in a line of bounded length, whatever its size;
// when it cannot be kept aside, the notice says so and why.
func TestUnreadableGameFileIsSaidInOneShortLine(t *testing.T) {
	const damaged = "start: nonsense\nmoves: f5\n"
	for _, c := range []struct {
		name       string
		make       func(path string) error
		failRename bool
		says       string
	}{
		{"damaged", func(p string) error { return os.WriteFile(p, []byte(damaged), 0o600) }, false, "could not be read"},
		{"a line of 1 MB", func(p string) error { return os.WriteFile(p, []byte(strings.Repeat("x", 1_000_000)+"\n"), 0o600) },
			false, "unexpected line \"xxxx"},
		{"2 MiB", func(p string) error {
			// sparse: the size is what counts, not the bytes on disk
			if err := os.WriteFile(p, nil, 0o600); err != nil {
				return err
			}
			return os.Truncate(p, 2<<20)
		}, false, "more than 1 MiB"},
		{"rename fails", func(p string) error { return os.WriteFile(p, []byte(damaged), 0o600) }, true, "nor kept aside (invalid cross-device link)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, gameFile)
			if err := c.make(path); err != nil {
				t.Fatal(err)
			}
			st, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			u, _ := stateUIWith(t, dir, nil, func(u *UI) {
				if c.failRename {
					u.store.rename = func(from, to string) error {
						return &os.LinkError{Op: "rename", Old: from, New: to, Err: syscall.EXDEV}
					}
				}
			})
			n := u.Notice()
			if !strings.Contains(n, c.says) || u.snap.Game.Len() != 0 {
				t.Errorf("notice %q with %d moves; want it to say %q", n, u.snap.Game.Len(), c.says)
			}
			// the folder's path is as long as the player's folder is: the
			// rest is bounded
			if rest := strings.ReplaceAll(n, dir, ""); utf8.RuneCountInString(rest) > 200 || strings.Contains(n, "\n") {
				t.Errorf("notice of %d characters besides the folder: %.300q", utf8.RuneCountInString(rest), n)
			}
			kept := filepath.Join(dir, gameFile+".unreadable")
			if c.failRename {
				if strings.Contains(n, "kept as ") {
					t.Errorf("notice %q says the file was kept", n)
				}
				if _, err := os.Stat(kept); !os.IsNotExist(err) {
					t.Errorf("a kept copy with the rename failing: %v", err)
				}
				return
			}
			if !strings.HasSuffix(n, "kept as "+kept) {
				t.Errorf("notice %q does not say where the file is kept, %s", n, kept)
			}
			if got, err := os.Stat(kept); err != nil || got.Size() != st.Size() {
				t.Errorf("the kept copy: %v, %v; want the file of %d bytes", got, err, st.Size())
			}
		})
	}
}

// Each damaged game file is kept beside the earlier ones, under the next
// number, never over one of them nor over something else in the way; the
// newest five are kept.
func TestDamagedGameFilesNeverReplaceEarlierCopies(t *testing.T) {
	dir := t.TempDir()
	// not a copy: a folder in the way of the third one's name
	inTheWay := filepath.Join(dir, gameFile+".unreadable-3")
	if err := os.MkdirAll(filepath.Join(inTheWay, "inside"), 0o700); err != nil {
		t.Fatal(err)
	}
	const launches = 7
	for i := 1; i <= launches; i++ {
		content := fmt.Sprintf("start: nonsense %d\nmoves: f5\n", i)
		if err := os.WriteFile(filepath.Join(dir, gameFile), []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		u, _ := stateUIWith(t, dir, nil, nil)
		_, kept, ok := strings.Cut(u.Notice(), "kept as ")
		if got, err := os.ReadFile(kept); !ok || err != nil || string(got) != content {
			t.Fatalf("launch %d: notice %q; the copy it names holds %q (%v)", i, u.Notice(), got, err)
		}
		u.store.flush()
		if i == 2 {
			copies, _ := filepath.Glob(filepath.Join(dir, gameFile+".unreadable*"))
			if len(copies) != 3 { // two copies and the folder in the way
				t.Errorf("after two damaged files: %v", copies)
			}
		}
	}
	// the copies 1, 2, 4, 5, 6, 7, 8 were made; the oldest two went
	for n, want := range map[int]string{1: "", 2: "", 4: "3", 5: "4", 6: "5", 7: "6", 8: "7"} {
		got, err := os.ReadFile(filepath.Join(dir, asideName(gameFile, n)))
		switch {
		case want == "" && !os.IsNotExist(err):
			t.Errorf("copy %d is still there (%v)", n, err)
		case want != "" && (err != nil || !strings.Contains(string(got), "nonsense "+want+"\n")):
			t.Errorf("copy %d holds %q (%v), want the damaged file %s", n, got, err, want)
		}
	}
	if _, err := os.Stat(filepath.Join(inTheWay, "inside")); err != nil {
		t.Errorf("the folder in the way was touched: %v", err)
	}
}
