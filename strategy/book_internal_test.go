package strategy

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"strings"
	"testing"
	"time"

	"othello/model"
	"othello/strategy/level"
)

// handBook is a small book: the start, f5, and after f5 the three
// replies d6, f6 and f4, each a leaf with the search's own score; the
// start's search move f5 is in the book, and so is its value.
//
//	start (f5)          value = -value(f5)
//	f5 -> d6 (+1), f6 (+3), f4 (-2)   the replies' scores are for Black to move
//	f5's search move d6 with score 0.5 for White
func handBook(t *testing.T) (*Book, map[string]model.Board) {
	t.Helper()
	start := model.StartBoard()
	f5 := start.Play(model.F5)
	pos := map[string]model.Board{"start": start, "f5": f5,
		"f5d6": f5.Play(model.D6), "f5f6": f5.Play(model.F6), "f5f4": f5.Play(model.F4)}
	bk := NewBook()
	bk.Add(start, BookEntry{Score: 20, Move: model.F5, Depth: 10, Games: 9})
	bk.Add(f5, BookEntry{Score: 50, Move: model.D6, Depth: 10, Games: 9})
	// the replies, scored for Black to move: White's view is the negation
	bk.Add(pos["f5d6"], BookEntry{Score: -100, Move: legalFirst(pos["f5d6"]), Depth: 10, Games: 5})
	bk.Add(pos["f5f6"], BookEntry{Score: -300, Move: legalFirst(pos["f5f6"]), Depth: 10, Games: 3})
	bk.Add(pos["f5f4"], BookEntry{Score: 200, Move: legalFirst(pos["f5f4"]), Depth: 10, Games: 1})
	bk.Minimax()
	return bk, pos
}

// The minimax of the hand-made tree: each reply's value is its own
// search score (a leaf whose search move leaves the book), White's best
// reply after f5 is f6 (+3 for White), and the start is worth -3.
func TestBookMinimax(t *testing.T) {
	bk, pos := handBook(t)
	tests := []struct {
		name  string
		value int
	}{
		{"f5d6", -100}, {"f5f6", -300}, {"f5f4", 200}, {"f5", 300}, {"start", -300},
	}
	for _, tc := range tests {
		e, ok := bk.Entry(pos[tc.name])
		if !ok || e.Value != tc.value {
			t.Errorf("%s: value %d (in book %v), want %d", tc.name, e.Value, ok, tc.value)
		}
	}
	ms := bk.Moves(pos["f5"])
	want := []BookMove{{model.F6, 300, true}, {model.D6, 100, true}, {model.F4, -200, true}}
	if len(ms) != len(want) {
		t.Fatalf("book moves after f5: %v, want %v", ms, want)
	}
	for i := range want {
		if ms[i] != want[i] {
			t.Errorf("book move %d after f5: %+v, want %+v", i, ms[i], want[i])
		}
	}
	if err := bk.Check(); err != nil {
		t.Errorf("Check: %v", err)
	}
	// a value out of step with its children is found
	c, _ := Canonical(pos["f5"])
	e := bk.nodes[c]
	e.Value = 100
	bk.nodes[c] = e
	if err := bk.Check(); err == nil || !strings.Contains(err.Error(), "minimax") {
		t.Errorf("Check of a wrong value: %v, want a minimax error", err)
	}
}

// legalFirst is the first legal move of b, for hand-made entries.
func legalFirst(b model.Board) model.Square { return model.SquaresOf(b.Moves())[0] }

// The eight images of a position find the same entry, with the moves
// mapped to each image.
func TestBookSymmetry(t *testing.T) {
	bk, pos := handBook(t)
	for k := range 8 {
		img := SymmetricBoard(pos["f5"], k)
		ms := bk.Moves(img)
		if len(ms) != 3 {
			t.Fatalf("image %d: %d book moves, want 3", k, len(ms))
		}
		if want := symmetricSquare(model.F6, k); ms[0].Move != want || ms[0].Score != 300 {
			t.Errorf("image %d: best book move %v %+d, want %v +300", k, ms[0].Move, ms[0].Score, want)
		}
		for _, m := range ms {
			if !img.IsLegal(m.Move) {
				t.Errorf("image %d: book move %v is illegal there", k, m.Move)
			}
		}
		if inverse(inverse(k)) != k || SymmetricBoard(img, inverse(k)) != pos["f5"] {
			t.Errorf("symmetry %d: its inverse does not undo it", k)
		}
	}
}

