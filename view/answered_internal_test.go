package view

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/kit"
	"othello/view/othellowords"
)

// finishedForRetry is reportGame loaded against the computer, its
// game-over box answered, its analysis in place, and a retry of the
// position before move n (1 for the first) set up and scored.
func finishedForRetry(t *testing.T, n int, practice bool) (*UI, chan func(), *model.Game) {
	t.Helper()
	u, queue := newTestUI(t)
	g, a := reportGame(t)
	u.ctl.Load(g.Clone(), controller.DefaultSettings()) // the person is Black
	if u.dialogs.over == nil {
		t.Fatal("no game-over box at the end of the game")
	}
	u.dialogs.closeOverDialog() // answered
	u.ana.result, u.ana.game = a, u.game
	pos := g.Record().SizedAt(n - 1)
	item := controller.PracticeItem{Position: pos.String(), Played: g.Record().Moves()[n-1].String()}
	if practice {
		u.app.Preferences().SetString(keyPractice, controller.EncodePractice(controller.Practice{item}))
		u.coach.practise()
	} else {
		u.coach.startRetry(item, false)
	}
	if u.retry == nil || u.snap.Sized != pos {
		t.Fatalf("no retry of the position before move %d", n)
	}
	pumpUntil(t, u, queue, func() bool { return u.retry.scores != nil }, "the retry's scores")
	return u, queue, g
}

// A game-over box the player closed stays closed: going back to the
// finished game from a retry or a practice, or stepping through a best
// line that ends the game, tells the end on the panel, not in the box
// again.
func TestGameOverStaysAnswered(t *testing.T) {
	for _, tt := range []struct {
		name     string
		move     int // the move retried
		practice bool
		answer   func(rd *retryDialog) *widget.Button
		over     bool // the game shown after it is over
	}{
		{"Back to your game", 25, false, func(rd *retryDialog) *widget.Button { return rd.back }, true},
		{"Practice's Done", 25, true, func(rd *retryDialog) *widget.Button { return rd.back }, true},
		{"the best line to the end", 51, false, func(rd *retryDialog) *widget.Button { return rd.bestLine }, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u, queue, g := finishedForRetry(t, tt.move, tt.practice)
			u.board.OnMove(u.retry.scores[0].Move)
			rd := u.dialogs.retry
			if rd == nil {
				t.Fatal("no verdict on the retried move")
			}
			test.Tap(tt.answer(rd))
			run(queue)
			if tt.answer(rd) == rd.back && u.snap.Game.Len() != g.Len() {
				t.Fatalf("back to a game of %d moves, want %d", u.snap.Game.Len(), g.Len())
			}
			if u.snap.Over != tt.over {
				t.Fatalf("the game shown is over: %v, want %v", u.snap.Over, tt.over)
			}
			if u.dialogs.over != nil || u.win.Canvas().Overlays().Top() != nil {
				t.Error("the game-over box came back")
			}
			if !strings.HasPrefix(u.panel.turn.Text, "Game over") && u.review < 0 {
				t.Errorf("the panel says %q, not that the game is over", u.panel.turn.Text)
			}
		})
	}
}

// The game-over box offers Analyse for a game not analysed, and the
// coach's report in its place for one that is.
func TestGameOverOffersWhatIsNotDoneYet(t *testing.T) {
	for _, analysed := range []bool{false, true} {
		u, _ := newTestUI(t)
		g, a := reportGame(t)
		u.ctl.Load(g.Clone(), controller.Settings{Mode: controller.HumanVsHuman})
		u.dialogs.closeOverDialog()
		if analysed {
			u.ana.result, u.ana.game = a, u.game
		}
		// the last move taken back and played again: a new end, told anew
		last := g.Record().Moves()[g.Len()-1]
		u.ctl.Undo()
		u.board.OnMove(model.CellOfSquare(last))
		over := u.dialogs.over
		if over == nil {
			t.Fatalf("analysed %v: no game-over box at the end", analysed)
		}
		if over.analyze.Visible() == analysed || over.report.Visible() != analysed {
			t.Errorf("analysed %v: Analyse offered %v, the coach's report %v", analysed, over.analyze.Visible(), over.report.Visible())
		}
		if analysed {
			test.Tap(over.report)
			if u.dialogs.over != nil || u.dialogs.report == nil {
				t.Error("the coach's report did not open in place of the box")
			}
		}
	}
}

