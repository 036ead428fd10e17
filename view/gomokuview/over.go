// The end of a Gomoku game: a box with the result, as Othello's dialog
// has, that offers a look back at the moves or another game.

package gomokuview

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/i18n"
	"othello/view/kit"
)

// Over is the open game-over box of a Gomoku game.
type Over struct {
	// Box leaves the panel working beside it, as Othello's: a click on
	// one of the panel's buttons closes it and presses the button (a
	// pop-up took the click, and Undo after a flag fell did nothing)
	Box               *kit.OverBox
	Text              *widget.Label
	Review, PlayAgain *widget.Button // the moves again; another game with the same choices
}

// overText says who won and how, for the game-over dialog.
func overText(st cg.Snapshot, cfg Prefs) (title, text string) {
	n := st.Game.MoveCount()
	// the last stone's number on the score sheet beside the board
	a := i18n.Args{"Winner": stoneColour(st.Winner), "Loser": stoneColour(st.Winner.Opponent()), "Number": st.Game.SheetNumber(n - 1), "Opponent": st.Opponent}
	if st.Forfeit != nil {
		a["Name"], a["Why"] = st.Forfeit.Name, strings.TrimSuffix(i18n.FailureWhy(st.Forfeit.Err, st.Forfeit.Reason()), ".")
	}
	if st.Clocks.Flagged {
		return gomokuOnTimeText(st, cfg)
	}
	switch {
	case st.Forfeit != nil: // a demo's: a person's game waits on a failed brain
		return i18n.T("{{.Winner}} wins", a), i18n.T("{{.Loser}} ({{.Name}}) could not go on: {{.Why}}.", a)
	case st.Winner == gomoku.NoColor:
		return i18n.T("A draw"), i18n.N("The board is full after {{.Count}} stones, and neither side has five in a row.", n)
	case cfg.TwoPeople || cfg.Demo:
		title = i18n.T("{{.Winner}} wins", a)
	case st.Winner == st.Person:
		title = i18n.T("You win!")
	default:
		title = i18n.T("{{.Opponent}} wins", a)
	}
	size := st.Game.Size()
	if from, to, ok := lineEnds(st.Line); ok {
		a["From"], a["To"] = from.Name(size), to.Name(size)
		return title, i18n.T("{{.Winner}} has five in a row from {{.From}} to {{.To}}, at move {{.Number}}.", a)
	}
	return title, i18n.T("{{.Winner}} has two lines of five at once, at move {{.Number}}.", a)
}

// gomokuOnTimeText says who won on time, for the game-over dialog.
func gomokuOnTimeText(st cg.Snapshot, cfg Prefs) (title, text string) {
	personLost := PersonLostOnTime(st, cfg)
	switch {
	case (cfg.TwoPeople || cfg.Demo) && st.Winner == gomoku.Black:
		title = i18n.T("Black wins on time")
	case cfg.TwoPeople || cfg.Demo:
		title = i18n.T("White wins on time")
	case personLost: // named as a win on the board names it ("Medium wins")
		title = i18n.T("{{.Engine}} wins on time", i18n.Args{"Engine": st.Opponent})
	default:
		title = i18n.T("You win on time!")
	}
	switch st.Winner {
	case gomoku.Black:
		text = i18n.T("White's flag fell: Black wins on time")
	case gomoku.White:
		text = i18n.T("Black's flag fell: White wins on time")
	case gomoku.NoColor: // in the opening, no colour the person's yet
		text = i18n.T("The computer's flag fell before the colours were settled.")
		if personLost {
			text = i18n.T("Your flag fell before the colours were settled.")
		}
	}
	return title, text
}

// PersonLostOnTime says, of a game against the computer whose flag fell,
// whether it was the person's: the clocks are the first player's first,
// and the person plays first under p.First, colours settled or not.
func PersonLostOnTime(st cg.Snapshot, p Prefs) bool { return p.First == (st.Clocks.Loser == 0) }

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

