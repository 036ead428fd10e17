// Tests of a Gomoku game in the window: the Swap2 opening by clicks, a whole
// game, its move list and review; with the helpers the Gomoku tests share.

package view

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
	"othello/view/sound"
)

// effects records the sounds played.
type effects struct{ played []sound.Effect }

func (e *effects) Play(x sound.Effect, _ time.Duration) { e.played = append(e.played, x) }
func (*effects) SetVolume(float64)                      {}
func (*effects) SetEnabled(bool)                        {}

func (e *effects) has(x sound.Effect) bool {
	for _, p := range e.played {
		if p == x {
			return true
		}
	}
	return false
}

// gomokuUI starts a window and, through the New game dialog, a Gomoku game
// of p.
func gomokuUI(t *testing.T, p gomokuview.Prefs) (*UI, chan func(), *effects) {
	t.Helper()
	return gomokuUIWith(t, Options{}, p)
}

// gomokuUIWith is gomokuUI with the window's options (a state folder).
func gomokuUIWith(t *testing.T, opts Options, p gomokuview.Prefs) (*UI, chan func(), *effects) {
	t.Helper()
	fx := &effects{}
	opts.Sound = fx
	u, queue := startTestUI(t, newTestApp(), opts)
	t.Cleanup(func() {
		u.games().closeGomoku()
		if u.store != nil {
			u.store.flush() // before the state folder goes
		}
	})
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Gomoku.Name())
	if !f.gomoku.Form.Visible() {
		t.Fatal("choosing Gomoku did not show its choices")
	}
	g := f.gomoku
	g.Size.SetSelected(i18n.BoardSize(p.Size))
	g.Rule.SetSelected(gomokuview.RuleLabels[p.Rule])
	g.Opening.SetSelected(gomokuview.OpeningLabels[p.Opening])
	if p.First {
		g.First.SetSelected(gomokuview.FirstLabels[0])
	} else {
		g.First.SetSelected(gomokuview.FirstLabels[1])
	}
	g.Level.SetSelected(gomokuview.LevelNames()[p.Level])
	if p.TwoPeople {
		g.Opponent.SetSelected(gomokuview.OpponentLabels[2])
	}
	if p.Demo {
		g.Opponent.SetSelected(gomokuview.OpponentLabels[3])
	}
	if p.UseBrain {
		g.Opponent.SetSelected(gomokuview.OpponentLabels[1])
		g.Brain.SetText(p.Brain)
	}
	f.dlg.Confirm()
	if !u.gmk.Active() || u.win.Content() != u.gmk.Content() {
		t.Fatal("the window does not show the Gomoku game")
	}
	return u, queue, fx
}

// pumpGomoku runs the computer's answers until the person is asked or the
// game is over.
func pumpGomoku(t *testing.T, u *UI, queue chan func()) cg.Snapshot {
	t.Helper()
	for u.gmk.Snapshot().Thinking {
		select {
		case f := <-queue:
			f()
		case <-time.After(20 * time.Second):
			t.Fatal("the computer never answered")
		}
	}
	return u.gmk.Snapshot()
}

// tapPoint taps the Gomoku board at sq.
func tapPoint(u *UI, sq gomoku.Square) {
	b := u.gmk.Board()
	b.Tapped(&fyne.PointEvent{Position: b.PointCenter(sq)})
}

