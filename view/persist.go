// Keeping the game and the settings safe between launches: the unfinished
// game is written after every change, and a copy of the settings after
// every change of them, each to a file of its own written whole to a
// temporary file, synced and renamed over the old one. A kill, a crash or
// a power cut leaves the old file or the new one, never half of one.
// The window's savedState room keeps and brings them back; the store
// (store.go) writes the files.

package view

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"othello/controller"
	"othello/model"
	"othello/model/bounded"
	"othello/view/i18n"
)

// The files in the state folder.
const (
	gameFile     = "unfinished-game.txt"
	settingsFile = "settings.json"
)

// tooLongReason says in the player's words that a file is far larger than
// what it should hold.
func tooLongReason(err error) (string, bool) {
	var long *bounded.TooLongError
	if !errors.As(err, &long) {
		return "", false
	}
	what := long.Limit.What
	if long.Limit == bounded.GameFile {
		what = i18n.T("a game file")
	}
	return i18n.T("it holds more than {{.Limit}}, far more than {{.What}}", i18n.Args{"Limit": fmt.Sprint(long.Limit), "What": what}), true
}

// gameText is the unfinished game as the game file keeps it
// (model.Unfinished); nil when there is nothing to keep (a finished game,
// or the start with no move).
func gameText(s controller.Snapshot) []byte {
	if s.Over || s.Game.Len() == 0 && s.Game.FromStart() {
		return nil
	}
	u := model.Unfinished{Game: s.Game.Game(), Players: playersText(s.Settings)}
	if k := s.Clocks; k.On() {
		u.Clocks = &model.KeptClocks{Control: k.Control, Left: [2]time.Duration{k.LeftAt(int(model.Black), k.At), k.LeftAt(int(model.White), k.At)}, Spent: k.Spent}
	}
	return u.Text()
}

// savedState is the window's saved state: the settings and the
// unfinished game (Othello's here, Gomoku's in gomoku_persist.go) kept
// for the next launch and brought back at it.
type savedState struct {
	u *UI // the window whose state it keeps
}

// resume goes on with the game of the last run, on the clocks it had,
// between the players it had (players, as kept with it).
func (sv savedState) resume(g *model.Game, k *model.KeptClocks, players string) {
	s := withPlayers(sv.u.prefs.Game, players, func(name string) bool {
		_, ok := sv.u.engines.find(name)
		return ok
	})
	if k == nil {
		s.Clock = model.TimeControl{}
		sv.u.ctl.Load(g, s)
		return
	}
	s.Clock = k.Control
	sv.u.ctl.LoadTimed(g, s, k.Left, k.Spent)
}

// restoredText says that the unfinished game of the last run came back,
// and how it stands: the move to play and the discs.
func restoredText(s controller.Snapshot) string {
	n := s.Game.Size()
	a := i18n.Args{"Size": i18n.BoardSize(n), "Number": s.Game.SheetNumber(s.Game.Len()), "Black": s.Result.Black, "White": s.Result.White}
	if n != 8 {
		return i18n.T("Your unfinished game on {{.Size}} was restored (move {{.Number}}, Black {{.Black}}, White {{.White}}).", a)
	}
	return i18n.T("Your unfinished game was restored (move {{.Number}}, Black {{.Black}}, White {{.White}}).", a)
}

// savedSettings is the copy of the settings in the state folder: those of
// Prefs, the player's name and the last folder opened.
type savedSettings struct {
	Prefs      Prefs
	PlayerName string
	LastFolder string
}

func settingsText(p fyne.Preferences, v Prefs) ([]byte, error) {
	data, err := json.MarshalIndent(savedSettings{v, p.String(keyPlayerName), p.String(keyLastFolder)}, "", "\t")
	if err != nil {
		return nil, fmt.Errorf("the settings cannot be written down: %w", err)
	}
	return append(data, '\n'), nil
}

// keySettingsKept marks preferences that hold the settings: where Fyne's
// own file lost them (cut short by a kill while written), the copy in the
// state folder brings them back.
const keySettingsKept = "settings.kept"

// keepSettings saves the settings: in the preferences, and with a state
// folder also in its copy.
func (sv savedState) keepSettings() { sv.reportSaving(sv.saveSettings()) }

// saveSettings is keepSettings, returning a failure to write the copy
// that the player has not been told of.
func (sv savedState) saveSettings() error {
	p := sv.u.app.Preferences()
	SavePrefs(p, sv.u.prefs)
	p.SetBool(keySettingsKept, true)
	if sv.u.store == nil {
		return nil
	}
	data, err := settingsText(p, sv.u.prefs)
	if err != nil {
		return sv.u.store.refuse(settingsFile, err)
	}
	return sv.u.store.put(settingsFile, data)
}

