// Numbers in the window's words: counts of moves and things with the
// language's plural forms, and decimals written and read with its decimal
// mark.

package view

import (
	"strconv"
	"strings"

	"othello/model"
)

// movesCount writes how many moves a game's cells hold, its passes apart
// (a pass is no move to a player): "60 moves and 2 passes", "9 moves".
func movesCount(cells []model.Cell) string {
	passes := 0
	for _, c := range cells {
		if c == model.CellPass {
			passes++
		}
	}
	moves := count(len(cells)-passes, "move")
	if passes > 0 {
		return trn("{{.Moves}} and {{.Count}} passes", passes, args{"Moves": moves})
	}
	return moves
}

// count writes n things in the language in use, such as "1 disc" or "6
// discs": each noun is a message of its own, whose forms follow the
// language's plural rules.
func count(n int, thing string) string {
	switch thing {
	case "disc":
		return trn("{{.Count}} discs", n)
	case "move":
		return trn("{{.Count}} moves", n)
	case "pass":
		return trn("{{.Count}} passes", n)
	case "hint":
		return trn("{{.Count}} hints", n)
	case "mistake":
		return trn("{{.Count}} mistakes", n)
	case "game":
		return trn("{{.Count}} games", n)
	case "position":
		return trn("{{.Count}} positions", n)
	case "time":
		return trn("{{.Count}} times", n)
	case "second":
		return trn("{{.Count}} seconds", n)
	case "stone":
		return trn("{{.Count}} stones", n)
	}
	panic("count: no message for " + thing)
}

// decimal writes x with prec decimals and the language's decimal mark:
// "0.45" in English, "0,45" in French.
func decimal(x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	if tr("decimal mark") == "," {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// signedDecimal is decimal with a plus sign before a number above zero,
// as the window writes scores ("+0.4", "-1,5"); zero keeps no sign.
func signedDecimal(x float64, prec int) string {
	s := decimal(x, prec)
	if x > 0 {
		s = "+" + s
	}
	return s
}

// readDecimal reads a number typed in a field, with either decimal mark:
// a French player types 1,5, and text pasted from elsewhere may hold 1.5.
func readDecimal(text string) (float64, error) {
	return strconv.ParseFloat(strings.Replace(strings.TrimSpace(text), ",", ".", 1), 64)
}
