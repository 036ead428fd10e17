// The workers of the parallel stages: goroutines taking the items of a
// stage by index, each with its own solver or scorer.

package train

import (
	"context"
	"sync"
)

// onWorkers hands the indices 0 to n-1, in order, to workers goroutines
// (one at least), each calling the function newWorker made for it (so
// that a solver or a scorer is never shared), and returns once they are
// all done. A cancelled ctx stops the handing out; the items already
// taken finish.
func onWorkers(ctx context.Context, workers, n int, newWorker func() func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work := newWorker()
			for i := range next {
				work(i)
			}
		}()
	}
	for i := range n {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
}
