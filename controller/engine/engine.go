package engine

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"othello/controller/child"
	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

// Protocol is the language an external program speaks.
type Protocol int

// The protocols.
const (
	NBoard Protocol = iota // the NBoard protocol, version 2 (Edax -nboard, NTest, othello nboard)
	GTP                    // the Go Text Protocol (Edax -gtp)
	Line                   // the line protocol of othello play (NE6, BPA, OK, ERREUR)
)

var protocolNames = [...]string{"nboard", "gtp", "play"}

// String is the protocol's prefix in a player's description: "nboard".
func (p Protocol) String() string {
	if p < 0 || int(p) >= len(protocolNames) {
		return fmt.Sprintf("Protocol(%d)", int(p))
	}
	return protocolNames[p]
}

// The defaults of Config.
const (
	DefaultDepth   = 12
	DefaultTimeout = time.Minute
	// MaxDepth is the deepest an NBoard engine is asked to search: one
	// playing by time is asked for what fits its time, up to it.
	MaxDepth = 60
)

// Config describes an external program and how it plays.
type Config struct {
	Protocol Protocol
	Argv     []string // the program and its arguments
	Dir      string   // its working directory; "" for ours
	// Depth is the midgame depth asked of an NBoard engine (set depth);
	// 0 is DefaultDepth. Other protocols have no depth.
	Depth int
	// MoveTime, when positive, is the time the engine has for each move
	// instead of a depth: an NBoard engine, which has no time command, is
	// asked for the depth its last moves say fits half of it (up to
	// MaxDepth), a GTP engine is given the time with time_settings and
	// time_left; each must answer within MoveTime plus Margin(MoveTime),
	// or it loses. On a game clock (MoveOnClock) the clock rules instead,
	// MoveTime only bounding the time aimed at.
	MoveTime time.Duration
	// Timeout bounds the start, every answer, and a move by depth; 0 is
	// DefaultTimeout.
	Timeout time.Duration
	// OnInfo, when set, is told the engine's thinking as it arrives
	// (NBoard's status, nodestats and search lines), from the goroutine
	// that called Move or Hint.
	OnInfo func(Info)
}

// Margin is the time an engine playing by time d has beyond d to answer:
// a tenth of d and half a second, for the pipes and the scheduler.
func Margin(d time.Duration) time.Duration { return d/10 + 500*time.Millisecond }

// Info is a line of an engine's thinking.
type Info struct {
	Kind string // "status", "nodestats", "search" or "book"
	Text string // the line after its first word
	// Hint is the line read as a move and its evaluation, for search and
	// book lines.
	Hint *Hint
	// Nodes and Seconds are those of nodestats.
	Nodes, Seconds float64
}

// Hint is an engine's evaluation of a move.
type Hint struct {
	Move  model.Square
	PV    []model.Square // the principal variation, starting with Move
	Eval  float64        // in discs, for the side to move
	Depth string         // as the engine says it: "12", "60", "18@95%"
	Book  bool           // from the engine's opening book
}

// ParseSpec reads a player's description "nboard:COMMAND", "gtp:COMMAND"
// or "play:COMMAND", COMMAND being split as a shell splits words. ok is
// false when spec names no protocol (it is then one of our levels).
func ParseSpec(spec string) (c Config, ok bool, err error) {
	prefix, command, found := strings.Cut(spec, ":")
	if !found {
		return Config{}, false, nil
	}
	for i, name := range protocolNames {
		if strings.EqualFold(prefix, name) {
			argv, err := SplitWords(command)
			if err != nil {
				return Config{}, true, fmt.Errorf("%s: %v", bounded.Cut(spec), err)
			}
			if len(argv) == 0 {
				return Config{}, true, fmt.Errorf("%s: no program after %s", bounded.Cut(spec), bounded.Quote(prefix+":"))
			}
			return Config{Protocol: Protocol(i), Argv: argv}, true, nil
		}
	}
	return Config{}, false, nil
}

// Engine is an external program as a Player. It starts the program at the
// first request, keeps it for the next ones, and after any failure kills
// it and starts it afresh at the next request.
type Engine struct {
	cfg   Config
	proto protocol

	mu sync.Mutex // one conversation at a time

	onStart func(pid int) // for tests: told each process started
	k       child.Keeper  // the running program

	pmu     sync.Mutex // guards name and version, which Name and Title read from any goroutine
	name    string     // the name the engine gave, "" until it gives one
	version string     // the version GTP's version gave, "" where none
}

