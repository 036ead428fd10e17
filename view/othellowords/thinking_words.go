// The words of the computer's thinking, its hints and the move values:
// scores, depths, speeds and principal variations.

package othellowords

import (
	"fmt"
	"math"
	"strings"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/i18n"
)

// HintText says the hinted move and what the search thinks of it, for the
// side to move: an exact solve proves the final margin, while a midgame
// score is only the evaluation's estimate, and is worded as one.
func HintText(hint *strategy.SizedResult, geo *model.Geometry) string {
	return HintTextBy(hint, geo, "")
}

// HintTextBy is hintText for a hint by engine, the external program
// giving hints ("" for ours): "Hint by Edax: f5 (score +2.0)".
func HintTextBy(hint *strategy.SizedResult, geo *model.Geometry, engine string) string {
	return HintStepText(hint, geo, engine, 0)
}

// HintSteps is how many presses of Hint it takes to say all: where, what
// and why, every move's value.
const HintSteps = 3

// HintStepText is HintTextBy for the step of the graduated hints the
// player has reached (0: a hint not given in steps): "Hint 2 of 3: f5
// (score +2.0)".
func HintStepText(hint *strategy.SizedResult, geo *model.Geometry, engine string, step int) string {
	if hint == nil || !geo.OnBoard(hint.Move) {
		return ""
	}
	r := struct {
		Move                      string
		Score, Depth, Selectivity int
		Exact                     bool
	}{geo.CellName(hint.Move), hint.Score, hint.Depth, hint.Selectivity, hint.Exact}
	score := MoveScore(*hint)
	a := i18n.Args{"Move": r.Move, "Score": score, "Sure": r.Selectivity, "Hint": hintLabel(engine, step)}
	if hint.Book {
		return i18n.T("{{.Hint}} {{.Move}} (book, score {{.Score}})", a)
	}
	if r.Exact {
		d := r.Score / strategy.ScoreScale
		switch {
		case d > 0:
			return i18n.N("{{.Hint}} {{.Move}} ({{.Score}} exact: wins by {{.Count}} discs with perfect play)", d, a)
		case d < 0:
			return i18n.N("{{.Hint}} {{.Move}} ({{.Score}} exact: loses by {{.Count}} discs with perfect play)", -d, a)
		}
		return i18n.T("{{.Hint}} {{.Move}} ({{.Score}} exact: a draw with perfect play)", a)
	}
	if r.Depth > 0 && r.Selectivity > 0 {
		// the search skipped lines a shallow look judged hopeless
		return i18n.N("{{.Hint}} {{.Move}} (score {{.Score}}, looks {{.Count}} moves ahead, {{.Sure}}% sure)", r.Depth, a)
	}
	if r.Depth > 0 {
		return i18n.N("{{.Hint}} {{.Move}} (score {{.Score}}, looks {{.Count}} moves ahead)", r.Depth, a)
	}
	return i18n.T("{{.Hint}} {{.Move}} (score {{.Score}})", a)
}

// hintLabel opens a hint's line: "Hint:", "Hint by Edax:", "Hint 2 of 3:".
func hintLabel(engine string, step int) string {
	a := i18n.Args{"Engine": engine, "Step": step, "Steps": HintSteps}
	switch {
	case step > 0 && engine != "":
		return i18n.T("Hint {{.Step}} of {{.Steps}} by {{.Engine}}:", a)
	case step > 0:
		return i18n.T("Hint {{.Step}} of {{.Steps}}:", a)
	case engine != "":
		return i18n.T("Hint by {{.Engine}}:", a)
	}
	return i18n.T("Hint:")
}

// MoveScore writes a move's score one way everywhere, in discs for the side
// to move: an exact result as a whole number ("+6"), an estimate with one
// decimal ("+0.4"); zero is "0" or "0.0", never "-0".
func MoveScore(r strategy.SizedResult) string {
	if r.Exact {
		d := r.Score / strategy.ScoreScale
		if d == 0 {
			return "0"
		}
		return fmt.Sprintf("%+d", d)
	}
	tenths := math.Round(r.Discs() * 10)
	if tenths == 0 {
		return i18n.Decimal(0, 1)
	}
	return i18n.SignedDecimal(tenths/10, 1)
}

// ThoughtText says in a line what a search has found so far: whose
// search, how deep, its score for the side it searches for, its speed and
// the line of play it expects, such as "White's search: depth 14 · +3.2 ·
// 2.1 M nodes/s · d3 c5 f6 e6 f5 f4…"; "" for none.
func ThoughtText(t *controller.Thought, geo *model.Geometry) string {
	return ThoughtTextBy(t, geo, "")
}

