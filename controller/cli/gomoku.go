// othello gomoku: the Gomoku terminal game, matches between Gomoku
// players, and our engine as a Gomocup brain.

package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"othello/controller/arbiter"
	gc "othello/controller/gomoku"
	"othello/model"
	"othello/model/bounded"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// gomokuCommand is othello gomoku and its sub-commands; version is what
// the brain's ABOUT says.
func gomokuCommand(version string) Command {
	players := append([]string{"random", "report"}, gomokuLevelNames()...)
	values := map[string][]string{
		"size": {"15", "19", "20"}, "rule": {"freestyle", "standard"}, "opening": {"free", "swap", "swap2"},
		"black": append([]string{"human"}, players...), "white": append([]string{"human"}, players...),
	}
	return Command{
		Name: "gomoku", Summary: "Gomoku: a terminal game, matches, and our engine as a Gomocup brain",
		About: "Five in a row on a board of 5x5 to 20x20 (15x15 by default): freestyle (five or more win) or standard (exactly five), " +
			"with a free, swap or swap2 opening. Squares are written h8 (renju: column letter, row from the bottom) or 7,7 (Gomocup: x,y from 0 at the top left).",
		args: [2]string{"(game | arena | brain) [FLAGS]"}, argValues: []string{"game", "arena", "brain"},
		subs: []Command{
			{
				Name: "gomoku game", Summary: "a game of Gomoku in the terminal: people, our players or external brains",
				About: "Each side is human, random, report (the C report's minimax to depth 4 on win, loss or draw), minimax:D, alphabeta:D, a level, " +
					"or brain:COMMAND, an external program speaking the Gomocup protocol. A person types a square such as h8 or 7,7, or q to quit; " +
					"under swap and swap2, --black is the first player, who places the first three stones, and the second chooses a colour. " +
					"Quiet, it prints the moves, the final board and the winner; a player that fails or cheats loses, with the reason.",
				Run: runGomokuGame, flags: func(fs *flag.FlagSet, _ form) { declareGomokuGameFlags(fs) },
				values: values,
			},
			{
				Name: "gomoku arena", Summary: "Gomoku players against each other: wins, draws and losses with a 95% confidence interval",
				About: "The first player (--black) plays Black in the odd games and White in the even ones (under swap and swap2, it opens every other game); --jobs games at once. " +
					"A brain that crashes, hangs, writes ERROR or plays an illegal move loses the game, listed with the reason, and the match goes on.",
				Run: runGomokuArena, flags: func(fs *flag.FlagSet, _ form) { declareGomokuArenaFlags(fs) },
				required: []string{"black", "white"}, values: values,
			},
			{
				Name: "gomoku brain", Summary: "our Gomoku engine as a Gomocup brain on standard input and output",
				About: `For Piskvork, Gomocup's manager or othello gomoku --black brain:"othello gomoku brain": START, BEGIN, TURN, BOARD, SWAP2BOARD, INFO, TAKEBACK, ABOUT, END. ` +
					"Each move is searched within INFO timeout_turn and a share of time_left.",
				Run: func(env Env) error { return runGomokuBrain(env, version) }, flags: func(fs *flag.FlagSet, _ form) { declareGomokuBrainFlags(fs) },
				values: map[string][]string{"level": gomokuLevelNames()},
			},
		},
	}
}

// gomokuLevelNames lists the Gomoku levels' names, weakest first.
func gomokuLevelNames() []string {
	var names []string
	for _, l := range sg.Levels() {
		names = append(names, strings.ToLower(l.String()))
	}
	return names
}

// gomokuFlags are the flags game and arena share.
type gomokuFlags struct {
	size              *int
	rule, opening     *string
	black, white, tc  *string
	seed              *uint64
	turnTime, timeout *time.Duration
}

