// The search's board: squares padded with walls, each empty square's
// line patterns for both colours kept up to date move by move, with its
// threat level and value, the sums the evaluation reads, the squares near
// stones and the Zobrist hash.

package gomoku

import (
	"math/rand/v2"

	"othello/model/gomoku"
)

// Squares are numbered on a grid of stride x stride with pad walls
// around the largest board, so that the ten squares around any square on
// each line are in the grid: no bounds test in the inner loops.
const (
	pad      = 5
	stride   = gomoku.MaxSize + 2*pad
	numCells = stride * stride
)

// steps are the four directions on the grid, in the order of
// gomoku.Bitboard's: horizontal, vertical, diagonal, anti-diagonal.
var steps = [4]int{1, stride, stride + 1, stride - 1}

// The contents of a grid square.
const (
	empty uint8 = 0
	stone uint8 = 1 // plus the colour: 1 Black, 2 White
	wall  uint8 = 3
)

// cellOf returns the grid square of a board square, squareOf the reverse.
func cellOf(sq gomoku.Square) int  { return (sq.Y()+pad)*stride + sq.X() + pad }
func squareOf(c int) gomoku.Square { return gomoku.At(c%stride-pad, c/stride-pad) }

// zobrist keys: one a colour and square, and one for the side to move.
var zobrist, zobristSide = func() (z [2][numCells]uint64, side uint64) {
	rng := rand.New(rand.NewPCG(0x60d0c0, 0x5eed))
	for c := range z {
		for i := range z[c] {
			z[c][i] = rng.Uint64()
		}
	}
	return z, rng.Uint64()
}()

// board is a position as the search keeps it. Play and undo update, for
// the at most 40 empty squares on the lines through the stone, each
// colour's line keys and classes, and from them the square's level and
// value; counts of the squares at each level and the sums of the values
// follow, so that the evaluation and the threat tests cost nothing.
type board struct {
	size   int
	table  *[numKeys]class
	cells  []int // the board's squares, row by row
	state  [numCells]uint8
	keys   [2][4][numCells]lineKey
	cls    [2][numCells][4]class // each empty square's class in each direction, per colour
	pats   [2][numCells]combo    // the same four as one number
	lvl    [2][numCells]threatClass
	val    [2][numCells]int32
	near   [numCells]uint8 // stones within two squares (a 5x5 box)
	count  [2][numLevels]int16
	total  [2]int64 // sum of val over the empty squares
	hash   uint64
	turn   gomoku.Color
	stones int
	moves  []int // stones played since load, for undo
}

// load sets the board to p.
func (b *board) load(p gomoku.Position) {
	n := p.Board.Size()
	b.size = n
	b.table = classTable(p.Board.Rule() == gomoku.Standard)
	b.cells = b.cells[:0]
	for i := range b.state {
		b.state[i] = wall
	}
	for y := range n {
		for x := range n {
			c := cellOf(gomoku.At(x, y))
			b.state[c] = empty
			b.cells = append(b.cells, c)
		}
	}
	b.keys = [2][4][numCells]lineKey{}
	b.cls = [2][numCells][4]class{}
	b.pats = [2][numCells]combo{}
	b.near = [numCells]uint8{}
	b.count = [2][numLevels]int16{}
	b.total = [2]int64{}
	b.lvl = [2][numCells]threatClass{}
	b.val = [2][numCells]int32{}
	b.hash, b.stones, b.moves = 0, 0, b.moves[:0]
	for _, c := range b.cells {
		for d, st := range steps {
			for o := -5; o <= 5; o++ {
				if o != 0 && b.state[c+o*st] == wall {
					k := 2 * pow3[keyIndex(o)]
					b.keys[0][d][c] += k
					b.keys[1][d][c] += k
				}
			}
		}
	}
	for _, c := range b.cells {
		b.refreshAll(c)
	}
	for _, col := range [2]gomoku.Color{gomoku.Black, gomoku.White} {
		st := p.Board.Stones(col)
		for _, sq := range st.Squares() {
			b.turn = col
			b.play(cellOf(sq))
		}
	}
	b.moves = b.moves[:0]
	b.turn = p.ToMove
	b.hash = 0
	for _, c := range b.cells {
		if s := b.state[c]; s != empty {
			b.hash ^= zobrist[s-stone][c]
		}
	}
	if b.turn == gomoku.White {
		b.hash ^= zobristSide
	}
}

