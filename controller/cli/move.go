package cli

import (
	"context"
	"fmt"
	"strings"
	"time"

	"othello/model"
	"othello/strategy"
)

// moveMaxTime bounds move --time.
const moveMaxTime = time.Hour

// moveOptions are the arguments of othello move.
type moveOptions struct {
	pos    model.Position
	config strategy.Config
	seed   uint64
}

// parseMoveArgs reads --level L [--algo A] [--eval E] [--time D] [--threads N] [--seed S] POSITION.
func parseMoveArgs(args []string) (moveOptions, error) {
	const usage = "move --level L [--algo A] [--eval E] [--time D] [--threads N] [--seed S] POSITION"
	posText, args := takePosition(args)
	fs := newFlagSet("move")
	levelName := fs.String("level", "medium", "easy, medium, hard or expert")
	algoName := fs.String("algo", "alphabeta", "alphabeta or minimax")
	evalName := fs.String("eval", "", "the evaluation: trained or classic (default: the level's)")
	budget := fs.Duration("time", 0, "time per move, instead of the level's")
	seed := fs.Uint64("seed", 1, "seed of the level's randomness")
	threads := threadsFlag(fs, strategy.DefaultThreads())
	rest, err := parseArgs(fs, args)
	if err != nil {
		return moveOptions{}, Errorf("usage", "%s: %v", usage, err)
	}
	if posText == "" && len(rest) > 0 {
		posText, rest = rest[0], rest[1:] // a short or broken position, for its parser to name
	}
	if len(rest) > 0 {
		return moveOptions{}, Errorf("usage", "%s: unexpected %s", usage, excerpt(rest[0]))
	}
	level, err := parseLevel(*levelName)
	if err != nil {
		return moveOptions{}, err
	}
	algo, err := parseAlgorithm(*algoName)
	if err != nil {
		return moveOptions{}, err
	}
	if *budget < 0 || *budget > moveMaxTime {
		return moveOptions{}, Errorf("usage", "%s: --time %v is not between 0 (the level's) and %v", usage, *budget, moveMaxTime)
	}
	if err := checkThreads(usage, *threads); err != nil {
		return moveOptions{}, err
	}
	if posText == "" {
		return moveOptions{}, Errorf("usage", "%s: no position", usage)
	}
	pos, err := parsePosition(posText)
	if err != nil {
		return moveOptions{}, err
	}
	if pos.Board.GameOver() {
		return moveOptions{}, Errorf("position", "the game is over (%s); there is no move to make", gameOverText(pos))
	}
	c := strategy.LevelConfig(level, algo).WithTime(*budget).WithThreads(*threads)
	if *evalName != "" {
		if c.Eval, err = strategy.ParseEvalKind(*evalName); err != nil {
			return moveOptions{}, Errorf("usage", "%s: %v", usage, err)
		}
	}
	return moveOptions{pos: pos, config: c, seed: *seed}, nil
}

// runMove prints the computer's move for a position: "move: f5", then the
// score, depth, nodes, time and principal variation.
func runMove(env Env) error {
	size, args, err := takeSize(env.Args)
	if err != nil {
		return err
	}
	sizeGiven := len(args) < len(env.Args)
	env.Args = args
	if size != 8 || hasFlag(args, "file") {
		return runMoveSized(env, size, sizeGiven)
	}
	o, err := parseMoveArgs(env.Args)
	if err != nil {
		return err
	}
	if _, err := strategy.Evaluation(o.config.Eval); err != nil {
		fmt.Fprintf(env.Stderr, "othello: weights: %v\n", err)
	}
	r := strategy.NewSearch(o.config, o.seed).Search(context.Background(), o.pos.Board)
	fmt.Fprintf(env.Stdout, "move: %v\n", r.Move)
	fmt.Fprintf(env.Stdout, "score: %s depth: %s nodes: %d time: %s pv: %s\n",
		scoreText(r), depthText(r), r.Nodes, seconds(r.Time), pvText(r.PV))
	return nil
}

// parseLevel reads a level name, or says which names there are.
func parseLevel(name string) (strategy.Level, error) {
	l, err := strategy.ParseLevel(name)
	if err != nil {
		return l, Errorf("level", "unknown level %s: want easy, medium, hard or expert", excerpt(name))
	}
	return l, nil
}

// parseAlgorithm reads an algorithm name, or says which names there are.
func parseAlgorithm(name string) (strategy.Algorithm, error) {
	a, err := strategy.ParseAlgorithm(name)
	if err != nil {
		return a, Errorf("usage", "unknown algorithm %s: want alphabeta or minimax", excerpt(name))
	}
	return a, nil
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