func TestGomokuSwap2ChosenByClicks(t *testing.T) {
	p := gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: false, Level: level.Easy}
	u, queue, fx := gomokuUI(t, p)
	if got := LoadPrefs(u.app.Preferences()); got.Kind != shown.Gomoku || got.Gomoku.Opening != cg.Swap2 || got.Gomoku.First {
		t.Errorf("the choice was not kept: %+v", got.Gomoku)
	}
	st := pumpGomoku(t, u, queue)
	if st.Phase != cg.Choosing || st.Game.MoveCount() != 3 || u.gmk.Probe().Parts().Choice == nil {
		t.Fatalf("after the computer's three stones: phase %v, %d stones", st.Phase, st.Game.MoveCount())
	}
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no question shown")
	}
	// the question must be answered: Escape hid it, and the game waited
	// for an answer nobody could give
	u.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Escape took the question away")
	}
	test.Tap(u.gmk.Probe().Parts().Answers["two"])
	if u.win.Canvas().Overlays().Top() != nil || u.gmk.Snapshot().Phase != cg.Placing {
		t.Fatalf("placing two stones: phase %v", u.gmk.Snapshot().Phase)
	}
	if !strings.Contains(u.gmk.Probe().Parts().Turn.Text, "white stone") {
		t.Errorf("turn line %q", u.gmk.Probe().Parts().Turn.Text)
	}
	for _, sq := range freePoints(u.gmk.Snapshot().Game, 2) {
		tapPoint(u, sq)
	}
	st = pumpGomoku(t, u, queue)
	if st.Person == gomoku.NoColor || st.Game.MoveCount() < 5 || !st.PersonToMove {
		t.Fatalf("the computer did not choose: %+v", st)
	}
	if !fx.has(sound.Place) {
		t.Error("no stone's click")
	}
	// The person plays on: a stone lands, the computer answers.
	n := st.Game.MoveCount()
	tapPoint(u, freePoints(st.Game, 1)[0])
	st = pumpGomoku(t, u, queue)
	if st.Game.MoveCount() != n+2 || !st.CanUndo {
		t.Fatalf("after a move: %d stones", st.Game.MoveCount())
	}
	test.Tap(u.gmk.Probe().Parts().Buttons["undo"])
	if u.gmk.Snapshot().Game.MoveCount() != n {
		t.Fatalf("undo left %d stones", u.gmk.Snapshot().Game.MoveCount())
	}
	test.Tap(u.gmk.Probe().Parts().Buttons["redo"])
	if u.gmk.Snapshot().Game.MoveCount() != n+2 {
		t.Fatalf("redo left %d stones", u.gmk.Snapshot().Game.MoveCount())
	}
}

// freePoints are n empty points near the centre.
func freePoints(g *gomoku.Game, n int) []gomoku.Square {
	var out []gomoku.Square
	c := gomoku.Center(g.Size())
	for d := 1; len(out) < n; d++ {
		for _, sq := range []gomoku.Square{gomoku.At(c.X()+d, c.Y()+d+1), gomoku.At(c.X()-d-1, c.Y()+d)} {
			if len(out) < n && g.Check(sq) == nil {
				out = append(out, sq)
			}
		}
	}
	return out
}

// A whole game against EASY, the person's moves chosen by MEDIUM, to its
// end: the five marked, the result said and heard.
func TestGomokuGameToTheEnd(t *testing.T) {
	u, queue, fx := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	me := sg.NewPlayer(level.Medium, 3)
	for i := 0; i < 120; i++ {
		st := pumpGomoku(t, u, queue)
		if st.Phase == cg.Ended {
			break
		}
		if !st.PersonToMove {
			t.Fatalf("neither side to move: %+v", st)
		}
		tapPoint(u, me.Search(context.Background(), st.Game.Position()).Move)
	}
	st := u.gmk.Snapshot()
	if st.Phase != cg.Ended || st.Winner != gomoku.Black || len(u.gmk.Board().State().Line) < 5 {
		t.Fatalf("the game did not end with a five: winner %v line %v", st.Winner, st.Line)
	}
	if !strings.Contains(u.gmk.Probe().Parts().Turn.Text, "You win") || !fx.has(sound.Win) {
		t.Errorf("turn line %q, sounds %v", u.gmk.Probe().Parts().Turn.Text, fx.played)
	}
	if u.gmk.Board().State().Interactive {
		t.Error("the board takes stones after the end")
	}
	if got := LoadGomokuStats(u.app.Preferences()); got[level.Easy] != (LevelStats{Won: 1}) || len(got) != 1 {
		t.Errorf("Gomoku's statistics after a win against EASY: %+v", got)
	}
	if got := LoadStats(u.app.Preferences()); len(got) != 0 {
		t.Errorf("a Gomoku game counted in Othello's statistics: %+v", got)
	}
}

const fiveGame = "h8 h9 i9 g7 j10 k11 g8 i8 j8 k8 i7 g9 j6 k5 k7 j7 l6 f8 m5"

