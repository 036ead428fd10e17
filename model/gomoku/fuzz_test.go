package gomoku_test

import (
	"slices"
	"testing"

	"othello/model/gomoku"
)

// The parsers never panic, and what they accept prints and reads back the
// same.

func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"h8 i9 j10", "h8i9j10", "z9", "h0", "H16", "a1 t20", "é5"} {
		f.Add(s, 15)
	}
	f.Fuzz(func(t *testing.T, text string, size int) {
		ms, err := gomoku.ParseMoves(text, size)
		if err != nil {
			return
		}
		back, err := gomoku.ParseMoves(gomoku.FormatMoves(ms, size), size)
		if err != nil || !slices.Equal(back, ms) {
			t.Fatalf("%q: %v reads back as %v, %v", text, ms, back, err)
		}
	})
}

func FuzzParseGomocupMoves(f *testing.F) {
	for _, s := range []string{"7,7 8,8", "7,7,7", " 0 , 14", "-1,3", "19,19"} {
		f.Add(s, 20)
	}
	f.Fuzz(func(t *testing.T, text string, size int) {
		ms, err := gomoku.ParseGomocupMoves(text, size)
		if err != nil {
			return
		}
		back, err := gomoku.ParseGomocupMoves(gomoku.FormatGomocupMoves(ms), size)
		if err != nil || !slices.Equal(back, ms) {
			t.Fatalf("%q: %v reads back as %v, %v", text, ms, back, err)
		}
	})
}

func FuzzParseBoardCommand(f *testing.F) {
	for _, s := range []string{"BOARD\n7,7,1\n8,8,2\nDONE\n", "7,7,3", "BOARD\r\nDONE", "1,1,1\n1,1,2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		stones, err := gomoku.ParseBoardCommand(text, 15)
		if err != nil {
			return
		}
		back, err := gomoku.ParseBoardCommand(gomoku.FormatBoardCommand(stones), 15)
		if err != nil || !slices.Equal(back, stones) {
			t.Fatalf("%q: %v reads back as %v, %v", text, stones, back, err)
		}
		// a game from any accepted list either refuses it or holds its stones
		if g, err := gomoku.GameFromBoard(15, gomoku.Freestyle, stones); err == nil && g.Board().Count() != len(stones) {
			t.Fatalf("%q: a game of %d stones from %d", text, g.Board().Count(), len(stones))
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	f.Add("X....\n.O...\n.....\n.....\n.....\n")
	f.Add(".....\n.....\n.....\n.....\n.....\nO\n")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := gomoku.ParsePosition(text, gomoku.Freestyle)
		if err != nil {
			return
		}
		back, err := gomoku.ParsePosition(p.String(), gomoku.Freestyle)
		if err != nil || back != p {
			t.Fatalf("%q: %v reads back as %v, %v", text, p, back, err)
		}
	})
}