// protocol is one language's side of the conversation.
type protocol interface {
	// move returns the engine's move in g on clock k (zero: none),
	// starting the engine if it is not running.
	move(ctx context.Context, g *model.Game, k Clock) (strategy.SizedResult, error)
	// quitLine is the line that asks the engine to leave.
	quitLine() string
	// reset forgets the engine's state, which died with its process.
	reset()
}

// New returns the engine c describes; nothing starts until it is asked
// something.
func New(c Config) *Engine {
	if c.Depth <= 0 {
		c.Depth = DefaultDepth
	}
	if c.Timeout <= 0 {
		c.Timeout = DefaultTimeout
	}
	e := &Engine{cfg: c}
	switch c.Protocol {
	case GTP:
		e.proto = &gtp{e: e}
	case Line:
		e.proto = &lineProto{e: e}
	default:
		e.proto = &nboard{e: e}
	}
	e.k.OnStop = e.proto.reset
	e.k.OnStart = func(pid int) {
		if e.onStart != nil {
			e.onStart(pid)
		}
	}
	return e
}

// Config returns the engine's description.
func (e *Engine) Config() Config { return e.cfg }

// Name is the name the engine gave (NBoard's set myname, GTP's name), or
// its program's file name until it gives one.
func (e *Engine) Name() string {
	e.pmu.Lock()
	defer e.pmu.Unlock()
	if e.name != "" {
		return e.name
	}
	return filepath.Base(e.cfg.Argv[0])
}

// setName keeps the name the engine gave.
func (e *Engine) setName(name string) {
	e.pmu.Lock()
	defer e.pmu.Unlock()
	e.name = name
}

// setVersion keeps the version the engine gave.
func (e *Engine) setVersion(version string) {
	e.pmu.Lock()
	defer e.pmu.Unlock()
	e.version = version
}

// Title is how the engine calls itself, for people: its name and its
// version apart ("Edax 4.4", "GNU Go 3.8"), where NBoard's set myname
// glues them ("Edax4.4") and GTP gives them as two answers.
func (e *Engine) Title() string {
	e.pmu.Lock()
	version := e.version
	e.pmu.Unlock()
	return title(e.Name(), version)
}

// title joins name and version with a space, or, without a version,
// parts a version glued to the end of a name of letters: "Othello12"
// becomes "Othello 12", "R2D2" stays.
func title(name, version string) string {
	name = strings.TrimSpace(name)
	if version = strings.TrimSpace(version); version != "" {
		if base, ok := strings.CutSuffix(name, version); ok {
			return title(base, "") + " " + version // the name said it already
		}
		return name + " " + version
	}
	i := len(name)
	for i > 0 && (name[i-1] >= '0' && name[i-1] <= '9' || name[i-1] == '.') {
		i--
	}
	head, tail := name[:i], name[i:]
	if head == "" || tail == "" || tail[0] < '0' || tail[0] > '9' || strings.HasSuffix(tail, ".") ||
		strings.ContainsAny(head, "0123456789") {
		return name
	}
	if r, _ := utf8.DecodeLastRuneInString(head); !unicode.IsLetter(r) {
		return name
	}
	return head + " " + tail
}

// PID returns the process id of the running engine, 0 when none runs.
func (e *Engine) PID() int { return e.k.PID() }

// Move returns the engine's move in g on clock k (zero: none), as a
// Player. The move is legal: an illegal one is an *Error of kind Illegal.
// A forced pass is played without asking the engine.
func (e *Engine) Move(ctx context.Context, g *model.Game, k Clock) (strategy.SizedResult, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.usable(g); err != nil {
		return strategy.SizedResult{}, err
	}
	r, err := e.proto.move(ctx, g, k)
	if err != nil {
		return strategy.SizedResult{}, e.failed(err)
	}
	if err := g.CheckCell(r.Move); err != nil {
		return strategy.SizedResult{}, e.failed(child.Failure(Illegal, "played %s, which is illegal: %v", strings.ToUpper(g.Geometry().CellName(r.Move)), err))
	}
	return r, nil
}

