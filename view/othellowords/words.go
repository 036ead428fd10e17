// The window's wording: what it says about the game, as plain functions of
// the controller's state, with no Fyne, so that tables of cases test them.

package othellowords

import (
	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/view/i18n"
)

// ColourWord names a colour in the language in use.
func ColourWord(c model.Color) string {
	if c == model.White {
		return i18n.T("White")
	}
	return i18n.T("Black")
}

// IllegalText says in the window's English why a move was refused.
func IllegalText(r *model.IllegalMoveError) string {
	if r == nil {
		return ""
	}
	return i18n.T("Not allowed: {{.Why}}.", i18n.Args{"Why": whyIllegal(r)})
}

// whyIllegal says why a move is refused, without the "Not allowed".
func whyIllegal(r *model.IllegalMoveError) string {
	a := i18n.Args{"Move": r.MoveName(), "Side": ColourWord(r.Turn)}
	switch r.Reason {
	case model.GameIsOver:
		return i18n.T("{{.Move}}: the game is over", a)
	case model.MayNotPass:
		a["Legal"] = r.LegalName()
		return i18n.T("{{.Side}} may not pass, {{.Side}} has a legal move ({{.Legal}})", a)
	case model.Occupied:
		return i18n.T("{{.Move}} is already occupied", a)
	case model.MustPass:
		return i18n.T("{{.Side}} has no legal move and must pass", a)
	case model.FlipsNothing:
		return i18n.T("{{.Side}} at {{.Move}} flips no disc", a)
	case model.ComputerPlays:
		return i18n.T("{{.Move}}: the computer plays {{.Side}}", a)
	case model.PassIsAutomatic:
		return i18n.T("{{.Move}}: passes are played for you when you have no move", a)
	}
	return r.Explain()
}

// Welcome is the status line of a first launch.
func Welcome(s controller.Settings) string {
	a := i18n.Args{"Side": ColourWord(s.Human), "Engine": s.Engine, "Level": i18n.LevelName(s.Level)}
	if s.EngineSide(s.Human.Other()) {
		return i18n.T("Welcome! You play {{.Side}} against {{.Engine}}: click a highlighted square to place a disc. New game, settings and help are in the menus.", a)
	}
	if s.Mode == controller.HumanVsComputer {
		return i18n.T("Welcome! You play {{.Side}} against the computer ({{.Level}}): click a highlighted square to place a disc. New game, settings and help are in the menus.", a)
	}
	return i18n.T("Welcome! Click a highlighted square to place a disc. New game, settings and help are in the menus.")
}

// SideName names a colour the way the player sees it: "You" against the
// computer.
func SideName(s controller.Settings, c model.Color) string {
	a := i18n.Args{"Side": ColourWord(c), "Engine": s.Engine}
	switch {
	case s.Mode == controller.HumanVsComputer && c == s.Human:
		return i18n.T("You ({{.Side}})", a)
	case s.EngineSide(c):
		return i18n.T("{{.Engine}} ({{.Side}})", a)
	case s.Mode == controller.HumanVsComputer, s.Mode == controller.ComputerVsComputer:
		return i18n.T("The computer ({{.Side}})", a)
	}
	return ColourWord(c)
}

// PassText says that a side passes, the run-th time in a row (see
// passesInARow): a repeated pass is said as such, not as the same words
// again.
func PassText(s controller.Settings, c model.Color, run int) string {
	a := i18n.Args{"Side": ColourWord(c), "Who": SideName(s, c), "Opponent": opponentWord(s), "Run": run}
	you := s.Mode == controller.HumanVsComputer && c == s.Human
	switch {
	case you && run > 1:
		return i18n.T("You ({{.Side}}) have no legal move and pass again ({{.Run}} passes in a row): {{.Opponent}} plays again.", a)
	case you:
		return i18n.T("You ({{.Side}}) have no legal move and pass: {{.Opponent}} plays again.", a)
	case run > 1:
		return i18n.T("{{.Who}} has no legal move and passes again ({{.Run}} passes in a row).", a)
	}
	return i18n.T("{{.Who}} has no legal move and passes.", a)
}

// PassesInARow counts the passes that end g, one every other move: the
// side that passed last passed on each of its turns since. Two passes one
// after the other would end the game, so a run is always one side's.
func PassesInARow(g model.Record) int {
	n := 0
	for i := g.Len() - 1; i >= 0 && g.Cell(i) == model.CellPass; i -= 2 {
		n++
	}
	return n
}

