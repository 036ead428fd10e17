// Package book builds the opening book: the positions the WTHOR games (and
// our self-play's, given as GGF) reach often, each scored by a deep search of our own, minimaxed up the tree,
// then extended best-first along the likely and close lines. Every score
// is saved in a work folder as it is found, so a stopped build resumes.
package book

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
	"othello/strategy/shard"
)

// Config is a build's settings.
type Config struct {
	WthorDir string // the folder of the WTH_YYYY.wtb files
	// GamesFile holds more games, GGF one a line (as othello arena
	// --games-out writes our self-play), counted with the WTHOR games;
	// "" for none
	GamesFile string
	MinGames  int    // keep the positions at least this many games reach
	Plies     int    // ... within this many moves of the start
	Depth     int    // the depth, in plies, each position is searched to
	WorkDir   string // the scores found so far, reused by the next run
	Out       string // the book file to write
	Threads   int    // positions searched at once, each on one thread
	Log       io.Writer
	// Limit stops the run after scoring this many new positions (0: no
	// limit), as an interruption would: the tests resume from there.
	Limit int
	// Shard, when on, makes the run score only its slice of the positions,
	// into its own folder of WorkDir (shard.go), and stop without a book.
	// Merge takes the shards' scores (from MergeDirs, or every shard-*
	// folder of WorkDir) instead of searching, and builds the book.
	Shard     shard.Shard
	Merge     bool
	MergeDirs []string
}

// DefaultConfig is the shipped book's build.
func DefaultConfig() Config {
	return Config{MinGames: 30, Plies: 14, Depth: 14, WorkDir: "book-work", Out: "resources/book.gz", Threads: 1}
}

// ErrStopped says a run stopped before scoring every position; its work
// is saved and the next run resumes it.
var ErrStopped = errors.New("stopped before the end; run again to resume")

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

// CountWthor counts the canonical positions the games of dir reach within
// plies moves of the start (the side to move able to move); it returns
// them with their counts, and the number of games read and skipped as
// damaged.
func CountWthor(dir string, plies int) (map[model.Board]int, int, int, error) {
	files, err := filepath.Glob(filepath.Join(dir, "WTH_*.wtb"))
	if err != nil {
		return nil, 0, 0, err
	}
	if len(files) == 0 {
		return nil, 0, 0, fmt.Errorf("no WTHOR files (WTH_YYYY.wtb) in %s", dir)
	}
	sort.Strings(files)
	counts := map[model.Board]int{}
	read, skipped := 0, 0
	for _, name := range files {
		data, err := bounded.ReadFile(name, bounded.TrainingData)
		if err != nil {
			return nil, 0, 0, err
		}
		f, err := model.ParseWthor(data)
		if err != nil {
			return nil, 0, 0, fmt.Errorf("%s: %v", name, err)
		}
		for _, g := range f.Games {
			pos, err := g.Replay()
			if err != nil {
				skipped++
				continue
			}
			read++
			boards := make([]model.Board, len(pos))
			for i, p := range pos {
				boards[i] = p.Board
			}
			countGame(counts, boards, plies)
		}
	}
	return counts, read, skipped, nil
}

// countGame counts once each canonical position of a game's boards within
// plies moves of the start where the side to move can move.
func countGame(counts map[model.Board]int, boards []model.Board, plies int) {
	seen := map[model.Board]bool{}
	for _, b := range boards {
		if strategy.BookPlies(b) > plies {
			break
		}
		if b.Moves() == 0 {
			continue
		}
		c, _ := strategy.Canonical(b)
		if !seen[c] {
			seen[c] = true
			counts[c]++
		}
	}
}

// CountGGF counts as CountWthor does the games of a file of GGF records,
// one a line (blank lines and lines starting with # are skipped), into
// counts; it returns the number of games read. A record that does not
// read, or a game on another board size, is an error naming its line.
func CountGGF(path string, plies int, counts map[model.Board]int) (int, error) {
	data, err := bounded.ReadFile(path, bounded.GameList)
	if err != nil {
		return 0, err
	}
	read := 0
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := model.ParseGGF(line)
		if err != nil {
			return 0, fmt.Errorf("%s: line %d: %v", path, i+1, err)
		}
		if g.Game.Size() != 8 {
			return 0, fmt.Errorf("%s: line %d: a %dx%d game; the book is for 8x8", path, i+1, g.Game.Size(), g.Game.Size())
		}
		boards := make([]model.Board, g.Game.Len()+1)
		for n := range boards {
			boards[n] = g.Game.PositionAt(n).Board
		}
		countGame(counts, boards, plies)
		read++
	}
	return read, nil
}

