package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"othello/controller"
	"othello/model"
	"othello/model/bounded"
	"othello/model/gomoku"
	"othello/strategy"
	"othello/strategy/level"
)

// analyzeFlags are the flags of othello analyze.
type analyzeFlags struct {
	level                 *string
	budget                *time.Duration
	depth, exact, threads *int
	game                  *int // which of a file's games
	explain               *bool
}

// declareAnalyzeFlags declares analyze's flags.
func declareAnalyzeFlags(fs *flag.FlagSet) analyzeFlags {
	return analyzeFlags{
		level:   fs.String("level", "expert", "the search `L` that scores the moves: easy, medium, hard or expert"),
		budget:  durationFlag(fs, "time", 0, 0, moveMaxTime, "`D` per position instead of the level's time; 0: the level's"),
		depth:   intFlag(fs, "depth", 0, 0, 30, "a fixed midgame depth `N` instead of a time, for repeatable analyses: searched as the window's analysis is (depth 8, --exact 16 on 8x8), on one thread unless --threads says otherwise; 0: none"),
		exact:   intFlag(fs, "exact", 20, 0, 24, "score positions of `E` empties or fewer exactly"),
		threads: threadsFlag(fs, "`N` search threads"),
		game:    intFlag(fs, "game", 1, 1, maxTournamentGames, "analyse the `N`th game of a file of several (GGF, as arena --games-out writes them)"),
		explain: fs.Bool("explain", false, "after each mistake's line (a loss of 2 discs or more), say why in words, from what the move and the best one do on the board"),
	}
}

// runAnalyze scores every move of a game against the best move of its
// position: one line a move, then each player's total loss and worst moves.
func runAnalyze(env Env) error {
	fs := newFlagSet("analyze")
	flags := declareAnalyzeFlags(fs)
	levelName, budget, depth, exact, threads := flags.level, flags.budget, flags.depth, flags.exact, flags.threads
	_, rest, err := readArgs("analyze", on8x8, 8, fs, env.Args)
	if err != nil {
		return err
	}
	lvl, err := parseLevel(*levelName)
	if err != nil {
		return err
	}
	g, of, err := readGame(rest[0], env.Stdin, *flags.game)
	if err != nil {
		return err
	}
	if of > 1 {
		fmt.Fprintf(env.Stderr, "analyze: game %d of the %d in %s; --game N analyses another\n", *flags.game, of, gameSource(rest[0]))
	}
	cfg := strategy.LevelConfig(lvl, level.AlphaBeta).WithTime(*budget).WithThreads(*threads)
	cfg.ExactEmpties = *exact
	if *depth > 0 {
		cfg = repeatable(cfg, *depth, flagGiven(fs, "threads"))
	}

	start := time.Now()
	rec := g.Record()
	a, err := controller.AnalyzeGame(context.Background(), rec, cfg, func(done, total int) {
		analyzeProgress(env.Stderr, done, total, start)
	})
	if err != nil {
		return Errorf("game", "%v", err)
	}
	if a.Opening != "" {
		fmt.Fprintf(env.Stdout, "opening: %s\n", a.Opening)
	}
	var loss [2]float64
	type mistake struct {
		text string // "7 c5 (1.0)": the move number, the move and the loss
		loss float64
	}
	var worst [2][]mistake
	name := rec.Geometry().CellName
	for _, v := range a.Moves {
		side := "B"
		if v.Color == model.White {
			side = "W"
		}
		if v.IsPass() {
			fmt.Fprintf(env.Stdout, "%d %s pass\n", v.Number, side)
			continue
		}
		line := fmt.Sprintf("%d %s %s %s best %s %s loss %s", v.Number, side, name(v.Move), analyzeNumber(v.Score, v.ScoreExact, true),
			name(v.Best), analyzeNumber(v.BestScore, v.BestExact, true), analyzeNumber(v.Loss, v.Exact(), false))
		if v.Exact() {
			line += " exact"
		}
		if v.Book {
			line += " book"
		}
		if v.LeftBook != "" {
			line += " (left the book: " + v.LeftBook + ")"
		}
		fmt.Fprintln(env.Stdout, line)
		if *flags.explain && v.Mark() != "" {
			e, err := controller.ExplainMove(context.Background(), rec, a, v.Number-1)
			if err != nil {
				return Errorf("game", "move %d: %v", v.Number, err)
			}
			fmt.Fprintf(env.Stdout, "    %s\n", explainSentence(e))
		}
		c := int(v.Color)
		loss[c] += v.Loss
		if v.Loss > 0 {
			worst[c] = append(worst[c], mistake{fmt.Sprintf("%d %s (%s)", v.Number, name(v.Move), analyzeNumber(v.Loss, v.Exact(), false)), v.Loss})
		}
	}
	fmt.Fprintln(env.Stderr)
	for c, name := range []string{"Black", "White"} {
		fmt.Fprintf(env.Stdout, "%s: total loss %.1f", name, loss[c])
		slices.SortStableFunc(worst[c], func(a, b mistake) int {
			if a.loss > b.loss {
				return -1
			}
			if a.loss < b.loss {
				return 1
			}
			return 0
		})
		var names []string
		for _, m := range worst[c][:min(3, len(worst[c]))] {
			names = append(names, m.text)
		}
		if len(names) > 0 {
			fmt.Fprintf(env.Stdout, ", worst moves %s", strings.Join(names, ", "))
		}
		fmt.Fprintln(env.Stdout)
	}
	return nil
}

