// The end of a Gomoku game: a dialog with the result, as Othello's has,
// that offers a look back at the moves or another game.

package view

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
)

// gomokuOver is the open game-over dialog of a Gomoku game.
type gomokuOver struct {
	dlg             dialog.Dialog
	text            *widget.Label
	review, newGame *widget.Button
}

// gomokuOverText says who won and how, for the game-over dialog.
func gomokuOverText(st cg.SessionState, cfg GomokuPrefs) (title, text string) {
	n := st.Game.MoveCount()
	winner := capitalize(colourName(st.Winner))
	switch {
	case st.Forfeit != nil && cfg.Demo:
		return winner + " wins", fmt.Sprintf("%s (%s) could not go on: %s.",
			capitalize(colourName(st.Winner.Opponent())), st.Forfeit.Name, strings.TrimSuffix(st.Forfeit.Reason(), "."))
	case st.Forfeit != nil:
		return "You win", fmt.Sprintf("%s could not go on: %s.", st.Forfeit.Name, strings.TrimSuffix(st.Forfeit.Reason(), "."))
	case st.Winner == gomoku.NoColor:
		return "A draw", fmt.Sprintf("The board is full after %d stones, and neither side has five in a row.", n)
	case cfg.TwoPeople || cfg.Demo:
		title = winner + " wins"
	case st.Winner == st.Person:
		title = "You win!"
	default:
		title = st.Opponent + " wins"
	}
	size := st.Game.Size()
	if from, to, ok := lineEnds(st.Line); ok {
		return title, fmt.Sprintf("%s has five in a row from %s to %s, at move %d.", winner, from.Name(size), to.Name(size), n)
	}
	return title, fmt.Sprintf("%s has two lines of five at once, at move %d.", winner, n)
}

// lineEnds returns the two ends of line, sorted squares, when they lie on
// one line (a five, or a longer line under Freestyle); two fives made by
// one stone have no two ends.
func lineEnds(line []gomoku.Square) (from, to gomoku.Square, ok bool) {
	if len(line) < 2 {
		return gomoku.NoSquare, gomoku.NoSquare, false
	}
	dx, dy := line[1].X()-line[0].X(), line[1].Y()-line[0].Y()
	for i := 2; i < len(line); i++ {
		if line[i].X()-line[i-1].X() != dx || line[i].Y()-line[i-1].Y() != dy {
			return gomoku.NoSquare, gomoku.NoSquare, false
		}
	}
	from, to = line[0], line[len(line)-1]
	// read left to right, and up a column as its numbers go
	if to.X() < from.X() || to.X() == from.X() && to.Y() > from.Y() {
		from, to = to, from
	}
	return from, to, true
}

// showOver tells the result and offers a look back at the moves or
// another game with the same choices.
func (v *gomokuView) showOver() {
	v.closeOver()
	u := v.u
	title, text := gomokuOverText(v.st, v.cfg)
	label := widget.NewLabel(text)
	label.Alignment = fyne.TextAlignCenter
	label.Wrapping = fyne.TextWrapWord
	over := &gomokuOver{text: label}
	over.review = widget.NewButtonWithIcon("Review", theme.HistoryIcon(), func() {
		v.closeOver()
		v.showReview(v.st.Game.MoveCount())
	})
	over.newGame = widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), func() {
		v.closeOver()
		u.startChosenGomoku(v.cfg)
	})
	over.newGame.Importance = widget.HighImportance
	// wide enough that the text wraps as a sentence or two, not a column
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(380, 0))
	body := container.NewVBox(label, width)
	d := dialog.NewCustomWithoutButtons(title, body, u.win)
	d.SetButtons([]fyne.CanvasObject{over.review, over.newGame})
	over.dlg = d
	v.over = over
	d.Show()
}

// closeOver closes the game-over dialog, if it is open.
func (v *gomokuView) closeOver() {
	if over := v.over; over != nil {
		v.over = nil
		over.dlg.Hide()
	}
}
