package arbiter

import (
	"context"
	"errors"
	"io"
	"sync"
)

// Worker is one goroutine of a match: the external programs it keeps
// from game to game, each started at the worker's first game that needs
// it (a program plays one game at a time) and closed when the worker
// ends. The zero Worker is ready; a lone game outside Run uses one too,
// and closes it when done.
type Worker struct {
	kept []kept
}

type kept struct {
	key int
	p   io.Closer
}

// Keep returns the program w keeps under key (a contestant's index),
// started by start the first time it is asked for.
func Keep[P io.Closer](w *Worker, key int, start func() P) P {
	for _, k := range w.kept {
		if k.key == key {
			return k.p.(P)
		}
	}
	p := start()
	w.kept = append(w.kept, kept{key, p})
	return p
}

// Close closes the programs w keeps, in the order they started, and
// forgets them, so that a second Close closes nothing.
func (w *Worker) Close() error {
	var errs []error
	for _, k := range w.kept {
		errs = append(errs, k.p.Close())
	}
	w.kept = nil
	return errors.Join(errs...)
}

// Run plays the games numbered 0 to games-1 on jobs goroutines, each a
// Worker, and returns each game's result in its own slot, whatever the
// order they finish in, and whether it was played. play plays game on
// worker's goroutine, with worker's programs; an error says the game was
// not played out (ctx ended it, or it could not begin): its result is
// kept but not counted as played. done, when not nil, is told of each game played as it
// finishes, one call at a time, so that it needs no lock of its own.
// Games are handed out in order; once ctx ends no more are, the games in
// play are left to notice ctx, and every worker's programs are closed
// before Run returns.
func Run[R any](ctx context.Context, games, jobs int, play func(ctx context.Context, worker *Worker, game int) (R, error), done func(game int, r R)) (results []R, played []bool) {
	results, played = make([]R, games), make([]bool, games)
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(1, min(jobs, games)) {
		wg.Go(func() {
			var w Worker
			defer w.Close() // the games are over: a failure to close changes none of them
			for g := range next {
				if ctx.Err() != nil {
					continue // handed out as ctx ended: not begun
				}
				r, err := play(ctx, &w, g)
				mu.Lock()
				results[g] = r
				if err == nil {
					played[g] = true
					if done != nil {
						done(g, r)
					}
				}
				mu.Unlock()
			}
		})
	}
	for g := 0; g < games && ctx.Err() == nil; g++ {
		select {
		case next <- g:
		case <-ctx.Done():
		}
	}
	close(next)
	wg.Wait()
	return results, played
}
