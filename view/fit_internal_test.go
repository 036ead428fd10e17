// Tests that the dialogs fit small and narrow windows, with their buttons in
// reach and free of scroll bars.

package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/engine"
	"othello/strategy/level"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

// Every dialog fits the window at its smallest size: its buttons in reach
// and its choices behind a scroll where the window is too small for them
// (the New game dialog once spilled past a small window's edge, its clock
// and its Start button hidden or drawn across its choices).
func TestDialogsFitTheSmallestWindow(t *testing.T) {
	forEachLanguage(t, testDialogsFitTheSmallestWindow)
}

func testDialogsFitTheSmallestWindow(t *testing.T, code string) {
	u, _ := startTestUI(t, newTestApp(), Options{Language: code})
	content := u.win.Content()
	dialogs := []struct {
		name string
		show func()
	}{
		{"new game", u.dialogs.showNewGameDialog},
		{"settings", u.dialogs.showSettings},
		{"set up", u.dialogs.showSetUp},
		{"rules", u.dialogs.showRules},
		{"shortcuts", u.dialogs.showShortcuts},
		{"about", u.dialogs.showAbout},
		{"editor", u.dialogs.showEditor},
		{"engines", u.dialogs.showEngines},
		{"engine form", func() { u.dialogs.showEngineForm(nil) }},
		{"statistics", u.dialogs.showStats},
		{"export picture", u.pictures.showExportPicture},
	}
	for _, size := range []fyne.Size{content.MinSize(), {Width: 1000, Height: 720}} {
		u.win.Resize(size)
		for _, d := range dialogs {
			d.show()
			top := u.win.Canvas().Overlays().Top()
			pop, ok := top.(*widget.PopUp)
			if !ok {
				t.Fatalf("%s: the top overlay is a %T", d.name, top)
			}
			// a dialog smaller than its minimum is drawn across itself
			inner, least := pop.Content.Size(), pop.Content.MinSize()
			if inner.Width < least.Width-0.5 || inner.Height < least.Height-0.5 {
				t.Errorf("%v window: the %s dialog is squeezed to %v, under its minimum %v", size, d.name, inner, least)
			}
			// the pop-up pads its content by theme.Padding(); the dialog
			// leaves kit.DialogMargin around that
			if at := pop.Content.Position(); at.X < kit.DialogMargin-0.5 || at.Y < kit.DialogMargin-0.5 {
				t.Errorf("%v window: the %s dialog at %v meets the window's edge", size, d.name, at)
			}
			for u.win.Canvas().Overlays().Top() != nil {
				u.win.Canvas().Overlays().Top().Hide()
			}
		}
	}
}

// In a narrow window the New game dialog's choices stay in sight without
// scrolling across: the starts, the widest row, go one under another, and
// what a Gomoku choice does wraps where a form's hint was cut off.
func TestNewGameDialogFitsANarrowWindow(t *testing.T) {
	forEachLanguage(t, testNewGameDialogFitsANarrowWindow)
}

func testNewGameDialogFitsANarrowWindow(t *testing.T, code string) {
	u, queue := startTestUI(t, newTestApp(), Options{Language: code})
	for _, tt := range []struct {
		size       fyne.Size
		horizontal bool
	}{
		{u.win.Content().MinSize(), false},
		{fyne.NewSize(1000, 720), true},
	} {
		u.win.Resize(tt.size)
		u.dialogs.showNewGameDialog()
		if got := u.dialogs.newGame.start.Horizontal; got != tt.horizontal {
			t.Errorf("%v window: the starts side by side %v, want %v", tt.size, got, tt.horizontal)
		}
		if across := scrollsAcross(u.win.Canvas().Overlays().Top()); across != nil {
			t.Errorf("%v window: the New game dialog scrolls across, %v wide in %v", tt.size, across.Content.MinSize().Width, across.Size().Width)
		}
		f := u.dialogs.newGame
		f.game.SetSelected(shown.Gomoku.Name())
		f.gomoku.Level.SetSelected(i18n.LevelName(level.Expert)) // the longest description
		relayout(u.win.Canvas().Overlays().Top())
		// Gomoku's choices, shown in the Othello choices' place, ask for no
		// more width than those
		var widest float32
		for _, form := range forms(u.win.Canvas().Overlays().Top()) {
			if form != f.gomoku.Form {
				widest = max(widest, form.MinSize().Width)
			}
		}
		if got := f.gomoku.Form.MinSize().Width; got > widest {
			t.Errorf("%v window: Gomoku's choices need %v across, Othello's %v", tt.size, got, widest)
		}
		u.win.Canvas().Overlays().Top().Hide()
	}
	// opened on Gomoku's choices, the dialog still fits Othello's, the way
	// back to the Othello game waiting among the starts
	u.ctl.Load(mustParse(t, "f5d6c3"), u.snap.Settings)
	run(queue)
	u.win.Resize(u.win.Content().MinSize())
	u.dialogs.showNewGameDialog()
	u.dialogs.newGame.game.SetSelected(shown.Gomoku.Name())
	u.dialogs.newGame.dlg.Confirm()
	if !u.gmk.Active() {
		t.Fatal("no Gomoku game started")
	}
	u.win.Resize(u.win.Content().MinSize())
	u.dialogs.showNewGameDialog()
	u.dialogs.newGame.game.SetSelected(shown.Othello.Name())
	relayout(u.win.Canvas().Overlays().Top())
	if across := scrollsAcross(u.win.Canvas().Overlays().Top()); across != nil {
		t.Errorf("opened on Gomoku: Othello's choices scroll across, %v wide in %v", across.Content.MinSize().Width, across.Size().Width)
	}
	u.win.Canvas().Overlays().Top().Hide()
	// in a window with room for all of them, the dialog grows to Othello's
	// choices and shrinks back to Gomoku's
	u.win.Resize(fyne.NewSize(1000, 720))
	u.dialogs.showNewGameDialog()
	for _, kind := range []shown.Kind{shown.Othello, shown.Gomoku, shown.Othello} {
		u.dialogs.newGame.game.SetSelected(kind.Name())
		pop := u.win.Canvas().Overlays().Top().(*widget.PopUp)
		if size, least := pop.Content.Size(), pop.Content.MinSize(); size.Width < least.Width-0.5 || size.Height < least.Height-0.5 || size.Width > least.Width+0.5 {
			t.Errorf("%s's choices: the dialog is %v, fitting them takes %v", kind.Name(), size, least)
		}
	}
}

