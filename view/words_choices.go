// The words of the dialogs' choices: the New game and Engines dialogs'
// tables in the language in use, the search thread settings, the levels'
// names and what each level does, and the board sizes.

package view

import (
	"fmt"
	"runtime"
	"strings"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// The choices of the New game dialog, in the order of their values, in
// the language in use (see relabel).
var (
	modeLabels   []string
	colourLabels []string
	algoLabels   = []string{"AlphaBeta", "Minimax"}
	sizeLabels   = []string{"4×4", "6×6", "8×8", "10×10"} // model.Sizes
	evalLabels   []string
	startLabels  []string // startChoice
)

// The clock choices besides the presets' names ("3+2").
var noClockLabel, customClockLabel string

// relabel words the tables of choices in the language in use.
func relabel() {
	modeLabels = []string{tr("Against the computer"), tr("Two players"), tr("Computer vs computer (demo)")}
	colourLabels = []string{tr("Black (moves first)"), tr("White")}
	evalLabels = []string{tr("Trained patterns"), tr("Classic (table, mobility, material)")}
	startLabels = []string{tr("Standard"), tr("Random XOT opening"), tr("The position shown")}
	noClockLabel, customClockLabel = tr("No clock"), tr("Custom…")
	coachLabel = tr("Coach")
	relabelGomoku()
	formatPNG, formatSVG = tr("PNG (an image)"), tr("SVG (a vector drawing)")
	turnLabels = []string{tr("Black"), tr("White")}
	ourSearchLabel, ourLevelLabel = tr("Othello (EXPERT search)"), tr("Othello (the level chosen)")
	protocolLine, playsByDepth, playsByTime = tr("Line protocol (othello play)"), tr("Depth"), tr("Time a move")
	engineFolderHelp = tr("its folder (optional)")
	protocolLabels = []string{protocolNBoard, protocolGTP, protocolLine}
}

// The engines dialog's choices (see relabel).
var ourSearchLabel, ourLevelLabel, protocolLine, playsByDepth, playsByTime, engineFolderHelp string

// threadChoices lists the search thread settings, index n meaning
// Settings.Threads n: "Automatic (3)" first, then 1 up to one a processor.
func threadChoices() []string {
	out := []string{tr("Automatic ({{.Threads}})", args{"Threads": controller.AutoThreads()})}
	for n := 1; n <= max(runtime.NumCPU(), 1); n++ {
		out = append(out, trn("{{.Count}} threads", n))
	}
	return out
}

// levelName names a level in the window's title case, such as "Medium".
func levelName(l fmt.Stringer) string {
	switch strings.ToLower(l.String()) {
	case "easy":
		return tr("Easy")
	case "medium":
		return tr("Medium")
	case "hard":
		return tr("Hard")
	case "expert":
		return tr("Expert")
	}
	return levelWord(l)
}

// levelWord names a level in English, as game files write it in a
// player's name: "Othello (Medium)".
func levelWord(l fmt.Stringer) string { return capitalize(strings.ToLower(l.String())) }

// levelLabel names a level and says how it plays, such as "Easy: looks 2
// moves ahead and sometimes errs".
func levelLabel(l level.Level) string {
	return tr("{{.Level}}: {{.Does}}", args{"Level": levelName(l), "Does": levelDoes(l)})
}

// levelDoes says in a few words how a level plays, from the search it runs.
func levelDoes(l level.Level) string {
	c := strategy.LevelConfig(l, level.AlphaBeta)
	a := args{"Exact": c.ExactEmpties}
	switch {
	case c.Time > 0 && c.Randomness > 0:
		return trn("thinks up to {{.Count}} seconds a move and sometimes errs", int(c.Time.Seconds()), a)
	case c.Time > 0 && c.ExactEmpties > 0:
		return trn("thinks up to {{.Count}} seconds a move, perfect in the last {{.Exact}}", int(c.Time.Seconds()), a)
	case c.Time > 0:
		return trn("thinks up to {{.Count}} seconds a move", int(c.Time.Seconds()), a)
	case c.Randomness > 0:
		return trn("looks {{.Count}} moves ahead and sometimes errs", c.Depth, a)
	case c.ExactEmpties > 0:
		return trn("looks {{.Count}} moves ahead, perfect in the last {{.Exact}}", c.Depth, a)
	}
	return trn("looks {{.Count}} moves ahead", c.Depth, a)
}

// sizeLabel names board size n as the New game dialog offers it.
func sizeLabel(n int) string {
	for i, size := range model.Sizes {
		if size == n {
			return sizeLabels[i]
		}
	}
	return sizeLabels[2]
}
