package view

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/kit"
	"othello/view/shown"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Gomoku on a clock in the window: the players' clocks show in their
// rows and tick down for the side to move, hold while the window
// reviews, go into the kept game's file and come back from it, and a
// flag that falls ends the game on time.
func TestGomokuClockInTheWindow(t *testing.T) {
	u, queue := newTestUI(t)
	ticks := 0
	u.clock.ticker = func(time.Duration, func()) func() { ticks++; return func() {} }
	mt := controllertest.NewManualTime()
	two := gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	if gomokuClocksHidden(u) != [2]bool{true, true} {
		t.Error("the clocks show in a game without one")
	}
	u.gmk.Probe().SetTime(mt)
	two.Clock = model.TimeControl{Main: 10 * time.Second, Increment: time.Second}
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	if text := gomokuClocks(u); gomokuClocksHidden(u) != [2]bool{} || text != "Black *00:10*    White 00:10" || ticks == 0 {
		t.Fatalf("at the start the clocks read %q (hidden %v, %d tickers)", text, gomokuClocksHidden(u), ticks)
	}
	mt.Advance(3 * time.Second)
	tapPoint(u, gomoku.At(7, 7))
	run(queue)
	if text := gomokuClocks(u); text != "Black 00:08.0    White *00:10*" {
		t.Errorf("after Black's move in 3 s, with a second's increment: %q", text)
	}
	// the kept file carries the clocks, and reads them back
	keep := u.gmk.Snapshot()
	k := gomokuview.KeptOf(&keep, u.gmk.Probe().Session().Config())
	back, err := gomokuview.ReadKept(string(k.FileBytes()), two)
	if err != nil || back.Clock != two.Clock || back.Left != [2]time.Duration{8 * time.Second, 10 * time.Second} {
		t.Fatalf("kept %q, read back %+v, %v", k.FileBytes(), back, err)
	}
	// reviewing holds the clocks, and shows those the position on show
	// was reached with
	mt.Advance(time.Second)
	u.gmk.Reviewing().Step(-1)
	if text := gomokuClocks(u); text != "Black 00:10    White 00:10" {
		t.Errorf("reviewing the empty board, the clocks read %q", text)
	}
	mt.Advance(5 * time.Second)
	u.gmk.Reviewing().Live()
	if text := gomokuClocks(u); text != "Black 00:08.0    White *00:09.0*" {
		t.Errorf("the review's time was charged: %q", text)
	}
	u.gmk.Say("Your unfinished Gomoku game was brought back (move 1).") // as a launch says it
	// under a quarter of its main time a face warns, as Othello's does
	mt.Advance(7 * time.Second)
	u.gmk.Clock().ShowFaces()
	if text, colour := gomokuClocks(u), gomokuClockColour(u, 1); text != "Black 00:08.0    White *00:02.0*" || colour != theme.ColorNameError {
		t.Errorf("White's time running out: %q in %s", text, colour)
	}
	// White's flag falls
	mt.Advance(3 * time.Second)
	run(queue)
	st := u.gmk.Snapshot()
	if st.Phase != cg.Ended || !st.Clocks.Flagged || st.Winner != gomoku.Black {
		t.Fatalf("after White's time ran out: phase %v on time %v winner %v", st.Phase, st.Clocks.Flagged, st.Winner)
	}
	if got := u.gmk.Probe().Parts().Turn.Text; got != "White's flag fell: Black wins on time" {
		t.Errorf("status %q", got)
	}
	if got := u.gmk.Probe().Parts().Notice.Text; got != "" {
		t.Errorf("after the flag fell the status line still says %q", got)
	}
	// saved and opened again, it is still lost on time, its clocks kept
	text := u.gmk.Probe().FileText(".txt")
	if !strings.Contains(text, "left 8 0\n") {
		t.Errorf("the file says no clock: %q", text)
	}
	if err := u.files.openText("lost.txt", text, nil); err != nil {
		t.Fatal(err)
	}
	run(queue)
	st = u.gmk.Snapshot()
	if st.Phase != cg.Ended || !st.Clocks.Flagged || st.Winner != gomoku.Black || st.Clocks.Control != two.Clock {
		t.Errorf("opened again: phase %v, on time %v, winner %v, clock %v", st.Phase, st.Clocks.Flagged, st.Winner, st.Clocks.Control)
	}
}

