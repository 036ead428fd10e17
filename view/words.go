// The window's wording: what it says about the game, as plain functions of
// the controller's state, with no Fyne, so that tables of cases test them.

package view

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"runtime"
	"strings"
	"time"

	"othello/controller"
	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

// The choices of the New game dialog, in the order of their values.
var (
	modeLabels   = []string{"Against the computer", "Two players", "Computer vs computer (demo)"}
	colourLabels = []string{"Black (moves first)", "White"}
	algoLabels   = []string{"AlphaBeta", "Minimax"}
	sizeLabels   = []string{"4×4", "6×6", "8×8", "10×10"} // model.Sizes
	evalLabels   = []string{"Trained patterns", "Classic (table, mobility, material)"}
	startLabels  = []string{"Standard", "Random XOT opening", "The position shown"} // startChoice
)

// The clock choices besides the presets' names ("3+2").
const (
	noClockLabel     = "No clock"
	customClockLabel = "Custom…"
)

// illegalText says in the window's English why a move was refused.
func illegalText(r *model.IllegalMoveError) string {
	if r == nil {
		return ""
	}
	return "Not allowed: " + whyIllegal(r) + "."
}

// whyIllegal says why a move is refused, without the "Not allowed".
func whyIllegal(r *model.IllegalMoveError) string {
	var why string
	switch r.Reason {
	case model.GameIsOver:
		why = r.MoveName() + ": the game is over"
	case model.MayNotPass:
		why = r.Turn.String() + " may not pass, " + r.Turn.String() + " has a legal move (" + r.LegalName() + ")"
	case model.Occupied:
		why = r.MoveName() + " is already occupied"
	case model.MustPass:
		why = r.Turn.String() + " has no legal move and must pass"
	case model.FlipsNothing:
		why = r.Turn.String() + " at " + r.MoveName() + " flips no disc"
	case model.ComputerPlays:
		why = r.MoveName() + ": the computer plays " + r.Turn.String()
	case model.PassIsAutomatic:
		why = r.MoveName() + ": passes are played for you when you have no move"
	default:
		why = r.Explain()
	}
	return why
}

// The parts of model.ParseSetup's errors that setupProblem rewords.
var (
	transcriptMove = regexp.MustCompile(`^transcript: move (\d+)`)
	notASquare     = regexp.MustCompile(`square "([^"]*)"`)
	// the reader of a board other than 8x8 names its columns and rows
	notOnSmallOrLarge = regexp.MustCompile(`is not (a-[dfj]|1-(4|6|10))\b`)
)

// setupProblem says in a player's words what is wrong with a pasted or
// typed set-up, naming the move at fault, from model.ParseSetup's error.
func setupProblem(err error) string {
	msg := err.Error()
	if m := transcriptMove.FindStringSubmatch(msg); m != nil {
		var illegal *model.IllegalMoveError
		if errors.As(err, &illegal) {
			return fmt.Sprintf("move %s, %s, is not allowed there (%s).", m[1], illegal.MoveName(), whyIllegal(illegal))
		}
		if sq := notASquare.FindStringSubmatch(msg); sq != nil && notOnSmallOrLarge.MatchString(msg) {
			// a board other than 8x8: its reader names the column or row at fault
			_, why, _ := strings.Cut(msg, sq[0]+": ")
			return fmt.Sprintf("move %s, %s, is not a square of this board (%s).", m[1], bounded.Quote(sq[1]), why)
		}
		if sq := notASquare.FindStringSubmatch(msg); sq != nil {
			return fmt.Sprintf("move %s, %s, is not a square (write a column a-h then a row 1-8, such as f5).", m[1], bounded.Quote(sq[1]))
		}
	}
	if rest, ok := strings.CutPrefix(msg, "position: "); ok {
		return "the position cannot be read: " + rest + "."
	}
	return msg
}

