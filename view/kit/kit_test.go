package kit_test

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/model"
	"othello/view/kit"
	_ "othello/view/locale" // Fyne reads C.UTF-8 as English
)

func TestIndexOf(t *testing.T) {
	list := []string{"6x6", "8x8", "10x10"}
	for _, c := range []struct {
		v        string
		fallback int
		want     int
	}{
		{"6x6", 1, 0},
		{"10x10", 1, 2},
		{"12x12", 1, 1},
		{"", -1, -1},
	} {
		if got := kit.IndexOf(list, c.v, c.fallback); got != c.want {
			t.Errorf("IndexOf(%q, fallback %d) = %d, want %d", c.v, c.fallback, got, c.want)
		}
	}
}

// A radio group made by Radio keeps its choice when its chosen button is
// clicked again, tells changed of each choice, the first one too, and
// gives the keyboard back.
func TestRadioKeepsItsChoice(t *testing.T) {
	w := test.NewTempWindow(t, widget.NewLabel(""))
	var seen []string
	r := kit.Radio(w.Canvas(), []string{"Black", "White"}, "Black", func(v string) { seen = append(seen, v) })
	w.SetContent(r)
	entry := widget.NewEntry()
	w.Canvas().Focus(entry)
	r.SetSelected("") // what a click on the chosen button does
	if r.Selected != "Black" {
		t.Errorf("a click on the chosen button left %q chosen", r.Selected)
	}
	r.SetSelected("White")
	if r.Selected != "White" || len(seen) < 2 || seen[0] != "Black" || seen[len(seen)-1] != "White" || slices.Contains(seen, "") {
		t.Errorf("chosen %q, changed saw %q; want White, from Black, never no choice", r.Selected, seen)
	}
	if w.Canvas().Focused() != nil {
		t.Errorf("the radio kept the keyboard from the window: %T focused", w.Canvas().Focused())
	}
}

// A dialog's size is what it wishes, as far as the window leaves it room.
func TestFitSize(t *testing.T) {
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(400, 300))
	room := w.Canvas().Size()
	for _, c := range []struct{ w, h, wantW, wantH float32 }{
		{200, 100, 200, 100},
		{900, 100, room.Width - 2*kit.DialogMargin, 100},
		{200, 900, 200, room.Height - 2*kit.DialogMargin},
	} {
		if got := kit.FitSize(w.Canvas(), c.w, c.h); got != fyne.NewSize(c.wantW, c.wantH) {
			t.Errorf("FitSize(%v, %v) in %v = %v, want %vx%v", c.w, c.h, room, got, c.wantW, c.wantH)
		}
	}
}

// Described greys its line with its choice.
func TestDescribedGreysItsLine(t *testing.T) {
	choice := widget.NewSelect([]string{"Easy", "Hard"}, nil)
	about := kit.AboutLine("Looks four moves ahead")
	d := kit.NewDescribed(choice, about)
	d.Disable()
	if !choice.Disabled() || !d.Disabled() || about.Importance != widget.LowImportance {
		t.Errorf("disabled: choice %v, line importance %v", choice.Disabled(), about.Importance)
	}
	d.Enable()
	if choice.Disabled() || about.Importance != widget.MediumImportance {
		t.Errorf("enabled: choice disabled %v, line importance %v", choice.Disabled(), about.Importance)
	}
}

// OneOf shows one choice at a time, and answers for it: greyed or not,
// as the form greys the row's label.
func TestOneOfShowsOneChoice(t *testing.T) {
	level := widget.NewSelect([]string{"Easy", "Hard"}, nil)
	command := widget.NewEntry()
	o := kit.NewOneOf(level, command)
	if !level.Visible() || command.Visible() || o.Picked() != 0 {
		t.Fatalf("at first: level shown %v, command shown %v", level.Visible(), command.Visible())
	}
	command.Disable()
	if o.Disabled() {
		t.Error("the level shown, enabled: the row reads disabled")
	}
	o.Pick(1)
	if level.Visible() || !command.Visible() || !o.Disabled() {
		t.Errorf("the command shown: level shown %v, command shown %v, disabled %v", level.Visible(), command.Visible(), o.Disabled())
	}
	o.Enable()
	if command.Disabled() {
		t.Errorf("Enable left the command shown disabled")
	}
	if got := o.MinSize(); got != command.MinSize() {
		t.Errorf("MinSize %v, want the shown choice's %v", got, command.MinSize())
	}
}

// Escape in an EscapeEntry closes its dialog; other keys edit.
func TestEscapeEntry(t *testing.T) {
	closed := 0
	e := kit.NewEscapeEntry(func() { closed++ })
	w := test.NewTempWindow(t, e)
	w.Canvas().Focus(e)
	test.Type(e, "ab")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if closed != 1 || e.Text != "a" {
		t.Errorf("after a, b, Backspace, Escape: closed %d times, text %q", closed, e.Text)
	}
}

// A clock's face is drawn alike in both games: the running one bold in the
// text colour, the waiting one grey, low time in the warning colour (a
// quarter of the main time, 30 s at most) and the last 10 s in the error
// colour, running or not.
func TestClockFaceStyle(t *testing.T) {
	fiveMin := model.TimeControl{Main: 5 * time.Minute}
	tests := []struct {
		name    string
		tc      model.TimeControl
		left    time.Duration
		running bool
		colour  fyne.ThemeColorName
	}{
		{"running", fiveMin, 4 * time.Minute, true, theme.ColorNameForeground},
		{"waiting", fiveMin, 4 * time.Minute, false, theme.ColorNamePlaceHolder},
		{"low, running", fiveMin, 29 * time.Second, true, theme.ColorNameWarning},
		{"low, waiting", fiveMin, 29 * time.Second, false, theme.ColorNameWarning},
		{"a quarter of a minute", model.TimeControl{Main: time.Minute}, 14 * time.Second, true, theme.ColorNameWarning},
		{"not yet low", model.TimeControl{Main: time.Minute}, 16 * time.Second, true, theme.ColorNameForeground},
		{"the last seconds", fiveMin, 9 * time.Second, false, theme.ColorNameError},
	}
	for _, tt := range tests {
		colour, style := kit.ClockFaceStyle(tt.tc, tt.left, tt.running)
		if colour != tt.colour || style != (fyne.TextStyle{Bold: tt.running}) {
			t.Errorf("%s: %s, %+v; want %s, bold %v", tt.name, colour, style, tt.colour, tt.running)
		}
	}
}
