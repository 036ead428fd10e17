// Tests of saves that fail: told once in a dialog, and Quit asking first.

package view

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/model"
)

// unwritableDir is a state folder that cannot be made, even by root: its
// parent is a regular file. Removing the file returned mends it.
func unwritableDir(t *testing.T) (dir, blocker string) {
	t.Helper()
	blocker = filepath.Join(t.TempDir(), "state")
	if err := os.WriteFile(blocker, []byte("a file where the folder should be"), 0o600); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(blocker, "othello"), blocker
}

// dialogTexts is the words of each dialog open on u's window, top last.
func dialogTexts(t *testing.T, u *UI) []string {
	var out []string
	for _, o := range u.win.Canvas().Overlays().List() {
		var words []string
		walk(t, o, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok {
				words = append(words, l.Text)
			}
		})
		out = append(out, strings.Join(words, " "))
	}
	return out
}

// A save that fails during play is told in a dialog, with why, once while
// saving keeps failing, and again once it failed anew after working.
func TestFailedSavesAreToldOnce(t *testing.T) {
	dir, blocker := unwritableDir(t)
	u, queue := stateUIWith(t, dir, nil, nil)
	told := func() int {
		n := 0
		for _, text := range dialogTexts(t, u) {
			if strings.Contains(text, "Not saved") {
				if !strings.Contains(text, "could not be saved") || !strings.Contains(text, "not a directory") {
					t.Errorf("the dialog says %q", text)
				}
				n++
			}
		}
		return n
	}
	play := func(moves int) {
		t.Helper()
		for range moves {
			u.store.flush() // the last write has failed or not before the next
			legal := u.ctl.Snapshot().Sized.Board.MoveCells()
			u.ctl.PlayCell(legal[0])
			(<-queue)() // the computer's reply
		}
	}
	play(3)
	if n := told(); n != 1 {
		t.Fatalf("told %d times in three failing moves, want once", n)
	}
	// saving works again, then fails anew
	if err := os.Remove(blocker); err != nil {
		t.Fatal(err)
	}
	play(1)
	if err := u.store.flush(); err != nil {
		t.Fatalf("with the folder mended: %v", err)
	}
	if n := told(); n != 1 {
		t.Fatalf("told %d times once saving works, want still once", n)
	}
	if err := os.RemoveAll(blocker); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	play(3)
	if n := told(); n != 2 {
		t.Errorf("told %d times in all, want twice: a failure after saving worked is news", n)
	}
}

// Quit with a game that cannot be saved asks first, and says why: Quit
// anyway closes the window, Cancel and Escape go back to the game, and
// Return (the easy key) does not quit. With the game saved it quits at once.
func TestQuitAsksWhenTheGameCannotBeSaved(t *testing.T) {
	for _, answer := range []string{"saved", "Quit anyway", "Cancel", "Escape", "Return"} {
		t.Run(answer, func(t *testing.T) {
			dir, _ := unwritableDir(t)
			if answer == "saved" {
				dir = t.TempDir()
			}
			snd := &enabledLog{}
			u, queue := stateUIWith(t, dir, snd, nil)
			u.store.flush()
			u.ctl.PlayCell(model.CellOfSquare(model.F5))
			(<-queue)()
			u.store.flush()
			for top := u.win.Canvas().Overlays().Top(); top != nil; top = u.win.Canvas().Overlays().Top() {
				top.Hide() // the news during play: not what this test is about
			}
			closed := func() bool { return len(snd.on) > 0 && !snd.on[len(snd.on)-1] }
			u.Quit()
			if answer == "saved" {
				data, err := os.ReadFile(filepath.Join(dir, gameFile))
				if !closed() || u.dialogOpen() || err != nil || !strings.Contains(string(data), "moves: f5") {
					t.Errorf("closed %v, a dialog open %v; the game file %q (%v)", closed(), u.dialogOpen(), data, err)
				}
				return
			}
			texts := dialogTexts(t, u)
			top := u.win.Canvas().Overlays().Top()
			if closed() || len(texts) != 1 || findButton(top, "Quit anyway") == nil || findButton(top, "Cancel") == nil {
				t.Fatalf("closed %v; dialogs %q", closed(), texts)
			}
			if text := texts[0]; !strings.Contains(text, "Your unfinished game could not be saved") || !strings.Contains(text, "not a directory") {
				t.Errorf("the question says %q", text)
			}
			u.Quit() // a second close of the window asks no second question
			if n := len(u.win.Canvas().Overlays().List()); n != 1 {
				t.Errorf("%d dialogs after a second Quit", n)
			}
			keys := u.win.Canvas().(test.WindowlessCanvas).OnTypedKey()
			switch answer {
			case "Quit anyway", "Cancel":
				test.Tap(findButton(top, answer))
			case "Escape":
				keys(&fyne.KeyEvent{Name: fyne.KeyEscape})
			case "Return":
				keys(&fyne.KeyEvent{Name: fyne.KeyReturn})
			}
			wantClosed, wantAsking := answer == "Quit anyway", answer == "Return"
			if closed() != wantClosed || u.dialogOpen() != wantAsking || (u.dialogs.quitAnyway != nil) != wantAsking {
				t.Fatalf("after %s: closed %v, a dialog open %v", answer, closed(), u.dialogOpen())
			}
			if !wantClosed && !wantAsking {
				u.Quit() // asked again
				if !u.dialogOpen() || closed() {
					t.Errorf("a second Quit after %s: a dialog open %v, closed %v", answer, u.dialogOpen(), closed())
				}
			}
		})
	}
}