// welcome is the status line of a first launch.
func welcome(s controller.Settings) string {
	if s.EngineSide(s.Human.Other()) {
		return fmt.Sprintf("Welcome! You play %s against %s: click a highlighted square to place a disc. New game, settings and help are in the menus.",
			s.Human, s.Engine)
	}
	if s.Mode == controller.HumanVsComputer {
		return fmt.Sprintf("Welcome! You play %s against the computer (%s): click a highlighted square to place a disc. New game, settings and help are in the menus.",
			s.Human, levelName(s.Level))
	}
	return "Welcome! Click a highlighted square to place a disc. New game, settings and help are in the menus."
}

// sideName names a colour the way the player sees it: "You" against the
// computer.
func sideName(s controller.Settings, c model.Color) string {
	switch {
	case s.Mode == controller.HumanVsComputer && c == s.Human:
		return "You (" + c.String() + ")"
	case s.EngineSide(c):
		return s.Engine + " (" + c.String() + ")"
	case s.Mode == controller.HumanVsComputer, s.Mode == controller.ComputerVsComputer:
		return "The computer (" + c.String() + ")"
	}
	return c.String()
}

// passText says that a side passes, the run-th time in a row (see
// passesInARow): a repeated pass is said as such, not as the same words
// again.
func passText(s controller.Settings, c model.Color, run int) string {
	again := ""
	if run > 1 {
		again = fmt.Sprintf(" again (%d passes in a row)", run)
	}
	if s.Mode == controller.HumanVsComputer && c == s.Human {
		return "You (" + c.String() + ") have no legal move and pass" + again + ": " + opponentWord(s) + " plays again."
	}
	return sideName(s, c) + " has no legal move and passes" + again + "."
}

// passesInARow counts the passes that end g, one every other move: the
// side that passed last passed on each of its turns since. Two passes one
// after the other would end the game, so a run is always one side's.
func passesInARow(g model.Record) int {
	n := 0
	for i := g.Len() - 1; i >= 0 && g.Cell(i) == model.CellPass; i -= 2 {
		n++
	}
	return n
}

// threadChoices lists the search thread settings, index n meaning
// Settings.Threads n: "Automatic (3)" first, then 1 up to one a processor.
func threadChoices() []string {
	out := []string{fmt.Sprintf("Automatic (%d)", controller.AutoThreads())}
	for n := 1; n <= max(runtime.NumCPU(), 1); n++ {
		out = append(out, count(n, "thread"))
	}
	return out
}

// levelName names a level in the window's title case, such as "Medium".
func levelName(l fmt.Stringer) string { return capitalize(strings.ToLower(l.String())) }

// levelLabel names a level and says how it plays, such as "Easy: looks 2
// moves ahead and sometimes errs".
func levelLabel(l strategy.Level) string { return levelName(l) + ": " + levelDoes(l) }

// levelDoes says in a few words how a level plays, from the search it runs.
func levelDoes(l strategy.Level) string {
	c := strategy.LevelConfig(l, strategy.AlphaBeta)
	does := "looks " + count(c.Depth, "move") + " ahead"
	if c.Time > 0 {
		does = "thinks up to " + count(int(c.Time.Seconds()), "second") + " a move"
	}
	switch {
	case c.Randomness > 0:
		does += " and sometimes errs"
	case c.ExactEmpties > 0:
		does += fmt.Sprintf(", perfect in the last %d", c.ExactEmpties)
	}
	return does
}

// playersText says who plays whom, such as "You (Black) vs computer, Medium".
func playersText(s controller.Settings) string {
	switch s.Mode {
	case controller.HumanVsHuman:
		return "Two players" + boardText(s)
	case controller.ComputerVsComputer:
		if s.EngineSide(model.White) {
			return fmt.Sprintf("Demo: the computer, %s, %s%s, vs %s", levelName(s.Level), algoLabels[s.Algorithm], evalText(s), s.Engine)
		}
		return fmt.Sprintf("Demo: computer vs computer, %s, %s%s%s", levelName(s.Level), algoLabels[s.Algorithm], evalText(s), boardText(s))
	}
	if s.EngineSide(s.Human.Other()) {
		return fmt.Sprintf("You (%s) vs %s", s.Human, s.Engine)
	}
	if s.Coach && (s.Size == 8 || s.Size == 0) {
		return fmt.Sprintf("You (%s) vs the Coach, strength %.2f of 1", s.Human, s.Strength)
	}
	return fmt.Sprintf("You (%s) vs computer, %s, %s%s%s", s.Human, levelName(s.Level), algoLabels[s.Algorithm], evalText(s), boardText(s))
}

