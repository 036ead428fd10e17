// Package level names the computer's strengths and search algorithms, the
// same for both games: EASY to EXPERT, AlphaBeta and Minimax. Each game's
// strategy package maps them to its own search settings.
package level

import (
	"fmt"
	"strings"
)

// Level is a named strength, mapped to search settings by each game.
type Level int

// The levels, weakest first.
const (
	Easy Level = iota
	Medium
	Hard
	Expert
)

var names = [...]string{"easy", "medium", "hard", "expert"}

// All lists every level, weakest first.
func All() []Level { return []Level{Easy, Medium, Hard, Expert} }

// String returns the level's name in capitals, as the games show it.
func (l Level) String() string {
	if l < 0 || int(l) >= len(names) {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return strings.ToUpper(names[l])
}

// Parse reads a level name, ignoring case.
func Parse(s string) (Level, error) {
	for i, n := range names {
		if strings.EqualFold(s, n) {
			return Level(i), nil
		}
	}
	return Easy, fmt.Errorf("unknown level %q: want easy, medium, hard or expert", s)
}

// Algorithm is the tree search a level runs.
type Algorithm int

// The algorithms: AlphaBeta, the default and the strong one, and plain
// Minimax, the reference AlphaBeta's scores are tested against.
const (
	AlphaBeta Algorithm = iota
	Minimax
)

// String returns "alphabeta" or "minimax".
func (a Algorithm) String() string {
	if a == Minimax {
		return "minimax"
	}
	return "alphabeta"
}

// ParseAlgorithm reads an algorithm name, ignoring case.
func ParseAlgorithm(s string) (Algorithm, error) {
	switch strings.ToLower(s) {
	case "alphabeta", "alpha-beta", "ab":
		return AlphaBeta, nil
	case "minimax", "mm":
		return Minimax, nil
	}
	return AlphaBeta, fmt.Errorf("unknown algorithm %q: want alphabeta or minimax", s)
}