// keepFrequent drops the positions fewer than minGames games reach.
func keepFrequent(counts map[model.Board]int, minGames int) {
	for b, n := range counts {
		if n < minGames {
			delete(counts, b)
		}
	}
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

// Build builds the book from the WTHOR games: it counts the positions,
// scores each one (or takes its score from the work folder), minimaxes
// and writes cfg.Out. Stopped, it returns ErrStopped and the next run
// resumes.
func Build(ctx context.Context, cfg Config) (*strategy.Book, error) {
	log := cfg.Log
	if log == nil {
		log = io.Discard
	}
	start := time.Now()
	counts, read, skipped, err := CountWthor(cfg.WthorDir, cfg.Plies)
	if err != nil {
		return nil, err
	}
	if cfg.GamesFile != "" {
		n, err := CountGGF(cfg.GamesFile, cfg.Plies, counts)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(log, "%d games read from %s\n", n, cfg.GamesFile)
		read += n
	}
	keepFrequent(counts, cfg.MinGames)
	fmt.Fprintf(log, "%d games read (%d damaged skipped): %d positions within %d moves reached by %d games or more\n",
		read, skipped, len(counts), cfg.Plies, cfg.MinGames)
	todo := make([]model.Board, 0, len(counts))
	for b := range counts {
		todo = append(todo, b)
	}
	slices.SortFunc(todo, comparePositions)
	switch {
	case cfg.Shard.On():
		return nil, scoreShard(ctx, cfg.Shard, cfg.WorkDir, buildWork(cfg, todo), todo, cfg.Depth, cfg.Threads, cfg.Limit, log)
	case cfg.Merge:
		if err := mergeScores(cfg.WorkDir, cfg.MergeDirs, buildWork(cfg, todo), todo, cfg.Depth, log); err != nil {
			return nil, err
		}
	}
	w, err := openWork(cfg.WorkDir)
	if err != nil {
		return nil, err
	}
	scores, err := scoreAll(ctx, w, todo, cfg.Depth, cfg.Threads, cfg.Limit, log)
	// the work file is what a stopped build resumes from: losing its last
	// lines is a failure to say, not to drop
	if cerr := w.close(); err == nil && cerr != nil {
		err = fmt.Errorf("the work file: %w", cerr)
	}
	if err != nil {
		return nil, err
	}
	bk := strategy.NewBook()
	bk.EvalCRC = strategy.EvalCRC()
	for b, e := range scores {
		e.Games = counts[b]
		bk.Add(b, e)
	}
	bk.Minimax()
	if err := write(bk, cfg.Out, log); err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "built in %v\n", time.Since(start).Round(time.Second))
	return bk, nil
}

// write saves the book and tells its size.
func write(bk *strategy.Book, path string, log io.Writer) error {
	if path == "" {
		return nil
	}
	if err := bk.Save(path); err != nil {
		return err
	}
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	s := Summarize(bk)
	fmt.Fprintf(log, "wrote %s: %d positions, %d to %d moves from the start, %d bytes\n", path, s.Positions, s.MinPlies, s.MaxPlies, st.Size())
	return nil
}

// comparePositions orders boards by their discs, then their bits: a
// fixed order, parents before children.
func comparePositions(a, b model.Board) int {
	if d := a.Empties() - b.Empties(); d != 0 {
		return -d
	}
	if a.Player != b.Player {
		if a.Player < b.Player {
			return -1
		}
		return 1
	}
	switch {
	case a.Opponent < b.Opponent:
		return -1
	case a.Opponent > b.Opponent:
		return 1
	}
	return 0
}

// Summary are a book's figures.
type Summary struct {
	Positions          int
	MinPlies, MaxPlies int   // the fewest and most moves from the start of its positions
	ByPlies            []int // positions at each number of moves from the start
	Depth              int   // the deepest search that scored a position
}

// Summarize counts a book's positions by their distance from the start.
func Summarize(bk *strategy.Book) Summary {
	s := Summary{MinPlies: 60}
	for _, b := range bk.Positions() {
		p := strategy.BookPlies(b)
		for len(s.ByPlies) <= p {
			s.ByPlies = append(s.ByPlies, 0)
		}
		s.ByPlies[p]++
		s.Positions++
		s.MinPlies, s.MaxPlies = min(s.MinPlies, p), max(s.MaxPlies, p)
		e, _ := bk.Entry(b)
		s.Depth = max(s.Depth, e.Depth)
	}
	if s.Positions == 0 {
		s.MinPlies = 0
	}
	return s
}
