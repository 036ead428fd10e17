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
	"slices"
	"time"

	"othello/model"
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
