// Sharded runs: the exact labelling of the WTHOR games and the self-play
// cut into N slices (shard I/N does the chunks k with k mod N = I-1, in a
// fixed order), each done into its own folder of the work folder by a
// plain command on any machine, then merged into the very files one run
// writes.

package train

import (
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
	"othello/strategy/shard"
)

// wthorWork is the WTHOR labelling in the order the shards share: the
// years in order, each year's games wthorChunk at a time, as a run labels
// and caches them.
type wthorWork struct {
	years  []wthorYearWork
	crc    uint32 // of the games files, in year order: the shards' input
	games  int
	chunks int
}

type wthorYearWork struct {
	year  int
	cache string // the year's samples file in the work folder
	file  *model.WthorFile
	depth int // the empties of the records' theoretical scores
	first int // the index of the year's first chunk in the whole work
}

// yearCache is the work folder's samples file of a year.
func yearCache(cfg Config, year int) string {
	return filepath.Join(cfg.WorkDir, fmt.Sprintf("wthor-%d-exact%d.samples", year, cfg.Exact))
}

func newWthorWork(cfg Config) (*wthorWork, error) {
	years, err := wthorYears(cfg.WthorDir)
	if err != nil {
		return nil, err
	}
	w := &wthorWork{}
	for _, y := range sortedYears(years) {
		data, err := bounded.ReadFile(years[y], bounded.TrainingData)
		if err != nil {
			return nil, err
		}
		f, err := model.ParseWthor(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", years[y], err)
		}
		w.crc = crc32.Update(w.crc, crc32.IEEETable, data)
		depth := f.Depth
		if depth == 0 {
			depth = 24
		}
		yw := wthorYearWork{year: y, cache: yearCache(cfg, y), file: f, depth: depth, first: w.chunks}
		w.years = append(w.years, yw)
		w.games += len(f.Games)
		w.chunks += yw.nchunks()
	}
	return w, nil
}

func (y wthorYearWork) nchunks() int { return (len(y.file.Games) + wthorChunk - 1) / wthorChunk }

// chunk returns the games of the year's chunk i and its part of the
// files' names, as wthorYear names them.
func (y wthorYearWork) chunk(i int) (from, to int, part string) {
	from = i * wthorChunk
	to = min(from+wthorChunk, len(y.file.Games))
	return from, to, fmt.Sprintf(".games%d-%d", from, to)
}

// shardWork describes in one line the work the shards of a run share: the
// settings and input that decide their files. The shards and their merge
// must agree on it.
func shardWork(cfg Config, ww *wthorWork, sw *selfPlayWork) string {
	what := fmt.Sprintf("train --exact %d: %d WTHOR games in %d files (CRC %08x), %d chunks of %d",
		cfg.Exact, ww.games, len(ww.years), ww.crc, ww.chunks, wthorChunk)
	if sw == nil {
		return what + "; no self-play"
	}
	return what + fmt.Sprintf("; self-play %s, %d chunks of %d", sw.name, sw.chunks, selfPlayChunk)
}

// shardStages reads the work of a sharded run or of its merge: the WTHOR
// labelling and, but for --label-only, the self-play.
func shardStages(cfg Config, base strategy.Evaluator, file []byte) (*wthorWork, *selfPlayWork, error) {
	ww, err := newWthorWork(cfg)
	if err != nil {
		return nil, nil, err
	}
	if cfg.LabelOnly {
		return ww, nil, nil
	}
	sw, err := newSelfPlayWork(cfg, base, file)
	return ww, sw, err
}

