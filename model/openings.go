// Named openings: reading the list, and finding the opening a game is in,
// up to the symmetries that keep the start position.

package model

import (
	"fmt"
	"strings"
)

// Opening is a named opening: its moves from the start position.
type Opening struct {
	Moves []Square
	Name  string
}

// ParseOpenings reads a list of named openings: one a line, a transcript,
// a tab, the names; '#' starts a comment line.
func ParseOpenings(text string) ([]Opening, error) {
	var out []Opening
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		moves, name, ok := strings.Cut(line, "\t")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, fmt.Errorf("openings line %d: want a transcript, a tab and a name", i+1)
		}
		g, err := ParseGame(moves)
		if err != nil {
			return nil, fmt.Errorf("openings line %d: %v", i+1, err)
		}
		out = append(out, Opening{Moves: g.Moves(), Name: strings.TrimSpace(name)})
	}
	return out, nil
}

// startSymmetries map a square to its image under the four symmetries that
// leave the start position as it is: the identity, the two diagonal
// mirrors and the half turn (f5 becomes f5, e6, d3 and c4).
var startSymmetries = [4]func(Square) Square{
	func(s Square) Square { return s },
	func(s Square) Square { return SquareAt(s.Row(), s.Col()) },
	func(s Square) Square { return SquareAt(7-s.Row(), 7-s.Col()) },
	func(s Square) Square { return SquareAt(7-s.Col(), 7-s.Row()) },
}

// OpeningOf returns the longest named opening that the moves start with, up
// to the start position's symmetries, and false when there is none.
func OpeningOf(openings []Opening, moves []Square) (Opening, bool) {
	var best Opening
	found := false
	for _, sym := range startSymmetries {
		for _, o := range openings {
			if len(o.Moves) > len(moves) || (found && len(o.Moves) <= len(best.Moves)) {
				continue
			}
			match := true
			for i, sq := range o.Moves {
				m := moves[i]
				if m != Pass && m.OnBoard() {
					m = sym(m)
				}
				if m != sq {
					match = false
					break
				}
			}
			if match {
				best, found = o, true
			}
		}
	}
	return best, found
}

// ParseTranscriptList reads transcripts one a line (such as the XOT
// openings), skipping blank lines and '#' comments; an error names the
// line.
func ParseTranscriptList(text string) ([][]Square, error) {
	var out [][]Square
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := ParseGame(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		out = append(out, g.Moves())
	}
	return out, nil
}
