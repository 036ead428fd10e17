package othellowords

import (
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/i18n"
)

func TestHintText(t *testing.T) {
	hinted := func(r strategy.Result) *strategy.SizedResult { h := strategy.SizedResultOf(r); return &h }
	tests := []struct {
		name string
		hint *strategy.SizedResult
		want string
	}{
		{"no hint", nil, ""},
		{"a pass is no hint", hinted(strategy.Result{Move: model.Pass, Score: 600, Exact: true}), ""},
		{"solved win", hinted(strategy.Result{Move: model.D3, Score: 600, Exact: true, Depth: 14}), "Hint: d3 (+6 exact: wins by 6 discs with perfect play)"},
		{"solved win by one", hinted(strategy.Result{Move: model.D3, Score: 100, Exact: true}), "Hint: d3 (+1 exact: wins by 1 disc with perfect play)"},
		{"solved loss", hinted(strategy.Result{Move: model.H8, Score: -1200, Exact: true}), "Hint: h8 (-12 exact: loses by 12 discs with perfect play)"},
		{"solved draw", hinted(strategy.Result{Move: model.A1, Exact: true}), "Hint: a1 (0 exact: a draw with perfect play)"},
		{"midgame estimate", hinted(strategy.Result{Move: model.D3, Score: 140, Depth: 12}), "Hint: d3 (score +1.4, looks 12 moves ahead)"},
		{"negative estimate", hinted(strategy.Result{Move: model.F5, Score: -275, Depth: 9}), "Hint: f5 (score -2.8, looks 9 moves ahead)"},
		{"selective estimate", hinted(strategy.Result{Move: model.D3, Score: 140, Depth: 16, Selectivity: 95}), "Hint: d3 (score +1.4, looks 16 moves ahead, 95% sure)"},
		{"one move ahead", hinted(strategy.Result{Move: model.F5, Score: 40, Depth: 1}), "Hint: f5 (score +0.4, looks 1 move ahead)"},
		{"estimate without depth", hinted(strategy.Result{Move: model.F5, Score: 0}), "Hint: f5 (score 0.0)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HintText(tt.hint, model.SizedFromPosition(model.StartPosition()).Geometry()); got != tt.want {
				t.Errorf("hintText = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestIllegalText(t *testing.T) {
	refused := func(r model.Reason, move, legal model.Square) *model.IllegalMoveError {
		return &model.IllegalMoveError{Reason: r, Move: move, Mover: model.Black, Turn: model.Black, Legal: legal}
	}
	tests := []struct {
		name string
		in   *model.IllegalMoveError
		want string
	}{
		{"none", nil, ""},
		{"occupied", refused(model.Occupied, model.D4, model.NoSquare), "Not allowed: d4 is already occupied."},
		{"flips nothing", refused(model.FlipsNothing, model.A1, model.NoSquare), "Not allowed: Black at a1 flips no disc."},
		{"may not pass", refused(model.MayNotPass, model.Pass, model.D3), "Not allowed: Black may not pass, Black has a legal move (d3)."},
		{"must pass", refused(model.MustPass, model.A1, model.NoSquare), "Not allowed: Black has no legal move and must pass."},
		{"game over", refused(model.GameIsOver, model.A1, model.NoSquare), "Not allowed: a1: the game is over."},
		{"computer's turn", refused(model.ComputerPlays, model.E6, model.NoSquare), "Not allowed: e6: the computer plays Black."},
		{"passes are automatic", refused(model.PassIsAutomatic, model.Pass, model.NoSquare), "Not allowed: pass: passes are played for you when you have no move."},
	}
	for _, tt := range tests {
		if got := IllegalText(tt.in); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestSideAndResultWords(t *testing.T) {
	vsBlack := controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black}
	vsWhite := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White}
	two := controller.Settings{Mode: controller.HumanVsHuman}
	demo := controller.Settings{Mode: controller.ComputerVsComputer, Level: level.Hard, Algorithm: level.Minimax}
	tests := []struct {
		name, got, want string
	}{
		{"you", SideName(vsBlack, model.Black), "You (Black)"},
		{"the computer", SideName(vsBlack, model.White), "The computer (White)"},
		{"demo side", SideName(demo, model.Black), "The computer (Black)"},
		{"two players", SideName(two, model.White), "White"},
		{"pass", PassText(vsWhite, model.White, 1), "You (White) have no legal move and pass: the computer plays again."},
		{"your second pass in a row", PassText(vsWhite, model.White, 2), "You (White) have no legal move and pass again (2 passes in a row): the computer plays again."},
		{"the computer's third pass in a row", PassText(vsWhite, model.Black, 3), "The computer (Black) has no legal move and passes again (3 passes in a row)."},
		{"two players' pass", PassText(two, model.White, 1), "White has no legal move and passes."},
		{"you win", ResultText(vsWhite, model.Result{Black: 20, White: 44}), "you win 44-20"},
		{"computer wins", ResultText(vsBlack, model.Result{Black: 20, White: 44}), "the computer wins 44-20"},
		{"draw", ResultText(vsBlack, model.Result{Black: 32, White: 32}), "Draw 32-32"},
		{"two players' result", ResultText(two, model.Result{Black: 40, White: 24}), "Black wins 40-24"},
		{"players vs computer", PlayersText(vsWhite), "You (White) vs computer, Easy, AlphaBeta"},
		{"players demo", PlayersText(demo), "Demo: computer vs computer, Hard, Minimax"},
		{"players classic", PlayersText(controller.Settings{Level: level.Medium, Eval: strategy.Classic}), "You (Black) vs computer, Medium, AlphaBeta, classic evaluation"},
		{"players two", PlayersText(two), "Two players"},
		{"players two on 6x6", PlayersText(controller.Settings{Mode: controller.HumanVsHuman, Size: 6}), "Two players, on 6×6"},
		{"players on 10x10, no evaluation named", PlayersText(controller.Settings{Level: level.Hard, Eval: strategy.Classic, Size: 10}), "You (Black) vs computer, Hard, AlphaBeta, on 10×10"},
		{"welcome", Welcome(two), "Welcome! Click a highlighted square to place a disc. New game, settings and help are in the menus."},
		{"count one", i18n.Count(1, "move"), "1 move"},
		{"count many", i18n.Count(3, "disc"), "3 discs"},
		{"capitalize", i18n.Capitalize("you win 3-1"), "You win 3-1"},
		{"capitalize nothing", i18n.Capitalize(""), ""},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}

func TestTurnText(t *testing.T) {
	snap := func(s controller.Settings, f func(*controller.Snapshot)) controller.Snapshot {
		sn := controller.Snapshot{Settings: s, Sized: model.SizedFromPosition(model.StartPosition())}
		f(&sn)
		return sn
	}
	vs := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White}
	vsBlack := controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black}
	two := controller.Settings{Mode: controller.HumanVsHuman}
	tests := []struct {
		name   string
		snap   controller.Snapshot
		review int
		want   string
	}{
		{"reviewing the start", snap(two, func(*controller.Snapshot) {}), 0, "The start: Black to move"},
		{"reviewing a move", snap(two, func(s *controller.Snapshot) { s.Game = recordOf(t, "f5d6c3") }), 1, "After 1. f5: White to move"},
		{"reviewing a pass", snap(two, func(s *controller.Snapshot) { s.Game = recordOf(t, "e6f6d3e7e8d8g7f8") }), 8, "After 4… f8: Black must pass"},
		{"over", snap(vs, func(s *controller.Snapshot) { s.Over, s.Result = true, model.Result{Black: 10, White: 54, Over: true} }), -1, "Game over: you win 54-10"},
		{"paused", snap(vs, func(s *controller.Snapshot) { s.Paused = true }), -1, "Demo paused"},
		{"thinking", snap(vs, func(s *controller.Snapshot) { s.Thinking = true }), -1, "The computer (Black) is thinking…"},
		{"hinting", snap(vs, func(s *controller.Snapshot) { s.Hinting = true }), -1, "Looking for the best move…"},
		{"your move", snap(vsBlack, func(s *controller.Snapshot) { s.PersonToMove = true }), -1, "Your move (Black)"},
		{"the computer's turn, its search not begun", snap(vs, func(*controller.Snapshot) {}), -1, "The computer (Black) is thinking…"},
		{"your forced pass", snap(vsBlack, func(s *controller.Snapshot) { s.Game = recordOf(t, "e6f6d3e7e8d8g7f8"); s.Sized = s.Game.SizedAt(8) }), -1, "No move for you (Black): you pass"},
		{"the computer's forced pass", snap(vs, func(s *controller.Snapshot) { s.Game = recordOf(t, "e6f6d3e7e8d8g7f8"); s.Sized = s.Game.SizedAt(8) }), -1, "The computer (Black) has no move and passes"},
		{"two players", snap(two, func(*controller.Snapshot) {}), -1, "Black to move"},
	}
	for _, tt := range tests {
		if got := TurnText(tt.snap, tt.review); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestGameOverText(t *testing.T) {
	vsComputer := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Size: 8}
	twoPlayers := controller.Settings{Mode: controller.HumanVsHuman, Size: 8}
	sixBySix := controller.Settings{Mode: controller.HumanVsHuman, Size: 6}
	tests := []struct {
		name        string
		s           controller.Settings
		r           model.Result
		title, text string
	}{
		{"you win", vsComputer, model.Result{Black: 24, White: 40}, "You win!", "Black 24, White 40"},
		{"the computer wins", vsComputer, model.Result{Black: 40, White: 24}, "The computer wins", "Black 40, White 24"},
		{"draw", vsComputer, model.Result{Black: 32, White: 32}, "A draw", "Black 32, White 32"},
		{"two players", twoPlayers, model.Result{Black: 55, White: 9}, "Black wins", "Black 55, White 9"},
		// a game over before the board is full: the empty squares go to
		// the winner, as the analysis counts them
		{"one empty square", vsComputer, model.Result{Black: 12, White: 51}, "You win!",
			"Black 12, White 51\nWith the empty square to the winner: Black 12, White 52."},
		{"a wipe-out", twoPlayers, model.Result{Black: 13, White: 0}, "Black wins",
			"Black 13, White 0\nWith the 51 empty squares to the winner: Black 64, White 0."},
		{"6x6", sixBySix, model.Result{Black: 10, White: 20}, "White wins",
			"Black 10, White 20\nWith the 6 empty squares to the winner: Black 10, White 26."},
		{"a draw leaves its empty squares", twoPlayers, model.Result{Black: 31, White: 31}, "A draw", "Black 31, White 31"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			title, text := GameOverText(tt.s, tt.r)
			if title != tt.title || text != tt.text {
				t.Errorf("gameOverText = %q, %q; want %q, %q", title, text, tt.title, tt.text)
			}
		})
	}
}

func TestMoveScore(t *testing.T) {
	tests := []struct {
		name string
		r    strategy.SizedResult
		want string
	}{
		{"estimate", strategy.SizedResult{Score: 40}, "+0.4"},
		{"negative estimate", strategy.SizedResult{Score: -275}, "-2.8"},
		{"small loss is no -0", strategy.SizedResult{Score: -4}, "0.0"},
		{"zero estimate", strategy.SizedResult{Score: 0}, "0.0"},
		{"whole estimate keeps its decimal", strategy.SizedResult{Score: 300}, "+3.0"},
		{"exact win", strategy.SizedResult{Score: 600, Exact: true}, "+6"},
		{"exact loss", strategy.SizedResult{Score: -1200, Exact: true}, "-12"},
		{"exact draw", strategy.SizedResult{Exact: true}, "0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MoveScore(tt.r); got != tt.want {
				t.Errorf("moveScore = %q, want %q", got, tt.want)
			}
		})
	}
}

