// The window's words for the coach's reasons: why a move lost, said to the
// player in short lines, the opponent's answer first.

package othellowords

import (
	"math"
	"slices"
	"strings"

	"othello/controller"
	"othello/controller/coach"
	"othello/model"
	"othello/view/i18n"
)

// Speaker names a side of the game for the person reading the coach: the
// player's own side is "you", the computer "the computer (White)" or the
// engine's name, and in a game of two people or of two programs each
// side its colour. A sentence about the player is its own message (its
// verbs agree with "you"); the others take these forms as placeholders.
type Speaker struct {
	Name string // subject or object: "you", "White", "the computer (White)"
	Poss string // before a noun: "your", "White's", "the computer's"
	Own  string // standing alone: "yours", "White's", "the computer's"
	You  bool
}

// SpeakerFor names colour c of a game with settings s.
func SpeakerFor(s controller.Settings, c model.Color) Speaker {
	a := i18n.Args{"Side": ColourWord(c), "Engine": s.Engine}
	switch {
	case s.Mode == controller.HumanVsComputer && c == s.Human:
		return Speaker{Name: i18n.T("you"), Poss: i18n.T("your"), Own: i18n.T("yours"), You: true}
	case s.Mode == controller.HumanVsComputer && s.EngineSide(c):
		return Speaker{Name: i18n.T("{{.Engine}} ({{.Side}})", a), Poss: i18n.T("{{.Engine}}'s", a), Own: i18n.T("{{.Engine}}'s", a)}
	case s.Mode == controller.HumanVsComputer:
		return Speaker{Name: i18n.T("the computer ({{.Side}})", a), Poss: i18n.T("the computer's"), Own: i18n.T("the computer's")}
	}
	return Speaker{Name: ColourWord(c), Poss: i18n.T("{{.Side}}'s", a), Own: i18n.T("{{.Side}}'s", a)}
}

// ExplainLines says why the move played lost against the best move: what
// the opponent answers and wins, then at most two reasons, each a line;
// mover and them name the two sides for the reader.
func ExplainLines(e coach.Explanation, mover, them Speaker) []string {
	lines := []string{AnswerLine(e, mover, them)}
	for i, r := range e.Reasons {
		if i == 2 {
			break
		}
		lines = append(lines, ReasonLine(r, e, mover, them))
	}
	return lines
}

// lineArgs are the placeholders of the coach's sentences: the moves of
// the two lines and the two sides' names.
func lineArgs(e coach.Explanation, mover, them Speaker) i18n.Args {
	a := i18n.Args{"Played": e.Name(e.Played.Move), "Best": e.Name(e.Best.Move), "Reply": e.Name(e.Played.Reply)}
	SpeakerArgs(a, "Mover", mover)
	SpeakerArgs(a, "Them", them)
	return a
}

// SpeakerArgs sets a side's three forms as placeholders: side+"Name",
// side+"Poss" and side+"Own". A translation may use whichever its grammar
// needs ("les coups de {{.ThemName}}" for "{{.ThemPoss}} moves").
func SpeakerArgs(a i18n.Args, side string, p Speaker) {
	a[side+"Name"], a[side+"Poss"], a[side+"Own"] = p.Name, p.Poss, p.Own
}

// AnswerLine is the opponent's answer to the move played: "After g7,
// White's best answer is h8: about 12 discs worse for you than h7."
// When the answer is the very square the mover should have played, it
// says so instead of naming the square twice.
func AnswerLine(e coach.Explanation, mover, them Speaker) string {
	a := lineArgs(e, mover, them)
	taken := e.Played.Reply == e.Best.Move
	loss := ""
	if n := int(math.Round(e.Loss)); n >= 1 {
		a["Count"] = n
		switch {
		case e.LossExact && taken && mover.You:
			loss = i18n.N(": {{.Count}} discs worse for you", n, a)
		case e.LossExact && taken:
			loss = i18n.N(": {{.Count}} discs worse for {{.MoverName}}", n, a)
		case e.LossExact && mover.You:
			loss = i18n.N(": {{.Count}} discs worse for you than {{.Best}}", n, a)
		case e.LossExact:
			loss = i18n.N(": {{.Count}} discs worse for {{.MoverName}} than {{.Best}}", n, a)
		case taken && mover.You:
			loss = i18n.N(": about {{.Count}} discs worse for you", n, a)
		case taken:
			loss = i18n.N(": about {{.Count}} discs worse for {{.MoverName}}", n, a)
		case mover.You:
			loss = i18n.N(": about {{.Count}} discs worse for you than {{.Best}}", n, a)
		default:
			loss = i18n.N(": about {{.Count}} discs worse for {{.MoverName}} than {{.Best}}", n, a)
		}
	}
	a["Loss"] = loss
	switch {
	case e.Played.Reply == model.CellPass:
		return i18n.T("After {{.Played}}, {{.ThemName}} cannot move{{.Loss}}.", a)
	case e.Played.Reply == model.NoCell:
		return i18n.T("{{.Played}} ends the game{{.Loss}}.", a)
	case taken && mover.You:
		return i18n.T("After {{.Played}}, {{.ThemPoss}} best answer is {{.Reply}}, the square you needed{{.Loss}}.", a)
	case taken:
		return i18n.T("After {{.Played}}, {{.ThemPoss}} best answer is {{.Reply}}, the square {{.MoverName}} needed{{.Loss}}.", a)
	}
	return i18n.T("After {{.Played}}, {{.ThemPoss}} best answer is {{.Reply}}{{.Loss}}.", a)
}

