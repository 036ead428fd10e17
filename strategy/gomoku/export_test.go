package gomoku

import "othello/model/gomoku"

// VCFOf runs the VCF search on p for its side to move, up to depth
// moves, and returns the line found (nil: none): for the tests outside
// the package.
func VCFOf(p gomoku.Position, depth int) []gomoku.Square {
	e := newEngine(12)
	e.load(p)
	e.threats = true
	if e.vcfSearch(depth) == 0 {
		return nil
	}
	var out []gomoku.Square
	for _, c := range e.line {
		out = append(out, squareOf(c))
	}
	return out
}