// A two-people game of 44 stones and no five, longer than the move list
// shows.
const longGomokuGame = "m10 n3 n14 i2 g9 e13 g13 f7 e6 k6 i9 e8 a6 l1 l8 l5 f12 c11 g14 n11 h2 i5 l6 h9 f3 m8 h11 c8 e9 e12 g10 g7 h8 b14 a14 a5 m11 l13 h6 n9 a7 m3 k3 o2"

// The move list keeps the last stone in view when a longer status line
// makes it shorter, as Othello's score sheet does.
func TestGomokuMoveListKeepsTheLastMove(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true})
	u.win.Resize(fyne.NewSize(1000, 720))
	v := u.gmk
	if err := u.files.openText("long.txt", longGomokuGame, nil); err != nil {
		t.Fatal(err)
	}
	last := (v.Snapshot().Game.MoveCount()+1)/2 - 1
	inView := func() bool {
		rowH := v.Probe().Parts().Moves.CreateItem().MinSize().Height
		top := float32(last) * (rowH + theme.Padding())
		off := v.Probe().Parts().Moves.GetScrollOffset()
		return top >= off-0.5 && top+rowH <= off+v.Probe().Parts().Moves.Size().Height+0.5
	}
	if v.Probe().Parts().Moves.GetScrollOffset() == 0 || !inView() {
		t.Fatalf("the list of %d rows: offset %v, the last row in view %v", last+1, v.Probe().Parts().Moves.GetScrollOffset(), inView())
	}
	h := v.Probe().Parts().Moves.Size().Height
	u.app.Clipboard().SetContent("h8 h8")
	v.Files().PasteMoves() // refused, with its reason at length
	if v.Probe().Parts().Moves.Size().Height >= h || v.Snapshot().Game.MoveCount() != 44 {
		t.Fatalf("the refusal %q left the list as tall (%v) or the game changed (%d stones)", v.Probe().Parts().Notice.Text, h, v.Snapshot().Game.MoveCount())
	}
	if !inView() {
		t.Errorf("after a longer notice the last row is out of view: offset %v, height %v", v.Probe().Parts().Moves.GetScrollOffset(), v.Probe().Parts().Moves.Size().Height)
	}
	// a window made narrow enough to stack the panel under the board in
	// one column shortens the list, and one made lower with the panel
	// beside the board shortens it further (560 high, between the players'
	// rows and three rows of buttons, less than the stacked list's least
	// height)
	for _, size := range []fyne.Size{{Width: 480, Height: 1000}, {Width: 1000, Height: 560}} {
		h = v.Probe().Parts().Moves.Size().Height
		u.win.Resize(size)
		if v.Probe().Parts().Moves.Size().Height >= h || !inView() {
			t.Errorf("in a window of %v (list %v high, was %v) the last row is out of view: offset %v", size, v.Probe().Parts().Moves.Size().Height, h, v.Probe().Parts().Moves.GetScrollOffset())
		}
	}
}

// Home and End review Gomoku's first and last positions, as they do
// Othello's, with the board focused as the window focuses it (it gets
// the keys first).
func TestGomokuReviewHomeAndEnd(t *testing.T) {
	u, _ := gomokuTwoMovesEach(t)
	v := u.gmk
	if n := v.Snapshot().Game.MoveCount(); n != 4 {
		t.Fatalf("%d stones, want the person's and the computer's twice", n)
	}
	c := u.win.Canvas()
	c.Focus(v.Board())
	pressKey(c, fyne.KeyHome)
	if v.Probe().Reviewed() != 0 {
		t.Fatalf("Home reviews %d moves, want 0", v.Probe().Reviewed())
	}
	pressKey(c, fyne.KeyPageDown)
	if v.Probe().Reviewed() != 1 {
		t.Errorf("Page Down reviews %d moves, want 1", v.Probe().Reviewed())
	}
	// the move list marks the row of the move on show, as Othello's
	// score sheet does, and no other
	var rows []string
	g, n := v.Snapshot().Game.Moves(), v.Snapshot().Game.Size()
	for i := 0; i+1 < len(g); i += 2 {
		rows = append(rows, fmt.Sprintf("%d. %s %s", i/2+1, g[i].Name(n), g[i+1].Name(n)))
	}
	for _, at := range []struct{ keys, marked int }{{0, 0}, {2, 1}} {
		for range at.keys {
			pressKey(c, fyne.KeyPageDown)
		}
		found := map[string]*canvas.Text{}
		texts(v.Probe().Parts().Moves, found)
		for i, row := range rows {
			marked := found[row] != nil && found[row].Color == theme.Color(theme.ColorNamePrimary)
			if found[row] == nil || marked != (i == at.marked) {
				t.Errorf("reviewing %d moves: row %q shown %v, marked %v; want row %d marked", v.Probe().Reviewed(), row, found[row] != nil, marked, at.marked)
			}
		}
	}
	pressKey(c, fyne.KeyHome)
	pressKey(c, fyne.KeyPageDown)
	pressKey(c, fyne.KeyEscape)
	if v.Probe().Reviewed() != -1 {
		t.Errorf("Escape reviews %d moves, want the live game", v.Probe().Reviewed())
	}
	pressKey(c, fyne.KeyPageUp)
	pressKey(c, fyne.KeyEnd)
	if v.Probe().Reviewed() != -1 {
		t.Errorf("End reviews %d moves, want the live game", v.Probe().Reviewed())
	}
}