// Beside the game-over box the window works: a click on the panel's New
// game opens its dialog and closes the box; a click elsewhere closes the
// box; Escape closes it too.
func TestPanelWorksBesideTheGameOverBox(t *testing.T) {
	for _, tt := range []struct {
		name    string
		act     func(u *UI)
		newGame bool // the New game dialog opens
	}{
		{"the panel's New game", func(u *UI) { tapAt(u, u.Button("new")) }, true},
		{"the board", func(u *UI) { test.TapCanvas(u.win.Canvas(), fyne.NewPos(12, 12)) }, false},
		{"Escape", func(u *UI) { pressKey(u.win.Canvas(), fyne.KeyEscape) }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := newTestUI(t)
			g, _ := reportGame(t)
			u.ctl.Load(g, controller.DefaultSettings())
			if u.dialogs.over == nil || u.win.Canvas().Overlays().Top() == nil {
				t.Fatal("no game-over box")
			}
			tt.act(u)
			if u.dialogs.over != nil {
				t.Error("the game-over box stayed open")
			}
			opened := u.dialogs.newGame != nil && u.win.Canvas().Overlays().Top() != nil
			if opened != tt.newGame {
				t.Errorf("the New game dialog opened: %v, want %v", opened, tt.newGame)
			}
			if !tt.newGame && u.win.Canvas().Overlays().Top() != nil {
				t.Error("something still covers the window")
			}
		})
	}
}

// tapAt clicks the window where o is, as the pointer would: whatever
// stands over it takes the click.
func tapAt(u *UI, o fyne.CanvasObject) {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	size := o.Size()
	test.TapCanvas(u.win.Canvas(), at.AddXY(size.Width/2, size.Height/2))
}

// A dialog that opens with the pointer on the board ends the hover
// preview: the ghost disc and its flips do not stand frozen beneath it.
func TestHoverPreviewEndsUnderDialogs(t *testing.T) {
	for _, tt := range []struct {
		name string
		// open hovers over a legal square and opens a dialog with the
		// pointer still there
		open func(t *testing.T) *UI
	}{
		{"a retry's verdict", func(t *testing.T) *UI {
			return verdictUnderPointer(t, false, func(s []strategy.SizedResult) strategy.SizedResult { return s[0] })
		}},
		{"a practice's verdict", func(t *testing.T) *UI {
			return verdictUnderPointer(t, true, func(s []strategy.SizedResult) strategy.SizedResult { return s[len(s)-1] })
		}},
		{"a shortcut's dialog", func(t *testing.T) *UI {
			u, _ := newTestUI(t)
			u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
			hover(t, u, model.CellOfSquare(model.D3))
			u.menu.items["new"].Action() // Ctrl+N
			if u.dialogs.newGame == nil {
				t.Fatal("no New game dialog")
			}
			return u
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u := tt.open(t)
			if u.win.Canvas().Overlays().Top() == nil {
				t.Fatal("no dialog")
			}
			if u.board.Hover() != model.NoCell {
				t.Errorf("the preview of %v stays under the dialog", u.board.Hover())
			}
		})
	}
}

// verdictUnderPointer retries move 25, from the report or from the
// practice list, and taps the move pick chooses among the scores (best
// first) with the pointer over it: the verdict opens with the pointer
// still on the board.
func verdictUnderPointer(t *testing.T, practice bool, pick func(scores []strategy.SizedResult) strategy.SizedResult) *UI {
	t.Helper()
	u, _, _ := finishedForRetry(t, 25, practice)
	move := pick(u.retry.scores).Move
	hover(t, u, move)
	u.board.Tapped(&fyne.PointEvent{Position: u.board.CellCenter(move)})
	if u.dialogs.retry == nil {
		t.Fatal("no verdict")
	}
	return u
}

// hover puts the pointer over c, whose preview shows.
func hover(t *testing.T, u *UI, c model.Cell) {
	t.Helper()
	u.board.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: u.board.CellCenter(c)}})
	if u.board.Hover() != c {
		t.Fatalf("no preview of %v under the pointer", c)
	}
}

