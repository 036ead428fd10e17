// Arena matches on boards of other sizes than 8x8, through the same match
// runner as 8x8's.

package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// runArenaSized plays matches on boards of size n between players of the
// terminal game (random, minimax:D, alphabeta:D or a level) or programs
// speaking GTP or the line protocol, each random opening twice with the
// colours swapped (from the start when a line program plays).
func runArenaSized(env Env, n int) error {
	usage := usageOf("arena", onOtherSizes, n)
	fs := newFlagSet("arena")
	flags := declareArenaFlags(fs, onOtherSizes)
	blackSpec, whiteSpec, games, seed, plies := flags.black, flags.white, flags.games, flags.seed, flags.plies
	if _, _, err := readArgs("arena", onOtherSizes, n, fs, env.Args); err != nil {
		return err
	}
	tc := *flags.tc
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	specs := [2]string{*blackSpec, *whiteSpec}
	var sides [2]contestant
	for i, spec := range specs {
		name := [2]string{"black", "white"}[i]
		ps, err := parsePlayerSpec(spec)
		if err != nil {
			return Errorf("player", "--%s: %v", name, err)
		}
		c, err := sizedContestant(ctx, n, usage, ps, tc, *flags.engineTimeout, "an arena", func(err error) error {
			return Errorf("player", "--%s: %v", name, err)
		})
		if err != nil {
			return err
		}
		if c.name == "" {
			c.name = ps.player // ours, by its description
		}
		sides[i] = c
	}
	pairs := (*games + 1) / 2
	openingsText := fmt.Sprintf("%d %s of %d plies", pairs, plural(pairs, "opening", "openings"), *plies)
	var openings []*model.Game
	if isLine(sides[0]) || isLine(sides[1]) {
		// a program of the line protocol plays its colour from the start
		// by itself: no opening can be imposed on it, as on 8x8
		for range pairs {
			g, _ := model.NewSizedGame(n)
			openings = append(openings, g)
		}
		openingsText = fmt.Sprintf("%d from the start: a play: program takes no opening", pairs)
	} else if openings = sizedOpenings(n, pairs, *plies, *seed); len(openings) < pairs {
		return Errorf("usage", "only %d distinct openings of %d plies on %dx%d; use longer openings or fewer games", len(openings), *plies, n, n)
	}
	total := 2 * pairs
	out, err := newGamesOut(*flags.gamesOut, total)
	if err != nil {
		return err
	}
	defer out.close()
	fixtures := bothWays(pairs, *seed, func(f *fixture, pair int) { f.start = openings[pair] })
	start := time.Now()
	results, played, err := match{command: "arena", players: sides[:], games: fixtures, jobs: *flags.jobs, out: out}.play(ctx, env.Stderr)
	if err != nil && played == nil {
		return err
	}
	how := fmt.Sprintf("on %dx%d (%s, each played with colours swapped, seed %d)", n, n, openingsText, *seed)
	printArena(env.Stdout, results, played, how, sides, time.Since(start))
	return err
}

// sizedContestant is the player ps in a match on boards of size n (what:
// "an arena", "a tournament"), on its own clock (tc=) or the match's, tc:
// another program, started to see it answer, or one of the terminal
// game's players, made afresh for each game. A program that cannot start
// is its own error; what is wrong with ps comes through wrap.
func sizedContestant(ctx context.Context, n int, usage string, ps playerSpec, tc model.TimeControl, timeout time.Duration, what string, wrap func(error) error) (contestant, error) {
	if ps.clock != nil {
		tc = *ps.clock
	}
	c, external, err := parseEngineOn(ctx, n, usage, ps.player, 0, 0, timeout)
	switch {
	case err != nil:
		return c, err
	case external:
		if err := ps.only("tc"); err != nil {
			return c, wrap(err)
		}
	default:
		if _, err := gamePlayer(ps, n, 1); err != nil {
			return c, wrap(sizedMatchPlayerError(ps.player, what, err))
		}
		c = contestant{sized: func(seed uint64) strategy.SizedPlayer {
			p, _ := gamePlayer(ps, n, seed) // checked above
			return p
		}}
	}
	c.clock = tc
	return c, nil
}

// sizedMatchPlayerError is gamePlayer's refusal of player in the terms
// of a match on other sizes, an arena or a tournament (what): the terminal
// game's list of players offers a person, whom a match cannot seat.
func sizedMatchPlayerError(player, what string, err error) error {
	name, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(player)), ":")
	_, notLevel := level.Parse(name)
	switch {
	case name == "human":
		return fmt.Errorf("a person cannot play in %s", what)
	case name == "random" || name == "minimax" || name == "alphabeta" || notLevel == nil:
		return err // a player of the arena's, its depth or settings wrong
	}
	return fmt.Errorf("%s is no player: want random, minimax:D, alphabeta:D, a level (easy, medium, hard, expert), gtp:COMMAND or play:COMMAND", excerpt(player))
}

// sizedOpenings returns up to count games of distinct positions, each
// reached from the start by a random opening of the given length, from
// seed.
func sizedOpenings(n, count, plies int, seed uint64) []*model.Game {
	r := strategy.NewSizedRandom(seed)
	seen := map[model.SizedPosition]bool{}
	var out []*model.Game
	for tries := 0; len(out) < count && tries < 100*count+1000; tries++ {
		g, _ := model.NewSizedGame(n)
		for k := 0; k < plies && !g.Over(); k++ {
			g.PlayCell(r.SearchSized(context.Background(), g.Sized().Board).Move)
		}
		p := g.Sized()
		if seen[p] || g.Over() {
			continue
		}
		seen[p] = true
		out = append(out, g)
	}
	return out
}

// winnerEmpties returns the empty squares counted for the winner, signed
// for Black.
func winnerEmpties(p model.SizedPosition) int {
	b, w := p.Count(model.Black), p.Count(model.White)
	e := p.Geometry().Cells() - b - w
	switch {
	case b > w:
		return e
	case w > b:
		return -e
	}
	return 0
}
