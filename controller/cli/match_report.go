// What a match reports: the tally of its results, its forfeits by kind,
// its games written as GGF as they finish, and its progress bar.

package cli

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"othello/controller/arbiter"
	"othello/controller/engine"
	"othello/model"
	"othello/model/bounded"
)

// forfeitCount is the forfeits of the two sides of a match, the first
// side's first, by kind.
type forfeitCount [2]map[engine.Kind]int

// add counts f (nil for none), lost in a game where the match's first
// side was player first (0 or 1, as f.Player counts).
func (c *forfeitCount) add(f *arbiter.Forfeit, first int) {
	if f == nil {
		return
	}
	side := 0
	if f.Player != first {
		side = 1
	}
	if c[side] == nil {
		c[side] = map[engine.Kind]int{}
	}
	c[side][f.Kind()]++
}

// print writes the line of the forfeits, if there were any.
func (c forfeitCount) print(w io.Writer, first, second string) {
	if c[0] != nil || c[1] != nil {
		fmt.Fprintf(w, "forfeits: %s %s, %s %s\n", first, forfeitText(c[0]), second, forfeitText(c[1]))
	}
}

// forfeitText counts a side's forfeits by kind: "2 (1 timed out, 1
// crashed)", or "0".
func forfeitText(kinds map[engine.Kind]int) string {
	n := 0
	var parts []string
	for k := engine.Failed; k <= engine.Resigned; k++ {
		if kinds[k] > 0 {
			n += kinds[k]
			parts = append(parts, fmt.Sprintf("%d %s", kinds[k], k))
		}
	}
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%s)", n, strings.Join(parts, ", "))
}

// gamesOut writes the games of a match to a file, one GGF record a line,
// in the order of the games whatever the order they finish in.
type gamesOut struct {
	f       *os.File
	w       *bufio.Writer
	pending map[int]string
	next    int
	err     error
}

// newGamesOut creates path for total games; "" writes nothing.
func newGamesOut(path string, total int) (*gamesOut, error) {
	if path == "" {
		return &gamesOut{}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, Errorf("games-out", "%v", err)
	}
	return &gamesOut{f: f, w: bufio.NewWriter(f), pending: map[int]string{}}, nil
}

// put takes game g's record, and writes every record now in order.
func (o *gamesOut) put(g int, record string) {
	if o.f == nil {
		return
	}
	o.pending[g] = record
	for {
		r, ok := o.pending[o.next]
		if !ok {
			break
		}
		delete(o.pending, o.next)
		o.next++
		if _, err := o.w.WriteString(r + "\n"); err != nil && o.err == nil {
			o.err = err
		}
	}
	if err := o.w.Flush(); err != nil && o.err == nil {
		o.err = err
	}
}

// close writes what is left (the games after one that never finished) and
// closes the file; it may be called again.
func (o *gamesOut) close() error {
	if o.f == nil {
		return nil
	}
	for len(o.pending) > 0 { // games after an unfinished one
		if _, ok := o.pending[o.next]; !ok {
			o.next++
			continue
		}
		o.put(o.next, o.pending[o.next])
	}
	err := o.f.Close()
	o.f = nil
	if o.err != nil {
		err = o.err
	}
	if err != nil {
		return Errorf("games-out", "%v", err)
	}
	return nil
}

// matchTally counts a match's results from the first player's side.
type matchTally struct{ wins, draws, losses, discs, games int }

// add counts a game the first player won by d discs (lost when d < 0).
func (t *matchTally) add(d int) {
	switch {
	case d > 0:
		t.wins++
	case d < 0:
		t.losses++
	default:
		t.draws++
	}
	t.discs += d
	t.games++
}

// print writes the match's three lines: the games (how they were played
// follows their number), the results, and the score with its 95% interval.
func (t matchTally) print(w io.Writer, how, first, second string, elapsed time.Duration) {
	t.printScore(w, how, first, second, fmt.Sprintf("discs: %+.1f per game", float64(t.discs)/float64(t.games)), elapsed)
}

// printScore writes the three lines of any game's match, with more said
// of the games after the score ("discs: +3.2 per game").
func (t matchTally) printScore(w io.Writer, how, first, second, more string, elapsed time.Duration) {
	score := (float64(t.wins) + float64(t.draws)/2) / float64(t.games)
	lo, hi := wilson(score, t.games)
	fmt.Fprintf(w, "games: %d %s\n", t.games, how)
	fmt.Fprintf(w, "%s vs %s: wins %d draws %d losses %d\n", first, second, t.wins, t.draws, t.losses)
	fmt.Fprintf(w, "score: %.1f%% (95%% CI %.1f%%-%.1f%%) %s time: %s\n",
		100*score, 100*lo, 100*hi, more, seconds(elapsed))
}

// pickOpenings draws n distinct openings at random (from seed) from a file
// of transcripts, one a line.
func pickOpenings(path string, n int, seed uint64) ([][]model.Square, error) {
	data, err := bounded.ReadFile(path, bounded.OpeningList)
	if err != nil {
		return nil, Errorf("openings", "%v", err)
	}
	all, err := model.ParseTranscriptList(string(data))
	if err != nil {
		return nil, Errorf("openings", "%s %v", cut(path), err)
	}
	if len(all) < n {
		return nil, Errorf("usage", "%s holds %d openings, fewer than the %d needed", path, len(all), n)
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x6a09e667f3bcc909))
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all[:n], nil
}

// progress draws a bar of the games played on w, overwriting itself.
func progress(w io.Writer, done, total int, start time.Time) {
	const width = 30
	filled := width * done / total
	fmt.Fprintf(w, "\r[%s%s] %d/%d games %s", strings.Repeat("#", filled), strings.Repeat(".", width-filled),
		done, total, time.Since(start).Round(time.Second))
}
