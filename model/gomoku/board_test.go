package gomoku_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"othello/model/gomoku"
)

// TestLinesEverywhere puts a single run of 4 to 7 stones at every place
// it fits, in every direction, on boards of 5, 6, 15, 19 and 20, edges
// and corners included, and checks that every stone of it wins exactly
// when the rule says such a run wins, with the whole run as the line.
func TestLinesEverywhere(t *testing.T) {
	dirs := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
	for _, size := range []int{5, 6, 15, 19, 20} {
		for _, rule := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard} {
			empty, err := gomoku.NewBoard(size, rule)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range dirs {
				for n := 4; n <= 7; n++ {
					for y := range size {
						for x := range size {
							run := make([]gomoku.Square, n)
							ex, ey := x+(n-1)*d[0], y+(n-1)*d[1]
							if ex < 0 || ex >= size || ey >= size {
								continue
							}
							b := empty
							for k := range n {
								run[k] = gomoku.At(x+k*d[0], y+k*d[1])
								b = b.Place(run[k], gomoku.White)
							}
							slices.Sort(run)
							wins := n == 5 || n > 5 && rule == gomoku.Freestyle
							if b.HasFive(gomoku.White) != wins || b.HasFive(gomoku.Black) {
								t.Fatalf("%dx%d %v, %d from %d,%d by %v: HasFive = %v, %v; want %v, false",
									size, size, rule, n, x, y, d, b.HasFive(gomoku.White), b.HasFive(gomoku.Black), wins)
							}
							for _, sq := range run {
								if b.Wins(sq) != wins {
									t.Fatalf("%dx%d %v, %d from %d,%d by %v: Wins(%v) = %v, want %v", size, size, rule, n, x, y, d, sq, !wins, wins)
								}
								if line := b.WinningLine(sq); wins && !slices.Equal(line, run) || !wins && line != nil {
									t.Fatalf("%dx%d %v, %d from %d,%d by %v: WinningLine(%v) = %v", size, size, rule, n, x, y, d, sq, line)
								}
							}
						}
					}
				}
			}
		}
	}
}

// TestWinCases are positions drawn by hand: the last stone, and whether
// it wins under each rule, with the line's length.
func TestWinCases(t *testing.T) {
	tests := []struct {
		name      string
		diagram   string
		last      string // renju name of the stone tested
		freestyle int    // length of the winning line under Freestyle, 0: no win
		standard  int    // the same under Standard
	}{
		{"five in a row", `
			.......
			.XXXXX.
			.......
			OOOO...
			.......
			.......
			.......`, "d6", 5, 5},
		{"five blocked at both ends still wins", `
			.......
			OXXXXXO
			.......
			OOOO...
			.......
			.......
			.......`, "b6", 5, 5},
		{"four and a gap", `
			.......
			XXXX.X.
			.......
			OOOO...
			.......
			.......
			.......`, "a6", 0, 0},
		{"five broken by a white stone", `
			.......
			XXXOXX.
			.......
			.OO....
			.......
			.......
			.......`, "c6", 0, 0},
		{"six: freestyle wins, standard does not", `
			.......
			XXXXXX.
			.......
			OOOO...
			.O.....
			.......
			.......`, "f6", 6, 0},
		{"seven on a column", `
			X......
			X......
			X......
			X......
			X......
			X......
			X..OOOO`, "a4", 7, 0},
		{"exactly five beside a gap and a stone", `
			.......
			XXXXX.X
			.......
			OOOO...
			.O.....
			.......
			.......`, "e6", 5, 5},
		{"five across, six down: standard wins by the five", `
			...X...
			...X...
			...X...
			XXXXX..
			...X...
			...X...
			OOOO.OO`, "d4", 10, 5},
		{"the stone that joins two runs into six", `
			.......
			XX.XXX.
			.......
			OOOO...
			.......
			.......
			.......`, "", 0, 0},
		{"diagonal to the bottom right corner", `
			X......
			.X.....
			..X....
			...X...
			....X..
			.....X.
			......X`, "g1", 7, 0},
		{"anti-diagonal to the bottom left corner of 5x5", `
			....O
			...O.
			..O..
			.O...
			O....`, "a1", 5, 5},
	}
	for _, tt := range tests {
		for _, rule := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard} {
			want := tt.freestyle
			if rule == gomoku.Standard {
				want = tt.standard
			}
			p, err := gomoku.ParsePosition(tt.diagram+"\nX", rule)
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			b := p.Board
			if tt.last == "" {
				continue
			}
			sq, err := gomoku.ParseSquare(tt.last, b.Size())
			if err != nil {
				t.Fatal(err)
			}
			if got := len(b.WinningLine(sq)); got != want || b.Wins(sq) != (want > 0) {
				t.Errorf("%s under %v: the line through %s has %d stones (Wins %v), want %d", tt.name, rule, tt.last, got, b.Wins(sq), want)
			}
		}
	}
	// the gap of "XX.XXX": filled, six under both rules
	p, _ := gomoku.ParsePosition(".......\nXXXXXX.\n.......\nOOOO...\n.......\n.......\n.......\nX", gomoku.Standard)
	if p.Board.Wins(gomoku.At(2, 1)) {
		t.Error("the stone joining two and three into six wins under Standard")
	}
}

