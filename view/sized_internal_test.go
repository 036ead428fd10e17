package view

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/othelloboard"
)

// squareNamed reads a square of the board on show, such as "j10".
func squareNamed(t *testing.T, u *UI, name string) model.Cell {
	t.Helper()
	c, err := u.snap.Game.Geometry().ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// twoPeopleOnSixBySix is a window on a new 6x6 game between two people,
// moves played.
func twoPeopleOnSixBySix(t *testing.T, moves ...string) *UI {
	t.Helper()
	u, _ := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 6})
	for _, m := range moves {
		u.ctl.PlayCell(squareNamed(t, u, m))
	}
	return u
}

// The New game dialog offers the four sizes, 8x8 first; the size chosen
// starts the game, is kept in the preferences and offered next time, and
// the evaluation, an 8x8 choice, is disabled on the others.
func TestNewGameDialogChoosesTheBoardSize(t *testing.T) {
	u, _ := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	if f.size.Selected != "8×8" || len(f.size.Options) != 4 || f.eval.Disabled() {
		t.Fatalf("board offered %q of %q, evaluation disabled %v", f.size.Selected, f.size.Options, f.eval.Disabled())
	}
	// other sizes show the evaluation they play, of the classic kind, and
	// keep the choice for 8x8
	f.size.SetSelected("10×10")
	if !f.eval.Disabled() || f.eval.Selected != evalLabels[strategy.Classic] {
		t.Errorf("on 10x10 the evaluation shows %q, disabled %v", f.eval.Selected, f.eval.Disabled())
	}
	f.size.SetSelected("8×8")
	if f.eval.Disabled() || f.eval.Selected != evalLabels[strategy.Trained] {
		t.Errorf("back on 8x8 the evaluation shows %q, disabled %v", f.eval.Selected, f.eval.Disabled())
	}
	f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
	f.size.SetSelected("6×6")
	if !f.eval.Disabled() {
		t.Error("the evaluation is offered on 6x6")
	}
	f.dlg.Confirm()
	s := u.snap
	if s.Game.Size() != 6 || s.Settings.Size != 6 || u.board.State().Position.Size() != 6 || s.Legal.Count() != 4 {
		t.Fatalf("started size %d (settings %d, board %d), %d legal moves", s.Game.Size(), s.Settings.Size, u.board.State().Position.Size(), s.Legal.Count())
	}
	if got := LoadPrefs(u.app.Preferences()).Game; got.Size != 6 || got.Eval != strategy.Trained {
		t.Errorf("the preferences keep size %d, evaluation %v; want 6, the trained one chosen for 8x8", got.Size, got.Eval)
	}
	test.Tap(u.Button("new"))
	if f := u.dialogs.newGame; f.size.Selected != "6×6" {
		t.Errorf("the next New game offers %q", f.size.Selected)
	}
}

// Two people play 6x6 by tap and by keyboard: the cursor wraps at the
// sixth column, a typed square plays, and a refusal names a 6x6 square.
func TestPlaySixBySixByTapAndKeyboard(t *testing.T) {
	u := twoPeopleOnSixBySix(t)
	test.TapAt(u.board, u.board.CellCenter(squareNamed(t, u, "c2")))
	if u.snap.Game.Len() != 1 || u.snap.Game.MoveName(0) != "c2" || u.board.State().LastMove != squareNamed(t, u, "c2") {
		t.Fatalf("a tap on c2 played %q", u.snap.Game.TaggedTranscript())
	}
	for _, r := range "b4" {
		u.board.TypedRune(r)
	}
	if got := u.snap.Game.TaggedTranscript(); got != "6x6 c2b4" {
		t.Fatalf("typing b4 gave %q", got)
	}
	u.board.TypedRune('f')
	u.board.TypedRune('6') // f6 turns nothing over here
	if n := u.panel.notice.Text; !strings.Contains(n, "f6") {
		t.Errorf("refusal %q does not name f6", n)
	}
	u.board.TypedRune('g') // no column g on 6x6
	u.board.TypedRune('1')
	if u.snap.Game.Len() != 2 {
		t.Fatalf("g1 was played on 6x6")
	}
	// the cursor (on f6, the last typed) wraps along the row and the column
	u.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	u.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if got := u.snap.Game.Geometry().CellName(u.board.Cursor()); got != "a1" {
		t.Errorf("from f6, right and down reach %s, want a1", got)
	}
}

