// The move list as a score sheet: a row per move number with Black's move
// and White's side by side, mistakes marked once the game is analysed, a
// click on a move reviewing it.

package view

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/view/i18n"
	"othello/view/othellowords"
)

// sheetRows lays the moves of g out as a score sheet (see
// model.Record.SheetRows): the numbering every view of the game shares.
func sheetRows(g model.Record) [][2]int { return g.SheetRows() }

// sheetRowOf returns the row holding move i.
func sheetRowOf(rows [][2]int, i int) int {
	for r, row := range rows {
		if row[0] == i || row[1] == i {
			return r
		}
	}
	return max(0, len(rows)-1)
}

// sheetCell is one move on the sheet: its text, with its mistake mark,
// on a highlight while it is reviewed; a tap reviews it.
type sheetCell struct {
	widget.BaseWidget
	label *widget.Label
	back  *canvas.Rectangle
	onTap func()
}

func newSheetCell() *sheetCell {
	c := &sheetCell{label: widget.NewLabel("pass ??"), back: canvas.NewRectangle(color.Transparent)}
	c.back.CornerRadius = theme.InputRadiusSize()
	c.ExtendBaseWidget(c)
	return c
}

// Tapped reviews the move.
func (c *sheetCell) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

func (c *sheetCell) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(c.back, c.label))
}

// show writes the move and its mark: red for a blunder, orange for a
// dubious move; selected moves are highlighted.
func (c *sheetCell) show(text string, importance widget.Importance, selected bool) {
	c.label.Importance = importance
	c.label.TextStyle.Bold = selected
	c.label.SetText(text)
	c.back.FillColor = color.Transparent
	if selected {
		c.back.FillColor = theme.Color(theme.ColorNameSelection)
	}
	c.back.Refresh()
}

// sheetText is a move as the sheet writes it, with its mark.
func sheetText(text string, v controller.MoveVerdict, analysed bool) (string, widget.Importance) {
	if !analysed {
		return text, widget.MediumImportance
	}
	switch v.Mark() {
	case "??":
		return text + " ??", widget.DangerImportance
	case "?":
		return text + " ?", widget.WarningImportance
	}
	return text, widget.MediumImportance
}

// build makes the list of rows: the move number, Black's move and
// White's.
func (r scoreSheet) build() *widget.List {
	u := r.u
	return widget.NewList(
		func() int { return len(u.panel.rows) },
		func() fyne.CanvasObject {
			n := widget.NewLabel("00.")
			n.Alignment = fyne.TextAlignTrailing
			return container.NewGridWithColumns(3, n, newSheetCell(), newSheetCell())
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= len(u.panel.rows) {
				return
			}
			cells := o.(*fyne.Container).Objects
			cells[0].(*widget.Label).SetText(fmt.Sprintf("%d.", id+1))
			for c, i := range u.panel.rows[id] {
				cell := cells[1+c].(*sheetCell)
				if i < 0 || i >= u.snap.Game.Len() {
					cell.onTap = nil
					cell.show("", widget.MediumImportance, false)
					continue
				}
				v, ok := u.ana.verdict(i)
				text, imp := sheetText(othellowords.CellWord(u.snap.Game.Geometry(), u.snap.Game.Cell(i)), v, ok)
				cell.onTap = func() { r.selectMove(i) }
				cell.show(text, imp, u.review == i+1)
			}
		})
}

// sheetHeader is the row above the sheet: its title, then a disc over
// each side's column.
func sheetHeader(title fyne.CanvasObject) fyne.CanvasObject {
	side := func(c model.Color) fyne.CanvasObject {
		return container.NewHBox(container.NewCenter(NewDiscIcon(c, 16)), widget.NewLabel(othellowords.ColourWord(c)))
	}
	return container.NewGridWithColumns(3, title, side(model.Black), side(model.White))
}

// selectMove reviews the position after move i (0 for the first).
func (r scoreSheet) selectMove(i int) { u := r.u; u.reviewer.showReview(i + 1) }

