// The window's wording: what it says about the game, as plain functions of
// the controller's state, with no Fyne, so that tables of cases test them.

package view

import (
	"strings"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// colourWord names a colour in the language in use.
func colourWord(c model.Color) string {
	if c == model.White {
		return tr("White")
	}
	return tr("Black")
}

// illegalText says in the window's English why a move was refused.
func illegalText(r *model.IllegalMoveError) string {
	if r == nil {
		return ""
	}
	return tr("Not allowed: {{.Why}}.", args{"Why": whyIllegal(r)})
}

// whyIllegal says why a move is refused, without the "Not allowed".
func whyIllegal(r *model.IllegalMoveError) string {
	a := args{"Move": r.MoveName(), "Side": colourWord(r.Turn)}
	switch r.Reason {
	case model.GameIsOver:
		return tr("{{.Move}}: the game is over", a)
	case model.MayNotPass:
		a["Legal"] = r.LegalName()
		return tr("{{.Side}} may not pass, {{.Side}} has a legal move ({{.Legal}})", a)
	case model.Occupied:
		return tr("{{.Move}} is already occupied", a)
	case model.MustPass:
		return tr("{{.Side}} has no legal move and must pass", a)
	case model.FlipsNothing:
		return tr("{{.Side}} at {{.Move}} flips no disc", a)
	case model.ComputerPlays:
		return tr("{{.Move}}: the computer plays {{.Side}}", a)
	case model.PassIsAutomatic:
		return tr("{{.Move}}: passes are played for you when you have no move", a)
	}
	return r.Explain()
}

// welcome is the status line of a first launch.
func welcome(s controller.Settings) string {
	a := args{"Side": colourWord(s.Human), "Engine": s.Engine, "Level": levelName(s.Level)}
	if s.EngineSide(s.Human.Other()) {
		return tr("Welcome! You play {{.Side}} against {{.Engine}}: click a highlighted square to place a disc. New game, settings and help are in the menus.", a)
	}
	if s.Mode == controller.HumanVsComputer {
		return tr("Welcome! You play {{.Side}} against the computer ({{.Level}}): click a highlighted square to place a disc. New game, settings and help are in the menus.", a)
	}
	return tr("Welcome! Click a highlighted square to place a disc. New game, settings and help are in the menus.")
}

// sideName names a colour the way the player sees it: "You" against the
// computer.
func sideName(s controller.Settings, c model.Color) string {
	a := args{"Side": colourWord(c), "Engine": s.Engine}
	switch {
	case s.Mode == controller.HumanVsComputer && c == s.Human:
		return tr("You ({{.Side}})", a)
	case s.EngineSide(c):
		return tr("{{.Engine}} ({{.Side}})", a)
	case s.Mode == controller.HumanVsComputer, s.Mode == controller.ComputerVsComputer:
		return tr("The computer ({{.Side}})", a)
	}
	return colourWord(c)
}

// passText says that a side passes, the run-th time in a row (see
// passesInARow): a repeated pass is said as such, not as the same words
// again.
func passText(s controller.Settings, c model.Color, run int) string {
	a := args{"Side": colourWord(c), "Who": sideName(s, c), "Opponent": opponentWord(s), "Run": run}
	you := s.Mode == controller.HumanVsComputer && c == s.Human
	switch {
	case you && run > 1:
		return tr("You ({{.Side}}) have no legal move and pass again ({{.Run}} passes in a row): {{.Opponent}} plays again.", a)
	case you:
		return tr("You ({{.Side}}) have no legal move and pass: {{.Opponent}} plays again.", a)
	case run > 1:
		return tr("{{.Who}} has no legal move and passes again ({{.Run}} passes in a row).", a)
	}
	return tr("{{.Who}} has no legal move and passes.", a)
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

// playersText says who plays whom, such as "You (Black) vs computer, Medium".
func playersText(s controller.Settings) string {
	a := args{"Side": colourWord(s.Human), "Engine": s.Engine, "Level": levelName(s.Level),
		"Algorithm": algoLabels[s.Algorithm], "Size": sizeLabel(s.Size), "Strength": decimal(s.Strength, 2)}
	// the search as the panel says it: the classic evaluation when it
	// was chosen, on 8x8, where the evaluations are (the trained one is
	// the default and goes unsaid); a board other than 8x8
	how := tr("{{.Level}}, {{.Algorithm}}", a)
	if s.Eval == strategy.Classic && (s.Size == 8 || s.Size == 0) {
		how = tr("{{.Level}}, {{.Algorithm}}, classic evaluation", a)
	}
	a["How"] = how
	small := s.Size != 8 && s.Size != 0
	switch s.Mode {
	case controller.HumanVsHuman:
		if small {
			return tr("Two players, on {{.Size}}", a)
		}
		return tr("Two players")
	case controller.ComputerVsComputer:
		switch {
		case s.EngineSide(model.White):
			return tr("Demo: the computer, {{.How}}, vs {{.Engine}}", a)
		case small:
			return tr("Demo: computer vs computer, {{.How}}, on {{.Size}}", a)
		}
		return tr("Demo: computer vs computer, {{.How}}", a)
	}
	switch {
	case s.EngineSide(s.Human.Other()):
		return tr("You ({{.Side}}) vs {{.Engine}}", a)
	case s.Coach && !small:
		return tr("You ({{.Side}}) vs the Coach, strength {{.Strength}} of 1", a)
	case small:
		return tr("You ({{.Side}}) vs computer, {{.How}}, on {{.Size}}", a)
	}
	return tr("You ({{.Side}}) vs computer, {{.How}}", a)
}

// turnText says whose turn it is or how the game ended; review is the
// number of moves on show while reviewing, -1 for the live game.
func turnText(s controller.Snapshot, review int) string {
	switch {
	case review >= 0:
		p := s.Game.SizedAt(review)
		// numbered as the score sheet numbers it
		a := args{"Side": colourWord(p.Turn), "Move": ""}
		if review > 0 {
			a["Move"] = s.Game.MoveLabel(review - 1)
		}
		switch {
		case review == 0 && p.Board.GameOver():
			return tr("The start: the end")
		case review == 0 && p.Board.MustPass():
			return tr("The start: {{.Side}} must pass", a)
		case review == 0:
			return tr("The start: {{.Side}} to move", a)
		case p.Board.GameOver():
			return tr("After {{.Move}}: the end", a)
		case p.Board.MustPass():
			return tr("After {{.Move}}: {{.Side}} must pass", a)
		}
		return tr("After {{.Move}}: {{.Side}} to move", a)
	case s.Over && s.Clock.Flagged:
		return flagText(s.Clock)
	case s.Over:
		return tr("Game over: {{.Result}}", args{"Result": resultText(s.Settings, s.Result)})
	case s.Stalled != "":
		return tr("{{.Who}} could not move", args{"Who": sideName(s.Settings, s.Sized.Turn)})
	case s.Paused:
		return tr("Demo paused")
	case s.Thinking:
		return tr("{{.Who}} is thinking…", args{"Who": sideName(s.Settings, s.Sized.Turn)})
	case s.Sized.Board.MustPass():
		// the pass is played for the side at once; say so until it is shown
		return noMoveText(s.Settings, s.Sized.Turn)
	case s.Hinting:
		return tr("Looking for the best move…")
	case s.Settings.Mode == controller.HumanVsComputer && s.HumanToMove:
		return tr("Your move ({{.Side}})", args{"Side": colourWord(s.Sized.Turn)})
	case s.Settings.Mode == controller.HumanVsComputer:
		// the computer's search starts once the reply's pause is over
		return tr("{{.Who}} is thinking…", args{"Who": sideName(s.Settings, s.Sized.Turn)})
	}
	return tr("{{.Side}} to move", args{"Side": colourWord(s.Sized.Turn)})
}

// noMoveText says that the side to move has no legal move.
func noMoveText(s controller.Settings, c model.Color) string {
	if s.Mode == controller.HumanVsComputer && c == s.Human {
		return tr("No move for you ({{.Side}}): you pass", args{"Side": colourWord(c)})
	}
	return tr("{{.Who}} has no move and passes", args{"Who": sideName(s, c)})
}

// reviewed is s as it was after the first n moves, for the panel's scores
// and whose turn; n < 0 leaves s as it is.
func reviewed(s controller.Snapshot, n int) controller.Snapshot {
	if n < 0 || n > s.Game.Len() {
		return s
	}
	p := s.Game.SizedAt(n)
	s.Sized = p
	s.Result = model.Result{Black: p.Count(model.Black), White: p.Count(model.White), Over: p.Board.GameOver()}
	s.Over = p.Board.GameOver()
	return s
}

// resultText gives the result from the player's side against the computer.
func resultText(s controller.Settings, r model.Result) string {
	w, decisive := r.Winner()
	if s.Mode != controller.HumanVsComputer || !decisive {
		return resultWords(r)
	}
	you, them := r.Black, r.White
	if s.Human == model.White {
		you, them = them, you
	}
	a := args{"You": you, "Them": them, "Opponent": opponentWord(s)}
	switch {
	case w == s.Human:
		return tr("you win {{.You}}-{{.Them}}", a)
	case s.EngineSide(s.Human.Other()):
		return tr("{{.Opponent}} wins {{.Them}}-{{.You}}", a)
	}
	return tr("the computer wins {{.Them}}-{{.You}}", a)
}

// resultWords says a result as model.Result's String does, in the
// language in use: "Black wins 40-24", "Draw 32-32".
func resultWords(r model.Result) string {
	a := args{"Black": r.Black, "White": r.White}
	w, decisive := r.Winner()
	switch {
	case !decisive:
		return tr("Draw {{.Black}}-{{.White}}", a)
	case w == model.Black:
		return tr("Black wins {{.Black}}-{{.White}}", a)
	}
	return tr("White wins {{.White}}-{{.Black}}", a)
}

// opponentWord names whoever plays against the person: "the computer", or
// the external engine chosen.
func opponentWord(s controller.Settings) string {
	if s.EngineSide(s.Human.Other()) {
		return s.Engine
	}
	return tr("the computer")
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
	text = tr("Black {{.Black}}, White {{.White}}", args{"Black": r.Black, "White": r.White})
	w, decisive := r.Winner()
	switch {
	case !decisive:
		title = tr("A draw")
	case s.Mode != controller.HumanVsComputer && w == model.Black:
		title = tr("Black wins")
	case s.Mode != controller.HumanVsComputer:
		title = tr("White wins")
	case w == s.Human:
		title = tr("You win!")
	case s.EngineSide(s.Human.Other()):
		title = tr("{{.Engine}} wins", args{"Engine": s.Engine})
	default:
		title = tr("The computer wins")
	}
	return title, text
}

// cellWord names a move as the window writes it: the square ("f5"), or a
// pass in the language in use.
func cellWord(geo *model.Geometry, c model.Cell) string {
	if c == model.CellPass {
		return tr("move|pass")
	}
	return geo.CellName(c)
}
