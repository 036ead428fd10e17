// Other Othello programs in the window: the engine list kept in the
// preferences, the choices of the one playing the computer's side and the
// one giving hints and analyses, and what the window says when an engine
// fails in a game; most of it the window's externalEngines room. The
// Engines dialog is in engines_dialog.go, its add and edit form in
// engines_form.go.

package view

import (
	"sync"
	"time"

	"othello/controller"
	"othello/view/i18n"
	"othello/view/kit"
)

// The preference keys of the engines.
const (
	keyEngines      = "engines.list"       // the list, as controller.EncodeEngines writes it
	keyEnginesBad   = "engines.unreadable" // a list that could not be read, kept aside
	keyHintEngine   = "engines.hints"      // the engine giving hints and analyses; "" for ours
	engineTestLimit = 30 * time.Second     // a test waits this long for the engine's answer
	engineNameHelp  = "Edax"
	engineCmdHelp   = "/usr/games/edax -nboard"
)

// engineList is the player's engines, read by the controller's goroutines
// (Config.Engines) as well as the window's.
type engineList struct {
	mu   sync.Mutex
	list []controller.EngineEntry
}

func (l *engineList) all() []controller.EngineEntry {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]controller.EngineEntry(nil), l.list...)
}

func (l *engineList) set(list []controller.EngineEntry) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.list = append([]controller.EngineEntry(nil), list...)
}

// find returns the engine named name.
func (l *engineList) find(name string) (controller.EngineEntry, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if i := controller.FindEngine(l.list, name); i >= 0 {
		return l.list[i], true
	}
	return controller.EngineEntry{}, false
}

// externalEngines is the window's other Othello programs: the list kept in
// the preferences and the choices of the engines playing and giving hints.
type externalEngines struct {
	u *UI // the window they belong to
}

// loadEngines reads the engine list from the preferences. One that cannot
// be read is kept aside, not lost, and said in the status line.
func (x externalEngines) loadEngines() string {
	p := x.u.app.Preferences()
	list, err := controller.DecodeEngines(p.String(keyEngines))
	x.u.engines.set(list)
	if err == nil {
		return ""
	}
	p.SetString(keyEnginesBad, p.String(keyEngines))
	p.SetString(keyEngines, controller.EncodeEngines(list))
	return i18n.T("Some engines were left out ({{.Why}}); the list as it was is kept under {{.Key}} in the preferences.", i18n.Args{"Why": err.Error(), "Key": keyEnginesBad})
}

// keepEngines saves the engine list.
func (x externalEngines) keepEngines() {
	x.u.app.Preferences().SetString(keyEngines, controller.EncodeEngines(x.u.engines.all()))
	x.u.saved.keepSettings()
}

// hintEngineName is the engine giving hints and analyses; "" for ours.
func (x externalEngines) hintEngineName() string {
	name := x.u.app.Preferences().String(keyHintEngine)
	if e, ok := x.u.engines.find(name); ok && e.Hints() {
		return name
	}
	return ""
}

// applyHintEngine hands the chosen hint engine to the controller.
func (x externalEngines) applyHintEngine() {
	var entry *controller.EngineEntry
	if e, ok := x.u.engines.find(x.hintEngineName()); ok {
		entry = &e
	}
	if err := x.u.ctl.SetHintEngine(entry); err != nil {
		x.u.panel.setNotice(i18n.T("Hints: {{.Why}}", i18n.Args{"Why": err.Error()}))
	}
}

// setOpponent makes the engine named name (or our level, for "") play
// the computer's side from its next move, and keeps the choice.
func (x externalEngines) setOpponent(name string) {
	x.u.prefs.Game.Engine = name
	x.u.saved.keepSettings()
	x.u.ctl.SetEngine(name)
}

// opponentShown is the choice the dialogs show for the computer's side
// on boards of size n: the opponent last chosen (New game, Game >
// Engines), kept for the games to come, where it plays that size, else
// our level. A finished game's settings keep the player that played it,
// not this choice.
func (x externalEngines) opponentShown(n int) string {
	if e, ok := x.u.engines.find(x.u.prefs.Game.Engine); ok && e.Plays(n) {
		return e.Name
	}
	return ourLevelLabel
}

// opponentChoices are the computer's side's choices on boards of size n:
// our level, then each engine that plays that size.
func (x externalEngines) opponentChoices(n int) []string {
	out := []string{ourLevelLabel}
	for _, e := range x.u.engines.all() {
		if e.Plays(n) {
			out = append(out, e.Name)
		}
	}
	return out
}

// opponentName is the engine a choice names; "" for our level.
func opponentName(label string) string {
	if label == ourLevelLabel {
		return ""
	}
	return label
}

// hintChoices are the hint sources: our search, then each NBoard engine.
func (x externalEngines) hintChoices() []string {
	out := []string{ourSearchLabel}
	for _, e := range x.u.engines.all() {
		if e.Hints() {
			out = append(out, e.Name)
		}
	}
	return out
}

// showEngineFailed says why the external opponent could not move, and
// offers to ask it again or to play on against our level.
func (d *dialogs) showEngineFailed(e controller.Event) {
	u := d.u
	name := u.snap.Settings.Engine
	d.engineFailed = kit.ShowOpponentFailed(u.win, name, engineFailedText(name, e.Err), i18n.LevelName(u.snap.Settings.Level),
		func(again bool) {
			d.engineFailed = nil
			if u.snap.Stalled == nil {
				return // a new game or another opponent came first
			}
			if again {
				u.ctl.Resume()
				return
			}
			u.external.setOpponent("")
		})
}

// engineFailedText says what went wrong with an engine, and what can be
// done.
func engineFailedText(name string, err error) string {
	return i18n.T("{{.Engine}} stopped: {{.Why}}.\n\nTry again starts it afresh; or play on from here against our own level. "+
		"Game > Engines edits its command line.", i18n.Args{"Engine": name, "Why": i18n.StoppedWhy(name, err)})
}