// boardText names a board size other than 8x8 (", on 6×6"); 8x8 goes
// unsaid.
func boardText(s controller.Settings) string {
	if s.Size == 8 || s.Size == 0 {
		return ""
	}
	return ", on " + sizeLabel(s.Size)
}

// evalText names the classic evaluation when it was chosen, on 8x8, where
// the evaluations are; the trained one is the default and goes unsaid.
func evalText(s controller.Settings) string {
	if s.Eval == strategy.Classic && (s.Size == 8 || s.Size == 0) {
		return ", classic evaluation"
	}
	return ""
}

// turnText says whose turn it is or how the game ended; review is the
// number of moves on show while reviewing, -1 for the live game.
func turnText(s controller.Snapshot, review int) string {
	switch {
	case review >= 0:
		p := s.Game.SizedAt(review)
		next := p.Turn.String() + " to move"
		switch {
		case p.Board.GameOver():
			next = "the end"
		case p.Board.MustPass():
			next = p.Turn.String() + " must pass"
		}
		if review == 0 {
			return "The start: " + next
		}
		// numbered as the score sheet numbers it
		return fmt.Sprintf("After %s: %s", s.Game.MoveLabel(review-1), next)
	case s.Over && s.Clock.Flagged:
		return flagText(s.Clock)
	case s.Over:
		return "Game over: " + resultText(s.Settings, s.Result)
	case s.Stalled != "":
		return sideName(s.Settings, s.Sized.Turn) + " could not move"
	case s.Paused:
		return "Demo paused"
	case s.Thinking:
		return sideName(s.Settings, s.Sized.Turn) + " is thinking…"
	case s.Sized.Board.MustPass():
		// the pass is played for the side at once; say so until it is shown
		return noMoveText(s.Settings, s.Sized.Turn)
	case s.Hinting:
		return "Looking for the best move…"
	case s.Settings.Mode == controller.HumanVsComputer && s.HumanToMove:
		return "Your move (" + s.Sized.Turn.String() + ")"
	case s.Settings.Mode == controller.HumanVsComputer:
		// the computer's search starts once the reply's pause is over
		return sideName(s.Settings, s.Sized.Turn) + " is thinking…"
	}
	return s.Sized.Turn.String() + " to move"
}

// noMoveText says that the side to move has no legal move.
func noMoveText(s controller.Settings, c model.Color) string {
	if s.Mode == controller.HumanVsComputer && c == s.Human {
		return "No move for you (" + c.String() + "): you pass"
	}
	return sideName(s, c) + " has no move and passes"
}

// reviewed is s as it was after the first n moves, for the panel's scores
// and whose turn; n < 0 leaves s as it is.
func reviewed(s controller.Snapshot, n int) controller.Snapshot {
	if n < 0 || n > s.Game.Len() {
		return s
	}
	p := s.Game.SizedAt(n)
	s.Sized, s.Position = p, p.Position8()
	s.Result = model.Result{Black: p.Count(model.Black), White: p.Count(model.White), Over: p.Board.GameOver()}
	s.Over = p.Board.GameOver()
	return s
}