// runShard does shard cfg.Shard's chunks of the labelling and of the
// self-play into its folder of the work folder, and stops. Its files are
// those a run caches (the labels as the label store keeps them), read
// back when it is run again, so a stopped shard resumes.
func runShard(ctx context.Context, cfg Config, base *strategy.PatternWeights, file []byte) error {
	start := time.Now()
	ww, sw, err := shardStages(cfg, base, file)
	if err != nil {
		return err
	}
	dir, err := shard.Start(cfg.WorkDir, cfg.Shard, shardWork(cfg, ww, sw))
	if err != nil {
		return err
	}
	what := fmt.Sprintf("%d of the %d chunks of %d WTHOR games", owned(cfg.Shard, ww.chunks), ww.chunks, ww.games)
	if sw != nil {
		what += fmt.Sprintf(", %d of the %d self-play chunks", owned(cfg.Shard, sw.chunks), sw.chunks)
	}
	cfg.logf("shard %v: %s, into %s", cfg.Shard, what, dir)
	if err := ww.label(ctx, cfg, dir, base); err != nil {
		return err
	}
	if sw != nil {
		if _, err := sw.play(ctx, cfg, dir, cfg.Shard.Owns); err != nil {
			return err
		}
	}
	cfg.logf("shard %v: done, %s; once every shard is, the same command with --merge in place of --shard %v gathers them", cfg.Shard, since(start), cfg.Shard)
	return nil
}

// label labels the chunks of cfg.Shard into dir, each chunk's exact values
// in a file named as the label store names it: from the label store
// (cfg.LabelsDir) when it holds them, else by the solver, ordered by order
// (which stops on a cancelled ctx).
func (ww *wthorWork) label(ctx context.Context, cfg Config, dir string, order strategy.Evaluator) error {
	games := 0
	for _, y := range ww.years {
		for i := range y.nchunks() {
			if from, to, _ := y.chunk(i); cfg.Shard.Owns(y.first + i) {
				games += to - from
			}
		}
	}
	m := newMeter(cfg, "wthor: games labelled", games)
	for _, y := range ww.years {
		store := newLabelStore(cfg, y.cache)
		mine := store
		mine.dir = dir
		var stored []gameExact
		storeRead := false
		for i := range y.nchunks() {
			if !cfg.Shard.Owns(y.first + i) {
				continue
			}
			from, to, part := y.chunk(i)
			labels, err := mine.read(part, to-from)
			if err != nil {
				return err
			}
			if labels != nil {
				m.skip(to - from)
				continue
			}
			if !storeRead {
				if stored, err = store.read("", len(y.file.Games)); err != nil {
					return err
				}
				storeRead = true
			}
			if stored != nil {
				labels = stored[from:to]
			} else if labels, err = store.read(part, to-from); err != nil {
				return err
			}
			if labels != nil {
				m.skip(to - from)
			} else {
				t := time.Now()
				if _, labels, _, err = wthorSamples(ctx, y.file.Games[from:to], y.depth, cfg.Exact, cfg.Workers, order, m); err != nil {
					return err
				}
				cfg.logf("wthor %d games %d-%d: labelled, %s", y.year, from, to, since(t))
			}
			if err := mine.write(part, labels); err != nil {
				return err
			}
		}
	}
	return nil
}

// runMerge gathers the shards' folders into the files one run would have
// written: each year's samples and count in the work folder and its labels
// in the label store (where it lacks them), the self-play chunks in the
// work folder. A shard missing, given twice, unfinished or cut from other
// work is refused before anything is written.
func runMerge(cfg Config, base *strategy.PatternWeights, file []byte) error {
	start := time.Now()
	ww, sw, err := shardStages(cfg, base, file)
	if err != nil {
		return err
	}
	dirs, err := shard.Find(cfg.WorkDir, cfg.MergeDirs, shardWork(cfg, ww, sw))
	if err != nil {
		return err
	}
	// every shard's files are read and checked first: a refused merge
	// leaves the work folder and the label store as they were
	years := make([][]gameExact, len(ww.years))
	for i, y := range ww.years {
		if years[i], err = y.shardLabels(cfg, dirs); err != nil {
			return err
		}
	}
	var self [][]Sample
	if sw != nil {
		if self, err = sw.shardChunks(cfg, dirs); err != nil {
			return err
		}
	}
	for i, y := range ww.years {
		if err := y.write(cfg, years[i]); err != nil {
			return err
		}
	}
	for c, samples := range self {
		if samples != nil {
			if err := writeSamples(sw.file(cfg.WorkDir, c), samples); err != nil {
				return err
			}
		}
	}
	cfg.logf("merged %d shards: %d WTHOR games in %d files, %d self-play chunks, into %s, %s; a run with the same flags, without --merge, fits from them",
		len(dirs), ww.games, len(ww.years), len(self), cfg.WorkDir, since(start))
	return nil
}

