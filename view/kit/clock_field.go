// The New game dialog's choice of clock, the same for every game.

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"othello/model"
	"othello/view/i18n"
)

// ClockField chooses a game's clock: none, a preset such as 3+2 (minutes,
// then seconds added after each move), or custom minutes and increment,
// whose fields show only when chosen. Both games' New game dialogs offer
// it, so that a clock one game offers the other does too.
type ClockField struct {
	Select             *widget.Select
	Minutes, Increment *EscapeEntry      // the custom time control
	Custom             *fyne.Container   // the custom fields, shown when chosen
	row                fyne.CanvasObject // the choice, the custom fields beside it
}

// NewClockField makes the choice of clock of a dialog on canvas c,
// showing tc (a time control that is no preset shows as custom); Escape in
// the custom fields closes the dialog, as it does elsewhere in it.
func NewClockField(c fyne.Canvas, tc model.TimeControl) *ClockField {
	closeDialog := func() {
		c.Unfocus()
		if top := c.Overlays().Top(); top != nil {
			top.Hide()
		}
	}
	f := &ClockField{Minutes: NewEscapeEntry(closeDialog), Increment: NewEscapeEntry(closeDialog)}
	f.Minutes.SetText("7")
	f.Increment.SetText("3")
	f.setCustom(tc)
	valid := func(string) error { return f.Problem() }
	f.Minutes.Validator, f.Increment.Validator = valid, valid
	field := func(e *EscapeEntry) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(72, e.MinSize().Height), e)
	}
	f.Custom = container.NewHBox(field(f.Minutes), widget.NewLabel(i18n.T("min +")), field(f.Increment), widget.NewLabel(i18n.T("s")))
	f.Select = widget.NewSelect(ClockChoices(), HandsBack(c, func(v string) {
		if v == CustomClockLabel() {
			f.Custom.Show()
		} else {
			f.Custom.Hide()
		}
	}))
	f.Select.SetSelected(ClockChoice(tc))
	f.row = container.NewBorder(nil, nil, nil, f.Custom, f.Select)
	return f
}

// setCustom fills the custom fields with tc when it is no preset.
func (f *ClockField) setCustom(tc model.TimeControl) {
	if ClockChoice(tc) == CustomClockLabel() {
		f.Minutes.SetText(MinutesText(tc.Main))
		f.Increment.SetText(SecondsText(tc.Increment))
	}
}

// Set shows tc as the choice.
func (f *ClockField) Set(tc model.TimeControl) {
	f.setCustom(tc)
	f.Select.SetSelected(ClockChoice(tc))
}

// SetEnabled greys the choice and its custom fields, or gives them back.
func (f *ClockField) SetEnabled(on bool) {
	for _, w := range []fyne.Disableable{f.Select, f.Minutes, f.Increment} {
		SetEnabled(w, on)
	}
}

// Row is the field as its dialog's form shows it: the choice, the custom
// fields beside it.
func (f *ClockField) Row() fyne.CanvasObject { return f.row }

// TimeControl reads the choice; a custom clock that cannot be read is no
// clock (Problem says why).
func (f *ClockField) TimeControl() model.TimeControl {
	if tc, ok := PresetClock(f.Select.Selected); ok {
		return tc
	}
	tc, err := CustomClock(f.Minutes.Text, f.Increment.Text)
	if err != nil {
		return model.TimeControl{}
	}
	return tc
}

// Problem says what is wrong with a custom clock; nil for a preset.
func (f *ClockField) Problem() error {
	if f.Select == nil || f.Select.Selected != CustomClockLabel() {
		return nil
	}
	_, err := CustomClock(f.Minutes.Text, f.Increment.Text)
	return err
}
