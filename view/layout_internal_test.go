package view

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/kit"
)

// On a narrow window the side panel gives up width to the board, down to
// its own minimum; on a wide one it keeps kit.PanelWidth. The coordinates stay
// legible at the smallest size.
func TestPanelShrinksOnNarrowWindows(t *testing.T) {
	u, _ := newTestUI(t)
	content := u.win.Content().(*fyne.Container)
	panel := content.Objects[1]
	tests := []struct {
		name string
		size fyne.Size
		want float32 // the panel's width, margins included
	}{
		{"wide", fyne.NewSize(1200, 700), kit.PanelWidth},
		{"a little narrower", fyne.NewSize(960, 700), 260},
		{"the smallest", content.MinSize(), panel.MinSize().Width},
	}
	for _, tt := range tests {
		u.win.Resize(tt.size)
		relayout(content)
		if got := panel.Size().Width; got != tt.want {
			t.Errorf("%s window %v: panel %v wide, want %v", tt.name, tt.size, got, tt.want)
		}
	}
	// At the smallest size the board keeps the larger part of the width,
	// (othelloboard tests that its coordinates stay legible).
	if board := content.Objects[0].Size().Width; board <= panel.Size().Width {
		t.Errorf("at the smallest size the board has %v px of width, the panel %v", board, panel.Size().Width)
	}
	test.AssertRendersToMarkup(t, "narrow.xml", u.win.Canvas())
}

// On a window wider than the board and the panel need, the two stay side by
// side and the width left over goes to both edges of the window: the board
// stood centred in its area, a hand's width from the panel on a wide
// screen.
func TestBoardAndPanelStayTogether(t *testing.T) {
	u, _ := newTestUI(t)
	content := u.win.Content().(*fyne.Container)
	area, panel := content.Objects[0].(*fyne.Container), content.Objects[1]
	for _, size := range []fyne.Size{{Width: 1900, Height: 1050}, {Width: 1200, Height: 700}, {Width: 1000, Height: 700}, {Width: 2400, Height: 400}} {
		u.win.Resize(size)
		relayout(content)
		frame, side := u.board.FrameBounds()
		// the board's square in the window's content: the board sits in
		// its margins, first in the area
		square := area.Position().Add(area.Objects[0].Position()).Add(u.board.Position()).Add(frame)
		right := content.Size().Width - (panel.Position().X + panel.Size().Width)
		// the board's margins: 8 px on its left, 4 towards the panel
		if gap := panel.Position().X - (square.X + side); gap < 0 || gap > 4.5 {
			t.Errorf("%v window: %v px between the board and the panel", size, gap)
		}
		if d := square.X - 8 - right; d < -1 || d > 1 {
			t.Errorf("%v window: %v px left of the board, %v right of the panel", size, square.X-8, right)
		}
		// in one column, or two on a window too short for one
		// (TestShortWidePanelTakesTwoColumns)
		if want := kit.PanelWidth * (1 + btoi(size.Height < 500)); panel.Size().Width != float32(want) {
			t.Errorf("%v window: the panel is %v wide, want %v", size, panel.Size().Width, want)
		}
	}
}

// On a window much taller than wide the panel goes below the board, across
// the whole width, and the board grows; on the usual wide window it stays
// beside the board.
func TestPanelGoesBelowOnTallWindows(t *testing.T) {
	u, _ := newTestUI(t)
	content := u.win.Content().(*fyne.Container)
	area, panel := content.Objects[0], content.Objects[1]
	u.win.Resize(fyne.NewSize(600, 700))
	relayout(content)
	if panel.Position().Y != 0 || panel.Position().X == 0 {
		t.Fatalf("600x700 window: panel at %v, want it beside the board", panel.Position())
	}
	besideBoard := u.board.Size().Width
	u.win.Resize(fyne.NewSize(600, 1100))
	relayout(content)
	if panel.Position().X != 0 || panel.Size().Width != content.Size().Width {
		t.Fatalf("600x1100 window: panel at %v, %v wide, want below the board across the window (%v)", panel.Position(), panel.Size().Width, content.Size().Width)
	}
	if panel.Position().Y < area.Size().Height || panel.Size().Height < panel.MinSize().Height {
		t.Errorf("600x1100 window: the board's area is %v tall, the panel starts at %v and is %v tall (min %v)",
			area.Size().Height, panel.Position().Y, panel.Size().Height, panel.MinSize().Height)
	}
	if got := u.board.Size().Width; got < kit.StackGain*besideBoard {
		t.Errorf("with the panel below, the board is %v wide, beside it %v: want at least %v times", got, besideBoard, kit.StackGain)
	}
}

