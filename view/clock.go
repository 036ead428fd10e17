// The game clocks in the window: their faces in the panel, the ticker that
// moves them between events, holding them while the window reviews, and
// the start positions and time controls the New game dialog offers.

package view

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"othello/controller/session"
	"othello/model"
	"othello/view/gomokuview"
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
// window shows no live position of it (a review) and while a dialog
// keeps the person to move from the board, shows them, and keeps the
// ticker going while one runs or a dialog holds them: the ticker looks
// again each tick, as no event says that a dialog closed.
func (c *clockView) show() {
	u := c.u
	g := u.shown()
	st := g.Session().State()
	// the person's time, not the computer's: a computer thinking under a
	// dialog goes on spending its own (and a person answering Gomoku's
	// opening question answers it in its box as their move, their clock
	// running, until another dialog covers the box)
	c.covered = st.Clocks.On() && !st.Over && (st.PersonToMove || st.Asking) && c.boardCovered()
	c.hold(g.Session(), g.Clock().Aside() || c.covered)
	c.tick()
}

// boardCovered reports whether a dialog keeps the person from the game:
// one that is not the game's own box (Gomoku's game-over box, or its
// opening question's, which the person answers as their move).
func (c *clockView) boardCovered() bool {
	u := c.u
	return u.dialogOpen() && (u.gmk == nil || u.gmk.BoxOf(u.win.Canvas().Overlays().Top()) != gomokuview.QuestionBox)
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
	needed := u.shown().Clock().ShowFaces() || c.covered
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

// showClocks writes each side's time left in its row, drawn as
// kit.ClockFaceStyle says.
func (p *panel) showClocks(k session.Reading) {
	if p.sides == nil {
		return
	}
	for _, c := range []model.Color{model.Black, model.White} {
		if !k.On() {
			p.sides.HideClock(int(c))
			continue
		}
		p.sides.SetClock(int(c), k.Control, k.LeftAt(int(c), k.At), k.Running && k.Side == int(c))
	}
}