func declareGomokuFlags(fs *flag.FlagSet, black, white string) gomokuFlags {
	return gomokuFlags{
		size:    fs.Int("size", 15, "the board is `N`xN, 5 to 20"),
		rule:    fs.String("rule", "freestyle", "the winning rule `R`: freestyle (five or more) or standard (exactly five)"),
		opening: fs.String("opening", "free", "the opening rule `O`: free, swap or swap2"),
		black: fs.String("black", black, "the first player `P`: human, random, report, minimax:D, alphabeta:D, a level (easy, medium, hard, expert), "+
			"or brain:COMMAND, an external Gomocup brain (quoted whole); after a comma, tc=3+2 puts the side on its own clock"),
		white:    fs.String("white", white, "the second player `P`, as --black"),
		seed:     fs.Uint64("seed", 1, "seed `S` of the players' randomness and opening choices"),
		turnTime: fs.Duration("turn-time", gc.DefaultTurnTime, "an external brain's time `D` for each move (INFO timeout_turn); it loses if it takes longer than D and a tenth, plus 0.5s"),
		timeout:  fs.Duration("brain-timeout", gc.DefaultTimeout, "the longest `D` an external brain may take to start or to answer anything but a move"),
		tc:       fs.String("tc", "none", "every game on a clock `MIN+SEC`, minutes each and seconds of increment a stone (3+2, 0:30+0.5); a player whose time runs out loses; a brain is told its time (INFO timeout_match and time_left)"),
	}
}

// gomokuSetup reads the board, rule and opening flags.
func (f gomokuFlags) setup(usage string) (gc.Setup, error) {
	s := gc.Setup{Size: *f.size}
	if err := gomoku.CheckSize(*f.size); err != nil {
		return s, Errorf("usage", "%s: --size %d: want 5 to 20", usage, *f.size)
	}
	var err error
	if s.Rule, err = gomoku.ParseRule(*f.rule); err != nil {
		return s, Errorf("usage", "%s: --rule %s: want freestyle or standard", usage, excerpt(*f.rule))
	}
	if s.Opening, err = gc.ParseOpening(*f.opening); err != nil {
		return s, Errorf("usage", "%s: --opening %s: want free, swap or swap2", usage, excerpt(*f.opening))
	}
	if *f.turnTime <= 0 || *f.timeout <= 0 {
		return s, Errorf("usage", "%s: --turn-time and --brain-timeout must be above 0", usage)
	}
	tc, err := model.ParseClock(*f.tc)
	if err != nil {
		return s, Errorf("usage", "%s: --tc: %v", usage, err)
	}
	s.Clocks = [2]model.TimeControl{tc, tc}
	return s, nil
}

// gomokuSide is a player's description: one of ours, made afresh for
// each game, or an external brain.
type gomokuSide struct {
	name  string
	make  func(seed uint64) sg.Player // nil for a brain or a person
	brain *gc.BrainConfig
	human bool
	clock *model.TimeControl // its own clock (tc=); nil: --tc
}

// parseGomokuSide reads a player's description, with its own clock after
// a comma as arena's sides take it: "brain:pbrain-x,tc=3+2".
func parseGomokuSide(spec string, f gomokuFlags) (gomokuSide, error) {
	ps, err := parsePlayerSpec(spec)
	if err == nil {
		err = ps.only("tc")
	}
	if err != nil {
		return gomokuSide{}, fmt.Errorf("%s: %v", excerpt(spec), err)
	}
	side, err := parseGomokuPlayer(ps.player, f)
	side.clock = ps.clock
	return side, err
}

