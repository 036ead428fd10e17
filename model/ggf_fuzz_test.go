package model_test

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"othello/model"
)

// maxErrorWidth is the most characters a reader's error may have, however
// long its input: a message quotes at most 60 characters of the input
// (once or twice), plus its own words, so that a 100 KB paste does not
// come back as a 100 KB dialog.
const maxErrorWidth = 400

// errorWidth counts the characters of a message as a reader sees them: an
// escape that %q writes (\x00, \u00a0, \U000e0001, \n) is one character,
// so inputs of odd bytes are not held to a tighter limit than letters.
func errorWidth(s string) int {
	n := 0
	for i := 0; i < len(s); n++ {
		if s[i] != '\\' || i+1 == len(s) {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
			continue
		}
		switch s[i+1] {
		case 'x':
			i += 4
		case 'u':
			i += 6
		case 'U':
			i += 10
		default:
			i += 2
		}
	}
	return n
}

// checkReadError fails unless err is one line of at most maxErrorWidth
// characters.
func checkReadError(t testing.TB, in string, err error) {
	t.Helper()
	msg := err.Error()
	if strings.ContainsAny(msg, "\r\n") {
		t.Fatalf("%q: the error is not one line: %q", fuzzExcerpt(in), msg)
	}
	if w := errorWidth(msg); w > maxErrorWidth {
		t.Fatalf("%q (%d bytes): the error is %d characters long, over %d: %q", fuzzExcerpt(in), len(in), w, maxErrorWidth, fuzzExcerpt(msg))
	}
}

// fuzzExcerpt keeps a failure's message readable when the input is long.
func fuzzExcerpt(s string) string {
	if len(s) > 200 {
		return strings.ToValidUTF8(s[:200], "?") + "..."
	}
	return s
}

// checkReplay fails unless every move of g was legal where it was played,
// a pass only where the side had no move, and each position is the one
// before it with the move played; on 8x8 the fast Board, a second
// implementation of the rules, must agree.
func checkReplay(t *testing.T, in string, g *model.Game) {
	t.Helper()
	cells := g.Cells()
	for i, c := range cells {
		before, after := g.SizedAt(i), g.SizedAt(i+1)
		b := before.Board
		switch {
		case b.GameOver():
			t.Fatalf("%q: move %d played after the end of the game", fuzzExcerpt(in), i+1)
		case c == model.CellPass && !b.MustPass():
			t.Fatalf("%q: move %d is a pass where %s had a move", fuzzExcerpt(in), i+1, before.Turn)
		case c != model.CellPass && !b.IsLegal(c):
			t.Fatalf("%q: move %d (%s) is illegal", fuzzExcerpt(in), i+1, g.Geometry().CellName(c))
		}
		if after != before.Play(c) {
			t.Fatalf("%q: the position after move %d is not the one before with the move played", fuzzExcerpt(in), i+1)
		}
	}
	if g.Size() != 8 {
		return
	}
	board := g.Start().Board
	for i, c := range cells {
		if sq := c.Square(); sq == model.Pass {
			board = board.Pass()
		} else {
			if !board.IsLegal(sq) {
				t.Fatalf("%q: move %d (%s) is illegal on the 8x8 Board", fuzzExcerpt(in), i+1, sq)
			}
			board = board.Play(sq)
		}
		if board != g.PositionAt(i+1).Board {
			t.Fatalf("%q: the 8x8 Board and the game part at move %d", fuzzExcerpt(in), i+1)
		}
	}
}

// withoutTrailingPasses drops the passes at the end of a move list, which
// a transcript leaves out (a pass is written only by being forced before
// the next move).
func withoutTrailingPasses(cells []model.Cell) []model.Cell {
	for len(cells) > 0 && cells[len(cells)-1] == model.CellPass {
		cells = cells[:len(cells)-1]
	}
	return cells
}

// testdataRecords returns the records of a testdata file of the form
// "<record> | <expected>", comments and blank lines left out.
func testdataRecords(tb testing.TB, name string) []string {
	tb.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var records []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		record, _, _ := strings.Cut(line, " | ")
		records = append(records, strings.TrimSpace(record))
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return records
}

// longInput is 100 KB of one byte, to put where a reader might quote the
// whole of what it read in its error.
func longInput(b byte) string { return strings.Repeat(string([]byte{b}), 100<<10) }

// ggfBoard is the standard start as the value of BO.
const ggfBoard = "8 ---------------------------O*------*O--------------------------- *"