// On 10x10 a typed 1 waits for a 0: j1 then 0 proposes j10, and Enter or
// the next letter plays the square the cursor shows.
func TestTypedSquaresOnTenByTen(t *testing.T) {
	u, _ := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 10})
	for _, r := range "j10" {
		u.board.TypedRune(r)
	}
	if n := u.panel.notice.Text; !strings.Contains(n, "j10") || u.snap.Game.Len() != 0 {
		t.Fatalf("j10 at the start: %q", n)
	}
	for _, r := range "e4" {
		u.board.TypedRune(r)
	}
	if got := u.snap.Game.TaggedTranscript(); got != "10x10 e4" {
		t.Fatalf("typing e4 gave %q", got)
	}
	u.board.TypedRune('d')
	u.board.TypedRune('1') // d1 or d10: the cursor waits on d1
	if got := u.snap.Game.Geometry().CellName(u.board.Cursor()); got != "d1" || u.snap.Game.Len() != 1 {
		t.Fatalf("after d1 the cursor is on %s, %d moves", got, u.snap.Game.Len())
	}
	u.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if n := u.panel.notice.Text; !strings.Contains(n, "d1 ") {
		t.Errorf("Enter on d1: %q", n)
	}
	// a1 then 2 is a2, and a 0 after it starts nothing
	for _, r := range "a120" {
		u.board.TypedRune(r)
	}
	if n := u.panel.notice.Text; !strings.Contains(n, "a2 ") || u.snap.Game.Len() != 1 {
		t.Errorf("a1, 2, 0: %q, %d moves", n, u.snap.Game.Len())
	}
	// f1 waiting for a 0 is played by the next square's letter, which
	// begins the next square
	for _, r := range "f1d" {
		u.board.TypedRune(r)
	}
	if n := u.panel.notice.Text; !strings.Contains(n, "f1 ") {
		t.Errorf("f1 then d: %q", n)
	}
	u.board.TypedRune('4')
	if got := u.snap.Game.TaggedTranscript(); got != "10x10 e4d4" {
		t.Errorf("d4 after f1: %q", got)
	}
}

// Copy writes a 6x6 game with its size, and paste brings it back as 6x6.
func TestCopyAndPasteSixBySix(t *testing.T) {
	u := twoPeopleOnSixBySix(t, "c2", "b4", "c5")
	u.menu.items["copy"].Action()
	if got := u.app.Clipboard().Content(); got != "6x6 c2b4c5" {
		t.Fatalf("copied %q", got)
	}
	want := u.snap.Sized
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8})
	u.menu.items["paste"].Action()
	if s := u.snap; s.Game.Size() != 6 || s.Sized != want || s.Game.Len() != 3 || u.board.State().Position != want {
		t.Fatalf("pasted a game of size %d at %s, want 6x6 at %s", s.Game.Size(), s.Sized, want)
	}
	if n := u.panel.notice.Text; n != "Game set up from the clipboard on 6×6: 3 moves." {
		t.Errorf("notice %q", n)
	}
	u.app.Clipboard().SetContent("6x6 c2g1")
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8})
	u.menu.items["paste"].Action()
	if n := u.panel.notice.Text; !strings.Contains(n, `"g1", is not a square of this board (column 'g' is not a-f)`) || u.snap.Game.Size() != 8 {
		t.Errorf("a bad 6x6 paste: %q, size %d", n, u.snap.Game.Size())
	}
}

