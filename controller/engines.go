// Other Othello programs in the game: the engines a player has added, one
// of them playing the computer's side, and one giving the hints and the
// game's analysis.

package controller

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"othello/controller/engine"
	"othello/model"
	"othello/strategy"
)

// EngineEntry is an external program a player has added: what to call it,
// how to start it and how it plays.
type EngineEntry struct {
	Name     string          `json:"name"`          // the player's name for it, unique in the list
	Protocol engine.Protocol `json:"protocol"`      // the language it speaks
	Command  string          `json:"command"`       // the program and its arguments, split as a shell splits words
	Dir      string          `json:"dir,omitempty"` // its working directory; "" for ours
	// Depth is the midgame depth asked of an NBoard engine; 0 is
	// engine.DefaultDepth. MoveTime, when positive, is its time a move
	// instead.
	Depth    int           `json:"depth,omitempty"`
	MoveTime time.Duration `json:"moveTime,omitempty"`
}

// Bounds of an entry's fields.
const (
	MaxEngineName     = 40
	MaxEngineMoveTime = time.Hour
)

// Check says what is wrong with the entry, nil when nothing is.
func (e EngineEntry) Check() error {
	name := strings.TrimSpace(e.Name)
	switch {
	case name == "":
		return errors.New("the engine has no name")
	case name != e.Name:
		return fmt.Errorf("the name %q begins or ends with spaces", e.Name)
	case len([]rune(name)) > MaxEngineName:
		return fmt.Errorf("the name %q is longer than %d characters", name, MaxEngineName)
	case e.Protocol < engine.NBoard || e.Protocol > engine.Line:
		return fmt.Errorf("%s: unknown protocol %d", name, int(e.Protocol))
	case e.Depth < 0 || e.Depth > engine.MaxDepth:
		return fmt.Errorf("%s: depth %d is not 1-%d", name, e.Depth, engine.MaxDepth)
	case e.MoveTime < 0 || e.MoveTime > MaxEngineMoveTime:
		return fmt.Errorf("%s: time a move %v is not up to %v", name, e.MoveTime, MaxEngineMoveTime)
	}
	argv, err := engine.SplitWords(e.Command)
	if err != nil {
		return fmt.Errorf("%s: the command line: %v", name, err)
	}
	if len(argv) == 0 {
		return fmt.Errorf("%s: no command line", name)
	}
	return nil
}

// Config is the engine client's description of the entry, telling info
// of the engine's thinking.
func (e EngineEntry) Config(info func(engine.Info)) (engine.Config, error) {
	if err := e.Check(); err != nil {
		return engine.Config{}, err
	}
	argv, _ := engine.SplitWords(e.Command) // checked
	return engine.Config{Protocol: e.Protocol, Argv: argv, Dir: e.Dir, Depth: e.Depth, MoveTime: e.MoveTime, OnInfo: info}, nil
}

// Hints reports whether the engine can give hints and analyses: only the
// NBoard protocol asks for a move's evaluation.
func (e EngineEntry) Hints() bool { return e.Protocol == engine.NBoard }

// PlaysBy says how the engine plays, such as "depth 12" or "5 s a move".
func (e EngineEntry) PlaysBy() string {
	switch {
	case e.MoveTime > 0:
		return strconv.FormatFloat(e.MoveTime.Seconds(), 'f', -1, 64) + " s a move"
	case e.Protocol != engine.NBoard:
		return "its own pace"
	case e.Depth > 0:
		return fmt.Sprintf("depth %d", e.Depth)
	}
	return fmt.Sprintf("depth %d", engine.DefaultDepth)
}

// EncodeEngines writes the engine list as it is kept in the preferences.
func EncodeEngines(list []EngineEntry) string {
	if len(list) == 0 {
		return ""
	}
	data, err := json.Marshal(list)
	if err != nil {
		return "" // every field of a checked entry marshals
	}
	return string(data)
}

