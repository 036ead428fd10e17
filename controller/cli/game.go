package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"othello/controller/arbiter"
	"othello/controller/child"
	"othello/controller/engine"
	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
	"othello/strategy/level"
)

// The terminal game of the Reversi report: a board of 4x4 to 10x10, each
// side a person at the keyboard or a computer player, the board printed
// after every move in verbose mode.

// gameSide is one side of a terminal game: a person (player and engine
// nil), one of our players, or another program.
type gameSide struct {
	spec   string
	player strategy.SizedPlayer
	engine *engine.Config    // another program: NBoard (8x8), GTP or the line protocol
	clock  model.TimeControl // zero: none
}

// gameOptions are the arguments of othello game.
type gameOptions struct {
	size    int
	sides   [2]gameSide // Black, White
	verbose bool
}

// gameFlags are the flags of othello game.
type gameFlags struct {
	black, white *string
	verbose      *bool
	seed         *uint64
	tc           *model.TimeControl
}

// declareGameFlags declares game's flags; takeSize reads --size.
func declareGameFlags(fs *flag.FlagSet) gameFlags {
	sizeFlag(fs)
	return gameFlags{
		black:   fs.String("black", "human", "Black's player `P`: human, random, minimax:D, alphabeta:D, a level, or another program, gtp:COMMAND or play:COMMAND (nboard:COMMAND on 8x8), quoted whole; a level's settings may follow, comma-separated, as arena's: hard,depth=6 or medium,time=2s, and a program's depth (nboard:COMMAND,depth=10); tc=3+2 puts the side on a clock of its own (a person too)"),
		white:   fs.String("white", "medium", "White's player `P`, as --black"),
		verbose: fs.Bool("verbose", false, "print the board, the move and the score after every move"),
		seed:    fs.Uint64("seed", 1, "seed `S` of the random players and of the levels' randomness"),
		tc:      clockFlag(fs, "both sides on a clock `MIN+SEC`, minutes each and seconds of increment a move (3+2, 0:30+0.5), but a side given its own tc=; a side whose time runs out loses; another program is told its time left"),
	}
}

// parseGameArgs reads game's flags.
func parseGameArgs(args []string) (gameOptions, error) {
	size, args, err := takeSize(args)
	if err != nil {
		return gameOptions{}, err
	}
	fs := newFlagSet("game")
	flags := declareGameFlags(fs)
	black, white, verbose, seed := flags.black, flags.white, flags.verbose, flags.seed
	if _, _, err := readArgs("game", on8x8, 8, fs, args); err != nil {
		return gameOptions{}, err
	}
	o := gameOptions{size: size, verbose: *verbose}
	for i, spec := range [2]string{*black, *white} {
		side := strings.ToLower(model.Color(i).String())
		ps, err := parsePlayerSpec(spec)
		if err != nil {
			return gameOptions{}, Errorf("player", "--%s: %v", side, err)
		}
		o.sides[i].clock = *flags.tc
		if ps.clock != nil {
			o.sides[i].clock = *ps.clock
		}
		o.sides[i].spec = strings.ToLower(strings.TrimSpace(ps.player))
		if o.sides[i].spec == "human" {
			if err := ps.only("tc"); err != nil {
				return gameOptions{}, Errorf("player", "--%s: %v", side, err)
			}
			continue
		}
		usage := shortUsage(usageOf("game", on8x8, 8))
		c, external, err := parseEngineOn(context.Background(), size, usage, ps.player, ps.depth, 0, engine.DefaultTimeout)
		if err != nil {
			return gameOptions{}, err
		}
		if external {
			if err := ps.only("depth", "tc"); err != nil {
				return gameOptions{}, Errorf("player", "--%s: %v", side, err)
			}
			o.sides[i].engine, o.sides[i].spec = c.engine, c.name
			continue
		}
		p, err := gamePlayer(ps, size, *seed+uint64(i))
		if err != nil {
			return gameOptions{}, Errorf("player", "--%s: %v", side, err)
		}
		o.sides[i].player = p
	}
	return o, nil
}

// gamePlayer is a computer side of the terminal game on boards of size
// n: a player of strategy.ParseSizedPlayer, a level with the depth or
// time its settings give.
func gamePlayer(ps playerSpec, n int, seed uint64) (strategy.SizedPlayer, error) {
	p, err := strategy.ParseSizedPlayer(ps.player, n, seed)
	if err != nil {
		return nil, err
	}
	lvl, notLevel := level.Parse(ps.player)
	if notLevel != nil { // random, minimax:D, alphabeta:D: no settings
		return p, ps.only("tc")
	}
	if err := ps.only("depth", "time", "tc"); err != nil {
		return nil, err
	}
	if ps.depth < 0 || ps.depth > 60 || ps.time < 0 || ps.time > moveMaxTime {
		return nil, fmt.Errorf("%s: depth=%d time=%v: want a depth of 1-60 or a time up to %v", excerpt(ps.player), ps.depth, ps.time, moveMaxTime)
	}
	if ps.depth == 0 && ps.time == 0 {
		return p, nil
	}
	c := strategy.LevelConfig(lvl, level.AlphaBeta).WithTime(ps.time).WithDepth(ps.depth)
	if n == 8 {
		return strategy.ForEightByEight(strategy.NewSearch(c, seed)), nil
	}
	return strategy.NewSizedSearch(c, seed), nil
}

