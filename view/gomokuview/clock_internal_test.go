package gomokuview

import (
	"testing"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
)

// A review reads each stone's time back to the clock it ran on: the
// first player's for the opening's first three stones, the second's for
// the two Swap2 may add, then the player of the stone's colour.
func TestReviewClockOfEachStone(t *testing.T) {
	for _, c := range []struct {
		name    string
		floor   int
		colours [2]gomoku.Color
		want    []int // by stone, from the first
	}{
		{"free", 0, [2]gomoku.Color{gomoku.Black, gomoku.White}, []int{0, 1, 0, 1}},
		{"swap, the first player taking White", 3, [2]gomoku.Color{gomoku.White, gomoku.Black}, []int{0, 0, 0, 0, 1, 0}},
		{"swap2 with two stones more, the first player taking White", 5, [2]gomoku.Color{gomoku.White, gomoku.Black}, []int{0, 0, 0, 1, 1, 0, 1}},
		{"swap2 under way, two stones added", 0, [2]gomoku.Color{gomoku.NoColor, gomoku.NoColor}, []int{0, 0, 0, 1, 1}},
	} {
		k := gomokuClock{&View{st: cg.Snapshot{Floor: c.floor, Colours: c.colours}}}
		for i, want := range c.want {
			if got := k.playerOf(i); got != want {
				t.Errorf("%s: stone %d ran on player %d's clock, want %d", c.name, i+1, got, want)
			}
		}
	}
}
