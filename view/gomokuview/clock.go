// Gomoku's game clocks in the window: the players' faces in their rows,
// ticking while a clock runs, held while the window reviews, and kept
// with the unfinished game. The New game dialog's choice of clock is both
// games' (kit.ClockField).

package gomokuview

import (
	"time"

	"othello/model/gomoku"
	"othello/view/shown"
)

// Clock is Gomoku's clocks as the window ticks and holds them.
func (v *View) Clock() shown.Clock { return gomokuClock{v} }

// gomokuClock is Gomoku's clocks, shown in the players' rows.
type gomokuClock struct{ v *View }

// rowOf is the row of player i's clock (0 the first player): its
// colour's, or before the opening settles the colours, its place in the
// order of play, as the rows then name the players.
func (c gomokuClock) rowOf(i int) int {
	if colour := c.v.st.Colours[i]; colour != gomoku.NoColor {
		return int(colour)
	}
	return i
}

// now is the time the clocks are read at.
func (c gomokuClock) now() time.Time {
	if c.v.time != nil {
		return c.v.time.Now()
	}
	return time.Now()
}

func (c gomokuClock) Aside() bool { return c.v.review >= 0 }

// ShowFaces writes each player's clock in its row, read afresh, drawn as
// Othello's are (kit.ClockFaceStyle: the running one bold, low time in
// the theme's warning colours); none without a clock. While reviewing,
// the clocks are those the position on show was reached with.
func (c gomokuClock) ShowFaces() bool {
	v := c.v
	v.st.Clocks = v.s.State().Clocks
	k := v.st.Clocks
	if v.review >= 0 {
		k = k.Back(v.review, c.playerOf)
	}
	for i := range 2 {
		if !k.On() {
			v.rows.HideClock(c.rowOf(i))
			continue
		}
		v.rows.SetClock(c.rowOf(i), k.Control, k.LeftAt(i, c.now()), k.Running && k.Side == i)
	}
	return k.Running
}

// playerOf is the player whose clock stone i (counted from 0) ran on: in
// an opening that settles the colours (under way, or whose Floor stones
// settled them), the first player places the first three stones and the
// second the two more Swap2 may add; after it, the player of the stone's
// colour.
func (c gomokuClock) playerOf(i int) int {
	st := c.v.st
	opening := i < st.Floor || st.Colours[0] == gomoku.NoColor
	switch {
	case opening && i < 3:
		return 0
	case opening:
		return 1
	}
	colour := gomoku.Black
	if i%2 == 1 {
		colour = gomoku.White
	}
	for p, played := range st.Colours {
		if played == colour {
			return p
		}
	}
	return -1
}