// A click on a row of the move list reviews from there, and the review's
// keys go on stepping: the board, not the list, takes them.
func TestGomokuMoveListThenKeys(t *testing.T) {
	u, _ := gomokuTwoMovesEach(t)
	v := u.gmk
	c := u.win.Canvas()
	list := v.Probe().Parts().Moves
	c.Focus(list) // as a click on it does
	list.Select(1)
	if v.Probe().Reviewed() != 4 {
		t.Fatalf("the second row reviews %d moves, want 4", v.Probe().Reviewed())
	}
	pressKey(c, fyne.KeyPageUp)
	if v.Probe().Reviewed() != 3 {
		t.Errorf("Page Up after a click on the list reviews %d moves, want 3", v.Probe().Reviewed())
	}
	pressKey(c, fyne.KeyEscape)
	if v.Probe().Reviewed() != -1 {
		t.Errorf("Escape after a click on the list reviews %d moves, want the live game", v.Probe().Reviewed())
	}
}

// Play on, in a review, plays on from the position on show, as Othello's
// review does; Undo straight after brings the game back.
func TestGomokuPlayOnFromTheReview(t *testing.T) {
	u, queue := gomokuTwoMovesEach(t)
	v := u.gmk
	whole := v.Snapshot().Game.Moves()
	b := v.Probe().Parts().Buttons
	if !b["playfrom"].Hidden {
		t.Error("Play on shows outside a review")
	}
	v.Reviewing().Show(2)
	if b["playfrom"].Hidden || b["playfrom"].Disabled() {
		t.Fatalf("Play on in the review: hidden %v, disabled %v", b["playfrom"].Hidden, b["playfrom"].Disabled())
	}
	test.Tap(b["playfrom"])
	st := pumpGomoku(t, u, queue)
	if v.Probe().Reviewed() != -1 || st.Game.MoveCount() != 2 || !st.PersonToMove || b["undo"].Disabled() {
		t.Fatalf("after Play on: reviewing %d, %d stones, person to move %v, undo disabled %v", v.Probe().Reviewed(), st.Game.MoveCount(), st.PersonToMove, b["undo"].Disabled())
	}
	test.Tap(b["undo"])
	if got := v.Snapshot().Game.Moves(); !slices.Equal(got, whole) {
		t.Errorf("undo after Play on: %v, want the game back %v", got, whole)
	}
	v.Reviewing().Show(4) // the last position: nothing to play on from
	if !b["playfrom"].Disabled() {
		t.Error("Play on is offered from the last position")
	}
}

// gomokuTwoMovesEach is a Gomoku game of the default settings where the
// person and the computer have played two stones each.
func gomokuTwoMovesEach(t *testing.T) (*UI, chan func()) {
	t.Helper()
	u, queue, _ := gomokuUI(t, gomokuview.DefaultPrefs())
	for range 2 {
		tapPoint(u, freePoints(u.gmk.Snapshot().Game, 1)[0])
		pumpGomoku(t, u, queue)
	}
	return u, queue
}
