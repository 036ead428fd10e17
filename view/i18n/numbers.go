// Numbers in the window's words: counts of moves and things with the
// language's plural forms, and decimals written and read with its decimal
// mark.

package i18n

import (
	"strconv"
	"strings"
	"time"

	"othello/model"
)

// MovesCount writes how many moves a game's cells hold, its passes apart
// (a pass is no move to a player): "60 moves and 2 passes", "9 moves".
func MovesCount(cells []model.Cell) string {
	passes := 0
	for _, c := range cells {
		if c == model.CellPass {
			passes++
		}
	}
	moves := Count(len(cells)-passes, "move")
	if passes > 0 {
		return N("{{.Moves}} and {{.Count}} passes", passes, Args{"Moves": moves})
	}
	return moves
}

// Count writes n things in the language in use, such as "1 disc" or "6
// discs": each noun is a message of its own, whose forms follow the
// language's plural rules.
func Count(n int, thing string) string {
	switch thing {
	case "disc":
		return N("{{.Count}} discs", n)
	case "move":
		return N("{{.Count}} moves", n)
	case "pass":
		return N("{{.Count}} passes", n)
	case "hint":
		return N("{{.Count}} hints", n)
	case "mistake":
		return N("{{.Count}} mistakes", n)
	case "game":
		return N("{{.Count}} games", n)
	case "position":
		return N("{{.Count}} positions", n)
	case "time":
		return N("{{.Count}} times", n)
	case "second":
		return N("{{.Count}} seconds", n)
	case "stone":
		return N("{{.Count}} stones", n)
	}
	panic("Count: no message for " + thing)
}

// Decimal writes x with prec decimals and the language's decimal mark:
// "0.45" in English, "0,45" in French.
func Decimal(x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	if T("decimal mark") == "," {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// SignedDecimal is Decimal with a plus sign before a number above zero,
// as the window writes scores ("+0.4", "-1,5"); zero keeps no sign.
func SignedDecimal(x float64, prec int) string {
	s := Decimal(x, prec)
	if x > 0 {
		s = "+" + s
	}
	return s
}

// ReadDecimal reads a number typed in a field, with either decimal mark:
// a French player types 1,5, and text pasted from elsewhere may hold 1.5.
func ReadDecimal(text string) (float64, error) {
	return strconv.ParseFloat(strings.Replace(strings.TrimSpace(text), ",", ".", 1), 64)
}

// minSpeedTime and minSpeedNodes are the least search whose speed is
// said: one over in a few milliseconds, or of a few nodes, is mostly
// setting up (the last moves' "98 k nodes/s", Gomoku's easy level's
// "748 nodes/s" for the eight nodes of a table cleared first).
const (
	minSpeedTime  = 10 * time.Millisecond
	minSpeedNodes = 1000
)

// NodeSpeed writes how many positions a search visits a second, such as
// "2.1 M nodes/s"; "" when it cannot tell, or the search was too short
// for its speed to mean anything.
func NodeSpeed(nodes uint64, d time.Duration) string {
	if nodes < minSpeedNodes || d < minSpeedTime {
		return ""
	}
	nps := float64(nodes) / d.Seconds()
	switch {
	case nps >= 1e6:
		return T("{{.Speed}} M nodes/s", Args{"Speed": Decimal(nps/1e6, 1)})
	case nps >= 1e3:
		return T("{{.Speed}} k nodes/s", Args{"Speed": Decimal(nps/1e3, 0)})
	}
	return T("{{.Speed}} nodes/s", Args{"Speed": Decimal(nps, 0)})
}

// LineOfPlay writes the first shown moves of a line of play by their
// names, "…" after them when it goes on: "d3 c5 f6…".
func LineOfPlay(names []string, shown int) string {
	text := strings.Join(names[:min(shown, len(names))], " ")
	if len(names) > shown {
		text += "…"
	}
	return text
}
