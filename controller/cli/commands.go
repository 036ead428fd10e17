package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"
)

// The commands and their flags. Each command declares its flags once, in
// a function its parser calls; its usage line in errors, its --help, the
// command list of othello help, the man pages and the shell completions
// are all generated from those declarations, so they cannot drift.

// Command is one sub-command.
type Command struct {
	Name    string
	Summary string // what it does, in one line (othello help, the man page's NAME)
	About   string // a line or two more, for its --help and man page
	Run     func(env Env) error

	// flags declares the command's flags in form f; nil for none.
	flags func(fs *flag.FlagSet, f form)
	// sized says the command has a second form, --size 4, 6 or 10, whose
	// flags differ a little (move: --file too).
	sized bool
	// args is what follows the flags in the synopsis of each form.
	args [2]string
	// only is what the help says of a flag only one form takes ("" for
	// nothing).
	only [2]string
	// required lists the flags that must be given; the synopsis puts them
	// first.
	required []string
	// The rules read checks before the command runs, beside the flags'
	// ranges (intFlag, durationFlag) and the arguments its synopsis
	// names: conflicts are flags not given together, needs flags that
	// apply only with one of others; position says the command reads a
	// position wherever it stands (a POSITION argument, or --pos);
	// otherForm names a flag that takes the second form on 8x8 too (move
	// --file); argsNeed a flag without which the arguments are refused
	// (train's SHARD_DIRs go with --merge); atMost are flags whose value
	// is at most another's, atLeast repeated flags given at least so
	// many times.
	conflicts []flagPair
	needs     []flagPair
	atMost    []flagPair
	atLeast   []flagCount
	// argInts are the arguments the synopsis names that are whole
	// numbers, with their range on n×n boards (perft's DEPTH).
	argInts   map[string]func(n int) span
	position  bool
	otherForm string
	argsNeed  string
	// values are the values of flags, for shell completion.
	values map[string][]string
	// argValues are the values of the arguments after the flags, and
	// argDirs says they are folders, for shell completion.
	argValues []string
	argDirs   bool
	// argFiles says the argument after the flags may be a file (analyze's
	// and picture's GAME), for shell completion.
	argFiles bool
	// subs are the sub-commands of a group such as gomoku, each named
	// with the group's name first ("gomoku game"); a group has no Run of
	// its own: its first argument names the sub-command.
	subs []Command
}

// form is one form of a command's arguments: positions on 8x8, or with
// --size 4, 6 or 10 the boards of the Reversi report. The flags of the
// two differ a little; a command without --size has the first only.
type form int

const (
	on8x8 form = iota
	onOtherSizes
)

// otherSizes names the second form in the help.
const otherSizes = "--size 4, 6 or 10"