// owned is how many of n items s owns.
func owned(s shard.Shard, n int) int {
	k := 0
	for i := range n {
		if s.Owns(i) {
			k++
		}
	}
	return k
}

func unfinished(s shard.Shard, dir, lacks string) error {
	return fmt.Errorf("shard %v (%s) has not finished: it lacks %s; run it again to finish", s, dir, lacks)
}

// shardLabels reads the year's labels, chunk by chunk, from the shards
// that made them (dirs: shard I's folder at I-1), and checks them against
// the games.
func (y wthorYearWork) shardLabels(cfg Config, dirs []string) ([]gameExact, error) {
	n := len(dirs)
	store := newLabelStore(cfg, y.cache)
	var all []gameExact
	for i := range y.nchunks() {
		k := y.first + i
		from, to, part := y.chunk(i)
		theirs := store
		theirs.dir = dirs[k%n]
		labels, err := theirs.read(part, to-from)
		if err != nil {
			return nil, err
		}
		if labels == nil {
			return nil, unfinished(shard.Shard{I: k%n + 1, N: n}, theirs.dir, fmt.Sprintf("the labels of WTHOR %d games %d-%d (%s)", y.year, from, to, filepath.Base(theirs.path(part))))
		}
		all = append(all, labels...)
	}
	// the samples are made again when the year is written: this is a
	// check that the labels fit the games before anything is
	if _, _, err := samplesFromLabels(y.file.Games, all, y.depth, cfg.Exact, 0); err != nil {
		return nil, fmt.Errorf("the shards' labels of WTHOR %d: %v", y.year, err)
	}
	return all, nil
}

// write writes the year as a run does at its end: its samples and their
// count in the work folder (unless there already), its labels in the
// store (unless there already), and removes the chunks' files.
func (y wthorYearWork) write(cfg Config, labels []gameExact) error {
	store := newLabelStore(cfg, y.cache)
	if _, err := readSamples(y.cache); err != nil {
		samples, broken, err := samplesFromLabels(y.file.Games, labels, y.depth, cfg.Exact, 0)
		if err != nil {
			return err
		}
		if err := writeSamples(y.cache, samples); err != nil {
			return err
		}
		if err := os.WriteFile(y.cache+".count", fmt.Appendf(nil, "%d %d\n", len(y.file.Games), broken), 0o644); err != nil {
			return err
		}
	}
	if store.on() {
		if _, err := os.Stat(store.path("")); errors.Is(err, fs.ErrNotExist) {
			if err := store.write("", labels); err != nil {
				return err
			}
		}
	}
	for i := range y.nchunks() {
		_, _, part := y.chunk(i)
		p := y.cache[:len(y.cache)-len(".samples")] + part + ".samples"
		os.Remove(p)
		os.Remove(p + ".count")
		if store.on() {
			os.Remove(store.path(part))
		}
	}
	return nil
}

// shardChunks reads from the shards that played them the self-play
// chunks the work folder lacks (nil for those it holds).
func (w *selfPlayWork) shardChunks(cfg Config, dirs []string) ([][]Sample, error) {
	n := len(dirs)
	out := make([][]Sample, w.chunks)
	for c := range w.chunks {
		if _, err := readSamples(w.file(cfg.WorkDir, c)); err == nil {
			continue
		}
		src := w.file(dirs[c%n], c)
		samples, err := readSamples(src)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, unfinished(shard.Shard{I: c%n + 1, N: n}, dirs[c%n], fmt.Sprintf("self-play chunk %d of %d (%s)", c+1, w.chunks, filepath.Base(src)))
		}
		if err != nil {
			return nil, err
		}
		out[c] = samples
	}
	return out, nil
}
