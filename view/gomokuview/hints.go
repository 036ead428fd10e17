// Graduated hints, as Othello's: the first press of Hint frames the part
// of the board where the stone to play lies and says why it is good, the
// second shows the point itself, so that a player may find it first.

package gomokuview

import (
	"othello/model/gomoku"
	"othello/view/gomokuboard"
	"othello/view/i18n"
)

// The steps of a position's hints: 0 none asked, then these.
const (
	hintArea  = 1 + iota // the part of the board framed, and why
	hintPoint            // the point itself
	hintSteps = hintPoint
)

// graduatedHints are the view's hints a step at a time.
type graduatedHints struct{ v *View }

// next gives the next step of the hints of the position on show: the
// search, once, then the words and the marks of each step.
func (h graduatedHints) next() {
	v := h.v
	switch {
	case v.review >= 0 || v.hintStep >= hintSteps:
		return // all said
	case v.st.Hint != gomoku.NoSquare:
		v.hintStep++
		h.say()
		v.refresh()
	case v.s.Hint():
		v.hintStep = hintArea
		v.Say(i18n.T("Looking for a good move…"))
	}
}

// say says the step of the hint reached, of the hint found.
func (h graduatedHints) say() {
	v := h.v
	sq, n := v.st.Hint, v.st.Game.Size()
	if sq == gomoku.NoSquare || v.hintStep == 0 {
		return
	}
	label := i18n.T("Hint {{.Step}} of {{.Steps}}:", i18n.Args{"Step": v.hintStep, "Steps": hintSteps})
	why := hintReason(v.st.Game.Position(), sq)
	if v.hintStep == hintArea {
		a := hintAreaOf(n, sq)
		v.Say(i18n.T("{{.Hint}} the move lies in the framed part of the board ({{.From}}–{{.To}}). {{.Why}} Hint again shows it.", i18n.Args{
			"Hint": label, "Why": why,
			"From": gomoku.At(a.Col, a.Row).Name(n), "To": gomoku.At(a.Col+a.Cols-1, a.Row+a.Rows-1).Name(n)}))
		return
	}
	point := i18n.T("{{.Hint}} {{.Move}}", i18n.Args{"Hint": label, "Move": sq.Name(n)})
	v.Say(i18n.T("{{.Hint}}. {{.Why}}", i18n.Args{"Hint": point, "Why": why}))
}

// marks puts the step reached on the board: the area, then the point.
func (h graduatedHints) marks(bs *gomokuboard.State) {
	v := h.v
	switch {
	case v.st.Hint == gomoku.NoSquare:
	case v.hintStep == hintArea:
		bs.HintArea = hintAreaOf(v.st.Game.Size(), v.st.Hint)
	case v.hintStep == hintPoint:
		bs.Hint = v.st.Hint
	}
}

// hintAreaOf is the part of an n by n board that holds sq: the board cut
// in three across and down, a ninth of it, where Othello's board is cut
// in quarters, too large a part of a board of 225 points to help.
func hintAreaOf(n int, sq gomoku.Square) gomokuboard.Area {
	third := (n + 2) / 3
	part := func(at int) (from, width int) {
		from = at / third * third
		return from, min(third, n-from)
	}
	a := gomokuboard.Area{}
	a.Col, a.Cols = part(sq.X())
	a.Row, a.Rows = part(sq.Y())
	return a
}
