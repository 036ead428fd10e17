// The round robin on boards other than 8x8: the players arena takes
// there, from random openings of that board.

package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"syscall"

	"othello/model"
)

// runTournamentSized plays a round robin on boards of size n between the
// players arena takes there, from random openings of that board (from
// the start when a line program plays), as runTournament does on 8x8.
func runTournamentSized(env Env, n int) error {
	usage := shortUsage(usageOf("tournament", onOtherSizes, n))
	fs := newFlagSet("tournament")
	flags := declareTournamentFlags(fs, onOtherSizes)
	if _, _, err := readArgs("tournament", onOtherSizes, n, fs, env.Args); err != nil {
		return err
	}
	total, err := flags.games(usage)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var players []contestant
	for _, spec := range *flags.players {
		name, p, err := playerName(usage, spec, players)
		if err != nil {
			return err
		}
		ps, err := parsePlayerSpec(p)
		if err != nil {
			return Errorf("usage", "%s: --player %s: %v", usage, excerpt(spec), err)
		}
		c, err := sizedContestant(ctx, n, usage, ps, *flags.tc, *flags.engineTimeout, "a tournament", func(err error) error {
			return Errorf("player", "--player %s: %v", excerpt(spec), err)
		})
		if err != nil {
			return err
		}
		c.name = name
		players = append(players, c)
	}
	count := *flags.rounds * *flags.openings
	starts := make([]*model.Game, count)
	openingsText := fmt.Sprintf("random openings of %d plies on %dx%d", *flags.plies, n, n)
	if slices.ContainsFunc(players, isLine) {
		// a program of the line protocol plays its colour from the start
		// by itself: no opening can be imposed on it, as in arena
		for k := range starts {
			starts[k], _ = model.NewSizedGame(n)
		}
		openingsText = fmt.Sprintf("from the start on %dx%d: a play: program takes no opening", n, n)
	} else if starts = sizedOpenings(n, count, *flags.plies, *flags.seed); len(starts) < count {
		return Errorf("usage", "%s: only %d distinct openings of %d plies on %dx%d; use longer openings, fewer rounds or fewer openings", usage, len(starts), *flags.plies, n, n)
	}
	games := roundRobin(len(players), *flags.rounds, *flags.openings, *flags.seed, func(f *fixture, k int) { f.start = starts[k] })
	return flags.play(ctx, env, players, games, total, openingsText)
}
