package engine

// The NBoard protocol, version 2, from the GUI's side: "nboard 2", "set
// depth N", "set contempt 0", "set game GGF", "go" answered by "=== F5",
// "=== F5/0.50/1.2" or, as Edax writes it, "=== f5 0.50 1.2"; "hint N"
// answered by "search PV EVAL 0 DEPTH" and "book PV EVAL GAMES DEPTH"
// lines; "ping N" answered by "pong N" once the engine has stopped
// thinking; "set myname NAME", "status TEXT" and "nodestats NODES
// SECONDS" whenever the engine likes. Lines the protocol does not name
// are ignored, as it asks.

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"othello/controller/child"
	"othello/model"
	"othello/strategy"
)

type nboard struct {
	e    *Engine
	ping int // the number of the last ping sent
	sent int // the depth the running engine was told; 0 before set depth
	// the last move: the depth asked, how long the engine took and the
	// empty squares, which say how deep the next move of the same game
	// can go in its time
	lastDepth, lastEmpties int
	lastTime               time.Duration
}

func (n *nboard) reset()           { n.ping, n.sent = 0, 0 }
func (n *nboard) quitLine() string { return "quit" }

// ensure starts the engine if it is not running: the protocol's version,
// the depth (no limit when it plays by time; a move asks its own), no
// contempt, and a ping to see it answer.
func (n *nboard) ensure(ctx context.Context) error {
	if err := n.e.lostWhileWaiting(); err != nil {
		return err
	}
	if n.e.running() != nil {
		return nil
	}
	p, err := n.e.start()
	if err != nil {
		return err
	}
	depth := n.plainDepth()
	c, cancel := child.WithTimeout(ctx, n.e.cfg.Timeout, "the start")
	defer cancel()
	for _, l := range []string{"nboard 2", fmt.Sprintf("set depth %d", depth), "set contempt 0"} {
		if err := n.e.send(c, p, l); err != nil {
			return err
		}
	}
	n.sent = depth
	return n.sync(ctx, p)
}

// plainDepth is the depth of the configuration: no limit for an engine
// playing by time, whose hints run until their time is up.
func (n *nboard) plainDepth() int {
	if n.e.cfg.MoveTime > 0 {
		return MaxDepth
	}
	return n.e.cfg.Depth
}

// moveDepth is the depth to ask for the move in g on clock k: the
// configured depth, or by time (the clock's share of its time left, or
// half the time per move, whose overrun loses) what the last move says
// fits, the configured depth at most. A move of another game, or of an
// earlier position (more empty squares), starts afresh: the quick moves
// at the end of a game say nothing of the next one's.
func (n *nboard) moveDepth(g *model.Game, k Clock) int {
	perMove := n.e.cfg.MoveTime
	empties := g.Position().Board.Empties()
	var budget time.Duration
	switch {
	case k.On():
		budget = k.Budget(empties)
		if perMove > 0 {
			budget = min(budget, perMove)
		}
	case perMove > 0:
		budget = perMove / 2
	default:
		return n.e.cfg.Depth
	}
	most := n.e.cfg.Depth
	if perMove > 0 {
		most = MaxDepth
	}
	if empties > n.lastEmpties {
		return clockDepth(most, budget, 0, 0)
	}
	return clockDepth(most, budget, n.lastDepth, n.lastTime)
}

// setDepth tells the running engine to search to depth d, if it was told
// another.
func (n *nboard) setDepth(ctx context.Context, p *child.Process, d int) error {
	if n.sent == d {
		return nil
	}
	c, cancel := child.WithTimeout(ctx, n.e.cfg.Timeout, "set depth")
	defer cancel()
	if err := n.e.send(c, p, fmt.Sprintf("set depth %d", d)); err != nil {
		return err
	}
	n.sent = d
	return nil
}

// sync sends "ping N" and reads up to "pong N": the engine has then
// stopped thinking, and what it said before is read.
func (n *nboard) sync(ctx context.Context, p *child.Process) error {
	n.ping++
	want := strconv.Itoa(n.ping)
	c, cancel := child.WithTimeout(ctx, n.e.cfg.Timeout, "ping "+want)
	defer cancel()
	if err := n.e.send(c, p, "ping "+want); err != nil {
		return err
	}
	for {
		line, err := p.Next(c)
		if err != nil {
			return child.ReadError(c, err)
		}
		if f := strings.Fields(line); len(f) > 0 && f[0] == "pong" {
			if len(f) > 1 && f[1] == want {
				return nil
			}
			continue // the answer to an earlier ping
		}
		n.thinking(line)
	}
}

// setGame sends the game: its start and its moves, in GGF.
func (n *nboard) setGame(ctx context.Context, p *child.Process, g *model.Game) error {
	return n.e.send(ctx, p, "set game "+model.NewGGFRecord(g, model.GGFHeader{}).String())
}

