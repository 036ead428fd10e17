package gomoku_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"othello/model/gomoku"
)

func TestParseSquare(t *testing.T) {
	tests := []struct {
		in      string
		size    int
		x, y    int
		wantErr string
	}{
		{"h8", 15, 7, 7, ""},
		{"H8", 15, 7, 7, ""},
		{" a1 ", 15, 0, 14, ""},
		{"o15", 15, 14, 0, ""},
		{"i9", 15, 8, 6, ""}, // i is a column, unlike Go's notation
		{"j10", 19, 9, 9, ""},
		{"t20", 20, 19, 0, ""},
		{"a1", 5, 0, 4, ""},
		{"e5", 5, 4, 0, ""},
		{"", 15, 0, 0, "empty"},
		{"z3", 15, 0, 0, `column 'z' is not a letter a-t`},
		{"8h", 15, 0, 0, `column '8'`},
		{"é5", 15, 0, 0, `column 'é'`},
		{"p8", 15, 0, 0, "column p is off the 15x15 board (a-o)"},
		{"f1", 5, 0, 0, "column f is off the 5x5 board (a-e)"},
		{"h", 15, 0, 0, "no row number"},
		{"h-1", 15, 0, 0, "no row number"},
		{"h0", 15, 0, 0, "row 0 is off the 15x15 board (1-15)"},
		{"h08", 15, 0, 0, "row 08 is off"},
		{"h16", 15, 0, 0, "row 16 is off the 15x15 board (1-15)"},
		{"h99999999999999999999", 15, 0, 0, "is off"},
		{"h8x", 15, 0, 0, `unexpected "x" after h8`},
		{"h8 i9", 15, 0, 0, `unexpected " i9" after h8`},
		{"h8", 21, 0, 0, "board size 21"},
	}
	for _, tt := range tests {
		got, err := gomoku.ParseSquare(tt.in, tt.size)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseSquare(%q, %d) error %v, want one saying %s", tt.in, tt.size, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != gomoku.At(tt.x, tt.y) {
			t.Errorf("ParseSquare(%q, %d) = %v, %v; want %d,%d", tt.in, tt.size, got, err, tt.x, tt.y)
		}
	}
	// every square of every size prints and reads back, in both notations
	for size := gomoku.MinSize; size <= gomoku.MaxSize; size++ {
		for y := range size {
			for x := range size {
				sq := gomoku.At(x, y)
				if back, err := gomoku.ParseSquare(sq.Name(size), size); err != nil || back != sq {
					t.Fatalf("%dx%d: %v is %q, read back as %v, %v", size, size, sq, sq.Name(size), back, err)
				}
				if back, err := gomoku.ParseGomocupSquare(sq.String(), size); err != nil || back != sq {
					t.Fatalf("%dx%d: %q read back as %v, %v", size, size, sq.String(), back, err)
				}
			}
		}
	}
	if got := gomoku.Center(15).Name(15); got != "h8" {
		t.Errorf("the centre of 15x15 is %s", got)
	}
	if got := gomoku.Center(19).Name(19); got != "j10" {
		t.Errorf("the centre of 19x19 is %s", got)
	}
}

func TestParseMoves(t *testing.T) {
	tests := []struct {
		in      string
		want    string // the moves in Gomocup notation
		wantErr string
	}{
		{"h8 i9 j10", "7,7 8,6 9,5", ""},
		{"h8i9j10", "7,7 8,6 9,5", ""},
		{" H8\ti9\n J10 \r\n", "7,7 8,6 9,5", ""},
		{"", "", ""},
		{"h8 z9", "", `bad move 2 "z9": column 'z' is not a letter a-t`},
		{"h8 i9 h", "", `bad move 3 "h": no row number`},
		{"h8i99j10", "", `bad move 2 "i99": row 99 is off`},
		{"h8,i9", "", `bad move 2 ",i9": column ','`},
		{"h8 p1", "", `bad move 2 "p1": column p is off the 15x15 board`},
	}
	for _, tt := range tests {
		got, err := gomoku.ParseMoves(tt.in, 15)
		if tt.wantErr != "" {
			var se *gomoku.SyntaxError
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !errors.As(err, &se) || !errors.Is(err, gomoku.ErrSyntax) {
				t.Errorf("ParseMoves(%q) error %v, want %s", tt.in, err, tt.wantErr)
			} else if se.What != gomoku.ReadingMove {
				// the window words its message by what was being read
				t.Errorf("ParseMoves(%q) reading %v, want a move", tt.in, se.What)
			}
			continue
		}
		if err != nil || gomoku.FormatGomocupMoves(got) != tt.want {
			t.Errorf("ParseMoves(%q) = %v, %v; want %s", tt.in, got, err, tt.want)
		}
	}
	ms := []gomoku.Square{gomoku.At(7, 7), gomoku.At(8, 6), gomoku.At(9, 5)}
	if got := gomoku.FormatMoves(ms, 15); got != "h8 i9 j10" {
		t.Errorf("FormatMoves = %q", got)
	}
}

