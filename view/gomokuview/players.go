// The players' rows at the top of Gomoku's panel, Othello's rows
// (kit.PlayerRows): each colour's stone and name, its stones on the
// board, its player's clock, and the colour to move highlighted.

package gomokuview

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/i18n"
	"othello/view/kit"
)

// The stones' faces as the board draws them on its light wood
// (gomokuboard's palette), and a mid-grey rim, which shows a black stone
// on a dark panel and a white one on a light panel, as Othello's discs in
// its rows have.
var (
	blackStone = color.NRGBA{0x1c, 0x1c, 0x1c, 0xff}
	whiteStone = color.NRGBA{0xf6, 0xf4, 0xee, 0xff}
	stoneRim   = color.NRGBA{0x8a, 0x8a, 0x8a, 0xff}
)

// stoneIconSize is the stones' diameter in the rows, about the discs' in
// Othello's.
const stoneIconSize = 28

// stoneIcon is a stone of colour c, flat as on the board.
func stoneIcon(c gomoku.Color) fyne.CanvasObject {
	s := canvas.NewCircle(blackStone)
	if c == gomoku.White {
		s.FillColor = whiteStone
	}
	s.StrokeColor, s.StrokeWidth = stoneRim, 2
	return container.New(layout.NewGridWrapLayout(fyne.NewSize(stoneIconSize, stoneIconSize)), s)
}

// newPlayerRows makes the rows of Black and White.
func newPlayerRows() *kit.PlayerRows {
	return kit.NewPlayerRows(
		[2]fyne.CanvasObject{stoneIcon(gomoku.Black), stoneIcon(gomoku.White)},
		[2]string{stoneColour(gomoku.Black), stoneColour(gomoku.White)})
}

// playerRows are the view's rows as the panel shows them.
type playerRows struct{ v *View }

// show brings the rows up to date with the position on show: each
// colour's stones on the board, and the colour to move marked, or once
// the game is over the winner, as in Othello (kit.PlayerRows.Mark); none
// while the opening's question waits. Before the opening settles the
// colours, the rows are the players', the first and the second: their
// clocks, and no count or mark, as their stones are not yet their
// colours'.
func (r playerRows) show() {
	v := r.v
	st := v.st
	g, over, winner := st.Game, st.Over, st.Winner
	toMove := st.Phase == cg.Moving
	if v.review >= 0 {
		g = st.Game.After(v.review)
		over, winner = g.Over(), g.Winner()
		toMove = !over
	}
	if st.Colours[0] == gomoku.NoColor {
		for i, name := range [2]string{i18n.T("First"), i18n.T("Second")} {
			v.rows.SetName(i, name)
			v.rows.SetCount(i, "")
		}
		v.rows.Mark(false, -1, -1)
		return
	}
	for i, c := range []gomoku.Color{gomoku.Black, gomoku.White} {
		v.rows.SetName(i, stoneColour(c))
		v.rows.SetCount(i, strconv.Itoa(g.Board().Stones(c).Count()))
	}
	turn, won := -1, -1
	if toMove {
		turn = int(g.Turn())
	}
	if winner != gomoku.NoColor {
		won = int(winner)
	}
	v.rows.Mark(over, turn, won)
}
