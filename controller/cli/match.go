// Games between players played side by side, for arena and tournament:
// the flags they share, their openings, and the games run on a number of
// goroutines, each keeping its own external programs.

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"othello/controller/arbiter"
	"othello/controller/engine"
	"othello/model"
	"othello/strategy"
)

// matchFlags are the flags of games against other programs that arena
// (on 8x8) and tournament share.
type matchFlags struct {
	xot, gamesOut *string
	tc            *model.TimeControl
	jobs          *int
	engineTimeout *time.Duration
}

// declareMatchFlags declares the shared flags in fs, in form f: --xot's
// openings are 8x8's.
func declareMatchFlags(fs *flag.FlagSet, f form) matchFlags {
	m := matchFlags{
		jobs:          intFlag(fs, "jobs", 1, 1, 256, "`N` games played at once"),
		engineTimeout: durationFlag(fs, "engine-timeout", engine.DefaultTimeout, time.Millisecond, math.MaxInt64, "the longest `D` another program may take to start, to answer, or to move by depth; longer loses the game"),
		gamesOut:      fs.String("games-out", "", "write every game to `FILE` in GGF, one a line: the players' names, the result, the moves, and the reason of a forfeit"),
		tc:            clockFlag(fs, "every game on a clock `MIN+SEC`, minutes each and seconds of increment a move (3+2, 0:30+0.5); a player whose time runs out loses; another program is told its time left (GTP time_left, an NBoard program the depth that fits it)"),
	}
	if f == on8x8 {
		m.xot = fs.String("xot", "", "draw the openings from `FILE`, one transcript a line, instead of random openings")
	}
	return m
}

// clockValue is --tc, read when given: a value that is not a time
// control is refused as a range is.
type clockValue struct {
	p    *model.TimeControl
	text string
}

// clockFlag declares --tc, "none" by default, which its help says it
// takes, as the errors of a wrong value suggest it.
func clockFlag(fs *flag.FlagSet, usage string) *model.TimeControl {
	v := &clockValue{p: new(model.TimeControl), text: "none"}
	fs.Var(v, "tc", usage+"; none for no clock")
	return v.p
}

func (v *clockValue) Set(s string) error {
	tc, err := model.ParseClock(s)
	if err != nil {
		return &valueError{strings.TrimPrefix(err.Error(), "time control ")}
	}
	*v.p, v.text = tc, s
	return nil
}

func (v *clockValue) String() string {
	if v == nil {
		return ""
	}
	return v.text
}

func (v *clockValue) Get() any { return *v.p }

// matchOpenings returns n openings and how they are said in the results
// ("3 openings of 4 plies"): none when a program of the line protocol
// plays (fromStart), which plays its colour from the start by itself so
// that no opening can be imposed on it; else n drawn from the file xot
// when it is given; else n distinct random openings of plies plies.
func matchOpenings(n, plies int, xot string, seed uint64, fromStart bool) ([][]model.Square, string, error) {
	switch {
	case fromStart:
		return make([][]model.Square, n), fmt.Sprintf("%d from the start: a play: program takes no opening", n), nil
	case xot != "":
		openings, err := pickOpenings(xot, n, seed)
		if err != nil {
			return nil, "", err
		}
		return openings, fmt.Sprintf("%d %s from %s", n, plural(n, "opening", "openings"), xot), nil
	}
	openings := strategy.Openings(n, plies, seed)
	if len(openings) < n {
		return nil, "", Errorf("usage", "only %d distinct openings of %d plies; use longer openings or fewer games", len(openings), plies)
	}
	return openings, fmt.Sprintf("%d %s of %d plies", n, plural(n, "opening", "openings"), plies), nil
}

// fixture is one game to play: its players, indices into the
// contestants, the seeds of their randomness, and its opening.
type fixture struct {
	black, white         int
	blackSeed, whiteSeed uint64
	opening              []model.Square // on 8x8 from the start, when start is nil
	start                *model.Game    // the game's start, on any size
}

// clocks are the time controls of Black and White in f, their
// contestants'.
func (m match) clocks(f fixture) [2]model.TimeControl {
	return [2]model.TimeControl{m.players[f.black].clock, m.players[f.white].clock}
}

