package controller

import (
	"fmt"
	"runtime"
	"time"

	"othello/controller/engine"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// Plays reports whether the engine plays boards of size n: GTP engines
// (boardsize) and line-protocol programs (othello play --size) every
// size, NBoard engines 8x8 by its specification.
func (e EngineEntry) Plays(n int) bool { return n == 8 || e.Protocol != engine.NBoard }

// Mode says who plays each colour.
type Mode int

// The modes.
const (
	HumanVsComputer    Mode = iota // the human plays Settings.Human, the computer the other colour
	HumanVsHuman                   // two people share the board
	ComputerVsComputer             // a demo the computer plays against itself
)

var modeNames = [...]string{"Human vs computer", "Human vs human", "Computer vs computer"}

// String returns the mode as the game shows it, such as "Human vs computer".
func (m Mode) String() string {
	if m < 0 || int(m) >= len(modeNames) {
		return fmt.Sprintf("Mode(%d)", int(m))
	}
	return modeNames[m]
}

// Valid reports whether m is one of the modes.
func (m Mode) Valid() bool { return m >= HumanVsComputer && m <= ComputerVsComputer }

// Settings are the choices that shape a game.
type Settings struct {
	Mode      Mode
	Human     model.Color // the human's colour in HumanVsComputer
	Level     level.Level
	Algorithm level.Algorithm
	Eval      strategy.EvalKind // Classic plays every level with the hand-made evaluation
	Size      int               // the board's rows and columns: 4, 6, 8 or 10
	Threads   int               // the computer's search threads; 0: automatic (see SearchThreads)
	Clock     model.TimeControl // the game clock of each side; none by default
	// Engine names the external program (Config.Engines) that plays the
	// computer's side on 8x8 instead of our level: against a person, the
	// colour they do not play; in the demo, White against our level
	// playing Black. "" for our own levels.
	Engine string
	// Coach has the computer play on 8x8 at a point of the strength scale,
	// Strength from 0 to 1 (strategy.StrengthAt), chosen to give the
	// player even chances (StrengthFor), instead of at Level.
	Coach    bool
	Strength float64
}

// EngineSide reports whether the external engine of these settings plays
// colour c. The controller keeps only an engine that plays the game's
// size (EngineEntry.Plays).
func (s Settings) EngineSide(c model.Color) bool {
	if s.Engine == "" {
		return false
	}
	switch s.Mode {
	case HumanVsComputer:
		return c != s.Human
	case ComputerVsComputer:
		return c == model.White
	}
	return false
}

// MaxThreads bounds Settings.Threads.
const MaxThreads = 256

// AutoThreads is the automatic number of search threads: every processor
// but one, which stays with the window so that it never stutters.
func AutoThreads() int { return max(1, runtime.NumCPU()-1) }

// SearchThreads is how many threads the computer searches on.
func (s Settings) SearchThreads() int {
	if s.Threads > 0 {
		return s.Threads
	}
	return AutoThreads()
}

// DefaultSettings is the first-launch game: the human plays Black against
// the computer at MEDIUM with AlphaBeta.
func DefaultSettings() Settings {
	return Settings{Mode: HumanVsComputer, Human: model.Black, Level: level.Medium, Algorithm: level.AlphaBeta, Size: 8}
}

// Valid reports whether every field holds a known value.
func (s Settings) Valid() bool {
	return s.Mode.Valid() &&
		(s.Human == model.Black || s.Human == model.White) &&
		s.Level >= level.Easy && s.Level <= level.Expert &&
		(s.Algorithm == level.AlphaBeta || s.Algorithm == level.Minimax) &&
		(s.Eval == strategy.Trained || s.Eval == strategy.Classic) &&
		validSize(s.Size) &&
		s.Strength >= 0 && s.Strength <= 1 &&
		s.Threads >= 0 && s.Threads <= MaxThreads &&
		validClock(s.Clock)
}

// The longest clock: ten hours each, and an hour an increment.
const (
	MaxMainTime  = 10 * time.Hour
	MaxIncrement = time.Hour
)

// validClock reports whether tc is none or a clock within bounds.
func validClock(tc model.TimeControl) bool {
	if !tc.On() {
		return tc == model.TimeControl{}
	}
	return tc.Main <= MaxMainTime && tc.Increment >= 0 && tc.Increment <= MaxIncrement
}

func validSize(n int) bool {
	_, err := model.GeometryOf(n)
	return err == nil
}

// PlayerConfig is the search the computer runs under these settings: the
// level's, with the classic evaluation when chosen (with Trained, each
// level keeps its own: EASY plays the classic one anyway).
func (s Settings) PlayerConfig() strategy.Config {
	c := strategy.LevelConfig(s.Level, s.Algorithm)
	if s.Eval == strategy.Classic {
		c.Eval = strategy.Classic
	}
	return c.WithThreads(s.SearchThreads())
}

// Sanitized returns s with every unknown field replaced by its default, so
// settings read back from storage can never put the game in a bad state.
func (s Settings) Sanitized() Settings {
	d := DefaultSettings()
	if !s.Mode.Valid() {
		s.Mode = d.Mode
	}
	if s.Human != model.Black && s.Human != model.White {
		s.Human = d.Human
	}
	if s.Level < level.Easy || s.Level > level.Expert {
		s.Level = d.Level
	}
	if s.Algorithm != level.AlphaBeta && s.Algorithm != level.Minimax {
		s.Algorithm = d.Algorithm
	}
	if s.Eval != strategy.Trained && s.Eval != strategy.Classic {
		s.Eval = d.Eval
	}
	if !validSize(s.Size) {
		s.Size = d.Size
	}
	if s.Threads < 0 || s.Threads > MaxThreads {
		s.Threads = d.Threads
	}
	if !validClock(s.Clock) {
		s.Clock = d.Clock
	}
	if !(s.Strength >= 0 && s.Strength <= 1) { // NaN too
		s.Strength = 0
	}
	return s
}

// IsHuman reports whether a person plays colour c under these settings.
func (s Settings) IsHuman(c model.Color) bool {
	switch s.Mode {
	case HumanVsHuman:
		return true
	case ComputerVsComputer:
		return false
	}
	return c == s.Human
}
