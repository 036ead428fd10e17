// Line patterns: what a stone makes of one line through it, from a table
// indexed by the ten squares around it; and what a square is worth once
// its four lines are put together.

package gomoku

import "sync"

// class is what a line through a stone is for its owner, weakest first:
// a five; a four with two squares that make five (flex4: an open four, or
// two fours in one line) or one (block4); then a three that can become a
// flex4 or only a block4, and so on down to a lone stone. It is worked
// out by playing on, so that split shapes (X.XX, XX.XX) count as the
// shapes they become.
type class uint8

const (
	none class = iota
	block1
	flex1
	block2
	flex2
	block3
	flex3
	block4
	flex4
	five
	numClasses
)

// lineKey holds the ten squares around a square on one line, 5 on each
// side, as the digits of a number in base 3: 0 for an empty square, 1
// for a stone of the line's owner, 2 for a square it cannot use (the
// other colour's stone, or off the board). Digits 0-4 are the squares at
// offsets -5..-1, digits 5-9 those at +1..+5. Base 3 keeps the table of
// every key to 59,049 bytes, which stays in the processor's cache.
type lineKey uint16

const numKeys = 59049 // 3^10

// pow3 are the digits' weights.
var pow3 = [10]lineKey{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683}

// keyIndex returns the digit of a key for offset o (-5..5, not 0).
func keyIndex(o int) int {
	if o < 0 {
		return o + 5
	}
	return o + 4
}

// patternTables holds the class of every key, one table per rule, built
// on first use (a few milliseconds).
var patternTables [2]struct {
	once sync.Once
	t    *[numKeys]class
}

// classTable returns the table of a rule: Standard (exact) or Freestyle.
func classTable(exact bool) *[numKeys]class {
	i := 0
	if exact {
		i = 1
	}
	pt := &patternTables[i]
	pt.once.Do(func() { pt.t = buildClasses(exact) })
	return pt.t
}

// buildClasses works out the class of every key, with the stone at the
// centre, from the keys with one more stone: a key's children are
// greater, so going down from the greatest finds them done.
func buildClasses(exact bool) *[numKeys]class {
	t := new([numKeys]class)
	for k := numKeys - 1; k >= 0; k-- {
		// line[5] is the centre; line[j] for digit i, j = i or i+1
		var line [11]uint8
		var empties []int
		for i, v := 0, k; i < 10; i, v = i+1, v/3 {
			j := i
			if i >= 5 {
				j = i + 1
			}
			line[j] = uint8(v % 3)
			if v%3 == 0 {
				empties = append(empties, i)
			}
		}
		line[5] = 1
		if wins(&line, exact) {
			t[k] = five
			continue
		}
		fives := 0
		for j := range 11 {
			if line[j] == 0 {
				line[j] = 1
				if wins(&line, exact) {
					fives++
				}
				line[j] = 0
			}
		}
		c := none
		switch {
		case fives >= 2:
			c = flex4
		case fives == 1:
			c = block4
		default:
			// the best class one more stone reaches, one step down
			for _, i := range empties {
				if cc := t[k+int(pow3[i])]; cc >= flex1 && cc <= flex4 && cc-2 > c {
					c = cc - 2
				}
			}
		}
		t[k] = c
	}
	return t
}

// wins reports whether the run of stones through line[5] wins: five or
// more, or exactly five.
func wins(line *[11]uint8, exact bool) bool {
	lo, hi := 5, 5
	for lo > 0 && line[lo-1] == 1 {
		lo--
	}
	for hi < 10 && line[hi+1] == 1 {
		hi++
	}
	n := hi - lo + 1
	if exact {
		return n == 5
	}
	return n >= 5
}

// threatClass is what a square is worth to a colour once its four lines are
// put together, weakest first: the threat classes the move ordering,
// the pruning and the VCF search work with.
type threatClass uint8

const (
	lNone       threatClass = iota
	lThree                  // makes a flex3: an open three, one move from an open four
	lThreeThree             // makes two flex3s
	lFour                   // makes a block4: a four, answered by one square
	lFourThree              // makes a block4 and a flex3: wins unless the block answers both
	lWin                    // makes a flex4 or two block4s: wins unless the other side makes five first
	lFive                   // makes five
	numLevels
)

// combo packs a square's four classes for one colour as the digits of
// a number in base 10, direction d's class being digit d.
type combo uint16

const numCombos = 10000

// pow10 are the digits' weights.
var pow10 = [4]combo{1, 10, 100, 1000}

// comboLevel and comboValue give the level and the value of every combo.
var comboLevel, comboValue = buildCombos()

// classValue is what a square is worth for making a class in one line:
// a flex4 there means the colour has an open three, and so on. Its
// evaluation is the sum over the empty squares, so each shape counts as
// many times as it has squares to grow by.
var classValue = [numClasses]int32{
	none:   0,
	block1: 1,
	flex1:  2,
	block2: 6,
	flex2:  20,
	block3: 30,
	flex3:  120,
	block4: 150,
	flex4:  1000,
	five:   10000,
}

func buildCombos() (*[numCombos]threatClass, *[numCombos]int32) {
	lv, val := new([numCombos]threatClass), new([numCombos]int32)
	for k := range numCombos {
		var n [numClasses]int
		var v int32
		for d := range 4 {
			c := class(k / int(pow10[d]) % 10)
			n[c]++
			v += classValue[c]
		}
		l := lNone
		switch {
		case n[five] > 0:
			l = lFive
		case n[flex4] > 0 || n[block4] >= 2:
			l, v = lWin, v+1000
		case n[block4] > 0 && n[flex3] > 0:
			l, v = lFourThree, v+600
		case n[block4] > 0:
			l = lFour
		case n[flex3] >= 2:
			l, v = lThreeThree, v+400
		case n[flex3] > 0:
			l = lThree
		}
		lv[k], val[k] = l, v
	}
	return lv, val
}
