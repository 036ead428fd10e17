// The command line's words for the coach's reasons: why a move lost
// against the best one, and what makes a hinted move good.

package cli

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"othello/controller/coach"
	"othello/model"
)

// explainSentence says why the move played lost against the best one, in
// at most two of the coach's reasons: the first about the move played,
// with the opponent's best reply and what it wins, the second about the
// best move. "g7 gave White the h8 corner (White's best reply, h8, wins
// 12 discs); h7 kept your edge."
func explainSentence(e coach.Explanation) string {
	them := e.Mover().Other().String()
	reply := replyClause(e, them)
	if len(e.Reasons) == 0 {
		return fmt.Sprintf("%s: %s.", e.Name(e.Played.Move), strings.TrimSuffix(strings.TrimPrefix(reply, "("), ")"))
	}
	s := playedPhrase(e.Reasons[0], e, them) + " " + reply
	if len(e.Reasons) > 1 {
		s += "; " + bestPhrase(e.Reasons[1], e, them)
	}
	return s + "."
}

// replyClause is the opponent's best reply to the move played and what
// it wins: "(White's best reply, h8, wins 12 discs)".
func replyClause(e coach.Explanation, them string) string {
	var s string
	switch e.Played.Reply {
	case model.CellPass:
		s = them + " must pass"
	case model.NoCell:
		s = "the game ends"
	default:
		s = fmt.Sprintf("%s's best reply, %s", them, e.Name(e.Played.Reply))
	}
	if n := int(math.Round(e.Loss)); n >= 1 {
		about := ""
		if !e.LossExact {
			about = "about "
		}
		switch e.Played.Reply {
		case model.CellPass, model.NoCell:
			s += fmt.Sprintf(", and you lose %s%s", about, counted(n, "disc"))
		default:
			s += fmt.Sprintf(", wins %s%s", about, counted(n, "disc"))
		}
	}
	return "(" + s + ")"
}

// playedPhrase says a reason as what the move played did.
func playedPhrase(r coach.Reason, e coach.Explanation, them string) string {
	m, edge := e.Name(e.Played.Move), e.Position.Geometry().EdgeName(r.Edge)
	corners, squares := func(c []model.Cell) string { return corners(e, c) }, func(c []model.Cell) string { return squares(e, c) }
	switch r.Kind {
	case coach.WipeOut:
		if r.Played.Mover == 0 {
			return fmt.Sprintf("%s let %s wipe you out", m, them)
		}
		return fmt.Sprintf("%s left you %s and no move", m, counted(r.Played.Mover, "disc"))
	case coach.CornerGiven:
		if r.Held {
			return fmt.Sprintf("%s gave %s %s", m, them, corners(r.Squares))
		}
		return fmt.Sprintf("%s opened %s to %s", m, corners(r.Squares), them)
	case coach.CornerTaken:
		if slices.Contains(r.Squares, e.Best.Move) {
			return fmt.Sprintf("%s missed %s", m, corners(r.Squares))
		}
		verb := "opens"
		if r.Held {
			verb = "wins"
		}
		it := "it"
		if len(r.Squares) > 1 {
			it = "them"
		}
		return fmt.Sprintf("%s left you no way into %s, where %s %s %s", m, corners(r.Squares), e.Name(e.Best.Move), verb, it)
	case coach.Stability:
		return m + " left you " + versus(r.Played, r.Best, e.Name(e.Best.Move), "stable disc", them, false)
	case coach.Edge:
		if r.Played.Opponent > r.Best.Opponent {
			return fmt.Sprintf("%s let %s break into your edge on %s at %s", m, them, edge, squares(r.Squares))
		}
		return fmt.Sprintf("%s gave up your way into %s at %s", m, edge, squares(r.Squares))
	case coach.Mobility:
		return m + " left you " + versus(r.Played, r.Best, e.Name(e.Best.Move), "move", them, false)
	case coach.Parity:
		return fmt.Sprintf("%s went into an even region of %d empties, handing %s its last move", m, r.Played.Mover, them)
	case coach.Frontier:
		return m + " left you " + versus(r.Played, r.Best, e.Name(e.Best.Move), "frontier disc", them, false)
	}
	return m + " " + r.Kind.String()
}

