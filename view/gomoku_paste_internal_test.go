package view

import (
	"strings"
	"testing"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
)

// Edit > Paste reads the clipboard into the game its text holds, as File >
// Open reads a file: an Othello transcript pasted over Gomoku brings
// Othello on show, the Gomoku game waiting, kept; a Gomoku list pasted
// over Othello brings Gomoku back with those stones. Each game's own
// moves are pasted into it as before.
func TestPasteBringsTheGameOnTheClipboard(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true})
	u.gmk.Play(gomoku.Center(15))
	u.app.Clipboard().SetContent("f5d6c3")
	u.menu.items["paste"].Action()
	run(queue)
	if u.gmk.Active() || !strings.HasPrefix(u.snap.Game.Transcript(), "f5d6c3") || u.gmkWaiting == nil || len(u.gmkWaiting.Moves) != 1 {
		t.Fatalf("an Othello transcript pasted over Gomoku: Gomoku on show %v, Othello %q, Gomoku waiting %v", u.gmk.Active(), u.snap.Game.Transcript(), u.gmkWaiting)
	}
	// the computer's reply, which would clear the line that says what
	// the paste below did
	pumpUntil(t, u, queue, func() bool { return u.snap.PersonToMove && !u.snap.Thinking }, "the computer's reply")
	// a transcript with an illegal move, pasted over Othello, is
	// Othello's with its mistake said, not a switch to Gomoku
	u.app.Clipboard().SetContent("f5d6a1")
	u.menu.items["paste"].Action()
	run(queue)
	if u.gmk.Active() || !strings.HasPrefix(u.snap.Game.Transcript(), "f5d6c3") || !strings.Contains(u.Notice(), "a1") {
		t.Fatalf("an illegal Othello transcript pasted over Othello: Gomoku on show %v, Othello %q, notice %q", u.gmk.Active(), u.snap.Game.Transcript(), u.Notice())
	}
	u.app.Clipboard().SetContent("h8 i9 j10")
	u.menu.items["paste"].Action()
	run(queue)
	// Gomoku's game of one stone waits: replaced once the player says so
	if u.dialogs.replace == nil {
		t.Fatal("a Gomoku list pasted over the Gomoku game waiting replaced it unasked")
	}
	u.dialogs.replace.Dismiss()
	if u.gmk.Active() || u.gmkWaiting == nil || len(u.gmkWaiting.Moves) != 1 || u.Notice() != "Kept the game in progress; nothing opened." {
		t.Fatalf("kept: Gomoku on show %v, waiting %v, notice %q", u.gmk.Active(), u.gmkWaiting, u.Notice())
	}
	u.menu.items["paste"].Action()
	run(queue)
	u.dialogs.replace.Confirm()
	run(queue)
	if !u.gmk.Active() || u.gmk.Snapshot().Game.MoveCount() != 3 || u.win.Title() != "Gomoku" {
		t.Fatalf("a Gomoku list pasted over Othello: Gomoku on show %v, %d stones, title %q", u.gmk.Active(), u.gmk.Snapshot().Game.MoveCount(), u.win.Title())
	}
	// Gomoku's own moves over its game in progress: asked first, as
	// Othello's are
	u.app.Clipboard().SetContent("h8 h9")
	u.menu.items["paste"].Action()
	ask := u.gmk.Probe().Parts().Replace
	if ask == nil || u.gmk.Snapshot().Game.MoveCount() != 3 {
		t.Fatalf("Gomoku's own moves pasted over its game of 3 stones unasked: %d stones", u.gmk.Snapshot().Game.MoveCount())
	}
	if text := strings.Join(dialogTexts(t, u), " "); !strings.Contains(i18n.WithoutBreaks(text), "(3 moves played) will be replaced by the one on the clipboard (2 moves)") {
		t.Errorf("the question says %q", text)
	}
	ask.Dismiss()
	if u.gmk.Snapshot().Game.MoveCount() != 3 || u.gmk.Probe().Parts().Notice.Text != "Kept the game in progress; nothing pasted." {
		t.Fatalf("kept: %d stones, %q", u.gmk.Snapshot().Game.MoveCount(), u.gmk.Probe().Parts().Notice.Text)
	}
	u.menu.items["paste"].Action()
	u.gmk.Probe().Parts().Replace.Confirm()
	if !u.gmk.Active() || u.gmk.Snapshot().Game.MoveCount() != 2 {
		t.Errorf("Gomoku's own moves pasted: on show %v, %d stones", u.gmk.Active(), u.gmk.Snapshot().Game.MoveCount())
	}
}

// Copy with no stone yet says so, in Gomoku as in Othello, not "Copied 0
// moves".
func TestCopyBeforeTheFirstStone(t *testing.T) {
	for _, kind := range []shown.Kind{shown.Othello, shown.Gomoku} {
		u, _ := newTestUI(t)
		if kind == shown.Gomoku {
			if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}, nil, false); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(u.games().closeGomoku)
		}
		u.menu.items["copy"].Action()
		got := u.Notice()
		if kind == shown.Gomoku {
			got = u.gmk.Probe().Parts().Notice.Text
		}
		if got != "No moves yet: copied an empty transcript." {
			t.Errorf("%v: the notice after Copy on an empty board is %q", kind, got)
		}
	}
}
