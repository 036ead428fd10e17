// The window's words for the coach's reasons: why a move lost, said to the
// player in short lines, the opponent's answer first.

package view

import (
	"fmt"
	"math"
	"strings"

	"othello/controller"
	"othello/controller/coach"
	"othello/model"
)

// speaker names a side of the game for the person reading the coach: the
// player's own side is "you", the computer "the computer (White)" or the
// engine's name, and in a game of two people or of two programs each
// side its colour.
type speaker struct {
	name string // subject or object: "you", "White", "the computer (White)"
	poss string // before a noun: "your", "White's", "the computer's"
	own  string // standing alone: "yours", "White's", "the computer's"
	you  bool
}

// speakerFor names colour c of a game with settings s.
func speakerFor(s controller.Settings, c model.Color) speaker {
	switch {
	case s.Mode == controller.HumanVsComputer && c == s.Human:
		return speaker{name: "you", poss: "your", own: "yours", you: true}
	case s.Mode == controller.HumanVsComputer && s.EngineSide(c):
		return speaker{name: s.Engine + " (" + c.String() + ")", poss: s.Engine + "'s", own: s.Engine + "'s"}
	case s.Mode == controller.HumanVsComputer:
		return speaker{name: "the computer (" + c.String() + ")", poss: "the computer's", own: "the computer's"}
	}
	return speaker{name: c.String(), poss: c.String() + "'s", own: c.String() + "'s"}
}

// verb conjugates a verb for the speaker: "you keep", "White keeps".
func (p speaker) verb(v string) string {
	switch {
	case p.you:
		return v
	case v == "are":
		return "is"
	case v == "have":
		return "has"
	}
	return v + "s"
}

// explainLines says why the move played lost against the best move: what
// the opponent answers and wins, then at most two reasons, each a line;
// mover and them name the two sides for the reader.
func explainLines(e coach.Explanation, mover, them speaker) []string {
	lines := []string{answerLine(e, mover, them)}
	for i, r := range e.Reasons {
		if i == 2 {
			break
		}
		lines = append(lines, reasonLine(r, e, mover, them))
	}
	return lines
}

// answerLine is the opponent's answer to the move played: "After g7,
// White's best answer is h8: about 12 discs worse for you than h7."
// When the answer is the very square the mover should have played, it
// says so instead of naming the square twice.
func answerLine(e coach.Explanation, mover, them speaker) string {
	taken := e.Played.Reply == e.Best.Move
	loss := ""
	if n := int(math.Round(e.Loss)); n >= 1 {
		about := "about "
		if e.LossExact {
			about = ""
		}
		loss = fmt.Sprintf(": %s%s worse for %s", about, counted(n, "disc"), mover.name)
		if !taken {
			loss += fmt.Sprintf(" than %v", e.Best.Move)
		}
	}
	switch {
	case e.Played.Reply == model.Pass:
		return fmt.Sprintf("After %v, %s cannot move%s.", e.Played.Move, them.name, loss)
	case e.Played.Reply == model.NoSquare:
		return fmt.Sprintf("%v ends the game%s.", e.Played.Move, loss)
	case taken:
		return fmt.Sprintf("After %v, %s best answer is %v, the square %s needed%s.", e.Played.Move, them.poss, e.Played.Reply, mover.name, loss)
	}
	return fmt.Sprintf("After %v, %s best answer is %v%s.", e.Played.Move, them.poss, e.Played.Reply, loss)
}

// reasonLine says one reason to the player.
func reasonLine(r coach.Reason, e coach.Explanation, mover, them speaker) string {
	played, best := e.Played.Move, e.Best.Move
	switch r.Kind {
	case coach.WipeOut:
		return fmt.Sprintf("Danger: along that line %s %s down to %s; %v keeps %s in the game.", mover.name, mover.verb("are"), counted(r.Played.Mover, "disc"), best, mover.name)
	case coach.CornerGiven:
		if r.Held {
			return fmt.Sprintf("Corner: %s %s %s.", them.name, them.verb("get"), cornerNames(r.Squares))
		}
		return fmt.Sprintf("Corner: %v lets %s into %s.", played, them.name, cornerNames(r.Squares))
	case coach.CornerTaken:
		if len(r.Squares) == 1 && r.Squares[0] == best {
			return fmt.Sprintf("Corner: %v was %s to take.", best, mover.own)
		}
		return fmt.Sprintf("Corner: %v would have opened %s to %s.", best, cornerNames(r.Squares), mover.name)
	case coach.Stability:
		return fmt.Sprintf("Stable discs: %d for %s after %v, %d after %v.", r.Played.Mover, mover.name, played, r.Best.Mover, best)
	case coach.Edge:
		if r.Played.Opponent > r.Best.Opponent {
			return fmt.Sprintf("Edge: %s can now break into %s edge on %v.", them.name, mover.poss, r.Edge)
		}
		return fmt.Sprintf("Edge: %v would have given %s a way into the edge on %v.", best, mover.name, r.Edge)
	case coach.Mobility:
		return fmt.Sprintf("Mobility: %s %s %s against %s %d; %v leaves %d against %d.",
			mover.name, mover.verb("keep"), counted(r.Played.Mover, "move"), them.poss, r.Played.Opponent, best, r.Best.Mover, r.Best.Opponent)
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
