package cli

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"os/signal"
	"slices"
	"strings"

	"othello/model"
	"othello/strategy"
	"othello/strategy/book"
)

// bookFlags are the flags of othello book; each sub-command takes some.
type bookFlags struct {
	build  book.Config
	extend book.ExtendConfig
	file   string // show's and check's book (default: the shipped one)
	sh     shardFlags
}

// bookTakes lists the flags each sub-command of othello book takes.
var bookTakes = map[string][]string{
	"build":  {"wthor", "games", "min-games", "plies", "depth", "work", "out", "threads", "shard", "merge"},
	"extend": {"depth", "work", "out", "threads", "add", "margin", "book", "batch", "shard", "merge"},
	"show":   {"book"},
	"check":  {"book"},
}

// declareBookFlags declares book's flags into f, whose values are their
// defaults; nil declares them into defaults (for the help).
func declareBookFlags(fs *flag.FlagSet, f *bookFlags) {
	if f == nil {
		f = &bookFlags{build: book.DefaultConfig(), extend: book.DefaultExtendConfig()}
	}
	fs.StringVar(&f.build.WthorDir, "wthor", f.build.WthorDir, "build: the `DIR` of the WTHOR WTH_YYYY.wtb files")
	fs.StringVar(&f.build.GamesFile, "games", f.build.GamesFile, "build: also count the games of `FILE`, GGF one a line (our self-play, as othello arena --games-out writes it)")
	intVar(fs, &f.build.MinGames, "min-games", f.build.MinGames, 1, noMax, "build: keep the positions `N` games or more reach")
	intVar(fs, &f.build.Plies, "plies", f.build.Plies, 0, 40, "build: ... within `N` moves of the start")
	intVar(fs, &f.build.Depth, "depth", f.build.Depth, 1, 30, "build, extend: search each position `D` plies deep")
	fs.StringVar(&f.build.WorkDir, "work", f.build.WorkDir, "build, extend: the `DIR` of the scores found so far, reused by the next run")
	fs.StringVar(&f.build.Out, "out", f.build.Out, "build, extend: the book `FILE` to write")
	threadsVar(fs, &f.build.Threads, "build, extend: `N` positions searched at once, one thread each")
	intVar(fs, &f.extend.Add, "add", f.extend.Add, 1, noMax, "extend: add `N` positions")
	floatVar(fs, &f.extend.Margin, "margin", f.extend.Margin, 0, math.Inf(1), "extend: follow the moves within `D` discs of the best")
	fs.StringVar(&f.file, "book", "", "extend, show, check: the book `FILE` (default: the shipped book)")
	intVar(fs, &f.extend.Batch, "batch", 0, 0, noMax, "extend: search `N` positions between two minimaxes (default 4 a thread; sharded, --add)")
	fs.StringVar(&f.sh.shard, "shard", "", "build, extend: score slice `I/N` (I from 1 to N) of the positions (position k goes to shard k mod N + 1; extend: of one batch, the next --add) into the folder shard-IofN of --work, and stop: the shards run anywhere as plain commands, and --merge gathers them")
	fs.BoolVar(&f.sh.merge, "merge", false, "build, extend: take the scores from the shards' folders (the SHARD_DIR arguments, or every shard-* folder of --work), not searching, and write the book one run writes; with the shards' flags, --shard left out")
}

