package cli

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"os/signal"

	"othello/model"
	"othello/strategy"
	"othello/strategy/book"
)

// bookFlags are the flags of othello book's sub-commands; each takes some.
type bookFlags struct {
	build  book.Config
	extend book.ExtendConfig
	file   string // the book read (default: the shipped one)
	sh     shardFlags
}

// bookTakes lists the flags each sub-command of othello book takes.
var bookTakes = map[string][]string{
	"build":  {"wthor", "games", "min-games", "plies", "depth", "work", "out", "threads", "shard", "merge"},
	"extend": {"depth", "work", "out", "threads", "add", "margin", "book", "batch", "shard", "merge"},
	"show":   {"book"},
	"check":  {"book"},
}

// bookCommand is othello book and its sub-commands, each with its own
// flags, arguments and rules.
func bookCommand() Command {
	flags := func(sub string) func(fs *flag.FlagSet, _ form) {
		return func(fs *flag.FlagSet, _ form) { declareBookFlags(fs, sub, nil) }
	}
	shards := "With --shard I/N it scores one slice of the positions, on any machine; with --merge, the scores of the SHARD_DIRs " +
		"(default: the shard-* folders of --work) make the book one run makes (see docs/training.md)."
	return Command{
		Name: "book", Summary: "build, extend, show or check the opening book (see docs/training.md)",
		About: "build and extend score positions into a book file, show prints a position's book moves, check checks a book file.",
		args:  [2]string{"(build | extend | show | check) [FLAGS]"},
		subs: []Command{
			{
				Name: "book build", Summary: "build the opening book from the positions the WTHOR games reach often",
				About: "Each position is searched --depth plies deep, the scores minimaxed; the scores found are kept in the work folder, so a stopped build resumes. " + shards,
				Run:   runBookBuild, flags: flags("build"),
				required: []string{"wthor"}, args: [2]string{"[SHARD_DIR...]"}, argDirs: true,
				conflicts: shardConflicts, argsNeed: "merge",
			},
			{
				Name: "book extend", Summary: "add positions to a book, best-first along the lines within --margin of the best",
				About: "--batch positions are searched between two minimaxes; the scores found are kept in the work folder, so a stopped run resumes. " + shards,
				Run:   runBookExtend, flags: flags("extend"),
				args: [2]string{"[SHARD_DIR...]"}, argDirs: true, conflicts: shardConflicts, argsNeed: "merge",
			},
			{
				Name: "book show", Summary: "the book moves of a position, or after a transcript, with their scores",
				About: `Best first, each marked "book" or "leaves the book"; "not in the book" when the position is not. With no argument, the start.`,
				Run:   runBookShow, flags: flags("show"),
				args: [2]string{"[POSITION|TRANSCRIPT]"}, position: true,
			},
			{
				Name: "book check", Summary: "check a book file: its checksum and every minimax",
				About: "FILE, or --book FILE, is the book (default: the shipped one); it prints its size and depth when every score is the minimax of its moves.",
				Run:   runBookCheck, flags: flags("check"),
				args: [2]string{"[FILE | --book FILE]"}, argFiles: true,
			},
		},
	}
}