// Commands lists the engine's sub-commands in the order help shows them.
func Commands() []Command {
	return []Command{
		{
			Name: "perft", Summary: "count the leaves of the move tree to DEPTH (0-15)",
			About: "Counts on every core unless --threads says otherwise, printing each root move on standard error once its subtree is counted, with the leaves so far; a pass counts as a move. " +
				"Each ply takes about ten times as long as the one before: perft 15 from the start takes about an hour. With --size 4, 6 or 10, on one thread; DEPTH up to 20 on 4x4.",
			Run: bySize(runPerft, runPerftSized), flags: func(fs *flag.FlagSet, f form) { declarePerftFlags(fs, f) },
			sized: true, args: [2]string{"DEPTH", "DEPTH"}, only: [2]string{"8x8 only", ""}, position: true,
			argInts: map[string]func(n int) span{"DEPTH": perftDepths},
		},
		{
			Name: "solve", Summary: "solve an endgame exactly: the best move and its score",
			About: `Prints "best: f5 score: +12", then the nodes and time, with progress on standard error (each depth of the first estimate, then each bound proven on the score). With --time, stops there with the best move so far, marked "not exact". With --size 4, 6 or 10 and no position, solves the start. POSITION may also be a transcript from the start, such as f5d6c3. ` +
				"Each empty more takes about three times as long: on 8x8 about a second at 20 empties, seconds at 24, minutes at 28 and hours beyond 30; " +
				"on 6x6 half a minute at 24 and half an hour or more from the start (32). Over 26 empties without --time, solve says so on standard error before it starts, --quiet or not.",
			Run: bySize(runSolve, runSolveSized), flags: func(fs *flag.FlagSet, f form) { declareSolveFlags(fs, f) },
			sized: true, args: [2]string{"POSITION", "[POSITION]"}, only: [2]string{"8x8 only", ""}, position: true,
		},
		{
			Name: "move", Summary: "the computer's move in a position",
			About: `Prints "move: f5", then the score, depth, nodes, time and principal variation. --time replaces the level's time and is kept as a limit. --file is the contest mode: a board drawn as othello game prints it. POSITION may also be a transcript from the start, such as f5d6c3.`,
			Run:   runMove, flags: func(fs *flag.FlagSet, f form) { declareMoveFlags(fs, f) },
			sized: true, args: [2]string{"POSITION", "(POSITION | --file BOARD.txt)"}, only: [2]string{"8x8 POSITION only, not with --file", ""},
			position: true, otherForm: "file",
			values: map[string][]string{"level": levelNames()},
		},
		{
			Name: "arena", Summary: "computer against computer: wins, draws and losses with a 95% confidence interval",
			About: "Each opening is played twice, with the colours swapped; each player searches on one thread unless told otherwise. With --size 4, 6 or 10 the players are those of othello game.",
			Run:   bySize(runArena, runArenaSized), flags: func(fs *flag.FlagSet, f form) { declareArenaFlags(fs, f) },
			sized: true, only: [2]string{"8x8 only", ""}, required: []string{"black", "white"},
			values: map[string][]string{"black": append([]string{"random"}, levelNames()...), "white": append([]string{"random"}, levelNames()...)},
		},
		{
			Name: "tournament", Summary: "a round robin between two or more players: a crosstable and Elo ratings with 95% intervals",
			About: "Each round, every two players play the round's openings, each with both colours; --jobs games at once. " +
				"A program that crashes, hangs or moves illegally loses the game, listed with the reason, and the tournament goes on. " +
				"The ratings are fitted by maximum likelihood over all the games, their mean 0. With --size 4, 6 or 10 every game is on that board, the players those of arena there.",
			Run: bySize(runTournament, runTournamentSized), flags: func(fs *flag.FlagSet, f form) { declareTournamentFlags(fs, f) },
			sized: true, only: [2]string{"8x8 only", ""}, required: []string{"player"}, atLeast: []flagCount{{"player", 2}},
		},
		{
			Name: "play", Summary: "the line protocol of the C report (NE6, BPA, score, coups, affiche, newgame)",
			About: "Reads commands on standard input and answers on standard output; with --noir or --blanc the computer plays that colour; with --size 4, 6 or 10 the game is on that board (squares A1 to J10 on 10x10).",
			Run:   runPlay, flags: func(fs *flag.FlagSet, _ form) { declarePlayFlags(fs) },
			conflicts: []flagPair{{"noir", []string{"blanc"}, "the computer plays one colour"}},
			needs:     []flagPair{{flag: "level", others: []string{"noir", "blanc"}}},
			values:    map[string][]string{"level": levelNames()},
		},
		{
			Name: "nboard", Summary: "the NBoard engine protocol, for other Othello GUIs",
			About: `Speaks the protocol on standard input and output until "quit" or the end of the input; the GUI sets the depth with "set depth N".`,
			Run:   runNBoard,
		},
		{
			Name: "game", Summary: "the Reversi report's terminal game, on 4x4 to 10x10",
			About: "Each side is human, random, minimax:D, alphabeta:D or a level; a person types a move such as d3, or q to quit. Quiet, it prints the start, the final board, the score and the winner.",
			Run:   runGame, flags: func(fs *flag.FlagSet, _ form) { declareGameFlags(fs) },
			values: map[string][]string{"black": append([]string{"human", "random"}, levelNames()...), "white": append([]string{"human", "random"}, levelNames()...)},
		},
		{
			Name: "analyze", Summary: "each move of a game against the best move, and each side's loss",
			About: `GAME is a transcript, a .ggf or .txt file, or - for standard input, on any board size ("6x6 c2b4c5..."); of a file of several games, as arena --games-out writes them, the first, or the one --game N names. Prints one line a move, "44 W g2 -6.0 best b7 -2.0 loss 4.0" (scores from the mover's side, "exact" when both are proven), the named opening first and each side's worst moves last; a progress bar on standard error. With --explain, an indented sentence after each mistake's line says why in words.`,
			Run:   runAnalyze, flags: func(fs *flag.FlagSet, _ form) { declareAnalyzeFlags(fs) },
			args: [2]string{"GAME"}, argFiles: true,
			values: map[string][]string{"level": levelNames()},
		},
		{
			Name: "train", Summary: "fit the trained evaluation's weights (see docs/training.md)",
			About: "From the WTHOR games and self-play: prints progress, the error by phase, and writes the weight file. Data stages are cached in the work folder, so a stopped run resumes. " +
				"With --shard I/N a run does one slice of the exact labels and the self-play, on any machine; with --merge, the SHARD_DIRs (default: the shard-* folders of --work) become what one run writes. " +
				"With --size 4, 6 or 10 it fits the geometric evaluation of that board instead, on self-play games labelled by exact solves, into the sizes' weight file.",
			Run: bySize(runTrain, runTrainSized), flags: func(fs *flag.FlagSet, f form) { declareTrainFormFlags(fs, f) },
			sized: true, only: [2]string{"8x8 only", ""},
			required: []string{"wthor"}, args: [2]string{"[SHARD_DIR...]", ""}, argDirs: true, conflicts: trainConflicts,
			argsNeed: "merge", atMost: []flagPair{{flag: "search-min", others: []string{"search-max"}}},
		},
		bookCommand(),
	}
}

