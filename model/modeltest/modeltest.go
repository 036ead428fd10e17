// Package modeltest holds what the tests of the model and of the
// strategies share: the reference data folder of the long tests,
// positions along random games, and Gomoku positions of one row.
package modeltest

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"othello/model"
	"othello/model/gomoku"
)

// ReferenceData returns the reference data folder (the one holding wthor/,
// opening-names.txt, xot-openings.txt, ...) that the environment variable
// OTHELLO_DATA names, for the long tests that need the whole WTHOR
// database. Without it, or when short (the caller's testing.Short(),
// called in its test file, where scripts/longtests finds the long tests),
// the test is skipped: the short suite tests the same on the fixtures of
// testdata/.
func ReferenceData(t testing.TB, short bool) string {
	t.Helper()
	if short {
		t.Skip("reads the whole reference data: a long test")
	}
	dir := os.Getenv("OTHELLO_DATA")
	if dir == "" {
		t.Skip("set OTHELLO_DATA to the reference data folder (wthor/...) to run this test")
	}
	return dir
}

// RandomBoards returns n positions along games of moves drawn by rng,
// passes included and finished games left out; the same rng state gives
// the same positions.
func RandomBoards(rng *rand.Rand, n int) []model.Board {
	var out []model.Board
	for len(out) < n {
		b := model.StartBoard()
		for !b.GameOver() && len(out) < n {
			out = append(out, b)
			moves := model.SquaresOf(b.Moves())
			if len(moves) == 0 {
				b = b.Pass()
				continue
			}
			b = b.Play(moves[rng.IntN(len(moves))])
		}
	}
	return out
}

// GomokuRow is a 9x9 freestyle Gomoku position with Black to move whose
// fifth row (e5's) is row, in ParsePosition's marks, and whose other
// stones, as many as needed to give Black the move, stand on the first
// row, too far away to make anything of row's.
func GomokuRow(t testing.TB, row string) gomoku.Position {
	t.Helper()
	x, o := strings.Count(row, "X"), strings.Count(row, "O")
	far := []byte(".........")
	for i := 0; i < len(far) && x != o; i += 2 {
		if x > o {
			far[i], o = 'O', o+1
		} else {
			far[i], x = 'X', x+1
		}
	}
	p, err := gomoku.ParsePosition(string(far)+"\n.........\n.........\n.........\n"+row+"\n.........\n.........\n.........\n.........\nX", gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