// A book written and read back is the same book, and the same bytes.
func TestBookRoundTrip(t *testing.T) {
	bk, _ := handBook(t)
	bk.EvalCRC = 0xdeadbeef
	var buf bytes.Buffer
	if _, err := bk.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := ParseBook(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if got.Len() != bk.Len() || got.EvalCRC != bk.EvalCRC {
		t.Fatalf("read %d positions, CRC %x; wrote %d, %x", got.Len(), got.EvalCRC, bk.Len(), bk.EvalCRC)
	}
	for b, e := range bk.nodes {
		if got.nodes[b] != e {
			t.Errorf("position %v: read %+v, wrote %+v", b, got.nodes[b], e)
		}
	}
	var again bytes.Buffer
	got.WriteTo(&again)
	if !bytes.Equal(again.Bytes(), buf.Bytes()) {
		t.Error("writing the book read back gives other bytes")
	}
}

// rawBook returns the uncompressed bytes of bk's file.
func rawBook(t *testing.T, bk *Book) []byte {
	var buf bytes.Buffer
	bk.WriteTo(&buf)
	zr, err := gzip.NewReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	var raw bytes.Buffer
	raw.ReadFrom(zr)
	return raw.Bytes()
}

func gz(raw []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(raw)
	zw.Close()
	return buf.Bytes()
}

// A damaged book is refused with the reason.
func TestBookDamaged(t *testing.T) {
	bk, _ := handBook(t)
	raw := rawBook(t, bk)
	var good bytes.Buffer
	bk.WriteTo(&good)
	edit := func(f func(r []byte) []byte) []byte {
		return gz(f(append([]byte(nil), raw...)))
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"not gzip", []byte("hello"), "not a book file"},
		{"cut gzip", good.Bytes()[:good.Len()/2], "damaged"},
		{"bad magic", edit(func(r []byte) []byte { r[0] = 'X'; return r }), "bad magic"},
		{"other version", edit(func(r []byte) []byte { r[4] = 9; return r }), "format version 9"},
		{"a byte changed", edit(func(r []byte) []byte { r[len(r)-3] ^= 1; return r }), "checksum"},
		{"truncated", edit(func(r []byte) []byte { return r[:len(r)-5] }), "truncated"},
		{"padded", edit(func(r []byte) []byte { return append(r, 0) }), "truncated or padded"},
		{"not canonical", edit(func(r []byte) []byte {
			// swap the first position for one of its other images, checksum fixed
			p := r[bookHeaderSize:]
			b := model.Board{Player: binary.LittleEndian.Uint64(p), Opponent: binary.LittleEndian.Uint64(p[8:])}
			for k := 1; k < 8; k++ {
				if img := SymmetricBoard(b, k); img != b {
					binary.LittleEndian.PutUint64(p, img.Player)
					binary.LittleEndian.PutUint64(p[8:], img.Opponent)
					break
				}
			}
			binary.LittleEndian.PutUint32(r[14:], crc32.ChecksumIEEE(p))
			return r
		}), "canonical"},
	}
	for _, tc := range tests {
		_, err := ParseBook(tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
}

// withDefaultBook makes the shipped book bk (or the error) for a test.
func withDefaultBook(t *testing.T, bk *Book, err error) {
	saved := defaultBook
	defaultBook = func() (*Book, error) { return bk, err }
	t.Cleanup(func() { defaultBook = saved })
}

// HARD and EXPERT play a book move in a book position, only among those
// within their margin of the best; MEDIUM only in its first moves; EASY
// never; a damaged shipped book leaves the levels searching.
func TestBookPlay(t *testing.T) {
	bk, pos := handBook(t)
	withDefaultBook(t, bk, nil)
	f5 := pos["f5"]
	ctx := context.Background()
	for _, lv := range []level.Level{level.Hard, level.Expert} {
		c := LevelConfig(lv, level.AlphaBeta)
		seen := map[model.Square]bool{}
		for seed := range uint64(20) {
			r := NewSearch(c, seed).Search(ctx, f5)
			if !r.Book {
				t.Fatalf("%v after f5: not a book move: %+v", lv, r)
			}
			ms := bk.Moves(f5)
			if r.Score < ms[0].Score-c.BookMargin {
				t.Errorf("%v seed %d: %v %+d, worse than the margin %d below the best %+d", lv, seed, r.Move, r.Score, c.BookMargin, ms[0].Score)
			}
			seen[r.Move] = true
		}
		// f6 +3 and d6 +1: HARD's margin of 1.5 discs keeps only f6; so does EXPERT's 1
		if !seen[model.F6] || len(seen) != 1 {
			t.Errorf("%v played %v after f5, want f6 only", lv, seen)
		}
	}
	// a wider margin chooses among the near-equal moves by the seed
	wide := LevelConfig(level.Hard, level.AlphaBeta)
	wide.BookMargin = 250
	seen := map[model.Square]bool{}
	for seed := range uint64(30) {
		seen[NewSearch(wide, seed).Search(ctx, f5).Move] = true
	}
	if !seen[model.F6] || !seen[model.D6] || seen[model.F4] {
		t.Errorf("with a margin of 2.5 discs: played %v, want f6 and d6, never f4", seen)
	}
	// the same seed plays the same move
	a := NewSearch(wide, 7).Search(ctx, f5).Move
	if b := NewSearch(wide, 7).Search(ctx, f5).Move; a != b {
		t.Errorf("seed 7 played %v then %v", a, b)
	}
	tests := []struct {
		name string
		c    Config
		b    model.Board
		book bool
	}{
		{"EASY at the start", LevelConfig(level.Easy, level.AlphaBeta), pos["start"], false},
		{"EASY after f5", LevelConfig(level.Easy, level.AlphaBeta), f5, false},
		{"MEDIUM after f5", LevelConfig(level.Medium, level.AlphaBeta), f5, true},
		{"HARD without the book", LevelConfig(level.Hard, level.AlphaBeta).WithoutBook(), f5, false},
		{"HARD/minimax", LevelConfig(level.Hard, level.Minimax), f5, false},
		{"out of the book", LevelConfig(level.Hard, level.AlphaBeta), pos["f5d6"].Play(legalFirst(pos["f5d6"])), false},
	}
	for _, tc := range tests {
		c := tc.c
		if c.Time > 0 {
			c = c.WithTime(0)
			c.Depth = 2
		}
		if r := NewSearch(c, 1).Search(ctx, tc.b); r.Book != tc.book {
			t.Errorf("%s: book %v (%v), want %v", tc.name, r.Book, r.Move, tc.book)
		}
	}
	// MEDIUM leaves the book after its first moves: a position deeper
	// than its BookPlies, though in the book, is searched
	deep := NewBook()
	game, err := model.ParseGame("f5d6c3d3c4f4f6f3e6")
	if err != nil {
		t.Fatal(err)
	}
	g := game.Position().Board
	deep.Add(g, BookEntry{Score: 0, Move: legalFirst(g), Depth: 10})
	deep.Minimax()
	if r := NewSearch(LevelConfig(level.Medium, level.AlphaBeta).WithBook(deep), 1).Search(ctx, g); r.Book {
		t.Errorf("MEDIUM used the book %d moves from the start", BookPlies(g))
	}
	if r := NewSearch(LevelConfig(level.Expert, level.AlphaBeta).WithTime(0).WithBook(deep), 1).Search(ctx, g); !r.Book {
		t.Errorf("EXPERT did not use the book %d moves from the start", BookPlies(g))
	}

	// a damaged book: the levels search on
	withDefaultBook(t, nil, errors.New("book: checksum mismatch (damaged file)"))
	c := LevelConfig(level.Hard, level.AlphaBeta).WithTime(0)
	c.Depth = 2
	if r := NewSearch(c, 1).Search(ctx, f5); r.Book || !f5.IsLegal(r.Move) {
		t.Errorf("with a damaged book: %+v, want a searched legal move", r)
	}
}

// Analyze gives the book moves the book's scores, and the others the
// search's.
func TestAnalyzeUsesTheBook(t *testing.T) {
	bk, pos := handBook(t)
	c := LevelConfig(level.Expert, level.AlphaBeta).WithTime(0).WithBook(bk)
	c.Depth = 2
	rs := Analyze(context.Background(), pos["f5"], c, 0)
	if len(rs) != 3 || rs[0].Move != model.F6 || !rs[0].Book || rs[0].Score != 300 {
		t.Fatalf("Analyze after f5: %+v; want f6 +3 from the book first", rs)
	}
}

// A level's time by phase: more in the late midgame, less in the exact
// solver's moves, the given time when the time is the caller's.
func TestPhaseTime(t *testing.T) {
	hard := LevelConfig(level.Hard, level.AlphaBeta)
	tests := []struct {
		name    string
		c       Config
		empties int
		pct     int
	}{
		{"opening", hard, 50, phaseOpening},
		{"late midgame", hard, hard.ExactEmpties + 1, phaseLate},
		{"exact", hard, hard.ExactEmpties, phaseExact},
		{"a time given", hard.WithTime(hard.Time), 25, 100},
	}
	for _, tc := range tests {
		if got, want := phaseTime(tc.c, tc.empties), tc.c.Time*time.Duration(tc.pct)/100; got != want {
			t.Errorf("%s: %v, want %v", tc.name, got, want)
		}
	}
}
