package view

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
)

// "Show the best line" plays as many moves whether the player found the
// best move or missed it (after a find it showed the move alone: a book
// move's line is the move).
func TestBestLineHasOneLength(t *testing.T) {
	u, queue := newTestUI(t)
	g, a := reportGame(t)
	showAnalysedGame(u, g, a)
	v := controller.Mistakes(a, model.Black, false, 1)[0]
	item := controller.PracticeItemOf(g.Record(), v)
	for _, find := range []bool{false, true} {
		u.coach.startRetry(item, false)
		r := u.retry
		pumpUntil(t, u, queue, func() bool { return r.scores != nil && r.bestLine != nil }, "the retry's scores and line")
		move := r.scores[len(r.scores)-1].Move
		if find {
			move = r.scores[0].Move
		}
		u.board.OnMove(move)
		rd := u.dialogs.retry
		if rd == nil {
			t.Fatal("no verdict")
		}
		test.Tap(rd.bestLine)
		// the line goes on from the game's moves, numbered as the game's
		from := item.MoveIndex - 1
		if n := u.snap.Game.Len() - from; n != controller.BestLineMoves {
			t.Errorf("found %v: the best line has %d moves; want %d", find, n, controller.BestLineMoves)
		}
		if u.snap.Game.Len() > from && u.snap.Game.Cell(from) != r.scores[0].Move {
			t.Errorf("found %v: the line starts with %v, not the best move %v", find, u.snap.Game.Cell(from), r.scores[0].Move)
		}
		if u.review != from || u.snap.Game.Len() <= from || !strings.HasPrefix(u.snap.Game.MoveLabel(from), g.Record().MoveNumberText(from)) {
			t.Errorf("found %v: the line of %d moves shown from move %d; want from %d, numbered %q", find, u.snap.Game.Len(), u.review, from, g.Record().MoveNumberText(from))
		}
		if turn := u.panel.turn.Text; strings.HasPrefix(turn, "The start") {
			t.Errorf("found %v: the line's first position says %q, not the game's move", find, turn)
		}
		if got := u.panel.players.Text; !strings.Contains(got, "the best line for") {
			t.Errorf("found %v: on the best line the panel says %q", find, got)
		}
		// no game to play on
		if play := u.Button("playfrom"); !play.Disabled() {
			t.Errorf("found %v: on the best line Play on is enabled", find)
		}
		if !find {
			// leaving the line's review goes back to the game, not
			// into a two-player game of the line's end
			test.Tap(u.Button("live"))
			if u.retry != nil || u.review >= 0 || u.snap.Game.Transcript() != g.Transcript() {
				t.Errorf("Exit review from the best line: retry %v, review %d, the game %q", u.retry != nil, u.review, u.snap.Game.Transcript())
			}
			// Escape leaves a retry waiting for its move as well
			u.coach.startRetry(item, false)
			u.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if u.retry != nil || u.review >= 0 || u.snap.Game.Transcript() != g.Transcript() {
				t.Errorf("Exit review from the best line: retry %v, review %d, the game %q", u.retry != nil, u.review, u.snap.Game.Transcript())
			}
			continue
		}
		u.coach.endRetry()
	}
	u.reviewer.showReview(1)
	if play := u.Button("playfrom"); play.Disabled() {
		t.Error("reviewing the game: Play on is greyed")
	}
}
