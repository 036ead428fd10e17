package cli

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

// Board sizes on the command line: --size N takes perft, solve, move,
// arena and tournament (and game, play and train) to the boards of the
// Reversi report (4x4, 6x6, 10x10), where a position is N*N squares and
// the side to move, and move --file reads a board drawn as the terminal
// game prints it (the report's contest mode).

// bySize runs a command on the board --size asks for: eight on 8x8,
// which has code of its own, sized on the other sizes. Either gets the
// arguments without --size.
func bySize(eight func(Env) error, sized func(env Env, size int) error) func(Env) error {
	return func(env Env) error {
		size, args, err := takeSize(env.Args)
		if err != nil {
			return err
		}
		env.Args = args
		if size != 8 {
			return sized(env, size)
		}
		return eight(env)
	}
}

// takeSize takes --size N (or --size=N) out of args and returns the size,
// 8 when it is not given.
func takeSize(args []string) (int, []string, error) {
	n := 8
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		var value string
		switch {
		case a == "--size" || a == "-size":
			if i+1 >= len(args) {
				return 0, nil, Errorf("usage", "--size needs a value: 4, 6, 8 or 10")
			}
			i++
			value = args[i]
		case strings.HasPrefix(a, "--size=") || strings.HasPrefix(a, "-size="):
			value = a[strings.Index(a, "=")+1:]
		default:
			rest = append(rest, a)
			continue
		}
		v, err := strconv.Atoi(value)
		if err != nil {
			return 0, nil, Errorf("usage", "--size %s: want 4, 6, 8 or 10", excerpt(value))
		}
		if _, err := model.GeometryOf(v); err != nil {
			return 0, nil, Errorf("usage", "--size %d: want 4, 6, 8 or 10", v)
		}
		n = v
	}
	return n, rest, nil
}

// hasFlag reports whether args hold the flag --name, alone or with =value.
func hasFlag(args []string, name string) bool {
	for _, a := range args {
		if a == "--"+name || a == "-"+name || strings.HasPrefix(a, "--"+name+"=") || strings.HasPrefix(a, "-"+name+"=") {
			return true
		}
	}
	return false
}

// looksLikeSizedBoard reports whether s begins with the n*n squares of a
// position, so that a leading '-' is not read as a flag.
func looksLikeSizedBoard(s string, n int) bool {
	s = strings.TrimSpace(s)
	if len(s) < n*n {
		return false
	}
	return strings.Trim(s[:n*n], "XxOo-._*") == ""
}

// takeSizedPosition is takePosition for boards of size n: one argument of
// n*n squares and the side, the squares and the side as two arguments, or
// the value of --pos.
func takeSizedPosition(args []string, n int) (string, []string) {
	for i, a := range args {
		if !looksLikeSizedBoard(a, n) {
			continue
		}
		rest := append([]string(nil), args[:i]...)
		if k := len(rest); k > 0 && (rest[k-1] == "--pos" || rest[k-1] == "-pos") {
			rest = rest[:k-1]
		}
		if len(strings.TrimSpace(a)) == n*n && i+1 < len(args) && isSide(args[i+1]) {
			return a + " " + args[i+1], append(rest, args[i+2:]...)
		}
		return a, append(rest, args[i+1:]...)
	}
	return takePosition(args)
}

// parseSizedPosition reads a position of size n, or a transcript played
// from its start ("c2b4c5"), as parsePosition does on 8x8; the start
// position when text is empty.
func parseSizedPosition(text string, n int) (model.SizedPosition, error) {
	text, err := withoutSizeTag(text, n)
	if err != nil {
		return model.SizedPosition{}, err
	}
	if text == "" {
		return model.SizedStartPosition(n)
	}
	// a transcript starts with a column letter, which no position does
	if t := strings.ToLower(strings.TrimSpace(text)); t != "" && t[0] >= 'a' && int(t[0]-'a') < n {
		g, err := model.NewSizedGame(n)
		if err != nil {
			return model.SizedPosition{}, err
		}
		if err := g.PlayTranscript(t); err != nil {
			return model.SizedPosition{}, transcriptError(err)
		}
		return g.Sized(), nil
	}
	p, err := model.ParseSizedPosition(text, n)
	if err != nil {
		return p, Errorf("position", "%s", strings.TrimPrefix(err.Error(), "position: "))
	}
	return p, nil
}

// runPerftSized is perft on a board of size n, on one thread.
func runPerftSized(env Env, n int) error {
	fs := newFlagSet("perft")
	posFlag := declarePerftFlags(fs, onOtherSizes).pos
	posText, rest, err := readArgs("perft", onOtherSizes, n, fs, env.Args)
	if err != nil {
		return err
	}
	if *posFlag != "" {
		posText = *posFlag
	}
	depth, _ := strconv.Atoi(rest[0]) // the rules checked it
	pos, err := parseSizedPosition(posText, n)
	if err != nil {
		return err
	}
	start := time.Now()
	leaves := model.PerftSized(pos.Board, depth)
	elapsed := time.Since(start)
	fmt.Fprintf(env.Stdout, "perft(%d) = %d\n", depth, leaves)
	fmt.Fprintf(env.Stdout, "time %.3f s, %.1f M leaves/s, %dx%d, 1 thread\n", elapsed.Seconds(), float64(leaves)/elapsed.Seconds()/1e6, n, n)
	return nil
}

