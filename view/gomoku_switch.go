// Switching the window between Othello and Gomoku: Gomoku's view takes
// Othello's place and gives it back, each game waiting, kept, while the
// other is on show.

package view

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model/gomoku"
	"othello/view/gomokuboard"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
	"othello/view/sound"
)

// startGomoku starts a Gomoku game of p, in place of the game on show;
// moves, if any, are played before the person plays on (or the computer,
// when computerToMove: an unfinished game brought back).
func (r gameSwitch) startGomoku(p gomokuview.Prefs, moves []gomoku.Square, computerToMove bool) error {
	return r.startGomokuFrom(p, moves, gomokuview.Resume{ComputerToMove: computerToMove})
}

// startGomokuFrom is startGomoku for a game brought back from where it
// was (at).
func (r gameSwitch) startGomokuFrom(p gomokuview.Prefs, moves []gomoku.Square, at gomokuview.Resume) error {
	u := r.u
	if u.gmk == nil {
		u.gmk = newGomokuView(u)
	}
	v := u.gmk
	if err := v.Game().Start(p, moves, at); err != nil {
		return err
	}
	// this game takes the kept one's place (its file is rewritten as it
	// goes)
	u.gmkWaiting = nil
	// Othello's game waits unseen: no search, no clock, no dialog of its
	// end over this one
	u.ctl.Suspend(true)
	u.dialogs.closeOverDialog()
	u.win.SetContent(v.Content())
	u.win.SetTitle(shown.Gomoku.Name())
	u.win.Canvas().Focus(v.Board())
	v.Game().Begin()
	return nil
}

// newGomokuView makes the view of Gomoku games in the window u.
func newGomokuView(u *UI) *gomokuview.View {
	o := gomokuview.Options{Seed: u.opts.GomokuSeed, Delay: gomokuview.ReplyDelay, DemoDelay: demoDelay}
	if u.opts.Config != nil {
		o.Delay, o.DemoDelay = u.opts.Config.ReplyDelay, u.opts.Config.DemoDelay // the tests' pace
	}
	return gomokuview.NewView(gomokuHost{u}, o)
}

// leaveGomoku shows Othello's game again. An unfinished Gomoku game
// waits, kept in its file, for the New game dialog to bring it back, as
// Othello's waits behind Gomoku.
func (r gameSwitch) leaveGomoku() {
	u := r.u
	if !u.gmk.Active() {
		return
	}
	// kept with its clocks as they are set aside: the move under way's
	// time spent counts, in its file too, for a launch after this one
	u.gmkWaiting = u.saved.keepGomoku()
	u.gmk.Game().Leave()
	u.ctl.Suspend(false)
	u.win.SetContent(u.content)
	u.win.SetTitle(shown.Othello.Name())
	u.win.Canvas().Focus(u.board)
	// Othello's own items come back; refresh greys again those its game
	// cannot use now
	for _, name := range othelloOnly {
		u.menu.enable(name, true, u.win.MainMenu())
	}
	u.refresh(true)
}

// closeGomoku stops the Gomoku game's searches and its brain at Quit.
func (r gameSwitch) closeGomoku() {
	u := r.u
	if u.gmk.Active() {
		u.gmk.Game().Close()
	}
}

// gameSwitch starts, leaves and closes Gomoku games in the window, in
// Othello's place and back.
type gameSwitch struct{ u *UI }

func (u *UI) games() gameSwitch { return gameSwitch{u} }

// startChosenGomoku starts a Gomoku game of p and keeps p as the choice.
func (r gameSwitch) startChosenGomoku(p gomokuview.Prefs) {
	u := r.u
	if err := p.Problem(); err != nil {
		dialog.ShowError(i18n.WrappedError(err), u.win)
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

// othelloOnly are the menu items only Othello's game has: Gomoku greys
// them out, and Othello gives them back.
var othelloOnly = []string{"scores", "values", "analyze", "editor", "report", "practice", "back", "setup", "engines"}

// gomokuHost is the window as Gomoku's view asks it (Host).
type gomokuHost struct{ u *UI }

func (h gomokuHost) Window() fyne.Window                           { return h.u.win }
func (h gomokuHost) App() fyne.App                                 { return h.u.app }
func (h gomokuHost) Dispatch(f func())                             { h.u.dispatch(f) }
func (h gomokuHost) Play(e sound.Effect)                           { h.u.sound.Play(e, 0) }
func (h gomokuHost) ShowNewGameDialog()                            { h.u.dialogs.showNewGameDialog() }
func (h gomokuHost) Undo()                                         { h.u.actions().undo() }
func (h gomokuHost) Redo()                                         { h.u.actions().redo() }
func (h gomokuHost) TogglePause()                                  { h.u.actions().togglePause() }
func (h gomokuHost) ShowClock()                                    { h.u.clock.show() }
func (h gomokuHost) KeepGame()                                     { h.u.saved.keepGomoku() }
func (h gomokuHost) KeepOpponent(p gomokuview.Prefs)               { h.u.saved.keepGomokuOpponent(p) }
func (h gomokuHost) NewGame(p gomokuview.Prefs)                    { h.u.games().startChosenGomoku(p) }
func (h gomokuHost) PlayText(text string) ([]gomoku.Square, error) { return h.u.files.playGomoku(text) }
func (h gomokuHost) LastFolder() fyne.ListableURI                  { return h.u.files.lastFolder() }
func (h gomokuHost) RememberFolder(uri fyne.URI)                   { h.u.files.rememberFolder(uri) }
func (h gomokuHost) ExportPicture(st gomokuboard.State, n int, name string) {
	h.u.pictures.showGomoku(st, n, name)
}
func (h gomokuHost) GameEnded(p gomokuview.Prefs, st cg.Snapshot) {
	countGomokuGame(h.u.app.Preferences(), p, st)
}

// UpdateMenu greys what Gomoku's game cannot do, Othello's own items with it.
func (h gomokuHost) UpdateMenu(c session.Can) {
	none := map[string]bool{}
	for _, name := range othelloOnly {
		none[name] = false
	}
	h.u.menu.update(c, none, h.u.win.MainMenu())
}

func (h gomokuHost) ShowRules(title string, content *fyne.Container, width float32) {
	h.u.dialogs.showRulesDialog(title, content, width)
}