// hintText says the hinted move and what the search thinks of it, for the
// side to move: an exact solve proves the final margin, while a midgame
// score is only the evaluation's estimate, and is worded as one.
func hintText(hint *strategy.SizedResult, geo *model.Geometry) string {
	if hint == nil || !geo.OnBoard(hint.Move) {
		return ""
	}
	r := struct {
		Move                      string
		Score, Depth, Selectivity int
		Exact                     bool
	}{geo.CellName(hint.Move), hint.Score, hint.Depth, hint.Selectivity, hint.Exact}
	score := moveScore(strategy.Result{Score: r.Score, Exact: r.Exact})
	if hint.Book {
		return fmt.Sprintf("Hint: %s (book, score %s)", r.Move, score)
	}
	if r.Exact {
		d := r.Score / strategy.ScoreScale
		switch {
		case d > 0:
			return fmt.Sprintf("Hint: %s (%s exact: wins by %s with perfect play)", r.Move, score, count(d, "disc"))
		case d < 0:
			return fmt.Sprintf("Hint: %s (%s exact: loses by %s with perfect play)", r.Move, score, count(-d, "disc"))
		}
		return fmt.Sprintf("Hint: %s (%s exact: a draw with perfect play)", r.Move, score)
	}
	if r.Depth > 0 && r.Selectivity > 0 {
		// the search skipped lines a shallow look judged hopeless
		return fmt.Sprintf("Hint: %s (score %s, looks %s ahead, %d%% sure)", r.Move, score, count(r.Depth, "move"), r.Selectivity)
	}
	if r.Depth > 0 {
		return fmt.Sprintf("Hint: %s (score %s, looks %s ahead)", r.Move, score, count(r.Depth, "move"))
	}
	return fmt.Sprintf("Hint: %s (score %s)", r.Move, score)
}

// moveScore writes a move's score one way everywhere, in discs for the side
// to move: an exact result as a whole number ("+6"), an estimate with one
// decimal ("+0.4"); zero is "0" or "0.0", never "-0".
func moveScore(r strategy.Result) string {
	if r.Exact {
		d := r.Score / strategy.ScoreScale
		if d == 0 {
			return "0"
		}
		return fmt.Sprintf("%+d", d)
	}
	tenths := math.Round(r.Discs() * 10)
	if tenths == 0 {
		return "0.0"
	}
	return fmt.Sprintf("%+.1f", tenths/10)
}

// thoughtText says in a line what a search has found so far: whose
// search, how deep, its score for the side it searches for, its speed and
// the line of play it expects, such as "White's search: depth 14 · +3.2 ·
// 2.1 M nodes/s · d3 c5 f6 e6 f5 f4…"; "" for none.
func thoughtText(t *controller.Thought) string { return thoughtTextBy(t, "") }

// thoughtTextBy is thoughtText for a search by engine, the external
// program thinking ("" for ours): "Edax: depth 14 · …".
func thoughtTextBy(t *controller.Thought, engine string) string {
	if t == nil {
		return ""
	}
	who := t.Color.String() + "'s search"
	switch {
	case engine != "" && t.Hint:
		who = "Hint by " + engine
	case engine != "":
		who = engine
	case t.Hint:
		who = "Hint search"
	}
	parts := []string{thoughtDepth(t), thoughtScore(t)}
	// a book move is looked up, not searched: its one node in a few
	// microseconds is no speed; nor is a search over in a few
	// milliseconds, mostly setting up (the last moves' "98 k nodes/s")
	if speed := nodeSpeed(t.Nodes, t.Time); speed != "" && !t.Book && t.Time >= minSpeedTime {
		parts = append(parts, speed)
	}
	if pv := pvText(t.PV, 6); pv != "" {
		parts = append(parts, pv)
	}
	return who + ": " + strings.Join(parts, " · ")
}

// valuesText says what the move values rest on: how deep their search
// got, or how many of them the solver has proven; "" for no values.
func valuesText(rs []strategy.Result) string {
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
		return "Move values: from the book"
	case exact == len(rs):
		return "Move values: exact"
	case exact > 0:
		return fmt.Sprintf("Move values: %d of %d exact, the others depth %d", exact, len(rs), depth)
	case book > 0:
		return fmt.Sprintf("Move values: %d of %d from the book, the others depth %d", book, len(rs), depth)
	}
	return fmt.Sprintf("Move values: depth %d", depth)
}

// thoughtDepth says how far a search got: a midgame depth, an exact
// result, or the endgame solver at work (and how sure, in a selective
// stage).
func thoughtDepth(t *controller.Thought) string {
	switch {
	case t.Proven():
		return "exact"
	case t.Exact && t.Selectivity > 0:
		return fmt.Sprintf("solving, %d%% sure", t.Selectivity)
	case t.Exact && t.Done:
		return "a win proven" // the solve stopped after it
	case t.Exact:
		return "solving"
	case t.Book:
		return "book"
	}
	return fmt.Sprintf("depth %d", t.Depth)
}

