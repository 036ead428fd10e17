// The client of the Gomocup brain protocol: an external program as a
// Player, over the child-process layer.

package gomoku

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"othello/controller/arbiter"
	"othello/controller/child"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// The defaults of BrainConfig.
const (
	DefaultTurnTime = 5 * time.Second
	DefaultTimeout  = 30 * time.Second
)

// BrainConfig describes an external brain and the time it has.
type BrainConfig struct {
	Argv []string // the program and its arguments
	// Name is the brain's name until it tells its own (ABOUT): the one it
	// told before; "" names it by its program's file name
	Name string
	Dir  string // its working directory; "" for ours
	// TurnTime is the time for a move, told as INFO timeout_turn; the
	// brain must answer within it and Margin(TurnTime), or it loses.
	// 0 is DefaultTurnTime.
	TurnTime time.Duration
	// MatchTime, when positive, is the brain's time for a whole game,
	// told as INFO timeout_match, its rest as INFO time_left before each
	// move; a brain that runs out of it loses.
	MatchTime time.Duration
	// Timeout bounds the start and every answer but a move; 0 is
	// DefaultTimeout.
	Timeout time.Duration
	// Grace is time a move may take beyond TurnTime and its margin
	// before the brain loses, not told to the brain: the tests give it
	// so that a game between brains does not hang on the machine's load.
	Grace time.Duration
	// OnMessage, when set, is told the brain's MESSAGE and DEBUG lines
	// ("MESSAGE thinking..."), from the goroutine that asked it.
	OnMessage func(line string)
}

// Margin is the time a brain has beyond its turn time d to answer: a
// tenth of d and half a second, for the pipes and the scheduler.
func Margin(d time.Duration) time.Duration { return d/10 + 500*time.Millisecond }

// ParseBrainSpec reads a player's description "brain:COMMAND", COMMAND
// split as a shell splits words. ok is false when spec is not one.
func ParseBrainSpec(spec string) (c BrainConfig, ok bool, err error) {
	prefix, command, found := strings.Cut(spec, ":")
	if !found || !strings.EqualFold(prefix, "brain") {
		return BrainConfig{}, false, nil
	}
	argv, err := child.SplitWords(command)
	if err != nil {
		return BrainConfig{}, true, fmt.Errorf("%s: %v", spec, err)
	}
	if len(argv) == 0 {
		return BrainConfig{}, true, fmt.Errorf("%s: no program after \"brain:\"", spec)
	}
	return BrainConfig{Argv: argv}, true, nil
}

// Brain is an external program speaking the Gomocup protocol as a
// Player. It starts the program for each game (START, the INFO settings,
// ABOUT), tells it the game by TURN when it knows all but the last move
// and by BEGIN or BOARD otherwise, asks the opening rule's questions by
// SWAP2BOARD, and ends it with END. After any failure it is killed, and
// started afresh at the next request.
type Brain struct {
	cfg BrainConfig

	mu sync.Mutex // one conversation at a time

	// the conversation, under mu
	known  *gomoku.Game // the game as the brain knows it; nil: nothing told since BEGIN or BOARD is due
	size   int          // the board the brain was started for
	rule   gomoku.Rule
	left   time.Duration     // what is left of MatchTime
	untold bool              // started, and told nothing of a game since
	clock  model.TimeControl // the game's clock, told as INFO timeout_match

	k child.Keeper // the running program

	pmu   sync.Mutex // guards the fields below, which Name and About read from any goroutine
	name  string     // the name the brain gave in ABOUT, "" until it gives one
	about string     // its whole ABOUT line
}

// NewBrain returns the brain c describes; nothing starts until it is
// asked something.
func NewBrain(c BrainConfig) *Brain {
	if c.TurnTime <= 0 {
		c.TurnTime = DefaultTurnTime
	}
	if c.Timeout <= 0 {
		c.Timeout = DefaultTimeout
	}
	b := &Brain{cfg: c}
	b.k.OnStop = func() { b.known = nil }
	return b
}

// Config returns the brain's description.
func (b *Brain) Config() BrainConfig { return b.cfg }

// Name is the name the brain gave in its ABOUT answer, or its program's
// file name until it gives one.
func (b *Brain) Name() string {
	b.pmu.Lock()
	defer b.pmu.Unlock()
	if b.name != "" {
		return b.name
	}
	if b.cfg.Name != "" {
		return b.cfg.Name
	}
	return filepath.Base(b.cfg.Argv[0])
}

// About is the brain's answer to ABOUT, "" until it has given one.
func (b *Brain) About() string {
	b.pmu.Lock()
	defer b.pmu.Unlock()
	return b.about
}

