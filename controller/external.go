// An added engine at work: its questions (a move, the moves' scores) and
// the thinking it tells on the way, and the EngineScorer that analyses a
// game with it.

package controller

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"othello/controller/engine"
	"othello/model"
	"othello/strategy"
)

// external is an engine at work for the controller: the opponent, or the
// source of hints. Its steps of thinking go to report, which the goroutine
// asking it sets before each question (the engine tells its thinking from
// that goroutine, and answers one question at a time).
type external struct {
	entry  EngineEntry
	eng    *engine.Engine
	report func(strategy.Progress)
	step   strategy.Progress
	asked  time.Time
}

func newExternal(e EngineEntry) (*external, error) {
	x := &external{entry: e}
	cfg, err := e.Config(x.info)
	if err != nil {
		return nil, err
	}
	x.eng = engine.New(cfg)
	return x, nil
}

// info passes a line of the engine's thinking on as a step of a search.
func (x *external) info(i engine.Info) {
	switch {
	case i.Hint != nil:
		r := resultOf(*i.Hint)
		x.step.Move, x.step.PV, x.step.Score = r.Move, r.PV, r.Score
		x.step.Depth, x.step.Selectivity = r.Depth, r.Selectivity
	case i.Kind == "nodestats":
		x.step.Nodes = uint64(max(i.Nodes, 0))
	default:
		return
	}
	x.step.Time = time.Since(x.asked)
	if x.report != nil && x.step.Move != model.NoCell {
		x.report(x.step)
	}
}

// ask readies the engine for a question whose thinking goes to report.
func (x *external) ask(report func(strategy.Progress)) {
	x.report, x.asked = report, time.Now()
	x.step = strategy.Progress{Move: model.NoCell}
}

// The engine is the arbiter's player of the computer's side, kept from
// game to game (programs).
var _ engine.Player = (*external)(nil)

func (x *external) Name() string { return x.eng.Name() }

func (x *external) NewGame(ctx context.Context, start *model.Game, tc model.TimeControl) error {
	return x.eng.NewGame(ctx, start, tc)
}

// Move asks the engine for its move in g on clock k (zero: none), its
// thinking told to the report ctx carries (strategy.WithProgress).
func (x *external) Move(ctx context.Context, g *model.Game, k engine.Clock) (strategy.SizedResult, error) {
	x.ask(strategy.ProgressFrom(ctx))
	r, err := x.eng.Move(ctx, g, k)
	if err != nil {
		return strategy.SizedResult{}, err
	}
	if x.step.Move == r.Move {
		// what it said while thinking describes the move it chose
		r.Depth, r.Selectivity, r.PV = x.step.Depth, x.step.Selectivity, x.step.PV
		if r.Score == 0 {
			r.Score = x.step.Score
		}
		r.Nodes = max(r.Nodes, x.step.Nodes)
	}
	r.Time = time.Since(x.asked)
	return r, nil
}

// scores asks the engine for the evaluation of up to n moves of g, best
// first.
func (x *external) scores(ctx context.Context, g *model.Game, n int, report func(strategy.Progress)) ([]strategy.SizedResult, error) {
	x.ask(report)
	hints, err := x.eng.Hint(ctx, g, n)
	if err != nil {
		return nil, err
	}
	if len(hints) == 0 {
		return nil, fmt.Errorf("%s evaluated no move", x.eng.Name())
	}
	out := make([]strategy.SizedResult, 0, len(hints))
	for _, h := range hints {
		if g.CheckMove(h.Move) != nil {
			return nil, fmt.Errorf("%s evaluated %s, which is not a legal move", x.eng.Name(), h.Move.Upper())
		}
		r := resultOf(h)
		r.Time = time.Since(x.asked)
		out = append(out, r)
	}
	return out, nil
}

// resultOf reads an engine's evaluation of a move as a result in cells:
// NBoard speaks 8x8 squares, by its specification.
func resultOf(h engine.Hint) strategy.SizedResult {
	depth, sel := parseDepth(h.Depth)
	return strategy.SizedResult{Move: model.CellOfSquare(h.Move), PV: model.CellsOfSquares(h.PV),
		Score: int(h.Eval * strategy.ScoreScale), Depth: depth, Selectivity: sel}
}

// Close stops the engine; nil is none.
func (x *external) Close() error {
	if x != nil {
		x.eng.Close()
	}
	return nil
}

// parseDepth reads an engine's depth as NBoard engines write it: "12",
// "18@95%" (selective), "60".
func parseDepth(s string) (depth, selectivity int) {
	d, sel, _ := strings.Cut(s, "@")
	depth, _ = strconv.Atoi(strings.TrimSpace(d))
	if sel != "" {
		selectivity, _ = strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(sel), "%"))
		if selectivity >= 100 {
			selectivity = 0
		}
	}
	return max(depth, 0), max(selectivity, 0)
}

// gameAt returns the game of rec after its first n moves.
func gameAt(rec model.Record, n int) *model.Game {
	g := model.NewSizedGameFrom(rec.SizedStart())
	for i := range n {
		g.PlayCell(rec.Cell(i)) // moves of a record are legal
	}
	return g
}

// EngineScorer scores the legal moves of a position of an 8x8 game with
// an external NBoard engine, for AnalyzeGameWith: each is asked of the
// engine with its history, as the protocol wants. Close it when done.
type EngineScorer struct{ x *external }

// NewEngineScorer returns the scorer of an NBoard engine.
func NewEngineScorer(e EngineEntry) (*EngineScorer, error) {
	if !e.Hints() {
		return nil, fmt.Errorf("%s speaks %s, which gives no evaluations; only NBoard engines analyse", e.Name, e.Protocol)
	}
	x, err := newExternal(e)
	if err != nil {
		return nil, err
	}
	return &EngineScorer{x}, nil
}

// Score returns the engine's scores of every legal move after the first n
// moves of rec, best first; it is a MoveScorer. It refuses boards other
// than 8x8, which NBoard does not play.
func (s *EngineScorer) Score(ctx context.Context, rec model.Record, n int) ([]strategy.SizedResult, error) {
	if rec.Size() != 8 {
		return nil, fmt.Errorf("this scorer plays 8x8 only, the game is %dx%d", rec.Size(), rec.Size())
	}
	return s.x.scores(ctx, gameAt(rec, n), allMoves, nil)
}

// Close stops the engine.
func (s *EngineScorer) Close() { s.x.Close() }

// allMoves asks an engine for every legal move's evaluation: no position
// has more.
const allMoves = 64
