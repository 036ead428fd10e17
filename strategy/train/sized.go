// The geometric evaluation's fit for a board size other than 8x8: games of
// our search against itself from random openings, every position labelled
// by the exact value of the game where the solver first reaches it (and
// the later positions by their own), then a least-squares fit of the
// features' weights per phase.

package train

import (
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"othello/model"
	"othello/resources"
	"othello/strategy"
	"othello/strategy/level"
)

// SizedConfig is what a fit of the geometric evaluation plays and writes.
type SizedConfig struct {
	Size    int    // the board size: 4, 6 or 10 (8x8 has the trained evaluation)
	Games   int    // self-play games; one in sizedHeldOut is kept out of the fit
	Depth   int    // the players search 1 to Depth plies, by game
	Exact   int    // positions of this many empties or fewer are solved
	Seed    uint64 // drives the openings and the deviations
	Workers int
	Lambda  float64 // ridge regularisation of every weight but the bias
	WorkDir string  // the labelled positions are kept there ("": not kept)
	Out     string  // the weights file: its other sizes' rows are kept
	Log     io.Writer
}

// sizedHeldOut: one game in this many is kept out of the fit, to measure
// it.
const sizedHeldOut = 8

// sizedSample is one labelled position.
type sizedSample struct {
	F     strategy.SizedFeatures
	Phase int8
	Label int32 // the exact value, hundredths of a disc for the side to move
	Held  bool  // of a held-out game
	// P and O are the discs of the side to move and of the other side
	P, O model.Bits
}

// sizedGame plays game i of cfg and returns its labelled positions; solver
// is the worker's own.
func sizedGame(ctx context.Context, cfg SizedConfig, i int, solver strategy.SizedPlayer) []sizedSample {
	rng := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
	b, _ := model.SizedStart(cfg.Size)
	cells := b.Geometry().Cells()
	depth := 1 + i%max(cfg.Depth, 1)
	player := strategy.NewSizedSearch(strategy.Config{Algorithm: level.AlphaBeta, Depth: depth}, uint64(i))
	randomPlies := 2 + rng.IntN(max(cells/8, 2))
	var boards []model.SizedBoard
	var turns []int // the colour to move at each of boards: 0 Black, 1 White
	turn := 0
	for ply := 0; !b.GameOver() && ctx.Err() == nil; ply++ {
		moves := b.MoveCells()
		if len(moves) == 0 {
			b, turn = b.Pass(), 1-turn
			continue
		}
		boards, turns = append(boards, b), append(turns, turn)
		var m model.Cell
		if ply < randomPlies || rng.Float64() < 0.05 {
			m = moves[rng.IntN(len(moves))]
		} else {
			m = player.SearchSized(ctx, b).Move
		}
		b, turn = b.Play(m), 1-turn
	}
	if ctx.Err() != nil {
		return nil
	}
	// the value of the game where the solver first reaches it labels the
	// positions before, for their side to move; a game over before the
	// solver's reach (a wipe-out) gives its final score
	var out []sizedSample
	reached, reachedTurn := b.FinalScore()*strategy.ScoreScale, turn
	for k := len(boards) - 1; k >= 0; k-- {
		pos := boards[k]
		var label int
		if pos.Empties() <= cfg.Exact {
			label = solver.SearchSized(ctx, pos).Score
			reached, reachedTurn = label, turns[k]
		} else {
			label = reached
			if turns[k] != reachedTurn {
				label = -reached
			}
		}
		out = append(out, sizedSample{F: strategy.SizedFeaturesOf(pos), Phase: int8(strategy.SizedPhase(pos.Empties(), cells)),
			Label: int32(label), Held: i%sizedHeldOut == 0, P: pos.Player, O: pos.Opponent})
	}
	return out
}