// PID returns the process id of the running brain, 0 when none runs.
func (b *Brain) PID() int { return b.k.PID() }

// Start starts the brain on a board of size under rule, if it is not
// running for one, and checks that it answers: the check of a match
// before its first game.
func (b *Brain) Start(ctx context.Context, size int, rule gomoku.Rule) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.running() != nil && b.size == size && b.rule == rule {
		return nil
	}
	_, err := b.start(ctx, size, rule)
	return b.failed(err)
}

// Move returns the brain's move in g on clock k (zero: none; on a clock
// the brain is told its time left by INFO time_left, and has it, with
// the arbiter's grace, to answer). The move is legal: an illegal one is
// a *child.Error of kind Illegal.
func (b *Brain) Move(ctx context.Context, g *gomoku.Game, k arbiter.Clock) (sg.Result, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if g.Over() {
		return sg.Result{}, errors.New("the game is over")
	}
	r, err := b.move(ctx, g, k)
	if err == nil {
		if e := g.Check(r.Move); e != nil {
			err = child.Failure(child.Illegal, "played %s, which is illegal: %v", r.Move, why(e))
		}
	}
	if err != nil {
		return sg.Result{}, b.failed(err)
	}
	b.known = g.Clone()
	b.known.Play(r.Move)
	return r, nil
}

// move tells the brain the game and reads its move.
func (b *Brain) move(ctx context.Context, g *gomoku.Game, k arbiter.Clock) (sg.Result, error) {
	p, err := b.ensure(ctx, g.Size(), g.Rule())
	if err != nil {
		return sg.Result{}, err
	}
	var lines []string
	switch {
	case b.known != nil && b.known.MoveCount()+1 == g.MoveCount() && isPrefix(b.known, g):
		lines = []string{"TURN " + g.LastMove().String()}
	case g.Board().Count() == 0:
		lines = []string{"BEGIN"}
	default:
		lines = strings.Split(strings.TrimSuffix(gomoku.FormatBoardCommand(g.BoardStones()), "\n"), "\n")
	}
	turn := b.cfg.TurnTime
	limit := func(turn time.Duration) time.Duration { return turn + Margin(turn) + b.cfg.Grace }
	switch {
	case k.On():
		// the arbiter keeps the clock: the brain is told its time, and
		// its flag is the arbiter's to drop
		lines = append([]string{fmt.Sprintf("INFO time_left %d", k.Left.Milliseconds())}, lines...)
		turn = min(turn, k.Left)
		limit = func(time.Duration) time.Duration { return k.Left + arbiter.ClockGrace + b.cfg.Grace }
	case b.cfg.MatchTime > 0:
		lines = append([]string{fmt.Sprintf("INFO time_left %d", b.left.Milliseconds())}, lines...)
		turn = min(turn, b.left)
	}
	what := strings.SplitN(lines[len(lines)-1], " ", 2)[0]
	if what == "DONE" {
		what = "BOARD"
	}
	c, cancel := child.WithTimeout(ctx, limit(turn), what)
	defer cancel()
	begun := time.Now()
	for _, l := range lines {
		if err := child.Send(c, p, l); err != nil {
			return sg.Result{}, err
		}
	}
	b.known = nil // until it answers
	line, err := b.answer(c, p, what)
	if err != nil {
		return sg.Result{}, err
	}
	spent := time.Since(begun)
	if b.cfg.MatchTime > 0 && !k.On() {
		b.left -= spent
		if b.left < -Margin(0) {
			return sg.Result{}, child.Failure(child.TimedOut, "ran out of its %v for the game", b.cfg.MatchTime)
		}
	}
	sq, err := b.square(line, g.Size(), what)
	if err != nil {
		return sg.Result{}, err
	}
	return sg.Result{Move: sq, PV: []gomoku.Square{sq}, Time: spent}, nil
}

// Choose asks the brain the opening rule's question by SWAP2BOARD: the
// stones so far, in the order played, and DONE; it answers three stones,
// SWAP, one move, or (to ChooseOrPlace) two stones. Before the question
// of the colour after three stones it says "INFO opening swap" or
// "INFO opening swap2", so that a brain that reads it (ours) knows
// whether it may place two stones; brains ignore INFO keys they do not
// know.
func (b *Brain) Choose(ctx context.Context, g *gomoku.Game, q Question) (Choice, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	c, err := b.choose(ctx, g, q)
	if err != nil {
		return Choice{}, b.failed(err)
	}
	return c, nil
}

