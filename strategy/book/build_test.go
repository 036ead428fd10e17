package book_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"othello/model"
	"othello/strategy"
	"othello/strategy/book"
)

// fixtureConfig builds a tiny book from the WTHOR extract of the train
// package's tests: the positions two games or more reach within 6 moves,
// searched 3 plies deep, into a folder of the test's own.
func fixtureConfig(t *testing.T) book.Config {
	dir := t.TempDir()
	return book.Config{WthorDir: "../train/testdata/wthor", MinGames: 2, Plies: 6, Depth: 3, Threads: 1,
		WorkDir: filepath.Join(dir, "work"), Out: filepath.Join(dir, "book.gz")}
}

func build(t *testing.T, cfg book.Config) []byte {
	t.Helper()
	if _, err := book.Build(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(cfg.Out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The same games build the same book, byte for byte, whether in one run,
// on two threads, or stopped after some positions and resumed.
func TestBuildDeterministicAndResumable(t *testing.T) {
	once := build(t, fixtureConfig(t))
	bk, err := strategy.ParseBook(once)
	if err != nil {
		t.Fatal(err)
	}
	if bk.Len() < 5 {
		t.Fatalf("the fixture's book has %d positions; want a few more to test with", bk.Len())
	}
	if err := bk.Check(); err != nil {
		t.Errorf("Check: %v", err)
	}
	if ms := bk.Moves(model.StartBoard()); len(ms) == 0 {
		t.Error("the start position is not in the book")
	}
	again := build(t, fixtureConfig(t))
	if !bytes.Equal(once, again) {
		t.Error("two builds from scratch differ")
	}
	two := fixtureConfig(t)
	two.Threads = 2
	if got := build(t, two); !bytes.Equal(once, got) {
		t.Error("a build on two threads differs from one on one thread")
	}
	for _, k := range []int{1, bk.Len() / 2, bk.Len() - 1} {
		cfg := fixtureConfig(t)
		cfg.Limit = k
		if _, err := book.Build(context.Background(), cfg); !errors.Is(err, book.ErrStopped) {
			t.Fatalf("stopped after %d positions: %v, want ErrStopped", k, err)
		}
		if _, err := os.Stat(cfg.Out); err == nil {
			t.Errorf("stopped after %d positions: a book was written", k)
		}
		cfg.Limit = 0
		if got := build(t, cfg); !bytes.Equal(once, got) {
			t.Errorf("stopped after %d positions and resumed: another book", k)
		}
	}
	// a stopped context stops the build too, its work kept
	cfg := fixtureConfig(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := book.Build(ctx, cfg); !errors.Is(err, book.ErrStopped) {
		t.Errorf("a cancelled build: %v, want ErrStopped", err)
	}
}

// Extending adds the positions that the close lines reach just outside
// the book, and the book stays consistent.
func TestExtend(t *testing.T) {
	cfg := fixtureConfig(t)
	build(t, cfg)
	bk, err := strategy.LoadBook(cfg.Out)
	if err != nil {
		t.Fatal(err)
	}
	before := bk.Len()
	e := book.ExtendConfig{Add: 6, Margin: 2, Depth: 3, WorkDir: cfg.WorkDir, Out: cfg.Out, Threads: 1}
	if err := book.Extend(context.Background(), bk, e); err != nil {
		t.Fatal(err)
	}
	got, err := strategy.LoadBook(cfg.Out)
	if err != nil {
		t.Fatal(err)
	}
	if got.Len() != before+6 {
		t.Errorf("extended from %d to %d positions, want %d", before, got.Len(), before+6)
	}
	if err := got.Check(); err != nil {
		t.Errorf("Check after extending: %v", err)
	}
	if s := book.Summarize(got); s.MaxPlies <= book.Summarize(bk).MinPlies {
		t.Errorf("summary %+v", s)
	}
}

// A folder without WTHOR files is refused, naming it.
func TestBuildNoGames(t *testing.T) {
	cfg := fixtureConfig(t)
	cfg.WthorDir = t.TempDir()
	if _, err := book.Build(context.Background(), cfg); err == nil {
		t.Error("a build without games succeeded")
	}
}
