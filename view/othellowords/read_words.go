// What is wrong with a text the window reads (a pasted or typed set-up, a
// game file, the editor's position), said in the window's language from
// model's typed errors; the command line keeps their English.

package othellowords

import (
	"errors"
	"strings"

	"othello/model"
	"othello/model/bounded"
	"othello/view/i18n"
)

// SetupProblem says in a player's words what is wrong with a pasted or
// typed set-up or a game file, naming the move at fault, from the error of
// model.ParseSetup or model.ParseGameFile; the error's English when it is
// none of model's typed ones.
func SetupProblem(err error) string {
	var mv *model.MoveError
	if errors.As(err, &mv) {
		return moveProblem(mv)
	}
	var re *model.ReadError
	if errors.As(err, &re) {
		switch re.Problem {
		case model.BadSquareMark, model.SpaceAmongSquares, model.TooFewSquares, model.NoSideToMove, model.BadSideToMove:
			return i18n.T("the position cannot be read: {{.Why}}.", i18n.Args{"Why": readReason(re)})
		}
		return readReason(re)
	}
	return err.Error()
}

// moveProblem says what is wrong with a move of a transcript or a game
// record.
func moveProblem(mv *model.MoveError) string {
	a := i18n.Args{"Number": mv.Number, "Move": bounded.Quote(mv.Move)}
	var illegal *model.IllegalMoveError
	if errors.As(mv, &illegal) {
		a["Move"], a["Why"] = illegal.MoveName(), whyIllegal(illegal)
		return i18n.T("move {{.Number}}, {{.Move}}, is not allowed there ({{.Why}}).", a)
	}
	var re *model.ReadError
	if !errors.As(mv, &re) {
		a["Why"] = mv.Err.Error()
		return i18n.T("move {{.Number}}, {{.Move}}, cannot be read ({{.Why}}).", a)
	}
	a["Why"] = readReason(re)
	switch {
	case re.Problem == model.WrongSideMoved:
		return i18n.T("move {{.Number}}, {{.Move}}, is not allowed there ({{.Why}}).", a)
	case re.Problem != model.BadSquare && re.Problem != model.BadColumn && re.Problem != model.BadRow:
		return i18n.T("move {{.Number}}, {{.Move}}, cannot be read ({{.Why}}).", a)
	case re.Size == 8:
		return i18n.T("move {{.Number}}, {{.Move}}, is not a square (write a column a-h then a row 1-8, such as f5).", a)
	}
	return i18n.T("move {{.Number}}, {{.Move}}, is not a square of this board ({{.Why}}).", a)
}

// readReason says a ReadError's problem in the window's language.
func readReason(e *model.ReadError) string {
	a := i18n.Args{"Found": e.Found, "Square": e.Square, "At": e.At, "Want": e.Want, "Size": e.Size,
		"Last": string(rune('a' + max(e.Size, 1) - 1)), "Side": ColourWord(e.Side), "Other": ColourWord(e.Side.Other())}
	switch e.Problem {
	case model.BadSquare:
		return i18n.T("want a column a-{{.Last}} and a row 1-{{.Size}}", a)
	case model.BadColumn:
		return i18n.T("column {{.Found}} is not a-{{.Last}}", a)
	case model.BadRow:
		return i18n.T("row {{.Found}} is not 1-{{.Size}}", a)
	case model.BadSize:
		return i18n.T("board size {{.Found}}: want 4, 6, 8 or 10", a)
	case model.BadSquareMark:
		return i18n.T("character {{.At}} is {{.Found}}; want X, O or - for a square", a)
	case model.SpaceAmongSquares:
		return i18n.N("space at character {{.At}} after {{.Count}} squares; want {{.Want}} squares then the side to move", e.Count, a)
	case model.TooFewSquares:
		return i18n.N("only {{.Count}} squares; want {{.Want}} then the side to move (X or O)", e.Count, a)
	case model.NoSideToMove:
		return i18n.T("side to move missing after the squares; want X or O", a)
	case model.BadSideToMove:
		return i18n.T("side to move {{.Found}}; want X or O", a)
	case model.CentreIsEmpty:
		return i18n.T("the four centre squares are never empty in a game of Othello ({{.Square}} is empty)", a)
	case model.NobodyCanMove:
		return i18n.T("neither side can move there: the game would already be over", a)
	case model.BadMoveText:
		return i18n.T("{{.Found}} has too many '/'; want square/evaluation/time", a)
	case model.NotANumber:
		return i18n.T("{{.Found}} is not a number", a)
	case model.WrongSideMoved:
		return i18n.T("{{.Side}} moved but {{.Other}} is to move", a)
	case model.GGFNoStart:
		return i18n.T(`it does not open with "(;"`, a)
	case model.GGFNoEnd:
		return i18n.T(`the game never ends; ";)" is missing`, a)
	case model.GGFTextAfter:
		return i18n.T("there is text after the end of the game", a)
	case model.GGFBadProperty:
		return i18n.T("a property is not written NAME[value]", a)
	case model.GGFSecondBoard:
		return i18n.T("a second board, or a board after the moves", a)
	case model.GGFBadBoard:
		return i18n.T("the board BO[{{.Found}}] cannot be read", a)
	case model.GGFSizesDiffer:
		a["Rows"] = e.Count
		return i18n.T("a board of {{.Rows}} rows in a game of type {{.Size}}", a)
	case model.GGFNotOthello:
		return i18n.T("the game type TY[{{.Found}}] is not Othello on 4x4, 6x6, 8x8 or 10x10", a)
	}
	return e.Error()
}

// GGFProblem says where a GGF record is damaged and why.
func GGFProblem(e *model.GGFError) string {
	why := strings.TrimRight(SetupProblem(e.Err), ".。")
	return i18n.T("the game record is damaged at character {{.At}}: {{.Why}}", i18n.Args{"At": e.At, "Why": why})
}

// FullStop ends a reason as a sentence, with the full stop of the
// window's language unless it ends with one already.
func FullStop(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "。") {
		return s
	}
	if code := i18n.Current(); code == "ja" || code == "zh" {
		return s + "。"
	}
	return s + "."
}