// runGame plays the terminal game through the arbiter's game loop: each
// side one of our players or a person at the keyboard (terminalPerson).
func runGame(env Env) error {
	o, err := parseGameArgs(env.Args)
	if err != nil {
		return err
	}
	start, _ := model.NewSizedGame(o.size)
	w := env.Stdout
	fmt.Fprintf(w, "Othello %dx%d: Black (X) %s, White (O) %s\n", o.size, o.size, o.sides[0].spec, o.sides[1].spec)
	fmt.Fprint(w, start.Sized().Drawing())
	t := &terminalGame{w: w, in: bounded.NewLines(env.Stdin), shown: true, verbose: o.verbose,
		human: o.sides[0].spec == "human" || o.sides[1].spec == "human"}
	var players [2]engine.Player
	for i, side := range o.sides {
		switch {
		case side.engine != nil:
			e := engine.New(*side.engine)
			defer e.Close()
			players[i] = e
			t.computer[i] = true
		case side.player == nil:
			players[i] = terminalPerson{t}
		default:
			players[i] = engine.Ours(side.spec, side.player)
			t.computer[i] = true
		}
	}
	clocks := [2]model.TimeControl{o.sides[0].clock, o.sides[1].clock}
	out := engine.Play(context.Background(), players[0], players[1], engine.Game{Start: start, Clocks: clocks, OnMove: t.moved})
	pos := out.Game.Sized()
	switch f := out.Forfeit; {
	case t.err != nil:
		return t.err
	case t.quit:
		fmt.Fprintf(w, "%s quits. Black %d, White %d\n", pos.Turn, pos.Count(model.Black), pos.Count(model.White))
		return nil
	case f != nil && f.Kind() == child.TimedOut && clocks[f.Player].On():
		fmt.Fprintf(w, "%s (%s) ran out of time. %s wins on time; Black %d, White %d\n", engine.Colour(f.Player), o.sides[f.Player].spec,
			engine.Colour(1-f.Player), pos.Count(model.Black), pos.Count(model.White))
		return nil
	case f != nil:
		return Errorf("game", "%s (%s) %s", engine.Colour(f.Player), o.sides[f.Player].spec, f.Reason())
	case out.Err != nil:
		return Errorf("game", "%v", out.Err)
	}
	if !o.verbose {
		fmt.Fprintln(w, "Final board:")
		fmt.Fprint(w, pos.Drawing())
	}
	fmt.Fprintf(w, "Final score: Black %d, White %d\n", pos.Count(model.Black), pos.Count(model.White))
	fmt.Fprintln(w, winnerText(pos))
	return nil
}

// terminalGame is what the terminal shows of a game as it goes: the
// board when a person is to move, each move, and in verbose mode the
// board and score after each.
type terminalGame struct {
	w              io.Writer
	in             *bounded.Lines
	shown          bool // the board on the screen is the current one
	verbose, human bool
	computer       [2]bool // which sides are ours, not the person
	quit           bool    // the person typed q
	err            error   // the person's input failed
}

// moved shows a move the arbiter has played.
func (t *terminalGame) moved(turn arbiter.Turn[*model.Game, strategy.SizedResult]) {
	g := turn.Game
	pos := g.Sized()
	mover := engine.Colour(turn.Player)
	if turn.Reply.Move == model.CellPass {
		fmt.Fprintf(t.w, "%s has no legal move and passes\n", mover)
		return
	}
	t.shown = false
	name := g.Geometry().CellName(turn.Reply.Move)
	if t.human && !t.verbose && t.computer[turn.Player] {
		fmt.Fprintf(t.w, "%s plays %s\n", mover, name) // for the person to see
	}
	if t.verbose {
		fmt.Fprintf(t.w, "%s plays %s\n", mover, name)
		fmt.Fprint(t.w, pos.Drawing())
		t.shown = true
		fmt.Fprintf(t.w, "Score: Black %d, White %d\n", pos.Count(model.Black), pos.Count(model.White))
		fmt.Fprintln(t.w, strings.Repeat("-", 2*g.Size()+3))
	}
}

// terminalPerson is the person at the keyboard as a player: asked for a
// move, shown the board and the legal moves; q quits, losing the game.
type terminalPerson struct{ t *terminalGame }

