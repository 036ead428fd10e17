// The game on show as one value: what the menus, the shortcuts and the
// buttons ask of a game, answered by Othello's or by Gomoku's, so that
// no action asks which game it is.

package view

import (
	"fyne.io/fyne/v2"

	"othello/controller/session"
)

// shownGame is what an action asks of the game on show.
type shownGame interface {
	// session is the game's session: the actions every game offers
	// (undo, redo, pause) are taken on it, as UI.undo does
	session() session.Session
	// tookBack shows the game after an undo or a redo: the live
	// position, the game going on
	tookBack()
	showSave()
	showExportPicture()
	hint()
	copyMoves()
	pasteMoves()
	showRules()
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

	// The game's clocks, for the window's one clock (showClock):
	// clockLive says whether the game is played on a clock and not over,
	// and whether a person is to move;
	clockLive() (live, personToMove bool)
	// clockAside: the window shows no live position of the game (a
	// review, a question whether to go on with it);
	clockAside() bool
	// holdClock holds its clocks while on, telling its session when that
	// changes;
	holdClock(on bool)
	// showClockFaces draws the clocks as they are now and says whether
	// one runs.
	showClockFaces() (running bool)
}

// othelloGame is Othello's game as the game on show.
type othelloGame struct{ u *UI }

func (o othelloGame) session() session.Session { return o.u.ctl }
func (o othelloGame) tookBack()                {} // its events show the rest
func (o othelloGame) showSave()                { o.u.dialogs.showSave() }
func (o othelloGame) showExportPicture()       { o.u.pictures.showExportPicture() }
func (o othelloGame) hint()                    { o.u.Hint() }
func (o othelloGame) copyMoves()               { o.u.dialogs.copyTranscript() }
func (o othelloGame) pasteMoves()              { o.u.dialogs.pasteGame() }
func (o othelloGame) showRules()               { o.u.dialogs.showRules() }
func (o othelloGame) kind() GameKind           { return KindOthello }
func (o othelloGame) say(msg string)           { o.u.panel.setLastingNotice(msg) }
func (o othelloGame) typedRune(r rune)         { o.u.board.TypedRune(r) }
func (o othelloGame) awaitsAnswer() bool       { return false }

func (o othelloGame) clockLive() (live, personToMove bool) {
	s := o.u.snap
	return s.Clock.On() && !s.Over, s.HumanToMove
}

func (o othelloGame) clockAside() bool { return o.u.review >= 0 || o.u.dialogs.restored != nil }

func (o othelloGame) holdClock(on bool) {
	if on != o.u.clock.held {
		o.u.clock.held = on
		o.u.ctl.HoldClock(on)
	}
}

func (o othelloGame) showClockFaces() bool {
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

// onShown is an action on the game on show, for a menu item or a key.
func (u *UI) onShown(act func(shownGame)) func() {
	return func() { act(u.shown()) }
}

// undo takes back moves of the game on show, whichever it is.
func (u *UI) undo() {
	if g := u.shown(); g.session().Undo() {
		g.tookBack()
	}
}

// redo plays again the moves undo took back.
func (u *UI) redo() {
	if g := u.shown(); g.session().Redo() {
		g.tookBack()
	}
}

// togglePause pauses the demo on show, or lets a paused one go on; the
// session's events show it.
func (u *UI) togglePause() { session.TogglePause(u.shown().session()) }

func (v *gomokuView) kind() GameKind     { return KindGomoku }
func (v *gomokuView) say(msg string)     { v.setNotice(msg) }
func (v *gomokuView) typedRune(r rune)   { v.board.TypedRune(r) }
func (v *gomokuView) awaitsAnswer() bool { return v.choice != nil }
