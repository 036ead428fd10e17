// Tests of the computer's side of a Gomoku game in the window: the demo, the
// levels' descriptions, and a brain that cannot answer.

package view

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
	"othello/view/sound"
)

// The demo: the level chosen plays itself from the free opening to the
// end of the game; the board takes no stone meanwhile.
func TestGomokuDemo(t *testing.T) {
	u, queue, fx := gomokuUI(t, gomokuview.Prefs{Size: 9, Opening: cg.Swap2, First: true, Level: level.Easy, Demo: true})
	v := u.gmk
	if !u.prefs.Gomoku.Demo || v.Probe().Session().Config().Opening != cg.Free || !strings.HasPrefix(v.Probe().Parts().Players.Text, "Demo: Easy against itself\n") {
		t.Fatalf("demo chosen: kept %v, opening %v, players %q", u.prefs.Gomoku.Demo, v.Probe().Session().Config().Opening, v.Probe().Parts().Players.Text)
	}
	if v.Board().State().Interactive || v.Probe().Parts().Turn.Text != "Black is thinking…" {
		t.Fatalf("at the start: interactive %v, turn %q", v.Board().State().Interactive, v.Probe().Parts().Turn.Text)
	}
	tapPoint(u, gomoku.At(4, 4))
	if v.Snapshot().Game.MoveCount() != 0 || v.Snapshot().Game.Board().At(gomoku.At(4, 4)) != gomoku.NoColor {
		t.Fatalf("a click placed a stone in the demo: %d stones", v.Snapshot().Game.MoveCount())
	}
	// paused after Black's first stone by the button, resumed by the menu
	(<-queue)()
	pause := v.Probe().Parts().Buttons["pause"]
	if !pause.Visible() || pause.Text != "Pause demo" || u.menu.items["pause"].Disabled {
		t.Fatalf("during the demo: pause shown %v, %q, menu disabled %v", pause.Visible(), pause.Text, u.menu.items["pause"].Disabled)
	}
	test.Tap(pause)
	if !v.Snapshot().Paused || v.Snapshot().Thinking || v.Probe().Parts().Turn.Text != "Demo paused: White to move" || pause.Text != "Resume demo" {
		t.Fatalf("paused: %+v, turn %q, button %q", v.Snapshot(), v.Probe().Parts().Turn.Text, pause.Text)
	}
	u.menu.items["pause"].Action()
	if v.Snapshot().Paused || !v.Snapshot().Thinking || pause.Text != "Pause demo" || v.Probe().Parts().Turn.Text != "White is thinking…" {
		t.Fatalf("resumed: paused %v, thinking %v, button %q, turn %q", v.Snapshot().Paused, v.Snapshot().Thinking, pause.Text, v.Probe().Parts().Turn.Text)
	}
	st := pumpGomoku(t, u, queue)
	if pause.Visible() || !u.menu.items["pause"].Disabled {
		t.Error("the demo's pause is offered after its end")
	}
	if st.Phase != cg.Ended || st.Game.MoveCount() < 9 || st.Forfeit != nil {
		t.Fatalf("the demo did not play to the end: %+v", st)
	}
	want, effect := i18n.Capitalize(st.Winner.String())+" wins with five in a row!", sound.Win
	if st.Winner == gomoku.NoColor {
		want, effect = "Game over: a draw, the board is full", sound.Draw
	}
	if v.Probe().Parts().Turn.Text != want || !fx.has(effect) {
		t.Errorf("at the end: turn %q, want %q; sounds %v", v.Probe().Parts().Turn.Text, want, fx.played)
	}
	for _, name := range []string{"redo", "hint"} {
		if !v.Probe().Parts().Buttons[name].Disabled() {
			t.Errorf("%s is enabled at the end of a demo", name)
		}
	}
	// Undo takes back the last stone and pauses the demo, as Othello's
	// does; Redo plays it again and the game is over again
	test.Tap(v.Probe().Parts().Buttons["undo"])
	if now := v.Snapshot(); now.Game.MoveCount() != st.Game.MoveCount()-1 || !now.Paused || now.Phase != cg.Moving || v.Probe().Parts().Buttons["redo"].Disabled() || !strings.HasPrefix(v.Probe().Parts().Turn.Text, "Demo paused") {
		t.Fatalf("undone at the end of a demo: %+v, redo disabled %v, turn %q", now, v.Probe().Parts().Buttons["redo"].Disabled(), v.Probe().Parts().Turn.Text)
	}
	test.Tap(v.Probe().Parts().Buttons["redo"])
	if v.Snapshot().Phase != cg.Ended || v.Probe().Parts().Turn.Text != want {
		t.Fatalf("redone to the end of the demo: phase %v, turn %q", v.Snapshot().Phase, v.Probe().Parts().Turn.Text)
	}
	// the dialog offers the demo again: the level, not the opening rule,
	// the side or a brain
	test.Tap(u.Button("new"))
	g := u.dialogs.newGame.gomoku
	if g.Opponent.Selected != gomokuview.OpponentLabels[3] || g.Level.Disabled() || !g.Opening.Disabled() || !g.First.Disabled() || !g.Brain.Disabled() {
		t.Errorf("the dialog after a demo: opponent %q, level/opening/first/brain disabled %v %v %v %v",
			g.Opponent.Selected, g.Level.Disabled(), g.Opening.Disabled(), g.First.Disabled(), g.Brain.Disabled())
	}
	u.dialogs.newGame.dlg.Hide()
}

