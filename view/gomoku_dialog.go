// The New game dialog's Gomoku choices: the board, the rule, the opening,
// who plays first, and the opponent, a level or an external brain.

package view

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

var (
	gomokuRuleLabels    = []string{"Freestyle (five or more)", "Standard (exactly five)"}
	gomokuOpeningLabels = []string{"Free", "Swap", "Swap2"}
	gomokuFirstLabels   = []string{"First", "Second"}
	gomokuOpponents     = []string{"Our level", "External brain", "Another person", "Our level against itself (demo)"}
)

// gomokuForm holds the dialog's Gomoku choices.
type gomokuForm struct {
	size, level, opponent *widget.Select
	rule, opening, first  *widget.RadioGroup
	brain                 *widget.Entry
	// the level, the side and the brain with a line under each saying what
	// it is: wrapped words, where a form's hint was cut off in a narrow
	// window
	levelChoice, firstChoice, brainChoice *described
	levelAbout                            *widget.Label
	form                                  *widget.Form
}

func gomokuSizeLabel(n int) string { return fmt.Sprintf("%dx%d", n, n) }

// gomokuLevelNames are the levels as the window writes them, as
// Othello's are: "Easy" to "Expert".
func gomokuLevelNames() []string {
	var out []string
	for _, l := range sg.Levels() {
		out = append(out, levelName(l))
	}
	return out
}

// gomokuLevelDoes says in a few words how a level plays, from the search
// it runs, as Othello's level choice does: "Looks 3 moves ahead, finds
// wins by fours of up to 4 moves".
func gomokuLevelDoes(l sg.Level) string {
	c := sg.LevelConfig(l)
	does := "looks " + count(c.Depth, "move") + " ahead"
	if c.Time > 0 {
		does = "thinks up to " + count(int(c.Time.Seconds()), "second") + " a move"
	}
	if c.VCF > 0 {
		does += ", finds wins by fours of up to " + count(c.VCF, "move")
	}
	if c.Slip > 0 {
		does += " and sometimes slips"
	}
	return capitalize(does)
}

// newGomokuForm makes the choices, set to p.
func newGomokuForm(c fyne.Canvas, p GomokuPrefs) *gomokuForm {
	f := &gomokuForm{}
	var sizes []string
	for n := gomoku.MinSize; n <= gomoku.MaxSize; n++ {
		sizes = append(sizes, gomokuSizeLabel(n))
	}
	f.size = widget.NewSelect(sizes, handsBack[string](c, nil))
	f.size.SetSelected(gomokuSizeLabel(p.Size))
	f.rule = radio(c, gomokuRuleLabels, gomokuRuleLabels[p.Rule], nil)
	f.opening = radio(c, gomokuOpeningLabels, gomokuOpeningLabels[p.Opening], nil)
	f.opening.Horizontal = true
	first := gomokuFirstLabels[1]
	if p.First {
		first = gomokuFirstLabels[0]
	}
	f.first = radio(c, gomokuFirstLabels, first, nil)
	f.first.Horizontal = true
	f.firstChoice = newDescribed(f.first, aboutLine("First plays Black, or places the opening stones under swap rules"))
	f.levelAbout = aboutLine("")
	f.level = widget.NewSelect(gomokuLevelNames(), handsBack(c, func(v string) {
		f.levelAbout.SetText(gomokuLevelDoes(sg.Level(indexOf(gomokuLevelNames(), v, int(sg.Medium)))))
	}))
	f.level.SetSelected(gomokuLevelNames()[p.Level])
	f.levelChoice = newDescribed(f.level, f.levelAbout)
	f.brain = widget.NewEntry()
	// the placeholder short enough to show whole; what it is goes below
	f.brain.SetPlaceHolder("e.g. pbrain-rapfi")
	f.brain.SetText(p.Brain)
	f.brainChoice = newDescribed(f.brain, aboutLine("A Gomocup brain's command line"))
	f.opponent = widget.NewSelect(gomokuOpponents, handsBack(c, func(v string) {
		ourLevel := v == gomokuOpponents[0] || v == gomokuOpponents[3]
		// only a person against the computer has an opening rule and a
		// side: two people open freely and both play, a demo the same
		personAgainstComputer := v == gomokuOpponents[0] || v == gomokuOpponents[1]
		setEnabled(f.levelChoice, ourLevel)
		setEnabled(f.brainChoice, v == gomokuOpponents[1])
		setEnabled(f.opening, personAgainstComputer)
		setEnabled(f.firstChoice, personAgainstComputer)
	}))
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
	f.form = widget.NewForm(
		widget.NewFormItem("Board", f.size),
		widget.NewFormItem("Rule", f.rule),
		widget.NewFormItem("Opening", f.opening),
		widget.NewFormItem("You play", f.firstChoice),
		widget.NewFormItem("Opponent", f.opponent),
		widget.NewFormItem("Level", f.levelChoice),
		widget.NewFormItem("Brain", f.brainChoice),
	)
	return f
}

// prefs reads the choices.
func (f *gomokuForm) prefs() GomokuPrefs {
	d := DefaultGomokuPrefs()
	p := GomokuPrefs{
		Size:      gomoku.MinSize + indexOf(f.size.Options, f.size.Selected, d.Size-gomoku.MinSize),
		Rule:      gomoku.Rule(indexOf(gomokuRuleLabels, f.rule.Selected, int(d.Rule))),
		Opening:   cg.Opening(indexOf(gomokuOpeningLabels, f.opening.Selected, int(d.Opening))),
		First:     f.first.Selected != gomokuFirstLabels[1],
		Level:     sg.Level(indexOf(gomokuLevelNames(), f.level.Selected, int(d.Level))),
		Brain:     strings.TrimSpace(f.brain.Text),
		UseBrain:  f.opponent.Selected == gomokuOpponents[1],
		TwoPeople: f.opponent.Selected == gomokuOpponents[2],
		Demo:      f.opponent.Selected == gomokuOpponents[3],
	}
	return p
}

// startChosenGomoku starts a Gomoku game of p and keeps p as the choice.
func (u *UI) startChosenGomoku(p GomokuPrefs) {
	if p.UseBrain && !p.TwoPeople && p.Brain == "" {
		dialog.ShowError(fmt.Errorf("no command line was given for the external brain"), u.win)
		return
	}
	u.prefs.Kind, u.prefs.Gomoku = KindGomoku, p
	u.keepSettings()
	if err := u.startGomoku(p, nil, false); err != nil {
		u.prefs.Kind = KindOthello
		u.panel.setLastingNotice("Could not start the Gomoku game: " + err.Error())
		dialog.ShowError(err, u.win)
	}
}

// kind is the game on show.
func (u *UI) kind() GameKind {
	if u.gmk.active() {
		return KindGomoku
	}
	return KindOthello
}
