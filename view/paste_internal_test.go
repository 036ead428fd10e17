package view

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/controller/controllertest"
	"othello/model"
	"othello/strategy/level"
)

func TestPasteSetsUpTheGame(t *testing.T) {
	afterF5 := model.StartPosition().Play(model.F5)
	tests := []struct {
		name      string
		clipboard string
		want      string // the transcript set up, or the start position's text when set up from a position; "" when nothing changes
		notice    string // in the status line
		undone    string // the transcript after Undo, which goes back to the human's (White's) last turn
	}{
		{"transcript", "f5d6c3", "f5d6c3", "Game set up from the clipboard: 3 moves.", "f5"},
		{"spaced transcript with a newline", " F5 d6\n", "f5d6", "Game set up from the clipboard: 2 moves.", "f5"},
		{"position", afterF5.String(), afterF5.String(), "Position set up from the clipboard.", ""},
		{"not a square", "f5 d6 q9", "", `Nothing set up from the clipboard: move 3, "q9", is not a square (write a column a-h then a row 1-8, such as f5).`, ""},
		{"illegal move", "f5f5", "", "Nothing set up from the clipboard: move 2, f5, is not allowed there (f5 is already occupied).", ""},
		{"short position", strings.Repeat("-", 63) + " X", "", "Nothing set up from the clipboard: the position cannot be read: space at character 64 after 63 squares; want 64 squares then the side to move.", ""},
		{"prose", "Hello, world", "", `Nothing set up from the clipboard: move 1, "He", is not a square (write a column a-h then a row 1-8, such as f5).`, ""},
		{"empty", "", "", "Nothing set up: the clipboard is empty.", ""},
		{"blank", " \n\t", "", "Nothing set up: the clipboard is empty.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, queue := newTestUI(t)
			// A game under settings of its own, with a computer's move in
			// it, so the test sees whether anything changes.
			settings := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard, Algorithm: level.Minimax, Size: 8}
			u.ctl.NewGame(settings)
			(<-queue)()
			before, board := u.snap, u.board.State()

			u.app.Clipboard().SetContent(tt.clipboard)
			if _, ok := u.menu.items["paste"].Shortcut.(*fyne.ShortcutPaste); !ok {
				t.Fatalf("Paste is on %v, want Ctrl+V", u.menu.items["paste"].Shortcut)
			}
			u.menu.items["paste"].Action()

			if tt.want == "" {
				if top := u.win.Canvas().Overlays().Top(); top != nil {
					t.Error("a paste that cannot be read opened a dialog")
				}
				if !reflect.DeepEqual(u.snap, before) || !reflect.DeepEqual(u.ctl.Snapshot(), before) || !reflect.DeepEqual(u.board.State(), board) {
					t.Errorf("%q changed the game to %q", tt.clipboard, u.snap.Game.Transcript())
				}
				if u.panel.notice.Text != tt.notice {
					t.Errorf("status line %q, want %q", u.panel.notice.Text, tt.notice)
				}
				return
			}
			// The game in progress is replaced only once the player says so.
			if u.dialogs.replace == nil || u.win.Canvas().Overlays().Top() == nil {
				t.Fatal("pasting over a game in progress asked nothing")
			}
			if got := buttonTexts(u.win.Canvas().Overlays().Top()); !reflect.DeepEqual(got, []string{"Keep my Othello game", "Replace"}) {
				t.Errorf("buttons %q", got)
			}
			if !reflect.DeepEqual(u.ctl.Snapshot(), before) {
				t.Fatal("the paste replaced the game before the player answered")
			}
			u.dialogs.replace.Confirm()
			if u.panel.notice.Text != tt.notice {
				t.Errorf("status line %q, want %q", u.panel.notice.Text, tt.notice)
			}
			s := u.ctl.Snapshot()
			got := s.Game.Transcript()
			if s.Game.Start() != model.StartPosition() {
				got = s.Game.Start().String()
			}
			if got != tt.want || s.Settings != settings {
				t.Fatalf("set up %q with %+v, want %q with %+v", got, s.Settings, tt.want, settings)
			}
			if u.board.State().Position != s.Sized {
				t.Errorf("the board shows %s, want %s", u.board.State().Position, s.Sized)
			}
			// The notice stays through the computer's reply.
			if s.Thinking {
				(<-queue)()
				if u.snap.Game.Len() == s.Game.Len() {
					t.Fatal("the computer did not reply")
				}
				if u.panel.notice.Text != tt.notice {
					t.Errorf("after the computer's reply the status line is %q, want %q", u.panel.notice.Text, tt.notice)
				}
			}
			if tt.undone != "" {
				test.Tap(u.Button("undo"))
				if got := u.ctl.Snapshot().Game.Transcript(); got != tt.undone {
					t.Errorf("undo left %q, want %q", got, tt.undone)
				}
			}
		})
	}
}