// edgeWord names an edge of a board of size n in the language in use:
// "row 1", "column h" (on 8x8).
func edgeWord(e model.Edge, n int) string {
	switch e {
	case model.EdgeTop:
		return i18n.T("row {{.Row}}", i18n.Args{"Row": 1})
	case model.EdgeBottom:
		return i18n.T("row {{.Row}}", i18n.Args{"Row": n})
	case model.EdgeLeft:
		return i18n.T("column {{.Column}}", i18n.Args{"Column": "a"})
	}
	return i18n.T("column {{.Column}}", i18n.Args{"Column": string(rune('a' + n - 1))})
}

// ReasonLine says one reason to the player.
func ReasonLine(r coach.Reason, e coach.Explanation, mover, them Speaker) string {
	a := lineArgs(e, mover, them)
	a["Corners"] = cornerNames(e, r.Squares)
	a["Edge"] = edgeWord(r.Edge, e.Position.Size())
	a["Played1"], a["Played2"], a["Best1"], a["Best2"] = r.Played.Mover, r.Played.Opponent, r.Best.Mover, r.Best.Opponent
	// a count that may be none is a noun phrase: "no disc", "3 discs"
	a["Discs"], a["Moves"] = Counted(r.Played.Mover, "disc"), Counted(r.Played.Mover, "move")
	you := mover.You
	switch r.Kind {
	case coach.WipeOut:
		if you {
			return i18n.T("Danger: along that line you are down to {{.Discs}}; {{.Best}} keeps you in the game.", a)
		}
		return i18n.T("Danger: along that line {{.MoverName}} is down to {{.Discs}}; {{.Best}} keeps {{.MoverName}} in the game.", a)
	case coach.CornerGiven:
		switch {
		case r.Held && them.You:
			return i18n.T("Corner: you get {{.Corners}}.", a)
		case r.Held:
			return i18n.T("Corner: {{.ThemName}} gets {{.Corners}}.", a)
		}
		return i18n.T("Corner: {{.Played}} lets {{.ThemName}} into {{.Corners}}.", a)
	case coach.CornerTaken:
		// the corner the best move takes is the mover's to take; the
		// others it opens
		others := slices.DeleteFunc(slices.Clone(r.Squares), func(c model.Cell) bool { return c == e.Best.Move })
		takes := len(others) < len(r.Squares)
		if takes && len(others) > 0 {
			a["Corners"] = cornerNames(e, others)
		}
		switch {
		case takes && len(others) > 0 && you:
			return i18n.T("Corner: {{.Best}} was yours to take, and would have opened {{.Corners}} to you.", a)
		case takes && len(others) > 0:
			return i18n.T("Corner: {{.Best}} was {{.MoverOwn}} to take, and would have opened {{.Corners}} to {{.MoverName}}.", a)
		case takes && you:
			return i18n.T("Corner: {{.Best}} was yours to take.", a)
		case takes:
			return i18n.T("Corner: {{.Best}} was {{.MoverOwn}} to take.", a)
		case you:
			return i18n.T("Corner: {{.Best}} would have opened {{.Corners}} to you.", a)
		}
		return i18n.T("Corner: {{.Best}} would have opened {{.Corners}} to {{.MoverName}}.", a)
	case coach.Stability:
		// the other side's count, where it differs, is the difference
		// (0 for you after both moves, but 4 for the computer after one)
		switch twoSided := r.Played.Opponent != r.Best.Opponent; {
		case twoSided && you:
			return i18n.T("Stable discs: {{.Played1}} for you and {{.Played2}} for {{.ThemName}} after {{.Played}}; {{.Best1}} and {{.Best2}} after {{.Best}}.", a)
		case twoSided:
			return i18n.T("Stable discs: {{.Played1}} for {{.MoverName}} and {{.Played2}} for {{.ThemName}} after {{.Played}}; {{.Best1}} and {{.Best2}} after {{.Best}}.", a)
		case you:
			return i18n.T("Stable discs: {{.Played1}} for you after {{.Played}}, {{.Best1}} after {{.Best}}.", a)
		}
		return i18n.T("Stable discs: {{.Played1}} for {{.MoverName}} after {{.Played}}, {{.Best1}} after {{.Best}}.", a)
	case coach.Edge:
		switch {
		case r.Played.Opponent > r.Best.Opponent && you:
			return i18n.T("Edge: {{.ThemName}} can now break into your edge on {{.Edge}}.", a)
		case r.Played.Opponent > r.Best.Opponent:
			return i18n.T("Edge: {{.ThemName}} can now break into {{.MoverPoss}} edge on {{.Edge}}.", a)
		case you:
			return i18n.T("Edge: {{.Best}} would have given you a way into the edge on {{.Edge}}.", a)
		}
		return i18n.T("Edge: {{.Best}} would have given {{.MoverName}} a way into the edge on {{.Edge}}.", a)
	case coach.Mobility:
		if you {
			return i18n.T("Mobility: you keep {{.Moves}} against {{.ThemPoss}} {{.Played2}}; {{.Best}} leaves {{.Best1}} against {{.Best2}}.", a)
		}
		return i18n.T("Mobility: {{.MoverName}} keeps {{.Moves}} against {{.ThemPoss}} {{.Played2}}; {{.Best}} leaves {{.Best1}} against {{.Best2}}.", a)
	case coach.Parity:
		return i18n.T("Parity: {{.Played}} fills an even region of {{.Played1}}; {{.Best}} plays in an odd one and keeps its last move.", a)
	case coach.Frontier:
		return i18n.T("Frontier: {{.Discs}} next to empty squares after {{.Played}}, {{.Best1}} after {{.Best}}.", a)
	}
	return i18n.Capitalize(r.Kind.String()) + "."
}

