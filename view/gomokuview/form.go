// The New game dialog's Gomoku choices: the board, the rule, the opening,
// who plays first, and the opponent, a level or an external brain.

package gomokuview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
	"othello/view/i18n"
	"othello/view/kit"
)

// The Gomoku choices of the New game dialog, in the order of their
// values, in the language in use (see Relabel).
var (
	RuleLabels     []string
	OpeningLabels  []string
	FirstLabels    []string
	OpponentLabels []string
	newStartLabel  string // the start of a new game, beside the waiting one
)

// Relabel words the Gomoku choices in the language in use.
func Relabel() {
	RuleLabels = []string{i18n.T("Freestyle (five or more)"), i18n.T("Standard (exactly five)")}
	OpeningLabels = []string{i18n.T("Free"), i18n.T("Swap"), i18n.T("Swap2")}
	FirstLabels = []string{i18n.T("First"), i18n.T("Second")}
	OpponentLabels = []string{i18n.T("Our level"), i18n.T("External brain"), i18n.T("Another person"), i18n.T("Our level against itself (demo)")}
	newStartLabel = i18n.T("A new game")
}

// ruleWord names a rule in the game's title: "freestyle".
func ruleWord(r gomoku.Rule) string {
	if r == gomoku.Standard {
		return i18n.T("standard")
	}
	return i18n.T("freestyle")
}

// Form holds the dialog's Gomoku choices.
type Form struct {
	Size, Level, Opponent *widget.Select
	Rule, Opening, First  *widget.RadioGroup
	firstAbout            *widget.Label // the line under You play
	// Start offers the unfinished game waiting behind Othello (waiting),
	// if any, beside a new one; nil without one
	Start   *widget.RadioGroup
	Waiting *Kept
	Brain   *widget.Entry
	// the name a brain told, and its command line (Prefs.BrainName)
	brainName, brainNamed string
	// the level, the side and the brain with a line under each saying what
	// it is: wrapped words, where a form's hint was cut off in a narrow
	// window
	LevelChoice, FirstChoice, BrainChoice *kit.Described
	LevelAbout                            *widget.Label
	// Player is the row of the level or the brain, whichever plays (the
	// level when nobody does), so that the choices fit a small window
	Player     *kit.OneOf
	playerItem *widget.FormItem
	Clock      *kit.ClockField // the same choices as Othello's, a custom clock too
	Form       *widget.Form
}

// LevelNames are the levels as the window writes them, as
// Othello's are: "Easy" to "Expert".
func LevelNames() []string {
	var out []string
	for _, l := range level.All() {
		out = append(out, i18n.LevelName(l))
	}
	return out
}

