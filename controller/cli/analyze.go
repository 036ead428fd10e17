package cli

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strings"
	"time"

	"othello/model"
	"othello/resources"
	"othello/strategy"
)

// analyzeMaxInput bounds a game read from a file or standard input.
const analyzeMaxInput = 1 << 20

// runAnalyze scores every move of a game against the best move of its
// position: one line a move, then each player's total loss and worst moves.
func runAnalyze(env Env) error {
	const usage = "analyze [--level L] [--time D] [--depth N] [--exact E] GAME (a transcript, a .ggf or .txt file, or - for standard input)"
	fs := newFlagSet("analyze")
	levelName := fs.String("level", "expert", "the search that scores the moves")
	budget := fs.Duration("time", 0, "time per position instead of the level's")
	depth := fs.Int("depth", 0, "a fixed midgame depth instead of a time, for repeatable analyses")
	exact := fs.Int("exact", 20, "positions with this many empties or fewer are scored exactly")
	rest, err := parseArgs(fs, env.Args)
	if err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	switch {
	case len(rest) == 0:
		return Errorf("usage", "%s: no game", usage)
	case len(rest) > 1:
		return Errorf("usage", "%s: unexpected %s", usage, excerpt(rest[1]))
	case *budget < 0 || *budget > moveMaxTime:
		return Errorf("usage", "%s: --time %v is not between 0 (the level's) and %v", usage, *budget, moveMaxTime)
	case *depth < 0 || *depth > 30:
		return Errorf("usage", "%s: --depth %d is not 0-30", usage, *depth)
	case *exact < 0 || *exact > 24:
		return Errorf("usage", "%s: --exact %d is not 0-24", usage, *exact)
	}
	level, err := parseLevel(*levelName)
	if err != nil {
		return err
	}
	g, err := readGame(rest[0], env.Stdin)
	if err != nil {
		return err
	}
	cfg := strategy.LevelConfig(level, strategy.AlphaBeta).WithTime(*budget)
	cfg.ExactEmpties = *exact
	if *depth > 0 {
		cfg.Depth, cfg.Time = *depth, 0
	}

	if list, err := model.ParseOpenings(resources.OpeningNames()); err == nil {
		if o, ok := model.OpeningOf(list, g.Moves()); ok {
			fmt.Fprintf(env.Stdout, "opening: %s\n", o.Name)
		}
	}
	moves := g.Moves()
	var loss [2]float64
	type mistake struct {
		text string // "7 c5 (1.0)": the move number, the move and the loss
		loss float64
	}
	var worst [2][]mistake
	start := time.Now()
	for i, mv := range moves {
		analyzeProgress(env.Stderr, i, len(moves), start)
		pos := g.PositionAt(i)
		side := "B"
		if pos.Turn == model.White {
			side = "W"
		}
		if mv == model.Pass {
			fmt.Fprintf(env.Stdout, "%d %s pass\n", i+1, side)
			continue
		}
		res := strategy.Analyze(context.Background(), pos.Board, cfg, 0)
		best := res[0]
		k := slices.IndexFunc(res, func(r strategy.Result) bool { return r.Move == mv })
		if k < 0 {
			return Errorf("game", "move %d: %v was not analysed", i+1, mv)
		}
		played := res[k]
		both := best.Exact && played.Exact
		// the loss is the difference of the scores as printed, so that
		// the line adds up
		lost := roundTo(float64(best.Score)/strategy.ScoreScale, best.Exact) - roundTo(float64(played.Score)/strategy.ScoreScale, played.Exact)
		lost = max(roundTo(lost, both), 0)
		line := fmt.Sprintf("%d %s %v %s best %v %s loss %s", i+1, side, mv, analyzeScore(played), best.Move,
			analyzeScore(best), analyzeNumber(lost, both, false))
		if both {
			line += " exact"
		}
		fmt.Fprintln(env.Stdout, line)
		c := int(pos.Turn)
		loss[c] += lost
		if lost > 0 {
			worst[c] = append(worst[c], mistake{fmt.Sprintf("%d %v (%s)", i+1, mv, analyzeNumber(lost, both, false)), lost})
		}
	}
	analyzeProgress(env.Stderr, len(moves), len(moves), start)
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

// readGame reads a game given as "-" (standard input), a file name, or a
// transcript, in GGF or as a transcript.
func readGame(arg string, stdin io.Reader) (*model.Game, error) {
	text := arg
	switch {
	case arg == "-":
		data, err := io.ReadAll(io.LimitReader(stdin, analyzeMaxInput+1))
		if err != nil {
			return nil, Errorf("game", "standard input: %v", err)
		}
		if len(data) > analyzeMaxInput {
			return nil, Errorf("game", "standard input holds more than %d bytes: not a game", analyzeMaxInput)
		}
		text = string(data)
	default:
		if st, err := os.Stat(arg); err == nil && !st.IsDir() {
			if st.Size() > analyzeMaxInput {
				return nil, Errorf("game", "%s holds %d bytes: not a game", excerpt(arg), st.Size())
			}
			data, err := os.ReadFile(arg)
			if err != nil {
				return nil, Errorf("game", "%v", err)
			}
			text = string(data)
		} else if strings.ContainsAny(arg, "./\\") && !strings.HasPrefix(strings.TrimSpace(arg), "(;") {
			return nil, Errorf("game", "no file %s", excerpt(arg))
		}
	}
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "(;") {
		r, err := model.ParseGGF(text)
		if err != nil {
			return nil, Errorf("game", "%v", err)
		}
		return r.Game, nil
	}
	g, err := model.ParseGame(text)
	if err != nil {
		return nil, Errorf("game", "%v", err)
	}
	if g.Len() == 0 {
		return nil, Errorf("game", "no moves to analyse")
	}
	return g, nil
}

// analyzeScore writes a score in discs from the mover's side: a whole
// number when exact, else one decimal; never "-0".
func analyzeScore(r strategy.Result) string {
	return analyzeNumber(float64(r.Score)/strategy.ScoreScale, r.Exact, true)
}

// roundTo rounds a number of discs as analyze prints it: whole when exact,
// else to a tenth.
func roundTo(v float64, exact bool) float64 {
	if exact {
		v = math.Round(v)
	} else {
		v = math.Round(v*10) / 10
	}
	if v == 0 {
		return 0 // no negative zero
	}
	return v
}

func analyzeNumber(v float64, exact, sign bool) string {
	digits := 1
	if exact {
		digits = 0
	}
	v = roundTo(v, exact)
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