// HintReasonLine says what makes a hinted move good: "It keeps White to 3
// moves." "" when nothing stands out; them names the opponent.
func HintReasonLine(rs []coach.Reason, them string) string {
	if len(rs) == 0 {
		return ""
	}
	r := rs[0]
	a := i18n.Args{"Them": them}
	switch r.Kind {
	case coach.Mobility:
		return i18n.T("It leaves {{.Them}} {{.Moves}}.", i18n.Args{"Them": them, "Moves": Counted(r.Best.Opponent, "move")})
	case coach.CornerTaken:
		return i18n.T("It takes or opens a corner for you.")
	case coach.CornerGiven:
		return i18n.T("It keeps {{.Them}} out of the corners.", a)
	case coach.Stability:
		return i18n.T("It makes {{.Discs}} stable.", i18n.Args{"Discs": Counted(r.Best.Mover, "disc")})
	case coach.Edge:
		return i18n.T("It keeps the edges safe.")
	case coach.Parity:
		return i18n.T("It keeps the last move of its region.")
	case coach.Frontier:
		return i18n.T("It keeps your frontier to {{.Discs}}.", i18n.Args{"Discs": Counted(r.Best.Mover, "disc")})
	case coach.WipeOut:
		return i18n.T("It keeps you in the game.")
	}
	return ""
}

// cornerNames names corners of e's board: "the h8 corner", "the a1 and
// h8 corners".
func cornerNames(e coach.Explanation, sq []model.Cell) string {
	names := make([]string, len(sq))
	for i, s := range sq {
		names[i] = e.Name(s)
	}
	switch len(names) {
	case 1:
		return i18n.T("the {{.Corner}} corner", i18n.Args{"Corner": names[0]})
	case 2:
		return i18n.T("the {{.First}} and {{.Second}} corners", i18n.Args{"First": names[0], "Second": names[1]})
	}
	return i18n.T("the {{.Corners}} corners", i18n.Args{"Corners": strings.Join(names, i18n.T(" and "))})
}

// Counted writes a count with its noun: "no move", "1 disc", "12 discs".
func Counted(n int, noun string) string {
	if n != 0 {
		return i18n.Count(n, noun)
	}
	switch noun {
	case "disc":
		return i18n.T("no disc")
	case "move":
		return i18n.T("no move")
	}
	return i18n.Count(n, noun)
}