func TestParseGomocup(t *testing.T) {
	tests := []struct {
		in      string
		want    string // renju notation on 15x15
		wantErr string
	}{
		{"7,7", "h8", ""},
		{" 0,14 ", "a1", ""},
		{"14,0", "o15", ""},
		{"7,7 8,6\n9,5", "h8 i9 j10", ""},
		{"", "", ""},
		{"7", "", "want two numbers x,y"},
		{"7,7,7", "", "want two numbers x,y"},
		{"a,7", "", `x "a" is not a number`},
		{"7,", "", `y "" is not a number`},
		{"-1,7", "", `x "-1" is not a number`},
		{"+3,4", "", `x "+3" is not a number`},
		{"15,0", "", "x 15 is off the 15x15 board (0-14)"},
		{"0,15", "", "y 15 is off the 15x15 board (0-14)"},
		{"7,7 8;6", "", `bad Gomocup move 2 "8;6"`},
	}
	for _, tt := range tests {
		got, err := gomoku.ParseGomocupMoves(tt.in, 15)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !errors.Is(err, gomoku.ErrSyntax) {
				t.Errorf("ParseGomocupMoves(%q) error %v, want %s", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || gomoku.FormatMoves(got, 15) != tt.want {
			t.Errorf("ParseGomocupMoves(%q) = %v, %v; want %s", tt.in, got, err, tt.want)
		}
	}
	if sq, err := gomoku.ParseGomocupSquare(" 0 , 14 ", 15); err != nil || sq != gomoku.At(0, 14) {
		t.Errorf("ParseGomocupSquare with spaces: %v, %v", sq, err)
	}
	if _, err := gomoku.ParseGomocupSquare("7,7 8,8", 15); err == nil {
		t.Error("ParseGomocupSquare read two moves as one")
	}
}

func TestBoardCommand(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    []gomoku.BoardStone
		wantErr string
	}{
		{"lines alone", "7,7,2\n8,8,1\n", []gomoku.BoardStone{{gomoku.At(7, 7), gomoku.Opponent}, {gomoku.At(8, 8), gomoku.Own}}, ""},
		{"the whole command, CR LF", "BOARD\r\n7,7,1\r\n\r\n8,8,2\r\nDONE\r\n", []gomoku.BoardStone{{gomoku.At(7, 7), gomoku.Own}, {gomoku.At(8, 8), gomoku.Opponent}}, ""},
		{"empty", "BOARD\nDONE\n", nil, ""},
		{"no DONE", "BOARD\n7,7,1\n", nil, "no DONE"},
		{"DONE alone", "7,7,1\nDONE", nil, "line 2 \"DONE\": DONE without BOARD"},
		{"after DONE", "BOARD\nDONE\n7,7,1", nil, "line 3 \"7,7,1\": after DONE"},
		{"BOARD twice", "BOARD\nBOARD\nDONE", nil, "line 2"},
		{"no field", "BOARD\n7,7\nDONE", nil, `line 2 "7,7": want two numbers`},
		{"bad field", "7,7,4", nil, `field "4": want 1`},
		{"no comma", "77", nil, "want x,y,field"},
		{"off the board", "15,7,1", nil, "x 15 is off the 15x15 board"},
		{"twice", "7,7,1\n7,7,2", nil, "square 7,7 given twice"},
	}
	for _, tt := range tests {
		got, err := gomoku.ParseBoardCommand(tt.in, 15)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: error %v, want %s", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, %v; want %v", tt.name, got, err, tt.want)
		}
	}
}

