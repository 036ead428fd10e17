// The Gomoku choices kept in the preferences between launches.

package gomokuview

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"

	"othello/controller"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/i18n"
)

// Prefs are Gomoku's settings, kept between launches.
type Prefs struct {
	Size    int
	Rule    gomoku.Rule
	Opening cg.Opening
	First   bool // the person is the first player (Black, or places the opening stones)
	Level   level.Level
	// Brain is the command line of the external brain last chosen; it
	// plays when UseBrain is set.
	Brain    string
	UseBrain bool
	// BrainName is the name the brain of BrainNamed, a command line, told
	// (ABOUT): Brain is named so until it tells it again
	BrainName, BrainNamed string
	// TwoPeople: two people share the board, the opening free, no
	// computer (UseBrain and Level unused)
	TwoPeople bool
	// Demo: the level plays itself, the opening free (UseBrain and
	// First unused)
	Demo bool
	// Clock is the time control of both players; zero is none.
	Clock model.TimeControl
}

// Problem says why a game of p cannot start: a brain chosen with no
// command line to run; nil when it can.
func (p Prefs) Problem() error {
	if p.UseBrain && !p.TwoPeople && strings.TrimSpace(p.Brain) == "" {
		return errors.New(i18n.T("no command line was given for the external brain"))
	}
	return nil
}

// DefaultPrefs: 15x15 freestyle, free opening, Black against MEDIUM.
func DefaultPrefs() Prefs {
	return Prefs{Size: gomoku.DefaultSize, Rule: gomoku.Freestyle, Opening: cg.Free, First: true, Level: level.Medium}
}

const (
	keyGomokuSize       = "gomoku.size"
	keyGomokuRule       = "gomoku.rule"
	keyGomokuOpening    = "gomoku.opening"
	keyGomokuFirst      = "gomoku.first"
	keyGomokuLevel      = "gomoku.level"
	keyGomokuBrain      = "gomoku.brain"
	keyGomokuBrainName  = "gomoku.brainName"
	keyGomokuBrainNamed = "gomoku.brainNamed"
	keyGomokuUseBrain   = "gomoku.useBrain"
	keyGomokuTwo        = "gomoku.twoPeople"
	keyGomokuDemo       = "gomoku.demo"
	keyGomokuClock      = "gomoku.clock"
)

// LoadPrefs reads Gomoku's settings, replacing anything unreadable with
// its default.
func LoadPrefs(p fyne.Preferences) Prefs {
	d := DefaultPrefs()
	v := Prefs{
		Size:       p.IntWithFallback(keyGomokuSize, d.Size),
		Rule:       gomoku.Rule(p.IntWithFallback(keyGomokuRule, int(d.Rule))),
		Opening:    cg.Opening(p.IntWithFallback(keyGomokuOpening, int(d.Opening))),
		First:      p.BoolWithFallback(keyGomokuFirst, d.First),
		Level:      level.Level(p.IntWithFallback(keyGomokuLevel, int(d.Level))),
		Brain:      p.String(keyGomokuBrain),
		BrainName:  p.String(keyGomokuBrainName),
		BrainNamed: p.String(keyGomokuBrainNamed),
		UseBrain:   p.Bool(keyGomokuUseBrain),
		TwoPeople:  p.Bool(keyGomokuTwo),
		Demo:       p.Bool(keyGomokuDemo),
	}
	if tc, err := model.ParseClock(p.StringWithFallback(keyGomokuClock, "none")); err == nil && tc.Main <= controller.MaxMainTime {
		v.Clock = tc
	}
	if gomoku.CheckSize(v.Size) != nil {
		v.Size = d.Size
	}
	if v.Rule != gomoku.Freestyle && v.Rule != gomoku.Standard {
		v.Rule = d.Rule
	}
	if v.Opening < cg.Free || v.Opening > cg.Swap2 {
		v.Opening = d.Opening
	}
	if v.Level < level.Easy || v.Level > level.Expert {
		v.Level = d.Level
	}
	v.UseBrain = v.UseBrain && strings.TrimSpace(v.Brain) != ""
	return v
}

// SavePrefs writes Gomoku's settings.
func SavePrefs(p fyne.Preferences, v Prefs) {
	p.SetInt(keyGomokuSize, v.Size)
	p.SetInt(keyGomokuRule, int(v.Rule))
	p.SetInt(keyGomokuOpening, int(v.Opening))
	p.SetBool(keyGomokuFirst, v.First)
	p.SetInt(keyGomokuLevel, int(v.Level))
	p.SetString(keyGomokuBrain, v.Brain)
	p.SetString(keyGomokuBrainName, v.BrainName)
	p.SetString(keyGomokuBrainNamed, v.BrainNamed)
	p.SetBool(keyGomokuUseBrain, v.UseBrain)
	p.SetBool(keyGomokuTwo, v.TwoPeople)
	p.SetBool(keyGomokuDemo, v.Demo)
	p.SetString(keyGomokuClock, v.Clock.String())
}