// However tall and narrow the window, the score sheet keeps rows enough to
// follow a game and the words lines enough to read: the panel below the
// board once had its minimum height only, which left the sheet one row (a
// window of 560x900); where the board would have to shrink too far for
// that, the panel stays beside it.
func TestStackedPanelKeepsTheSheetReadable(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.Load(mustParse(t, "f5d6c3d3c4f4f6f3e6e7d7g6f8c5c6"), u.snap.Settings)
	run(queue)
	u.panel.setNotice("A notice long enough to take several lines in the panel, however wide it is: the words must keep three of them in view.")
	content := u.win.Content().(*fyne.Container)
	panel := content.Objects[1]
	row := u.panel.moveList.CreateItem().MinSize().Height
	sizes := []fyne.Size{{Width: 560, Height: 900}, {Width: 600, Height: 1000}, {Width: 600, Height: 1100}, {Width: 640, Height: 1300}, {Width: 480, Height: 1000}}
	stackedOnce := false
	for _, size := range sizes {
		u.win.Resize(size)
		relayout(content)
		stacked := panel.Position().X == 0
		stackedOnce = stackedOnce || stacked
		if got := u.panel.moveList.Size().Height; got < 3*row {
			t.Errorf("%v window (panel below the board: %v): the score sheet is %v tall, %.1f rows", size, stacked, got, got/row)
		}
		if got := u.panel.status.Size().Height; got < kit.TextLines(3) {
			t.Errorf("%v window (panel below the board: %v): the words are %v tall, less than three lines (%v)", size, stacked, got, kit.TextLines(3))
		}
	}
	if !stackedOnce {
		t.Errorf("the panel never went below the board in %v", sizes)
	}
}

// On a tall window, with the panel below the board in one column or two,
// the buttons stand whole in the window: in two columns the panel once
// took one column's height, which its scroll kept, and New game, Undo
// and Hint were scrolled out of sight at 600x900.
func TestStackedPanelKeepsItsButtonsInSight(t *testing.T) {
	u, _ := newTestUI(t)
	content := u.win.Content().(*fyne.Container)
	panel := content.Objects[1]
	for _, size := range []fyne.Size{{Width: 600, Height: 900}, {Width: 600, Height: 950}, {Width: 520, Height: 1000}, {Width: 560, Height: 900}, {Width: 640, Height: 1300}} {
		u.win.Resize(size)
		relayout(content)
		if panel.Position().X != 0 {
			t.Errorf("%v window: the panel stays beside the board", size)
			continue
		}
		window := u.win.Canvas().Size()
		for _, name := range []string{"new", "settings", "undo", "redo", "hint"} {
			b := u.panel.buttons[name]
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if !b.Visible() || at.Y < 0 || at.Y+b.Size().Height > window.Height || at.X+b.Size().Width > window.Width {
				t.Errorf("%v window: %s at %v, %v, outside the window's %v", size, name, at, b.Size(), window)
			}
		}
	}
}

// On a short, wide window the panel, too short for one column, lays out
// in two beside the board, and its buttons stand whole in the window: at
// 1280x500 Undo was cut and Hint scrolled out of sight, with a third of
// the width empty.
func TestShortWidePanelTakesTwoColumns(t *testing.T) {
	u, _ := newTestUI(t)
	content := u.win.Content().(*fyne.Container)
	panel := content.Objects[1]
	for _, size := range []fyne.Size{{Width: 1280, Height: 500}, {Width: 1400, Height: 520}} {
		u.win.Resize(size)
		relayout(content)
		if panel.Position().Y != 0 || panel.Size().Width < 2*kit.PanelWidth-1 {
			t.Errorf("%v window: the panel at %v, %v wide: want it beside the board in two columns", size, panel.Position(), panel.Size().Width)
		}
		window := u.win.Canvas().Size()
		for _, name := range []string{"new", "settings", "undo", "redo", "hint"} {
			b := u.panel.buttons[name]
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if at.Y < 0 || at.Y+b.Size().Height > window.Height {
				t.Errorf("%v window: %s at %v, %v, outside the window's %v", size, name, at, b.Size(), window)
			}
		}
	}
	// a window of the usual height keeps one column
	u.win.Resize(fyne.NewSize(1200, 700))
	relayout(content)
	if panel.Size().Width != kit.PanelWidth {
		t.Errorf("1200x700 window: the panel is %v wide", panel.Size().Width)
	}
}

