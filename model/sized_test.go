package model_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"othello/model"
)

// grid is the slow oracle's board: a plain array of colours, row by row,
// 1 for the side to move, -1 for the other, 0 empty. It shares nothing with
// the bit layout of SizedBoard.
type grid struct {
	n     int
	cells []int
}

func gridOf(b model.SizedBoard) grid {
	g := b.Geometry()
	out := grid{n: g.Size(), cells: make([]int, g.Cells())}
	for c := range out.cells {
		bit := g.Bit(model.Cell(c))
		switch {
		case b.Player.Has(bit):
			out.cells[c] = 1
		case b.Opponent.Has(bit):
			out.cells[c] = -1
		}
	}
	return out
}

// flips walks the eight directions from (col, row) and returns the cells
// turned over.
func (g grid) flips(col, row int) []int {
	if g.cells[row*g.n+col] != 0 {
		return nil
	}
	var all []int
	for dc := -1; dc <= 1; dc++ {
		for dr := -1; dr <= 1; dr++ {
			if dc == 0 && dr == 0 {
				continue
			}
			var run []int
			for c, r := col+dc, row+dr; c >= 0 && c < g.n && r >= 0 && r < g.n; c, r = c+dc, r+dr {
				v := g.cells[r*g.n+c]
				if v == -1 {
					run = append(run, r*g.n+c)
					continue
				}
				if v == 1 {
					all = append(all, run...)
				}
				break
			}
		}
	}
	return all
}

func (g grid) moves() []int {
	var m []int
	for c := range g.cells {
		if len(g.flips(c%g.n, c/g.n)) > 0 {
			m = append(m, c)
		}
	}
	return m
}

func (g grid) play(c int) grid {
	next := grid{n: g.n, cells: make([]int, len(g.cells))}
	for i, v := range g.cells {
		next.cells[i] = -v
	}
	if c >= 0 {
		for _, f := range g.flips(c%g.n, c/g.n) {
			next.cells[f] = -1
		}
		next.cells[c] = -1
	}
	return next
}

func (g grid) perft(depth int, passed bool) uint64 {
	if depth == 0 {
		return 1
	}
	moves := g.moves()
	if len(moves) == 0 {
		if passed {
			return 1
		}
		return g.play(-1).perft(depth-1, true)
	}
	var n uint64
	for _, m := range moves {
		n += g.play(m).perft(depth-1, false)
	}
	return n
}

func start(t testing.TB, n int) model.SizedBoard {
	t.Helper()
	b, err := model.SizedStart(n)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSizedPerftMatchesOracle(t *testing.T) {
	depths := map[int]int{4: 12, 6: 7, 8: 6, 10: 5}
	if testing.Short() {
		depths = map[int]int{4: 10, 6: 6, 8: 5, 10: 4}
	}
	for _, n := range model.Sizes {
		b := start(t, n)
		for d := 1; d <= depths[n]; d++ {
			got, want := model.PerftSized(b, d), gridOf(b).perft(d, false)
			if got != want {
				t.Errorf("%dx%d perft(%d) = %d, oracle %d", n, n, d, got, want)
			}
		}
	}
}

// The sized layout on 8x8 must count what the 8x8 bitboards count.
func TestSizedPerftOnEightByEight(t *testing.T) {
	b := start(t, 8)
	for d := 1; d <= 8; d++ {
		if got, want := model.PerftSized(b, d), model.PerftCounts[d]; got != want {
			t.Errorf("perft(%d) = %d, want %d", d, got, want)
		}
	}
}

// The 4x4 tree is small enough to count every game to its end: 60,060
// games, the known figure for 4x4 Othello (passes are moves, so no game is
// longer than 12 moves and a few passes).
func TestSizedPerftFourByFourToTheEnd(t *testing.T) {
	b := start(t, 4)
	if got, deeper := model.PerftSized(b, 20), model.PerftSized(b, 30); got != 60060 || deeper != got {
		t.Errorf("4x4 games: perft(20) = %d, perft(30) = %d; want 60060 both", got, deeper)
	}
}

// randomSizedGames visits every position of seeded random games of size n.
func randomSizedGames(t testing.TB, n, games int, seed uint64, visit func(b model.SizedBoard)) {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	for range games {
		b := start(t, n)
		for {
			visit(b)
			moves := b.MoveCells()
			if len(moves) == 0 {
				if b.GameOver() {
					break
				}
				b = b.Pass()
				continue
			}
			b = b.Play(moves[rng.IntN(len(moves))])
		}
	}
}

func TestSizedMovesFlipsMatchOracleAlongRandomGames(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 60
	}
	for _, n := range model.Sizes {
		g := start(t, n).Geometry()
		passes, ends := 0, 0
		randomSizedGames(t, n, games, 3, func(b model.SizedBoard) {
			o := gridOf(b)
			want := o.moves()
			got := b.MoveCells()
			if len(got) != len(want) {
				t.Fatalf("%dx%d %v: moves %v, oracle %v", n, n, b, got, want)
			}
			for i := range got {
				if int(got[i]) != want[i] {
					t.Fatalf("%dx%d: moves %v, oracle %v", n, n, got, want)
				}
			}
			for c := 0; c < g.Cells(); c++ {
				f := b.Flips(model.Cell(c))
				wantFlips := o.flips(c%n, c/n)
				if f.Count() != len(wantFlips) {
					t.Fatalf("%dx%d %s: %d flips, oracle %d", n, n, g.CellName(model.Cell(c)), f.Count(), len(wantFlips))
				}
				for _, w := range wantFlips {
					if !f.Has(g.Bit(model.Cell(w))) {
						t.Fatalf("%dx%d %s: %s not flipped", n, n, g.CellName(model.Cell(c)), g.CellName(model.Cell(w)))
					}
				}
			}
			switch {
			case b.GameOver():
				ends++
			case b.MustPass():
				passes++
			}
		})
		if ends != games || passes == 0 {
			t.Errorf("%dx%d: %d game ends and %d passes in %d games; want every game to end and some passes", n, n, ends, passes, games)
		}
	}
}

