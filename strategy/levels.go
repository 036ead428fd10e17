// Search configurations and the level table: what each level searches,
// its time by the game's phase, and the opening book it plays from.

package strategy

import (
	"time"

	"othello/model"
	"othello/strategy/level"
)

// Config describes one search: the algorithm, how deep or how long, when
// to solve the endgame exactly, and how much randomness to play with. Each
// level is a named Config.
type Config struct {
	Algorithm    level.Algorithm // AlphaBeta (the zero value) or Minimax
	Depth        int             // midgame depth limit in plies; 0 leaves it to Time
	MinimaxDepth int             // caps Depth when Algorithm is Minimax, which has no pruning; 0: minimaxMaxDepth
	Time         time.Duration   // limit per move, the exact solver's included; 0 leaves it to Depth
	ExactEmpties int             // solve exactly when this many squares or fewer are empty
	Randomness   int             // choose among moves within this many score units of the best (EASY)
	Eval         EvalKind        // the evaluation: trained (the zero value) or classic
	Threads      int             // search threads; 0 or 1 is one thread, whose search is reproducible
	// Selectivity is the confidence, in percent, with which the midgame
	// search cuts a node by a shallow search (Multi-ProbCut); 0 searches
	// full width. The exact solver is never selective.
	Selectivity int
	// BookPlies: play from the opening book while fewer than this many
	// moves have been played from the start (0: never), choosing among the
	// book moves within BookMargin hundredths of a disc of the best.
	BookPlies  int
	BookMargin int
	// PhaseTime spreads Time over the game by its phase (see phaseTime):
	// Time is then the average a move, not the limit of each
	PhaseTime bool
	// Book is the opening book (nil: the shipped one; a damaged one is
	// never used, see DefaultBook).
	Book *Book
}

// ScoreSelectivity is the selectivity of the fixed-depth searches whose
// scores a player reads or the book keeps (see ScoreConfig): they have no
// clock to beat, so they cut with more confidence than the levels playing
// by time.
const ScoreSelectivity = 95

// ScoreConfig is the search behind the scores a player reads or the book
// keeps (move values, the analysis, the book's scores): EXPERT's
// evaluation, book and exact endgame, to a fixed depth instead of a time,
// at ScoreSelectivity, on one thread, so that a score repeats.
func ScoreConfig(depth int) Config {
	c := LevelConfig(level.Expert, level.AlphaBeta)
	c.Time, c.Depth, c.Threads, c.Selectivity = 0, depth, 1, ScoreSelectivity
	return c
}

// levelTable defines every level in one place. A Time is a limit: no new
// depth after half of it, and the search, exact solver included, stops at
// it; a solve that cannot finish in time leaves the midgame move. With
// PhaseTime it is an average instead: each move's share of it by phase,
// spent by how settled the best move is (see deepening). HARD and EXPERT
// cut at 80%: riskier cuts than at 95%, but some five plies deeper in the
// same time, which wins more games (see TUNING.md).
// MinimaxDepth keeps plain Minimax at about the level's time. EASY keeps the classic evaluation of
// the Java report's scheme, which plays like a beginner who knows corners
// and mobility; the others use the trained one.
var levelTable = [...]Config{
	level.Easy:   {Depth: 2, MinimaxDepth: 2, ExactEmpties: 4, Randomness: 400, Eval: Classic},
	level.Medium: {Depth: 4, MinimaxDepth: 4, ExactEmpties: 10, BookPlies: 8, BookMargin: 200},
	level.Hard:   {Time: time.Second, MinimaxDepth: 6, ExactEmpties: 20, Selectivity: 80, BookPlies: 60, BookMargin: 150, PhaseTime: true},
	level.Expert: {Time: 4 * time.Second, MinimaxDepth: 7, ExactEmpties: 24, Selectivity: 80, BookPlies: 60, BookMargin: 100, PhaseTime: true},
}

const (
	// minimaxMaxDepth caps plain Minimax when the Config sets no cap.
	minimaxMaxDepth = 6
	// defaultDepth is the depth of a search given neither depth nor time.
	defaultDepth = 4
	// minimaxExact is the most empties plain Minimax solves to the end:
	// with no pruning, about 10! positions.
	minimaxExact = 10
	// exactPreDepth is the midgame depth searched before the exact solver,
	// to order the root moves, when the search has no time limit.
	exactPreDepth = 4
)

// LevelConfig returns the search a level runs with the given algorithm.
func LevelConfig(l level.Level, algo level.Algorithm) Config {
	if l < 0 || int(l) >= len(levelTable) {
		l = level.Medium
	}
	c := levelTable[l]
	c.Algorithm = algo
	return c
}

// DepthConfig returns an AlphaBeta search to a fixed midgame depth, with an
// exact endgame that grows with the depth (2*depth+2 empties, at most 20):
// what an engine protocol's "set depth" asks for.
func DepthConfig(depth int) Config {
	return Config{Depth: depth, ExactEmpties: min(2*depth+2, 20)}
}

// WithTime returns c searching for d per move instead of to its depth; a d
// of zero or less leaves c as it is (the command line's --time).
func (c Config) WithTime(d time.Duration) Config {
	if d > 0 {
		c.Time, c.Depth, c.PhaseTime = d, 0, false
	}
	return c
}

// WithDepth returns c searching d plies a move instead of by time (its
// exact solver as before, unhurried), unless d is 0.
func (c Config) WithDepth(d int) Config {
	if d > 0 {
		c.Depth, c.Time, c.PhaseTime = d, 0, false
	}
	return c
}

// Phase time: the share of a level's time a move gets, in percent, by how
// many squares are empty beyond the exact solver's reach. The book's moves
// take none, and the solver is quick where it is exact, so the midgame
// before it gets more; the shares keep a whole game's time that of the
// level's Time a move (see TUNING.md).
const (
	phaseOpening  = 115 // more than phaseLateSpan beyond the solver
	phaseLate     = 170 // the late midgame, the moves before the solver
	phaseExact    = 75  // the exact solver's moves
	phaseLateSpan = 10  // the late midgame's empties
)

// phaseTime returns the time limit of a move with the given empties for
// a level that spreads its time by phase.
func phaseTime(s Config, empties int) time.Duration {
	pct := phaseOpening
	switch {
	case !s.PhaseTime:
		return s.Time
	case empties <= s.ExactEmpties:
		pct = phaseExact
	case empties <= s.ExactEmpties+phaseLateSpan:
		pct = phaseLate
	}
	return s.Time * time.Duration(pct) / 100
}

// WithoutBook returns c never playing from the opening book.
func (c Config) WithoutBook() Config {
	c.BookPlies, c.Book = 0, nil
	return c
}

// WithBook returns c playing from bk (nil: the shipped book).
func (c Config) WithBook(bk *Book) Config {
	c.Book = bk
	return c
}

// book returns the opening book c plays b from, if any: c's own or the
// shipped one, while b is within c.BookPlies moves of the start.
func (c Config) book(b model.Board) *Book {
	if c.BookPlies <= 0 || BookPlies(b) >= c.BookPlies || c.Algorithm != level.AlphaBeta {
		return nil
	}
	if c.Book != nil {
		return c.Book
	}
	bk, err := DefaultBook()
	if err != nil {
		return nil
	}
	return bk
}

// WithThreads returns c searching on n threads (n < 1: one).
func (c Config) WithThreads(n int) Config {
	c.Threads = max(n, 1)
	return c
}
