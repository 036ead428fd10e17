// The exact labels of the WTHOR games, kept apart from the work folder in
// a compact store (--labels): the solver's values alone, about a byte a
// position, from which the samples are rebuilt in seconds where solving
// them takes hours (to 20 empties, about 21 hours of one core). The store
// is small enough to keep with the repository, so a run on a new machine
// solves only what the store lacks.

package train

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"othello/model"
	"othello/model/bounded"
)

// gameExact is one game's exact values, for Black, of its positions from
// the first with at most the store's empties to the one before the end.
type gameExact struct {
	broken bool // the game does not replay: no values
	values []int8
}

const labelsMagic = "othello exact labels 1"

// brokenGame marks a game that does not replay, in place of its count.
const brokenGame = 0xff

// labelStore names the files of one year's labels in dir ("" is no store):
// base is the year's work file name without its extension.
type labelStore struct {
	dir, base string
	exact     int
}

func newLabelStore(cfg Config, cache string) labelStore {
	return labelStore{dir: cfg.LabelsDir, base: strings.TrimSuffix(filepath.Base(cache), ".samples"), exact: cfg.Exact}
}

func (s labelStore) on() bool { return s.dir != "" }

// path is the file of the whole year (part "") or of one chunk of it.
func (s labelStore) path(part string) string {
	return filepath.Join(s.dir, s.base+part+".labels.gz")
}

// read returns the labels of part for games games; none (nil, nil) when the
// store has no such file.
func (s labelStore) read(part string, games int) ([]gameExact, error) {
	if !s.on() {
		return nil, nil
	}
	labels, err := readLabels(s.path(part), s.exact)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%v (remove the file to solve its games again)", err)
	}
	if len(labels) != games {
		return nil, fmt.Errorf("%s: labels of %d games where the games file has %d (remove the file to solve its games again)", s.path(part), len(labels), games)
	}
	return labels, nil
}

func (s labelStore) write(part string, labels []gameExact) error {
	if !s.on() {
		return nil
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return err
	}
	return writeLabels(s.path(part), s.exact, labels)
}

// writeLabels writes labels to path atomically: a header, then for each
// game its count of values (brokenGame for none) and the values, the first
// whole and each next one as its difference from the one before (mostly
// zero along a game, which gzip packs well), modulo 256.
func writeLabels(path string, exact int, labels []gameExact) error {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	fmt.Fprintf(zw, "%s\nexact %d games %d\n", labelsMagic, exact, len(labels))
	for _, g := range labels {
		if g.broken {
			zw.Write([]byte{brokenGame})
			continue
		}
		if len(g.values) >= brokenGame {
			return fmt.Errorf("a game of %d exact positions", len(g.values))
		}
		rec := make([]byte, 1, len(g.values)+1)
		rec[0] = byte(len(g.values))
		prev := byte(0)
		for _, v := range g.values {
			rec = append(rec, byte(v)-prev)
			prev = byte(v)
		}
		zw.Write(rec)
	}
	if err := zw.Close(); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	// readable by all, as the store is kept with the repository
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// readLabels reads a file written by writeLabels for exact empties.
func readLabels(path string, exact int) ([]gameExact, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	data, err := bounded.ReadAll(zr, path, bounded.TrainingData)
	if err != nil {
		return nil, err
	}
	r := bufio.NewReader(bytes.NewReader(data))
	magic, _ := r.ReadString('\n')
	if strings.TrimSuffix(magic, "\n") != labelsMagic {
		return nil, fmt.Errorf("%s: not an exact labels file (%s)", path, bounded.Quote(strings.TrimSpace(magic)))
	}
	var fileExact, games int
	if _, err := fmt.Fscanf(r, "exact %d games %d\n", &fileExact, &games); err != nil {
		return nil, fmt.Errorf("%s: damaged header: %v", path, err)
	}
	if fileExact != exact {
		return nil, fmt.Errorf("%s: labels to %d empties, not %d", path, fileExact, exact)
	}
	if games < 0 || games > len(data) {
		return nil, fmt.Errorf("%s: damaged header: %d games", path, games)
	}
	out := make([]gameExact, games)
	for i := range out {
		n, err := r.ReadByte()
		if err != nil {
			return nil, fmt.Errorf("%s: cut short at game %d of %d", path, i+1, games)
		}
		if n == brokenGame {
			out[i].broken = true
			continue
		}
		rec := make([]byte, n)
		if _, err := io.ReadFull(r, rec); err != nil {
			return nil, fmt.Errorf("%s: cut short at game %d of %d", path, i+1, games)
		}
		values := make([]int8, n)
		prev := byte(0)
		for j, d := range rec {
			prev += d
			v := int8(prev)
			if v < -64 || v > 64 {
				return nil, fmt.Errorf("%s: game %d: a value of %d discs", path, i+1, v)
			}
			values[j] = v
		}
		out[i].values = values
	}
	if _, err := r.ReadByte(); err != io.EOF {
		return nil, fmt.Errorf("%s: data after the last game", path)
	}
	return out, nil
}

// exactFrom is the index of the first position of a replayed game with at
// most exact empties (len(pos)-1, the end, when none is before it).
func exactFrom(pos []model.Position, exact int) int {
	first := len(pos) - 1
	for first > 0 && pos[first-1].Board.Empties() <= exact {
		first--
	}
	return first
}

// samplesFromLabels rebuilds the samples of games from their stored exact
// values, as labelling them would (depth: the empties of the records'
// theoretical scores; games[0] is game number 1+skipped of its file, for
// the errors). It returns them in game order and the number of broken
// games.
func samplesFromLabels(games []model.WthorGame, labels []gameExact, depth, exact, skipped int) ([]Sample, int, error) {
	var out []Sample
	broken := 0
	for i, g := range games {
		pos, err := g.Replay()
		if err != nil || labels[i].broken {
			if err == nil || !labels[i].broken {
				return nil, 0, fmt.Errorf("game %d: the labels and the game disagree on whether it replays", skipped+i+1)
			}
			broken++
			continue
		}
		if want := len(pos) - 1 - exactFrom(pos, exact); len(labels[i].values) != want {
			return nil, 0, fmt.Errorf("game %d: %d exact labels where it has %d positions of %d empties or fewer", skipped+i+1, len(labels[i].values), want, exact)
		}
		out = append(out, gameSamples(g, pos, depth, labels[i].values)...)
	}
	return out, broken, nil
}

// labelsFromSamples takes the exact values back out of samples labelled
// from games (in game order, broken games skipped; games[0] is game number
// 1+skipped of its file), for a store.
func labelsFromSamples(games []model.WthorGame, samples []Sample, exact, skipped int) ([]gameExact, error) {
	out := make([]gameExact, len(games))
	at := 0
	for i, g := range games {
		pos, err := g.Replay()
		if err != nil {
			out[i].broken = true
			continue
		}
		n := len(pos) - 1
		if at+n > len(samples) {
			return nil, fmt.Errorf("game %d: the samples end before the games do", skipped+i+1)
		}
		first := exactFrom(pos, exact)
		var values []int8
		for j, s := range samples[at : at+n] {
			if s.Board != pos[j].Board || s.Exact != (j >= first) {
				return nil, fmt.Errorf("game %d, position %d: the samples do not follow the game", skipped+i+1, j+1)
			}
			if j >= first {
				v := s.Label
				if pos[j].Turn == model.White {
					v = -v
				}
				values = append(values, v)
			}
		}
		out[i].values = values
		at += n
	}
	if at != len(samples) {
		return nil, fmt.Errorf("%d samples after the last game", len(samples)-at)
	}
	return out, nil
}