// scrollsAcross returns the first scroll in o whose content is wider than
// itself, nil when none is.
func scrollsAcross(o fyne.CanvasObject) *container.Scroll {
	switch w := o.(type) {
	case *container.Scroll:
		if w.Visible() && w.Content.MinSize().Width > w.Size().Width+0.5 {
			return w
		}
		return scrollsAcross(w.Content)
	case *fyne.Container:
		for _, c := range w.Objects {
			if s := scrollsAcross(c); s != nil {
				return s
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			if s := scrollsAcross(c); s != nil {
				return s
			}
		}
	}
	return nil
}

// forms returns the forms in o.
func forms(o fyne.CanvasObject) []*widget.Form {
	switch w := o.(type) {
	case *widget.Form:
		return []*widget.Form{w}
	case *container.Scroll:
		return forms(w.Content)
	case *fyne.Container:
		var out []*widget.Form
		for _, c := range w.Objects {
			out = append(out, forms(c)...)
		}
		return out
	case fyne.Widget:
		var out []*widget.Form
		for _, c := range test.WidgetRenderer(w).Objects() {
			out = append(out, forms(c)...)
		}
		return out
	}
	return nil
}

// A fitted dialog's scroll bars never lie over its buttons: with one
// engine listed in a small window, the Engines dialog scrolled and its
// scroll bar covered the Remove button. Every dialog is checked, since
// each scrolls the same way.
func TestScrollBarsLeaveTheButtonsFree(t *testing.T) {
	u, _ := newTestUI(t)
	u.engines.set([]controller.EngineEntry{{Name: "Edax", Protocol: engine.NBoard, Command: "edax -nboard", Depth: 12}})
	bar := theme.ScrollBarSize()
	dialogs := []struct {
		name string
		show func()
	}{
		{"engines", u.dialogs.showEngines},
		{"settings", u.dialogs.showSettings},
		{"new game", u.dialogs.showNewGameDialog},
		{"engine form", func() { u.dialogs.showEngineForm(nil) }},
	}
	scrolled := 0
	for _, size := range []fyne.Size{{Width: 520, Height: 400}, {Width: 400, Height: 300}, u.win.Content().MinSize(), {Width: 1000, Height: 720}} {
		u.win.Resize(size)
		for _, d := range dialogs {
			d.show()
			top := u.win.Canvas().Overlays().Top()
			s := fittedScroll(top)
			if s == nil {
				t.Fatalf("%v window: the %s dialog has no scroll", size, d.name)
			}
			content, view := s.Content.Size(), s.Size()
			down, across := content.Height > view.Height+0.5, content.Width > view.Width+0.5
			if down || across {
				scrolled++
			}
			eachButton(s.Content, fyne.NewPos(0, 0), func(b *widget.Button, at fyne.Position) {
				end := at.Add(b.Size())
				if down && end.X > content.Width-bar+0.5 {
					t.Errorf("%v window: the %s dialog's %q button (to x %v) lies under the scroll bar (from x %v)", size, d.name, b.Text, end.X, content.Width-bar)
				}
				if across && end.Y > content.Height-bar+0.5 {
					t.Errorf("%v window: the %s dialog's %q button (to y %v) lies under the scroll bar across (from y %v)", size, d.name, b.Text, end.Y, content.Height-bar)
				}
			})
			for u.win.Canvas().Overlays().Top() != nil {
				u.win.Canvas().Overlays().Top().Hide()
			}
		}
	}
	if scrolled == 0 {
		t.Error("no dialog scrolled: the test proves nothing")
	}
}

// fittedScroll returns the first scroll in o: a fitted dialog's.
func fittedScroll(o fyne.CanvasObject) *container.Scroll {
	switch w := o.(type) {
	case *container.Scroll:
		return w
	case *fyne.Container:
		for _, c := range w.Objects {
			if s := fittedScroll(c); s != nil {
				return s
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			if s := fittedScroll(c); s != nil {
				return s
			}
		}
	}
	return nil
}

// eachButton calls f on every shown button in o, with its position in o's
// parent's coordinates given o's, at.
func eachButton(o fyne.CanvasObject, at fyne.Position, f func(*widget.Button, fyne.Position)) {
	if !o.Visible() {
		return
	}
	switch w := o.(type) {
	case *widget.Button:
		f(w, at)
	case *fyne.Container:
		for _, c := range w.Objects {
			eachButton(c, at.Add(c.Position()), f)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			eachButton(c, at.Add(c.Position()), f)
		}
	}
}