func TestSizedInvariantsAlongRandomGames(t *testing.T) {
	for _, n := range model.Sizes {
		all := start(t, n).Geometry().All()
		randomSizedGames(t, n, 300, 4, func(b model.SizedBoard) {
			if !b.Player.And(b.Opponent).IsZero() {
				t.Fatalf("%dx%d: sides overlap", n, n)
			}
			if !b.Player.Or(b.Opponent).AndNot(all).IsZero() {
				t.Fatalf("%dx%d: a disc off the board", n, n)
			}
			before := b.Player.Or(b.Opponent).Count()
			for _, c := range b.MoveCells() {
				flips := b.Flips(c)
				next := b.Play(c)
				if !next.Player.And(next.Opponent).IsZero() {
					t.Fatalf("%dx%d after %d: sides overlap", n, n, c)
				}
				if got := next.Player.Or(next.Opponent).Count(); got != before+1 {
					t.Fatalf("%dx%d after %d: %d discs, want %d", n, n, c, got, before+1)
				}
				if flips.IsZero() {
					t.Fatalf("%dx%d: legal move %d flips nothing", n, n, c)
				}
				if next.Player.Count() != b.Opponent.Count()-flips.Count() {
					t.Fatalf("%dx%d after %d: the other side kept flipped discs", n, n, c)
				}
			}
		})
	}
}

func TestSizedStartAndConversion(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{
		{4, "-----OX--XO----- X"},
		{6, "--------------OX----XO-------------- X"},
	} {
		p, err := model.SizedStartPosition(tt.n)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.String(); got != tt.want {
			t.Errorf("%dx%d start = %q, want %q", tt.n, tt.n, got, tt.want)
		}
		back, err := model.ParseSizedPosition(tt.want, tt.n)
		if err != nil || back != p {
			t.Errorf("ParseSizedPosition(%q) = %v, %v; want the start", tt.want, back, err)
		}
	}
	p8, _ := model.SizedStartPosition(8)
	if got, want := p8.String(), model.StartPosition().String(); got != want {
		t.Errorf("8x8 sized start %q, want %q", got, want)
	}
	if b, ok := p8.Board.Board8(); !ok || b != model.StartBoard() {
		t.Errorf("Board8 of the start = %v, %v", b, ok)
	}
	if _, err := model.SizedStart(7); err == nil {
		t.Error("size 7 accepted")
	}
}

func TestParseCell(t *testing.T) {
	g10, _ := model.GeometryOf(10)
	g4, _ := model.GeometryOf(4)
	tests := []struct {
		g    *model.Geometry
		text string
		want model.Cell
		err  string
	}{
		{g10, "j10", 99, ""},
		{g10, "A1", 0, ""},
		{g10, "c2", 12, ""},
		{g4, "d4", 15, ""},
		{g4, "pass", model.CellPass, ""},
		{g4, "e1", 0, "column 'e' is not a-d"},
		{g4, "a5", 0, `row "5" is not 1-4`},
		{g10, "a11", 0, `row "11" is not 1-10`},
		{g10, "a0", 0, `row "0" is not 1-10`},
		{g10, "x", 0, "want a column a-j"},
	}
	for _, tt := range tests {
		got, err := tt.g.ParseCell(tt.text)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseCell(%q) error %v, want %q", tt.text, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseCell(%q) = %d, %v; want %d", tt.text, got, err, tt.want)
		}
		if name := tt.g.CellName(got); !strings.EqualFold(name, tt.text) {
			t.Errorf("CellName(%d) = %q, want %q", got, name, tt.text)
		}
	}
}

