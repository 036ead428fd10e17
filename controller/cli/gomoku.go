// othello gomoku: the Gomoku terminal game, matches between Gomoku
// players, and our engine as a Gomocup brain.

package cli

import (
	"context"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"othello/controller/arbiter"
	gc "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// gomokuCommand is othello gomoku and its sub-commands; version is what
// the brain's ABOUT says.
func gomokuCommand(version string) Command {
	players := append([]string{"random", "report"}, gomokuLevelNames()...)
	// values are the flags' values for shell completion: an arena's
	// players are programs only
	values := func(people bool) map[string][]string {
		sides := players
		if people {
			sides = append([]string{"human"}, players...)
		}
		return map[string][]string{
			"size": {"15", "19", "20"}, "rule": {"freestyle", "standard"}, "opening": {"free", "swap", "swap2"},
			"black": sides, "white": sides,
		}
	}
	return Command{
		Name: "gomoku", Summary: "Gomoku: a terminal game, matches, and our engine as a Gomocup brain",
		About: "Five in a row on a board of 5x5 to 20x20 (15x15 by default): freestyle (five or more win) or standard (exactly five), " +
			"with a free, swap or swap2 opening. Squares are written h8 (renju: column letter, row from the bottom) or 7,7 (Gomocup: x,y from 0 at the top left).",
		args: [2]string{"(game | arena | brain) [FLAGS]"},
		subs: []Command{
			{
				Name: "gomoku game", Summary: "a game of Gomoku in the terminal: people, our players or external brains",
				About: "Each side is human, random, report (the C report's minimax to depth 4 on win, loss or draw), minimax:D, alphabeta:D, a level, " +
					"or brain:COMMAND, an external program speaking the Gomocup protocol. A person types a square such as h8 or 7,7, or q to quit; " +
					"under swap and swap2, --black is the first player, who places the first three stones, and the second chooses a colour. " +
					"Quiet, it prints the moves, the final board and the winner; a player that fails or cheats loses, with the reason.",
				Run: runGomokuGame, flags: func(fs *flag.FlagSet, _ form) { declareGomokuGameFlags(fs) },
				values: values(true),
			},
			{
				Name: "gomoku arena", Summary: "Gomoku players against each other: wins, draws and losses with a 95% confidence interval",
				About: "The first player (--black) plays Black in the odd games and White in the even ones (under swap and swap2, it opens every other game); --jobs games at once. " +
					"A brain that crashes, hangs, writes ERROR or plays an illegal move loses the game, listed with the reason, and the match goes on.",
				Run: runGomokuArena, flags: func(fs *flag.FlagSet, _ form) { declareGomokuArenaFlags(fs) },
				required: []string{"black", "white"}, values: values(false),
				needs: []flagPair{{flag: "plies", others: []string{"opening=free"}}},
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
	for _, l := range level.All() {
		names = append(names, strings.ToLower(l.String()))
	}
	return names
}

// gomokuFlags are the flags game and arena share.
type gomokuFlags struct {
	size              *int
	rule, opening     *string
	black, white      *string
	tc                *model.TimeControl
	seed              *uint64
	turnTime, timeout *time.Duration
	people            bool // a person may play: a game, not an arena
}

// declareGomokuFlags declares the shared flags, --black and --white
// defaulting to black and white; people says a person may play (a game,
// not an arena), which --black's help then offers.
func declareGomokuFlags(fs *flag.FlagSet, black, white string, people bool) gomokuFlags {
	human := map[bool]string{true: "human, "}[people]
	return gomokuFlags{
		size:    intFlag(fs, "size", 15, gomoku.MinSize, gomoku.MaxSize, "the board is `N`xN"),
		rule:    fs.String("rule", "freestyle", "the winning rule `R`: freestyle (five or more) or standard (exactly five)"),
		opening: fs.String("opening", "free", "the opening rule `O`: free, swap or swap2"),
		black: fs.String("black", black, "the first player `P`: "+human+"random, report, minimax:D, alphabeta:D, a level (easy, medium, hard, expert), "+
			"or brain:COMMAND, an external Gomocup brain (quoted whole); after a comma, tc=3+2 puts the side on its own clock"),
		white:    fs.String("white", white, "the second player `P`, as --black"),
		seed:     fs.Uint64("seed", 1, "seed `S` of the players' randomness and opening choices"),
		turnTime: durationFlag(fs, "turn-time", gc.DefaultTurnTime, time.Millisecond, math.MaxInt64, "an external brain's time `D` for each move (INFO timeout_turn); it loses if it takes longer than D and a tenth, plus 0.5s"),
		timeout:  durationFlag(fs, "brain-timeout", gc.DefaultTimeout, time.Millisecond, math.MaxInt64, "the longest `D` an external brain may take to start or to answer anything but a move"),
		people:   people,
		tc:       clockFlag(fs, "every game on a clock `MIN+SEC`, minutes each and seconds of increment a stone (3+2, 0:30+0.5); a player whose time runs out loses; a brain is told its time (INFO timeout_match and time_left)"),
	}
}

// gomokuSetup reads the board, rule and opening flags.
func (f gomokuFlags) setup(usage string) (gc.Setup, error) {
	s := gc.Setup{Size: *f.size}
	var err error
	if s.Rule, err = gomoku.ParseRule(*f.rule); err != nil {
		return s, Errorf("usage", "%s: --rule %s: want freestyle or standard", usage, excerpt(*f.rule))
	}
	if s.Opening, err = gc.ParseOpening(*f.opening); err != nil {
		return s, Errorf("usage", "%s: --opening %s: want free, swap or swap2", usage, excerpt(*f.opening))
	}
	s.Clocks = [2]model.TimeControl{*f.tc, *f.tc}
	return s, nil
}

// sides reads --black and --white as the players' descriptions; where
// people may not play (an arena), a person is an error.
func (f gomokuFlags) sides() ([2]gomokuSide, error) {
	var sides [2]gomokuSide
	for i, spec := range [2]string{*f.black, *f.white} {
		side, err := parseGomokuSide(spec, f)
		if err == nil && side.human && !f.people {
			err = fmt.Errorf("a person cannot play in an arena")
		}
		if err != nil {
			return sides, Errorf("player", "--%s: %v", [2]string{"black", "white"}[i], err)
		}
		sides[i] = side
	}
	return sides, nil
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
		algo, _ := level.ParseAlgorithm(kind)
		c := sg.Config{Algorithm: algo, Depth: d}
		return gomokuSide{name: s, make: func(seed uint64) sg.Player { return sg.NewSearch(c, seed) }}, nil
	}
	l, err := level.Parse(s)
	if err != nil {
		human := map[bool]string{true: "human, "}[f.people]
		return gomokuSide{}, fmt.Errorf("%s is no player: want %srandom, report, minimax:D, alphabeta:D, %s or brain:COMMAND", excerpt(spec), human, strings.Join(gomokuLevelNames(), ", "))
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
