package controller

import (
	"testing"

	"othello/model"
	"othello/strategy"
)

// A finished search's thought tells a proven result, a proven win's bound
// and a selective score apart, as the solver's own steps do.
func TestThoughtOfAFinishedSearch(t *testing.T) {
	for _, c := range []struct {
		name          string
		r             strategy.SizedResult
		exact, proven bool
		lo, hi, sel   int
	}{
		{"exact", strategy.SizedResult{Score: 600, Exact: true, Depth: 20}, true, true, 6, 6, 0},
		{"a win proven", strategy.SizedResult{Score: 200, Bound: true, Depth: 22}, true, false, 2, 64, 0},
		{"selective", strategy.SizedResult{Score: 250, Depth: 14, Selectivity: 95}, false, false, 0, 0, 95},
	} {
		c.r.Move, c.r.Nodes = model.CellOfSquare(model.F5), 1000
		th := thoughtOf(c.r, model.Black, false)
		if th.Exact != c.exact || th.Proven() != c.proven || th.Lo != c.lo || th.Hi != c.hi || th.Selectivity != c.sel || !th.Done {
			t.Errorf("%s: exact %v proven %v [%d, %d] at %d%%; want %v %v [%d, %d] at %d%%",
				c.name, th.Exact, th.Proven(), th.Lo, th.Hi, th.Selectivity, c.exact, c.proven, c.lo, c.hi, c.sel)
		}
	}
}