// declareBookFlags declares the flags book's sub-command sub takes into
// f, whose values are their defaults; nil declares them into defaults
// (for the help).
func declareBookFlags(fs *flag.FlagSet, sub string, f *bookFlags) {
	if f == nil {
		f = &bookFlags{build: book.DefaultConfig(), extend: book.DefaultExtendConfig()}
	}
	// every flag once, with one description, for the sub-commands to
	// take theirs from
	all := newFlagSet("book")
	all.StringVar(&f.build.WthorDir, "wthor", f.build.WthorDir, "the `DIR` of the WTHOR WTH_YYYY.wtb files")
	all.StringVar(&f.build.GamesFile, "games", f.build.GamesFile, "also count the games of `FILE`, GGF one a line (our self-play, as othello arena --games-out writes it)")
	intVar(all, &f.build.MinGames, "min-games", f.build.MinGames, 1, noMax, "keep the positions `N` games or more reach")
	intVar(all, &f.build.Plies, "plies", f.build.Plies, 0, 40, "keep only the positions within `N` moves of the start")
	intVar(all, &f.build.Depth, "depth", f.build.Depth, 1, 30, "search each position `D` plies deep")
	all.StringVar(&f.build.WorkDir, "work", f.build.WorkDir, "the `DIR` of the scores found so far, reused by the next run")
	all.StringVar(&f.build.Out, "out", f.build.Out, "the book `FILE` to write")
	threadsVar(all, &f.build.Threads, "`N` positions searched at once, one thread each")
	intVar(all, &f.extend.Add, "add", f.extend.Add, 1, noMax, "add `N` positions")
	floatVar(all, &f.extend.Margin, "margin", f.extend.Margin, 0, math.Inf(1), "follow the moves within `D` discs of the best")
	all.StringVar(&f.file, "book", "", map[string]string{
		"extend": "the book `FILE` to extend (default: the shipped book)", "show": "the book `FILE` (default: the shipped book)", "check": "the book `FILE` (default: the shipped book)",
	}[sub])
	intVar(all, &f.extend.Batch, "batch", 0, 0, noMax, "search `N` positions between two minimaxes (default 4 a thread; sharded, --add)")
	all.Var(shardValue{&f.sh.shard}, "shard", "score slice `I/N` (I from 1 to N) of the positions (position k goes to shard k mod N + 1"+
		map[string]string{"extend": ", of one batch, the next --add"}[sub]+
		") into the folder shard-IofN of --work, and stop: the shards run anywhere as plain commands, and --merge gathers them")
	all.BoolVar(&f.sh.merge, "merge", false, "take the scores from the shards' folders (the SHARD_DIR arguments, or every shard-* folder of --work), not searching, and write the book one run writes; with the shards' flags, --shard left out")
	for _, name := range bookTakes[sub] {
		fl := all.Lookup(name)
		fs.Var(fl.Value, fl.Name, fl.Usage)
		fs.Lookup(name).DefValue = fl.DefValue // threads: "one per core"
	}
}

// readBook reads the arguments of book's sub-command sub, its rules
// checked; it returns its flags, the position or transcript (show's) and
// the other arguments.
func readBook(sub string, args []string) (f bookFlags, pos string, rest []string, err error) {
	f = bookFlags{build: book.DefaultConfig(), extend: book.DefaultExtendConfig()}
	fs := newFlagSet("book " + sub)
	declareBookFlags(fs, sub, &f)
	c, _ := Lookup("book " + sub)
	pos, rest, err = c.read(fs, on8x8, 8, args)
	return f, pos, rest, err
}

// runBookBuild is othello book build.
func runBookBuild(env Env) error {
	f, _, rest, err := readBook("build", env.Args)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	f.build.Log = env.Stdout
	// the arguments are the shards' folders, which only --merge takes
	f.build.Shard, f.build.Merge, f.build.MergeDirs = f.sh.shard, f.sh.merge, rest
	if _, err := book.Build(ctx, f.build); err != nil {
		return Errorf("book", "%v", err)
	}
	return nil
}

// runBookExtend is othello book extend.
func runBookExtend(env Env) error {
	f, _, rest, err := readBook("extend", env.Args)
	if err != nil {
		return err
	}
	bk, err := loadBook(f.file)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	e := f.extend
	e.Depth, e.WorkDir, e.Out, e.Threads, e.Log = f.build.Depth, f.build.WorkDir, f.build.Out, f.build.Threads, env.Stdout
	e.Shard, e.Merge, e.MergeDirs = f.sh.shard, f.sh.merge, rest
	if err := book.Extend(ctx, bk, e); err != nil {
		return Errorf("book", "%v", err)
	}
	return nil
}

// runBookCheck is othello book check: the checksum and every minimax of
// a book file.
func runBookCheck(env Env) error {
	f, _, rest, err := readBook("check", env.Args)
	if err != nil {
		return err
	}
	file := f.file
	if len(rest) == 1 { // the rules refuse it with --book
		file = rest[0]
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

// runBookShow prints the book moves of a position or of the position
// after a transcript, best first.
func runBookShow(env Env) error {
	f, text, _, err := readBook("show", env.Args)
	if err != nil {
		return err
	}
	var pos model.Position
	if isBoardText(text) {
		if pos, err = parsePosition(text); err != nil {
			return err
		}
	} else {
		g, err := model.ParseGame(text) // "": the start
		if err != nil {
			return transcriptError(err)
		}
		pos = g.Position()
	}
	bk, err := loadBook(f.file)
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
