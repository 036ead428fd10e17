// Players of every board size from 8x8 ones: the 8x8 engine behind a
// player of any size (its fast path), telling of its search as it goes,
// and the results' two spellings, squares and cells.

package strategy

import (
	"context"
	"strconv"

	"othello/model"
)

// SizedReporter is a SizedPlayer that can tell of its search as it goes,
// as Reporter does on 8x8.
type SizedReporter interface {
	SearchSizedReporting(ctx context.Context, b model.SizedBoard, report func(Progress)) SizedResult
}

// SearchSizedReporting runs p's search of b, telling report of its steps
// when p can.
func SearchSizedReporting(ctx context.Context, p SizedPlayer, b model.SizedBoard, report func(Progress)) SizedResult {
	if r, ok := p.(SizedReporter); ok && report != nil {
		return r.SearchSizedReporting(ctx, b, report)
	}
	return p.SearchSized(ctx, b)
}

// ForEightByEight runs an 8x8 player on 8x8 sized boards (it panics on
// any other size), telling of its steps when it can (Reporter).
func ForEightByEight(p Player) SizedPlayer { return eightByEight{p} }

// AnySize is the player of every board size that plays eight on 8x8, the
// bitboard engine's fast path, and other elsewhere.
func AnySize(eight Player, other SizedPlayer) SizedPlayer { return anySize{eightByEight{eight}, other} }

type anySize struct {
	eight eightByEight
	other SizedPlayer
}

func (a anySize) Name() string { return a.eight.Name() }

func (a anySize) SearchSized(ctx context.Context, b model.SizedBoard) SizedResult {
	return a.SearchSizedReporting(ctx, b, nil)
}

func (a anySize) SearchSizedReporting(ctx context.Context, b model.SizedBoard, report func(Progress)) SizedResult {
	if b.Size() == 8 {
		return a.eight.SearchSizedReporting(ctx, b, report)
	}
	return SearchSizedReporting(ctx, a.other, b, report)
}

// eightByEight runs an 8x8 player on 8x8 sized boards.
type eightByEight struct{ p Player }

func (e eightByEight) Name() string { return e.p.Name() }

func (e eightByEight) SearchSized(ctx context.Context, b model.SizedBoard) SizedResult {
	return e.SearchSizedReporting(ctx, b, nil)
}

func (e eightByEight) SearchSizedReporting(ctx context.Context, b model.SizedBoard, report func(Progress)) SizedResult {
	b8, ok := b.Board8()
	if !ok {
		panic("strategy: an 8x8 player asked to play on " + strconv.Itoa(b.Size()) + "x" + strconv.Itoa(b.Size()))
	}
	if r, ok := e.p.(Reporter); ok && report != nil {
		return SizedResultOf(r.SearchReporting(ctx, b8, report))
	}
	return SizedResultOf(e.p.Search(ctx, b8))
}

// SizedResultOf returns an 8x8 result in cells.
func SizedResultOf(r Result) SizedResult {
	out := SizedResult{Move: model.CellOfSquare(r.Move), Score: r.Score, Exact: r.Exact, Depth: r.Depth, Nodes: r.Nodes, Time: r.Time, Selectivity: r.Selectivity, Book: r.Book, Bound: r.Bound}
	out.PV = model.CellsOfSquares(r.PV)
	return out
}

// EightByEight returns a result on 8x8 in squares, as Result has it (the
// inverse of SizedResultOf).
func (r SizedResult) EightByEight() Result {
	out := Result{Move: r.Move.Square(), Score: r.Score, Exact: r.Exact, Depth: r.Depth, Nodes: r.Nodes, Time: r.Time, Selectivity: r.Selectivity, Book: r.Book, Bound: r.Bound}
	for _, c := range r.PV {
		out.PV = append(out.PV, c.Square())
	}
	return out
}