// The words take the height their lines need in the panel beside the
// board: "The computer (Black) is thinking…" beside the thinking
// indicator wraps to two lines, once shown in one line and a half with a
// scroll bar, measured before the search began and the indicator showed.
func TestWordsFitBesideTheThinkingIndicator(t *testing.T) {
	for _, width := range []float32{900, 980, 1020, 1100} {
		queue := make(chan func(), 100)
		player := &slowPlayer{done: make(chan struct{})}
		var handoffs []func()
		u := New(newTestApp(), Options{Config: &controller.Config{
			Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return player }),
			Dispatch: func(f func()) { queue <- f },
			// the search begins once the window has drawn, as afterDrawn
			// hands it off
			Handoff: func(start func()) { handoffs = append(handoffs, start) },
		}})
		u.win.Resize(fyne.NewSize(width, 720))
		u.Start()
		u.ctl.Load(mustParse(t, ""), controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard, Size: 6})
		run(queue)
		u.pace.showWaiting()
		for len(handoffs) > 0 {
			handoffs[0]()
			handoffs = handoffs[1:]
			run(queue)
			u.pace.showWaiting()
		}
		if !u.snap.Thinking {
			t.Fatal("the computer is not thinking")
		}
		// the lines the words need at their width, the indicator beside
		// the turn line
		text := u.panel.status.Content
		relayout(text)
		if u.panel.turn.Size().Width >= u.panel.status.Size().Width {
			t.Errorf("%v wide: the turn line is as wide as the words (%v), no room for the indicator", width, u.panel.turn.Size().Width)
		}
		if got, need := u.panel.status.Size().Height, text.MinSize().Height; got < need-0.5 {
			t.Errorf("%v wide: the words %q are %v tall, their lines need %v", width, u.panel.turn.Text, got, need)
		}
		close(player.done)
		u.ctl.Close()
	}
}

// In a small window every text of a finished game shows whole: the words
// have the lines they need, the score sheet a few rows, and no part of the
// panel lies over another; a window shorter than the panel's minimum (a
// window manager may allow one) scrolls the panel. At 520x400 the
// game-over line lay over the sheet's last row; at 700x500 the words
// showed one cut line and the sheet one row.
func TestSmallWindowsShowEveryTextWhole(t *testing.T) {
	forEachLanguage(t, testSmallWindowsShowEveryTextWhole)
}

func testSmallWindowsShowEveryTextWhole(t *testing.T, code string) {
	u, queue := startTestUI(t, newTestApp(), Options{Language: code})
	over := mustParse(t, "e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2")
	u.ctl.Load(over, controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	for u.win.Canvas().Overlays().Top() != nil {
		u.win.Canvas().Overlays().Top().Hide() // the game-over dialog
	}
	if !u.snap.Over {
		t.Fatal("the game is not over")
	}
	content := u.win.Content().(*fyne.Container)
	parts := u.panel.body.Objects // the head, the words, the sheet, the foot
	names := []string{"the head (scores, players)", "the status", "the score sheet", "the button block"}
	for _, notice := range []string{"", "Saved finished.ggf."} {
		u.panel.setNotice(notice)
		for _, size := range []fyne.Size{{Width: 520, Height: 400}, {Width: 700, Height: 500}, content.MinSize(), {Width: 1000, Height: 720}} {
			u.win.Resize(size)
			relayout(content)
			at := fmt.Sprintf("%v window, notice %q", size, notice)
			end := float32(0)
			for i, p := range parts {
				if p.Position().Y < end-0.5 {
					t.Errorf("%s: %s (from y %v) lies over what is above it (to y %v)", at, names[i], p.Position().Y, end)
				}
				end = p.Position().Y + p.Size().Height
				if p.Size().Height < p.MinSize().Height-0.5 {
					t.Errorf("%s: %s is %v tall, under its minimum %v", at, names[i], p.Size().Height, p.MinSize().Height)
				}
			}
			if end > u.panel.body.Size().Height+0.5 {
				t.Errorf("%s: the panel's parts run to y %v, past the panel (%v tall)", at, end, u.panel.body.Size().Height)
			}
			shown := content.Objects[1]
			if _, scrolls := shown.(*container.Scroll); u.panel.body.Size().Height > shown.Size().Height+0.5 && !scrolls {
				t.Errorf("%s: the panel is %v tall in %v, and does not scroll", at, u.panel.body.Size().Height, shown.Size().Height)
			}
			if got, need := u.panel.status.Size().Height, min(u.panel.status.Content.MinSize().Height, kit.TextLines(kit.MaxStatusLines)); got < need-0.5 {
				t.Errorf("%s: the status %q is %v tall, its lines need %v", at, u.panel.turn.Text, got, need)
			}
			if got, want := u.panel.moveList.Size().Height, kit.RowsHeight(kit.MinSheetRows); got < want-0.5 {
				t.Errorf("%s: the score sheet is %v tall, less than %d rows (%v)", at, got, kit.MinSheetRows, want)
			}
			// a button's words are never cut: "Nouvelle partie" is longer
			// than "New game"
			for name, b := range u.panel.buttons {
				if b.Visible() && b.Size().Width < b.MinSize().Width-0.5 {
					t.Errorf("%s: the %s button %q is %v wide, its words need %v", at, name, b.Text, b.Size().Width, b.MinSize().Width)
				}
			}
		}
	}
}
