package gomoku_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// nearMoves lists the empty squares within two of a stone (the centre on
// an empty board): the moves the report's player considers.
func nearMoves(b gomoku.Board) []gomoku.Square {
	n := b.Size()
	var out []gomoku.Square
	for y := range n {
		for x := range n {
			if b.At(gomoku.At(x, y)) != gomoku.NoColor {
				continue
			}
		near:
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					xx, yy := x+dx, y+dy
					if xx >= 0 && yy >= 0 && xx < n && yy < n && b.At(gomoku.At(xx, yy)) != gomoku.NoColor {
						out = append(out, gomoku.At(x, y))
						break near
					}
				}
			}
		}
	}
	if len(out) == 0 && b.Count() == 0 {
		out = append(out, gomoku.Center(n))
	}
	return out
}

// slowMinimax is the report's player written plainly on the model's
// board: every move near the stones, to depth plies, a five scoring
// WinScore less its ply, anything else 0.
func slowMinimax(b gomoku.Board, c gomoku.Color, depth, ply int) int {
	if depth == 0 {
		return 0
	}
	best := -sg.WinScore - 1
	moves := nearMoves(b)
	if len(moves) == 0 {
		return 0
	}
	for _, m := range moves {
		after := b.Place(m, c)
		var s int
		if after.Wins(m) {
			s = sg.WinScore - (ply + 1)
		} else if after.Full() {
			s = 0
		} else {
			s = -slowMinimax(after, c.Opponent(), depth-1, ply+1)
		}
		best = max(best, s)
	}
	return best
}

// TestReportPlayer checks the report's player against the plain Minimax
// of the model's rules: on small random positions its score is the best
// score to depth 4 and its move one of the moves that score it.
func TestReportPlayer(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 21))
	n := 200
	if testing.Short() {
		n = 40
	}
	decided := 0
	for i := range n {
		size := 6 + i%2
		g, _ := gomoku.NewGame(size, gomoku.Rule(i/2%2))
		for g.MoveCount() < size*size-9-i%4 && !g.Over() {
			ms := nearMoves(g.Board())
			g.Play(ms[rng.IntN(len(ms))])
		}
		if g.Over() {
			continue
		}
		p := g.Position()
		best := -sg.WinScore - 1
		var bestMoves []gomoku.Square
		for _, m := range nearMoves(p.Board) {
			after := p.Board.Place(m, p.ToMove)
			s := sg.WinScore - 1
			if !after.Wins(m) {
				s = -slowMinimax(after, p.ToMove.Opponent(), 3, 1)
			}
			switch {
			case s > best:
				best, bestMoves = s, []gomoku.Square{m}
			case s == best:
				bestMoves = append(bestMoves, m)
			}
		}
		if best != 0 {
			decided++
		}
		r := sg.NewReportPlayer(uint64(i)).Search(context.Background(), p)
		if r.Score != best || !slices.Contains(bestMoves, r.Move) {
			t.Fatalf("position %d:\n%s\nthe report's player plays %s scoring %d; Minimax: %d by %s",
				i, p.String(), r.Move.Name(size), r.Score, best, gomoku.FormatMoves(bestMoves, size))
		}
	}
	if decided < n/10 {
		t.Errorf("only %d positions of %d won or lost within 4 plies: the test tests little", decided, n)
	}
}

func TestRandom(t *testing.T) {
	p, _ := gomoku.NewPosition(5, gomoku.Freestyle)
	seen := map[gomoku.Square]bool{}
	r := sg.NewRandom(1)
	for range 200 {
		m := r.Search(context.Background(), p).Move
		if !m.Inside(5) {
			t.Fatalf("random move %v off the board", m)
		}
		seen[m] = true
	}
	if len(seen) < 20 {
		t.Errorf("200 random moves hit only %d of 25 squares", len(seen))
	}
	// the last empty square, then none
	full := p
	for y := range 5 {
		for x := range 5 {
			if x != 2 || y != 2 {
				full.Board = full.Board.Place(gomoku.At(x, y), gomoku.Color((x/2+y)%2))
			}
		}
	}
	if m := r.Search(context.Background(), full).Move; m != gomoku.At(2, 2) {
		t.Errorf("the one empty square is c3, Random plays %v", m)
	}
	full.Board = full.Board.Place(gomoku.At(2, 2), gomoku.Black)
	if m := r.Search(context.Background(), full).Move; m != gomoku.NoSquare {
		t.Errorf("on a full board Random plays %v", m)
	}
}

