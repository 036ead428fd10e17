// Gomoku's game files: the clipboard, Save and Export Picture, and the
// words for a game file or pasted moves that cannot be read.

package gomokuview

import (
	"errors"
	"fmt"
	cg "othello/controller/gomoku"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"othello/model/bounded"
	"othello/model/gomoku"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

func (v *View) Files() shown.Files { return gomokuFiles{v} }

// gomokuFiles is the Gomoku game's files and clipboard.
type gomokuFiles struct{ v *View }

// ShowExportPicture asks how to draw the position on show, then where
// to save it.
func (gf gomokuFiles) ShowExportPicture() {
	st, n := gf.shownPosition()
	gf.v.host.ExportPicture(st, n, positionName(gf.v.st.Game, n))
}

// CopyMoves puts the move list on the clipboard: "h8 i9 ...".
func (gf gomokuFiles) CopyMoves() {
	v := gf.v
	text := gomoku.FormatMoves(v.st.Game.Moves(), v.st.Game.Size())
	v.app.Clipboard().SetContent(text)
	if v.st.Game.MoveCount() == 0 {
		v.Say(i18n.T("No moves yet: copied an empty transcript.")) // as Othello says it
		return
	}
	v.Say(i18n.N("Copied {{.Count}} moves.", v.st.Game.MoveCount()))
}

// PasteMoves plays on from the moves on the clipboard, a list "h8 i9 ..."
// or Gomocup's position lines, on a board of the game's size; a game in
// progress is replaced only once the player says so, as Othello's is.
func (gf gomokuFiles) PasteMoves() {
	v := gf.v
	text := v.app.Clipboard().Content()
	moves, _, _, err := ReadGame(text, v.cfg.Size, v.cfg.Rule)
	if err != nil || v.st.Game.MoveCount() == 0 || v.st.Over {
		gf.paste(text) // what it cannot read it says, the game unchanged
		return
	}
	a := i18n.Args{"Played": i18n.Count(v.st.Game.MoveCount(), "move"), "What": i18n.Count(len(moves), "move")}
	v.replace = kit.AskReplace(v.win, shown.Gomoku.Name(),
		i18n.T("The game in progress ({{.Played}} played) will be replaced by the one on the clipboard ({{.What}}).", a),
		func(replace bool) {
			v.replace = nil
			if replace {
				gf.paste(text)
			} else {
				v.Say(i18n.T("Kept the game in progress; nothing pasted."))
			}
		})
}

// paste plays on from the moves in text, or says why it cannot.
func (gf gomokuFiles) paste(text string) {
	v := gf.v
	moves, err := v.host.PlayText(text)
	if err != nil {
		v.Say(i18n.T("Could not paste the moves: {{.Why}}. Your game is unchanged.", i18n.Args{"Why": err.Error()}))
		return
	}
	said := i18n.N("Pasted {{.Count}} moves; play on.", len(moves))
	if _, _, timed, _ := gomoku.ReadClock(text); !timed {
		said += kit.ClocksAfresh(v.cfg.Clock) // the clock of the game replaced, full again
	}
	v.Say(said)
}

// FileText writes the game for a file named with extension ext: the
// plain list "h8 i9 ..." for .txt, with the line of the opening o that
// settled the colours after the first floor stones (none for floor 0),
// else Gomocup's position lines, which have no place for it.
func FileText(g *gomoku.Game, ext string, o cg.Opening, floor int) string {
	if ext != ".txt" {
		return g.FileText(false)
	}
	return g.FileText(true) + gomoku.OpeningText(o.String(), floor)
}

// ReadOpening reads the opening a game file says settled the colours,
// and after how many stones (gomoku.OpeningText); Free and 0 for none.
func ReadOpening(text string) (cg.Opening, int, error) {
	name, floor, err := gomoku.ReadOpening(text)
	if err != nil || floor == 0 {
		return cg.Free, 0, err
	}
	o, err := cg.ParseOpening(name)
	if err != nil {
		return cg.Free, 0, err
	}
	return o, floor, nil
}

// ReadGame reads a game file or pasted text (gomoku.ReadFile), its
// error said in the player's language.
func ReadGame(text string, size int, rule gomoku.Rule) ([]gomoku.Square, int, gomoku.Rule, error) {
	moves, size, rule, err := gomoku.ReadFile(text, size, rule)
	if err != nil {
		err = errors.New(readProblem(err))
	}
	return moves, size, rule, err
}

// readProblem says what is wrong with a Gomoku game file or pasted
// moves, from model/gomoku's typed errors; the English of any other.
func readProblem(err error) string {
	if e, ok := errors.AsType[*gomoku.TurnError](err); ok {
		return i18n.T("stone {{.Number}}, {{.Move}}, is not {{.Side}}'s move: the stones must alternate from Black",
			i18n.Args{"Number": e.Number, "Move": fmt.Sprint(e.Square), "Side": stoneColour(e.Want)})
	}
	if e, ok := errors.AsType[*gomoku.FileError](err); ok {
		if e.Problem == gomoku.FileNoMoves {
			return i18n.T("it holds no moves")
		}
		found := e.Found
		if !e.Square {
			found += "x" + e.Found
		}
		return i18n.T("the board size {{.Found}} is not one of 5x5 to 20x20", i18n.Args{"Found": bounded.Quote(found)})
	}
	if e, ok := errors.AsType[*gomoku.SyntaxError](err); ok {
		a := i18n.Args{"Number": max(e.Index, 1), "Move": bounded.Quote(e.Text), "Line": bounded.Quote(e.Text)}
		if e.What == gomoku.ReadingMove {
			return i18n.T("move {{.Number}}, {{.Move}}, is not a point of the board (a column letter then a row number, such as h8)", a)
		}
		return i18n.T("line {{.Number}} cannot be read: {{.Line}}", a)
	}
	if e, ok := errors.AsType[*gomoku.MoveError](err); ok {
		why := illegalStone(e)
		if p, ok := errors.AsType[*gomoku.PlayError](err); ok {
			return i18n.T("move {{.Number}}: {{.Why}}", i18n.Args{"Number": p.Index, "Why": why})
		}
		return why
	}
	return err.Error()
}

// illegalStone says why a stone was refused.
func illegalStone(e *gomoku.MoveError) string {
	a := i18n.Args{"Move": e.Square.Name(e.Size)}
	switch e.Reason {
	case gomoku.Occupied:
		return i18n.T("{{.Move}} already holds a stone", a)
	case gomoku.GameOver:
		return i18n.T("the game is already over before {{.Move}}", a)
	}
	return i18n.T("{{.Move}} is not on the board", a)
}

// fileText is the game on show as a file named with extension ext: a
// .txt file keeps the opening that settled the colours and, on a clock,
// the times left, so that a game lost on time opens lost.
func (gf gomokuFiles) fileText(ext string) string {
	v := gf.v
	text := FileText(v.st.Game, ext, v.cfg.Opening, v.st.Floor)
	if k := v.s.State().Clocks; ext == ".txt" && k.On() {
		now := gomokuClock{v}.now()
		text += gomoku.ClockText(k.Control, [2]time.Duration{k.LeftAt(0, now), k.LeftAt(1, now)})
	}
	return text
}

// ShowSave asks where to save the Gomoku game.
func (gf gomokuFiles) ShowSave() {
	v := gf.v
	if v.st.Game.MoveCount() == 0 {
		v.Say(i18n.T("Nothing to save yet: no stones have been played."))
		return
	}
	dlg := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			v.Say(i18n.T("Could not save the game: {{.Why}}", i18n.Args{"Why": i18n.ShortReason(err)}))
			return
		}
		if w == nil {
			return // cancelled
		}
		_, err = w.Write([]byte(gf.fileText(strings.ToLower(w.URI().Extension()))))
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			v.Say(i18n.T("Could not save {{.File}}: {{.Why}}", i18n.Args{"File": w.URI().Name(), "Why": i18n.ShortReason(err)}))
			dialog.ShowError(i18n.WrappedError(err), v.win)
			return
		}
		v.host.RememberFolder(w.URI())
		v.Say(i18n.T("Saved {{.File}}.", i18n.Args{"File": w.URI().Name()}))
	}, v.win)
	dlg.SetFileName("gomoku-" + time.Now().Format("2006-01-02-1504") + ".txt")
	if l := v.host.LastFolder(); l != nil {
		dlg.SetLocation(l)
	}
	dlg.Resize(kit.FitSize(v.win.Canvas(), 760, 560))
	dlg.Show()
}