// NewGame checks that the engine can play a game from start: one of a
// size its protocol speaks, from a start it can be told. The program
// itself is started at the first move.
func (e *Engine) NewGame(_ context.Context, start *model.Game, _ model.TimeControl) error {
	if err := e.supports(start); err != nil {
		return child.Failure(Failed, "%v", err)
	}
	return nil
}

// Start starts the engine, if it is not running, and checks that it
// answers. A program of the line protocol, which learns its colour from
// its arguments, is started as Black to see it say OK, and stopped.
func (e *Engine) Start(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.isClosed() {
		return errors.New("the engine is closed")
	}
	var err error
	switch p := e.proto.(type) {
	case *nboard:
		err = p.ensure(ctx)
	case *gtp:
		err = p.ensure(ctx, 8)
	case *lineProto:
		err = p.check(ctx)
	}
	if err != nil {
		return e.failed(err)
	}
	return nil
}

// usable checks that g is a game the engine can be asked about.
func (e *Engine) usable(g *model.Game) error {
	switch {
	case e.isClosed():
		return errors.New("the engine is closed")
	case e.supports(g) != nil:
		return e.supports(g)
	case g.Over():
		return errors.New("the game is over")
	}
	return nil
}

// supports says why the engine's protocol cannot play g, or nil: NBoard
// is 8x8 by its specification; GTP (boardsize) and the line protocol
// (othello play --size) take any size.
func (e *Engine) supports(g *model.Game) error {
	if n := g.Size(); n != 8 && e.cfg.Protocol == NBoard {
		return fmt.Errorf("a game on %dx%d; the %s protocol plays 8x8 only by its specification (GTP and the line protocol take any size)", n, n, e.cfg.Protocol)
	}
	return nil
}

func (e *Engine) isClosed() bool { return e.k.Closed() }

// Close asks the engine to quit, kills it and everything it started if it
// has not gone a moment later, and reaps it. The engine cannot be used
// afterwards.
func (e *Engine) Close() error {
	e.k.Close(e.proto.quitLine())
	return nil
}

// start starts the program with extra arguments after its own.
func (e *Engine) start(extra ...string) (*child.Process, error) {
	argv := append(append([]string(nil), e.cfg.Argv...), extra...)
	p, err := e.k.Start(argv, e.cfg.Dir)
	if errors.Is(err, child.ErrKeeperClosed) {
		return nil, errors.New("the engine is closed")
	}
	return p, err
}

// lostWhileWaiting is the failure of a program that ended between two
// questions: starting another in its place without a word hid a crash
// from the player, and the state the program kept went with it.
func (e *Engine) lostWhileWaiting() error {
	if e.k.Lost() {
		return child.Failure(Crashed, "was no longer running when its turn came")
	}
	return nil
}

// running returns the running process, nil when none runs.
func (e *Engine) running() *child.Process { return e.k.Running() }

// stop kills the running process, if any, and forgets the protocol's state.
func (e *Engine) stop() error { return e.k.Stop() }

// failed kills the engine after err and completes err, if it is the
// engine's, with its name, how it ended and its last lines of standard
// error. The caller's own cancellation is returned as it is.
func (e *Engine) failed(err error) error { return e.k.Failed(err, e.Name()) }

// send writes a line to the engine, its failure being the engine's
// unless ctx was cancelled by the caller.
func (e *Engine) send(ctx context.Context, p *child.Process, line string) error {
	return child.Send(ctx, p, line)
}

// info tells the listener, if any, a line of thinking.
func (e *Engine) info(i Info) {
	if e.cfg.OnInfo != nil {
		e.cfg.OnInfo(i)
	}
}

// sameStart reports whether g starts from the standard position, as the
// protocols without a set-up command need.
func sameStart(g *model.Game) bool {
	start, err := model.SizedStartPosition(g.Size())
	return err == nil && g.SizedAt(0) == start
}

// isPrefix reports whether the moves of a are the first moves of b.
func isPrefix(a, b *model.Game) bool {
	ac, bc := a.Cells(), b.Cells()
	if len(ac) > len(bc) {
		return false
	}
	for i := range ac {
		if ac[i] != bc[i] {
			return false
		}
	}
	return true
}