// parseGomokuPlayer reads a player's description without settings.
func parseGomokuPlayer(spec string, f gomokuFlags) (gomokuSide, error) {
	s := strings.ToLower(strings.TrimSpace(spec))
	if cfg, ok, err := gc.ParseBrainSpec(strings.TrimSpace(spec)); ok {
		if err != nil {
			return gomokuSide{}, err
		}
		cfg.TurnTime, cfg.Timeout = *f.turnTime, *f.timeout
		return gomokuSide{name: cfg.Argv[0], brain: &cfg}, nil
	}
	kind, depthText, hasDepth := strings.Cut(s, ":")
	switch {
	case s == "human":
		return gomokuSide{name: "human", human: true}, nil
	case s == "random":
		return gomokuSide{name: s, make: func(seed uint64) sg.Player { return sg.NewRandom(seed) }}, nil
	case s == "report":
		return gomokuSide{name: s, make: sg.NewReportPlayer}, nil
	case hasDepth && (kind == "minimax" || kind == "alphabeta"):
		d, err := strconv.Atoi(depthText)
		top := map[string]int{"minimax": 4, "alphabeta": 12}[kind]
		if err != nil || d < 1 || d > top {
			return gomokuSide{}, fmt.Errorf("%s: the depth is 1 to %d", excerpt(spec), top)
		}
		algo, _ := sg.ParseAlgorithm(kind)
		c := sg.Config{Algorithm: algo, Depth: d}
		return gomokuSide{name: s, make: func(seed uint64) sg.Player { return sg.NewSearch(c, seed) }}, nil
	}
	l, err := sg.ParseLevel(s)
	if err != nil {
		return gomokuSide{}, fmt.Errorf("%s is no player: want human, random, report, minimax:D, alphabeta:D, %s or brain:COMMAND", excerpt(spec), strings.Join(gomokuLevelNames(), ", "))
	}
	return gomokuSide{name: s, make: func(seed uint64) sg.Player { return sg.NewPlayer(l, seed) }}, nil
}

// clockOr returns the clocks of s playing first and second playing
// second: each side's own, or else the command's (first, second).
func (s gomokuSide) clockOr(first model.TimeControl, second gomokuSide, other model.TimeControl) [2]model.TimeControl {
	if s.clock != nil {
		first = *s.clock
	}
	if second.clock != nil {
		other = *second.clock
	}
	return [2]model.TimeControl{first, other}
}

// player returns the side's player for a game; a brain is started once
// and kept by w under key (the side's index).
func (s gomokuSide) player(seed uint64, w *arbiter.Worker, key int) gc.Player {
	switch {
	case s.brain != nil:
		return arbiter.Keep(w, key, func() gc.Player { return gc.NewBrain(*s.brain) })
	case s.make != nil:
		return gc.Builtin(s.name, s.make(seed), seed)
	}
	return nil
}

// checkBrains starts each brain once, to see it answer and learn its
// name.
func checkBrains(ctx context.Context, sides []gomokuSide, s gc.Setup) error {
	for i := range sides {
		if sides[i].brain == nil {
			continue
		}
		b := gc.NewBrain(*sides[i].brain)
		err := b.Start(ctx, s.Size, s.Rule)
		name := b.Name()
		b.Close()
		if err != nil {
			return Errorf("brain", "%v", err)
		}
		sides[i].name = name
	}
	return nil
}

// gomokuGameFlags are the flags of othello gomoku game.
type gomokuGameFlags struct {
	gomokuFlags
	verbose *bool
}

func declareGomokuGameFlags(fs *flag.FlagSet) gomokuGameFlags {
	return gomokuGameFlags{
		gomokuFlags: declareGomokuFlags(fs, "human", "medium"),
		verbose:     fs.Bool("verbose", false, "print the board after every stone"),
	}
}