// runSolveSized solves a position of size n, the start position if none
// is given, and prints "best: c4 score: -4" and the nodes and time.
func runSolveSized(env Env, n int) error {
	fs := newFlagSet("solve")
	flags := declareSolveFlags(fs, onOtherSizes)
	limit, quiet := flags.limit, flags.quiet
	posText, _, err := readArgs("solve", onOtherSizes, n, fs, env.Args)
	if err != nil {
		return err
	}
	pos, err := parseSizedPosition(posText, n)
	if err != nil {
		return err
	}
	if pos.Board.GameOver() {
		return Errorf("position", "the game is over (Black %d, White %d); there is nothing to solve", pos.Count(model.Black), pos.Count(model.White))
	}
	ctx := context.Background()
	if *limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *limit)
		defer cancel()
	}
	warnLongSolve(env.Stderr, pos.Board.Empties(), *limit)
	g := pos.Geometry()
	report := func(lo, hi int, nodes uint64, elapsed time.Duration) {
		if !*quiet {
			fmt.Fprintf(env.Stderr, "solve: score %s, %d nodes, %s\n", boundText(lo, hi), nodes, seconds(elapsed))
		}
	}
	r := strategy.SolveSizedReporting(ctx, pos.Board, report)
	if r.Exact {
		fmt.Fprintf(env.Stdout, "best: %s score: %+d\n", g.CellName(r.Move), r.Score/strategy.ScoreScale)
	} else {
		fmt.Fprintf(env.Stdout, "best: %s score: %+.2f not exact: stopped after %s\n", g.CellName(r.Move), float64(r.Score)/strategy.ScoreScale, *limit)
	}
	rate := 0.0
	if r.Time > 0 {
		rate = float64(r.Nodes) / r.Time.Seconds() / 1e6
	}
	fmt.Fprintf(env.Stdout, "empties: %d nodes: %d time: %s (%.1f M nodes/s) pv: %s\n",
		pos.Board.Empties(), r.Nodes, seconds(r.Time), rate, cellsText(g, r.PV))
	return nil
}

// runMoveSized prints the computer's move on a board of size n, given as
// a position or, with --file, as a drawn board whose rows give the size.
func runMoveSized(env Env, n int, sizeGiven bool) error {
	fs := newFlagSet("move")
	flags := declareMoveFlags(fs, onOtherSizes)
	levelName, algoName, budget, seed, file := flags.level, flags.algo, flags.budget, flags.seed, flags.file
	posText, _, err := readArgs("move", onOtherSizes, n, fs, env.Args)
	if err != nil {
		return err
	}
	level, err := parseLevel(*levelName)
	if err != nil {
		return err
	}
	algo, err := parseAlgorithm(*algoName)
	if err != nil {
		return err
	}
	var pos model.SizedPosition
	switch {
	case *file != "":
		text, err := bounded.ReadFile(*file, bounded.GameFile)
		if err != nil {
			return Errorf("file", "%v", err)
		}
		if pos, err = model.ParseDrawing(string(text)); err != nil {
			return Errorf("board", "%s: %s", cut(*file), strings.TrimPrefix(err.Error(), "board: "))
		}
		if sizeGiven && pos.Size() != n {
			return Errorf("board", "%s: the board is %dx%d, not %dx%d as --size says", cut(*file), pos.Size(), pos.Size(), n, n)
		}
	default:
		if pos, err = parseSizedPosition(posText, n); err != nil {
			return err
		}
	}
	if pos.Board.GameOver() {
		return Errorf("position", "the game is over (Black %d, White %d); there is no move to make", pos.Count(model.Black), pos.Count(model.White))
	}
	c := strategy.LevelConfig(level, algo).WithTime(*budget)
	p := strategy.NewSizedSearch(c, *seed)
	if pos.Size() == 8 {
		p = strategy.ForEightByEight(strategy.NewSearch(c, *seed)) // the trained evaluation
	}
	r := p.SearchSized(context.Background(), pos.Board)
	g := pos.Geometry()
	fmt.Fprintf(env.Stdout, "move: %s\n", g.CellName(r.Move))
	score, depth := fmt.Sprintf("%+.2f", float64(r.Score)/strategy.ScoreScale), fmt.Sprint(r.Depth)
	if r.Exact {
		score, depth = fmt.Sprintf("%+d", r.Score/strategy.ScoreScale), fmt.Sprintf("%d (exact)", r.Depth)
	}
	fmt.Fprintf(env.Stdout, "score: %s depth: %s nodes: %d time: %s pv: %s\n", score, depth, r.Nodes, seconds(r.Time), cellsText(g, r.PV))
	return nil
}

// cellsText writes a line of moves separated by spaces.
func cellsText(g *model.Geometry, cells []model.Cell) string {
	s := make([]string, len(cells))
	for i, c := range cells {
		s[i] = g.CellName(c)
	}
	return strings.Join(s, " ")
}