// bothWays is a two-player match's games: each of its pairs of games
// plays one opening twice, the first player Black then White, with the
// seeds of the first and second players; opening fills in a game's
// opening or start from its pair's number.
func bothWays(pairs int, seed uint64, opening func(f *fixture, pair int)) []fixture {
	fixtures := make([]fixture, 2*pairs)
	for g := range fixtures {
		s := gameSeed(seed, g)
		fixtures[g] = fixture{black: 0, white: 1, blackSeed: s, whiteSeed: s + 1}
		if g%2 == 1 {
			fixtures[g] = fixture{black: 1, white: 0, blackSeed: s + 1, whiteSeed: s}
		}
		opening(&fixtures[g], g/2)
	}
	return fixtures
}

// gameSeed is the seed of game g (counted from 0) of a match seeded seed;
// the second player's is the next one.
func gameSeed(seed uint64, g int) uint64 { return seed + uint64(g)*1000003 }

// match is a list of games between contestants, played jobs at a time.
type match struct {
	command string // "arena": the place in the games' records and the error when stopped
	players []contestant
	games   []fixture
	jobs    int
	out     *gamesOut // where each game is written as it finishes
}

// play plays the games on m.jobs goroutines, each keeping its own
// external programs (started at their first game, closed when the
// goroutine ends), with a progress bar on stderr and a line there for
// each forfeit, and returns every game's outcome in the order of the
// games. A forfeit is named by the contestant's name. It closes m.out.
// When ctx ends (Ctrl-C), the games in play are abandoned, the programs
// closed, and the error says how many games were played; played then
// tells which outcomes are of finished games.
func (m match) play(ctx context.Context, stderr io.Writer) (results []engine.Outcome, played []bool, err error) {
	type game struct {
		o      engine.Outcome
		record string // the game in GGF, for m.out
	}
	play := func(ctx context.Context, w *arbiter.Worker, g int) (game, error) {
		f := m.games[g]
		black := m.players[f.black].player(f.blackSeed, w, f.black)
		white := m.players[f.white].player(f.whiteSeed, w, f.white)
		began := time.Now()
		start := f.start
		if start == nil {
			start = model.NewGame()
			for _, sq := range f.opening {
				if err := start.Play(sq); err != nil {
					return game{}, Errorf(m.command, "opening move %s: %v", sq.Upper(), err)
				}
			}
		}
		o := engine.Play(ctx, black, white, engine.Game{Start: start, Clocks: m.clocks(f)})
		if o.Err != nil {
			return game{o: o}, o.Err
		}
		if ff := o.Forfeit; ff != nil {
			ff.Name = m.players[f.side(ff.Player)].name
		}
		h := engine.Header(m.players[f.black].name, m.players[f.white].name, began)
		h.Place = "othello " + m.command
		return game{o, o.GGF(h)}, nil
	}
	report := func(g int, r game) {
		if ff := r.o.Forfeit; ff != nil {
			fmt.Fprintf(stderr, "\ngame %d: %s (%s) forfeits: %s\n", g+1, ff.Name, strings.ToLower(engine.Colour(ff.Player).String()), ff.Reason())
		}
		m.out.put(g, r.record)
	}
	games, played, done := runMatch(ctx, stderr, len(m.games), m.jobs, play, report)
	results = make([]engine.Outcome, len(games))
	for g, r := range games {
		results[g] = r.o
	}
	if err := m.out.close(); err != nil {
		return nil, nil, err
	}
	if ctx.Err() != nil {
		return results, played, Errorf(m.command, "stopped after %d of %d games; the other programs were closed", done, len(m.games))
	}
	return results, played, nil
}

// side returns the index of the contestant who played side i of f: 0
// Black, 1 White, as a forfeit counts them.
func (f fixture) side(i int) int {
	if i == 1 {
		return f.white
	}
	return f.black
}

// runMatch plays games on jobs goroutines through arbiter.Run, with a
// progress bar on stderr that moves on as each game finishes, after
// report has written what it says of the game; it returns the results,
// which games were played, and how many.
func runMatch[R any](ctx context.Context, stderr io.Writer, games, jobs int, play func(context.Context, *arbiter.Worker, int) (R, error), report func(game int, r R)) (results []R, played []bool, done int) {
	start := time.Now()
	progress(stderr, 0, games, start)
	results, played = arbiter.Run(ctx, games, jobs, play, func(g int, r R) {
		report(g, r)
		done++
		progress(stderr, done, games, start)
	})
	fmt.Fprintln(stderr)
	return results, played, done
}