// The level table: an unknown level plays as MEDIUM, HARD searches long
// VCFs within a time, and WithNodes and WithTime replace the other limit.
func TestLevels(t *testing.T) {
	if sg.LevelConfig(level.Level(9)) != sg.LevelConfig(level.Medium) {
		t.Error("an unknown level is not MEDIUM")
	}
	if c := sg.LevelConfig(level.Hard); c.VCF < 9 || c.Time <= 0 {
		t.Errorf("HARD searches VCFs of %d moves for %v", c.VCF, c.Time)
	}
	if c := sg.LevelConfig(level.Hard).WithNodes(1000); c.Nodes != 1000 || c.Time != 0 {
		t.Errorf("WithNodes: %+v", c)
	}
	if c := sg.LevelConfig(level.Easy).WithTime(time.Second); c.Time != time.Second || c.Depth != 0 {
		t.Errorf("WithTime: %+v", c)
	}
}

// TestSearchBasics: the centre on an empty board of any size, a move
// found on a full board but one square, a prompt answer once the context
// is done, and the same answer twice from the same searcher.
func TestSearchBasics(t *testing.T) {
	for _, size := range []int{5, 15, 19, 20} {
		p, _ := gomoku.NewPosition(size, gomoku.Freestyle)
		if m := sg.NewPlayer(level.Hard, 1).Search(context.Background(), p).Move; m != gomoku.Center(size) {
			t.Errorf("%dx%d: the first move is %s", size, size, m.Name(size))
		}
	}

	ms, _ := gomoku.ParseMoves("h8 h9 i8 i9 j7 j8 k6 g6 f5", 15)
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	if err := g.PlayAll(ms); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	// prompt is counted in positions, not time (the machines are shared):
	// the search looks at the context every 1,024, where an EXPERT search
	// of this position visits about 580,000
	r := sg.NewPlayer(level.Expert, 1).Search(ctx, g.Position())
	if r.Nodes > 4096 || !g.Board().Empty(r.Move) {
		t.Errorf("a cancelled search visited %d positions and plays %v", r.Nodes, r.Move)
	}

	pl := sg.NewSearch(sg.LevelConfig(level.Hard).WithNodes(20_000), 3)
	a, b := pl.Search(context.Background(), g.Position()), pl.Search(context.Background(), g.Position())
	if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
		t.Errorf("the same search twice: %v %d %d, then %v %d %d", a.Move, a.Score, a.Nodes, b.Move, b.Score, b.Nodes)
	}
	if a.Nodes > 20_000+1 {
		t.Errorf("a search of 20,000 nodes visited %d", a.Nodes)
	}
	if len(a.PV) == 0 || a.PV[0] != a.Move {
		t.Errorf("the line %v does not start with the move %v", a.PV, a.Move)
	}
}

func TestWinIn(t *testing.T) {
	for _, tt := range []struct{ score, want int }{
		{sg.WinScore - 1, 1}, {sg.WinScore - 3, 2}, {sg.WinScore - 17, 9},
		{-(sg.WinScore - 2), -1}, {-(sg.WinScore - 4), -2}, {1234, 0}, {-1234, 0},
	} {
		if got := (sg.Result{Score: tt.score}).WinIn(); got != tt.want {
			t.Errorf("WinIn of %d = %d, want %d", tt.score, got, tt.want)
		}
	}
}

func TestParsePlayer(t *testing.T) {
	for _, tt := range []struct{ in, name, wantErr string }{
		{"random", "random", ""},
		{"Report", "report", ""},
		{"report:2", "report", ""},
		{"minimax:3", "minimax", ""},
		{"alphabeta:6", "alphabeta", ""},
		{"HARD", "alphabeta", ""},
		{"random:2", "", "takes no depth"},
		{"minimax", "", "depth D of 1 to 5"},
		{"minimax:9", "", "depth D of 1 to 5"},
		{"alphabeta:x", "", "depth D of 1 to 20"},
		{"hard:3", "", "want random"},
		{"human", "", "want random"},
	} {
		p, err := sg.ParsePlayer(tt.in, 1)
		switch {
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("ParsePlayer(%q): %v, want an error saying %s", tt.in, err, tt.wantErr)
		case tt.wantErr == "" && (err != nil || p.Name() != tt.name):
			t.Errorf("ParsePlayer(%q) = %v, %v; want %s", tt.in, p, err, tt.name)
		}
	}
}
