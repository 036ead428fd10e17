// Why a hinted stone is good, read off the board: what it makes of the
// player's lines, or which of the other side's it takes away.

package gomokuview

import (
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/view/i18n"
)

// hintReason says why the stone on sq is good for the side to move in p,
// or that nothing on the board sets it apart yet.
func hintReason(p gomoku.Position, sq gomoku.Square) string {
	mine, theirs := sg.ThreatsAt(p, sq)
	a := i18n.Args{"Them": stoneColour(p.ToMove.Opponent())}
	switch {
	case mine == sg.Five:
		return i18n.T("It makes five in a row.")
	case theirs == sg.Five:
		return i18n.T("It stops {{.Them}}'s five.", a)
	case mine == sg.OpenFour:
		return i18n.T("It makes an open four: {{.Them}} cannot stop five.", a)
	case theirs >= sg.FourThree:
		return i18n.T("It takes the square where {{.Them}} would make a winning threat.", a)
	case mine == sg.FourThree:
		return i18n.T("It makes a four and an open three at once.")
	case mine == sg.Four:
		return i18n.T("It makes a four: {{.Them}} must block it.", a)
	case mine == sg.DoubleThree:
		return i18n.T("It makes two open threes at once.")
	case theirs == sg.Four:
		return i18n.T("It takes the square where {{.Them}} would make a four.", a)
	case theirs >= sg.OpenThree:
		return i18n.T("It takes the square where {{.Them}} would make an open three.", a)
	case mine == sg.OpenThree:
		return i18n.T("It makes an open three.")
	}
	return i18n.T("Nothing on the board sets it apart yet: its worth lies further ahead.")
}
