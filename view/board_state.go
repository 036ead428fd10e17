// What the board shows of the game: the position, its marks and the
// values written on its squares; and the window's gameReview room, which
// steps through the game's moves and plays on from one.

package view

import (
	"fyne.io/fyne/v2"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/othelloboard"
	"othello/view/othellowords"
)

// boardState is what the board should show: the live game, or the reviewed
// position.
func (u *UI) boardState() othelloboard.State {
	s := u.snap
	if u.review >= 0 && u.review <= s.Game.Len() {
		last, banner := othellowords.LastMarks(s.Game, u.review)
		// the best move of the reviewed position, once the game is analysed
		return othelloboard.State{Position: s.Game.SizedAt(u.review), LastMove: last, Hint: u.ana.bestAfter(u.review), Banner: banner,
			Scores: valuesOn(s, u.review)}
	}
	last, banner := othellowords.LastMarks(s.Game, s.Game.Len())
	st := othelloboard.State{Position: s.Sized, LastMove: last, Hint: s.HintCell(), Interactive: s.PersonToMove, Banner: banner}
	if u.hinting().step() == hintRegion && st.Hint != model.NoCell {
		st.HintArea, st.Hint = hintArea(s.Sized.Geometry(), st.Hint), model.NoCell
	}
	if s.PersonToMove {
		st.Legal = s.Legal
	}
	if st.Scores = valuesOn(s, s.Game.Len()); st.Scores == nil && len(s.Analysis) > 0 {
		st.Scores = scoresOn(s.Analysis)
	}
	return st
}

// valuesOn returns the move values of the position after n moves for the
// board, nil when there are none for it.
func valuesOn(s controller.Snapshot, n int) map[model.Cell]string {
	if len(s.Values) == 0 || s.ValuesAt != n {
		return nil
	}
	return scoresOn(s.Values)
}

// scoresOn writes moves' scores for their squares.
func scoresOn(rs []strategy.SizedResult) map[model.Cell]string {
	out := map[model.Cell]string{}
	for _, r := range rs {
		if r.Move >= 0 { // not a pass
			out[r.Move] = othellowords.MoveScore(r)
		}
	}
	return out
}

// setMoveValues turns the move values on or off, from the menu or the
// Settings, and keeps the choice.
func (u *UI) setMoveValues(on bool) {
	u.prefs.MoveValues = on
	u.saved.keepSettings()
	u.coach.showMoveValues()
	u.menu.check("values", on, u.win.MainMenu())
}

// showMoveValues asks the controller for the move values while the
// player wants them, but not while a retried mistake waits for the
// player's own move: the values would give its answer away. They come
// back once the move is judged, or the retry is left.
func (co coaching) showMoveValues() {
	u := co.u
	r := u.retry
	quiz := r != nil && !r.done && r.game == u.game
	if on := u.prefs.MoveValues && !quiz; on != u.valuesAsked {
		u.valuesAsked = on
		u.ctl.SetMoveValues(on)
	}
}

// refresh brings the board (unless it is animating a move just made), the
// panel and the menu up to date with the snapshot.
func (u *UI) refresh(board bool) {
	if board {
		u.board.SetState(u.boardState())
	}
	u.panel.show(u.snap, u.review, u.sheet().reviewText(u.review))
	u.clock.show()
	u.ana.showAnalysis()
	s := u.snap
	u.menu.update(s.Can(), map[string]bool{"scores": s.PersonToMove && !s.Hinting, "analyze": s.Game.Len() > 0}, u.win.MainMenu())
	_, analysed := u.Analysis()
	u.menu.enable("report", analysed, u.win.MainMenu())
	u.menu.enable("back", u.retry != nil, u.win.MainMenu())
	u.coach.showMoveValues()
}

// gameReview is the window's review of the game on show: stepping
// through its moves, and playing on from one.
type gameReview struct {
	u *UI // the window it belongs to
}

// showReview shows the position after n moves without changing the game.
// Moves waiting to be animated are taken in at once, unanimated, so the
// move list is complete.
func (rv gameReview) showReview(n int) {
	u := rv.u
	if n < 0 || n > u.snap.Game.Len() {
		return
	}
	from := u.review
	u.review = n
	if from < 0 {
		u.demoHold.Review(u.ctl)
	}
	u.ctl.ShowPosition(n)
	u.board.FinishAnimation()
	u.pace.showWaiting()
	u.refresh(true)
}

// live leaves the review and shows the game in progress again. The
// retry's best line is no game to play on: leaving its review goes back
// to the player's game (it left a two-player game of the line's end,
// still titled as the line).
func (rv gameReview) live() {
	u := rv.u
	if u.coach.onBestLine() {
		u.coach.endRetry()
		u.win.Canvas().Focus(u.board)
		return
	}
	u.review = -1
	u.ctl.ShowPosition(-1)
	u.refresh(true)
	u.demoHold.Live(u.ctl)
	// Clicking a move in the list gave the list the keyboard; the arrow
	// keys and typed squares belong to the board again.
	u.win.Canvas().Focus(u.board)
}

// The steps through a review.
const (
	reviewFirst = iota
	reviewPrevious
	reviewNext
	reviewLast
)

// stepReview moves the review one step, or to either end; from the live
// game it starts a review.
func (rv gameReview) stepReview(step int) {
	n, at := rv.u.snap.Game.Len(), rv.u.review
	if at < 0 {
		at = n
	}
	switch step {
	case reviewFirst:
		at = 0
	case reviewPrevious:
		at = max(0, at-1)
	case reviewNext:
		at = min(n, at+1)
	case reviewLast:
		at = n
	}
	rv.showReview(at)
}

// playFromReview plays on from the reviewed position: the later moves are
// dropped, and Undo brings them back.
func (rv gameReview) playFromReview() {
	if rv.u.review >= 0 {
		rv.u.demoHold.Forget() // a demo played on from here goes on
		rv.u.ctl.PlayFrom(rv.u.review)
		rv.live()
	}
}

// reviewKey steps through the moves with Home, Page Up, Page Down and End,
// leaves a review, or a retry, with Escape, and reports whether k was one
// of them.
func (rv gameReview) reviewKey(k fyne.KeyName) bool {
	if k == fyne.KeyEscape && rv.u.review >= 0 {
		rv.live()
		return true
	}
	if k == fyne.KeyEscape && rv.u.retry != nil {
		// a retried position is left as its best line is: back to the
		// game (only the Game menu led there before a move was judged)
		rv.u.coach.endRetry()
		return true
	}
	step, ok := map[fyne.KeyName]int{
		fyne.KeyHome: reviewFirst, fyne.KeyPageUp: reviewPrevious,
		fyne.KeyPageDown: reviewNext, fyne.KeyEnd: reviewLast,
	}[k]
	if ok {
		rv.stepReview(step)
	}
	return ok
}

// ShowReview shows the position after the first n moves; Live returns to
// the game.
func (u *UI) ShowReview(n int) { u.reviewer.showReview(n) }

// Reviewing reports whether the board shows an earlier position.
func (u *UI) Reviewing() bool { return u.review >= 0 }