// commonValues are the values of flags of the same name in every command,
// for shell completion.
var commonValues = map[string][]string{
	"size": {"4", "6", "8", "10"},
	"algo": {"alphabeta", "minimax"}, "black-algo": {"alphabeta", "minimax"}, "white-algo": {"alphabeta", "minimax"},
	"eval": {"trained", "classic"}, "black-eval": {"trained", "classic"}, "white-eval": {"trained", "classic"},
}

// flagValues returns the values flag name takes, for shell completion.
func (c Command) flagValues(name string) []string {
	if v, ok := c.values[name]; ok {
		return v
	}
	return commonValues[name]
}

// forms lists the forms of c.
func (c Command) forms() []form {
	if c.sized {
		return []form{on8x8, onOtherSizes}
	}
	return []form{on8x8}
}

// flagSet returns c's flags in form f, as its parser declares them.
func (c Command) flagSet(f form) *flag.FlagSet {
	fs := newFlagSet(c.Name)
	if c.flags != nil {
		c.flags(fs, f)
	}
	return fs
}

// helpFlags returns every flag of c in any form, for its help, man page
// and completions, and what the help says of a flag only one form takes
// ("8x8 only"). A flag whose default differs between the forms shows
// both defaults.
func (c Command) helpFlags() (*flag.FlagSet, map[string]string) {
	sets := make([]*flag.FlagSet, 0, 2)
	for _, f := range c.forms() {
		sets = append(sets, c.flagSet(f))
	}
	union, notes := newFlagSet(c.Name), map[string]string{}
	for i, fs := range sets {
		fs.VisitAll(func(fl *flag.Flag) {
			if union.Lookup(fl.Name) != nil {
				return
			}
			def := fl.DefValue
			if len(sets) == 2 {
				other := sets[1-i].Lookup(fl.Name)
				switch {
				case other == nil && c.only[i] != "":
					notes[fl.Name] = c.only[i]
				case other != nil && other.DefValue != def:
					def += "; " + other.DefValue + " with " + otherSizes
				}
				if other != nil && i == 0 && boundsOf(other) != boundsOf(fl) {
					notes[fl.Name] = boundsOf(other) + " with " + otherSizes
				}
			}
			union.Var(fl.Value, fl.Name, fl.Usage)
			union.Lookup(fl.Name).DefValue = def
		})
	}
	return union, notes
}

