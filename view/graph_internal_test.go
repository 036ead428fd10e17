package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The graph's edges name the lead they stand for, and no board holds a
// lead above its squares: a 6x6 game won 36-0 reaches the edge at +36,
// where the next power of two, 64, would name a lead 6x6 cannot have.
func TestEvalGraphEdgeIsTheBoardsLargestLead(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		name    string
		scores  []float64
		squares int
		want    string
	}{
		{"6x6 won by all", []float64{2, -4, 20, 36}, 36, "Black +36"},
		{"4x4 won by all", []float64{3, 16}, 16, "Black +16"},
		{"8x8 close", []float64{2, -6, 5}, 64, "Black +8"},
		{"8x8 won by all", []float64{10, 40, 64}, 64, "Black +64"},
		{"10x10 lead of 70", []float64{2, -20, 70}, 100, "Black +100"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := NewEvalGraph()
			g.SetScores(tc.scores, 0, tc.squares)
			w := test.NewWindow(g)
			defer w.Close()
			w.Resize(fyne.NewSize(400, 130))
			r := test.WidgetRenderer(g).(*graphRenderer)
			if r.top.Text != tc.want {
				t.Errorf("top edge says %q, want %q", r.top.Text, tc.want)
			}
			last := g.PointPosition(len(tc.scores))
			if tc.scores[len(tc.scores)-1] == float64(tc.squares) && last.Y > graphPad+0.5 {
				t.Errorf("a lead of all %d squares drawn at height %v, below the top edge %v", tc.squares, last.Y, graphPad)
			}
		})
	}
}