// runGomokuGame plays othello gomoku game.
func runGomokuGame(env Env) error {
	c, _ := lookupSub("gomoku game")
	usage := shortUsage(c.synopsis(on8x8, ""))
	fs := newFlagSet("gomoku game")
	flags := declareGomokuGameFlags(fs)
	rest, err := parseArgs(fs, env.Args)
	if err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	if len(rest) > 0 {
		return Errorf("usage", "%s: unexpected %s", usage, excerpt(rest[0]))
	}
	setup, err := flags.setup(usage)
	if err != nil {
		return err
	}
	var sides [2]gomokuSide
	for i, spec := range [2]string{*flags.black, *flags.white} {
		if sides[i], err = parseGomokuSide(spec, flags.gomokuFlags); err != nil {
			return Errorf("player", "--%s: %v", [2]string{"black", "white"}[i], err)
		}
	}
	setup.Clocks = sides[0].clockOr(setup.Clocks[0], sides[1], setup.Clocks[1])
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := checkBrains(ctx, sides[:], setup); err != nil {
		return err
	}
	w := env.Stdout
	in := bounded.NewLines(env.Stdin)
	var players [2]gc.Player
	var kept arbiter.Worker // the brains, closed at the end
	defer kept.Close()
	for i, s := range sides {
		if s.human {
			players[i] = &humanPlayer{in: in, w: w}
		} else {
			players[i] = s.player(*flags.seed+uint64(i), &kept, i)
		}
	}
	size := setup.Size
	fmt.Fprintf(w, "Gomoku %dx%d, %s, %s opening: first (X) %s, second (O) %s\n", size, size, setup.Rule, setup.Opening, sides[0].name, sides[1].name)
	human := sides[0].human || sides[1].human
	setup.OnEvent = func(e gc.Event) {
		who := sides[e.Player].name
		switch {
		case e.Choice != nil && e.Q != gc.PlaceThree && (e.Choice.Swap || len(e.Choice.Moves) == 1):
			fmt.Fprintf(w, "%s takes %s\n", who, e.Colour)
		case e.Choice != nil && len(e.Choice.Moves) == 2:
			fmt.Fprintf(w, "%s places two more stones and lets the other choose\n", who)
		case e.Choice == nil:
			if *flags.verbose || human {
				mover := e.Game.Board().At(e.Move)
				fmt.Fprintf(w, "%d. %s (%s) plays %s\n", e.Game.MoveCount(), mover, who, e.Move.Name(size))
			}
			if *flags.verbose {
				fmt.Fprint(w, drawGomoku(e.Game))
			}
		}
	}
	o := gc.PlayGame(ctx, players, setup)
	var q quitError
	if o.Forfeit != nil && errors.As(o.Forfeit.Err, &q) {
		fmt.Fprintf(w, "%s quits\n", q.who)
		return nil
	}
	if o.Err != nil {
		return Errorf("gomoku", "%v", o.Err)
	}
	if !*flags.verbose {
		fmt.Fprintf(w, "moves: %s\n", gomoku.FormatMoves(o.Game.Moves(), size))
		fmt.Fprint(w, drawGomoku(o.Game))
	}
	fmt.Fprintln(w, gomokuResult(o, sides))
	return nil
}

// gomokuResult says who won and how: "Black (hard) wins: five in a row
// h8 i9 j10 k11 l12", "Draw: the board is full", or the forfeit.
func gomokuResult(o gc.Outcome, sides [2]gomokuSide) string {
	if f := o.Forfeit; f != nil {
		colour := "the " + [2]string{"first", "second"}[f.Player] + " player"
		if c := o.Colours[f.Player]; c != gomoku.NoColor {
			colour = capital(c.String())
		}
		return fmt.Sprintf("%s (%s) forfeits: %s\n%s (%s) wins", colour, f.Name, oneLine(f.Reason()),
			[2]string{"First player", "Second player"}[1-f.Player], sides[1-f.Player].name)
	}
	if o.Winner < 0 {
		return "Draw: the board is full"
	}
	return fmt.Sprintf("%s (%s) wins: five in a row %s", capital(o.Colours[o.Winner].String()), sides[o.Winner].name,
		gomoku.FormatMoves(o.Game.WinningLine(), o.Game.Size()))
}

