package cli

import (
	"context"
	"flag"
	"fmt"
	"io"

	"othello/strategy"
)

// runSolve solves a position exactly and prints "best: f5 score: +12",
// then the nodes and time.
func runSolve(env Env) error {
	const usage = "solve POSITION"
	posText, args := splitPosition(env.Args)
	if posText == "" {
		posText, args = takeLongArg(args)
	}
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	if fs.NArg() > 0 {
		return Errorf("usage", "%s: unexpected %q", usage, fs.Arg(0))
	}
	if posText == "" {
		return Errorf("usage", "%s: no position", usage)
	}
	pos, err := parsePosition(posText)
	if err != nil {
		return err
	}
	if pos.Board.GameOver() {
		return Errorf("position", "the game is over (%s); there is nothing to solve", gameOverText(pos))
	}
	r := strategy.Solve(context.Background(), pos.Board)
	fmt.Fprintf(env.Stdout, "best: %v score: %+d\n", r.Move, r.Score/strategy.ScoreScale)
	rate := 0.0
	if r.Time > 0 {
		rate = float64(r.Nodes) / r.Time.Seconds() / 1e6
	}
	fmt.Fprintf(env.Stdout, "empties: %d nodes: %d time: %s (%.1f M nodes/s) pv: %s\n",
		pos.Board.Empties(), r.Nodes, seconds(r.Time), rate, pvText(r.PV))
	return nil
}
