// The Gomoku game's review, the opening rule's question, the keyboard,
// the clipboard and the game files.

package view

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/bounded"
	"othello/model/gomoku"
)

// showReview shows the position after n moves.
func (v *gomokuView) showReview(n int) {
	if n < 0 || n > v.st.Game.MoveCount() {
		return
	}
	v.review = n
	v.refresh()
}

// step moves the review by d moves; from the live game it starts one.
func (v *gomokuView) step(d int) {
	at := v.review
	if at < 0 {
		at = v.st.Game.MoveCount()
	}
	at += d
	if at >= v.st.Game.MoveCount() && d > 0 {
		v.live()
		return
	}
	v.showReview(max(0, at))
}

// live leaves the review.
func (v *gomokuView) live() {
	v.review = -1
	v.refresh()
	v.u.win.Canvas().Focus(v.board)
}

// ask shows the opening rule's question of the colour: take Black, take
// White, or under Swap2 after three stones place two more.
func (v *gomokuView) ask() {
	u := v.u
	q := v.st.Question
	v.answers = map[string]*widget.Button{}
	var d dialog.Dialog
	answer := func(name, label string, act func() error) *widget.Button {
		b := widget.NewButton(label, func() {
			v.choice = nil
			d.Hide()
			if err := act(); err != nil {
				v.setNotice(capitalize(err.Error()) + ".")
			}
			v.refresh()
		})
		v.answers[name] = b
		return b
	}
	text := tr("Three stones are down. Take Black (the computer then plays White's move), or take White and play its move yourself.")
	if q == cg.ChooseAfterFive {
		text = tr("Five stones are down. Take Black (the computer then plays White's move), or take White and play its move yourself.")
	}
	buttons := []fyne.CanvasObject{
		answer("black", tr("Take Black"), func() error { return v.s.Choose(gomoku.Black) }),
		answer("white", tr("Take White"), func() error { return v.s.Choose(gomoku.White) }),
	}
	if q == cg.ChooseOrPlace {
		text = tr("Three stones are down. Take Black, take White and play its move, or place two more stones (a white, then a black) and let the computer choose.")
		buttons = append(buttons, answer("two", tr("Place two more"), v.s.PlaceTwo))
	}
	msg := wrapLabel(text)
	content := container.NewVBox(msg, container.NewCenter(container.NewHBox(buttons...)))
	d = dialog.NewCustomWithoutButtons(tr("Your choice"), content, u.win)
	d.Resize(fitSize(u.win.Canvas(), 460, 0))
	v.choice = d
	d.Show()
}

func (v *gomokuView) closeChoice() {
	if v.choice != nil {
		v.choice.Hide()
		v.choice = nil
	}
}

// typedKey takes the window's keys for the Gomoku board.
func (v *gomokuView) typedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyEscape:
		if v.review >= 0 {
			v.live()
		}
	case fyne.KeyPageUp:
		v.step(-1)
	case fyne.KeyPageDown:
		v.step(1)
	default:
		v.board.TypedKey(e)
	}
}

// copyMoves puts the move list on the clipboard: "h8 i9 ...".
func (v *gomokuView) copyMoves() {
	text := gomoku.FormatMoves(v.st.Game.Moves(), v.st.Game.Size())
	v.u.app.Clipboard().SetContent(text)
	v.setNotice(trn("Copied {{.Count}} moves.", v.st.Game.MoveCount()))
}

// pasteMoves plays on from the moves on the clipboard, a list "h8 i9 ..."
// or Gomocup's position lines, on a board of the game's size.
func (v *gomokuView) pasteMoves() {
	text := v.u.app.Clipboard().Content()
	p := v.cfg
	p.Demo = false // the person plays on
	moves, size, rule, err := readGomokuGame(text, p.Size, p.Rule)
	if err == nil {
		p.Size, p.Rule = size, rule
		err = v.u.startGomoku(p, moves, false)
	}
	if err != nil {
		v.setNotice(tr("Could not paste the moves: {{.Why}}. Your game is unchanged.", args{"Why": err.Error()}))
		return
	}
	v.setNotice(trn("Pasted {{.Count}} moves; play on.", len(moves)))
}

