// What is wrong with a text the window reads (a pasted or typed set-up, a
// game file, the editor's position), said in the window's language from
// model's typed errors; the command line keeps their English.

package view

import (
	"errors"
	"strings"

	"othello/model"
	"othello/model/bounded"
)

// setupProblem says in a player's words what is wrong with a pasted or
// typed set-up or a game file, naming the move at fault, from the error of
// model.ParseSetup or model.ParseGameFile; the error's English when it is
// none of model's typed ones.
func setupProblem(err error) string {
	var mv *model.MoveError
	if errors.As(err, &mv) {
		return moveProblem(mv)
	}
	var re *model.ReadError
	if errors.As(err, &re) {
		switch re.Problem {
		case model.BadSquareMark, model.SpaceAmongSquares, model.TooFewSquares, model.NoSideToMove, model.BadSideToMove:
			return tr("the position cannot be read: {{.Why}}.", args{"Why": readReason(re)})
		}
		return readReason(re)
	}
	return err.Error()
}

// moveProblem says what is wrong with a move of a transcript or a game
// record.
func moveProblem(mv *model.MoveError) string {
	a := args{"Number": mv.Number, "Move": bounded.Quote(mv.Move)}
	var illegal *model.IllegalMoveError
	if errors.As(mv, &illegal) {
		a["Move"], a["Why"] = illegal.MoveName(), whyIllegal(illegal)
		return tr("move {{.Number}}, {{.Move}}, is not allowed there ({{.Why}}).", a)
	}
	var re *model.ReadError
	if !errors.As(mv, &re) {
		a["Why"] = mv.Err.Error()
		return tr("move {{.Number}}, {{.Move}}, cannot be read ({{.Why}}).", a)
	}
	a["Why"] = readReason(re)
	switch {
	case re.Problem == model.WrongSideMoved:
		return tr("move {{.Number}}, {{.Move}}, is not allowed there ({{.Why}}).", a)
	case re.Problem != model.BadSquare && re.Problem != model.BadColumn && re.Problem != model.BadRow:
		return tr("move {{.Number}}, {{.Move}}, cannot be read ({{.Why}}).", a)
	case re.Size == 8:
		return tr("move {{.Number}}, {{.Move}}, is not a square (write a column a-h then a row 1-8, such as f5).", a)
	}
	return tr("move {{.Number}}, {{.Move}}, is not a square of this board ({{.Why}}).", a)
}

// readReason says a ReadError's problem in the window's language.
func readReason(e *model.ReadError) string {
	a := args{"Found": e.Found, "Square": e.Square, "At": e.At, "Want": e.Want, "Size": e.Size,
		"Last": string(rune('a' + max(e.Size, 1) - 1)), "Side": colourWord(e.Side), "Other": colourWord(e.Side.Other())}
	switch e.Problem {
	case model.BadSquare:
		return tr("want a column a-{{.Last}} and a row 1-{{.Size}}", a)
	case model.BadColumn:
		return tr("column {{.Found}} is not a-{{.Last}}", a)
	case model.BadRow:
		return tr("row {{.Found}} is not 1-{{.Size}}", a)
	case model.BadSize:
		return tr("board size {{.Found}}: want 4, 6, 8 or 10", a)
	case model.BadSquareMark:
		return tr("character {{.At}} is {{.Found}}; want X, O or - for a square", a)
	case model.SpaceAmongSquares:
		return trn("space at character {{.At}} after {{.Count}} squares; want {{.Want}} squares then the side to move", e.Count, a)
	case model.TooFewSquares:
		return trn("only {{.Count}} squares; want {{.Want}} then the side to move (X or O)", e.Count, a)
	case model.NoSideToMove:
		return tr("side to move missing after the squares; want X or O", a)
	case model.BadSideToMove:
		return tr("side to move {{.Found}}; want X or O", a)
	case model.CentreIsEmpty:
		return tr("the four centre squares are never empty in a game of Othello ({{.Square}} is empty)", a)
	case model.NobodyCanMove:
		return tr("neither side can move there: the game would already be over", a)
	case model.BadMoveText:
		return tr("{{.Found}} has too many '/'; want square/evaluation/time", a)
	case model.NotANumber:
		return tr("{{.Found}} is not a number", a)
	case model.WrongSideMoved:
		return tr("{{.Side}} moved but {{.Other}} is to move", a)
	case model.GGFNoStart:
		return tr(`it does not open with "(;"`, a)
	case model.GGFNoEnd:
		return tr(`the game never ends; ";)" is missing`, a)
	case model.GGFTextAfter:
		return tr("there is text after the end of the game", a)
	case model.GGFBadProperty:
		return tr("a property is not written NAME[value]", a)
	case model.GGFSecondBoard:
		return tr("a second board, or a board after the moves", a)
	case model.GGFBadBoard:
		return tr("the board BO[{{.Found}}] cannot be read", a)
	case model.GGFSizesDiffer:
		a["Rows"] = e.Count
		return tr("a board of {{.Rows}} rows in a game of type {{.Size}}", a)
	case model.GGFNotOthello:
		return tr("the game type TY[{{.Found}}] is not Othello on 4x4, 6x6, 8x8 or 10x10", a)
	}
	return e.Error()
}

// ggfProblem says where a GGF record is damaged and why.
func ggfProblem(e *model.GGFError) string {
	why := strings.TrimRight(setupProblem(e.Err), ".。")
	return tr("the game record is damaged at character {{.At}}: {{.Why}}", args{"At": e.At, "Why": why})
}

// fullStop ends a reason as a sentence, with the full stop of the
// window's language unless it ends with one already.
func fullStop(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "。") {
		return s
	}
	if code := currentLanguage(); code == "ja" || code == "zh" {
		return s + "。"
	}
	return s + "."
}
