// The game on show as one value (shown.Game): Othello's answers, and the
// actions the menus, the shortcuts and the buttons take on whichever game
// is on show.

package view

import (
	"fyne.io/fyne/v2"

	"othello/controller/session"
	"othello/model"
	"othello/view/i18n"
	"othello/view/shown"
)

// othelloGame is Othello's game as the game on show.
type othelloGame struct{ u *UI }

func (o othelloGame) Session() session.Session { return o.u.ctl }
func (o othelloGame) TookBack()                {} // its events show the rest

func (o othelloGame) LeaveReview() {
	if o.u.review >= 0 {
		o.u.reviewer.live()
	}
}
func (o othelloGame) ShowSave()              { o.u.dialogs.showSave() }
func (o othelloGame) ShowExportPicture()     { o.u.pictures.showExportPicture() }
func (o othelloGame) Files() shown.Files     { return o }
func (o othelloGame) Hint()                  { o.u.hinting().next() }
func (o othelloGame) CopyMoves()             { o.u.dialogs.copyTranscript() }
func (o othelloGame) PasteMoves()            { o.u.dialogs.pasteGame() }
func (o othelloGame) ShowRules()             { o.u.dialogs.showRules() }
func (o othelloGame) BoardKeys() [][2]string { return othelloKeys() }
func (o othelloGame) Kind() shown.Kind       { return shown.Othello }
func (o othelloGame) Say(msg string)         { o.u.panel.setLastingNotice(msg) }
func (o othelloGame) TypedRune(r rune)       { o.u.board.TypedRune(r) }
func (o othelloGame) AwaitsAnswer() bool     { return false }

func (o othelloGame) Clock() shown.Clock { return othelloClock(o) }

// othelloClock is Othello's clocks, shown in the panel's score rows.
type othelloClock struct{ u *UI }

func (o othelloClock) Aside() bool { return o.u.review >= 0 }

// ShowFaces writes each side's clock in its row: while reviewing, the
// clocks the position on show was reached with.
func (o othelloClock) ShowFaces() bool {
	k := o.u.ctl.State().Clocks
	if n := o.u.review; n >= 0 {
		g := o.u.snap.Game
		first := int(g.SizedStart().Turn)
		k = k.Back(n, func(i int) int {
			// the clocks are read now, the record of the last snapshot
			// shown: a move made since (a demo going on) is past its end
			if i < g.Len() && g.Cell(i) == model.CellPass {
				return -1 // a forced pass takes no time and earns nothing
			}
			return (first + i) % 2 // the record keeps the passes: the sides alternate
		})
	}
	o.u.panel.showClocks(k)
	return k.Running
}

// TypedKey steps through a review, else gives the key to the board.
func (o othelloGame) TypedKey(e *fyne.KeyEvent) {
	if !o.u.reviewer.reviewKey(e.Name) {
		o.u.board.TypedKey(e)
	}
}

// shown is the game on show: Gomoku's while it is, else Othello's.
func (u *UI) shown() shown.Game {
	if u.gmk.Active() {
		return u.gmk
	}
	return othelloGame{u}
}

// on is an action on the game on show, for a menu item or a key.
func (r shownActions) on(act func(shown.Game)) func() {
	u := r.u
	return func() { act(u.shown()) }
}

// undo takes back moves of the game on show, whichever it is.
func (r shownActions) undo() {
	u := r.u
	if g := u.shown(); g.Session().Undo() {
		g.TookBack()
	}
}

// redo plays again the moves undo took back.
func (r shownActions) redo() {
	u := r.u
	if g := u.shown(); g.Session().Redo() {
		g.TookBack()
	}
}

// paste reads the clipboard into the game its text holds, as File >
// Open reads a file: the other game's moves bring that game on show (the
// game on show waits, kept), the game on show's are pasted as it pastes.
func (r shownActions) paste() {
	u := r.u
	g := u.shown()
	text := u.app.Clipboard().Content()
	if fileGame(text, g.Kind(), u.files.gomokuPrefsNow()) != g.Kind() {
		_ = u.files.openText(i18n.T("the clipboard"), text, nil) // it says what went wrong
		return
	}
	g.Files().PasteMoves()
}

// togglePause pauses the demo on show, or lets a paused one go on; the
// session's events show it. A demo going on is the live game: a review of
// it ends first (it went on behind the review, which read clocks past the
// moves it knew, and the window fell over).
func (r shownActions) togglePause() {
	g := r.u.shown()
	s := g.Session()
	if !s.State().Paused {
		s.Pause()
		return
	}
	g.LeaveReview() // which lets a demo the review held go on
	if s.State().Paused {
		s.Resume()
	}
}

// shownActions are the menu items, keys and buttons that act on the game
// on show, whichever it is.
type shownActions struct{ u *UI }

func (u *UI) actions() shownActions { return shownActions{u} }
