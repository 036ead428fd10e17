// The game clocks' words and choices, the same for both games: a clock's
// face, its colour as time runs low, and the time controls the New game
// dialogs offer, with a custom one read from its fields.

package kit

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"othello/controller"
	"othello/model"
	"othello/view/i18n"
)

// ClockFace writes a time left as a clock shows it: mm:ss, h:mm:ss from
// an hour, counting each second down as it begins (a clock started at
// 3:00 shows 03:00 for its first second); under 10 s, the tenths that are
// left ("00:09.4").
func ClockFace(d time.Duration) string {
	d = max(d, 0)
	if d < 10*time.Second {
		tenths := d / (100 * time.Millisecond)
		return fmt.Sprintf("00:%02d%s%d", tenths/10, i18n.T("decimal mark"), tenths%10)
	}
	s := int((d + time.Second - 1) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%02d:%02d", s/60, s%60)
}

// lowTime is the time left under which a clock shows in the warning
// colour: a quarter of the main time, 30 s at most.
func lowTime(tc model.TimeControl) time.Duration { return min(30*time.Second, tc.Main/4) }

// ClockFaceStyle is how a clock's face is drawn in both games: the
// running one bold in the text colour, the waiting one grey, either in
// the theme's warning colour when its time runs low and in its error
// colour under 10 s.
func ClockFaceStyle(tc model.TimeControl, left time.Duration, running bool) (fyne.ThemeColorName, fyne.TextStyle) {
	return ClockColour(tc, left, running), fyne.TextStyle{Bold: running}
}

// ClockColour is the colour of a clock's face.
func ClockColour(tc model.TimeControl, left time.Duration, running bool) fyne.ThemeColorName {
	switch {
	case left < 10*time.Second:
		return theme.ColorNameError
	case left < lowTime(tc):
		return theme.ColorNameWarning
	case running:
		return theme.ColorNameForeground
	}
	return theme.ColorNamePlaceHolder
}

// The time controls the New game dialog offers, after none.
var ClockPresets = []model.TimeControl{
	{},
	{Main: time.Minute},
	{Main: 3 * time.Minute, Increment: 2 * time.Second},
	{Main: 5 * time.Minute},
	{Main: 10 * time.Minute, Increment: 5 * time.Second},
	{Main: 15 * time.Minute, Increment: 10 * time.Second},
	{Main: 30 * time.Minute},
}

// ClockChoices names the presets as the dialog offers them, then the
// custom choice.
func ClockChoices() []string {
	out := []string{NoClockLabel()}
	for _, tc := range ClockPresets[1:] {
		out = append(out, ClockLabel(tc))
	}
	return append(out, CustomClockLabel())
}

// ClockLabel names a time control as players write it and says what it
// means: "3+2: 3 min each, +2 s a move".
func ClockLabel(tc model.TimeControl) string {
	// the name is the control's own ("3+1.5"), its decimals in the language's mark
	name := strings.ReplaceAll(tc.String(), ".", i18n.T("decimal mark"))
	a := i18n.Args{"Name": name, "Minutes": MinutesText(tc.Main), "Seconds": SecondsText(tc.Increment)}
	if tc.Increment > 0 {
		return i18n.T("{{.Name}}: {{.Minutes}} min each, +{{.Seconds}} s a move", a)
	}
	return i18n.T("{{.Name}}: {{.Minutes}} min each", a)
}

// ClockChoice is the dialog's choice for tc: a preset's name, or custom.
func ClockChoice(tc model.TimeControl) string {
	for i, p := range ClockPresets {
		if p == tc {
			return ClockChoices()[i]
		}
	}
	return CustomClockLabel()
}

// PresetClock returns the time control of a preset's name; false for the
// custom choice.
func PresetClock(choice string) (model.TimeControl, bool) {
	for i, name := range ClockChoices()[:len(ClockPresets)] {
		if name == choice {
			return ClockPresets[i], true
		}
	}
	return model.TimeControl{}, false
}

// CustomClock reads the custom choice's minutes and seconds of increment,
// such as "7" and "3" (decimals allowed), within the controller's bounds.
func CustomClock(minutes, increment string) (model.TimeControl, error) {
	m, err := i18n.ReadDecimal(minutes)
	if err != nil || !(m > 0) || time.Duration(m*float64(time.Minute)) > controller.MaxMainTime {
		return model.TimeControl{}, errors.New(i18n.T("minutes {{.Given}}: want a number above 0, up to {{.Max}}", i18n.Args{"Given": strconv.Quote(minutes), "Max": i18n.Decimal(controller.MaxMainTime.Minutes(), -1)}))
	}
	inc := 0.0
	if t := strings.TrimSpace(increment); t != "" {
		inc, err = i18n.ReadDecimal(t)
		if err != nil || !(inc >= 0) || time.Duration(inc*float64(time.Second)) > controller.MaxIncrement {
			return model.TimeControl{}, errors.New(i18n.T("increment {{.Given}}: want seconds from 0 up to {{.Max}}", i18n.Args{"Given": strconv.Quote(increment), "Max": i18n.Decimal(controller.MaxIncrement.Seconds(), -1)}))
		}
	}
	round := func(d float64) time.Duration { return time.Duration(d).Round(100 * time.Millisecond) }
	return model.TimeControl{Main: round(m * float64(time.Minute)), Increment: round(inc * float64(time.Second))}, nil
}

// MinutesText and SecondsText write a custom clock back into its fields
// and into the clock's name, with the language's decimal mark.
func MinutesText(d time.Duration) string { return i18n.Decimal(d.Minutes(), -1) }

func SecondsText(d time.Duration) string { return i18n.Decimal(d.Seconds(), -1) }

// NoClockLabel and CustomClockLabel are the clock choices besides the
// presets' names ("3+2: ..."), in the language in use.
func NoClockLabel() string     { return i18n.T("No clock") }
func CustomClockLabel() string { return i18n.T("Custom…") }

// ClocksAfresh says, after the words on a game set up or pasted on the
// clock tc, that its clocks start afresh, when there is one: such a game
// keeps the clock of the one it replaced, full again.
func ClocksAfresh(tc model.TimeControl) string {
	if !tc.On() {
		return ""
	}
	return i18n.SentenceGap() + i18n.T("The clocks start afresh: {{.Clock}}.", i18n.Args{"Clock": ClockLabel(tc)})
}
