package book_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
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

// Games given as GGF, our self-play's, are counted with the WTHOR games: a
// line they reach often enough enters the book. A record that does not
// read stops the build, naming its line.
func TestBuildCountsGGFGames(t *testing.T) {
	// a line of random moves the WTHOR extract does not play
	rng := rand.New(rand.NewPCG(5, 5))
	b := model.StartBoard()
	var ggf strings.Builder
	ggf.WriteString("(;GM[Othello]PB[hard]PW[hard]")
	for ply := range 6 {
		moves := model.SquaresOf(b.Moves())
		m := moves[rng.IntN(len(moves))]
		fmt.Fprintf(&ggf, "%s[%v]", [2]string{"B", "W"}[ply%2], m)
		b = b.Play(m)
	}
	ggf.WriteString(";)\n")
	base := fixtureConfig(t)
	bk, err := strategy.ParseBook(build(t, base))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := bk.Entry(b); ok {
		t.Fatal("the WTHOR extract already reaches the random line's position; pick another seed")
	}
	cfg := fixtureConfig(t)
	cfg.GamesFile = filepath.Join(t.TempDir(), "games.ggf")
	// as many games as the build asks for, and a comment
	text := "# self-play\n" + strings.Repeat(ggf.String(), cfg.MinGames)
	if err := os.WriteFile(cfg.GamesFile, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	cfg.Log = &log
	with, err := strategy.ParseBook(build(t, cfg))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := with.Entry(b); !ok {
		t.Error("the self-play's line is not in the book")
	}
	if want := fmt.Sprintf("%d games read from %s", cfg.MinGames, cfg.GamesFile); !strings.Contains(log.String(), want) {
		t.Errorf("the log lacks %q:\n%s", want, log.String())
	}
	// one game fewer than asked: the line stays out
	once := fixtureConfig(t)
	once.GamesFile = filepath.Join(t.TempDir(), "one.ggf")
	os.WriteFile(once.GamesFile, []byte(strings.Repeat(ggf.String(), cfg.MinGames-1)), 0o644)
	if bk, _ := strategy.ParseBook(build(t, once)); bk != nil {
		if _, ok := bk.Entry(b); ok {
			t.Error("a line fewer games reach than --min-games entered the book")
		}
	}
	bad := fixtureConfig(t)
	bad.GamesFile = filepath.Join(t.TempDir(), "bad.ggf")
	os.WriteFile(bad.GamesFile, []byte(ggf.String()+"(;GM[Othello]B[a1];)\n"), 0o644)
	if _, err := book.Build(context.Background(), bad); err == nil || !strings.Contains(err.Error(), bad.GamesFile+": line 2") {
		t.Errorf("a record with an illegal move: %v, want an error naming line 2", err)
	}
}
