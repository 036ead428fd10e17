// Extending the book best-first: the moves that leave it along the lines
// both likely and close to the best are searched and added, a batch at a
// time, and the scores minimaxed again.

package book

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"othello/model"
	"othello/strategy"
	"othello/strategy/shard"
)

// ExtendConfig is an extension's settings.
type ExtendConfig struct {
	Add     int     // positions to add
	Margin  float64 // follow the book moves within this many discs of the best
	Depth   int     // search each new position this many plies deep
	WorkDir string  // the scores found so far, shared with Build
	Out     string  // the book file to write
	Threads int
	// Batch is how many positions are searched between two minimaxes (0:
	// 4 a thread). Shard and Merge do one batch of Add positions: its
	// slice into the shard's folder of WorkDir, or the shards' scores
	// (from MergeDirs, or every shard-* folder of WorkDir) into the book.
	Batch     int
	Shard     shard.Shard
	Merge     bool
	MergeDirs []string
	Log       io.Writer
}

// DefaultExtendConfig is an extension's default settings.
func DefaultExtendConfig() ExtendConfig {
	d := DefaultConfig()
	return ExtendConfig{Add: 1000, Margin: 2, Depth: d.Depth, WorkDir: d.WorkDir, Out: d.Out, Threads: 1}
}

// leaf is a move that leaves the book on a close line: the position
// after it is searched next.
type leaf struct {
	child model.Board // canonical
	plies int         // moves from the start to the child
	gap   int         // how far the lines to it fall below the best, hundredths of a disc
}

// frontier lists the positions just outside the book that the lines
// within margin of the best reach from the book's shallowest positions,
// best first: the closest lines, then the shortest.
func frontier(bk *strategy.Book, margin int) []leaf {
	seen := map[model.Board]bool{}
	var out []leaf
	var walk func(b model.Board, gap int)
	walk = func(b model.Board, gap int) {
		c, _ := strategy.Canonical(b)
		if seen[c] {
			return
		}
		seen[c] = true
		ms := bk.Moves(b)
		for _, m := range ms {
			g := gap + ms[0].Score - m.Score
			if ms[0].Score-m.Score > margin {
				break
			}
			next := b.Play(m.Move)
			if next.Moves() == 0 {
				if next.GameOver() {
					continue
				}
				next = next.Pass()
			}
			if m.InBook {
				walk(next, g)
				continue
			}
			nc, _ := strategy.Canonical(next)
			if !seen[nc] {
				seen[nc] = true
				out = append(out, leaf{child: nc, plies: strategy.BookPlies(nc), gap: g})
			}
		}
	}
	roots := bk.Positions()
	if len(roots) > 0 {
		least := strategy.BookPlies(roots[0])
		for _, r := range roots {
			if strategy.BookPlies(r) == least {
				walk(r, 0)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b leaf) int {
		return cmp.Or(cmp.Compare(a.gap, b.gap), cmp.Compare(a.plies, b.plies), comparePositions(a.child, b.child))
	})
	return out
}

// Extend adds cfg.Add positions to bk best-first, a batch at a time, and
// writes it to cfg.Out. Stopped, it writes what it has and returns
// ErrStopped; the scores found are kept in the work folder.
func Extend(ctx context.Context, bk *strategy.Book, cfg ExtendConfig) error {
	log := cfg.Log
	if log == nil {
		log = io.Discard
	}
	start := time.Now()
	batch := cfg.Batch
	if batch <= 0 {
		batch = max(cfg.Threads, 1) * 4
	}
	if cfg.Shard.On() || cfg.Merge {
		// a sharded extension goes a batch at a time: the next batch's
		// positions follow from this one's scores
		batch = cfg.Add
		leaves := frontier(bk, int(cfg.Margin*strategy.ScoreScale))
		todo := make([]model.Board, min(batch, len(leaves)))
		for i := range todo {
			todo[i] = leaves[i].child
		}
		what := extendWork(bk, cfg, todo)
		if cfg.Shard.On() {
			return scoreShard(ctx, cfg.Shard, cfg.WorkDir, what, todo, cfg.Depth, cfg.Threads, 0, log)
		}
		if err := mergeScores(cfg.WorkDir, cfg.MergeDirs, what, todo, cfg.Depth, log); err != nil {
			return err
		}
	}
	w, err := openWork(cfg.WorkDir)
	if err != nil {
		return err
	}
	defer w.close()
	added := 0
	for added < cfg.Add {
		leaves := frontier(bk, int(cfg.Margin*strategy.ScoreScale))
		if len(leaves) == 0 {
			fmt.Fprintln(log, "no line within the margin leaves the book")
			break
		}
		n := min(batch, cfg.Add-added, len(leaves))
		todo := make([]model.Board, n)
		for i := range todo {
			todo[i] = leaves[i].child
		}
		scores, err := scoreAll(ctx, w, todo, cfg.Depth, cfg.Threads, 0, io.Discard)
		if err != nil {
			if err == ErrStopped {
				break
			}
			return err
		}
		for _, b := range todo {
			bk.Add(b, scores[b])
		}
		bk.Minimax()
		added += n
		fmt.Fprintf(log, "added %d/%d positions (the last %d moves from the start, %.2f discs off the best line) in %v\n",
			added, cfg.Add, leaves[n-1].plies, float64(leaves[n-1].gap)/strategy.ScoreScale, time.Since(start).Round(time.Second))
	}
	if err := write(bk, cfg.Out, log); err != nil {
		return err
	}
	if ctx.Err() != nil {
		return ErrStopped
	}
	return nil
}
