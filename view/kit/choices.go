// The choices of the window's dialogs: a choice with a line saying what
// it does, radio groups and selects that hand the keyboard back, and
// buttons enabled by a flag.

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"othello/view/i18n"
)

// Described is a choice with a line under it saying what the chosen value
// does. Disabled, the line greys with the choice; a form greys the
// choice's label too, as it does for any disabled widget.
type Described struct {
	widget.BaseWidget
	choice Chooser
	about  *widget.Label
}

// AboutLine makes a wrapped line that says what a choice does (the line of a
// Described).
func AboutLine(text string) *widget.Label {
	return i18n.WrapLabel(text)
}

func NewDescribed(choice Chooser, about *widget.Label) *Described {
	d := &Described{choice: choice, about: about}
	d.ExtendBaseWidget(d)
	return d
}

func (d *Described) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewVBox(d.choice, d.about))
}

// Enable enables the choice and shows its line in the text colour.
func (d *Described) Enable() {
	d.choice.Enable()
	d.about.Importance = widget.MediumImportance
	d.about.Refresh()
}

// Disable disables the choice and greys its line.
func (d *Described) Disable() {
	d.choice.Disable()
	d.about.Importance = widget.LowImportance
	d.about.Refresh()
}

// Disabled reports whether the choice is disabled.
func (d *Described) Disabled() bool { return d.choice.Disabled() }

// HandsBack wraps a check box's, select's or slider's changed so that the
// choice hands the keyboard back to the window: the focused widget would
// swallow Escape and Return, and the dialog no longer close with them.
// changed may be nil.
func HandsBack[T any](c fyne.Canvas, changed func(T)) func(T) {
	return func(v T) {
		c.Unfocus()
		if changed != nil {
			changed(v)
		}
	}
}

// Radio makes a Radio group with selected chosen, whose choice a click
// cannot clear, and which hands the keyboard back to the window once
// clicked: a focused Radio button swallows every key, Escape too, and the
// dialog would no longer close with it. changed, if any, sees each choice,
// the first one too.
func Radio(c fyne.Canvas, labels []string, selected string, changed func(string)) *widget.RadioGroup {
	r := widget.NewRadioGroup(labels, nil)
	r.SetSelected(selected)
	if changed != nil {
		changed(selected)
	}
	last := selected
	r.OnChanged = func(v string) {
		if v == "" { // a click on the chosen button
			r.SetSelected(last)
			return
		}
		last = v
		c.Unfocus()
		if changed != nil {
			changed(v)
		}
	}
	return r
}

// IndexOf is the index of v in list, fallback when v is not there.
func IndexOf(list []string, v string, fallback int) int {
	for i, s := range list {
		if s == v {
			return i
		}
	}
	return fallback
}

// SetEnabled enables b when on, else disables it.
func SetEnabled(b fyne.Disableable, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// Chooser is a choice a form row holds: a widget that can be greyed.
type Chooser interface {
	fyne.CanvasObject
	fyne.Disableable
}

// OneOf holds choices of which one shows at a time, in the same form row:
// which one applies depends on another choice (a level for our engine, a
// command line for a program), and a row for each, the other greyed, made
// a dialog taller than a small window. The row's label greys with the
// choice shown.
type OneOf struct {
	widget.BaseWidget
	choices []Chooser
	shown   int
}

// NewOneOf holds choices, the first shown.
func NewOneOf(choices ...Chooser) *OneOf {
	o := &OneOf{choices: choices}
	o.ExtendBaseWidget(o)
	o.Pick(0)
	return o
}

// Pick shows choice i and hides the others.
func (o *OneOf) Pick(i int) {
	o.shown = i
	for j, c := range o.choices {
		if j == i {
			c.Show()
		} else {
			c.Hide()
		}
	}
	o.Refresh()
}

// Picked is the index of the choice shown.
func (o *OneOf) Picked() int { return o.shown }

func (o *OneOf) CreateRenderer() fyne.WidgetRenderer {
	objects := make([]fyne.CanvasObject, len(o.choices))
	for i, c := range o.choices {
		objects[i] = c
	}
	return widget.NewSimpleRenderer(container.NewStack(objects...))
}

// Enable enables the choice shown.
func (o *OneOf) Enable() { o.choices[o.shown].Enable() }

// Disable disables the choice shown.
func (o *OneOf) Disable() { o.choices[o.shown].Disable() }

// Disabled reports whether the choice shown is disabled.
func (o *OneOf) Disabled() bool { return o.choices[o.shown].Disabled() }