func (b *Brain) choose(ctx context.Context, g *gomoku.Game, q Question) (Choice, error) {
	p, err := b.ensure(ctx, g.Size(), g.Rule())
	if err != nil {
		return Choice{}, err
	}
	var lines []string
	switch q {
	case ChooseColour: // not Gomocup's: our own brain reads it, others ignore it
		lines = append(lines, "INFO opening swap")
	case ChooseOrPlace:
		lines = append(lines, "INFO opening swap2")
	}
	lines = append(lines, "SWAP2BOARD")
	for _, m := range g.Moves() {
		lines = append(lines, m.String())
	}
	lines = append(lines, "DONE")
	turn := b.cfg.TurnTime
	c, cancel := child.WithTimeout(ctx, turn+Margin(turn)+b.cfg.Grace, "SWAP2BOARD")
	defer cancel()
	for _, l := range lines {
		if err := child.Send(c, p, l); err != nil {
			return Choice{}, err
		}
	}
	b.known = nil // it learns the game by BOARD next
	line, err := b.answer(c, p, "SWAP2BOARD")
	if err != nil {
		return Choice{}, err
	}
	if strings.EqualFold(strings.TrimSpace(line), "SWAP") {
		return Choice{Swap: true}, nil
	}
	var ch Choice
	for _, f := range strings.Fields(line) {
		sq, err := b.square(f, g.Size(), "SWAP2BOARD")
		if err != nil {
			return Choice{}, child.Failure(child.Garbage, "answered %s to SWAP2BOARD; want SWAP or squares x,y", child.Quote(line))
		}
		ch.Moves = append(ch.Moves, sq)
	}
	if len(ch.Moves) == 0 {
		return Choice{}, child.Failure(child.Garbage, "answered %s to SWAP2BOARD; want SWAP or squares x,y", child.Quote(line))
	}
	return ch, nil
}

// gomocupSquare is a square as a brain writes it.
var gomocupSquare = regexp.MustCompile(`^\s*(\d{1,4})\s*,\s*(\d{1,4})\s*$`)

// square reads the brain's answer to what as a square: one off the board
// is illegal, anything else not a square is garbage.
func (b *Brain) square(line string, size int, what string) (gomoku.Square, error) {
	m := gomocupSquare.FindStringSubmatch(line)
	if m == nil {
		return gomoku.NoSquare, child.Failure(child.Garbage, "answered %s to %s, which is not a move x,y", child.Quote(line), what)
	}
	x, _ := strconv.Atoi(m[1])
	y, _ := strconv.Atoi(m[2])
	if x >= size || y >= size {
		return gomoku.NoSquare, child.Failure(child.Illegal, "played %d,%d, which is off the %dx%d board", x, y, size, size)
	}
	return gomoku.At(x, y), nil
}

// answer reads the brain's answer to what: its next line that is not a
// MESSAGE, DEBUG or SUGGEST line (told to OnMessage) or empty. ERROR and
// UNKNOWN lose.
func (b *Brain) answer(ctx context.Context, p *child.Process, what string) (string, error) {
	for {
		line, err := p.Next(ctx)
		if err != nil {
			return "", child.ReadError(ctx, err)
		}
		t := strings.TrimSpace(line)
		word, rest, _ := strings.Cut(t, " ")
		switch strings.ToUpper(word) {
		case "":
			continue
		case "MESSAGE", "DEBUG", "SUGGEST":
			if b.cfg.OnMessage != nil {
				b.cfg.OnMessage(t)
			}
			continue
		case "ERROR":
			return "", child.Failure(child.Failed, "answered ERROR to %s: %s", what, child.Quote(rest))
		case "UNKNOWN":
			return "", child.Failure(child.Failed, "does not know %s: %s", what, child.Quote(rest))
		}
		return t, nil
	}
}

// running returns the running process, nil when none runs.
func (b *Brain) running() *child.Process { return b.k.Running() }

// Close says END to the brain, kills it and everything it started if it
// has not gone a moment later, and reaps it. The brain cannot be used
// afterwards.
func (b *Brain) Close() error {
	b.k.Close("END")
	return nil
}

// failed kills the brain after err and completes err, if it is the
// brain's, with its name, how it ended and its last lines of standard
// error. The caller's own cancellation is returned as it is.
func (b *Brain) failed(err error) error { return b.k.Failed(err, b.Name()) }

// isPrefix reports whether a is b before its last moves: the same start,
// and a's moves the first of b's.
func isPrefix(a, b *gomoku.Game) bool {
	if a.Start() != b.Start() {
		return false
	}
	am, bm := a.Moves(), b.Moves()
	if len(am) > len(bm) {
		return false
	}
	for i := range am {
		if am[i] != bm[i] {
			return false
		}
	}
	return true
}
