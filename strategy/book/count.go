// Counting the book's positions: the canonical positions the WTHOR games
// and a file of GGF games reach near the start, and those enough games
// reach kept.

package book

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

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