// An unfinished 6x6 game is saved on quitting and offered again at the
// next launch, at its size.
func TestResumeSixBySix(t *testing.T) {
	u := twoPeopleOnSixBySix(t, "c2", "b4", "c5", "d2")
	SaveGame(u.app.Preferences(), u.snap)
	g, err := LoadGame(u.app.Preferences())
	if err != nil || g == nil {
		t.Fatalf("no saved game: %v", err)
	}
	if g.Size() != 6 || g.Sized() != u.snap.Sized || g.Record().TaggedTranscript() != "6x6 c2b4c5d2" {
		t.Fatalf("restored %q", g.Record().TaggedTranscript())
	}
	// a fresh window on the same preferences offers it
	v := New(u.app, Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) {},
	}})
	t.Cleanup(v.ctl.Close)
	v.Start()
	if !strings.HasPrefix(v.Notice(), "Your unfinished game on 6×6 was restored") || v.snap.Game.Size() != 6 || v.board.State().Position != u.snap.Sized {
		t.Fatalf("the next launch shows size %d, saying %q", v.snap.Game.Size(), v.Notice())
	}
}

// On 10x10 the flip animation turns discs on squares past the 64th (the
// lower rows) as on 8x8: each from the colour it had, one after another.
func TestFlipAnimationOnTenByTen(t *testing.T) {
	u, _ := newTestUI(t)
	anims := tickByHand(u)
	u.prefs.Animation = AnimNormal
	// after f7 g7, h7 turns g7, the 67th square (othelloboard tests every
	// disc's turn)
	g, err := model.ParseSetup("10x10 f7g7")
	if err != nil {
		t.Fatal(err)
	}
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
	move := squareNamed(t, u, "h7")
	p := u.snap.Sized
	turned := p.Geometry().CellsOf(p.Board.Flips(move))
	if !slices.ContainsFunc(turned, func(c model.Cell) bool { return c >= 64 }) {
		t.Fatalf("h7 turns %v, none past the 64th square", turned)
	}
	*anims = nil
	u.ctl.PlayCell(move)
	if len(*anims) != 1 || !u.board.Animating() {
		t.Fatalf("playing %s started %d animations", p.Geometry().CellName(move), len(*anims))
	}
	last := turned[len(turned)-1]
	if c, _ := u.board.State().Position.At(last); c != p.Turn {
		t.Fatalf("%s is not turning to %s: the board shows %s", p.Geometry().CellName(last), p.Turn, c)
	}
	(*anims)[0].Tick(1)
	if u.board.Animating() {
		t.Fatal("still animating after the last tick")
	}
	if c, _ := u.board.State().Position.At(last); c != p.Turn {
		t.Errorf("%s shows %s after the animation, want %s", p.Geometry().CellName(last), c, p.Turn)
	}
}

// lastMoveOf4x4 plays a 4x4 game to its end, always the first legal move,
// and returns it one move short, with that last move.
func lastMoveOf4x4(t *testing.T) (*model.Game, model.Cell) {
	t.Helper()
	full, _ := model.NewSizedGame(4)
	for !full.Over() {
		if !full.PassIfForced() {
			if err := full.PlayCell(full.Sized().Board.MoveCells()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	almost := full.Clone()
	almost.Undo()
	return almost, full.LastCell()
}

// A game against the computer on another size, played to its end here,
// leaves the statistics of the levels alone: they are 8x8 games.
func TestStatisticsCountOnlyEightByEight(t *testing.T) {
	u, _ := newTestUI(t)
	almost, last := lastMoveOf4x4(t)
	u.ctl.Load(almost, controller.Settings{Mode: controller.HumanVsComputer, Human: almost.Turn(), Level: level.Hard})
	u.ctl.PlayCell(last)
	if !u.snap.Over || u.snap.Game.Size() != 4 {
		t.Fatalf("the 4x4 game did not end: %s", u.snap.Game.TaggedTranscript())
	}
	if s := LoadStats(u.app.Preferences()); len(s) != 0 {
		t.Fatalf("a 4x4 game counted: %+v", s)
	}
}

// On 6x6 the pointer over a legal square previews the discs it would turn,
// and the move list reviews earlier positions of the 6x6 game.
func TestPreviewAndReviewOnSixBySix(t *testing.T) {
	u := twoPeopleOnSixBySix(t, "c2", "b4", "c5")
	p := u.snap.Sized
	move := p.Board.MoveCells()[0]
	turns := p.Geometry().CellsOf(p.Board.Flips(move))
	u.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: u.board.CellCenter(move)}})
	if u.board.Hover() != move || len(turns) == 0 {
		t.Errorf("hovering %s previews %v (othelloboard tests the marks)", p.Geometry().CellName(move), u.board.Hover())
	}
	u.sheet().selectMove(0) // after c2
	if !u.Reviewing() || u.board.State().Position != u.snap.Game.SizedAt(1) || u.board.State().Interactive {
		t.Fatalf("reviewing move 1 shows %s", u.board.State().Position)
	}
	if got := u.board.State().LastMove; got != squareNamed(t, u, "c2") {
		t.Errorf("the review marks %v as the last move, want c2", got)
	}
}