// A paste over a game in progress can be turned down, and one over a new
// game needs no question.
func TestPasteAsksBeforeReplacingAGame(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White})
	(<-queue)()
	before := u.ctl.Snapshot()
	u.app.Clipboard().SetContent("f5d6c3")
	u.dialogs.pasteGame()
	if u.dialogs.replace == nil {
		t.Fatal("no question before replacing the game")
	}
	u.dialogs.replace.Dismiss()
	if !reflect.DeepEqual(u.ctl.Snapshot(), before) {
		t.Errorf("Keep this game changed the game to %q", u.ctl.Snapshot().Game.Transcript())
	}
	if !strings.Contains(u.Notice(), "nothing pasted") {
		t.Errorf("status line %q", u.Notice())
	}
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	u.dialogs.pasteGame()
	if u.win.Canvas().Overlays().Top() != nil {
		t.Error("pasting over a game with no moves asked")
	}
	if got := u.ctl.Snapshot().Game.Transcript(); got != "f5d6c3" {
		t.Errorf("set up %q", got)
	}
}

// Set Up Game… keeps the dialog, prefilled from the clipboard, for text to
// type or mend.
func TestSetUpDialog(t *testing.T) {
	u, _ := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	u.app.Clipboard().SetContent("f5 d6 q9")
	u.menu.items["setup"].Action()
	f := u.dialogs.setUpForm
	if f == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no Set up dialog")
	}
	if f.entry.Text != "f5 d6 q9" {
		t.Errorf("dialog prefilled with %q, want the clipboard", f.entry.Text)
	}
	f.entry.SetText("f5 d6 c3")
	f.dlg.Confirm()
	if got := u.snap.Game.Transcript(); got != "f5d6c3" {
		t.Errorf("set up %q, want f5d6c3", got)
	}
	if want := "Game set up from the text: 3 moves."; u.Notice() != want {
		t.Errorf("status line %q, want %q", u.Notice(), want)
	}
}

// The Set up dialog's examples set up what they say, in every language:
// its "6x6 c4e3" began on a square the 6x6 start fills.
func TestSetUpDialogsExamplesSetUp(t *testing.T) {
	forEachLanguage(t, func(t *testing.T, code string) {
		u, _ := startTestUI(t, newTestApp(), Options{Language: code})
		u.app.Clipboard().SetContent("")
		u.dialogs.showSetUp()
		f := u.dialogs.setUpForm
		examples := regexp.MustCompile(`\b([a-j][0-9]+)+\b|\b(\d+)x(\d+) ([a-j][0-9]+)+`).FindAllString(f.entry.PlaceHolder, -1)
		if len(examples) != 2 {
			t.Fatalf("examples %q in %q, want an 8x8 game and another size's", examples, f.entry.PlaceHolder)
		}
		for _, example := range examples {
			f.entry.SetText(example)
			f.dlg.Confirm()
			if got := u.snap.Game.TaggedTranscript(); got != example && "8x8 "+got != example && got != strings.TrimPrefix(example, "8x8 ") {
				t.Errorf("the example %q set up %q: %s", example, got, u.Notice())
			}
			u.dialogs.showSetUp()
			f = u.dialogs.setUpForm
		}
	})
}

// A game set up on a clock keeps the clock of the game it replaces, full
// again, and says so: it kept the clock without a word.
func TestSetUpSaysTheClocksStartAfresh(t *testing.T) {
	ft := controllertest.NewManualTime()
	u, queue, _ := clockUI(t, instant{}, ft)
	tc := model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8, Clock: tc})
	run(queue)
	ft.Advance(10 * time.Second)
	u.ctl.PlayCell(u.snap.Sized.Board.MoveCells()[0])
	run(queue)
	if left := u.ctl.State().Clocks.Left[model.Black]; left == tc.Main {
		t.Fatalf("Black's clock shows no time spent: %v", left)
	}
	u.dialogs.setUp("f5 d6", "the text")
	if want := "Game set up from the text: 2 moves. The clocks start afresh: 3+2: 3 min each, +2 s a move."; u.Notice() != want {
		t.Errorf("status line %q, want %q", u.Notice(), want)
	}
	if left := u.ctl.State().Clocks.Left; left != [2]time.Duration{tc.Main, tc.Main} {
		t.Errorf("the clocks after the set up: %v, want %v each", left, tc.Main)
	}
	// the position editor's set up says it too
	u.dialogs.showEditor()
	u.dialogs.editor.start.OnTapped()
	if want := "Position set up in the editor. The clocks start afresh: 3+2: 3 min each, +2 s a move."; u.Notice() != want {
		t.Errorf("after the editor, the status line %q, want %q", u.Notice(), want)
	}
}