// synopsis is the usage line of form f without "othello ", as errors
// quote it; size is the --size value shown in the second form.
func (c Command) synopsis(f form, size string) string {
	fs := c.flagSet(f)
	words := []string{c.Name}
	if f == onOtherSizes {
		words = append(words, "--size "+size)
	}
	for _, name := range c.required {
		if fl := fs.Lookup(name); fl != nil {
			words = append(words, flagWord(fl))
		}
	}
	fs.VisitAll(func(fl *flag.Flag) {
		if slices.Contains(c.required, fl.Name) || fl.Name == "size" && c.sized || strings.Contains(c.args[f], "--"+fl.Name+" ") {
			return // given already, or in the arguments' part
		}
		words = append(words, "["+flagWord(fl)+"]")
	})
	if c.args[f] != "" {
		words = append(words, c.args[f])
	}
	return strings.Join(words, " ")
}

// usageOf is the synopsis of a command's form for its error messages;
// n is the board size the second form shows.
func usageOf(name string, f form, n int) string {
	c, _ := Lookup(name)
	return c.synopsis(f, fmt.Sprint(n))
}

// flagWord is how a flag is written in a synopsis: --name (-o for a
// one-letter name), and the placeholder of its value (the back-quoted
// word of its description).
func flagWord(fl *flag.Flag) string {
	if isBoolFlag(fl) {
		return dashed(fl.Name)
	}
	placeholder, _ := flag.UnquoteUsage(fl)
	return dashed(fl.Name) + " " + placeholder
}

// dashed writes a flag's name as it is typed: -o, --move.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// synopses are the usage lines of c, "othello" first.
func (c Command) synopses() []string {
	var lines []string
	for _, f := range c.forms() {
		lines = append(lines, "othello "+c.synopsis(f, "4|6|10"))
	}
	return lines
}

// writeHelp writes c's usage: its synopses, what it does, and every flag
// with its default and description.
func (c Command) writeHelp(w io.Writer) {
	for i, s := range c.synopses() {
		prefix := "usage: "
		if i > 0 {
			prefix = "       "
		}
		fmt.Fprintln(w, prefix+s)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "othello %s: %s.\n", c.Name, c.Summary)
	if c.About != "" {
		fmt.Fprintln(w, wrap(c.About, 80))
	}
	fs, notes := c.helpFlags()
	if hasFlags(fs) {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "Flags:")
		writeFlags(w, fs, notes)
	}
	if len(c.subs) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "Commands:")
		width := 0
		for _, sub := range c.subs {
			width = max(width, len(sub.Name))
		}
		for _, sub := range c.subs {
			fmt.Fprintf(w, "  othello %-*s  %s\n", width, sub.Name, sub.Summary)
		}
		fmt.Fprintf(w, "othello %s COMMAND --help, or othello %s help COMMAND, shows a command's usage and flags.\n", c.Name, c.Name)
	}
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// writeFlags writes one line a flag: its name and placeholder, its
// description, its default (but for switches and empty texts, whose
// descriptions say what their absence means) and its note.
func writeFlags(w io.Writer, fs *flag.FlagSet, notes map[string]string) {
	width := 0
	fs.VisitAll(func(fl *flag.Flag) { width = max(width, utf8.RuneCountInString(flagWord(fl))) })
	fs.VisitAll(func(fl *flag.Flag) {
		_, usage := flag.UnquoteUsage(fl)
		var more []string
		if b := boundsOf(fl); b != "" {
			more = append(more, b)
		}
		if !isBoolFlag(fl) && fl.DefValue != "" {
			more = append(more, "default "+fl.DefValue)
		}
		if n := notes[fl.Name]; n != "" {
			more = append(more, n)
		}
		if len(more) > 0 {
			usage += " (" + strings.Join(more, "; ") + ")"
		}
		fmt.Fprintf(w, "  %-*s  %s\n", width, flagWord(fl), usage)
	})
}

// wrap breaks text into lines of at most width characters, at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for i, word := range strings.Fields(text) {
		l := utf8.RuneCountInString(word)
		switch {
		case i == 0:
		case n+1+l > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(word)
		n += l
	}
	return b.String()
}