// drawnMoves returns a full size x size board's moves, Black and White
// alternating, with no five anywhere: colour ((x/2)+y)%2 makes runs of at
// most two in every direction (and Black the one more on odd sizes).
func drawnMoves(size int) []gomoku.Square {
	var colours [2][]gomoku.Square
	for y := range size {
		for x := range size {
			c := (x/2 + y) % 2
			colours[c] = append(colours[c], gomoku.At(x, y))
		}
	}
	var out []gomoku.Square
	for i := range colours[0] {
		out = append(out, colours[0][i])
		if i < len(colours[1]) {
			out = append(out, colours[1][i])
		}
	}
	return out
}

func TestFullBoardDraw(t *testing.T) {
	for _, size := range []int{5, 15, 20} {
		for _, rule := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard} {
			g, _ := gomoku.NewGame(size, rule)
			moves := drawnMoves(size)
			if len(moves) != size*size {
				t.Fatalf("%dx%d: %d drawn moves", size, size, len(moves))
			}
			if err := g.PlayAll(moves[:len(moves)-1]); err != nil {
				t.Fatalf("%dx%d: %v", size, size, err)
			}
			if g.Over() {
				t.Fatalf("%dx%d: over with one square empty", size, size)
			}
			if err := g.Play(moves[len(moves)-1]); err != nil {
				t.Fatal(err)
			}
			if !g.Over() || !g.Drawn() || g.Winner() != gomoku.NoColor || g.WinningLine() != nil || !g.Board().Full() {
				t.Errorf("%dx%d %v full board: over %v drawn %v winner %v line %v", size, size, rule, g.Over(), g.Drawn(), g.Winner(), g.WinningLine())
			}
			err := g.Play(gomoku.At(0, 0))
			var me *gomoku.MoveError
			if !errors.As(err, &me) || me.Reason != gomoku.GameOver {
				t.Errorf("a move after the draw: %v, want game over", err)
			}
		}
	}
}

func TestBoardString(t *testing.T) {
	b, _ := gomoku.NewBoard(5, gomoku.Freestyle)
	b = b.Place(gomoku.At(0, 0), gomoku.Black).Place(gomoku.At(4, 4), gomoku.White)
	want := "X....\n.....\n.....\n.....\n....O\n"
	if got := b.String(); got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if b.Count() != 2 || b.At(gomoku.At(0, 0)) != gomoku.Black || b.At(gomoku.At(1, 0)) != gomoku.NoColor {
		t.Errorf("Count %d, At(0,0) %v, At(1,0) %v", b.Count(), b.At(gomoku.At(0, 0)), b.At(gomoku.At(1, 0)))
	}
	if b = b.Remove(gomoku.At(0, 0)); b.Count() != 1 || !b.Empty(gomoku.At(0, 0)) {
		t.Errorf("after Remove: Count %d", b.Count())
	}
	for _, size := range []int{0, 4, 21} {
		if _, err := gomoku.NewBoard(size, gomoku.Freestyle); err == nil || !strings.Contains(err.Error(), "5 to 20") {
			t.Errorf("NewBoard(%d): %v", size, err)
		}
	}
}

func TestRules(t *testing.T) {
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard} {
		if got, err := gomoku.ParseRule(r.String()); err != nil || got != r {
			t.Errorf("ParseRule(%q) = %v, %v", r.String(), got, err)
		}
		if got, err := gomoku.RuleFromGomocup(r.Gomocup()); err != nil || got != r {
			t.Errorf("RuleFromGomocup(%d) = %v, %v", r.Gomocup(), got, err)
		}
	}
	if _, err := gomoku.ParseRule("renju"); err == nil {
		t.Error("ParseRule accepted renju")
	}
	for mask, want := range map[int]string{2: "", 3: "", 4: "renju", 8: "not a Gomocup", -1: "not a Gomocup"} {
		_, err := gomoku.RuleFromGomocup(mask)
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("RuleFromGomocup(%d): %v, want %q", mask, err, want)
		}
	}
}