// keepGame saves the game in progress, or clears the slot when there is
// none to offer next time.
func (sv savedState) keepGame() { sv.reportSaving(sv.saveGame()) }

// unfinishedGame is the game to offer next time, as keepGame saves it.
func (sv savedState) unfinishedGame() controller.Snapshot {
	s := sv.u.ctl.Snapshot()
	if r := sv.u.retry; r != nil {
		// a retried or practised position, or its best line, is on show:
		// the game to offer next time is the player's own, left for it
		s = controller.Snapshot{Game: r.left.game.Record(), Settings: r.left.settings}
		s.Over, s.Clocks = r.left.over, r.left.clocks
	}
	return s
}

// saveGame is keepGame, returning a failure to write the game that the
// player has not been told of.
func (sv savedState) saveGame() error {
	s := sv.unfinishedGame()
	if sv.u.store == nil {
		SaveGame(sv.u.app.Preferences(), s)
		return nil
	}
	return sv.u.store.put(gameFile, gameText(s))
}

// saveState saves the settings and the unfinished game and waits until
// they are written: its error says why they are not, told already or not.
func (sv savedState) saveState() error {
	// what failed is the store's to say, told before or not
	sv.saveSettings()
	sv.saveGame()
	sv.keepGomoku() // its clocks as they are now
	if sv.u.store == nil {
		return nil
	}
	return sv.u.store.flush()
}

// reportSaving tells the player that a save failed, with why: the store
// returns a failure once, however many saves fail after it until saving
// works again, so the player is not asked to dismiss it at every move.
// The next save is tried all the same, and Quit asks before closing on
// a state that is not saved.
func (sv savedState) reportSaving(err error) {
	if err == nil {
		return
	}
	msg := i18n.T("Your game could not be saved for next time: {{.Why}}.", i18n.Args{"Why": i18n.ShortReason(err)})
	sv.u.panel.setLastingNotice(msg)
	dialog.ShowInformation(i18n.T("Not saved"), i18n.LineBreaks(msg+"\n"+i18n.T("You can play on; if it still cannot be saved when you quit, you will be asked first.")), sv.u.win)
}

// loadGame reads the unfinished game of the last run, and its clocks
// when it was timed: from the state folder, else from the preferences,
// where earlier versions kept it. A file that cannot be read as a game
// (damaged, or far too large to be one) is kept aside for the player.
func (sv savedState) loadGame() (*model.Game, *model.KeptClocks, string, error) {
	if sv.u.store == nil {
		g, err := LoadGame(sv.u.app.Preferences())
		return g, nil, "", err
	}
	data, err := sv.u.store.read(gameFile)
	if why, ok := tooLongReason(err); ok {
		return nil, nil, "", errors.New(sv.u.store.damaged(gameFile, i18n.T("the saved game could not be read"), errors.New(why)))
	}
	switch {
	case err != nil:
		return nil, nil, "", errors.New(i18n.T("the saved game could not be read: {{.Why}}", i18n.Args{"Why": i18n.ShortReason(err)}))
	case data == nil:
		g, err := LoadGame(sv.u.app.Preferences())
		// from now on the state folder keeps it
		sv.u.app.Preferences().RemoveValue(keySavedStart)
		sv.u.app.Preferences().RemoveValue(keySavedMoves)
		return g, nil, "", err
	}
	kept, err := model.ReadUnfinished(data)
	if err != nil {
		return nil, nil, "", errors.New(sv.u.store.damaged(gameFile, i18n.T("the saved game could not be read"), err))
	}
	return kept.Game, kept.Clocks, kept.Players, nil
}

// restoreSettings brings back the settings from the state folder's copy
// when the preferences lost them.
func (sv savedState) restoreSettings() {
	p := sv.u.app.Preferences()
	if p.Bool(keySettingsKept) {
		return
	}
	data, err := sv.u.store.read(settingsFile)
	if err != nil || data == nil {
		return
	}
	var saved savedSettings
	if json.Unmarshal(data, &saved) != nil {
		return // LoadPrefs gives the defaults; the next change rewrites the copy
	}
	saved.Prefs.Welcomed = true // a launch before kept them
	SavePrefs(p, saved.Prefs)
	p.SetString(keyPlayerName, saved.PlayerName)
	p.SetString(keyLastFolder, saved.LastFolder)
	p.SetBool(keySettingsKept, true)
}
