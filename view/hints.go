// Graduated hints, as a coach gives them: the first press of Hint shows
// only the part of the board where the best move lies, the second the move
// itself and why, the third every move's value. The presses of a game are
// counted for the analysis' summary.

package view

import (
	"othello/model"
	"othello/view/i18n"
	"othello/view/othelloboard"
)

// hintSteps is how far the hints of the position on show have gone: 0 none
// asked, then hintRegion, hintMove, hintValues.
type hintSteps struct {
	step int
	at   int // the moves played when they were asked
	game int // the game they were asked in (UI.game)
	used int // the presses of Hint in this game
}

const (
	hintRegion = 1 + iota
	hintMove
	hintValues
)

// next gives the next step of the hints for the position on show.
func (r graduatedHints) next() {
	u := r.u
	s := u.snap
	if !s.PersonToMove || s.Hinting || u.review >= 0 {
		return
	}
	h := &u.hints
	if h.game != u.game {
		*h = hintSteps{game: u.game}
	}
	if h.at != s.Game.Len() {
		h.step, h.at = 0, s.Game.Len()
	}
	if h.step >= hintValues {
		return // all said
	}
	h.step++
	h.used++
	switch {
	case h.step == hintValues:
		u.ctl.Analyze()
	case s.HintCell() == model.NoCell:
		u.ctl.Hint()
	default:
		u.refresh(true) // the hint found for the first step shows more
	}
}

// step is the step of the hints the live position has reached.
func (r graduatedHints) step() int {
	u := r.u
	if u.hints.game != u.game || u.hints.at != u.snap.Game.Len() || u.review >= 0 {
		return 0
	}
	return u.hints.step
}

// used is the presses of Hint in the game on show.
func (r graduatedHints) used() int {
	u := r.u
	if u.hints.game != u.game {
		return 0
	}
	return u.hints.used
}

// hintArea is the quarter of the board holding c: on an odd size, the
// middle row and column belong to the quarters before them.
func hintArea(geo *model.Geometry, c model.Cell) othelloboard.Area {
	n := geo.Size()
	col, row := geo.ColRow(c)
	half := (n + 1) / 2
	a := othelloboard.Area{Cols: half, Rows: half}
	if col >= half {
		a.Col, a.Cols = half, n-half
	}
	if row >= half {
		a.Row, a.Rows = half, n-half
	}
	return a
}

// regionText says where the best move lies: "Hint 1 of 3: the best move
// is in the top-left quarter (a1–d4). Hint again shows it."
func regionText(geo *model.Geometry, c model.Cell) string {
	a := hintArea(geo, c)
	from := geo.Cell(a.Col, a.Row)
	to := geo.Cell(a.Col+a.Cols-1, a.Row+a.Rows-1)
	w := i18n.Args{"From": geo.CellName(from), "To": geo.CellName(to)}
	switch {
	case a.Row == 0 && a.Col == 0:
		return i18n.T("Hint 1 of 3: the best move is in the top-left quarter ({{.From}}–{{.To}}). Hint again shows it.", w)
	case a.Row == 0:
		return i18n.T("Hint 1 of 3: the best move is in the top-right quarter ({{.From}}–{{.To}}). Hint again shows it.", w)
	case a.Col == 0:
		return i18n.T("Hint 1 of 3: the best move is in the bottom-left quarter ({{.From}}–{{.To}}). Hint again shows it.", w)
	}
	return i18n.T("Hint 1 of 3: the best move is in the bottom-right quarter ({{.From}}–{{.To}}). Hint again shows it.", w)
}

// graduatedHints gives the hints of the position on show a step at a
// time, and counts them.
type graduatedHints struct{ u *UI }

func (u *UI) hinting() graduatedHints { return graduatedHints{u} }
