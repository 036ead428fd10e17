// Gomoku's game clocks in the window: the New game dialog's choice of
// clock, the players' faces under the title, ticking while a clock runs,
// held while the window reviews, and kept with the unfinished game.

package gomokuview

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"othello/controller/session"
	"othello/model"
	"othello/model/gomoku"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

// gomokuClockChoice makes the dialog's choice of clock, set to tc: the
// presets Othello's dialog offers.
func gomokuClockChoice(c fyne.Canvas, tc model.TimeControl) *widget.Select {
	choices := kit.ClockChoices()[:len(kit.ClockPresets)]
	s := widget.NewSelect(choices, kit.HandsBack[string](c, nil))
	s.SetSelected(choices[0])
	for i, p := range kit.ClockPresets {
		if p == tc {
			s.SetSelected(choices[i])
		}
	}
	return s
}

// gomokuClockOf reads the dialog's choice of clock.
func gomokuClockOf(s *widget.Select) model.TimeControl {
	tc, _ := kit.PresetClock(s.Selected)
	return tc
}

func (v *View) Clock() shown.Clock { return gomokuClock{v} }

// gomokuClock is Gomoku's clocks, shown in a line under the title.
type gomokuClock struct{ v *View }

// text is the players' clocks as the panel shows them, the running
// one marked: "▶ Black 04:59   White 05:00"; "" without a clock. Before
// the opening settles the colours, the players are named First and
// Second.
func (c gomokuClock) text(k session.Reading) string {
	v := c.v
	if !k.On() {
		return ""
	}
	var parts []string
	for i := range 2 {
		left := k.LeftAt(i, c.now())
		mark := ""
		if k.Running && k.Side == i {
			mark = "▶ "
		}
		who := [2]string{i18n.T("First"), i18n.T("Second")}[i]
		if c := v.st.Colours[i]; c != gomoku.NoColor {
			who = stoneColour(c)
		}
		parts = append(parts, mark+who+" "+kit.ClockFace(left))
	}
	return strings.Join(parts, "    ")
}

// now is the time the clocks are read at.
func (c gomokuClock) now() time.Time {
	if c.v.time != nil {
		return c.v.time.Now()
	}
	return time.Now()
}

func (c gomokuClock) Aside() bool { return c.v.review >= 0 }

// ShowFaces writes the clocks' line under the title, read afresh.
func (c gomokuClock) ShowFaces() bool {
	v := c.v
	v.st.Clocks = v.s.State().Clocks
	k := v.st.Clocks
	text := c.text(k)
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
