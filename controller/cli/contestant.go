// The contestants of a match: our players, built afresh for each game,
// and external programs, each kept from game to game by the worker that
// started it.

package cli

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"othello/controller/arbiter"
	"othello/controller/engine"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// contestant is one side of an arena match: one of our players, built
// afresh for each game, or an external program, started once for each
// game played at once and kept from game to game.
type contestant struct {
	name string
	make func(seed uint64) strategy.Player // one of ours on 8x8; nil for an external program
	// sized is one of ours on the board of the match's size, for sizes
	// other than 8x8
	sized  func(seed uint64) strategy.SizedPlayer
	engine *engine.Config    // the external program, nil for ours
	clock  model.TimeControl // its time control; zero: none
}

// player returns the contestant's player for a game: a fresh one of ours,
// or the external program that w keeps under key (the contestant's
// index), started at its first game.
func (c contestant) player(seed uint64, w *arbiter.Worker, key int) engine.Player {
	switch {
	case c.sized != nil:
		return engine.Ours(c.name, c.sized(seed))
	case c.engine == nil:
		return engine.Builtin(c.name, c.make(seed))
	}
	return arbiter.Keep(w, key, func() engine.Player { return engine.New(*c.engine) })
}

// parseContestant reads "random" or a level, with an algorithm, a time per
// move (0: the level's) or a depth (0: by time), an evaluation and a
// weight file (nil: the evaluation's own weights).
func parseContestant(lvl, algoName string, budget time.Duration, depth int, evalName string, w strategy.Evaluator, wName string, threads, selectivity int, noBook bool) (contestant, error) {
	if strings.EqualFold(lvl, "random") {
		return contestant{name: "random", make: func(seed uint64) strategy.Player { return strategy.NewRandom(seed) }}, nil
	}
	if c, ok, err := parseStrength(lvl); ok {
		return c, err
	}
	lv, err := parseLevel(lvl)
	if err != nil {
		return contestant{}, err
	}
	algo, err := parseAlgorithm(algoName)
	if err != nil {
		return contestant{}, err
	}
	name := strings.ToLower(lv.String())
	if algo != level.AlphaBeta {
		name += "/" + algo.String()
	}
	c := strategy.LevelConfig(lv, algo)
	if evalName != "" {
		if c.Eval, err = strategy.ParseEvalKind(evalName); err != nil {
			return contestant{}, Errorf("usage", "%v", err)
		}
		name += "/" + c.Eval.String()
	}
	if depth > 0 {
		name += fmt.Sprintf("/depth%d", depth)
	} else if budget > 0 {
		name += "@" + budget.String()
	}
	if wName != "" {
		name += "[" + wName + "]"
	}
	if threads > 1 {
		name += fmt.Sprintf("x%d", threads)
	}
	if selectivity >= 0 {
		c.Selectivity = selectivity
		name += fmt.Sprintf("@%d%%", selectivity)
	}
	if noBook && c.BookPlies > 0 {
		c = c.WithoutBook()
		name += "/nobook"
	}
	c = c.WithTime(budget).WithDepth(depth).WithThreads(threads)
	return contestant{name: name, make: func(seed uint64) strategy.Player { return strategy.NewSearchWeights(c, seed, w) }}, nil
}

// parseEngine reads an external program's description, "nboard:COMMAND",
// "gtp:COMMAND" or "play:COMMAND", with the depth asked of an NBoard
// engine, its time per move (0: by depth) and the timeout of its answers,
// and starts it once to learn its name and see it answer. ok is false when
// spec names no external program.
func parseEngine(ctx context.Context, usage, spec string, depth int, moveTime, timeout time.Duration) (c contestant, ok bool, err error) {
	return parseEngineOn(ctx, 8, usage, spec, depth, moveTime, timeout)
}

// parseEngineOn is parseEngine for games on boards of size n: a GTP or a
// line-protocol program plays any size, an NBoard program 8x8 only.
func parseEngineOn(ctx context.Context, n int, usage, spec string, depth int, moveTime, timeout time.Duration) (c contestant, ok bool, err error) {
	cfg, ok, err := engine.ParseSpec(spec)
	if !ok {
		return contestant{}, false, nil
	}
	if err != nil {
		return contestant{}, true, Errorf("usage", "%s: %v", usage, err)
	}
	if n != 8 && cfg.Protocol == engine.NBoard {
		return contestant{}, true, Errorf("usage", "%s: %s: the %s protocol plays 8x8 only; on %dx%d another program plays by GTP (gtp:COMMAND) or the line protocol (play:COMMAND)", usage, excerpt(spec), cfg.Protocol, n, n)
	}
	cfg.Depth, cfg.MoveTime, cfg.Timeout = depth, moveTime, timeout
	e := engine.New(cfg)
	defer e.Close()
	if err := e.Start(ctx); err != nil {
		return contestant{}, true, Errorf("engine", "%s: %v", excerpt(spec), err)
	}
	return contestant{name: e.Name(), engine: &cfg}, true, nil
}

// parseStrength reads a point of the coach's strength scale, "strength:S"
// with S from 0 to 1; ok is false for anything else.
func parseStrength(spec string) (c contestant, ok bool, err error) {
	prefix, value, found := strings.Cut(spec, ":")
	if !found || !strings.EqualFold(prefix, "strength") {
		return contestant{}, false, nil
	}
	s, err := strconv.ParseFloat(value, 64)
	if err != nil || !(s >= 0 && s <= 1) {
		return contestant{}, true, Errorf("usage", "%s: the strength is a number from 0 to 1, such as strength:0.5", excerpt(spec))
	}
	return contestant{name: "strength:" + strconv.FormatFloat(s, 'f', -1, 64), make: func(seed uint64) strategy.Player {
		return strategy.NewStrengthPlayer(s, seed)
	}}, true, nil
}