// gomokuFileText writes the game for a file named with extension ext:
// the plain list "h8 i9 ..." for .txt, else Gomocup's position lines.
func gomokuFileText(g *gomoku.Game, ext string) string { return g.FileText(ext == ".txt") }

// readGomokuGame reads a game file or pasted text (gomoku.ReadFile), its
// error said in the player's language.
func readGomokuGame(text string, size int, rule gomoku.Rule) ([]gomoku.Square, int, gomoku.Rule, error) {
	moves, size, rule, err := gomoku.ReadFile(text, size, rule)
	if err != nil {
		err = errors.New(gomokuReadProblem(err))
	}
	return moves, size, rule, err
}

// gomokuReadProblem says what is wrong with a Gomoku game file or pasted
// moves, from model/gomoku's typed errors; the English of any other.
func gomokuReadProblem(err error) string {
	if e, ok := errors.AsType[*gomoku.TurnError](err); ok {
		return tr("stone {{.Number}}, {{.Move}}, is not {{.Side}}'s move: the stones must alternate from Black",
			args{"Number": e.Number, "Move": fmt.Sprint(e.Square), "Side": stoneColour(e.Want)})
	}
	if e, ok := errors.AsType[*gomoku.FileError](err); ok {
		if e.Problem == gomoku.FileNoMoves {
			return tr("it holds no moves")
		}
		found := e.Found
		if !e.Square {
			found += "x" + e.Found
		}
		return tr("the board size {{.Found}} is not one of 5x5 to 20x20", args{"Found": bounded.Quote(found)})
	}
	if e, ok := errors.AsType[*gomoku.SyntaxError](err); ok {
		a := args{"Number": max(e.Index, 1), "Move": bounded.Quote(e.Text), "Line": bounded.Quote(e.Text)}
		if e.What == gomoku.ReadingMove {
			return tr("move {{.Number}}, {{.Move}}, is not a point of the board (a column letter then a row number, such as h8)", a)
		}
		return tr("line {{.Number}} cannot be read: {{.Line}}", a)
	}
	if e, ok := errors.AsType[*gomoku.MoveError](err); ok {
		why := illegalStone(e)
		if p, ok := errors.AsType[*gomoku.PlayError](err); ok {
			return tr("move {{.Number}}: {{.Why}}", args{"Number": p.Index, "Why": why})
		}
		return why
	}
	return err.Error()
}

// illegalStone says why a stone was refused.
func illegalStone(e *gomoku.MoveError) string {
	a := args{"Move": e.Square.Name(e.Size)}
	switch e.Reason {
	case gomoku.Occupied:
		return tr("{{.Move}} already holds a stone", a)
	case gomoku.GameOver:
		return tr("the game is already over before {{.Move}}", a)
	}
	return tr("{{.Move}} is not on the board", a)
}

// showSave asks where to save the Gomoku game.
func (v *gomokuView) showSave() {
	u := v.u
	if v.st.Game.MoveCount() == 0 {
		v.setNotice(tr("Nothing to save yet: no stones have been played."))
		return
	}
	dlg := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			v.setNotice(tr("Could not save the game: {{.Why}}", args{"Why": shortReason(err)}))
			return
		}
		if w == nil {
			return // cancelled
		}
		_, err = w.Write([]byte(gomokuFileText(v.st.Game, strings.ToLower(w.URI().Extension()))))
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			v.setNotice(tr("Could not save {{.File}}: {{.Why}}", args{"File": w.URI().Name(), "Why": shortReason(err)}))
			dialog.ShowError(wrappedError(err), u.win)
			return
		}
		u.files.rememberFolder(w.URI())
		v.setNotice(tr("Saved {{.File}}.", args{"File": w.URI().Name()}))
	}, u.win)
	dlg.SetFileName("gomoku-" + time.Now().Format("2006-01-02-1504") + ".txt")
	if l := u.files.lastFolder(); l != nil {
		dlg.SetLocation(l)
	}
	dlg.Resize(dialogSize(u.win, 760, 560))
	dlg.Show()
}

// openText opens the game of a file named name, as File > Open does:
// in the game the file holds (readErr: why it could not be read whole).
func (v *gomokuView) openText(name, text string, readErr error) error {
	return v.u.files.openText(name, text, readErr)
}
