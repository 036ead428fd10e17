package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"othello/model"
	"othello/strategy"
)

// runMove prints the computer's move for a position: "move: f5", then the
// score, depth, nodes, time and principal variation.
func runMove(env Env) error {
	const usage = "move --level L [--algo A] [--time D] [--seed S] POSITION"
	posText, args := splitPosition(env.Args)
	if posText == "" {
		posText, args = takeLongArg(args)
	}
	fs := flag.NewFlagSet("move", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	levelName := fs.String("level", "medium", "easy, medium, hard or expert")
	algoName := fs.String("algo", "alphabeta", "alphabeta or minimax")
	budget := fs.Duration("time", 0, "time per move, instead of the level's")
	seed := fs.Uint64("seed", 1, "seed of the level's randomness")
	if err := fs.Parse(args); err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	if fs.NArg() > 0 {
		return Errorf("usage", "%s: unexpected %q", usage, fs.Arg(0))
	}
	if posText == "" {
		return Errorf("usage", "%s: no position", usage)
	}
	level, err := strategy.ParseLevel(*levelName)
	if err != nil {
		return Errorf("level", "%v", err)
	}
	algo, err := strategy.ParseAlgorithm(*algoName)
	if err != nil {
		return Errorf("usage", "%v", err)
	}
	if *budget < 0 {
		return Errorf("usage", "%s: negative time %v", usage, *budget)
	}
	pos, err := parsePosition(posText)
	if err != nil {
		return err
	}
	if pos.Board.GameOver() {
		return Errorf("position", "the game is over (%s); there is no move to make", gameOverText(pos))
	}
	p := strategy.NewSearch(strategy.LevelConfig(level, algo).WithTime(*budget), *seed)
	r := p.Search(context.Background(), pos.Board)
	fmt.Fprintf(env.Stdout, "move: %v\n", r.Move)
	fmt.Fprintf(env.Stdout, "score: %s depth: %s nodes: %d time: %s pv: %s\n",
		scoreText(r), depthText(r), r.Nodes, seconds(r.Time), pvText(r.PV))
	return nil
}

// takeLongArg takes out the first argument of 64 characters or more: a
// position with a wrong character, which splitPosition leaves behind, so
// that the position's parser can name the character instead of the flag
// parser calling it a bad flag.
func takeLongArg(args []string) (string, []string) {
	for i, a := range args {
		if len(a) >= 64 {
			return a, append(append([]string(nil), args[:i]...), args[i+1:]...)
		}
	}
	return "", args
}

// scoreText prints a score in discs: a whole number when exact, else with
// two decimals.
func scoreText(r strategy.Result) string {
	if r.Exact {
		return fmt.Sprintf("%+d", r.Score/strategy.ScoreScale)
	}
	return fmt.Sprintf("%+.2f", r.Discs())
}

func depthText(r strategy.Result) string {
	if r.Exact {
		return fmt.Sprintf("%d (exact)", r.Depth)
	}
	return fmt.Sprint(r.Depth)
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.3fs", d.Seconds()) }

func pvText(pv []model.Square) string {
	s := make([]string, len(pv))
	for i, sq := range pv {
		s[i] = sq.String()
	}
	return strings.Join(s, " ")
}

// gameOverText describes a finished position's result.
func gameOverText(p model.Position) string {
	return fmt.Sprintf("Black %d, White %d", p.Count(model.Black), p.Count(model.White))
}
