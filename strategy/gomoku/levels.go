// Search configurations, the level table and the searching players built
// from them.

package gomoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"othello/model/gomoku"
	"othello/strategy/level"
)

// Config describes one search: the algorithm and evaluation, how deep or
// how long, the threat searches, and how much randomness to play with.
// Each level is a named Config.
type Config struct {
	Algorithm level.Algorithm // AlphaBeta (the zero value) or Minimax
	Eval      EvalKind        // Threats (the zero value) or WinLossDraw
	// Depth is the deepest iteration in plies; 0 leaves it to Time or
	// Nodes (or defaultDepth without either). A forced answer to a four
	// does not count as a ply.
	Depth int
	// Time limits a move: no new iteration after half of it, and the
	// search stops at it. A deadline on the context sooner than it is the
	// limit instead.
	Time time.Duration
	// Nodes limits a move as Time does, in positions visited: a limit
	// that gives the same move on every machine, for tests and matches.
	Nodes uint64
	// VCF is the most attacker moves of the search for a victory by
	// continuous fours made before the tree search, for the side to move
	// (played if found) and for the opponent (answered if it has one); 0:
	// none.
	VCF int
	// LeafVCF is the same search at every position where the tree search
	// stops, shorter; 0: none. Below 3 it finds nothing the tree's own
	// tests (a five, an open four) do not; no level uses it, having
	// gained nothing for its nodes (TUNING.md).
	LeafVCF int
	// Width is the most moves searched at a quiet position, the best
	// ordered first; 0: every move near the stones. Answers to a four or
	// an open three are never cut.
	Width int
	// Slip is the chance in percent of playing, instead of the search's
	// move, one of the SlipAmong best-ordered moves at random: EASY's
	// mistakes. A win in one or the block of a four is never slipped.
	Slip      int
	SlipAmong int
	// Margin makes the player choose at random among the moves scoring
	// within it of the best, for variety; 0 plays the best (ties broken
	// at random only by the WinLossDraw evaluation, as the report did).
	Margin int
}

// levelTable defines every level in one place. EASY sees one move ahead
// and slips a third of the time; MEDIUM reads three plies and short
// VCFs; HARD reads as deep as a second allows and every VCF of up to 9
// moves; EXPERT four seconds and 15.
var levelTable = [...]Config{
	level.Easy:   {Depth: 1, Width: 12, Slip: 35, SlipAmong: 6},
	level.Medium: {Depth: 3, Width: 12, VCF: 4, Margin: 10},
	level.Hard:   {Time: time.Second, Width: 16, VCF: 9},
	level.Expert: {Time: 4 * time.Second, Width: 20, VCF: 15},
}

// ReportConfig is the C report's player: Minimax to depth 4 on win, loss
// or draw, choosing at random among the moves of equal score. It is
// searched by AlphaBeta, which returns the same scores (tested), so
// that it plays at a usable speed.
var ReportConfig = Config{Eval: WinLossDraw, Depth: 4}

const (
	// defaultDepth is the depth of a search given no depth, time or nodes.
	defaultDepth = 4
	// maxDepth bounds the iterations of a search by time or nodes.
	maxDepth = 40
)

// LevelConfig returns the search a level runs (MEDIUM for an unknown one).
func LevelConfig(l level.Level) Config {
	if l < 0 || int(l) >= len(levelTable) {
		l = level.Medium
	}
	return levelTable[l]
}

// WithTime returns c searching for d a move instead of to its depth; a
// d of zero or less leaves c as it is.
func (c Config) WithTime(d time.Duration) Config {
	if d > 0 {
		c.Time, c.Depth, c.Nodes = d, 0, 0
	}
	return c
}

// WithNodes returns c searching n positions a move instead of for its
// time: the same strength, reproducible on any machine.
func (c Config) WithNodes(n uint64) Config {
	if n > 0 {
		c.Nodes, c.Time = n, 0
	}
	return c
}

// NewPlayer returns the computer player of a level; seed drives any
// randomness it uses.
func NewPlayer(l level.Level, seed uint64) Player { return NewSearch(LevelConfig(l), seed) }

// NewReportPlayer returns the C report's player (ReportConfig).
func NewReportPlayer(seed uint64) Player { return NewSearch(ReportConfig, seed) }

// ParsePlayer reads a player's description, as the command line takes
// it: "random"; "report" (the report's Minimax to depth 4 on win, loss or
// draw) or "report:D" to depth D (1-8); "minimax:D" (plain Minimax with
// the threat evaluation, depth 1-5) or "alphabeta:D" (depth 1-20); or a
// level name. "human" is the caller's to handle and is refused here.
func ParsePlayer(text string, seed uint64) (Player, error) {
	name, arg, hasArg := strings.Cut(strings.ToLower(strings.TrimSpace(text)), ":")
	depth := func(lo, hi int) (int, error) {
		d, err := strconv.Atoi(arg)
		if !hasArg || err != nil || d < lo || d > hi {
			return 0, fmt.Errorf("player %q: want %s:D with a depth D of %d to %d", text, name, lo, hi)
		}
		return d, nil
	}
	switch name {
	case "random":
		if hasArg {
			return nil, fmt.Errorf("player %q: random takes no depth", text)
		}
		return NewRandom(seed), nil
	case "report":
		c := ReportConfig
		if hasArg {
			d, err := depth(1, 8)
			if err != nil {
				return nil, err
			}
			c.Depth = d
		}
		return NewSearch(c, seed), nil
	case "minimax":
		d, err := depth(1, 5)
		if err != nil {
			return nil, err
		}
		return NewSearch(Config{Algorithm: level.Minimax, Depth: d, Width: 12}, seed), nil
	case "alphabeta":
		d, err := depth(1, 20)
		if err != nil {
			return nil, err
		}
		return NewSearch(Config{Depth: d, Width: 16}, seed), nil
	}
	if l, err := level.Parse(name); err == nil && !hasArg {
		return NewPlayer(l, seed), nil
	}
	return nil, fmt.Errorf("player %q: want random, report, report:D, minimax:D, alphabeta:D or a level (easy, medium, hard, expert)", text)
}

// NewSearch returns a searching player with an explicit Config.
func NewSearch(c Config, seed uint64) Player {
	return &searcher{c: c, rng: rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))}
}

// searcher is the searching player. Calls to Search on one searcher run
// one at a time; separate searchers run in parallel freely.
type searcher struct {
	c Config

	mu  sync.Mutex // guards the fields below
	rng *rand.Rand
	eng *engine
}

// Name returns "report" for the report's player, else the algorithm.
func (p *searcher) Name() string {
	if p.c.Eval == WinLossDraw {
		return "report"
	}
	return p.c.Algorithm.String()
}

// Search chooses a move for p.
func (p *searcher) Search(ctx context.Context, pos gomoku.Position) Result {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.eng == nil {
		p.eng = newEngine(tableBits(p.c))
	}
	return p.eng.search(ctx, pos, p.c, p.rng)
}

// tableBits sizes the transposition table by how much searching the
// Config allows: 2^bits entries of 16 bytes.
func tableBits(c Config) int {
	switch {
	case c.Time >= 2*time.Second || c.Nodes >= 2_000_000:
		return 20
	case c.Time > 0 || c.Nodes >= 200_000 || c.Depth >= 6:
		return 18
	case c.Nodes > 0:
		return 16
	}
	return 14
}
