package othellowords

import (
	"othello/controller"
	"othello/model"
	"othello/strategy"
	"testing"
	"time"
)

func TestThoughtText(t *testing.T) {
	pv := model.CellsOfSquares([]model.Square{model.D3, model.C5, model.F6, model.E6, model.F5, model.F4, model.E3})
	thought := func(p strategy.Progress, c model.Color, hint bool) *controller.Thought {
		return &controller.Thought{Progress: p, Color: c, Hint: hint}
	}
	geo8, _ := model.GeometryOf(8)
	tests := []struct {
		name string
		t    *controller.Thought
		want string
	}{
		{"none", nil, ""},
		{"midgame", thought(strategy.Progress{Depth: 14, Score: 320, Nodes: 2_100_000, Time: time.Second, PV: pv}, model.White, false),
			"White's search: depth 14 · +3.2 · 2.1 M nodes/s · d3 c5 f6 e6 f5 f4…"},
		{"a short line", thought(strategy.Progress{Depth: 3, Score: -45, Nodes: 1500, Time: 10 * time.Millisecond, PV: pv[:2]}, model.Black, false),
			"Black's search: depth 3 · -0.5 · 150 k nodes/s · d3 c5"},
		{"slow and no line", thought(strategy.Progress{Depth: 1, Score: 0, Nodes: 1200, Time: 2 * time.Second}, model.Black, false),
			"Black's search: depth 1 · 0.0 · 600 nodes/s"},
		{"a few nodes, their speed mostly the setting up", thought(strategy.Progress{Depth: 1, Score: 0, Nodes: 20, Time: time.Second}, model.Black, false),
			"Black's search: depth 1 · 0.0"},
		{"no time yet", thought(strategy.Progress{Depth: 1, Score: 100, Nodes: 20, PV: pv[:1]}, model.Black, false),
			"Black's search: depth 1 · +1.0 · d3"},
		{"a hint", thought(strategy.Progress{Depth: 9, Score: 140, Nodes: 900_000, Time: time.Second, PV: pv[:3]}, model.Black, true),
			"Hint search: depth 9 · +1.4 · 900 k nodes/s · d3 c5 f6"},
		{"exact", thought(strategy.Progress{Depth: 20, Exact: true, Lo: 6, Hi: 6, Score: 600, Nodes: 3_000_000, Time: time.Second, PV: pv[:6]}, model.White, false),
			"White's search: exact · +6 · 3.0 M nodes/s · d3 c5 f6 e6 f5 f4"},
		{"exact draw", thought(strategy.Progress{Depth: 12, Exact: true, Nodes: 10_000, Time: 10 * time.Millisecond}, model.White, false),
			"White's search: exact · 0 · 1.0 M nodes/s"},
		{"a last move, over before its speed means anything", thought(strategy.Progress{Depth: 1, Exact: true, Lo: 24, Hi: 24, Score: 2400, Nodes: 5, Time: 51 * time.Microsecond, PV: pv[:1]}, model.Black, false),
			"Black's search: exact · +24 · d3"},
		{"solving between bounds", thought(strategy.Progress{Depth: 20, Exact: true, Lo: 2, Hi: 8, Score: 200}, model.White, false),
			"White's search: solving · +2 to +8"},
		{"solving, a lower bound", thought(strategy.Progress{Depth: 20, Exact: true, Lo: -4, Hi: 64, Score: -400}, model.White, false),
			"White's search: solving · at least -4"},
		{"solving, an upper bound", thought(strategy.Progress{Depth: 20, Exact: true, Lo: -64, Hi: -2}, model.White, false),
			"White's search: solving · at most -2"},
		{"a win proven, the solve stopped", &controller.Thought{Progress: strategy.Progress{Depth: 22, Exact: true, Lo: 2, Hi: 64, Score: 200}, Color: model.Black, Done: true},
			"Black's search: a win proven · at least +2"},
		{"a book move", thought(strategy.Progress{Depth: 20, Book: true, Score: -190, Nodes: 1, Time: 11 * time.Microsecond, PV: pv[:1]}, model.White, false),
			"White's search: book · -1.9 · d3"},
		{"a hint from the book, scored over a search's nodes", thought(strategy.Progress{Depth: 20, Book: true, Score: -100, Nodes: 2_100_000, Time: time.Second, PV: pv[:1]}, model.Black, true),
			"Hint search: book · -1.0 · d3"},
		{"a selective stage", thought(strategy.Progress{Depth: 22, Exact: true, Lo: 4, Hi: 4, Selectivity: 95, Score: 400}, model.Black, false),
			"Black's search: solving, 95% sure · +4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ThoughtText(tt.t, geo8); got != tt.want {
				t.Errorf("thoughtText = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestValuesText(t *testing.T) {
	mid := func(sq model.Square, score, depth int) strategy.SizedResult {
		return strategy.SizedResult{Move: model.CellOfSquare(sq), Score: score, Depth: depth}
	}
	exact := func(sq model.Square, score int) strategy.SizedResult {
		return strategy.SizedResult{Move: model.CellOfSquare(sq), Score: score, Depth: 20, Exact: true}
	}
	tests := []struct {
		name string
		rs   []strategy.SizedResult
		want string
	}{
		{"none", nil, ""},
		{"midgame", []strategy.SizedResult{mid(model.D3, 40, 14), mid(model.C4, -10, 14)}, "Move values: depth 14"},
		{"being solved", []strategy.SizedResult{exact(model.D3, 200), mid(model.C4, 150, 10), mid(model.F5, -30, 10)}, "Move values: 1 of 3 exact, the others depth 10"},
		{"solved", []strategy.SizedResult{exact(model.D3, 200), exact(model.C4, -400)}, "Move values: exact"},
	}
	for _, tt := range tests {
		if got := ValuesText(tt.rs); got != tt.want {
			t.Errorf("%s: valuesText = %q, want %q", tt.name, got, tt.want)
		}
	}
}