// recordOf is the record of a game played from the start.
func recordOf(t *testing.T, transcript string) model.Record {
	t.Helper()
	g, err := model.ParseGame(transcript)
	if err != nil {
		t.Fatal(err)
	}
	return g.Record()
}

// The passes that end a game, one every other move, are counted; a pass
// further back, or a move in between, ends the run.
func TestPassesInARow(t *testing.T) {
	tests := []struct {
		transcript string
		want       int
	}{
		{"f5d6c3", 0},
		{"e6f6d3e7e8d8g7f8", 1},                    // Black passes after f8
		{"e6f6d3e7e8d8g7f8e3", 0},                  // and White plays on
		{"e6f6f5f4g3d6g5h5h6h2h4", 1},              // White passes
		{"e6f6f5f4g3d6g5h5h6h2h4f2", 2},            // White passes again after f2
		{"e6f6f5f4g3d6g5h5h6h2h4 pass f2 pass", 2}, // the same, the passes written
	}
	for _, tt := range tests {
		g, err := model.ParseGame(tt.transcript)
		if err != nil {
			t.Fatal(err)
		}
		g.PassIfForced()
		if got := PassesInARow(g.Record()); got != tt.want {
			t.Errorf("%s (%v): %d passes in a row, want %d", tt.transcript, g.Cells(), got, tt.want)
		}
	}
}
