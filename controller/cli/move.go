package cli

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"time"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// moveMaxTime bounds move --time.
const moveMaxTime = time.Hour

// moveOptions are the arguments of othello move.
type moveOptions struct {
	pos    model.Position
	config strategy.Config
	seed   uint64
}

// moveFlags are the flags of othello move.
type moveFlags struct {
	level, algo *string
	budget      *time.Duration
	seed        *uint64
	eval        *string // 8x8 positions only
	threads     *int    // 8x8 positions only
	file        *string // other sizes, and the contest mode on any size
}

// declareMoveFlags declares move's flags in form f; the second form is
// also that of --file on 8x8.
func declareMoveFlags(fs *flag.FlagSet, f form) moveFlags {
	sizeFlag(fs)
	m := moveFlags{
		level:  fs.String("level", "medium", "the computer's level `L`: easy, medium, hard or expert"),
		algo:   fs.String("algo", "alphabeta", "the search `A`: alphabeta or minimax"),
		budget: durationFlag(fs, "time", 0, 0, moveMaxTime, "`D` per move instead of the level's time, kept as a limit; 0: the level's"),
		seed:   fs.Uint64("seed", 1, "seed `S` of the level's randomness"),
	}
	if f == on8x8 {
		m.eval = fs.String("eval", "", "the evaluation `E`: trained or classic (default: the level's)")
		m.threads = threadsFlag(fs, "`N` search threads")
	} else {
		m.file = fs.String("file", "", "contest mode: the board in `BOARD.txt`, drawn as othello game prints it with X or O on the last line for the side to move; its rows give the size")
	}
	return m
}

// parseMoveArgs reads move's flags and POSITION on 8x8.
func parseMoveArgs(args []string) (moveOptions, error) {
	usage := usageOf("move", on8x8, 8)
	fs := newFlagSet("move")
	flags := declareMoveFlags(fs, on8x8)
	levelName, algoName, evalName, budget, seed, threads := flags.level, flags.algo, flags.eval, flags.budget, flags.seed, flags.threads
	posText, _, err := readArgs("move", on8x8, 8, fs, args)
	if err != nil {
		return moveOptions{}, err
	}
	level, err := parseLevel(*levelName)
	if err != nil {
		return moveOptions{}, err
	}
	algo, err := parseAlgorithm(*algoName)
	if err != nil {
		return moveOptions{}, err
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
func parseLevel(name string) (level.Level, error) {
	l, err := level.Parse(name)
	if err != nil {
		return l, Errorf("level", "unknown level %s: want easy, medium, hard or expert", excerpt(name))
	}
	return l, nil
}

// parseAlgorithm reads an algorithm name, or says which names there are.
func parseAlgorithm(name string) (level.Algorithm, error) {
	a, err := level.ParseAlgorithm(name)
	if err != nil {
		return a, Errorf("usage", "unknown algorithm %s: want alphabeta or minimax", excerpt(name))
	}
	return a, nil
}

// scoreText prints a score in discs: a whole number when exact or a
// proven bound, else with two decimals.
func scoreText(r strategy.Result) string {
	switch {
	case r.Exact:
		return fmt.Sprintf("%+d", r.Score/strategy.ScoreScale)
	case r.Bound:
		return fmt.Sprintf("%+d or more", r.Score/strategy.ScoreScale)
	}
	return fmt.Sprintf("%+.2f", r.Discs())
}

func depthText(r strategy.Result) string {
	if r.Exact {
		return fmt.Sprintf("%d (exact)", r.Depth)
	}
	if r.Bound {
		return fmt.Sprintf("%d (a win proven)", r.Depth)
	}
	if r.Book {
		return fmt.Sprintf("%d (book)", r.Depth)
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
