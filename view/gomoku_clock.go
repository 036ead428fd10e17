// Gomoku's game clocks in the window: the New game dialog's choice of
// clock, the players' faces under the title, ticking while a clock runs,
// held while the window reviews, and kept with the unfinished game.

package view

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model"
	"othello/model/gomoku"
)

// gomokuClockLine is the kept game's line of its clock: "# clock 5+0 left
// 290.5 300", the time control, then the first and second players' time
// left in seconds. A file without one has no clock.
const gomokuClockLine = "# clock "

// gomokuClockChoice makes the dialog's choice of clock, set to tc: the
// presets Othello's dialog offers.
func gomokuClockChoice(c fyne.Canvas, tc model.TimeControl) *widget.Select {
	choices := clockChoices()[:len(clockPresets)]
	s := widget.NewSelect(choices, handsBack[string](c, nil))
	s.SetSelected(choices[0])
	for i, p := range clockPresets {
		if p == tc {
			s.SetSelected(choices[i])
		}
	}
	return s
}

// gomokuClockOf reads the dialog's choice of clock.
func gomokuClockOf(s *widget.Select) model.TimeControl {
	tc, _ := presetClock(s.Selected)
	return tc
}

// clockText is the players' clocks as the panel shows them, the running
// one marked: "▶ Black 04:59   White 05:00"; "" without a clock. Before
// the opening settles the colours, the players are named First and
// Second.
func (v *gomokuView) clockText(k session.Reading) string {
	if !k.Control.On() {
		return ""
	}
	var parts []string
	for i := range 2 {
		left := k.Left[i]
		if k.Running && k.Side == i {
			left -= v.now().Sub(k.At)
		}
		mark := ""
		if k.Running && k.Side == i {
			mark = "▶ "
		}
		who := [2]string{tr("First"), tr("Second")}[i]
		if c := v.st.Colours[i]; c != gomoku.NoColor {
			who = stoneColour(c)
		}
		parts = append(parts, mark+who+" "+clockFace(max(left, 0)))
	}
	return strings.Join(parts, "    ")
}

// now is the time the clocks are read at.
func (v *gomokuView) now() time.Time {
	if v.time != nil {
		return v.time.Now()
	}
	return time.Now()
}

func (v *gomokuView) clockLive() (live, personToMove bool) {
	return v.st.Clocks.Control.On() && v.st.Phase != cg.Ended, v.st.PersonToMove
}

func (v *gomokuView) clockAside() bool { return v.review >= 0 }

func (v *gomokuView) holdClock(on bool) {
	if on != v.clockHeld {
		v.clockHeld = on
		v.s.HoldClock(on)
		v.st = v.s.State()
	}
}

// showClockFaces writes the clocks' line under the title, read afresh.
func (v *gomokuView) showClockFaces() bool {
	v.st.Clocks = v.s.State().Clocks
	k := v.st.Clocks
	text := v.clockText(k)
	if v.clocks.Text != text {
		v.clocks.SetText(text)
	}
	if text == "" {
		v.clocks.Hide()
	} else {
		v.clocks.Show()
	}
	return k.Running
}

// clockLine is the kept game's clock line, "" without a clock.
func clockLine(tc model.TimeControl, left [2]time.Duration) string {
	if !tc.On() {
		return ""
	}
	secs := func(d time.Duration) string {
		return fmt.Sprintf("%g", max(d, 0).Round(100*time.Millisecond).Seconds())
	}
	return fmt.Sprintf("%s%s left %s %s\n", gomokuClockLine, tc, secs(left[0]), secs(left[1]))
}

// readClockLine reads a kept game's clock line.
func readClockLine(rest string) (model.TimeControl, [2]time.Duration, error) {
	var name string
	var l0, l1 float64
	if _, err := fmt.Sscanf(rest, "%s left %g %g", &name, &l0, &l1); err != nil || l0 < 0 || l1 < 0 {
		return model.TimeControl{}, [2]time.Duration{}, fmt.Errorf("the clock line %q: want a time control and two times left", rest)
	}
	tc, err := model.ParseClock(name)
	if err != nil {
		return tc, [2]time.Duration{}, err
	}
	sec := func(s float64) time.Duration {
		return time.Duration(s * float64(time.Second)).Round(100 * time.Millisecond)
	}
	return tc, [2]time.Duration{sec(l0), sec(l1)}, nil
}
