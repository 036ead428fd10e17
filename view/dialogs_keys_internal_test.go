// Tests of the keys in dialogs: Return presses the default button, and a
// choice made hands Escape and Return back to the window.

package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Return presses a dialog's default button, as it does in other desktop
// programs: Start in New game, Close
// where it is the dialog's only button (Settings; Engines, whose Add
// engine is one of its choices); a dialog with no default stays open.
func TestReturnPressesTheDefaultButton(t *testing.T) {
	u, queue := stateClockUI(t, t.TempDir())
	u.ctl.Load(mustParse(t, "f5d6c3"), u.snap.Settings)
	run(queue)
	press := func() {
		u.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
		run(queue)
	}
	for _, tt := range []struct {
		name   string
		show   func()
		closes bool
	}{
		{"settings", u.dialogs.showSettings, true},
		{"engines", u.dialogs.showEngines, true},
		{"two buttons, neither the default", func() {
			dialog.ShowCustom("Two", "Close", container.NewHBox(widget.NewButton("One", func() {}), widget.NewButton("Other", func() {})), u.win)
		}, false},
		{"new game", u.dialogs.showNewGameDialog, true},
	} {
		tt.show()
		press()
		if u.dialogOpen() == tt.closes {
			t.Errorf("Return in %s: a dialog open %v, want %v", tt.name, u.dialogOpen(), !tt.closes)
		}
		for u.dialogOpen() {
			u.win.Canvas().Overlays().Top().Hide()
		}
	}
	if u.snap.Game.Len() != 0 {
		t.Errorf("Return in New game left the game of %d moves", u.snap.Game.Len())
	}
}

// A choice made in a dialog hands the keyboard back to the window, so that
// Escape and Return still close it: a check box, select or slider kept the
// focus once used, and swallowed both (Settings stayed open after a click
// on Move values).
func TestDialogChoicesGiveTheKeysBack(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(1000, 720))
	c := u.win.Canvas()
	for _, d := range []struct {
		name string
		show func()
	}{
		{"settings", u.dialogs.showSettings},
		{"new game", u.dialogs.showNewGameDialog},
		{"export picture", u.pictures.showExportPicture},
		{"engine form", func() { u.dialogs.showEngineForm(nil) }},
	} {
		d.show()
		dialog := c.Overlays().Top()
		for _, w := range choices(dialog) {
			if dis, ok := w.(fyne.Disableable); ok && dis.Disabled() {
				continue
			}
			switch w := w.(type) {
			case *widget.Check:
				test.Tap(w)
			case *widget.Slider:
				test.Tap(w)
			case *widget.Select:
				test.Tap(w) // opens its list, which closes before the choice acts
				for c.Overlays().Top() != dialog && c.Overlays().Top() != nil {
					c.Overlays().Top().Hide()
				}
				w.SetSelectedIndex((w.SelectedIndex() + 1) % len(w.Options))
			}
			if f := c.Focused(); f != nil {
				t.Errorf("%s: after a choice with the %T, it keeps the keys", d.name, f)
				c.Unfocus()
			}
		}
		for c.Overlays().Top() != nil {
			c.Overlays().Top().Hide()
		}
	}
}

// choices returns the check boxes, selects and sliders in o.
func choices(o fyne.CanvasObject) []fyne.CanvasObject {
	switch w := o.(type) {
	case *widget.Check, *widget.Select, *widget.Slider:
		return []fyne.CanvasObject{w}
	case *widget.PopUp:
		return choices(w.Content)
	case *container.Scroll:
		return choices(w.Content)
	case *fyne.Container:
		var out []fyne.CanvasObject
		for _, c := range w.Objects {
			out = append(out, choices(c)...)
		}
		return out
	case fyne.Widget:
		var out []fyne.CanvasObject
		for _, c := range test.WidgetRenderer(w).Objects() {
			out = append(out, choices(c)...)
		}
		return out
	}
	return nil
}