// PlayersText says who plays whom, such as "You (Black) vs computer, Medium".
func PlayersText(s controller.Settings) string {
	a := i18n.Args{"Side": ColourWord(s.Human), "Engine": s.Engine, "Level": i18n.LevelName(s.Level),
		"Algorithm": AlgorithmNames[s.Algorithm], "Size": i18n.BoardSize(s.Size), "Strength": i18n.Decimal(s.Strength, 2)}
	// the search as the panel says it: the classic evaluation when it
	// was chosen, on 8x8, where the evaluations are (the trained one is
	// the default and goes unsaid); a board other than 8x8
	how := i18n.T("{{.Level}}, {{.Algorithm}}", a)
	if s.Eval == strategy.Classic && (s.Size == 8 || s.Size == 0) {
		how = i18n.T("{{.Level}}, {{.Algorithm}}, classic evaluation", a)
	}
	a["How"] = how
	small := s.Size != 8 && s.Size != 0
	switch s.Mode {
	case controller.HumanVsHuman:
		if small {
			return i18n.T("Two players, on {{.Size}}", a)
		}
		return i18n.T("Two players")
	case controller.ComputerVsComputer:
		switch {
		case s.EngineSide(model.White):
			return i18n.T("Demo: the computer, {{.How}}, vs {{.Engine}}", a)
		case small:
			return i18n.T("Demo: computer vs computer, {{.How}}, on {{.Size}}", a)
		}
		return i18n.T("Demo: computer vs computer, {{.How}}", a)
	}
	switch {
	case s.EngineSide(s.Human.Other()):
		return i18n.T("You ({{.Side}}) vs {{.Engine}}", a)
	case s.Coach && !small:
		return i18n.T("You ({{.Side}}) vs the Coach, strength {{.Strength}} of 1", a)
	case small:
		return i18n.T("You ({{.Side}}) vs computer, {{.How}}, on {{.Size}}", a)
	}
	return i18n.T("You ({{.Side}}) vs computer, {{.How}}", a)
}

// TurnText says whose turn it is or how the game ended; review is the
// number of moves on show while reviewing, -1 for the live game.
func TurnText(s controller.Snapshot, review int) string {
	switch {
	case review >= 0:
		p := s.Game.SizedAt(review)
		// numbered as the score sheet numbers it
		a := i18n.Args{"Side": ColourWord(p.Turn), "Move": ""}
		if review > 0 {
			a["Move"] = s.Game.MoveLabel(review - 1)
		}
		switch {
		case review == 0 && p.Board.GameOver():
			return i18n.T("The start: the end")
		case review == 0 && p.Board.MustPass():
			return i18n.T("The start: {{.Side}} must pass", a)
		case review == 0:
			return i18n.T("The start: {{.Side}} to move", a)
		case p.Board.GameOver():
			return i18n.T("After {{.Move}}: the end", a)
		case p.Board.MustPass():
			return i18n.T("After {{.Move}}: {{.Side}} must pass", a)
		}
		return i18n.T("After {{.Move}}: {{.Side}} to move", a)
	case s.Over && s.Clocks.Flagged:
		return FlagText(s.Clocks)
	case s.Over:
		return i18n.T("Game over: {{.Result}}", i18n.Args{"Result": ResultText(s.Settings, s.Result)})
	case s.Stalled != nil:
		return i18n.T("{{.Who}} could not move", i18n.Args{"Who": SideName(s.Settings, s.Sized.Turn)})
	case s.Paused:
		return i18n.T("Demo paused")
	case s.Thinking:
		return i18n.T("{{.Who}} is thinking…", i18n.Args{"Who": SideName(s.Settings, s.Sized.Turn)})
	case s.Sized.Board.MustPass():
		// the pass is played for the side at once; say so until it is shown
		return noMoveText(s.Settings, s.Sized.Turn)
	case s.Hinting:
		return i18n.T("Looking for the best move…")
	case s.Settings.Mode == controller.HumanVsComputer && s.PersonToMove:
		return i18n.T("Your move ({{.Side}})", i18n.Args{"Side": ColourWord(s.Sized.Turn)})
	case s.Settings.Mode == controller.HumanVsComputer:
		// the computer's search starts once the reply's pause is over
		return i18n.T("{{.Who}} is thinking…", i18n.Args{"Who": SideName(s.Settings, s.Sized.Turn)})
	}
	return i18n.T("{{.Side}} to move", i18n.Args{"Side": ColourWord(s.Sized.Turn)})
}

// noMoveText says that the side to move has no legal move.
func noMoveText(s controller.Settings, c model.Color) string {
	if s.Mode == controller.HumanVsComputer && c == s.Human {
		return i18n.T("No move for you ({{.Side}}): you pass", i18n.Args{"Side": ColourWord(c)})
	}
	return i18n.T("{{.Who}} has no move and passes", i18n.Args{"Who": SideName(s, c)})
}