// DecodeEngines reads an engine list written by EncodeEngines. It keeps
// every entry it can use and says what was wrong with the others; text
// that cannot be read at all gives no entries and the reason.
func DecodeEngines(text string) ([]EngineEntry, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte(text), &raw); err != nil {
		return nil, fmt.Errorf("the engine list cannot be read: %v", err)
	}
	var list []EngineEntry
	var problems []string
	for i, r := range raw {
		var e EngineEntry
		if err := json.Unmarshal(r, &e); err != nil {
			problems = append(problems, fmt.Sprintf("entry %d: %v", i+1, err))
			continue
		}
		if err := e.Check(); err != nil {
			problems = append(problems, fmt.Sprintf("entry %d: %v", i+1, err))
			continue
		}
		if FindEngine(list, e.Name) >= 0 {
			problems = append(problems, fmt.Sprintf("entry %d: a second engine named %s", i+1, e.Name))
			continue
		}
		list = append(list, e)
	}
	if len(problems) > 0 {
		return list, errors.New("engines left out: " + strings.Join(problems, "; "))
	}
	return list, nil
}

// FindEngine returns the index of the engine named name, -1 when there is
// none.
func FindEngine(list []EngineEntry, name string) int {
	for i, e := range list {
		if e.Name == name {
			return i
		}
	}
	return -1
}

// TestEngine starts the entry's program, sees it answer (NBoard's ping, GTP's
// name) and stops it, returning the name it gave, its version apart.
func TestEngine(ctx context.Context, e EngineEntry) (string, error) {
	cfg, err := e.Config(nil)
	if err != nil {
		return "", err
	}
	eng := engine.New(cfg)
	defer eng.Close()
	if err := eng.Start(ctx); err != nil {
		return "", err
	}
	return eng.Title(), nil
}

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
		h := i.Hint
		x.step.Move, x.step.PV = model.CellOfSquare(h.Move), model.CellsOfSquares(h.PV)
		x.step.Score = int(h.Eval * strategy.ScoreScale)
		x.step.Depth, x.step.Selectivity = parseDepth(h.Depth)
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