// UpperName writes cells as the text protocols do, on every size, as
// Square.Upper does on 8x8.
func TestUpperName(t *testing.T) {
	g10, _ := model.GeometryOf(10)
	g8, _ := model.GeometryOf(8)
	for _, tt := range []struct {
		g    *model.Geometry
		c    model.Cell
		want string
	}{{g10, 99, "J10"}, {g10, 12, "C2"}, {g10, model.CellPass, "PA"}, {g8, 37, model.Square(37).Upper()}, {g8, model.CellPass, model.Pass.Upper()}} {
		if got := tt.g.UpperName(tt.c); got != tt.want {
			t.Errorf("UpperName(%d) on %dx%d = %q, want %q", tt.c, tt.g.Size(), tt.g.Size(), got, tt.want)
		}
	}
}

func TestDrawingRoundTrip(t *testing.T) {
	for _, n := range model.Sizes {
		randomSizedGames(t, n, 3, 5, func(b model.SizedBoard) {
			for _, turn := range []model.Color{model.Black, model.White} {
				p := model.SizedPosition{Board: b, Turn: turn}
				text := p.Drawing() + string(turn.Letter()) + "\n"
				back, err := model.ParseDrawing(text)
				if err != nil {
					t.Fatalf("%dx%d: %v reading\n%s", n, n, err, text)
				}
				if back != p {
					t.Fatalf("%dx%d: read back %s, want %s", n, n, back, p)
				}
			}
		})
	}
}

// The contest files of testdata/drawings: good_* must read, with the
// position given on the file's first comment-free line of the .want file;
// bad_* must fail with the message in the .want file.
func TestParseDrawingFiles(t *testing.T) {
	files, err := filepath.Glob("testdata/drawings/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no drawings: %v", err)
	}
	good, bad := 0, 0
	for _, f := range files {
		name := filepath.Base(f)
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		wantText, err := os.ReadFile(strings.TrimSuffix(f, ".txt") + ".want")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := strings.TrimSpace(string(wantText))
		p, err := model.ParseDrawing(string(text))
		switch {
		case strings.HasPrefix(name, "good_"):
			good++
			if err != nil {
				t.Errorf("%s: %v", name, err)
			} else if p.String() != want {
				t.Errorf("%s: read %s, want %s", name, p, want)
			}
		case strings.HasPrefix(name, "bad_"):
			bad++
			if err == nil {
				t.Errorf("%s: read %s, want the error %q", name, p, want)
			} else if err.Error() != want {
				t.Errorf("%s: error %q, want %q", name, err, want)
			}
		default:
			t.Errorf("%s: name says neither good_ nor bad_", name)
		}
	}
	if good == 0 || bad == 0 {
		t.Errorf("%d good and %d bad files; want some of each", good, bad)
	}
}

func BenchmarkSizedPerft(b *testing.B) {
	for _, n := range []int{6, 10} {
		bd := start(b, n)
		b.Run(map[int]string{6: "6x6", 10: "10x10"}[n], func(b *testing.B) {
			var leaves uint64
			for b.Loop() {
				leaves += model.PerftSized(bd, 7)
			}
			b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

// The rules do not change under the symmetries: the image of a position
// has the images of its moves, and the images of its children.
func TestSizedSymmetries(t *testing.T) {
	for _, n := range []int{4, 6, 10} {
		g := start(t, n).Geometry()
		randomSizedGames(t, n, 20, 6, func(b model.SizedBoard) {
			for k := 0; k < model.Symmetries; k++ {
				img := b.Symmetric(k)
				if img.Player.Count() != b.Player.Count() || img.Opponent.Count() != b.Opponent.Count() || !img.IsImageOf(b) {
					t.Fatalf("%dx%d symmetry %d loses discs", n, n, k)
				}
				moves := b.MoveCells()
				if len(img.MoveCells()) != len(moves) {
					t.Fatalf("%dx%d symmetry %d: %d moves, the image has %d", n, n, k, len(moves), len(img.MoveCells()))
				}
				for _, c := range moves {
					ic := g.SymmetricCell(c, k)
					if !img.IsLegal(ic) || img.Play(ic) != b.Play(c).Symmetric(k) {
						t.Fatalf("%dx%d symmetry %d: move %s and its image %s disagree", n, n, k, g.CellName(c), g.CellName(ic))
					}
				}
			}
		})
	}
	// the four first moves of every size are images of one another
	for _, n := range model.Sizes {
		b := start(t, n)
		moves := b.MoveCells()
		for _, c := range moves[1:] {
			if !b.Play(c).IsImageOf(b.Play(moves[0])) {
				t.Errorf("%dx%d: the first moves are not all alike", n, n)
			}
		}
	}
}