// show tells the result and offers a look back at the moves or
// another game with the same choices. Unlike a dialog, which would sit in
// the middle of the board, it stands where the winning line is not, so
// the player sees the five beside the words naming it.
func (r gomokuEnd) show() {
	v := r.v
	r.close()
	title, text := overText(v.st, v.cfg)
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	label := i18n.WrapLabelWithStyle(text, fyne.TextAlignCenter, fyne.TextStyle{})
	over := &Over{Text: label}
	over.Review = widget.NewButtonWithIcon(i18n.T("Review"), theme.HistoryIcon(), func() {
		r.close()
		v.Reviewing().Show(v.st.Game.MoveCount())
	})
	over.PlayAgain = widget.NewButtonWithIcon(i18n.T("Play again"), theme.MediaReplayIcon(), func() {
		r.close()
		v.host.NewGame(v.cfg)
	})
	over.PlayAgain.Importance = widget.HighImportance
	if v.st.Game.MoveCount() == 0 {
		over.Review.Hide() // a flag fell before the first stone: nothing to look back at
	}
	// wide enough that the text wraps as a sentence or two, not a column
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(380, 0))
	buttons := container.NewCenter(container.NewHBox(over.Review, over.PlayAgain))
	over.Box = kit.NewOverBox(v.win.Canvas(), container.NewVBox(head, label, width, buttons))
	over.Box.Place = r.place
	over.Box.Beside = r.beside
	over.Box.Hidden = func() {
		if v.over == over {
			v.over = nil // closed by Escape
		}
	}
	v.over = over
	over.Box.Show()
}

// place is where, in the window, the game-over box of size s stands:
// beside the winning line, or without one (a flag fall, a forfeit, a full
// board) the stones.
func (r gomokuEnd) place(s fyne.Size) fyne.Position {
	v := r.v
	line := v.st.Line
	if len(line) == 0 {
		line = v.st.Game.Moves()
	}
	return r.besideStones(s, line)
}

// besideStones is where, in the window, a box of size s stands that must
// leave the stones at points in sight: across the board's middle, in the
// larger space above or below them (in the middle when there are none).
func (r gomokuEnd) besideStones(s fyne.Size, points []gomoku.Square) fyne.Position {
	v := r.v
	board := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.board)
	size := v.board.Size()
	x := board.X + (size.Width-s.Width)/2
	y := board.Y + (size.Height-s.Height)/2
	if len(points) > 0 {
		half := (v.board.PointCenter(gomoku.At(1, 0)).X - v.board.PointCenter(gomoku.At(0, 0)).X) / 2
		top, bottom := size.Height, float32(0)
		for _, sq := range points {
			p := v.board.PointCenter(sq)
			top, bottom = min(top, p.Y-half), max(bottom, p.Y+half)
		}
		if top > size.Height-bottom {
			y = board.Y + (top-s.Height)/2
		} else {
			y = board.Y + bottom + (size.Height-bottom-s.Height)/2
		}
	}
	win := v.win.Canvas().Size()
	x = max(0, min(x, win.Width-s.Width))
	y = max(0, min(y, win.Height-s.Height))
	return fyne.NewPos(x, y)
}

// follow moves the open game-over box and the opening's question, if
// any, to their places for the board as it is now laid out: a window
// resized moves the stones.
func (r gomokuEnd) follow() {
	v := r.v
	if v.over != nil {
		v.over.Box.Relayout()
	}
	if v.choice != nil {
		v.choice.Relayout()
	}
}

// close closes the game-over box, if it is open.
func (r gomokuEnd) close() {
	v := r.v
	if over := v.over; over != nil {
		v.over = nil
		over.Box.Hide()
	}
}

// beside takes a click beside the box: the box closes, and a click on
// one of the panel's buttons presses it, as if the box had not been there.
func (r gomokuEnd) beside(at fyne.Position) {
	v := r.v
	r.close()
	buttons := make([]*widget.Button, 0, len(v.buttons))
	for _, b := range v.buttons {
		buttons = append(buttons, b)
	}
	if b := kit.ButtonAt(at, buttons); b != nil {
		b.Tapped(&fyne.PointEvent{AbsolutePosition: at})
	}
}

// gomokuEnd is the game-over box of the Gomoku game on show.
type gomokuEnd struct{ v *View }

func (v *View) end() gomokuEnd { return gomokuEnd{v} }