// play puts a stone of the side to move on the empty square c.
func (b *board) play(c int) {
	me := b.turn
	b.setCombo(gomoku.Black, c, 0, true)
	b.setCombo(gomoku.White, c, 0, true)
	b.state[c] = stone + uint8(me)
	b.flip(c, me, 1)
	b.addNear(c, 1)
	b.hash ^= zobrist[me][c] ^ zobristSide
	b.stones++
	b.moves = append(b.moves, c)
	b.turn = me.Opponent()
}

// undo takes back the last stone played.
func (b *board) undo() {
	c := b.moves[len(b.moves)-1]
	b.moves = b.moves[:len(b.moves)-1]
	me := b.turn.Opponent()
	b.turn = me
	b.state[c] = empty
	b.flip(c, me, -1)
	b.addNear(c, -1)
	b.hash ^= zobrist[me][c] ^ zobristSide
	b.stones--
	b.refreshAll(c)
}

// pass gives the move to the other side without a stone: the threat
// searches ask what the side not to move could do.
func (b *board) pass() {
	b.turn = b.turn.Opponent()
	b.hash ^= zobristSide
}

// flip adds (sign 1) or removes (-1) a stone of colour me on c in the
// keys of the squares around it, and refreshes the empty ones.
func (b *board) flip(c int, me gomoku.Color, sign int) {
	opp := me.Opponent()
	for d, st := range steps {
		for k := 1; k <= 5; k++ {
			// c is at offset -k from c+k*st, +k from c-k*st
			if t := c + k*st; b.state[t] != wall {
				w := pow3[5-k] * lineKey(sign)
				b.keys[me][d][t] += w
				b.keys[opp][d][t] += 2 * w
				if b.state[t] == empty {
					b.refresh(t, d)
				}
			}
			if t := c - k*st; b.state[t] != wall {
				w := pow3[k+4] * lineKey(sign)
				b.keys[me][d][t] += w
				b.keys[opp][d][t] += 2 * w
				if b.state[t] == empty {
					b.refresh(t, d)
				}
			}
		}
	}
}

// refresh recomputes the class of the empty square t in direction d for
// both colours.
func (b *board) refresh(t, d int) {
	for col := range gomoku.Color(2) {
		old := b.cls[col][t][d]
		if c := b.table[b.keys[col][d][t]]; c != old {
			b.cls[col][t][d] = c
			b.setCombo(col, t, b.pats[col][t]+(combo(c)-combo(old))*pow10[d], false)
		}
	}
}

// refreshAll recomputes the four classes of the empty square t.
func (b *board) refreshAll(t int) {
	for col := range gomoku.Color(2) {
		var p combo
		for d := range 4 {
			c := b.table[b.keys[col][d][t]]
			b.cls[col][t][d] = c
			p += combo(c) * pow10[d]
		}
		b.setCombo(col, t, p, false)
	}
}

// setCombo gives square t the classes p for col, moving its level and
// value in the counts and sums; taken drops them (a stone lands on t).
func (b *board) setCombo(col gomoku.Color, t int, p combo, taken bool) {
	b.count[col][b.lvl[col][t]]--
	b.total[col] -= int64(b.val[col][t])
	b.pats[col][t] = p
	if taken {
		b.lvl[col][t], b.val[col][t] = lNone, 0
		b.count[col][lNone]++
		return
	}
	l, v := comboLevel[p], comboValue[p]
	b.lvl[col][t], b.val[col][t] = l, v
	b.count[col][l]++
	b.total[col] += int64(v)
}

// addNear adds dv to the near count of the 5x5 box around c.
func (b *board) addNear(c int, dv int) {
	for dy := -2; dy <= 2; dy++ {
		row := c + dy*stride
		for dx := -2; dx <= 2; dx++ {
			b.near[row+dx] += uint8(dv)
		}
	}
}

// full reports whether no square is empty.
func (b *board) full() bool { return b.stones == len(b.cells) }

// find returns the first empty square where col reaches level l or more,
// -1 if there is none.
func (b *board) find(col gomoku.Color, l threatClass) int {
	for _, c := range b.cells {
		if b.state[c] == empty && b.lvl[col][c] >= l {
			return c
		}
	}
	return -1
}

// has reports whether col has an empty square of level l.
func (b *board) has(col gomoku.Color, l threatClass) bool { return b.count[col][l] > 0 }
