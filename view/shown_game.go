// The game on show as one value: what the menus, the shortcuts and the
// buttons ask of a game, answered by Othello's or by Gomoku's, so that
// no action asks which game it is.

package view

// shownGame is what an action asks of the game on show.
type shownGame interface {
	showSave()
	showExportPicture()
	undo()
	redo()
	hint()
	togglePause()
	copyMoves()
	pasteMoves()
	showRules()
}

// othelloGame is Othello's game as the game on show.
type othelloGame struct{ u *UI }

func (o othelloGame) showSave()          { o.u.dialogs.showSave() }
func (o othelloGame) showExportPicture() { o.u.pictures.showExportPicture() }
func (o othelloGame) undo()              { o.u.ctl.Undo() }
func (o othelloGame) redo()              { o.u.ctl.Redo() }
func (o othelloGame) hint()              { o.u.Hint() }
func (o othelloGame) togglePause()       { o.u.togglePause() }
func (o othelloGame) copyMoves()         { o.u.dialogs.copyTranscript() }
func (o othelloGame) pasteMoves()        { o.u.dialogs.pasteGame() }
func (o othelloGame) showRules()         { o.u.dialogs.showRules() }

// shown is the game on show: Gomoku's while it is, else Othello's.
func (u *UI) shown() shownGame {
	if u.gmk.active() {
		return u.gmk
	}
	return othelloGame{u}
}

// onShown is an action on the game on show, for a menu item or a key.
func (u *UI) onShown(act func(shownGame)) func() {
	return func() { act(u.shown()) }
}