// Reviewed is s as it was after the first n moves, for the panel's scores
// and whose turn; n < 0 leaves s as it is.
func Reviewed(s controller.Snapshot, n int) controller.Snapshot {
	if n < 0 || n > s.Game.Len() {
		return s
	}
	p := s.Game.SizedAt(n)
	s.Sized = p
	s.Result = model.Result{Black: p.Count(model.Black), White: p.Count(model.White), Over: p.Board.GameOver()}
	s.Over = p.Board.GameOver()
	return s
}

// ResultText gives the result from the player's side against the computer.
func ResultText(s controller.Settings, r model.Result) string {
	w, decisive := r.Winner()
	if s.Mode != controller.HumanVsComputer || !decisive {
		return resultWords(r)
	}
	you, them := r.Black, r.White
	if s.Human == model.White {
		you, them = them, you
	}
	a := i18n.Args{"You": you, "Them": them, "Opponent": opponentWord(s)}
	switch {
	case w == s.Human:
		return i18n.T("you win {{.You}}-{{.Them}}", a)
	case s.EngineSide(s.Human.Other()):
		return i18n.T("{{.Opponent}} wins {{.Them}}-{{.You}}", a)
	}
	return i18n.T("the computer wins {{.Them}}-{{.You}}", a)
}

// resultWords says a result as model.Result's String does, in the
// language in use: "Black wins 40-24", "Draw 32-32".
func resultWords(r model.Result) string {
	a := i18n.Args{"Black": r.Black, "White": r.White}
	w, decisive := r.Winner()
	switch {
	case !decisive:
		return i18n.T("Draw {{.Black}}-{{.White}}", a)
	case w == model.Black:
		return i18n.T("Black wins {{.Black}}-{{.White}}", a)
	}
	return i18n.T("White wins {{.White}}-{{.Black}}", a)
}

// opponentWord names whoever plays against the person: "the computer", or
// the external engine chosen.
func opponentWord(s controller.Settings) string {
	if s.EngineSide(s.Human.Other()) {
		return s.Engine
	}
	return i18n.T("the computer")
}

// GameOverText is the game-over dialog's title, who won, and its text, the
// final count, so that neither repeats the other.
func GameOverText(s controller.Settings, r model.Result) (title, text string) {
	text = i18n.T("Black {{.Black}}, White {{.White}}", i18n.Args{"Black": r.Black, "White": r.White})
	w, decisive := r.Winner()
	// the score the analysis, the coach and the engines count
	if counted := r.Counted(s.Size * s.Size); counted != r {
		empty := counted.Black + counted.White - r.Black - r.White
		text += "\n" + i18n.N("With the {{.Count}} empty squares to the winner: Black {{.Black}}, White {{.White}}.", empty,
			i18n.Args{"Black": counted.Black, "White": counted.White})
	}
	switch {
	case !decisive:
		title = i18n.T("A draw")
	case s.Mode != controller.HumanVsComputer && w == model.Black:
		title = i18n.T("Black wins")
	case s.Mode != controller.HumanVsComputer:
		title = i18n.T("White wins")
	case w == s.Human:
		title = i18n.T("You win!")
	case s.EngineSide(s.Human.Other()):
		title = i18n.T("{{.Engine}} wins", i18n.Args{"Engine": s.Engine})
	default:
		title = i18n.T("The computer wins")
	}
	return title, text
}

// CellWord names a move as the window writes it: the square ("f5"), or a
// pass in the language in use.
func CellWord(geo *model.Geometry, c model.Cell) string {
	if c == model.CellPass {
		return i18n.T("move|pass")
	}
	return geo.CellName(c)
}

// FlagText says whose flag fell and who wins, such as "Black's flag
// fell: White wins on time".
func FlagText(k session.Reading) string {
	if k.Loser == int(model.Black) {
		return i18n.T("Black's flag fell: White wins on time")
	}
	return i18n.T("White's flag fell: Black wins on time")
}

// LastMarks returns the last disc placed in the first n moves of g, which
// stays marked through a pass, and a banner saying who passed when the
// n-th move was a pass.
func LastMarks(g model.Record, n int) (last model.Cell, banner string) {
	last = model.NoCell
	for i := n - 1; i >= 0; i-- {
		if g.Cell(i) != model.CellPass {
			last = g.Cell(i)
			break
		}
	}
	if n > 0 && g.Cell(n-1) == model.CellPass {
		banner = i18n.T("{{.Side}} passes", i18n.Args{"Side": ColourWord(g.SizedAt(n - 1).Turn)})
	}
	return last, banner
}
