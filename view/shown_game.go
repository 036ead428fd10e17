// The game on show as one value: what the menus, the shortcuts and the
// buttons ask of a game, answered by Othello's or by Gomoku's, so that
// no action asks which game it is.

package view

import (
	"fyne.io/fyne/v2"

	"othello/controller/session"
	"othello/view/i18n"
)

// shownGame is what an action asks of the game on show.
type shownGame interface {
	// session is the game's session: the actions every game offers
	// (undo, redo, pause) are taken on it, as UI.undo does
	session() session.Session
	// tookBack shows the game after an undo or a redo: the live
	// position, the game going on
	tookBack()
	hint()
	// files is the game's files and clipboard
	files() shownFiles
	showRules()
	// manual is the game's playing manual, in Markdown, for Help > Manual
	manual() string
	// boardKeys are the keys that play on the game's board, for the
	// list of shortcuts
	boardKeys() [][2]string
	// kind names the game, for the dialogs that offer both
	kind() GameKind
	// say shows a lasting notice in the game's status line
	say(msg string)
	// typedKey and typedRune take the window's keys while no dialog is
	// open
	typedKey(e *fyne.KeyEvent)
	typedRune(r rune)
	// awaitsAnswer: a question of the game is open that only its own
	// buttons can answer, so Escape must not close it
	awaitsAnswer() bool
	// clock is the game's clocks, for the window's one clock (clockView)
	clock() gameClock
}

// shownFiles is what File and Edit do with the game on show.
type shownFiles interface {
	showSave()
	showExportPicture()
	copyMoves()
	pasteMoves()
}

// gameClock is a game's clocks as the window's one clock asks them; the
// window holds them through the game's session.
type gameClock interface {
	// live says whether the game is played on a clock and not over, and
	// whether a person is to move;
	live() (live, personToMove bool)
	// aside: the window shows no live position of the game (a review, a
	// question whether to go on with it);
	aside() bool
	// showFaces draws the clocks as they are now and says whether one
	// runs.
	showFaces() (running bool)
}

// othelloGame is Othello's game as the game on show.
type othelloGame struct{ u *UI }

func (o othelloGame) session() session.Session { return o.u.ctl }
func (o othelloGame) tookBack()                {} // its events show the rest
func (o othelloGame) showSave()                { o.u.dialogs.showSave() }
func (o othelloGame) showExportPicture()       { o.u.pictures.showExportPicture() }
func (o othelloGame) files() shownFiles        { return o }
func (o othelloGame) hint()                    { o.u.hinting().next() }
func (o othelloGame) copyMoves()               { o.u.dialogs.copyTranscript() }
func (o othelloGame) pasteMoves()              { o.u.dialogs.pasteGame() }
func (o othelloGame) showRules()               { o.u.dialogs.showRules() }
func (o othelloGame) boardKeys() [][2]string   { return othelloKeys() }
func (o othelloGame) manual() string           { return manualText() }
func (o othelloGame) kind() GameKind           { return KindOthello }
func (o othelloGame) say(msg string)           { o.u.panel.setLastingNotice(msg) }
func (o othelloGame) typedRune(r rune)         { o.u.board.TypedRune(r) }
func (o othelloGame) awaitsAnswer() bool       { return false }

func (o othelloGame) clock() gameClock { return othelloClock(o) }

// othelloClock is Othello's clocks, shown in the panel's score rows.
type othelloClock struct{ u *UI }

func (o othelloClock) live() (live, personToMove bool) {
	s := o.u.snap
	return s.Clock.On() && !s.Over, s.HumanToMove
}

func (o othelloClock) aside() bool { return o.u.review >= 0 || o.u.dialogs.restored != nil }

func (o othelloClock) showFaces() bool {
	k := o.u.ctl.Clocks()
	o.u.panel.showClocks(k)
	return k.Running
}

// typedKey steps through a review, else gives the key to the board.
func (o othelloGame) typedKey(e *fyne.KeyEvent) {
	if !o.u.reviewer.reviewKey(e.Name) {
		o.u.board.TypedKey(e)
	}
}

// shown is the game on show: Gomoku's while it is, else Othello's.
func (u *UI) shown() shownGame {
	if u.gmk.active() {
		return u.gmk
	}
	return othelloGame{u}
}

// on is an action on the game on show, for a menu item or a key.
func (r shownActions) on(act func(shownGame)) func() {
	u := r.u
	return func() { act(u.shown()) }
}

// undo takes back moves of the game on show, whichever it is.
func (r shownActions) undo() {
	u := r.u
	if g := u.shown(); g.session().Undo() {
		g.tookBack()
	}
}

// redo plays again the moves undo took back.
func (r shownActions) redo() {
	u := r.u
	if g := u.shown(); g.session().Redo() {
		g.tookBack()
	}
}

// paste reads the clipboard into the game its text holds, as File >
// Open reads a file: the other game's moves bring that game on show (the
// game on show waits, kept), the game on show's are pasted as it pastes.
func (r shownActions) paste() {
	u := r.u
	g := u.shown()
	text := u.app.Clipboard().Content()
	if fileGame(text, g.kind(), u.files.gomokuPrefsNow()) != g.kind() {
		_ = u.files.openText(i18n.T("the clipboard"), text, nil) // it says what went wrong
		return
	}
	g.files().pasteMoves()
}

// togglePause pauses the demo on show, or lets a paused one go on; the
// session's events show it.
func (r shownActions) togglePause() { u := r.u; session.TogglePause(u.shown().session()) }

func (v *gomokuView) kind() GameKind     { return KindGomoku }
func (v *gomokuView) manual() string     { return gomokuManualText() }
func (v *gomokuView) say(msg string)     { v.setNotice(msg) }
func (v *gomokuView) typedRune(r rune)   { v.board.TypedRune(r) }
func (v *gomokuView) awaitsAnswer() bool { return v.choice != nil || v.failed != nil }

// shownActions are the menu items, keys and buttons that act on the game
// on show, whichever it is.
type shownActions struct{ u *UI }

func (u *UI) actions() shownActions { return shownActions{u} }