// start brings the engine to g: started, in step, and told the game.
func (n *nboard) start(ctx context.Context, g *model.Game) (*child.Process, error) {
	if err := n.ensure(ctx); err != nil {
		return nil, err
	}
	p := n.e.running()
	if p == nil {
		return nil, child.Failure(Crashed, "closed its output")
	}
	if err := n.sync(ctx, p); err != nil {
		return nil, err
	}
	c, cancel := child.WithTimeout(ctx, n.e.cfg.Timeout, "set game")
	defer cancel()
	return p, n.setGame(c, p, g)
}

func (n *nboard) move(ctx context.Context, g *model.Game, k Clock) (strategy.SizedResult, error) {
	r, err := n.move8(ctx, g, k)
	return strategy.SizedResultOf(r), err
}

// move8 is move in squares: the protocol is 8x8's.
func (n *nboard) move8(ctx context.Context, g *model.Game, k Clock) (strategy.Result, error) {
	if g.MustPass() {
		return strategy.Result{Move: model.Pass, PV: []model.Square{model.Pass}}, nil
	}
	p, err := n.start(ctx, g)
	if err != nil {
		return strategy.Result{}, err
	}
	depth := n.moveDepth(g, k)
	if err := n.setDepth(ctx, p, depth); err != nil {
		return strategy.Result{}, err
	}
	start := time.Now()
	c, cancel := child.WithTimeout(ctx, n.e.moveTimeout(k), "go")
	defer cancel()
	if err := n.e.send(c, p, "go"); err != nil {
		return strategy.Result{}, err
	}
	var last *Hint
	var nodes float64
	for {
		line, err := p.Next(c)
		if err != nil {
			return strategy.Result{}, child.ReadError(c, err)
		}
		if strings.HasPrefix(line, "===") {
			r, err := nboardMove(line)
			if err != nil {
				return strategy.Result{}, err
			}
			n.lastDepth, n.lastEmpties, n.lastTime = depth, g.Position().Board.Empties(), time.Since(start)
			if r.Time == 0 {
				r.Time = n.lastTime
			}
			r.Nodes = uint64(nodes)
			if last != nil && last.Move == r.Move {
				r.PV = last.PV
				r.Depth, _ = strconv.Atoi(strings.TrimLeftFunc(last.Depth, isNotDigit))
			}
			return r, nil
		}
		kind, h, info := n.thinking(line)
		switch kind {
		case "search", "book":
			if h != nil {
				last = h
			}
		case "nodestats":
			nodes = info.Nodes
		}
	}
}

func isNotDigit(r rune) bool { return r < '0' || r > '9' }

// nboardMove reads the answer to go: "=== F5", "=== F5/0.50/1.2" or
// "=== f5 0.50 1.2".
func nboardMove(line string) (strategy.Result, error) {
	f := strings.Fields(strings.TrimPrefix(line, "==="))
	if len(f) == 0 {
		return strategy.Result{}, child.Failure(Garbage, "answered %s, which names no move", child.Quote(line))
	}
	m, err := model.ParseGGFMove(f[0])
	if err != nil {
		return strategy.Result{}, child.Failure(Garbage, "answered %s, which is not a move (%v)", child.Quote(line), err)
	}
	if len(f) > 1 && !m.HasEval { // Edax: "=== f5 0.50 1.2"
		if v, err := strconv.ParseFloat(f[1], 64); err == nil {
			m.Eval, m.HasEval = v, true
		}
		if len(f) > 2 {
			if v, err := strconv.ParseFloat(f[2], 64); err == nil {
				m.Time, m.HasTime = v, true
			}
		}
	}
	r := strategy.Result{Move: m.Square, PV: []model.Square{m.Square}}
	if m.HasEval {
		r.Score = int(math.Round(m.Eval * strategy.ScoreScale))
	}
	if m.HasTime && m.Time > 0 {
		r.Time = time.Duration(m.Time * float64(time.Second))
	}
	return r, nil
}

// thinking reads a line that is not an answer: the engine's name, its
// status, its node count, or a move it is considering, which it passes on
// to the listener. kind is the line's first word.
func (n *nboard) thinking(line string) (kind string, h *Hint, i Info) {
	kind, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	rest = strings.TrimSpace(rest)
	i = Info{Kind: kind, Text: rest}
	switch kind {
	case "set":
		if what, name, _ := strings.Cut(rest, " "); what == "myname" && strings.TrimSpace(name) != "" {
			n.e.setName(strings.TrimSpace(name))
		}
		return kind, nil, i
	case "status":
	case "nodestats":
		f := strings.Fields(rest)
		if len(f) > 0 {
			i.Nodes, _ = strconv.ParseFloat(f[0], 64)
		}
		if len(f) > 1 {
			i.Seconds, _ = strconv.ParseFloat(f[1], 64)
		}
	case "search", "book":
		h = parseHint(rest, kind == "book")
		if h == nil {
			return kind, nil, i // not understood: ignored
		}
		i.Hint = h
	default:
		return kind, nil, i
	}
	n.e.info(i)
	return kind, h, i
}
