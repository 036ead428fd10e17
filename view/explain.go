// The window's words for the coach's reasons: why a move lost, said to the
// player in short lines, the opponent's answer first.

package view

import (
	"fmt"
	"math"
	"strings"

	"othello/controller/coach"
	"othello/model"
)

// explainLines says why the move played lost against the best move: what
// the opponent answers and wins, then at most two reasons, each a line.
func explainLines(e coach.Explanation) []string {
	them := e.Mover().Other().String()
	lines := []string{answerLine(e, them)}
	for i, r := range e.Reasons {
		if i == 2 {
			break
		}
		lines = append(lines, reasonLine(r, e, them))
	}
	return lines
}

// answerLine is the opponent's answer to the move played: "After g7,
// White's best answer is h8: about 12 discs worse for you than h7."
// When the answer is the very square the mover should have played, it
// says so instead of naming the square twice.
func answerLine(e coach.Explanation, them string) string {
	taken := e.Played.Reply == e.Best.Move
	loss := ""
	if n := int(math.Round(e.Loss)); n >= 1 {
		about := "about "
		if e.LossExact {
			about = ""
		}
		loss = fmt.Sprintf(": %s%s worse for you", about, counted(n, "disc"))
		if !taken {
			loss += fmt.Sprintf(" than %v", e.Best.Move)
		}
	}
	switch {
	case e.Played.Reply == model.Pass:
		return fmt.Sprintf("After %v, %s cannot move%s.", e.Played.Move, them, loss)
	case e.Played.Reply == model.NoSquare:
		return fmt.Sprintf("%v ends the game%s.", e.Played.Move, loss)
	case taken:
		return fmt.Sprintf("After %v, %s's best answer is %v, the square you needed%s.", e.Played.Move, them, e.Played.Reply, loss)
	}
	return fmt.Sprintf("After %v, %s's best answer is %v%s.", e.Played.Move, them, e.Played.Reply, loss)
}

// reasonLine says one reason to the player.
func reasonLine(r coach.Reason, e coach.Explanation, them string) string {
	played, best := e.Played.Move, e.Best.Move
	switch r.Kind {
	case coach.WipeOut:
		return fmt.Sprintf("Danger: along that line you are down to %s; %v keeps you in the game.", counted(r.Played.Mover, "disc"), best)
	case coach.CornerGiven:
		if r.Held {
			return fmt.Sprintf("Corner: %s gets %s.", them, cornerNames(r.Squares))
		}
		return fmt.Sprintf("Corner: %v lets %s into %s.", played, them, cornerNames(r.Squares))
	case coach.CornerTaken:
		if len(r.Squares) == 1 && r.Squares[0] == best {
			return fmt.Sprintf("Corner: %v was yours to take.", best)
		}
		return fmt.Sprintf("Corner: %v would have opened %s to you.", best, cornerNames(r.Squares))
	case coach.Stability:
		return fmt.Sprintf("Stable discs: %d for you after %v, %d after %v.", r.Played.Mover, played, r.Best.Mover, best)
	case coach.Edge:
		if r.Played.Opponent > r.Best.Opponent {
			return fmt.Sprintf("Edge: %s can now break into your edge on %v.", them, r.Edge)
		}
		return fmt.Sprintf("Edge: %v would have given you a way into the edge on %v.", best, r.Edge)
	case coach.Mobility:
		return fmt.Sprintf("Mobility: you keep %s against %s's %d; %v leaves %d against %d.",
			counted(r.Played.Mover, "move"), them, r.Played.Opponent, best, r.Best.Mover, r.Best.Opponent)
	case coach.Parity:
		return fmt.Sprintf("Parity: %v fills an even region of %d; %v plays in an odd one and keeps its last move.", played, r.Played.Mover, best)
	case coach.Frontier:
		return fmt.Sprintf("Frontier: %s next to empty squares after %v, %d after %v.", counted(r.Played.Mover, "disc"), played, r.Best.Mover, best)
	}
	return capitalize(r.Kind.String()) + "."
}

// hintReasonLine says what makes a hinted move good: "It keeps White to 3
// moves." "" when nothing stands out.
func hintReasonLine(rs []coach.Reason, them string) string {
	if len(rs) == 0 {
		return ""
	}
	r := rs[0]
	switch r.Kind {
	case coach.Mobility:
		return fmt.Sprintf("It leaves %s %s.", them, counted(r.Best.Opponent, "move"))
	case coach.CornerTaken:
		return "It takes or opens a corner for you."
	case coach.CornerGiven:
		return "It keeps " + them + " out of the corners."
	case coach.Stability:
		return fmt.Sprintf("It makes %s stable.", counted(r.Best.Mover, "disc"))
	case coach.Edge:
		return "It keeps the edges safe."
	case coach.Parity:
		return "It keeps the last move of its region."
	case coach.Frontier:
		return fmt.Sprintf("It keeps your frontier to %s.", counted(r.Best.Mover, "disc"))
	case coach.WipeOut:
		return "It keeps you in the game."
	}
	return ""
}

// cornerNames names corners: "the h8 corner", "the a1 and h8 corners".
func cornerNames(sq []model.Square) string {
	names := make([]string, len(sq))
	for i, s := range sq {
		names[i] = s.String()
	}
	if len(names) == 1 {
		return "the " + names[0] + " corner"
	}
	return "the " + strings.Join(names, " and ") + " corners"
}

// counted writes a count with its noun: "no move", "1 disc", "12 discs".
func counted(n int, noun string) string {
	if n == 0 {
		return "no " + noun
	}
	return count(n, noun)
}