func (terminalPerson) Name() string { return "human" }

func (terminalPerson) NewGame(context.Context, *model.Game, model.TimeControl) error { return nil }

func (terminalPerson) Close() error { return nil }

// gatedWriter writes to w until closed, then drops what it is given: the
// prompts of a reading abandoned at a flag fall.
type gatedWriter struct {
	mu     sync.Mutex
	w      io.Writer
	closed bool
}

func (g *gatedWriter) Write(b []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return len(b), nil
	}
	return g.w.Write(b)
}

func (g *gatedWriter) close() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.closed = true
}

// errQuit is a person's q.
var errQuit = errors.New("quit")

func (p terminalPerson) Move(ctx context.Context, g *model.Game, k arbiter.Clock) (strategy.SizedResult, error) {
	if g.MustPass() {
		return strategy.SizedResult{Move: model.CellPass}, nil
	}
	t := p.t
	pos := g.Sized()
	if !t.shown {
		fmt.Fprint(t.w, pos.Drawing())
		t.shown = true
	}
	if k.On() {
		fmt.Fprintf(t.w, "%s has %s on the clock\n", pos.Turn, k.Left.Round(time.Second))
	}
	type answer struct {
		move model.Cell
		quit bool
		err  error
	}
	// the reading goes on by itself, so that the flag can fall while
	// the person thinks; the game is over then, and nobody reads again
	got := make(chan answer, 1)
	gate := &gatedWriter{w: t.w}
	go func() {
		move, quit, err := askMove(t.in, gate, pos)
		got <- answer{move, quit, err}
	}()
	var a answer
	select {
	case a = <-got:
	case <-ctx.Done():
		gate.close()
		fmt.Fprintln(t.w)
		return strategy.SizedResult{}, ctx.Err()
	}
	move, quit, err := a.move, a.quit, a.err
	switch {
	case err != nil:
		t.err = err
		return strategy.SizedResult{}, err
	case quit:
		t.quit = true
		return strategy.SizedResult{}, errQuit
	}
	return strategy.SizedResult{Move: move}, nil
}

// winnerText names the winner and the margin, the empty squares counted
// for the winner as on 8x8.
func winnerText(p model.SizedPosition) string {
	d := p.Count(model.Black) - p.Count(model.White) + winnerEmpties(p)
	empties := p.Geometry().Cells() - p.Count(model.Black) - p.Count(model.White)
	note := ""
	if empties > 0 && d != 0 {
		note = fmt.Sprintf(" (the %d empty squares count for the winner)", empties)
		if empties == 1 {
			note = " (the empty square counts for the winner)"
		}
	}
	switch {
	case d > 0:
		return fmt.Sprintf("Black wins by %d %s%s", d, plural(d, "disc", "discs"), note)
	case d < 0:
		return fmt.Sprintf("White wins by %d %s%s", -d, plural(-d, "disc", "discs"), note)
	}
	return "Draw"
}

// askMove prompts the person to move until they type a legal move or q.
func askMove(in *bounded.Lines, w io.Writer, pos model.SizedPosition) (model.Cell, bool, error) {
	g := pos.Geometry()
	for {
		fmt.Fprintf(w, "%s (%c) to move, legal: %s\n", pos.Turn, pos.Turn.Letter(), cellsText(g, pos.Board.MoveCells()))
		fmt.Fprintf(w, "Your move (such as %s, or q to quit): ", g.CellName(pos.Board.MoveCells()[0]))
		text, err := personLine(in, w)
		if errors.Is(err, bounded.ErrTooLong) {
			continue
		}
		if err != nil {
			return model.NoCell, false, err
		}
		if strings.EqualFold(text, "q") || strings.EqualFold(text, "quit") {
			return model.NoCell, true, nil
		}
		c, err := g.ParseCell(text)
		if err != nil {
			fmt.Fprintf(w, "Not a move: %s\n", strings.TrimPrefix(err.Error(), "square "))
			continue
		}
		if r := pos.Illegal(c); r != 0 {
			fmt.Fprintf(w, "Illegal move %s: %s\n", g.CellName(c), reasonText(r, pos))
			continue
		}
		return c, false, nil
	}
}

// reasonText phrases why a move of the terminal game is refused.
func reasonText(r model.Reason, pos model.SizedPosition) string {
	switch r {
	case model.Occupied:
		return "the square is already taken"
	case model.FlipsNothing:
		return "it flips no disc; a move must outflank at least one of the other side's discs"
	case model.MayNotPass:
		return "you may pass only when you have no legal move"
	case model.NotASquare:
		return fmt.Sprintf("not a square of the %dx%d board", pos.Size(), pos.Size())
	}
	return "not allowed now"
}