// readGame reads game number (from 1) of those given as "-" (standard
// input), a file name, or a transcript: GGF, one game or several one after
// another (a match's), or a transcript with the start position on a line
// before it when the game was set up, as the window saves games. It
// returns the game and how many the text holds.
func readGame(arg string, stdin io.Reader, number int) (*model.Game, int, error) {
	text, err := readGameText(arg, stdin)
	if err != nil {
		return nil, 0, err
	}
	if gomoku.LooksLikeFile(text) {
		return nil, 0, Errorf("game", "%s is a game of Gomoku; analyze reads Othello games", gameSource(arg))
	}
	games := model.GGFRecords(text)
	if number > len(games) {
		return nil, 0, Errorf("game", "--game %d: %s holds %d %s", number, gameSource(arg), len(games), plural(len(games), "game", "games"))
	}
	// the window's game files: GGF, or a transcript after the start
	// position when the game was set up
	g, err := model.ParseGameFile(games[number-1])
	if err != nil && len(games) > 1 {
		err = fmt.Errorf("game %d: %w", number, err)
	}
	switch {
	case errors.Is(err, model.ErrEmptyFile) || errors.Is(err, model.ErrNoMoves):
		return nil, 0, Errorf("game", "no moves to analyse")
	case err != nil:
		return nil, 0, Errorf("game", "%v", err)
	case g.Len() == 0:
		return nil, 0, Errorf("game", "no moves to analyse")
	}
	return g, len(games), nil
}

// gameSource names where readGameText read a game from, for errors.
func gameSource(arg string) string {
	if arg == "-" {
		return "standard input"
	}
	if _, err := os.Stat(arg); err == nil {
		return excerpt(arg)
	}
	return "the argument"
}

// readGameText returns the text of a game given as "-" (standard input),
// a file name, or the game itself.
func readGameText(arg string, stdin io.Reader) (string, error) {
	text := arg
	switch {
	case arg == "-":
		data, err := bounded.ReadAll(stdin, "standard input", bounded.GameFile)
		if err != nil {
			return "", Errorf("game", "%v", err)
		}
		text = string(data)
	default:
		st, err := os.Stat(arg)
		switch {
		case err == nil && st.IsDir():
			return "", Errorf("game", "%s is a folder; want a game file", excerpt(arg))
		case err == nil:
			data, err := bounded.ReadFile(arg, bounded.GameFile)
			if err != nil {
				return "", Errorf("game", "%v", err)
			}
			text = string(data)
		case strings.ContainsAny(arg, "./\\") && !strings.HasPrefix(strings.TrimSpace(arg), "(;"):
			return "", Errorf("game", "no file %s", excerpt(arg))
		}
	}
	return text, nil
}

// repeatable is cfg searching to depth as the scores a player reads are
// searched (strategy.ScoreConfig, the window's analysis among them), so
// that a depth gives the window's numbers: at its selectivity, and on one
// thread, whose search repeats, unless threads were asked for.
func repeatable(cfg strategy.Config, depth int, threadsSet bool) strategy.Config {
	cfg = cfg.WithDepth(depth)
	if cfg.Selectivity > 0 {
		cfg.Selectivity = strategy.ScoreSelectivity
	}
	if !threadsSet {
		cfg.Threads = 1
	}
	return cfg
}

// analyzeNumber writes a number of discs: whole when exact, else to a
// tenth, with its sign when sign is set; never "-0".
func analyzeNumber(v float64, exact, sign bool) string {
	digits := 1
	if exact {
		digits = 0
	}
	v = controller.RoundDiscs(v, exact)
	if sign {
		return fmt.Sprintf("%+.*f", digits, v)
	}
	return fmt.Sprintf("%.*f", digits, v)
}

// analyzeProgress draws a bar of the moves analysed on w.
func analyzeProgress(w io.Writer, done, total int, start time.Time) {
	const width = 30
	filled := width * done / max(total, 1)
	fmt.Fprintf(w, "\r[%s%s] %d/%d moves %s", strings.Repeat("#", filled), strings.Repeat(".", width-filled),
		done, total, time.Since(start).Round(time.Second))
}
