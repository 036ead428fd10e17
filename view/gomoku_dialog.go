// The New game dialog's Gomoku choices: the board, the rule, the opening,
// who plays first, and the opponent, a level or an external brain.

package view

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

// The Gomoku choices of the New game dialog, in the order of their
// values, in the language in use (see relabel).
var (
	gomokuRuleLabels    []string
	gomokuOpeningLabels []string
	gomokuFirstLabels   []string
	gomokuOpponents     []string
	gomokuNewStart      string // the start of a new game, beside the waiting one
)

// relabelGomoku words the Gomoku choices in the language in use.
func relabelGomoku() {
	gomokuRuleLabels = []string{i18n.T("Freestyle (five or more)"), i18n.T("Standard (exactly five)")}
	gomokuOpeningLabels = []string{i18n.T("Free"), i18n.T("Swap"), i18n.T("Swap2")}
	gomokuFirstLabels = []string{i18n.T("First"), i18n.T("Second")}
	gomokuOpponents = []string{i18n.T("Our level"), i18n.T("External brain"), i18n.T("Another person"), i18n.T("Our level against itself (demo)")}
	gomokuNewStart = i18n.T("A new game")
}

// gomokuRuleWord names a rule in the game's title: "freestyle".
func gomokuRuleWord(r gomoku.Rule) string {
	if r == gomoku.Standard {
		return i18n.T("standard")
	}
	return i18n.T("freestyle")
}

// gomokuForm holds the dialog's Gomoku choices.
type gomokuForm struct {
	size, level, opponent *widget.Select
	rule, opening, first  *widget.RadioGroup
	// start offers the unfinished game waiting behind Othello (waiting),
	// if any, beside a new one; nil without one
	start   *widget.RadioGroup
	waiting *gomokuKept
	brain   *widget.Entry
	// the level, the side and the brain with a line under each saying what
	// it is: wrapped words, where a form's hint was cut off in a narrow
	// window
	levelChoice, firstChoice, brainChoice *kit.Described
	levelAbout                            *widget.Label
	clock                                 *widget.Select
	form                                  *widget.Form
}

func gomokuSizeLabel(n int) string { return fmt.Sprintf("%dx%d", n, n) }

// gomokuLevelNames are the levels as the window writes them, as
// Othello's are: "Easy" to "Expert".
func gomokuLevelNames() []string {
	var out []string
	for _, l := range level.All() {
		out = append(out, i18n.LevelName(l))
	}
	return out
}

// gomokuLevelDoes says in a few words how a level plays, from the search
// it runs, as Othello's level choice does: "Looks 3 moves ahead, finds
// wins by fours of up to 4 moves".
func gomokuLevelDoes(l level.Level) string {
	c := sg.LevelConfig(l)
	// the search, then what it adds, each its own clause
	does := i18n.N("looks {{.Count}} moves ahead", c.Depth)
	if c.Time > 0 {
		does = i18n.N("thinks up to {{.Count}} seconds a move", int(c.Time.Seconds()))
	}
	if c.VCF > 0 {
		does = i18n.N("{{.Search}}, finds wins by fours of up to {{.Count}} moves", c.VCF, i18n.Args{"Search": does})
	}
	if c.Slip > 0 {
		does = i18n.T("{{.Search}} and sometimes slips", i18n.Args{"Search": does})
	}
	return i18n.Capitalize(does)
}

// newGomokuForm makes the choices, set to p, offering the unfinished game
// waiting (nil: none) as a start.
func newGomokuForm(c fyne.Canvas, p GomokuPrefs, waiting *gomokuKept) *gomokuForm {
	f := &gomokuForm{waiting: waiting}
	var sizes []string
	for n := gomoku.MinSize; n <= gomoku.MaxSize; n++ {
		sizes = append(sizes, gomokuSizeLabel(n))
	}
	f.size = widget.NewSelect(sizes, kit.HandsBack[string](c, nil))
	f.size.SetSelected(gomokuSizeLabel(p.Size))
	f.rule = kit.Radio(c, gomokuRuleLabels, gomokuRuleLabels[p.Rule], nil)
	f.opening = kit.Radio(c, gomokuOpeningLabels, gomokuOpeningLabels[p.Opening], nil)
	f.opening.Horizontal = true
	first := gomokuFirstLabels[1]
	if p.First {
		first = gomokuFirstLabels[0]
	}
	f.first = kit.Radio(c, gomokuFirstLabels, first, nil)
	f.first.Horizontal = true
	f.firstChoice = kit.NewDescribed(f.first, kit.AboutLine(i18n.T("First plays Black, or places the opening stones under swap rules")))
	f.levelAbout = kit.AboutLine("")
	f.level = widget.NewSelect(gomokuLevelNames(), kit.HandsBack(c, func(v string) {
		i18n.SetWrapped(f.levelAbout, gomokuLevelDoes(level.Level(kit.IndexOf(gomokuLevelNames(), v, int(level.Medium)))))
	}))
	f.level.SetSelected(gomokuLevelNames()[p.Level])
	f.levelChoice = kit.NewDescribed(f.level, f.levelAbout)
	f.brain = widget.NewEntry()
	// the placeholder short enough to show whole; what it is goes below
	f.brain.SetPlaceHolder(i18n.T("e.g. pbrain-rapfi"))
	f.brain.SetText(p.Brain)
	f.brainChoice = kit.NewDescribed(f.brain, kit.AboutLine(i18n.T("A Gomocup brain's command line")))
	f.opponent = widget.NewSelect(gomokuOpponents, kit.HandsBack(c, func(string) { f.enable() }))
	switch {
	case p.TwoPeople:
		f.opponent.SetSelected(gomokuOpponents[2])
	case p.Demo:
		f.opponent.SetSelected(gomokuOpponents[3])
	case p.UseBrain:
		f.opponent.SetSelected(gomokuOpponents[1])
	default:
		f.opponent.SetSelected(gomokuOpponents[0])
	}
	f.clock = gomokuClockChoice(c, p.Clock)
	f.form = widget.NewForm()
	if waiting != nil {
		f.start = kit.Radio(c, []string{gomokuNewStart, waitingGomokuLabel(waiting)}, gomokuNewStart, func(string) { f.startChanged(p) })
		f.form.Append(i18n.T("row|Start"), f.start)
	}
	for _, it := range []*widget.FormItem{
		widget.NewFormItem(i18n.T("Board"), f.size),
		widget.NewFormItem(i18n.T("Rule"), f.rule),
		widget.NewFormItem(i18n.T("Opening"), f.opening),
		widget.NewFormItem(i18n.T("You play"), f.firstChoice),
		widget.NewFormItem(i18n.T("Opponent"), f.opponent),
		widget.NewFormItem(i18n.T("Level"), f.levelChoice),
		widget.NewFormItem(i18n.T("Brain"), f.brainChoice),
		widget.NewFormItem(i18n.T("Clock"), f.clock),
	} {
		f.form.AppendItem(it)
	}
	return f
}