// levelDoes says in a few words how a level plays, from the search
// it runs, as Othello's level choice does: "Looks 3 moves ahead, finds
// wins by fours of up to 4 moves".
func levelDoes(l level.Level) string {
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

// NewForm makes the choices, set to p, offering the unfinished game
// waiting (nil: none) as a start.
func NewForm(c fyne.Canvas, p Prefs, waiting *Kept) *Form {
	f := &Form{Waiting: waiting, brainName: p.BrainName, brainNamed: p.BrainNamed}
	var sizes []string
	for n := gomoku.MinSize; n <= gomoku.MaxSize; n++ {
		sizes = append(sizes, i18n.BoardSize(n))
	}
	f.Size = widget.NewSelect(sizes, kit.HandsBack[string](c, nil))
	f.Size.SetSelected(i18n.BoardSize(p.Size))
	f.Rule = kit.Radio(c, RuleLabels, RuleLabels[p.Rule], nil)
	f.Opening = kit.Radio(c, OpeningLabels, OpeningLabels[p.Opening], nil)
	f.Opening.Horizontal = true
	first := FirstLabels[1]
	if p.First {
		first = FirstLabels[0]
	}
	f.First = kit.Radio(c, FirstLabels, first, nil)
	f.First.Horizontal = true
	f.firstAbout = kit.AboutLine(i18n.T("First plays Black, or places the opening stones under swap rules"))
	f.FirstChoice = kit.NewDescribed(f.First, f.firstAbout)
	f.LevelAbout = kit.AboutLine("")
	f.Level = widget.NewSelect(LevelNames(), kit.HandsBack(c, func(v string) {
		i18n.SetWrapped(f.LevelAbout, levelDoes(level.Level(kit.IndexOf(LevelNames(), v, int(level.Medium)))))
	}))
	f.Level.SetSelected(LevelNames()[p.Level])
	f.LevelChoice = kit.NewDescribed(f.Level, f.LevelAbout)
	f.Brain = widget.NewEntry()
	// the placeholder short enough to show whole; what it is goes below
	f.Brain.SetPlaceHolder(i18n.T("e.g. pbrain-rapfi"))
	f.Brain.SetText(p.Brain)
	f.BrainChoice = kit.NewDescribed(f.Brain, kit.AboutLine(i18n.T("A Gomocup brain's command line")))
	f.Player = kit.NewOneOf(f.LevelChoice, f.BrainChoice)
	f.playerItem = widget.NewFormItem(i18n.T("Level"), f.Player)
	f.Opponent = widget.NewSelect(OpponentLabels, kit.HandsBack(c, func(string) { f.enable() }))
	switch {
	case p.TwoPeople:
		f.Opponent.SetSelected(OpponentLabels[2])
	case p.Demo:
		f.Opponent.SetSelected(OpponentLabels[3])
	case p.UseBrain:
		f.Opponent.SetSelected(OpponentLabels[1])
	default:
		f.Opponent.SetSelected(OpponentLabels[0])
	}
	f.Clock = kit.NewClockField(c, p.Clock)
	f.Form = widget.NewForm()
	if waiting != nil {
		f.Start = kit.Radio(c, []string{newStartLabel, waitingLabel(waiting)}, newStartLabel, func(string) { f.startChanged(p) })
		f.Start.Horizontal = true // as Othello's; one under another in a narrow window (kit.FitsAcross)
		f.Form.Append(i18n.T("row|Start"), f.Start)
	}
	for _, it := range []*widget.FormItem{
		widget.NewFormItem(i18n.T("Board"), f.Size),
		widget.NewFormItem(i18n.T("Rule"), f.Rule),
		widget.NewFormItem(i18n.T("Opening"), f.Opening),
		widget.NewFormItem(i18n.T("You play"), f.FirstChoice),
		widget.NewFormItem(i18n.T("Opponent"), f.Opponent),
		f.playerItem,
		widget.NewFormItem(i18n.T("Clock"), f.Clock.Row()),
	} {
		f.Form.AppendItem(it)
	}
	if waiting != nil {
		// chosen first: a player coming back to Gomoku most likely wants
		// the game left there, which a new game would throw away
		f.Start.SetSelected(waitingLabel(waiting))
	}
	return f
}

// WaitingChosen reports whether the waiting game is the start chosen.
func (f *Form) WaitingChosen() bool {
	return f.Start != nil && f.Start.Selected != newStartLabel
}

// startChanged shows the board, rule and opening of the start chosen: the
// waiting game's own, or p's for a new game.
func (f *Form) startChanged(p Prefs) {
	if f.Size == nil {
		return // still being made
	}
	if k := f.Waiting; f.WaitingChosen() {
		p.Size, p.Rule, p.Opening, p.Clock = k.Size, k.Rule, k.OpeningRule(), k.Clock
		// its players as they were, which can still be changed
		switch {
		case k.TwoPeople:
			f.Opponent.SetSelected(OpponentLabels[2])
		case f.Opponent.Selected == OpponentLabels[2]:
			f.Opponent.SetSelected(OpponentLabels[0])
		}
	}
	f.Size.SetSelected(i18n.BoardSize(p.Size))
	f.Rule.SetSelected(RuleLabels[p.Rule])
	f.Opening.SetSelected(OpeningLabels[p.Opening])
	if f.Clock != nil {
		f.Clock.Set(p.Clock)
	}
	f.enable()
}

// enable greys the choices that cannot apply: the level but for our level,
// the brain but for a brain, the opening and the side but for a person
// against the computer (two people open freely and both play, a demo the
// same), and the board, rule, opening and side of the waiting game, which
// are its own.
func (f *Form) enable() {
	if f.Player == nil {
		return // still being made
	}
	v := f.Opponent.Selected
	if v == OpponentLabels[1] {
		f.Player.Pick(1)
		f.playerItem.Text = i18n.T("Brain")
	} else {
		f.Player.Pick(0)
		f.playerItem.Text = i18n.T("Level")
	}
	personAgainstComputer := (v == OpponentLabels[0] || v == OpponentLabels[1]) && !f.WaitingChosen()
	kit.SetEnabled(f.LevelChoice, v == OpponentLabels[0] || v == OpponentLabels[3])
	kit.SetEnabled(f.BrainChoice, v == OpponentLabels[1])
	kit.SetEnabled(f.Opening, personAgainstComputer)
	kit.SetEnabled(f.FirstChoice, personAgainstComputer)
	// why the openings are greyed: not a rule of two people's games here
	about := i18n.T("First plays Black, or places the opening stones under swap rules")
	if v == OpponentLabels[2] || v == OpponentLabels[3] {
		about = i18n.T("Swap and swap2 are played against the computer; two people and a demo play the free opening")
	}
	i18n.SetWrapped(f.firstAbout, about)
	kit.SetEnabled(f.Size, !f.WaitingChosen())
	kit.SetEnabled(f.Rule, !f.WaitingChosen())
	// the waiting game goes on on its own clock, as it stood
	if f.Clock != nil {
		f.Clock.SetEnabled(!f.WaitingChosen())
	}
	if f.Form != nil {
		f.Form.Refresh() // the form greys the labels of disabled choices only then
	}
}

// Prefs reads the choices.
func (f *Form) Prefs() Prefs {
	d := DefaultPrefs()
	p := Prefs{
		Size:      gomoku.MinSize + kit.IndexOf(f.Size.Options, f.Size.Selected, d.Size-gomoku.MinSize),
		Rule:      gomoku.Rule(kit.IndexOf(RuleLabels, f.Rule.Selected, int(d.Rule))),
		Opening:   cg.Opening(kit.IndexOf(OpeningLabels, f.Opening.Selected, int(d.Opening))),
		First:     f.First.Selected != FirstLabels[1],
		Level:     level.Level(kit.IndexOf(LevelNames(), f.Level.Selected, int(d.Level))),
		Brain:     strings.TrimSpace(f.Brain.Text),
		UseBrain:  f.Opponent.Selected == OpponentLabels[1],
		TwoPeople: f.Opponent.Selected == OpponentLabels[2],
		Demo:      f.Opponent.Selected == OpponentLabels[3],
		Clock:     f.Clock.TimeControl(),
		BrainName: f.brainName, BrainNamed: f.brainNamed,
	}
	return p
}
