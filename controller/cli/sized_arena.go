// Arena matches on boards of other sizes than 8x8.

package cli

import (
	"context"
	"fmt"
	"time"

	"othello/model"
	"othello/strategy"
)

// runArenaSized plays matches on boards of size n between players of the
// terminal game (random, minimax:D, alphabeta:D or a level), each random
// opening twice with the colours swapped.
func runArenaSized(env Env, n int) error {
	usage := usageOf("arena", onOtherSizes, n)
	fs := newFlagSet("arena")
	flags := declareArenaFlags(fs, onOtherSizes)
	blackSpec, whiteSpec, games, seed, plies := flags.black, flags.white, flags.games, flags.seed, flags.plies
	rest, err := parseArgs(fs, env.Args)
	if err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	if len(rest) > 0 {
		return Errorf("usage", "%s: unexpected %s", usage, excerpt(rest[0]))
	}
	if *blackSpec == "" || *whiteSpec == "" {
		return Errorf("usage", "%s: both --black and --white are needed", usage)
	}
	if *games < 1 || *games > 100000 {
		return Errorf("usage", "%s: --games %d is not 1-100000", usage, *games)
	}
	if *plies < 0 || *plies > n*n-4 {
		return Errorf("usage", "%s: --plies %d is not 0-%d", usage, *plies, n*n-4)
	}
	specs := [2]string{*blackSpec, *whiteSpec}
	for _, s := range specs {
		if _, err := strategy.ParseSizedPlayer(s, n, 1); err != nil {
			return Errorf("player", "%v", err)
		}
	}
	pairs := (*games + 1) / 2
	openings := sizedOpenings(n, pairs, *plies, *seed)
	if len(openings) < pairs {
		return Errorf("usage", "only %d distinct openings of %d plies on %dx%d; use longer openings or fewer games", len(openings), *plies, n, n)
	}
	total := 2 * pairs
	var t matchTally
	start := time.Now()
	progress(env.Stderr, 0, total, start)
	for i, op := range openings {
		for swap := 0; swap < 2; swap++ {
			gameSeed := *seed + uint64(2*i+swap)*1000003
			a, _ := strategy.ParseSizedPlayer(specs[0], n, gameSeed)
			b, _ := strategy.ParseSizedPlayer(specs[1], n, gameSeed+1)
			var d int
			if swap == 0 {
				d = playSized(op, a, b)
			} else {
				d = -playSized(op, b, a)
			}
			t.add(d)
			progress(env.Stderr, 2*i+swap+1, total, start)
		}
	}
	fmt.Fprintln(env.Stderr)
	t.print(env.Stdout, fmt.Sprintf("on %dx%d (%d openings of %d plies, each played with colours swapped, seed %d)", n, n, pairs, *plies, *seed), specs[0], specs[1], time.Since(start))
	return nil
}

// sizedOpenings returns up to count distinct positions reached by random
// openings of the given length, from seed.
func sizedOpenings(n, count, plies int, seed uint64) []model.SizedPosition {
	r := strategy.NewSizedRandom(seed)
	seen := map[model.SizedPosition]bool{}
	var out []model.SizedPosition
	for tries := 0; len(out) < count && tries < 100*count+1000; tries++ {
		p, _ := model.SizedStartPosition(n)
		for k := 0; k < plies && !p.Board.GameOver(); k++ {
			p = p.Play(r.SearchSized(context.Background(), p.Board).Move)
		}
		if seen[p] || p.Board.GameOver() {
			continue
		}
		seen[p] = true
		out = append(out, p)
	}
	return out
}

// playSized plays a game from p and returns Black's final disc difference;
// an illegal answer loses by the whole board.
func playSized(p model.SizedPosition, black, white strategy.SizedPlayer) int {
	for !p.Board.GameOver() {
		pl := black
		if p.Turn == model.White {
			pl = white
		}
		m := pl.SearchSized(context.Background(), p.Board).Move
		if !p.Board.IsLegal(m) {
			if p.Turn == model.Black {
				return -p.Geometry().Cells()
			}
			return p.Geometry().Cells()
		}
		p = p.Play(m)
	}
	return p.Count(model.Black) - p.Count(model.White) + winnerEmpties(p)
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