// A retry or a practice is set up as a game for two players, but the panel
// says what it is; back in the game it says who plays whom again.
func TestRetrySaysWhatItIs(t *testing.T) {
	for _, tt := range []struct {
		name     string
		practice bool
		want     string
	}{
		{"retry", false, "Retry: find a better move for Black than "},
		{"practice", true, "Practice (1 position to go): find a good move for Black"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u, queue, _ := finishedForRetry(t, 25, tt.practice)
			if got := u.panel.players.Text; !strings.HasPrefix(got, tt.want) {
				t.Errorf("the panel says %q, want %q", got, tt.want)
			}
			u.board.OnMove(u.retry.scores[len(u.retry.scores)-1].Move) // a miss
			test.Tap(u.dialogs.retry.bestLine)
			run(queue)
			if got := u.panel.players.Text; !strings.Contains(got, "the best line for Black") {
				t.Errorf("on the best line the panel says %q", got)
			}
			u.coach.endRetry()
			if got, want := u.panel.players.Text, othellowords.PlayersText(u.snap.Settings); got != want {
				t.Errorf("back in the game the panel says %q, want %q", got, want)
			}
		})
	}
}

// In review the words on the move on show take the room they need at the
// default window size: all of them show, the ringed best move's line,
// the last, with them.
func TestReviewWordsShowWhole(t *testing.T) {
	u, _ := newTestUI(t)
	if got, want := u.win.Canvas().Size(), DefaultPrefs().WindowSize; got != want {
		t.Fatalf("the window is %v, want the default %v", got, want)
	}
	g, a := reportGame(t)
	showAnalysedGame(u, g, a)
	// the coach's why, as long as it comes: the mistake, the reply and
	// what follows
	u.explained = explanations{game: u.game, words: map[int]string{25: "After this move, the computer's best answer takes the corner, and then the whole edge falls to White: about 9 discs worse for you than the best move, which keeps the edge closed and leaves White no safe move."}}
	u.reviewer.showReview(25)
	relayout(u.win.Content())
	text := u.panel.hintLine.Text
	if !strings.Contains(text, "Best here for") || !strings.Contains(text, "keeps the edge closed") {
		t.Fatalf("the review says %q", text)
	}
	words, room := u.panel.status.Content.MinSize().Height, u.panel.status.Size().Height
	if room < words {
		t.Errorf("the review's words need %.0f high and have %.0f: the ring's line is out of sight", words, room)
	}
	if u.panel.moveList.Size().Height < u.panel.moveList.MinSize().Height {
		t.Errorf("the sheet has %.0f, under its minimum", u.panel.moveList.Size().Height)
	}
	// on a shorter window the words scroll, and the sheet keeps two rows
	// (a long why left it one, cut)
	u.win.Resize(fyne.NewSize(u.win.Canvas().Size().Width, 560))
	relayout(u.win.Content())
	if row, got := u.panel.moveList.CreateItem().MinSize().Height, u.panel.moveList.Size().Height; got < 2*row {
		t.Errorf("on a window 560 px tall the review's sheet has %.0f px, %.1f rows", got, got/row)
	}
	// back in the game, a long notice scrolls as before, leaving the sheet its room
	u.reviewer.live()
	if c := u.panel.body.Layout.(*kit.PanelColumns); c.Roomy {
		t.Error("the words keep the review's room in the game")
	}
}

// The frame of a first hint asked in a retry goes once the move is
// judged: it stayed on the board behind the verdict.
func TestRetryVerdictTakesTheHintsFrame(t *testing.T) {
	u, queue, _ := finishedForRetry(t, 25, false)
	u.hinting().next()
	pumpUntil(t, u, queue, func() bool { return u.snap.HintCell() != model.NoCell }, "the hint")
	if a := u.boardState().HintArea; a.Cols == 0 {
		t.Fatal("the first hint frames no quarter")
	}
	u.board.OnMove(u.retry.scores[len(u.retry.scores)-1].Move) // a miss
	if u.dialogs.retry == nil {
		t.Fatal("no verdict")
	}
	if a := u.boardState().HintArea; a.Cols != 0 {
		t.Errorf("behind the verdict the board still frames %+v", a)
	}
}