// ThoughtTextBy is thoughtText for a search by engine, the external
// program thinking ("" for ours): "Edax: depth 14 · …". geo is the
// board's, which names the moves.
func ThoughtTextBy(t *controller.Thought, geo *model.Geometry, engine string) string {
	if t == nil {
		return ""
	}
	var who string
	switch {
	case engine != "" && t.Hint:
		who = i18n.T("Hint by {{.Engine}}", i18n.Args{"Engine": engine})
	case engine != "":
		who = engine
	case t.Hint:
		who = i18n.T("Hint search")
	case t.Color == model.White:
		who = i18n.T("White's search")
	default:
		who = i18n.T("Black's search")
	}
	parts := []string{thoughtDepth(t), ThoughtScore(t)}
	// a book move has no search to time: its nodes are those of the
	// search the book overrode, if any
	if speed := i18n.NodeSpeed(t.Nodes, t.Time); speed != "" && !t.Book {
		parts = append(parts, speed)
	}
	if pv := pvText(geo, t.PV, 6); pv != "" {
		parts = append(parts, pv)
	}
	return i18n.T("{{.Who}}: {{.What}}", i18n.Args{"Who": who, "What": strings.Join(parts, " · ")})
}

// ValuesText says what the move values rest on: how deep their search
// got, or how many of them the solver has proven; "" for no values.
func ValuesText(rs []strategy.SizedResult) string {
	exact, depth, book := 0, 0, 0
	for _, r := range rs {
		if r.Book {
			book++
		}
		if r.Exact {
			exact++
		} else if !r.Book {
			depth = r.Depth
		}
	}
	switch {
	case len(rs) == 0:
		return ""
	case book == len(rs):
		return i18n.T("Move values: from the book")
	case exact == len(rs):
		return i18n.T("Move values: exact")
	case exact > 0:
		return i18n.T("Move values: {{.Exact}} of {{.All}} exact, the others depth {{.Depth}}", i18n.Args{"Exact": exact, "All": len(rs), "Depth": depth})
	case book > 0:
		return i18n.T("Move values: {{.Book}} of {{.All}} from the book, the others depth {{.Depth}}", i18n.Args{"Book": book, "All": len(rs), "Depth": depth})
	}
	return i18n.T("Move values: depth {{.Depth}}", i18n.Args{"Depth": depth})
}

// thoughtDepth says how far a search got: a midgame depth, an exact
// result, or the endgame solver at work (and how sure, in a selective
// stage).
func thoughtDepth(t *controller.Thought) string {
	switch {
	case t.Proven():
		return i18n.T("exact")
	case t.Exact && t.Selectivity > 0:
		return i18n.T("solving, {{.Sure}}% sure", i18n.Args{"Sure": t.Selectivity})
	case t.Exact && t.Done:
		return i18n.T("a win proven") // the solve stopped after it
	case t.Exact:
		return i18n.T("solving")
	case t.Book:
		return i18n.T("book")
	}
	return i18n.T("depth {{.Depth}}", i18n.Args{"Depth": t.Depth})
}

// ThoughtScore writes a search's score as the move scores are written,
// or while the solver works, the bounds it has proven.
func ThoughtScore(t *controller.Thought) string {
	discs := func(d int) string {
		return MoveScore(strategy.SizedResult{Score: d * strategy.ScoreScale, Exact: true})
	}
	switch {
	case !t.Exact:
		return MoveScore(strategy.SizedResult{Score: t.Score})
	case t.Lo == t.Hi:
		return discs(t.Lo)
	case t.Lo > -64 && t.Hi < 64:
		return i18n.T("{{.Low}} to {{.High}}", i18n.Args{"Low": discs(t.Lo), "High": discs(t.Hi)})
	case t.Lo > -64:
		return i18n.T("at least {{.Score}}", i18n.Args{"Score": discs(t.Lo)})
	case t.Hi < 64:
		return i18n.T("at most {{.Score}}", i18n.Args{"Score": discs(t.Hi)})
	}
	return "?"
}

// pvText writes the first n moves of a line of play (i18n.LineOfPlay).
func pvText(geo *model.Geometry, pv []model.Cell, n int) string {
	names := make([]string, len(pv))
	for i, c := range pv {
		names[i] = CellWord(geo, c)
	}
	return i18n.LineOfPlay(names, n)
}