// bestPhrase says a reason as what the best move does.
func bestPhrase(r coach.Reason, e coach.Explanation, them string) string {
	m, edge := e.Name(e.Best.Move), e.Position.Geometry().EdgeName(r.Edge)
	corners, squares := func(c []model.Cell) string { return corners(e, c) }, func(c []model.Cell) string { return squares(e, c) }
	switch r.Kind {
	case coach.WipeOut:
		return fmt.Sprintf("%s kept you in the game", m)
	case coach.CornerGiven:
		return fmt.Sprintf("%s kept %s out of %s", m, them, corners(r.Squares))
	case coach.CornerTaken:
		others := slices.DeleteFunc(slices.Clone(r.Squares), func(c model.Cell) bool { return c == e.Best.Move })
		switch {
		case len(others) < len(r.Squares) && len(others) > 0:
			return fmt.Sprintf("%s took the corner and opened %s to you", m, corners(others))
		case len(others) < len(r.Squares):
			return fmt.Sprintf("%s took the corner", m)
		case r.Held:
			return fmt.Sprintf("%s won you %s", m, corners(r.Squares))
		}
		return fmt.Sprintf("%s opened %s to you", m, corners(r.Squares))
	case coach.Stability:
		return m + " leaves you " + versus(r.Best, r.Played, e.Name(e.Played.Move), "stable disc", them, true)
	case coach.Edge:
		switch {
		case r.Played.Opponent > r.Best.Opponent:
			return fmt.Sprintf("%s kept your edge", m)
		case len(r.Squares) == 1 && r.Squares[0] == e.Best.Move:
			return fmt.Sprintf("%s broke into %s", m, edge)
		}
		return fmt.Sprintf("%s opened %s to you at %s", m, edge, squares(r.Squares))
	case coach.Mobility:
		if r.Played.Opponent-r.Best.Opponent >= r.Best.Mover-r.Played.Mover {
			return fmt.Sprintf("%s kept %s to %s", m, them, counted(r.Best.Opponent, "move"))
		}
		return m + " leaves you " + versus(r.Best, r.Played, e.Name(e.Played.Move), "move", them, true)
	case coach.Parity:
		return fmt.Sprintf("%s played in an odd region of %d, keeping its last move", m, r.Best.Mover)
	case coach.Frontier:
		return fmt.Sprintf("%s kept your frontier to %s", m, counted(r.Best.Mover, "disc"))
	}
	return m + " " + r.Kind.String()
}

// versus says a count after one line against the other's: "6 moves to
// White's 8, where c5 leaves 11 to 4" (after the move played) or "11
// moves to White's 4, where c7 left 6 to 8" (after the best move, past
// saying the other line is the one played).
func versus(c, other coach.Count, otherMove, noun, them string, past bool) string {
	verb := "leaves"
	if past {
		verb = "left"
	}
	return fmt.Sprintf("%s to %s's %d, where %s %s %d to %d", counted(c.Mover, noun), them, c.Opponent, otherMove, verb, other.Mover, other.Opponent)
}

// corners names corners of e's board: "the h8 corner", "the a8 and h8
// corners".
func corners(e coach.Explanation, sq []model.Cell) string {
	if len(sq) == 1 {
		return fmt.Sprintf("the %s corner", e.Name(sq[0]))
	}
	return "the " + squares(e, sq) + " corners"
}

// squares lists squares of e's board: "d8", "a8 and h8", "b1, c1 and g1".
func squares(e coach.Explanation, sq []model.Cell) string {
	names := make([]string, len(sq))
	for i, s := range sq {
		names[i] = e.Name(s)
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// counted writes a count with its noun: "1 disc", "12 discs", "no move".
func counted(n int, noun string) string {
	switch n {
	case 0:
		return "no " + noun
	case 1:
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
