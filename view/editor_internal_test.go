package view

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
)

// tapCell taps the editor's board in the middle of cell c.
func tapCell(e *positionEditor, c model.Cell) {
	e.board.Resize(fyne.NewSize(380, 380))
	for x := float32(0); x < 380; x += 4 {
		for y := float32(0); y < 380; y += 4 {
			if got, ok := e.board.CellAt(fyne.NewPos(x, y)); ok && got == c {
				test.Tap(e.board) // focus as a click does
				e.board.Tapped(&fyne.PointEvent{Position: fyne.NewPos(x+6, y+6)})
				return
			}
		}
	}
}

func TestEditorCyclesSquaresAndStartsAGame(t *testing.T) {
	u, _ := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	u.dialogs.showEditor()
	e := u.dialogs.editor
	if e == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no editor")
	}
	// The editor opens on the position on show: the start.
	if got := e.position(); got.Board != u.snap.Game.Sized().Board {
		t.Fatalf("editor opened on %s", got)
	}
	// f5 cycles empty, black, white, empty.
	for _, want := range []struct {
		black bool
		ok    bool
	}{{true, true}, {false, true}, {false, false}} {
		tapCell(e, model.CellOfSquare(model.F5))
		col, ok := e.position().At(model.CellOfSquare(model.F5))
		if ok != want.ok || ok && (col == model.Black) != want.black {
			t.Fatalf("f5 is %v %v, want black=%v occupied=%v", col, ok, want.black, want.ok)
		}
	}
	// White to move, a white disc on f5: White's moves exist, so it starts.
	tapCell(e, model.CellOfSquare(model.F5))
	tapCell(e, model.CellOfSquare(model.F5))
	e.turn.SetSelected("White")
	e.start.OnTapped()
	if u.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("refused: %q", e.problem.Text)
	}
	start := u.snap.Game.SizedStart()
	if start.Turn != model.White || start.Count(model.White) != 3 || u.snap.Game.Len() != 0 {
		t.Errorf("game started from %s", start)
	}
	if !strings.Contains(u.Notice(), "editor") {
		t.Errorf("notice %q", u.Notice())
	}
}

// Positions no game can reach, or where it is over, are refused with the
// reason, and the game stays as it was.
func TestEditorRefusesIllegalPositions(t *testing.T) {
	for _, c := range []struct {
		name string
		set  func(e *positionEditor)
		says string
	}{
		{"an empty centre", func(e *positionEditor) { e.load(model.SizedPosition{}); e.show() }, "centre"},
		{"a board of black alone", func(e *positionEditor) {
			for i := range e.discs {
				e.discs[i] = 1
			}
			e.discs[0] = 0
			e.show()
		}, "over"},
	} {
		u, _ := newTestUI(t)
		u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
		u.ctl.SetUp("f5d6c3")
		before := u.snap.Game.Transcript()
		u.dialogs.showEditor()
		e := u.dialogs.editor
		c.set(e)
		e.start.OnTapped()
		if !strings.Contains(e.problem.Text, c.says) || !strings.HasPrefix(e.problem.Text, "Cannot start") {
			t.Errorf("%s: refusal %q does not say %q", c.name, e.problem.Text, c.says)
		}
		if u.win.Canvas().Overlays().Top() == nil {
			t.Errorf("%s: the editor closed", c.name)
		}
		if u.snap.Game.Transcript() != before {
			t.Errorf("%s: the game changed to %q", c.name, u.snap.Game.Transcript())
		}
	}
}
