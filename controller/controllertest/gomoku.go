package controllertest

import (
	"testing"

	"othello/model/gomoku"
)

// GomokuGame is the freestyle game of moves, in renju's notation ("h8
// h9"), on a size×size board; it fails the test when they cannot be
// played.
func GomokuGame(t testing.TB, size int, moves string) *gomoku.Game {
	t.Helper()
	g, err := gomoku.NewGame(size, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	m, err := gomoku.ParseMoves(moves, size)
	if err == nil {
		err = g.PlayAll(m)
	}
	if err != nil {
		t.Fatal(err)
	}
	return g
}