func TestGameFromBoard(t *testing.T) {
	g := play(t, 15, gomoku.Freestyle, "h8 i9 j10")
	stones := g.BoardStones() // White to move: its stone is Own
	text := gomoku.FormatBoardCommand(stones)
	if want := "BOARD\n7,7,2\n8,6,1\n9,5,2\nDONE\n"; text != want {
		t.Fatalf("BOARD command %q, want %q", text, want)
	}
	back, err := gomoku.ParseBoardCommand(text, 15)
	if err != nil {
		t.Fatal(err)
	}
	g2, err := gomoku.GameFromBoard(15, gomoku.Freestyle, back)
	if err != nil || !slices.Equal(g2.Moves(), g.Moves()) || g2.Turn() != gomoku.White {
		t.Fatalf("GameFromBoard: %v, moves %v, turn %v", err, g2.Moves(), g2.Turn())
	}

	// out of order: a set-up, still with the brain to move
	swapped := []gomoku.BoardStone{stones[1], stones[0], stones[2]}
	g3, err := gomoku.GameFromBoard(15, gomoku.Freestyle, swapped)
	if err != nil || g3.MoveCount() != 0 || g3.Turn() != gomoku.White || g3.Board() != g.Board() {
		t.Fatalf("GameFromBoard out of order: %v, %d moves, turn %v", err, g3.MoveCount(), g3.Turn())
	}
	if got := g3.BoardStones(); len(got) != 3 {
		t.Errorf("BoardStones of a set-up: %v", got)
	}

	bad := []struct {
		stones  []gomoku.BoardStone
		wantErr string
	}{
		{[]gomoku.BoardStone{{gomoku.At(1, 1), gomoku.Own}}, "1 own stones and 0"},
		{[]gomoku.BoardStone{{gomoku.At(1, 1), gomoku.Winning}}, "continuous"},
		{[]gomoku.BoardStone{{gomoku.At(1, 1), gomoku.Opponent}, {gomoku.At(1, 1), gomoku.Own}}, "taken"},
	}
	for _, b := range bad {
		if _, err := gomoku.GameFromBoard(15, gomoku.Freestyle, b.stones); err == nil || !strings.Contains(err.Error(), b.wantErr) {
			t.Errorf("GameFromBoard(%v): %v, want %s", b.stones, err, b.wantErr)
		}
	}
	var five []gomoku.BoardStone
	for i := range 5 {
		five = append(five, gomoku.BoardStone{gomoku.At(i, 0), gomoku.Opponent}, gomoku.BoardStone{gomoku.At(i, 5), gomoku.Own})
	}
	if _, err := gomoku.GameFromBoard(15, gomoku.Freestyle, five); err == nil || !strings.Contains(err.Error(), "already won") {
		t.Errorf("GameFromBoard of a won position: %v", err)
	}
}

func TestParsePosition(t *testing.T) {
	p, err := gomoku.ParsePosition("# a comment\nX....\n.O...\n..x..\n...o.\n....*\n", gomoku.Standard)
	if err != nil {
		t.Fatal(err)
	}
	if p.ToMove != gomoku.White || p.Board.Count() != 5 || p.Board.Rule() != gomoku.Standard || p.Board.At(gomoku.At(4, 4)) != gomoku.Black {
		t.Errorf("parsed %v", p)
	}
	if back, err := gomoku.ParsePosition(p.String(), gomoku.Standard); err != nil || back != p {
		t.Errorf("%q read back as %v, %v", p.String(), back, err)
	}
	tests := []struct{ in, wantErr string }{
		{"X....\n", "1 rows"},
		{".....\n.....\n.....\n.....\n....", "row 5 \"....\": 4 squares"},
		{".....\n.....\n..?..\n.....\n.....", `row 3 "..?..": '?' is not X, O or .`},
		{"XX...\n.....\n.....\n.....\n.....", "cannot tell whose move"},
		{".....\n.....\n.....\n.....\n.....\nX\n.....", "after the colour to move"},
	}
	for _, tt := range tests {
		if _, err := gomoku.ParsePosition(tt.in, gomoku.Freestyle); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("ParsePosition(%q): %v, want %s", tt.in, err, tt.wantErr)
		}
	}
}

// The text board: renju's coordinates on both sides, X and O, the last
// stone in brackets, wherever it stands.
func TestDrawing(t *testing.T) {
	tests := []struct {
		name, moves string
		want        string
	}{
		{"empty", "", "    a b c d e\n  5 . . . . . 5\n  4 . . . . . 4\n  3 . . . . . 3\n  2 . . . . . 2\n  1 . . . . . 1\n    a b c d e\n"},
		{"last in the middle", "c3 d4", "    a b c d e\n  5 . . . . . 5\n  4 . . .(O). 4\n  3 . . X . . 3\n  2 . . . . . 2\n  1 . . . . . 1\n    a b c d e\n"},
		{"last on the right edge", "c3 e1", "    a b c d e\n  5 . . . . . 5\n  4 . . . . . 4\n  3 . . X . . 3\n  2 . . . . . 2\n  1 . . . .(O) 1\n    a b c d e\n"},
	}
	for _, tt := range tests {
		g, err := gomoku.NewGame(5, gomoku.Freestyle)
		if err != nil {
			t.Fatal(err)
		}
		moves, err := gomoku.ParseMoves(tt.moves, 5)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.PlayAll(moves); err != nil {
			t.Fatal(err)
		}
		if got := g.Drawing(); got != tt.want {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, got, tt.want)
		}
	}
}
