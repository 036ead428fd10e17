package book_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"othello/strategy"
	"othello/strategy/book"
	"othello/strategy/shard"
)

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Three shards of a build, merged, make the book one run makes, byte for
// byte, and the same work file as one run on one thread. A stopped shard
// resumes; a merge with a shard missing, twice or unfinished is refused in
// one line, and writes no book.
func TestShardedBuildMergesAsOneRun(t *testing.T) {
	ctx := context.Background()
	one := fixtureConfig(t)
	want := build(t, one)

	cfg := fixtureConfig(t)
	dirs := make([]string, 3)
	for i := range dirs {
		c := cfg
		c.Shard = shard.Shard{I: i + 1, N: 3}
		if i == 1 {
			// stopped after a position, then resumed
			c.Limit = 1
			if _, err := book.Build(ctx, c); !errors.Is(err, book.ErrStopped) {
				t.Fatalf("shard 2/3 stopped after a position: %v, want ErrStopped", err)
			}
			c.Limit = 0
		}
		var log bytes.Buffer
		c.Log = &log
		if bk, err := book.Build(ctx, c); err != nil || bk != nil {
			t.Fatalf("shard %v: %v, %v", c.Shard, bk, err)
		}
		if !strings.Contains(log.String(), "shard "+c.Shard.String()+": done") {
			t.Errorf("shard %v's log:\n%s", c.Shard, log.String())
		}
		dirs[i] = filepath.Join(cfg.WorkDir, c.Shard.Name())
	}
	if _, err := os.Stat(cfg.Out); err == nil {
		t.Error("a shard wrote a book")
	}

	extra := filepath.Join(t.TempDir(), "shard-2of3")
	if err := os.CopyFS(extra, os.DirFS(dirs[1])); err != nil {
		t.Fatal(err)
	}
	// a shard stopped before its end: its last score not written yet
	unfinished := filepath.Join(t.TempDir(), "shard-3of3")
	if err := os.CopyFS(unfinished, os.DirFS(dirs[2])); err != nil {
		t.Fatal(err)
	}
	scores := filepath.Join(unfinished, "scores.txt")
	lines := strings.SplitAfter(strings.TrimSuffix(string(readFile(t, scores)), "\n"), "\n")
	os.WriteFile(scores, []byte(strings.Join(lines[:len(lines)-1], "")), 0o644)
	for _, c := range []struct {
		name string
		dirs []string
		want string
	}{
		{"missing", []string{dirs[0], dirs[1]}, "shard 3/3 missing from the folders given (2 of 3 found)"},
		{"twice", []string{dirs[0], dirs[1], dirs[2], extra}, "shard 2/3 twice: " + dirs[1] + " and " + extra},
		{"unfinished", []string{dirs[0], dirs[1], unfinished}, "shard 3/3 (" + unfinished + ") has not finished: it lacks 1 of its positions' scores"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := cfg
			m.Merge, m.MergeDirs = true, c.dirs
			_, err := book.Build(ctx, m)
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want one line saying %q", err, c.want)
			}
			if _, err := os.Stat(m.Out); err == nil {
				t.Error("the refused merge wrote a book")
			}
			if _, err := os.Stat(filepath.Join(m.WorkDir, "scores.txt")); err == nil {
				t.Error("the refused merge wrote the work file")
			}
		})
	}
	// merged with shards of other settings
	other := cfg
	other.Merge, other.Depth = true, 2
	if _, err := book.Build(ctx, other); err == nil || !strings.Contains(err.Error(), "of other work") {
		t.Errorf("merged at another depth: %v", err)
	}

	m := cfg
	m.Merge = true
	var log bytes.Buffer
	m.Log = &log
	if got := build(t, m); !bytes.Equal(got, want) {
		t.Error("the merged book differs from one run's")
	}
	if !strings.Contains(log.String(), "merged 3 shards") || !strings.Contains(log.String(), " 0 to search") {
		t.Errorf("the merge searched, or did not say it merged:\n%s", log.String())
	}
	if got, want := readFile(t, filepath.Join(cfg.WorkDir, "scores.txt")), readFile(t, filepath.Join(one.WorkDir, "scores.txt")); !bytes.Equal(got, want) {
		t.Errorf("the merged work file differs from one run's:\n%s\nwant\n%s", got, want)
	}
}

// An extension sharded goes a batch at a time, each batch searched by the
// shards and merged into the book: two such rounds make the book that one
// run makes with batches of that size.
func TestShardedExtendMergesAsOneRun(t *testing.T) {
	ctx := context.Background()
	cfg := fixtureConfig(t)
	start := build(t, cfg)
	load := func(data []byte) *strategy.Book {
		t.Helper()
		bk, err := strategy.ParseBook(data)
		if err != nil {
			t.Fatal(err)
		}
		return bk
	}
	ext := book.ExtendConfig{Add: 6, Batch: 3, Margin: 2, Depth: 3, WorkDir: t.TempDir(), Out: filepath.Join(t.TempDir(), "one.gz"), Threads: 1}
	if err := book.Extend(ctx, load(start), ext); err != nil {
		t.Fatal(err)
	}
	want := readFile(t, ext.Out)
	if load(want).Len() != load(start).Len()+6 {
		t.Fatalf("one run added %d positions, want 6", load(want).Len()-load(start).Len())
	}

	round := ext
	round.Add, round.Batch, round.WorkDir, round.Out = 3, 0, t.TempDir(), filepath.Join(t.TempDir(), "rounds.gz")
	current := start
	for r := range 2 {
		for i := 1; i <= 3; i++ {
			s := round
			s.Shard = shard.Shard{I: i, N: 3}
			if err := book.Extend(ctx, load(current), s); err != nil {
				t.Fatalf("round %d, shard %v: %v", r+1, s.Shard, err)
			}
		}
		m := round
		m.Merge = true
		if err := book.Extend(ctx, load(current), m); err != nil {
			t.Fatalf("round %d, the merge: %v", r+1, err)
		}
		current = readFile(t, round.Out)
		// the next round's shards start afresh
		old, _ := filepath.Glob(filepath.Join(round.WorkDir, "shard-*"))
		for _, d := range old {
			os.RemoveAll(d)
		}
	}
	if !bytes.Equal(current, want) {
		t.Error("two sharded rounds of 3 positions made another book than one run with batches of 3")
	}
}