// The Gomoku levels are named and described as Othello's are: the name
// as a word, and under the choice what the level does, from its search.
func TestGomokuLevelChoiceSaysWhatItDoes(t *testing.T) {
	u, _ := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Gomoku.Name())
	g := f.gomoku
	if want := []string{"Easy", "Medium", "Hard", "Expert"}; !slices.Equal(g.Level.Options, want) {
		t.Fatalf("levels offered %v, want %v", g.Level.Options, want)
	}
	var item *widget.FormItem
	for _, it := range g.Form.Items {
		if it.Widget == g.Player {
			item = it
		}
	}
	if item == nil || item.Text != "Level" {
		t.Fatalf("the level's form item: %+v", item)
	}
	// one row for the level or the brain, whichever plays: a row each
	// made the dialog scroll in the window's first size
	g.Opponent.SetSelected(gomokuview.OpponentLabels[1])
	if item.Text != "Brain" || g.LevelChoice.Visible() || !g.BrainChoice.Visible() || g.Player.Disabled() {
		t.Errorf("a brain chosen: the row %q, the level shown %v, the brain %v (disabled %v)", item.Text, g.LevelChoice.Visible(), g.BrainChoice.Visible(), g.Player.Disabled())
	}
	g.Opponent.SetSelected(gomokuview.OpponentLabels[2]) // two people: the level's row, greyed
	if item.Text != "Level" || !g.LevelChoice.Visible() || g.BrainChoice.Visible() || !g.Player.Disabled() {
		t.Errorf("two people: the row %q, the level shown %v, the brain %v, disabled %v", item.Text, g.LevelChoice.Visible(), g.BrainChoice.Visible(), g.Player.Disabled())
	}
	g.Opponent.SetSelected(gomokuview.OpponentLabels[0])
	for _, tt := range []struct{ level, does string }{
		{"Easy", "Looks 1 move ahead and sometimes slips"},
		{"Medium", "Looks 3 moves ahead, finds wins by fours of up to 4 moves"},
		{"Hard", "Thinks up to 1 second a move, finds wins by fours of up to 9 moves"},
		{"Expert", "Thinks up to 4 seconds a move, finds wins by fours of up to 15 moves"},
	} {
		g.Level.SetSelected(tt.level)
		if g.LevelAbout.Text != tt.does {
			t.Errorf("%s: %q, want %q", tt.level, g.LevelAbout.Text, tt.does)
		}
	}
}

// A brain that cannot answer stops the Gomoku game as an engine stops
// Othello's, rather than handing the person a win: the window says why and
// offers to try it again or to play on against our level; playing on, the
// level answers from the position on the board.
func TestGomokuWaitsOnAFailedBrain(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy, UseBrain: true, Brain: "/nonexistent/pbrain-x"})
	v := u.gmk
	tapPoint(u, gomoku.Center(15))
	st := pumpGomoku(t, u, queue)
	if st.Phase == cg.Ended || st.Stalled == nil || v.Probe().Parts().Failed == nil {
		t.Fatalf("the failed brain did not stop the game: phase %v, stalled %v", st.Phase, st.Stalled)
	}
	if v.Probe().Parts().Turn.Text != "pbrain-x could not move" || !strings.Contains(v.Probe().Parts().Notice.Text, "could not go on") {
		t.Errorf("turn %q, notice %q", v.Probe().Parts().Turn.Text, v.Probe().Parts().Notice.Text)
	}
	// the question must be answered: Escape leaves it open
	u.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Escape took the brain's failure away, the game waiting on nothing")
	}
	again := findButton(u.win.Canvas().Overlays().Top(), "Try again")
	playOn := findButton(u.win.Canvas().Overlays().Top(), "Play on against Easy")
	if again == nil || playOn == nil {
		t.Fatal("the dialog offers neither Try again nor Play on against Easy")
	}
	test.Tap(again)
	// asked again, the brain's failure is no longer said (it stayed
	// under the brain's next stone)
	if got := v.Probe().Parts().Notice.Text; got != "" {
		t.Errorf("tried again: the status line still says %q", got)
	}
	// it fails again, and says so again
	if st := pumpGomoku(t, u, queue); st.Stalled == nil || v.Probe().Parts().Failed == nil {
		t.Fatalf("tried again: stalled %v, dialog %v", st.Stalled, v.Probe().Parts().Failed != nil)
	}
	playOn = findButton(u.win.Canvas().Overlays().Top(), "Play on against Easy")
	if playOn == nil {
		t.Fatal("no Play on in the second dialog")
	}
	test.Tap(playOn)
	st = pumpGomoku(t, u, queue)
	if st.Stalled != nil || st.Game.MoveCount() != 2 || !st.PersonToMove || st.Opponent != "Easy" || v.Prefs().UseBrain {
		t.Fatalf("after playing on against EASY: %d stones, opponent %q, stalled %v", st.Game.MoveCount(), st.Opponent, st.Stalled)
	}
	if v.Probe().Parts().Notice.Text != "Easy plays on from here." {
		t.Errorf("the notice after playing on: %q", v.Probe().Parts().Notice.Text)
	}
}