func capital(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// oneLine keeps a text on one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// drawGomoku draws the board with renju's coordinates: columns a-t,
// rows numbered from the bottom, X black, O white, the last stone in
// brackets.
func drawGomoku(g *gomoku.Game) string {
	n := g.Size()
	var sb strings.Builder
	letters := "    "
	for x := range n {
		letters += string(rune('a'+x)) + " "
	}
	sb.WriteString(strings.TrimRight(letters, " ") + "\n")
	last := g.LastMove()
	for y := range n {
		fmt.Fprintf(&sb, "%3d", n-y)
		for x := range n {
			sq := gomoku.At(x, y)
			c := "XO."[g.Board().At(sq)]
			switch {
			case sq == last:
				fmt.Fprintf(&sb, "(%c", c)
			case x > 0 && gomoku.At(x-1, y) == last:
				fmt.Fprintf(&sb, ")%c", c)
			default:
				fmt.Fprintf(&sb, " %c", c)
			}
		}
		if last == gomoku.At(n-1, y) {
			sb.WriteString(")")
		}
		fmt.Fprintf(&sb, " %d\n", n-y)
	}
	sb.WriteString(strings.TrimRight(letters, " ") + "\n")
	return sb.String()
}

// quitError ends a game when a person types q.
type quitError struct{ who string }

func (q quitError) Error() string { return q.who + " quits" }

// humanPlayer is a person at the keyboard as a Player.
type humanPlayer struct {
	in *bounded.Lines
	w  io.Writer
}

func (h *humanPlayer) Name() string                                                   { return "human" }
func (h *humanPlayer) NewGame(context.Context, *gomoku.Game, model.TimeControl) error { return nil }
func (h *humanPlayer) Close() error                                                   { return nil }

func (h *humanPlayer) Move(ctx context.Context, g *gomoku.Game, _ arbiter.Clock) (sg.Result, error) {
	for {
		fmt.Fprint(h.w, drawGomoku(g))
		squares, err := h.ask(g, fmt.Sprintf("%s to move (such as %s or 7,7; q to quit): ", capital(g.Turn().String()), gomoku.Center(g.Size()).Name(g.Size())))
		if err != nil {
			return sg.Result{}, err
		}
		if len(squares) == 1 {
			return sg.Result{Move: squares[0]}, nil
		}
		fmt.Fprintln(h.w, "One square, please.")
	}
}

func (h *humanPlayer) Choose(ctx context.Context, g *gomoku.Game, q gc.Question) (gc.Choice, error) {
	prompt := map[gc.Question]string{
		gc.PlaceThree:      "Place three stones, black, white, black (such as h8 h9 i9): ",
		gc.ChooseColour:    "Type swap to take Black, or your move to take White: ",
		gc.ChooseOrPlace:   "Type swap to take Black, your move to take White, or two stones (white, black) to let the other choose: ",
		gc.ChooseAfterFive: "Type swap to take Black, or your move to take White: ",
	}[q]
	for {
		fmt.Fprint(h.w, drawGomoku(g))
		fmt.Fprint(h.w, prompt)
		text, err := h.line()
		if errors.Is(err, bounded.ErrTooLong) {
			continue
		} else if err != nil {
			return gc.Choice{}, err
		}
		switch {
		case strings.EqualFold(text, "q") || strings.EqualFold(text, "quit"):
			return gc.Choice{}, quitError{"the " + map[bool]string{true: "first", false: "second"}[q == gc.PlaceThree || q == gc.ChooseAfterFive] + " player"}
		case strings.EqualFold(text, "swap") && q != gc.PlaceThree:
			return gc.Choice{Swap: true}, nil
		}
		squares, err := parseHumanSquares(text, g.Size())
		if err == nil && !q.Takes(len(squares)) {
			err = fmt.Errorf("%d squares are no answer here", len(squares))
		}
		if err == nil {
			if err = g.Clone().PlayAll(squares); err == nil {
				return gc.Choice{Moves: squares}, nil
			}
		}
		fmt.Fprintf(h.w, "Not that: %v\n", err)
	}
}

// ask prompts until the person types squares that are free, or q.
func (h *humanPlayer) ask(g *gomoku.Game, prompt string) ([]gomoku.Square, error) {
	for {
		fmt.Fprint(h.w, prompt)
		text, err := h.line()
		if errors.Is(err, bounded.ErrTooLong) {
			continue
		} else if err != nil {
			return nil, err
		}
		if strings.EqualFold(text, "q") || strings.EqualFold(text, "quit") {
			return nil, quitError{capital(g.Turn().String())}
		}
		squares, err := parseHumanSquares(text, g.Size())
		if err == nil {
			t := g.Clone()
			if err = t.PlayAll(squares); err == nil {
				return squares, nil
			}
		}
		fmt.Fprintf(h.w, "Not that: %v\n", err)
	}
}

// line reads the person's next line, trimmed. A line too long to be an
// answer is said to be so and comes back as an error matching
// bounded.ErrTooLong: ask again.
func (h *humanPlayer) line() (string, error) {
	line, err := h.in.Next()
	var long *bounded.LineTooLongError
	switch {
	case errors.As(err, &long):
		fmt.Fprintf(h.w, "\nThat line is too long (%d bytes, at most %s); it was skipped.\n", long.Size, bounded.Line)
		return "", err
	case err == io.EOF:
		fmt.Fprintln(h.w)
		return "", Errorf("input", "standard input ended before the game did")
	case err != nil:
		fmt.Fprintln(h.w)
		return "", Errorf("input", "%v", err)
	}
	return strings.TrimSpace(line), nil
}

// parseHumanSquares reads squares in renju's notation (h8) or Gomocup's
// (7,7), separated by spaces.
func parseHumanSquares(text string, size int) ([]gomoku.Square, error) {
	if strings.Contains(text, ",") {
		return gomoku.ParseGomocupMoves(text, size)
	}
	return gomoku.ParseMoves(text, size)
}

// gomokuArenaFlags are the flags of othello gomoku arena.
type gomokuArenaFlags struct {
	gomokuFlags
	games, jobs, plies *int
}

func declareGomokuArenaFlags(fs *flag.FlagSet) gomokuArenaFlags {
	return gomokuArenaFlags{
		gomokuFlags: declareGomokuFlags(fs, "", ""),
		games:       fs.Int("games", 20, "`N` games, rounded up to an even number"),
		jobs:        fs.Int("jobs", 1, "`N` games played at once"),
		plies:       fs.Int("plies", 0, "under the free opening, `N` random stones near the centre before the players move, each opening played with both colours"),
	}
}

// runGomokuArena plays othello gomoku arena.
func runGomokuArena(env Env) error {
	c, _ := lookupSub("gomoku arena")
	usage := shortUsage(c.synopsis(on8x8, ""))
	fs := newFlagSet("gomoku arena")
	flags := declareGomokuArenaFlags(fs)
	rest, err := parseArgs(fs, env.Args)
	if err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	if len(rest) > 0 {
		return Errorf("usage", "%s: unexpected %s", usage, excerpt(rest[0]))
	}
	if *flags.black == "" || *flags.white == "" {
		return Errorf("usage", "%s: both --black and --white are needed", usage)
	}
	setup, err := flags.setup(usage)
	if err != nil {
		return err
	}
	switch {
	case *flags.games < 1 || *flags.games > 100000:
		return Errorf("usage", "%s: --games %d is not 1-100000", usage, *flags.games)
	case *flags.jobs < 1 || *flags.jobs > 256:
		return Errorf("usage", "%s: --jobs %d is not 1-256", usage, *flags.jobs)
	case *flags.plies < 0 || *flags.plies > 8 || *flags.plies > 0 && setup.Opening != gc.Free:
		return Errorf("usage", "%s: --plies %d: 0 to 8, under the free opening only", usage, *flags.plies)
	}
	var sides [2]gomokuSide
	for i, spec := range [2]string{*flags.black, *flags.white} {
		if sides[i], err = parseGomokuSide(spec, flags.gomokuFlags); err == nil && sides[i].human {
			err = fmt.Errorf("a person cannot play in an arena")
		}
		if err != nil {
			return Errorf("player", "--%s: %v", [2]string{"black", "white"}[i], err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := checkBrains(ctx, sides[:], setup); err != nil {
		return err
	}
	total := 2 * ((*flags.games + 1) / 2)
	start := time.Now()
	// seats are the sides that play first and second in game g: the
	// first side opens the even games, the second the odd ones
	seats := func(g int) [2]int { return [2]int{g % 2, 1 - g%2} }
	play := func(ctx context.Context, w *arbiter.Worker, g int) (gc.Outcome, error) {
		seat, s := seats(g), gameSeed(*flags.seed, g)
		players := [2]gc.Player{sides[seat[0]].player(s, w, seat[0]), sides[seat[1]].player(s+1, w, seat[1])}
		gs := setup
		gs.Moves = gomokuOpening(setup.Size, *flags.plies, gameSeed(*flags.seed, g/2))
		gs.Clocks = sides[seat[0]].clockOr(setup.Clocks[0], sides[seat[1]], setup.Clocks[1])
		o := gc.PlayGame(ctx, players, gs)
		return o, o.Err
	}
	report := func(g int, o gc.Outcome) {
		if f := o.Forfeit; f != nil {
			fmt.Fprintf(env.Stderr, "\ngame %d: %s forfeits: %s\n", g+1, sides[seats(g)[f.Player]].name, oneLine(f.Reason()))
		}
	}
	results, _, done := runMatch(ctx, env.Stderr, total, *flags.jobs, play, report)
	if ctx.Err() != nil {
		return Errorf("gomoku arena", "stopped after %d of %d games; the brains were closed", done, total)
	}
	var t matchTally
	var forfeits forfeitCount
	stones := 0
	for g, o := range results {
		first := g % 2 // the index in o of the first side
		switch o.Winner {
		case first:
			t.add(1)
		case 1 - first:
			t.add(-1)
		default:
			t.add(0)
		}
		stones += o.Game.MoveCount()
		forfeits.add(o.Forfeit, first)
	}
	how := fmt.Sprintf("(%dx%d %s, %s opening", setup.Size, setup.Size, setup.Rule, setup.Opening)
	if *flags.plies > 0 {
		how += fmt.Sprintf(", %d random stones", *flags.plies)
	}
	how += fmt.Sprintf(", each side opening half, seed %d)", *flags.seed)
	t.printScore(env.Stdout, how, sides[0].name, sides[1].name, fmt.Sprintf("stones: %.1f per game", float64(stones)/float64(total)), time.Since(start))
	forfeits.print(env.Stdout, sides[0].name, sides[1].name)
	return nil
}

// gomokuOpening returns n random stones within two squares of the centre
// (nil for none), the same for both games of a pair.
func gomokuOpening(size, n int, seed uint64) []gomoku.Square {
	if n == 0 {
		return nil
	}
	g, _ := gomoku.NewGame(size, gomoku.Freestyle)
	rnd := sg.NewRandom(seed)
	c := gomoku.Center(size)
	for g.MoveCount() < n {
		sq := rnd.Search(context.Background(), g.Position()).Move
		if abs(sq.X()-c.X()) <= 2 && abs(sq.Y()-c.Y()) <= 2 {
			g.Play(sq)
		}
	}
	return g.Moves()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// gomokuBrainFlags are the flags of othello gomoku brain.
type gomokuBrainFlags struct {
	level *string
	seed  *uint64
}

func declareGomokuBrainFlags(fs *flag.FlagSet) gomokuBrainFlags {
	return gomokuBrainFlags{
		level: fs.String("level", "hard", "the level `L` that plays: easy, medium, hard or expert, within the manager's time"),
		seed:  fs.Uint64("seed", 1, "seed `S` of the level's randomness"),
	}
}

// runGomokuBrain speaks the Gomocup protocol on standard input and output.
func runGomokuBrain(env Env, version string) error {
	c, _ := lookupSub("gomoku brain")
	usage := c.synopsis(on8x8, "")
	fs := newFlagSet("gomoku brain")
	flags := declareGomokuBrainFlags(fs)
	rest, err := parseArgs(fs, env.Args)
	if err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	if len(rest) > 0 {
		return Errorf("usage", "%s: unexpected %s", usage, excerpt(rest[0]))
	}
	l, err := sg.ParseLevel(*flags.level)
	if err != nil {
		return Errorf("level", "%v", err)
	}
	w := bufio.NewWriter(env.Stdout)
	out := flushWriter{w}
	about := gc.About{Name: "othello-gomoku", Version: version, Author: "the Othello authors", Country: "unknown"}
	err = gc.Serve(context.Background(), env.Stdin, out, gc.ServeConfig{Player: sg.NewPlayer(l, *flags.seed), About: about, Seed: *flags.seed})
	if err != nil {
		return Errorf("brain", "%v", err)
	}
	return nil
}

// flushWriter flushes every line at once, as a manager waits for it.
type flushWriter struct{ w *bufio.Writer }

func (f flushWriter) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	if err == nil {
		err = f.w.Flush()
	}
	return n, err
}

// lookupSub finds a sub-command of othello gomoku by its whole name.
func lookupSub(name string) (Command, bool) { return lookupIn(gomokuCommand("").subs, name) }
