// Scoring the book's positions: the search that scores one, the work
// folder's file of the scores found so far, and the positions searched on
// threads, each score saved as it is found.

package book

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

// scoreConfig is the search that scores a position: strategy's
// ScoreConfig without the book, so the score depends on nothing but the
// position.
func scoreConfig(depth int) strategy.Config {
	return strategy.ScoreConfig(depth).WithoutBook()
}

// Score searches b to depth with a fresh search, so that the result does
// not depend on what was searched before.
func Score(ctx context.Context, b model.Board, depth int) strategy.BookEntry {
	r := strategy.NewSearch(scoreConfig(depth), 0).Search(ctx, b)
	return strategy.BookEntry{Score: r.Score, Move: r.Move, Depth: depth}
}

// scoreAll scores the canonical positions todo at depth, those the work
// folder knows from it, the others by searching on threads goroutines,
// saving each score as it is found. It stops after limit new ones (0: no
// limit) or when ctx ends, returning ErrStopped.
func scoreAll(ctx context.Context, w *work, todo []model.Board, depth, threads, limit int, log io.Writer) (map[model.Board]strategy.BookEntry, error) {
	out := map[model.Board]strategy.BookEntry{}
	var fresh []model.Board
	for _, b := range todo {
		if e, ok := w.lookup(b, depth); ok {
			out[b] = e
		} else {
			fresh = append(fresh, b)
		}
	}
	stopped := false
	if limit > 0 && len(fresh) > limit {
		fresh, stopped = fresh[:limit], true
	}
	fmt.Fprintf(log, "%d positions: %d scored before, %d to search at depth %d\n", len(todo), len(todo)-len(fresh), len(fresh), depth)
	var (
		mu     sync.Mutex
		done   int
		errOut error
		wg     sync.WaitGroup
		start  = time.Now()
		next   = make(chan model.Board)
	)
	for range max(threads, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range next {
				e := Score(ctx, b, depth)
				if ctx.Err() != nil {
					return // a search cut short is not saved
				}
				err := w.save(b, e)
				mu.Lock()
				out[b] = e
				done++
				if err != nil && errOut == nil {
					errOut = err
				}
				if done%50 == 0 || done == len(fresh) {
					el := time.Since(start)
					left := time.Duration(float64(el) / float64(done) * float64(len(fresh)-done))
					fmt.Fprintf(log, "searched %d/%d positions in %v, about %v left\n", done, len(fresh), el.Round(time.Second), left.Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for _, b := range fresh {
		select {
		case next <- b:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	switch {
	case errOut != nil:
		return nil, errOut
	case ctx.Err() != nil || stopped:
		return nil, ErrStopped
	}
	return out, nil
}

// work is the work folder's file of scores: one line a position searched,
// "player opponent score move depth" (the boards in hex, canonical).
type work struct {
	mu     sync.Mutex
	f      *os.File
	scores map[model.Board]strategy.BookEntry
}

const workFile = "scores.txt"

// openWork reads the scores saved in dir and opens the file to add more.
// Scores searched to another depth are not reused.
func openWork(dir string) (*work, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, workFile)
	scores, err := readScores(path)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	return &work{f: f, scores: scores}, nil
}

// readScores reads a work file; none is no scores.
func readScores(path string) (map[model.Board]strategy.BookEntry, error) {
	scores := map[model.Board]strategy.BookEntry{}
	data, err := bounded.ReadFile(path, bounded.TrainingData)
	if errors.Is(err, os.ErrNotExist) {
		return scores, nil
	}
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(data), "\n")
	for i, line := range lines {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		b, e, err := parseWorkLine(f)
		if err != nil {
			if i == len(lines)-1 {
				break // a line cut short by a stop: search it again
			}
			return nil, fmt.Errorf("%s line %d: %v", path, i+1, err)
		}
		scores[b] = e
	}
	return scores, nil
}

func parseWorkLine(f []string) (model.Board, strategy.BookEntry, error) {
	if len(f) != 5 {
		return model.Board{}, strategy.BookEntry{}, fmt.Errorf("%d fields, want 5", len(f))
	}
	var v [5]int64
	for i, s := range f {
		base := 10
		if i < 2 {
			base = 16
		}
		n, err := strconv.ParseUint(strings.TrimPrefix(s, "-"), base, 64)
		if err != nil {
			return model.Board{}, strategy.BookEntry{}, err
		}
		v[i] = int64(n)
		if strings.HasPrefix(s, "-") {
			v[i] = -v[i]
		}
	}
	b := model.Board{Player: uint64(v[0]), Opponent: uint64(v[1])}
	e := strategy.BookEntry{Score: int(v[2]), Move: model.Square(v[3]), Depth: int(v[4])}
	if b.Player&b.Opponent != 0 || !e.Move.OnBoard() || !b.IsLegal(e.Move) {
		return model.Board{}, strategy.BookEntry{}, errors.New("an impossible position or move")
	}
	return b, e, nil
}

// lookup returns the saved score of b at depth.
func (w *work) lookup(b model.Board, depth int) (strategy.BookEntry, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	e, ok := w.scores[b]
	return e, ok && e.Depth == depth
}

// save records the score of b, on disk at once.
func (w *work) save(b model.Board, e strategy.BookEntry) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.scores[b] = e
	_, err := fmt.Fprintf(w.f, "%016x %016x %d %d %d\n", b.Player, b.Opponent, e.Score, int(e.Move), e.Depth)
	return err
}

func (w *work) close() error { return w.f.Close() }
