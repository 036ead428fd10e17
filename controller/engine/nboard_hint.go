// The NBoard engine's hints: Engine.Hint asks for the evaluations of a
// position's best moves ("hint N"), and the search and book lines it
// answers with are read into Hints.

package engine

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"othello/controller/child"
	"othello/model"
)

// Hint asks an NBoard engine for its evaluation of up to n moves of g,
// best first. The engine's answer ends with the first status line after
// its first search or book line; should it still be thinking when the
// time for a move runs out, it is stopped with a ping and what it said
// is returned. Engines of other protocols give no hints.
func (e *Engine) Hint(ctx context.Context, g *model.Game, n int) ([]Hint, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.usable(g); err != nil {
		return nil, err
	}
	nb, ok := e.proto.(*nboard)
	if !ok {
		return nil, fmt.Errorf("%s engines give no hints", e.cfg.Protocol)
	}
	hints, err := nb.hint(ctx, g, max(n, 1))
	if err != nil {
		return nil, e.failed(err)
	}
	return hints, nil
}

func (n *nboard) hint(ctx context.Context, g *model.Game, count int) ([]Hint, error) {
	p, err := n.start(ctx, g)
	if err != nil {
		return nil, err
	}
	if err := n.setDepth(ctx, p, n.plainDepth()); err != nil {
		return nil, err
	}
	c, cancel := child.WithTimeout(ctx, n.e.moveTimeout(Clock{}), "hint")
	defer cancel()
	if err := n.e.send(c, p, fmt.Sprintf("hint %d", count)); err != nil {
		return nil, err
	}
	var hints []Hint // the last line about each move, in the order first seen
	collect := func() []Hint {
		out := slices.Clone(hints)
		slices.SortStableFunc(out, func(a, b Hint) int { return cmp.Compare(b.Eval, a.Eval) })
		return out[:min(len(out), count)]
	}
	for {
		line, err := p.Next(c)
		if err != nil {
			if child.Expired(c) && len(hints) > 0 && ctx.Err() == nil {
				// out of time while it thinks on: stop it, keep what it said
				if err := n.sync(ctx, p); err != nil {
					return nil, err
				}
				return collect(), nil
			}
			return nil, child.ReadError(c, err)
		}
		kind, h, _ := n.thinking(line)
		switch {
		case h != nil:
			if i := slices.IndexFunc(hints, func(o Hint) bool { return o.Move == h.Move }); i >= 0 {
				hints[i] = *h // deeper now
			} else {
				hints = append(hints, *h)
			}
		case kind == "status" && len(hints) > 0:
			return collect(), nil
		}
	}
}

// parseHint reads the rest of a search or book line, "PV EVAL 0 DEPTH
// ...": the PV "F5D6C3", "F5-D6-C3" or "f5d6c3", the evaluation a number
// or a pair "(draw to black, draw to white)", of which the first is
// taken. It returns nil for a line it cannot read.
func parseHint(rest string, book bool) *Hint {
	f := strings.Fields(rest)
	if len(f) < 2 {
		return nil
	}
	pv := parsePV(f[0])
	if len(pv) == 0 {
		return nil
	}
	ev := strings.TrimPrefix(f[1], "(")
	if i := strings.IndexAny(ev, ",)"); i >= 0 {
		ev = ev[:i]
	}
	v, err := strconv.ParseFloat(ev, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	h := &Hint{Move: pv[0], PV: pv, Eval: v, Book: book}
	if len(f) > 3 {
		h.Depth = f[3]
	}
	return h
}

// parsePV reads a principal variation written without spaces: two
// characters a move, perhaps separated by '-'; it stops at the first pair
// that is not a move.
func parsePV(s string) []model.Square {
	s = strings.ReplaceAll(s, "-", "")
	var pv []model.Square
	for i := 0; i+2 <= len(s); i += 2 {
		sq, err := model.ParseSquare(s[i : i+2])
		if err != nil {
			break
		}
		pv = append(pv, sq)
	}
	return pv
}