// Every reader gives a short error, whatever the length of its input:
// these inputs of 100 KB are tested here rather than as fuzzing seeds,
// whose minimizing would spend the fuzzing time on their length.
func TestLongInputsGiveShortErrors(t *testing.T) {
	long := longInput('x')
	ggf := func(s string) error { _, err := model.ParseGGF(s); return err }
	move := func(s string) error { _, err := model.ParseGGFMove(s); return err }
	sized := func(n int) func(string) error {
		return func(s string) error { _, err := model.ParseSizedPosition(s, n); return err }
	}
	drawing := func(s string) error { _, err := model.ParseDrawing(s); return err }
	setup := func(s string) error { _, err := model.ParseSetup(s); return err }
	file := func(s string) error { _, err := model.ParseGameFile(s); return err }
	transcript := func(n int) func(string) error {
		return func(s string) error { g, _ := model.NewSizedGame(n); return g.PlayTranscript(s) }
	}
	for _, c := range []struct {
		name string
		read func(string) error
		in   string
	}{
		{"ggf: garbage", ggf, long},
		{"ggf: board", ggf, "(;GM[Othello]BO[" + long + "];)"},
		{"ggf: squares", ggf, "(;GM[Othello]BO[8 " + long + " *];)"},
		{"ggf: type", ggf, "(;GM[Othello]TY[" + long + "];)"},
		{"ggf: move", ggf, "(;GM[Othello]BO[" + ggfBoard + "]B[" + long + "];)"},
		{"ggf: evaluation", ggf, "(;GM[Othello]BO[" + ggfBoard + "]B[F5/" + long + "];)"},
		{"ggf: time", ggf, "(;GM[Othello]BO[" + ggfBoard + "]B[F5/1/" + longInput('\xff') + "];)"},
		{"ggf: wrong side", ggf, "(;GM[Othello]BO[" + ggfBoard + "]B[F5]W[F6]W[" + long + "];)"},
		{"ggf: never closed", ggf, "(;GM[Othello]PB[" + long},
		{"ggf: property name", ggf, "(;GM[Othello]" + strings.Repeat("X", 100<<10) + "(x);)"},
		{"ggf: text after the end", ggf, "(;GM[Othello];)" + long},
		{"ggf: NUL bytes", ggf, "(;GM[Othello]BO[" + ggfBoard + "]B[F5]" + longInput(0)},
		{"ggf move: square", move, strings.Repeat("9", 100<<10)},
		{"ggf move: evaluation", move, "F5/" + strings.Repeat("1", 100<<10) + "x"},
		{"position 4x4: side", sized(4), "-----OX--XO----- " + longInput('X')},
		{"position 10x10: squares", sized(10), longInput('\xff')},
		{"drawing: row number", drawing, "____\n_OX_\n_XO_\n" + strings.Repeat("9", 100<<10) + " ____\nX\n"},
		{"drawing: side", drawing, "____\n_OX_\n_XO_\n____\n" + longInput('Z') + "\n"},
		{"drawing: long row", drawing, "____\n_OX_\n_XO_\n____" + longInput('_') + "\nX\n"},
		{"transcript 8x8", transcript(8), "f5" + longInput('z')},
		{"transcript 6x6", transcript(6), "c4" + longInput('\x00')},
		{"set-up: position", setup, "4x4 -----OX--XO----- " + longInput('O')},
		{"set-up: size", setup, strings.Repeat("9", 100<<10) + "x" + strings.Repeat("9", 100<<10) + " f5"},
		{"set-up: squares", setup, longInput('-')},
		{"game file: position then moves", file, "---------------------------OX------XO--------------------------- X\n" + long},
	} {
		err := c.read(c.in)
		if err == nil {
			t.Errorf("%s: read", c.name)
			continue
		}
		t.Run(c.name, func(t *testing.T) { checkReadError(t, c.in, err) })
	}
}

// FuzzGGFRecord reads a GGF record. It never panics; an error is one line
// of bounded length, whatever the length of the record (this holds only
// once the readers quote at most 60 characters of their input); a game it
// reads was played legally, and written back it reads as the same game:
// the same start, moves and notes.
func FuzzGGFRecord(f *testing.F) {
	for _, name := range []string{"ggf_valid.txt", "ggf_invalid.txt"} {
		for _, r := range testdataRecords(f, name) {
			f.Add(r)
		}
	}
	f.Add("(;GM[Othello]BO[" + ggfBoard + "]B[" + strings.Repeat("x", 2048) + "];)")
	f.Add("(;GM[Othello]BO[" + ggfBoard + "]B[F5]\x00\x00;)")
	f.Add("")
	f.Add("(;GM[Othello]\r\nPB[a]\r\nB[F5]\r\n;)\r\n")
	f.Fuzz(func(t *testing.T, in string) {
		r, err := model.ParseGGF(in)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "ggf: ") {
				t.Fatalf("%q: error %q lacks the ggf prefix", fuzzExcerpt(in), err)
			}
			checkReadError(t, in, err)
			return
		}
		if len(r.Notes) != r.Game.Len() {
			t.Fatalf("%q: %d notes for %d moves", fuzzExcerpt(in), len(r.Notes), r.Game.Len())
		}
		checkReplay(t, in, r.Game)
		text := r.String()
		again, err := model.ParseGGF(text)
		if err != nil {
			t.Fatalf("%q written as %q does not read back: %v", fuzzExcerpt(in), fuzzExcerpt(text), err)
		}
		if again.Game.SizedAt(0) != r.Game.SizedAt(0) || !slices.Equal(again.Game.Cells(), r.Game.Cells()) || !slices.Equal(again.Notes, r.Notes) {
			t.Fatalf("%q written as %q reads back as another game: %q", fuzzExcerpt(in), fuzzExcerpt(text), fuzzExcerpt(again.String()))
		}
	})
}

// FuzzGGFMove reads one GGF move, as the NBoard "move" command gives it.
// It never panics; an error is one line of bounded length; a move it reads
// is written back and read again as the same move.
func FuzzGGFMove(f *testing.F) {
	for _, s := range []string{"F5", "f5/1.5", "F5//2.03", "PA/-3/0.5", "pa", "F5/x", "F5/1/2/3", "J10", "F5/1e400", "F5/NaN", " d3 / -0 / ",
		strings.Repeat("9", 2048), "F5/1/" + strings.Repeat("\xff", 2048), "F5\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		m, err := model.ParseGGFMove(in)
		if err != nil {
			checkReadError(t, in, err)
			return
		}
		back, err := model.ParseGGFMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q: read as %+v, written %q, read back as %+v, %v", fuzzExcerpt(in), m, m.String(), back, err)
		}
	})
}