// move asks the engine for its move in g on clock k (zero: none).
func (x *external) move(ctx context.Context, g *model.Game, k engine.Clock, report func(strategy.Progress)) (strategy.Result, error) {
	x.ask(report)
	r, err := x.eng.MoveOnClock(ctx, g, k)
	if err != nil {
		return strategy.Result{}, err
	}
	if x.step.Move == model.CellOfSquare(r.Move) {
		// what it said while thinking describes the move it chose
		r.Depth, r.Selectivity, r.PV = x.step.Depth, x.step.Selectivity, model.SquaresOfCells(x.step.PV)
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
func (x *external) scores(ctx context.Context, g *model.Game, n int, report func(strategy.Progress)) ([]strategy.Result, error) {
	x.ask(report)
	hints, err := x.eng.Hint(ctx, g, n)
	if err != nil {
		return nil, err
	}
	if len(hints) == 0 {
		return nil, fmt.Errorf("%s evaluated no move", x.eng.Name())
	}
	out := make([]strategy.Result, 0, len(hints))
	for _, h := range hints {
		if g.CheckMove(h.Move) != nil {
			return nil, fmt.Errorf("%s evaluated %s, which is not a legal move", x.eng.Name(), h.Move.Upper())
		}
		depth, sel := parseDepth(h.Depth)
		out = append(out, strategy.Result{Move: h.Move, Score: int(h.Eval * strategy.ScoreScale), PV: h.PV,
			Depth: depth, Selectivity: sel, Time: time.Since(x.asked)})
	}
	return out, nil
}

func (x *external) close() {
	if x != nil {
		x.eng.Close()
	}
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

// EngineScorer scores the legal moves of a position of a game with an
// external NBoard engine, for AnalyzeGameWith: each is asked of the engine
// with its history, as the protocol wants. Close it when done.
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
// moves of rec, best first.
func (s *EngineScorer) Score(ctx context.Context, rec model.Record, n int) ([]strategy.Result, error) {
	return s.x.scores(ctx, gameAt(rec, n), allMoves, nil)
}

// Close stops the engine.
func (s *EngineScorer) Close() { s.x.close() }

// allMoves asks an engine for every legal move's evaluation: no position
// has more.
const allMoves = 64

// opponentEngine returns the external program of Settings.Engine, started
// at its first question and kept from move to move and game to game.
func (c *Controller) opponentEngine() (*external, error) {
	name := c.settings.Engine
	var entry EngineEntry
	found := false
	if c.cfg.Engines != nil {
		entry, found = c.cfg.Engines(name)
	}
	if !found {
		return nil, fmt.Errorf("there is no engine named %s (Settings > Engines)", name)
	}
	if c.opponent != nil && c.opponent.entry == entry {
		return c.opponent, nil
	}
	c.dropOpponent()
	x, err := newExternal(entry)
	if err != nil {
		return nil, err
	}
	c.opponent = x
	return x, nil
}

// dropOpponent stops the external opponent unless the settings still name
// it as it is; a running search of its own has been cancelled already, or
// is let finish by the engine's own lock before it goes.
func (c *Controller) dropOpponent() {
	x := c.opponent
	if x == nil {
		return
	}
	if entry, ok := c.lookUp(c.settings.Engine); ok && entry == x.entry {
		return
	}
	c.opponent = nil
	go x.close() // it may take a moment to quit: not under the lock
}

func (c *Controller) lookUp(name string) (EngineEntry, bool) {
	if name == "" || c.cfg.Engines == nil {
		return EngineEntry{}, false
	}
	return c.cfg.Engines(name)
}

// stall stops the game for an opponent that could not move.
func (c *Controller) stall(turn model.Color, err error) {
	c.stalled = err.Error()
	c.emit(Event{Kind: EngineFailed, Color: turn, Problem: c.stalled, Err: err})
}

// SetEngine makes the external program named name (Config.Engines) play
// the computer's side from its next move; "" brings back our level. A game
// stalled on a failed opponent goes on.
func (c *Controller) SetEngine(name string) {
	c.change(func() {
		if name == c.settings.Engine && c.stalled == "" {
			return
		}
		c.settings.Engine = name
		c.dropOpponent()
		c.emit(Event{Kind: EngineChanged})
		if c.stalled != "" {
			c.stalled = ""
			c.advance()
		}
	})
}

// SetHintEngine makes an NBoard engine give the hints and the move scores;
// nil brings back our EXPERT search.
func (c *Controller) SetHintEngine(e *EngineEntry) error {
	var x *external
	if e != nil {
		if !e.Hints() {
			return fmt.Errorf("%s speaks %s, which gives no hints; only NBoard engines do", e.Name, e.Protocol)
		}
		var err error
		if x, err = newExternal(*e); err != nil {
			return err
		}
	}
	var old *external
	c.change(func() {
		if c.hinter != nil && x != nil && c.hinter.entry == x.entry {
			x, old = nil, nil // the same engine: keep the running one
			return
		}
		c.invalidateHint()
		old, c.hinter = c.hinter, x
	})
	go old.close()
	return nil
}

// invalidateHint drops a hint under way, which belonged to the engine
// being replaced. A hint is asked only on a person's turn, when the
// computer is not searching, so a new generation drops nothing else.
func (c *Controller) invalidateHint() {
	if c.hinting {
		c.gen++
		c.hintJob.Cancel()
		c.hinting = false
	}
}

// startEngineHint asks the hint engine for the best move, or every move's
// score when all.
func (c *Controller) startEngineHint(x *external, gen uint64, all bool, report func(strategy.Progress)) {
	g := c.game.Clone()
	c.hintJob = StartJob(c.hintJob, func(ctx context.Context) {
		n := 1
		if all {
			n = allMoves
		}
		scores, err := x.scores(ctx, g, n, report)
		c.cfg.Dispatch(func() {
			if err != nil {
				c.change(func() {
					if gen != c.gen {
						return
					}
					c.hinting = false
					c.emit(Event{Kind: HintFailed, Problem: err.Error(), Err: err})
				})
				return
			}
			sized := make([]strategy.SizedResult, len(scores))
			for i, r := range scores {
				sized[i] = strategy.SizedResultOf(r)
			}
			var res strategy.SizedResult
			if !all {
				res, sized = sized[0], nil
			}
			c.hintFinished(gen, res, sized, all)
		})
	})
}
