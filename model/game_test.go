package model_test

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"othello/model"
)

type recordedGame struct {
	line         int
	moves        string
	black, white int
}

func loadGames(t *testing.T) []recordedGame {
	t.Helper()
	f, err := os.Open("testdata/games.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var games []recordedGame
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 3 {
			t.Fatalf("games.txt:%d: want moves and two counts", n)
		}
		black, err1 := strconv.Atoi(fields[1])
		white, err2 := strconv.Atoi(fields[2])
		if err1 != nil || err2 != nil {
			t.Fatalf("games.txt:%d: bad counts", n)
		}
		games = append(games, recordedGame{n, fields[0], black, white})
	}
	if len(games) == 0 {
		t.Fatal("games.txt holds no game")
	}
	return games
}

func TestRecordedGamesReplayToTheirFinalCounts(t *testing.T) {
	for _, rg := range loadGames(t) {
		g, err := model.ParseGame(rg.moves)
		if err != nil {
			t.Errorf("games.txt:%d: %v", rg.line, err)
			continue
		}
		r := g.Result()
		if !r.Over || r.Black != rg.black || r.White != rg.white {
			t.Errorf("games.txt:%d: result %+v, want over %d-%d", rg.line, r, rg.black, rg.white)
		}
		// the transcript prints back to the same moves
		if got := g.Transcript(); got != rg.moves {
			t.Errorf("games.txt:%d: transcript %s, want %s", rg.line, got, rg.moves)
		}
	}
}

func TestUndoRedoRestoresEveryPositionAcrossPasses(t *testing.T) {
	sawPass := false
	for _, rg := range loadGames(t) {
		g, err := model.ParseGame(rg.moves)
		if err != nil {
			t.Fatal(err)
		}
		n := g.Len()
		want := make([]model.Position, n+1)
		for i := range want {
			want[i] = g.PositionAt(i)
		}
		moves := g.Moves()
		for i := n; i > 0; i-- {
			if moves[i-1] == model.Pass {
				sawPass = true
			}
			if !g.Undo() {
				t.Fatalf("games.txt:%d: undo %d failed", rg.line, i)
			}
			if g.Position() != want[i-1] {
				t.Fatalf("games.txt:%d: after undo to move %d the position differs", rg.line, i-1)
			}
		}
		if g.Undo() || g.CanUndo() {
			t.Fatalf("undo past the start")
		}
		for i := 1; i <= n; i++ {
			if !g.Redo() || g.Position() != want[i] {
				t.Fatalf("games.txt:%d: redo to move %d differs", rg.line, i)
			}
		}
		if g.Redo() || g.CanRedo() {
			t.Fatalf("redo past the end")
		}
		if r := g.Result(); r.Black != rg.black || r.White != rg.white {
			t.Fatalf("games.txt:%d: after undo and redo: %+v", rg.line, r)
		}
	}
	if !sawPass {
		t.Fatal("no recorded game has a pass; the test needs one")
	}
}

func TestPlayingANewMoveClearsRedo(t *testing.T) {
	g := model.NewGame()
	for _, sq := range []model.Square{model.F5, model.D6} {
		if err := g.Play(sq); err != nil {
			t.Fatal(err)
		}
	}
	g.Undo()
	if err := g.Play(model.F6); err != nil { // a different move from d6
		t.Fatal(err)
	}
	if g.CanRedo() {
		t.Fatal("redo survived a different move")
	}
	g.Undo()
	if err := g.Play(model.F6); err != nil || g.CanRedo() {
		t.Fatalf("replaying the undone move: err %v, redo %v", err, g.CanRedo())
	}
}

func TestGameRejectsIllegalMoves(t *testing.T) {
	tests := []struct {
		name       string
		transcript string
		move       model.Square
		reason     string
	}{
		{"occupied", "", model.D4, "already occupied"},
		{"flips nothing", "", model.A1, "flips no disc"},
		{"pass with moves", "", model.Pass, "may not pass"},
		{"off the board", "", model.Square(70), "not a square"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := model.ParseGame(tt.transcript)
			if err != nil {
				t.Fatal(err)
			}
			before := g.Position()
			err = g.Play(tt.move)
			if !errors.Is(err, model.ErrIllegalMove) || !strings.Contains(err.Error(), tt.reason) {
				t.Fatalf("Play(%s) = %v, want an illegal move error saying %q", tt.move, err, tt.reason)
			}
			if g.Position() != before || g.Len() != 0 {
				t.Fatal("an illegal move changed the game")
			}
		})
	}
}

func TestGameOverRejectsMoves(t *testing.T) {
	rg := loadGames(t)[0]
	g, err := model.ParseGame(rg.moves)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(model.Pass); !errors.Is(err, model.ErrIllegalMove) || !strings.Contains(err.Error(), "over") {
		t.Fatalf("pass after the end: %v", err)
	}
}

func TestResultString(t *testing.T) {
	tests := []struct {
		r    model.Result
		want string
	}{
		{model.Result{Black: 40, White: 24}, "Black wins 40-24"},
		{model.Result{Black: 20, White: 44}, "White wins 44-20"},
		{model.Result{Black: 32, White: 32}, "Draw 32-32"},
	}
	for _, tt := range tests {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.r, got, tt.want)
		}
	}
}

// A result as the rules count it gives the empty squares to the winner;
// a draw and a full board keep their counts.
func TestResultCounted(t *testing.T) {
	for _, c := range []struct {
		r     model.Result
		cells int
		want  model.Result
	}{
		{model.Result{Black: 13, White: 0, Over: true}, 64, model.Result{Black: 64, White: 0, Over: true}},
		{model.Result{Black: 12, White: 51, Over: true}, 64, model.Result{Black: 12, White: 52, Over: true}},
		{model.Result{Black: 10, White: 20}, 36, model.Result{Black: 10, White: 26}},
		{model.Result{Black: 31, White: 31}, 64, model.Result{Black: 31, White: 31}},
		{model.Result{Black: 40, White: 24}, 64, model.Result{Black: 40, White: 24}},
	} {
		if got := c.r.Counted(c.cells); got != c.want {
			t.Errorf("%+v on %d squares counted %+v, want %+v", c.r, c.cells, got, c.want)
		}
	}
}
