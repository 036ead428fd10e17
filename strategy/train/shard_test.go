package train

import (
	"bytes"
	"context"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"othello/strategy/shard"
)

// files returns the regular files under dir by their path in it, the
// shards' folders left out.
func files(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), "shard-") {
			return filepath.SkipDir
		}
		if d.Type().IsRegular() {
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(dir, path)
			out[rel] = data
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// sameFiles fails unless the two folders hold the same files, byte for
// byte.
func sameFiles(t *testing.T, what, want, got string) {
	t.Helper()
	w, g := files(t, want), files(t, got)
	if !slices.Equal(slices.Sorted(maps.Keys(w)), slices.Sorted(maps.Keys(g))) {
		t.Fatalf("%s: the merge wrote %v, one run %v", what, slices.Sorted(maps.Keys(g)), slices.Sorted(maps.Keys(w)))
	}
	for name, data := range w {
		if !bytes.Equal(data, g[name]) {
			t.Errorf("%s: %s differs from one run's", what, name)
		}
	}
	if len(w) == 0 {
		t.Fatalf("%s: no files", what)
	}
}

// shardConfig labels the small database (testdata/wthor: 52 games, one
// damaged) to 8 empties in chunks of 7 games (9 chunks), and plays 4
// self-play chunks of 5 games, into folders of the test's own.
func shardConfig(t *testing.T) Config {
	cfg := DefaultConfig()
	cfg.WthorDir, cfg.WorkDir, cfg.LabelsDir = filepath.Join("testdata", "wthor"), t.TempDir(), t.TempDir()
	cfg.Exact, cfg.SelfPlayGames, cfg.SelfPlayExact, cfg.SelfPlayDepth, cfg.Workers = 8, 20, 8, 2, 2
	return cfg
}

// Three shards of the labelling and the self-play, merged, write what one
// run writes, byte for byte: each year's samples and count, the self-play
// chunks, the label store's files. A stopped shard resumes. A merge with a
// shard missing, twice, unfinished or of other work is refused in a line
// and writes nothing.
func TestShardsMergeAsOneRun(t *testing.T) {
	defer func(w, s int) { wthorChunk, selfPlayChunk = w, s }(wthorChunk, selfPlayChunk)
	wthorChunk, selfPlayChunk = 7, 5
	ctx := context.Background()

	one := shardConfig(t)
	base, file, err := baseWeights(one)
	if err != nil {
		t.Fatal(err)
	}
	// what Run does before the fit
	if _, _, err := wthorStage(ctx, one, base); err != nil {
		t.Fatal(err)
	}
	if _, err := selfPlayStage(ctx, one, base, file); err != nil {
		t.Fatal(err)
	}

	sharded := shardConfig(t)
	dirs := make([]string, 3)
	for i := range dirs {
		cfg := sharded
		cfg.Shard = shard.Shard{I: i + 1, N: 3}
		var log bytes.Buffer
		cfg.Log = &log
		if err := Run(ctx, cfg); err != nil {
			t.Fatalf("shard %v: %v", cfg.Shard, err)
		}
		dirs[i] = filepath.Join(cfg.WorkDir, cfg.Shard.Name())
		if !strings.Contains(log.String(), "shard "+cfg.Shard.String()+": done") || i == 1 && !strings.Contains(log.String(), "self-play chunk 2/4:") {
			t.Errorf("shard %v's log:\n%s", cfg.Shard, log.String())
		}
	}
	for _, dir := range []string{sharded.WorkDir, sharded.LabelsDir} {
		if got := files(t, dir); len(got) != 0 {
			t.Fatalf("the shards wrote outside their folders: %v in %s", slices.Sorted(maps.Keys(got)), dir)
		}
	}
	// a stopped shard: its files are read back, the missing one is made
	// again, the same
	lost := filepath.Join(dirs[1], "wthor-1981-exact8.games7-14.labels.gz")
	kept, err := os.ReadFile(lost)
	if err != nil {
		t.Fatalf("shard 2/3 holds not the 8th chunk (1981's second): %v", err)
	}
	os.Remove(lost)
	again := sharded
	again.Shard = shard.Shard{I: 2, N: 3}
	var log bytes.Buffer
	again.Log = &log
	if err := Run(ctx, again); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(lost); err != nil || !bytes.Equal(data, kept) {
		t.Errorf("the chunk made again differs (%v)", err)
	}
	if strings.Count(log.String(), ": labelled, ") != 1 || strings.Contains(log.String(), "self-play chunk 2/4:") {
		t.Errorf("resumed, the shard did more than the lost chunk:\n%s", log.String())
	}

	// refused merges, before anything is written
	extra := filepath.Join(t.TempDir(), "shard-2of3")
	if err := os.CopyFS(extra, os.DirFS(dirs[1])); err != nil {
		t.Fatal(err)
	}
	unfinishedDir := filepath.Join(t.TempDir(), "shard-3of3")
	if err := os.CopyFS(unfinishedDir, os.DirFS(dirs[2])); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(unfinishedDir, "selfplay-seed1-exact8-0002.samples"))
	for _, c := range []struct {
		name  string
		dirs  []string
		exact int
		want  string
	}{
		{"missing", []string{dirs[0], dirs[2]}, 8, "shard 2/3 missing from the folders given (2 of 3 found)"},
		{"twice", []string{dirs[0], dirs[1], extra, dirs[2]}, 8, "shard 2/3 twice: " + dirs[1] + " and " + extra},
		{"unfinished", []string{dirs[0], dirs[1], unfinishedDir}, 8, "shard 3/3 (" + unfinishedDir + ") has not finished: it lacks self-play chunk 3 of 4"},
		{"other work", nil, 10, "of other work"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := sharded
			cfg.Merge, cfg.MergeDirs, cfg.Exact = true, c.dirs, c.exact
			err := Run(ctx, cfg)
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want one line saying %q", err, c.want)
			}
			if got := files(t, cfg.WorkDir); len(got) != 0 {
				t.Errorf("the refused merge wrote %v", slices.Sorted(maps.Keys(got)))
			}
		})
	}

	merge := sharded
	merge.Merge = true
	if err := Run(ctx, merge); err != nil {
		t.Fatal(err)
	}
	sameFiles(t, "the work folder", one.WorkDir, sharded.WorkDir)
	sameFiles(t, "the label store", one.LabelsDir, sharded.LabelsDir)
}
