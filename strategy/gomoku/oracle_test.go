package gomoku_test

import (
	"iter"

	"othello/model/gomoku"
)

// The slow oracles of this package's tests: what the rules say, worked out
// on the model's board with its win test, with none of the search's tables.

// winsAt reports whether c wins by a stone on the empty square sq.
func winsAt(b gomoku.Board, sq gomoku.Square, c gomoku.Color) bool {
	after := b.Place(sq, c)
	return after.Wins(sq)
}

// fivePoints lists the empty squares where c would win.
func fivePoints(b gomoku.Board, c gomoku.Color) []gomoku.Square {
	var out []gomoku.Square
	n := b.Size()
	for y := range n {
		for x := range n {
			if sq := gomoku.At(x, y); b.At(sq) == gomoku.NoColor && winsAt(b, sq, c) {
				out = append(out, sq)
			}
		}
	}
	return out
}

var lines = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// fivePointsThrough lists the empty squares on the lines through sq, at
// most four away, where c would win: after a stone on sq, the only
// places it can have made new fives.
func fivePointsThrough(b gomoku.Board, sq gomoku.Square, c gomoku.Color) []gomoku.Square {
	var out []gomoku.Square
	n := b.Size()
	for _, d := range lines {
		for k := -4; k <= 4; k++ {
			x, y := sq.X()+k*d[0], sq.Y()+k*d[1]
			if k == 0 || x < 0 || y < 0 || x >= n || y >= n {
				continue
			}
			if q := gomoku.At(x, y); b.At(q) == gomoku.NoColor && winsAt(b, q, c) {
				out = append(out, q)
			}
		}
	}
	return out
}

// mayFour reports whether a stone of c on sq could make a four: some line
// through it holds three stones of c within four squares.
func mayFour(b gomoku.Board, sq gomoku.Square, c gomoku.Color) bool {
	n := b.Size()
	for _, d := range lines {
		stones := 0
		for k := -4; k <= 4; k++ {
			x, y := sq.X()+k*d[0], sq.Y()+k*d[1]
			if x >= 0 && y >= 0 && x < n && y < n && b.At(gomoku.At(x, y)) == c {
				stones++
			}
		}
		if stones >= 3 {
			return true
		}
	}
	return false
}

// slowVCF reports whether att, to move, wins by continuous fours with at
// most depth stones, the last one included: it makes five now, or a four
// the defender must block on its one square (unless the defender makes
// five first), again and again, or a four with two squares to win. A
// defender's four on the board must be blocked first, by a four.
func slowVCF(b gomoku.Board, att gomoku.Color, depth int) bool {
	return vcfSolver{failed: map[vcfKey]bool{}}.wins(b, att, depth)
}

// vcfSolver is slowVCF with the positions it has seen fail, so that the
// same fours played in another order are not searched again.
type vcfSolver struct{ failed map[vcfKey]bool }

type vcfKey struct {
	b     gomoku.Board
	depth int
}

func (s vcfSolver) wins(b gomoku.Board, att gomoku.Color, depth int) bool {
	if depth < 1 {
		return false
	}
	if len(fivePoints(b, att)) > 0 {
		return true
	}
	if depth < 2 || s.failed[vcfKey{b, depth}] {
		return false
	}
	def := att.Opponent()
	defFives := fivePoints(b, def)
	if len(defFives) >= 2 {
		return false
	}
	for f := range foursOf(b, att, defFives) {
		if len(f.fives) >= 2 || s.wins(f.after.Place(f.fives[0], def), att, depth-1) {
			return true
		}
	}
	s.failed[vcfKey{b, depth}] = true
	return false
}

// slowVCFStarts lists the first moves of every VCF of att within depth.
func slowVCFStarts(b gomoku.Board, att gomoku.Color, depth int) []gomoku.Square {
	s := vcfSolver{failed: map[vcfKey]bool{}}
	var out []gomoku.Square
	if fp := fivePoints(b, att); len(fp) > 0 {
		return fp
	}
	def := att.Opponent()
	defFives := fivePoints(b, def)
	if len(defFives) >= 2 || depth < 2 {
		return nil
	}
	for f := range foursOf(b, att, defFives) {
		if len(f.fives) >= 2 || s.wins(f.after.Place(f.fives[0], def), att, depth-1) {
			out = append(out, f.move)
		}
	}
	return out
}

// four is a move by which the attacker makes a four: the board after it
// and the squares where the attacker would then make five.
type four struct {
	move  gomoku.Square
	after gomoku.Board
	fives []gomoku.Square
}

// foursOf yields every four att can make on b, in board order; when the
// defender has one five to make (defFives), only the move blocking it.
func foursOf(b gomoku.Board, att gomoku.Color, defFives []gomoku.Square) iter.Seq[four] {
	return func(yield func(four) bool) {
		n := b.Size()
		for y := range n {
			for x := range n {
				m := gomoku.At(x, y)
				if b.At(m) != gomoku.NoColor || len(defFives) == 1 && m != defFives[0] || !mayFour(b, m, att) {
					continue
				}
				after := b.Place(m, att)
				if fp := fivePointsThrough(after, m, att); len(fp) > 0 && !yield(four{move: m, after: after, fives: fp}) {
					return
				}
			}
		}
	}
}