// runBook runs othello book's sub-commands.
func runBook(env Env) error {
	usage := usageOf("book", on8x8, 8)
	f := bookFlags{build: book.DefaultConfig(), extend: book.DefaultExtendConfig()}
	posText, args := takePosition(env.Args)
	fs := newFlagSet("book")
	declareBookFlags(fs, &f)
	_, rest, err := readArgs("book", on8x8, 8, fs, args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return Errorf("usage", "%s: no sub-command: want build, extend, show or check", usage)
	}
	sub, rest := rest[0], rest[1:]
	takes, ok := bookTakes[sub]
	if !ok {
		return Errorf("usage", "%s: unknown sub-command %s: want build, extend, show or check", usage, excerpt(sub))
	}
	var wrong string
	fs.Visit(func(fl *flag.Flag) {
		if wrong == "" && !slices.Contains(takes, fl.Name) {
			wrong = fl.Name
		}
	})
	if wrong != "" {
		return Errorf("usage", "%s: book %s does not take %s", usage, sub, dashed(wrong))
	}
	sh, err := f.sh.parse(usage)
	if err != nil {
		return err
	}
	// with --merge, the arguments after build or extend are the shards'
	// folders
	var mergeDirs []string
	if f.sh.merge {
		mergeDirs, rest = rest, nil
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	switch sub {
	case "build":
		if len(rest) > 0 || posText != "" {
			return Errorf("usage", "%s: book build: unexpected argument", usage)
		}
		if f.build.WthorDir == "" {
			return Errorf("usage", "%s: book build needs --wthor DIR", usage)
		}
		f.build.Log = env.Stdout
		f.build.Shard, f.build.Merge, f.build.MergeDirs = sh, f.sh.merge, mergeDirs
		if _, err := book.Build(ctx, f.build); err != nil {
			return Errorf("book", "%v", err)
		}
		return nil
	case "extend":
		if len(rest) > 0 || posText != "" {
			return Errorf("usage", "%s: book extend: unexpected argument", usage)
		}
		bk, err := loadBook(f.file)
		if err != nil {
			return err
		}
		e := f.extend
		e.Depth, e.WorkDir, e.Out, e.Threads, e.Log = f.build.Depth, f.build.WorkDir, f.build.Out, f.build.Threads, env.Stdout
		e.Shard, e.Merge, e.MergeDirs = sh, f.sh.merge, mergeDirs
		if err := book.Extend(ctx, bk, e); err != nil {
			return Errorf("book", "%v", err)
		}
		return nil
	case "show":
		return showBook(env, f.file, posText, rest, usage)
	}
	// check
	file := f.file
	if len(rest) == 1 && file == "" {
		file, rest = rest[0], nil
	}
	if len(rest) > 0 || posText != "" {
		return Errorf("usage", "%s: book check: unexpected %s", usage, excerpt(strings.TrimSpace(posText+" "+strings.Join(rest, " "))))
	}
	bk, err := loadBook(file)
	if err != nil {
		return err
	}
	if err := bk.Check(); err != nil {
		return Errorf("book", "%v", err)
	}
	s := book.Summarize(bk)
	fmt.Fprintf(env.Stdout, "book: %d positions, %d to %d moves from the start, searched %d plies deep; the checksum and every minimax agree\n",
		s.Positions, s.MinPlies, s.MaxPlies, s.Depth)
	if bk.EvalCRC != strategy.EvalCRC() {
		fmt.Fprintln(env.Stdout, "note: scored with other weights than the shipped evaluation's; rebuild it with othello book build")
	}
	return nil
}

// loadBook reads the book file, or the shipped book for "".
func loadBook(file string) (*strategy.Book, error) {
	if file == "" {
		bk, err := strategy.DefaultBook()
		if err != nil {
			return nil, Errorf("book", "the shipped book: %v", err)
		}
		return bk, nil
	}
	bk, err := strategy.LoadBook(file)
	if err != nil {
		return nil, Errorf("book", "%s: %v", file, err)
	}
	return bk, nil
}

// showBook prints the book moves of a position or of the position after a
// transcript, best first.
func showBook(env Env, file, posText string, rest []string, usage string) error {
	var pos model.Position
	switch {
	case posText != "" && len(rest) == 0:
		p, err := parsePosition(posText)
		if err != nil {
			return err
		}
		pos = p
	case posText == "" && len(rest) <= 1:
		text := ""
		if len(rest) == 1 {
			text = rest[0]
		}
		g, err := model.ParseGame(text)
		if err != nil {
			return Errorf("transcript", "%v", err)
		}
		pos = g.Position()
	default:
		return Errorf("usage", "%s: book show takes one POSITION or TRANSCRIPT", usage)
	}
	bk, err := loadBook(file)
	if err != nil {
		return err
	}
	b := pos.Board
	if b.Moves() == 0 && !b.GameOver() {
		b = b.Pass()
	}
	ms := bk.Moves(b)
	if len(ms) == 0 {
		fmt.Fprintln(env.Stdout, "not in the book")
		return nil
	}
	e, _ := bk.Entry(b)
	fmt.Fprintf(env.Stdout, "in the book: %d games, searched %d plies deep, value %+.2f\n", e.Games, e.Depth, float64(e.Value)/strategy.ScoreScale)
	for _, m := range ms {
		where := "book"
		if !m.InBook {
			where = "leaves the book"
		}
		fmt.Fprintf(env.Stdout, "%v %+.2f %s\n", m.Move, float64(m.Score)/strategy.ScoreScale, where)
	}
	return nil
}