// thoughtScore writes a search's score as the move scores are written,
// or while the solver works, the bounds it has proven.
func thoughtScore(t *controller.Thought) string {
	discs := func(d int) string { return moveScore(strategy.Result{Score: d * strategy.ScoreScale, Exact: true}) }
	switch {
	case !t.Exact:
		return moveScore(strategy.Result{Score: t.Score})
	case t.Lo == t.Hi:
		return discs(t.Lo)
	case t.Lo > -64 && t.Hi < 64:
		return discs(t.Lo) + " to " + discs(t.Hi)
	case t.Lo > -64:
		return "≥ " + discs(t.Lo)
	case t.Hi < 64:
		return "≤ " + discs(t.Hi)
	}
	return "?"
}

// minSpeedTime is the shortest search whose speed the thinking line says.
const minSpeedTime = 10 * time.Millisecond

// nodeSpeed writes how many positions a search visits a second, such as
// "2.1 M nodes/s"; "" when it cannot tell.
func nodeSpeed(nodes uint64, d time.Duration) string {
	if nodes == 0 || d <= 0 {
		return ""
	}
	nps := float64(nodes) / d.Seconds()
	switch {
	case nps >= 1e6:
		return fmt.Sprintf("%.1f M nodes/s", nps/1e6)
	case nps >= 1e3:
		return fmt.Sprintf("%.0f k nodes/s", nps/1e3)
	}
	return fmt.Sprintf("%.0f nodes/s", nps)
}

// pvText writes the first n moves of a line of play, "…" after them when
// it goes on.
func pvText(pv []model.Square, n int) string {
	var names []string
	for _, sq := range pv[:min(n, len(pv))] {
		names = append(names, sq.String())
	}
	text := strings.Join(names, " ")
	if len(pv) > n {
		text += "…"
	}
	return text
}

// movesCount writes how many moves a game's cells hold, its passes apart
// (a pass is no move to a player): "60 moves and 2 passes", "9 moves".
func movesCount(cells []model.Cell) string {
	passes := 0
	for _, c := range cells {
		if c == model.CellPass {
			passes++
		}
	}
	text := count(len(cells)-passes, "move")
	if passes > 0 {
		text += " and " + count(passes, "pass")
	}
	return text
}

// count writes n things, such as "1 disc" or "6 discs".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	if strings.HasSuffix(thing, "s") {
		return fmt.Sprintf("%d %ses", n, thing) // passes
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// resultText gives the result from the player's side against the computer.
func resultText(s controller.Settings, r model.Result) string {
	w, decisive := r.Winner()
	if s.Mode != controller.HumanVsComputer || !decisive {
		return r.String()
	}
	you, them := r.Black, r.White
	if s.Human == model.White {
		you, them = them, you
	}
	if w == s.Human {
		return fmt.Sprintf("you win %d-%d", you, them)
	}
	return fmt.Sprintf("%s wins %d-%d", opponentWord(s), them, you)
}

// opponentWord names whoever plays against the person: "the computer", or
// the external engine chosen.
func opponentWord(s controller.Settings) string {
	if s.EngineSide(s.Human.Other()) {
		return s.Engine
	}
	return "the computer"
}

// capitalize puts the first letter in capitals.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// gameOverText is the game-over dialog's title, who won, and its text, the
// final count, so that neither repeats the other.
func gameOverText(s controller.Settings, r model.Result) (title, text string) {
	text = fmt.Sprintf("Black %d, White %d", r.Black, r.White)
	w, decisive := r.Winner()
	switch {
	case !decisive:
		title = "A draw"
	case s.Mode != controller.HumanVsComputer:
		title = w.String() + " wins"
	case w == s.Human:
		title = "You win!"
	default:
		title = capitalize(opponentWord(s)) + " wins"
	}
	return title, text
}

// sizeLabel names board size n as the New game dialog offers it.
func sizeLabel(n int) string {
	for i, size := range model.Sizes {
		if size == n {
			return sizeLabels[i]
		}
	}
	return sizeLabels[2]
}