// waitingChosen reports whether the waiting game is the start chosen.
func (f *gomokuForm) waitingChosen() bool {
	return f.start != nil && f.start.Selected != gomokuNewStart
}

// startChanged shows the board, rule and opening of the start chosen: the
// waiting game's own, or p's for a new game.
func (f *gomokuForm) startChanged(p GomokuPrefs) {
	if f.size == nil {
		return // still being made
	}
	if k := f.waiting; f.waitingChosen() {
		p.Size, p.Rule, p.Opening = k.Size, k.Rule, k.opening()
		// its players as they were, which can still be changed
		switch {
		case k.TwoPeople:
			f.opponent.SetSelected(gomokuOpponents[2])
		case f.opponent.Selected == gomokuOpponents[2]:
			f.opponent.SetSelected(gomokuOpponents[0])
		}
	}
	f.size.SetSelected(gomokuSizeLabel(p.Size))
	f.rule.SetSelected(gomokuRuleLabels[p.Rule])
	f.opening.SetSelected(gomokuOpeningLabels[p.Opening])
	f.enable()
}

// enable greys the choices that cannot apply: the level but for our level,
// the brain but for a brain, the opening and the side but for a person
// against the computer (two people open freely and both play, a demo the
// same), and the board, rule, opening and side of the waiting game, which
// are its own.
func (f *gomokuForm) enable() {
	if f.levelChoice == nil || f.brainChoice == nil {
		return // still being made
	}
	v := f.opponent.Selected
	personAgainstComputer := (v == gomokuOpponents[0] || v == gomokuOpponents[1]) && !f.waitingChosen()
	kit.SetEnabled(f.levelChoice, v == gomokuOpponents[0] || v == gomokuOpponents[3])
	kit.SetEnabled(f.brainChoice, v == gomokuOpponents[1])
	kit.SetEnabled(f.opening, personAgainstComputer)
	kit.SetEnabled(f.firstChoice, personAgainstComputer)
	kit.SetEnabled(f.size, !f.waitingChosen())
	kit.SetEnabled(f.rule, !f.waitingChosen())
	if f.form != nil {
		f.form.Refresh() // the form greys the labels of disabled choices only then
	}
}

// prefs reads the choices.
func (f *gomokuForm) prefs() GomokuPrefs {
	d := DefaultGomokuPrefs()
	p := GomokuPrefs{
		Size:      gomoku.MinSize + kit.IndexOf(f.size.Options, f.size.Selected, d.Size-gomoku.MinSize),
		Rule:      gomoku.Rule(kit.IndexOf(gomokuRuleLabels, f.rule.Selected, int(d.Rule))),
		Opening:   cg.Opening(kit.IndexOf(gomokuOpeningLabels, f.opening.Selected, int(d.Opening))),
		First:     f.first.Selected != gomokuFirstLabels[1],
		Level:     level.Level(kit.IndexOf(gomokuLevelNames(), f.level.Selected, int(d.Level))),
		Brain:     strings.TrimSpace(f.brain.Text),
		UseBrain:  f.opponent.Selected == gomokuOpponents[1],
		TwoPeople: f.opponent.Selected == gomokuOpponents[2],
		Demo:      f.opponent.Selected == gomokuOpponents[3],
		Clock:     gomokuClockOf(f.clock),
	}
	return p
}

// startChosenGomoku starts a Gomoku game of p and keeps p as the choice.
func (r gameSwitch) startChosenGomoku(p GomokuPrefs) {
	u := r.u
	if p.UseBrain && !p.TwoPeople && p.Brain == "" {
		dialog.ShowError(i18n.WrappedError(errors.New(i18n.T("no command line was given for the external brain"))), u.win)
		return
	}
	u.prefs.Kind, u.prefs.Gomoku = shown.Gomoku, p
	u.saved.keepSettings()
	if err := r.startGomoku(p, nil, false); err != nil {
		u.prefs.Kind = shown.Othello
		u.panel.setLastingNotice(i18n.T("Could not start the Gomoku game: {{.Why}}", i18n.Args{"Why": err.Error()}))
		dialog.ShowError(i18n.WrappedError(err), u.win)
	}
}
