// The game clocks in the window: their faces in the panel, the ticker that
// moves them between events, holding them while the window reviews, and
// the start positions and time controls the New game dialog offers.

package view

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/view/i18n"
)

// clockView is the window's side of the game clocks.
type clockView struct {
	u *UI
	// heldIn is the session last told whether to hold its clocks, and
	// held what it was told
	heldIn  session.Session
	held    bool
	covered bool // a dialog holds them: the player to move cannot reach the board
	// ticker calls tick every interval on the UI goroutine until stop is
	// called; nil is a time.Ticker through fyne.Do (tests replace it)
	ticker func(every time.Duration, tick func()) (stop func())
	stop   func() // stops the running ticker; nil when none runs
}

// clockTick is how often the running clock's face is brought up to date:
// often enough for the tenths shown under 10 s.
const clockTick = 100 * time.Millisecond

// realTicker calls tick every interval through fyne.Do until stopped.
func realTicker(every time.Duration, tick func()) func() {
	t := time.NewTicker(every)
	done := make(chan struct{})
	go func() {
		defer t.Stop()
		for {
			select {
			case <-t.C:
				fyne.Do(tick)
			case <-done:
				return
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done) }) }
}

// show holds the clocks of the game on show, either game, while the
// window shows no live position of it (a review, or the question whether
// to go on with a restored game) and while a dialog keeps the person to
// move from the board, shows them, and keeps the ticker going while one
// runs or a dialog holds them: the ticker looks again each tick, as no
// event says that a dialog closed.
func (c *clockView) show() {
	u := c.u
	g := u.shown()
	live, personToMove := g.clock().live()
	// the person's time, not the computer's: a computer thinking under a
	// dialog goes on spending its own (and a person answering Gomoku's
	// opening question is not to move on the board: the question is
	// their move, their clock running)
	c.covered = live && personToMove && u.dialogOpen()
	c.hold(g.session(), g.clock().aside() || c.covered)
	c.tick()
}

// hold tells s to hold its clocks while on, when that changes: the
// session told last, or another.
func (c *clockView) hold(s session.Session, on bool) {
	if s != c.heldIn || on != c.held {
		c.heldIn, c.held = s, on
		s.HoldClock(on)
	}
}

// tick shows the clocks of the game on show as they are now, and
// starts or stops the ticker as it is needed or not.
func (c *clockView) tick() {
	u := c.u
	needed := u.shown().clock().showFaces() || c.covered
	switch {
	case needed && c.stop == nil:
		ticker := c.ticker
		if ticker == nil {
			ticker = realTicker
		}
		c.stop = ticker(clockTick, c.show)
	case !needed && c.stop != nil:
		c.stop()
		c.stop = nil
	}
}

// newClockFace makes the text of one side's clock.
func newClockFace() *canvas.Text {
	t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
	t.TextSize = 20
	t.TextStyle.Monospace = true
	t.Alignment = fyne.TextAlignTrailing
	return t
}

// clockBox holds a clock's face beside the count, in the middle of the
// row's height; hidden until a game has a clock.
func clockBox(face *canvas.Text) *fyne.Container {
	box := container.New(layout.NewCustomPaddedLayout(0, 0, 0, 12), container.NewVBox(layout.NewSpacer(), face, layout.NewSpacer()))
	box.Hide()
	return box
}

// showClocks writes each side's time left: the running clock bold in the
// text colour, the waiting one grey, either in the theme's warning colour
// when its time runs low and its error colour under 10 s.
func (p *panel) showClocks(k controller.Clocks) {
	p.clockState = k
	for _, c := range []model.Color{model.Black, model.White} {
		face, box := p.clocks[c], p.clockBoxes[c]
		if face == nil {
			continue
		}
		if !k.On() {
			box.Hide()
			continue
		}
		left := k.LeftAt(c, k.At)
		running := k.Running && k.Side == c
		text := clockFace(left)
		colour := theme.Color(clockColour(k.Control, left, running))
		if face.Text != text || face.Color != colour || face.TextStyle.Bold != running || box.Hidden {
			face.Text, face.Color, face.TextStyle.Bold = text, colour, running
			box.Show()
			face.Refresh()
		}
	}
}

// clockFace writes a time left as a clock shows it: mm:ss, h:mm:ss from
// an hour, counting each second down as it begins (a clock started at
// 3:00 shows 03:00 for its first second); under 10 s, the tenths that are
// left ("00:09.4").
func clockFace(d time.Duration) string {
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

// clockColour is the colour of a clock's face.
func clockColour(tc model.TimeControl, left time.Duration, running bool) fyne.ThemeColorName {
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
var clockPresets = []model.TimeControl{
	{},
	{Main: time.Minute},
	{Main: 3 * time.Minute, Increment: 2 * time.Second},
	{Main: 5 * time.Minute},
	{Main: 10 * time.Minute, Increment: 5 * time.Second},
	{Main: 15 * time.Minute, Increment: 10 * time.Second},
	{Main: 30 * time.Minute},
}

// clockChoices names the presets as the dialog offers them, then the
// custom choice.
func clockChoices() []string {
	out := []string{noClockLabel}
	for _, tc := range clockPresets[1:] {
		out = append(out, clockLabel(tc))
	}
	return append(out, customClockLabel)
}

// clockLabel names a time control as players write it and says what it
// means: "3+2: 3 min each, +2 s a move".
func clockLabel(tc model.TimeControl) string {
	// the name is the control's own ("3+1.5"), its decimals in the language's mark
	name := strings.ReplaceAll(tc.String(), ".", i18n.T("decimal mark"))
	a := i18n.Args{"Name": name, "Minutes": minutesText(tc.Main), "Seconds": secondsText(tc.Increment)}
	if tc.Increment > 0 {
		return i18n.T("{{.Name}}: {{.Minutes}} min each, +{{.Seconds}} s a move", a)
	}
	return i18n.T("{{.Name}}: {{.Minutes}} min each", a)
}

// clockChoice is the dialog's choice for tc: a preset's name, or custom.
func clockChoice(tc model.TimeControl) string {
	for i, p := range clockPresets {
		if p == tc {
			return clockChoices()[i]
		}
	}
	return customClockLabel
}

// presetClock returns the time control of a preset's name; false for the
// custom choice.
func presetClock(choice string) (model.TimeControl, bool) {
	for i, name := range clockChoices()[:len(clockPresets)] {
		if name == choice {
			return clockPresets[i], true
		}
	}
	return model.TimeControl{}, false
}

// customClock reads the custom choice's minutes and seconds of increment,
// such as "7" and "3" (decimals allowed), within the controller's bounds.
func customClock(minutes, increment string) (model.TimeControl, error) {
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

// minutesText and secondsText write a custom clock back into its fields
// and into the clock's name, with the language's decimal mark.
func minutesText(d time.Duration) string { return i18n.Decimal(d.Minutes(), -1) }

func secondsText(d time.Duration) string { return i18n.Decimal(d.Seconds(), -1) }