// The game-over dialog's New game starts another game on the board of the
// game that ended, even when it came from a file or the clipboard at a
// size other than the preferences'.
func TestNewGameAfterAGameOnAnotherSize(t *testing.T) {
	u, _ := newTestUI(t)
	almost, last := lastMoveOf4x4(t)
	u.ctl.Load(almost, controller.Settings{Mode: controller.HumanVsHuman})
	u.ctl.PlayCell(last)
	if u.dialogs.over == nil || u.prefs.Game.Size != 8 {
		t.Fatalf("game over dialog %v, preferred size %d", u.dialogs.over != nil, u.prefs.Game.Size)
	}
	test.Tap(u.dialogs.over.playAgain)
	if s := u.snap; s.Game.Size() != 4 || s.Game.Len() != 0 {
		t.Errorf("New game started a game of size %d with %d moves, want a fresh 4x4 one", s.Game.Size(), s.Game.Len())
	}
}

// On 10x10 the hints go as on 8x8: the quarter, the move with the search's
// line in the thinking line, then every legal move's value on the board;
// Game > Show Move Scores is offered.
func TestHintsAndMoveScoresOnTenByTen(t *testing.T) {
	queue := make(chan func(), 100)
	quick := strategy.Config{Algorithm: level.AlphaBeta, Depth: 3}
	u := New(newTestApp(), Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Hinter:   strategy.NewSizedSearch(quick, 1),
		Dispatch: func(f func()) { queue <- f },
		Analyze: func(ctx context.Context, b model.SizedBoard) []strategy.SizedResult {
			return strategy.AnalyzeSized(ctx, b, quick)
		},
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	u.dialogs.startNewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 10}, startStandard, nil)
	u.board.OnMove(squareNamed(t, u, "e4"))
	if u.menu.items["scores"].Disabled {
		t.Error("Show Move Scores is not offered on 10x10")
	}
	for press := 1; press <= 3; press++ {
		u.hinting().next()
		pumpUntil(t, u, queue, func() bool { return !u.snap.Hinting }, "the hint")
		st, geo := u.board.State(), u.snap.Game.Geometry()
		switch press {
		case 1:
			if st.HintArea == (othelloboard.Area{}) {
				t.Fatalf("the first press shows no quarter: %+v", st)
			}
		case 2:
			name := geo.CellName(st.Hint)
			if !u.snap.Sized.Board.IsLegal(st.Hint) || !strings.HasPrefix(u.panel.hintLine.Text, "Hint 2 of 3: "+name) ||
				!strings.Contains(u.panel.thought.Text, "Hint search: depth 3") || !strings.Contains(u.panel.thought.Text, name) {
				t.Fatalf("the second press: ring %s, hint %q, thinking %q", name, u.panel.hintLine.Text, u.panel.thought.Text)
			}
		case 3:
			legal := geo.CellsOf(u.snap.Legal)
			if len(st.Scores) != len(legal) {
				t.Fatalf("the third press shows %d values for %d moves: %v", len(st.Scores), len(legal), st.Scores)
			}
			for _, c := range legal {
				if st.Scores[c] == "" {
					t.Errorf("no value on %s", geo.CellName(c))
				}
			}
		}
	}
}
