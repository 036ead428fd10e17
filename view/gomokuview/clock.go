// Gomoku's game clocks in the window: the players' faces under the
// title, ticking while a clock runs, held while the window reviews, and
// kept with the unfinished game. The New game dialog's choice of clock is
// both games' (kit.ClockField).

package gomokuview

import (
	"time"

	"fyne.io/fyne/v2/widget"

	"othello/controller/session"
	"othello/model/gomoku"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

// Clock is Gomoku's clocks as the window ticks and holds them.
func (v *View) Clock() shown.Clock { return gomokuClock{v} }

// gomokuClock is Gomoku's clocks, shown in a line under the title.
type gomokuClock struct{ v *View }

// faces are the players' clocks as the panel shows them, each its
// player's name and its face drawn as Othello's are (kit.ClockFaceStyle:
// the running one bold, low time in the theme's warning colour): "Black
// 04:59    White 05:00"; none without a clock. Before the opening
// settles the colours, the players are named First and Second.
func (c gomokuClock) faces(k session.Reading) []widget.RichTextSegment {
	v := c.v
	if !k.On() {
		return nil
	}
	var segs []widget.RichTextSegment
	for i := range 2 {
		who := [2]string{i18n.T("First"), i18n.T("Second")}[i]
		if c := v.st.Colours[i]; c != gomoku.NoColor {
			who = stoneColour(c)
		}
		if i > 0 {
			who = "    " + who
		}
		left := k.LeftAt(i, c.now())
		face := &widget.TextSegment{Text: kit.ClockFace(left), Style: widget.RichTextStyleInline}
		face.Style.ColorName, face.Style.TextStyle = kit.ClockFaceStyle(k.Control, left, k.Running && k.Side == i)
		segs = append(segs, &widget.TextSegment{Text: who + " ", Style: widget.RichTextStyleInline}, face)
	}
	return segs
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
	segs := c.faces(k)
	if !sameSegments(v.clocks.Segments, segs) {
		v.clocks.Segments = segs
		v.clocks.Refresh()
	}
	if segs == nil {
		v.clocks.Hide()
	} else {
		v.clocks.Show()
	}
	return k.Running
}

// sameSegments reports whether a and b draw the same texts alike, so that
// a tick that changes nothing redraws nothing.
func sameSegments(a, b []widget.RichTextSegment) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, ok1 := a[i].(*widget.TextSegment)
		y, ok2 := b[i].(*widget.TextSegment)
		if !ok1 || !ok2 || x.Text != y.Text || x.Style != y.Style {
			return false
		}
	}
	return true
}