// RunSized plays and labels cfg's games (or reads them from the work
// folder, where a run with the same settings left them), fits the weights
// of cfg.Size, prints their error by phase beside the hand-set weights'
// and the shipped ones', and writes them into cfg.Out.
func RunSized(ctx context.Context, cfg SizedConfig) error {
	if cfg.Size == 8 || !slices.Contains(model.Sizes, cfg.Size) {
		return fmt.Errorf("--size %d: the geometric evaluation is fitted for 4, 6 and 10 (8x8 has the trained one)", cfg.Size)
	}
	if cfg.Games < sizedHeldOut {
		return fmt.Errorf("%d games: want %d at least, one in %d being kept out of the fit", cfg.Games, sizedHeldOut, sizedHeldOut)
	}
	samples, err := sizedSamples(ctx, cfg)
	if err != nil {
		return err
	}
	fitted := fitSized(cfg.Size, samples, cfg.Lambda)
	reportSized(cfg.Log, cfg.Size, samples, fitted)
	return writeSized(cfg, fitted)
}

// sizedSamples are the labelled positions of cfg's games, from the work
// folder's cache when it has them.
func sizedSamples(ctx context.Context, cfg SizedConfig) ([]sizedSample, error) {
	cache := ""
	if cfg.WorkDir != "" {
		// named by the settings, the weights the players search with and
		// the labels' version (2: wipe-outs take their final score)
		cache = filepath.Join(cfg.WorkDir, fmt.Sprintf("sized-%d-games%d-depth%d-exact%d-seed%d-players%08x-v2.gob",
			cfg.Size, cfg.Games, cfg.Depth, cfg.Exact, cfg.Seed, crc32.ChecksumIEEE(resources.SizedWeights())))
		if f, err := os.Open(cache); err == nil {
			defer f.Close()
			var s []sizedSample
			if err := gob.NewDecoder(f).Decode(&s); err == nil {
				fmt.Fprintf(cfg.Log, "%d positions of %d games read from %s\n", len(s), cfg.Games, cache)
				return s, nil
			}
		}
	}
	games := make([][]sizedSample, cfg.Games)
	onWorkers(ctx, cfg.Workers, cfg.Games, func() func(int) {
		solver := strategy.NewSizedSearch(strategy.Config{Algorithm: level.AlphaBeta, ExactEmpties: 64}, 1)
		return func(i int) { games[i] = sizedGame(ctx, cfg, i, solver) }
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var out []sizedSample
	for _, g := range games {
		out = append(out, g...)
	}
	fmt.Fprintf(cfg.Log, "%d positions of %d games played and labelled\n", len(out), cfg.Games)
	if cache != "" {
		if err := os.MkdirAll(cfg.WorkDir, 0o755); err != nil {
			return nil, err
		}
		if err := writeAtomic(cache, func(w io.Writer) (int64, error) { return 0, gob.NewEncoder(w).Encode(out) }); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fitSized fits each phase's weights to the positions kept in the fit:
// ridge least squares, the bias free.
func fitSized(n int, samples []sizedSample, lambda float64) *strategy.SizedWeights {
	w := &strategy.SizedWeights{Size: n}
	hand := strategy.HandSizedWeights(n)
	for p := range strategy.SizedPhases {
		const k = strategy.SizedFeatureCount
		var a [k][k + 1]float64 // the normal equations, the right side last
		count := 0
		for _, s := range samples {
			if s.Held || int(s.Phase) != p {
				continue
			}
			count++
			for i := range k {
				for j := range k {
					a[i][j] += float64(s.F[i] * s.F[j])
				}
				a[i][k] += float64(s.F[i]) * float64(s.Label)
			}
		}
		if count < 4*k {
			w.W[p] = hand.W[p] // too few positions to fit
			continue
		}
		for i := range k {
			if i != strategy.SizedBias {
				a[i][i] += lambda
			}
		}
		x, ok := solveLinear(a)
		if !ok {
			w.W[p] = hand.W[p]
			continue
		}
		for i, v := range x {
			w.W[p][i] = int(math.Round(v))
		}
	}
	return w
}

// solveLinear solves the equations of a (the right side in the last
// column) by Gaussian elimination with partial pivoting; false when they
// are singular.
func solveLinear(a [strategy.SizedFeatureCount][strategy.SizedFeatureCount + 1]float64) ([]float64, bool) {
	const k = strategy.SizedFeatureCount
	for col := range k {
		pivot := col
		for r := col + 1; r < k; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[pivot][col]) {
				pivot = r
			}
		}
		if math.Abs(a[pivot][col]) < 1e-9 {
			return nil, false
		}
		a[col], a[pivot] = a[pivot], a[col]
		for r := range k {
			if r == col {
				continue
			}
			f := a[r][col] / a[col][col]
			for c := col; c <= k; c++ {
				a[r][c] -= f * a[col][c]
			}
		}
	}
	x := make([]float64, k)
	for i := range k {
		x[i] = a[i][k] / a[i][i]
	}
	return x, true
}

// reportSized prints the error of the hand-set, shipped and fitted
// weights on the held-out games' positions by phase (RMS, in discs).
func reportSized(w io.Writer, n int, samples []sizedSample, fitted *strategy.SizedWeights) {
	hand, shipped := strategy.HandSizedWeights(n), strategy.ShippedSizedWeights(n)
	cells := n * n
	fmt.Fprintf(w, "%dx%d, the held-out games' positions (one game in %d), RMS error in discs against the exact labels:\n", n, n, sizedHeldOut)
	fmt.Fprintf(w, "%-6s %-9s %7s %7s %7s %7s %7s\n", "phase", "empties", "fitted", "held", "hand", "shipped", "new")
	var all [3]float64
	total := 0
	for p := range strategy.SizedPhases {
		var sq [3]float64
		fit, held := 0, 0
		for _, s := range samples {
			if int(s.Phase) != p {
				continue
			}
			if !s.Held {
				fit++
				continue
			}
			held++
			for i, ws := range []*strategy.SizedWeights{hand, shipped, fitted} {
				d := float64(ws.Score(s.F, p)-int(s.Label)) / strategy.ScoreScale
				sq[i] += d * d
			}
		}
		lo, hi := phaseEmpties(p, cells)
		row := fmt.Sprintf("%-6d %-9s %7d %7d", p, fmt.Sprintf("%d-%d", lo, hi), fit, held)
		for i := range sq {
			all[i] += sq[i]
			row += fmt.Sprintf(" %7.2f", math.Sqrt(sq[i]/float64(max(held, 1))))
		}
		total += held
		fmt.Fprintln(w, row)
	}
	row := fmt.Sprintf("%-6s %-9s %7s %7d", "all", "", "", total)
	for i := range all {
		row += fmt.Sprintf(" %7.2f", math.Sqrt(all[i]/float64(max(total, 1))))
	}
	fmt.Fprintln(w, row)
}

// phaseEmpties is the range of empties of phase p on a board of cells
// squares.
func phaseEmpties(p, cells int) (lo, hi int) {
	lo, hi = -1, -1
	for e := 1; e <= cells-4; e++ {
		if strategy.SizedPhase(e, cells) == p {
			if lo < 0 {
				lo = e
			}
			hi = e
		}
	}
	return lo, hi
}

// writeSized writes the fitted weights of cfg.Size into cfg.Out, keeping
// the other sizes' rows of the file there (or, where there is none yet,
// of the shipped one).
func writeSized(cfg SizedConfig, fitted *strategy.SizedWeights) error {
	text, err := os.ReadFile(cfg.Out)
	if errors.Is(err, os.ErrNotExist) {
		text, err = resources.SizedWeights(), nil
	}
	if err != nil {
		return err
	}
	ws, err := strategy.ParseSizedWeights(strings.NewReader(string(text)))
	if err != nil {
		return fmt.Errorf("%s: %v", cfg.Out, err)
	}
	ws[cfg.Size] = fitted
	var b strings.Builder
	header := "The geometric evaluation's weights of the board sizes other than 8x8, in hundredths\n" +
		"of a disc per unit of each feature (the side to move's count less the opponent's),\n" +
		"one row per phase (0: the last empties), fitted on self-play positions labelled by\n" +
		"exact solves: othello train --size N (see strategy/TUNING.md). A size missing here\n" +
		"plays with the hand-set weights."
	if err := strategy.FormatSizedWeights(&b, header, ws); err != nil {
		return err
	}
	if err := writeAtomic(cfg.Out, func(w io.Writer) (int64, error) {
		n, err := io.WriteString(w, b.String())
		return int64(n), err
	}); err != nil {
		return err
	}
	fmt.Fprintf(cfg.Log, "wrote the %dx%d weights into %s\n", cfg.Size, cfg.Size, cfg.Out)
	return nil
}
