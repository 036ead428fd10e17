package gomoku_test

import (
	"bufio"
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// puzzle is a position of testdata/vcf.txt.
type puzzle struct {
	name  string
	pos   gomoku.Position
	vcf   int             // the fewest attacker moves of a VCF, 0: none
	first []gomoku.Square // every first move of one
}

func loadPuzzles(t testing.TB) []puzzle {
	f, err := os.Open("testdata/vcf.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []puzzle
	var cur puzzle
	var rule gomoku.Rule
	var diagram []string
	flush := func() {
		if cur.name == "" {
			return
		}
		p, err := gomoku.ParsePosition(strings.Join(diagram, "\n"), rule)
		if err != nil {
			t.Fatalf("%s: %v", cur.name, err)
		}
		cur.pos = p
		out = append(out, cur)
		cur, diagram = puzzle{}, nil
	}
	var firsts string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		key, val, _ := strings.Cut(line, " ")
		switch {
		case line == "" || line[0] == '#':
		case key == "name":
			flush()
			cur.name = val
		case key == "rule":
			if rule, err = gomoku.ParseRule(val); err != nil {
				t.Fatal(err)
			}
		case key == "vcf":
			if cur.vcf, err = strconv.Atoi(val); err != nil {
				t.Fatal(err)
			}
		case key == "first":
			firsts = val
			cur.first = nil
			if val != "-" {
				if cur.first, err = gomoku.ParseMoves(firsts, 15); err != nil {
					t.Fatalf("%s: %v", cur.name, err)
				}
			}
		default:
			diagram = append(diagram, line)
		}
	}
	flush()
	if len(out) < 15 {
		t.Fatalf("only %d puzzles", len(out))
	}
	return out
}

// checkLine plays a VCF on the model's board: every attacker move but
// the last makes a four, every defender move blocks the only square of
// that four, and the last attacker move wins (or, an open four or two
// fours, leaves two squares that win).
func checkLine(t *testing.T, name string, p gomoku.Position, line []gomoku.Square) {
	t.Helper()
	g := gomoku.NewGameFrom(p)
	att := p.ToMove
	for i, m := range line {
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: move %d of the VCF %s: %v", name, i+1, gomoku.FormatMoves(line, 15), err)
		}
		if g.Over() {
			if i != len(line)-1 || g.Winner() != att {
				t.Fatalf("%s: the VCF %s ends at move %d, won by %v", name, gomoku.FormatMoves(line, 15), i+1, g.Winner())
			}
			return
		}
		fives := fivePoints(g.Board(), att)
		switch {
		case i%2 == 1: // the defender's answer
		case i == len(line)-1 && len(fives) >= 2:
			return // an open four or two fours
		case len(fives) != 1:
			t.Fatalf("%s: move %d of the VCF %s leaves %d fives", name, i+1, gomoku.FormatMoves(line, 15), len(fives))
		case line[i+1] != fives[0]:
			t.Fatalf("%s: the defender answers %s at %s, not on its five", name, m.Name(15), line[i+1].Name(15))
		}
	}
	t.Fatalf("%s: the VCF %s does not win", name, gomoku.FormatMoves(line, 15))
}

// TestVCFPuzzles checks the VCF search on the puzzles: the fewest moves,
// a line that wins on the model's board, a first move among the known
// ones, none where there is none; and that HARD (EXPERT beyond its 9
// moves) plays a winning first move, within a fixed number of nodes.
func TestVCFPuzzles(t *testing.T) {
	for _, pz := range loadPuzzles(t) {
		if pz.vcf == 0 {
			if line := sg.VCFOf(pz.pos, 12); line != nil {
				t.Errorf("%s: a VCF %s where there is none", pz.name, gomoku.FormatMoves(line, 15))
			}
			r := sg.NewSearch(sg.LevelConfig(level.Hard).WithNodes(10_000), 1).Search(context.Background(), pz.pos)
			if r.VCF {
				t.Errorf("%s: HARD claims a VCF %s", pz.name, gomoku.FormatMoves(r.PV, 15))
			}
			continue
		}
		if line := sg.VCFOf(pz.pos, pz.vcf-1); line != nil {
			t.Errorf("%s: a VCF %s shorter than %d moves", pz.name, gomoku.FormatMoves(line, 15), pz.vcf)
		}
		line := sg.VCFOf(pz.pos, pz.vcf)
		if line == nil {
			t.Errorf("%s: no VCF of %d moves", pz.name, pz.vcf)
			continue
		}
		checkLine(t, pz.name, pz.pos, line)
		if !slices.Contains(pz.first, line[0]) {
			t.Errorf("%s: the VCF starts %s, not one of %s", pz.name, line[0].Name(15), gomoku.FormatMoves(pz.first, 15))
		}
		lv := level.Hard
		if pz.vcf > 9 {
			lv = level.Expert
		}
		r := sg.NewSearch(sg.LevelConfig(lv).WithNodes(200_000), 1).Search(context.Background(), pz.pos)
		if !slices.Contains(pz.first, r.Move) || !r.VCF || r.WinIn() != pz.vcf {
			t.Errorf("%s: %v plays %s (VCF %v, win in %d), want the VCF of %d by one of %s", pz.name, lv, r.Move.Name(15), r.VCF, r.WinIn(), pz.vcf, gomoku.FormatMoves(pz.first, 15))
		} else {
			checkLine(t, pz.name, pz.pos, r.PV)
		}
	}
}

// TestVCFOracle checks the puzzles' answers with the slow search on the
// model's board: a VCF of the given moves and none shorter, and exactly
// the first moves given; none up to 11 moves where there is none.
func TestVCFOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("the slow search takes minutes: not with -short")
	}
	for _, pz := range loadPuzzles(t) {
		start := time.Now()
		b, att := pz.pos.Board, pz.pos.ToMove
		if pz.vcf == 0 {
			if slowVCF(b, att, 11) {
				t.Errorf("%s: the slow search finds a VCF", pz.name)
			}
		} else {
			if slowVCF(b, att, pz.vcf-1) || !slowVCF(b, att, pz.vcf) {
				t.Errorf("%s: the slow search disagrees on %d moves", pz.name, pz.vcf)
			}
			got := slowVCFStarts(b, att, pz.vcf)
			slices.Sort(got)
			want := slices.Clone(pz.first)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s: the slow search's first moves %s, the file's %s", pz.name, gomoku.FormatMoves(got, 15), gomoku.FormatMoves(want, 15))
			}
		}
		t.Logf("%s: checked in %v", pz.name, time.Since(start).Round(time.Millisecond))
	}
}