// The New game dialog's Gomoku choices offer the clocks Othello's do, and
// the choice is kept for the next game.
func TestGomokuDialogClock(t *testing.T) {
	u, _ := newTestUI(t)
	u.dialogs.showNewGameDialog()
	f := u.dialogs.newGame
	f.gomoku.Clock.Select.SetSelected(kit.ClockChoices()[2])
	if got := f.gomoku.Prefs().Clock; got != kit.ClockPresets[2] || !got.On() {
		t.Errorf("the dialog's clock %v; want %v", got, kit.ClockPresets[2])
	}
	p := f.gomoku.Prefs()
	p.TwoPeople = true
	u.games().startChosenGomoku(p)
	t.Cleanup(u.games().closeGomoku)
	if u.prefs.Gomoku.Clock != kit.ClockPresets[2] || !u.gmk.Snapshot().Clocks.Control.On() {
		t.Errorf("kept %v, the game's clock %v", u.prefs.Gomoku.Clock, u.gmk.Snapshot().Clocks.Control)
	}
	f.dlg.Hide()
}

// A dialog over Gomoku's board holds the clock of the person to move, as
// it does in Othello: Settings opened mid-game spends none of their time,
// and the clock runs again once it closes. The opening's own question is
// the person's move, and their clock runs under it.
func TestGomokuDialogHoldsThePersonsClock(t *testing.T) {
	u, queue := newTestUI(t)
	var tick func()
	u.clock.ticker = func(_ time.Duration, f func()) func() {
		tick = f
		return func() { tick = nil }
	}
	mt := controllertest.NewManualTime()
	two := gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	u.gmk.Probe().SetTime(mt)
	two.Clock = model.TimeControl{Main: time.Minute}
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	run(queue)
	left := func() time.Duration {
		k := u.gmk.Probe().Session().Snapshot().Clocks
		return k.Left[0] - mt.Now().Sub(k.At)*time.Duration(btoi(k.Running))
	}
	mt.Advance(10 * time.Second)
	u.dialogs.showSettings()
	if tick == nil {
		t.Fatal("no ticker looks for the dialog to close")
	}
	tick() // the ticker sees the dialog
	mt.Advance(time.Hour)
	tick()
	if k := u.gmk.Probe().Session().Snapshot().Clocks; k.Running || left() != 50*time.Second {
		t.Fatalf("under the dialog: running %v, Black %v", k.Running, left())
	}
	u.win.Canvas().Overlays().Top().Hide()
	tick()
	mt.Advance(time.Second)
	if k := u.gmk.Probe().Session().Snapshot().Clocks; !k.Running || left() != 49*time.Second {
		t.Fatalf("the dialog closed: running %v, Black %v", k.Running, left())
	}
	// the opening's question to the person: their time runs under it
	swap := gomokuview.Prefs{Size: 15, Opening: cg.Swap, Level: level.Easy, Clock: model.TimeControl{Main: time.Minute}}
	if err := u.games().startGomoku(swap, nil, false); err != nil {
		t.Fatal(err)
	}
	if st := pumpGomoku(t, u, queue); st.Phase != cg.Choosing || u.gmk.Probe().Parts().Choice == nil || !u.dialogOpen() {
		t.Fatalf("after the computer's three stones: phase %v, question shown %v", st.Phase, u.gmk.Probe().Parts().Choice != nil)
	}
	tick()
	before := u.gmk.Probe().Session().Snapshot().Clocks
	mt.Advance(5 * time.Second)
	tick()
	if k := u.gmk.Probe().Session().Snapshot().Clocks; !k.Running || k.Side != 1 || k.Left[1]-mt.Now().Sub(k.At) != before.Left[1]-mt.Now().Sub(before.At) {
		t.Errorf("under the opening's question the person's clock: running %v for player %d", k.Running, k.Side)
	}
	// a dialog over the question keeps the person from answering it: their
	// clock holds until it closes
	u.dialogs.showSettings()
	tick()
	held := u.gmk.Probe().Session().Snapshot().Clocks
	mt.Advance(time.Hour)
	tick()
	if k := u.gmk.Probe().Session().Snapshot().Clocks; k.Running || k.Left[1] != held.Left[1] {
		t.Errorf("a dialog over the question: the person's clock running %v, %v left (was %v)", k.Running, k.Left[1], held.Left[1])
	}
	u.win.Canvas().Overlays().Top().Hide()
	tick()
	if k := u.gmk.Probe().Session().Snapshot().Clocks; !k.Running || k.Side != 1 {
		t.Errorf("the dialog closed over the question: the person's clock running %v for player %d", k.Running, k.Side)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Gomoku's game set aside for Othello, or saved at Quit, keeps the time
// its player to move has spent on the move under way, read then, not at
// the clocks' last refresh: File > Open of an Othello game after White
// has thought four seconds leaves White four seconds fewer, and so does
// Quit, in the file the next launch reads.
func TestGomokuSetAsideKeepsTheTimeSpent(t *testing.T) {
	dir := t.TempDir()
	u, queue := startTestUI(t, newTestApp(), Options{StateDir: dir})
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} } // no refresh between events
	mt := controllertest.NewManualTime()
	if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	u.gmk.Probe().SetTime(mt)
	two := gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true, Clock: model.TimeControl{Main: 10 * time.Second}}
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	tapPoint(u, gomoku.At(7, 7))
	run(queue)
	mt.Advance(4 * time.Second) // White thinks
	if err := u.files.openText("game.txt", "f5d6c3", nil); err != nil {
		t.Fatal(err)
	}
	run(queue)
	if k := u.gmkWaiting; k == nil || k.Left != [2]time.Duration{10 * time.Second, 6 * time.Second} {
		t.Fatalf("the Gomoku game waiting: %+v", k)
	}
	// back in Gomoku, White thinks two seconds more, and the window quits
	u.saved.resumeWaitingGomoku(two)
	mt.Advance(2 * time.Second)
	if err := u.saved.saveState(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, gomokuview.KeptFile))
	if err != nil {
		t.Fatal(err)
	}
	if k, err := gomokuview.ReadKept(string(data), two); err != nil || k.Left != [2]time.Duration{10 * time.Second, 4 * time.Second} {
		t.Fatalf("the file saved at Quit: %+v, %v", k, err)
	}
}

