// othello gomoku arena, matches between Gomoku players, and othello gomoku
// brain, our engine as a Gomocup brain.

package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"othello/controller/arbiter"
	gc "othello/controller/gomoku"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

type gomokuArenaFlags struct {
	gomokuFlags
	games, jobs, plies *int
}

func declareGomokuArenaFlags(fs *flag.FlagSet) gomokuArenaFlags {
	return gomokuArenaFlags{
		gomokuFlags: declareGomokuFlags(fs, "", "", false),
		games:       intFlag(fs, "games", 20, 1, 100000, "`N` games, rounded up to an even number"),
		jobs:        intFlag(fs, "jobs", 1, 1, 256, "`N` games played at once"),
		plies:       intFlag(fs, "plies", 0, 0, 8, "under the free opening, `N` random stones near the centre before the players move, each opening played with both colours"),
	}
}

// runGomokuArena plays othello gomoku arena.
func runGomokuArena(env Env) error {
	c, _ := lookupSub("gomoku arena")
	usage := shortUsage(c.synopsis(on8x8, ""))
	fs := newFlagSet("gomoku arena")
	flags := declareGomokuArenaFlags(fs)
	if _, _, err := readArgs("gomoku arena", on8x8, 8, fs, env.Args); err != nil {
		return err
	}
	setup, err := flags.setup(usage)
	if err != nil {
		return err
	}
	sides, err := flags.sides()
	if err != nil {
		return err
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

// declareGomokuBrainFlags declares the flags of othello gomoku brain.
func declareGomokuBrainFlags(fs *flag.FlagSet) levelFlags {
	return declareLevelFlags(fs, "hard", "the level `L` that plays: easy, medium, hard or expert, within the manager's time")
}

// runGomokuBrain speaks the Gomocup protocol on standard input and output.
func runGomokuBrain(env Env, version string) error {
	c, _ := lookupSub("gomoku brain")
	fs := newFlagSet("gomoku brain")
	flags := declareGomokuBrainFlags(fs)
	if _, _, err := c.read(fs, on8x8, 8, env.Args); err != nil {
		return err
	}
	l, err := level.Parse(*flags.level)
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
