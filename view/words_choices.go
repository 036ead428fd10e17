// The words of the dialogs' choices: the New game and Engines dialogs'
// tables in the language in use, the search thread settings, the levels'
// names and what each level does, and the board sizes.

package view

import (
	"runtime"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/othellowords"
)

// The choices of the New game dialog, in the order of their values, in
// the language in use (see relabel).
var (
	modeLabels   []string
	colourLabels []string
	algoLabels   = othellowords.AlgorithmNames
	evalLabels   []string
	startLabels  []string // startChoice
)

// The labels of other dialogs' choices, in the language in use (see
// relabel): the Coach level among the levels' names, the editor's side
// to move, the engines' protocols and the pictures' formats.
var (
	coachLabel           string
	turnLabels           []string // Black and White
	protocolLabels       []string
	formatPNG, formatSVG string
)

// The protocols' names, which need no translating.
const (
	protocolNBoard = "NBoard"
	protocolGTP    = "GTP"
)

// relabel words the tables of choices in the language in use.
func relabel() {
	modeLabels = []string{i18n.T("Against the computer"), i18n.T("Two players"), i18n.T("Computer vs computer (demo)")}
	colourLabels = []string{i18n.T("Black (moves first)"), i18n.T("White")}
	evalLabels = []string{i18n.T("Trained patterns"), i18n.T("Classic (table, mobility, material)")}
	startLabels = []string{i18n.T("Standard"), i18n.T("Random XOT opening (8×8)"), i18n.T("The position shown")}
	coachLabel = i18n.T("Coach")
	gomokuview.Relabel()
	formatPNG, formatSVG = i18n.T("PNG (an image)"), i18n.T("SVG (a vector drawing)")
	turnLabels = []string{i18n.T("Black"), i18n.T("White")}
	ourSearchLabel, ourLevelLabel = i18n.T("Othello (EXPERT search)"), i18n.T("Our level")
	protocolLine, playsByDepth, playsByTime = i18n.T("Line protocol (othello play)"), i18n.T("Depth"), i18n.T("Time a move")
	engineFolderHelp = i18n.T("its folder (optional)")
	protocolLabels = []string{protocolNBoard, protocolGTP, protocolLine}
}

// The engines dialog's choices (see relabel).
var ourSearchLabel, ourLevelLabel, protocolLine, playsByDepth, playsByTime, engineFolderHelp string

// threadChoices lists the search thread settings, index n meaning
// Settings.Threads n: "Automatic (3)" first, then 1 up to one a processor.
func threadChoices() []string {
	out := []string{i18n.T("Automatic ({{.Threads}})", i18n.Args{"Threads": controller.AutoThreads()})}
	for n := 1; n <= max(runtime.NumCPU(), 1); n++ {
		out = append(out, i18n.N("{{.Count}} threads", n))
	}
	return out
}

// levelLabel names a level and says how it plays, such as "Easy: looks 2
// moves ahead and sometimes errs".
func levelLabel(l level.Level) string {
	return i18n.T("{{.Level}}: {{.Does}}", i18n.Args{"Level": i18n.LevelName(l), "Does": levelDoes(l)})
}

// levelDoes says in a few words how a level plays, from the search it runs.
func levelDoes(l level.Level) string {
	c := strategy.LevelConfig(l, level.AlphaBeta)
	a := i18n.Args{"Exact": c.ExactEmpties}
	switch {
	case c.Time > 0 && c.Randomness > 0:
		return i18n.N("thinks up to {{.Count}} seconds a move and sometimes errs", int(c.Time.Seconds()), a)
	case c.Time > 0 && c.ExactEmpties > 0:
		return i18n.N("thinks up to {{.Count}} seconds a move, perfect in the last {{.Exact}}", int(c.Time.Seconds()), a)
	case c.Time > 0:
		return i18n.N("thinks up to {{.Count}} seconds a move", int(c.Time.Seconds()), a)
	case c.Randomness > 0:
		return i18n.N("looks {{.Count}} moves ahead and sometimes errs", c.Depth, a)
	case c.ExactEmpties > 0:
		return i18n.N("looks {{.Count}} moves ahead, perfect in the last {{.Exact}}", c.Depth, a)
	}
	return i18n.N("looks {{.Count}} moves ahead", c.Depth, a)
}

// sizeLabel names board size n as the New game dialog offers it.
func sizeLabel(n int) string { return i18n.BoardSize(n) }

// sizeLabels are the Othello board sizes the New game dialog offers,
// those of model.Sizes.
func sizeLabels() []string {
	labels := make([]string, len(model.Sizes))
	for i, n := range model.Sizes {
		labels[i] = sizeLabel(n)
	}
	return labels
}