// gomokuClocks is Gomoku's clocks as their rows read, each row's name
// and face, the bold face (the running clock's) between stars: "Black
// *00:10*    White 00:10".
func gomokuClocks(u *UI) string {
	var rows []string
	for _, r := range u.gmk.Probe().Parts().Rows.Rows {
		face := r.Clock.Text
		if r.Clock.TextStyle.Bold {
			face = "*" + face + "*"
		}
		rows = append(rows, r.Name.Text+" "+face)
	}
	return strings.Join(rows, "    ")
}

// gomokuClocksHidden reports whether each of Gomoku's rows hides its
// clock's face.
func gomokuClocksHidden(u *UI) [2]bool {
	rows := u.gmk.Probe().Parts().Rows.Rows
	return [2]bool{rows[0].ClockBox.Hidden, rows[1].ClockBox.Hidden}
}

// gomokuClockColour is the colour of the face of Gomoku's player i (0
// the first), in its colour's row.
func gomokuClockColour(u *UI, i int) fyne.ThemeColorName {
	row := i
	if c := u.gmk.Snapshot().Colours[i]; c != gomoku.NoColor {
		row = int(c)
	}
	for _, name := range []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNamePlaceHolder, theme.ColorNameWarning, theme.ColorNameError} {
		if u.gmk.Probe().Parts().Rows.Rows[row].Clock.Color == theme.Color(name) {
			return name
		}
	}
	return ""
}

// The New game dialog offering Gomoku's waiting game shows its clock,
// greyed, as it shows its board and rule: the game goes on on its own
// clock, and a clock chosen there was dropped without a word. A new game
// takes the clock chosen, and the choice kept is the player's, not the
// waiting game's.
func TestWaitingGomokuShowsItsOwnClock(t *testing.T) {
	u, queue := newTestUI(t)
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} } // the faces drawn on events only
	clocked := gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true, Clock: model.TimeControl{Main: 5 * time.Minute}}
	if err := u.games().startGomoku(clocked, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	tapPoint(u, gomoku.At(7, 7))
	run(queue)
	if err := u.files.openText("game.txt", "f5d6c3", nil); err != nil {
		t.Fatal(err)
	}
	run(queue)
	if u.gmkWaiting == nil {
		t.Fatal("no Gomoku game waiting")
	}
	u.prefs.Gomoku.Clock = kit.ClockPresets[1]
	u.dialogs.showNewGameDialog()
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Gomoku.Name())
	g := f.gomoku
	if !g.WaitingChosen() || !g.Clock.Select.Disabled() || g.Prefs().Clock != clocked.Clock {
		t.Errorf("the waiting game offered: chosen %v, its clock greyed %v, shown %v; want %v", g.WaitingChosen(), g.Clock.Select.Disabled(), g.Prefs().Clock, clocked.Clock)
	}
	g.Start.SetSelected(g.Start.Options[0]) // a new game
	if g.Clock.Select.Disabled() || g.Prefs().Clock != kit.ClockPresets[1] {
		t.Errorf("a new game: the clock greyed %v, shown %v; want %v", g.Clock.Select.Disabled(), g.Prefs().Clock, kit.ClockPresets[1])
	}
	g.Start.SetSelected(g.Start.Options[1])
	f.dlg.Confirm()
	if st := u.gmk.Snapshot(); !u.gmk.Active() || st.Clocks.Control != clocked.Clock || u.prefs.Gomoku.Clock != kit.ClockPresets[1] {
		t.Errorf("the waiting game came back on %v (on show %v); the choice kept %v", st.Clocks.Control, u.gmk.Active(), u.prefs.Gomoku.Clock)
	}
}