// openingText names the opening the game is in.
func openingText(g model.Record) string {
	switch {
	case g.Size() != 8:
		return i18n.T("Opening: none named on this board")
	case !g.FromStart():
		return i18n.T("Opening: none (a set-up position)")
	case g.Len() == 0:
		return i18n.T("Opening: not played yet")
	}
	if name := controller.OpeningName(g.Cells()); name != "" {
		return i18n.T("Opening: {{.Name}}", i18n.Args{"Name": othellowords.OpeningName(name)})
	}
	return i18n.T("Opening: none named")
}

// discsText writes a score in discs as the window writes every score: a
// whole number when exact, else to a tenth, with its sign.
func discsText(v float64, exact bool) string {
	v = controller.RoundDiscs(v, exact)
	switch {
	case exact && v == 0:
		return "0"
	case exact:
		return fmt.Sprintf("%+.0f", v)
	case v == 0:
		return i18n.Decimal(0, 1)
	}
	return i18n.SignedDecimal(v, 1)
}

// fromBook marks a move the opening book scored.
func fromBook(v controller.MoveVerdict) string {
	if v.Book {
		return i18n.T(", from the book")
	}
	return ""
}

// reviewText says, once the game is analysed, how the move just reviewed
// scored against the best one, and which move is best in the position on
// the board (the one ringed there).
func (r scoreSheet) reviewText(review int) string {
	u := r.u
	text := ""
	rec := u.snap.Game
	name := rec.Geometry().CellName
	if v, ok := u.ana.verdict(review - 1); ok {
		mark, _ := sheetText(name(v.Move), v, true)
		a := i18n.Args{"Number": rec.MoveNumberText(review - 1), "Side": othellowords.ColourWord(v.Color), "Move": name(v.Move), "Mark": mark,
			"Score": discsText(v.Score, v.ScoreExact), "Book": fromBook(v), "Best": name(v.Best),
			"BestScore": discsText(v.BestScore, v.BestExact), "Lost": discsText(v.Loss, v.Exact())[1:], "Opening": othellowords.OpeningName(v.LeftBook)}
		switch {
		case v.IsPass():
			text = i18n.T("{{.Number}} {{.Side}} passed.", a)
		case v.Loss == 0:
			text = i18n.T("{{.Number}} {{.Move}}: {{.Score}}, the best move{{.Book}}.", a)
		default:
			text = i18n.T("{{.Number}} {{.Mark}}: {{.Score}}{{.Book}}; best {{.Best}} {{.BestScore}} ({{.Lost}} lost).", a)
			if v.LeftBook != "" {
				text += i18n.SentenceGap() + i18n.T("It leaves the opening book ({{.Opening}}).", a)
			}
			if v.Mark() != "" {
				text += i18n.SentenceGap() + u.coach.explanation(v) // the coach's why, beside the mistake
			}
		}
	}
	if next, ok := u.ana.verdict(review); ok && !next.IsPass() {
		if text != "" {
			text += "\n"
		}
		// for whom: the move reviewed scored for its own side, the best
		// here for the other ("g3: -4.3 ... d5 +3.7" read as a contradiction)
		a := i18n.Args{"Side": othellowords.ColourWord(next.Color), "Best": name(next.Best), "Score": discsText(next.BestScore, next.BestExact)}
		if scored := text != "" && !prevPass(u, review); scored {
			// the move reviewed gave this position its score, a search
			// from the position before; this position's own search, a
			// move deeper, scores it apart ("a4: -64.0 … a3 +61.1"):
			// one number a position, the move's, and the best named
			text += i18n.T("Best here for {{.Side}} (ringed): {{.Best}}.", a)
		} else {
			text += i18n.T("Best here for {{.Side}} (ringed): {{.Best}} {{.Score}}.", a)
		}
	}
	return text
}

// prevPass reports whether the move reviewed, the one leading to the
// position after review moves, was a pass, which has no score.
func prevPass(u *UI, review int) bool {
	v, ok := u.ana.verdict(review - 1)
	return ok && v.IsPass()
}

// scoreSheet is the panel's list of the moves, numbered as a score sheet.
type scoreSheet struct{ u *UI }

func (u *UI) sheet() scoreSheet { return scoreSheet{u} }
