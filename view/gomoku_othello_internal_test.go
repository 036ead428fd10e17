package view

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/shown"
)

// Gomoku takes the keyboard's points and greys Othello's own menu items
// (its engines among them: they play Othello); back in Othello they are
// there again.
func TestGomokuKeyboardAndBackToOthello(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	othellos := []string{"values", "editor", "practice", "setup", "scores", "engines"}
	for _, name := range othellos {
		if !u.menu.items[name].Disabled {
			t.Errorf("with Gomoku on show, Othello's %q is offered", u.menu.items[name].Label)
		}
	}
	for _, r := range "h8" {
		u.win.Canvas().OnTypedRune()(r)
	}
	st := pumpGomoku(t, u, queue)
	if st.Game.MoveCount() != 2 || st.Game.Moves()[0] != gomoku.Center(15) {
		t.Fatalf("typing h8: %v", st.Game.Moves())
	}
	test.Tap(u.Button("new"))
	u.dialogs.newGame.game.SetSelected(shown.Othello.Name())
	u.dialogs.newGame.dlg.Confirm()
	if u.gmk.Active() || u.win.Content() != u.content {
		t.Fatal("Othello did not come back")
	}
	if LoadPrefs(u.app.Preferences()).Kind != shown.Othello {
		t.Error("the choice of Othello was not kept")
	}
	// the menu items Gomoku greyed out are Othello's again (they stayed
	// grey until the next launch)
	for _, name := range append(othellos, "picture") {
		if u.menu.items[name].Disabled {
			t.Errorf("back in Othello, %q is still greyed out", u.menu.items[name].Label)
		}
	}
}

// With Gomoku on show, the Settings rows that only Othello reads say so,
// and where Gomoku's level is chosen; with Othello they read as before.
func TestSettingsSayWhatIsOthellos(t *testing.T) {
	labels := func(u *UI) map[string]*canvas.Text {
		found := map[string]*canvas.Text{}
		texts(u.win.Canvas().Overlays().Top(), found)
		return found
	}
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.dialogs.showSettings()
	found := labels(u)
	for _, want := range []string{"Othello level", "Gomoku's level is chosen in New game", "Othello board", "Othello board style"} {
		if found[want] == nil {
			t.Errorf("with Gomoku on show, no %q in Settings", want)
		}
	}
	if found["Computer level"] != nil {
		t.Error("with Gomoku on show, Settings offers a 'Computer level' that Gomoku does not read")
	}

	o, _ := newTestUI(t)
	o.dialogs.showSettings()
	found = labels(o)
	if found["Computer level"] == nil || found["Othello level"] != nil || found["Board style"] == nil {
		t.Error("with Othello on show, Settings does not read as before")
	}
}

// Othello's game waits unseen while Gomoku shows: the demo's search is
// dropped and no other starts (its clocks stop too: the controller's
// TestSuspendSetsTheGameAside), so its end cannot open a dialog over
// Gomoku; back in Othello it goes on.
func TestOthelloWaitsWhileGomokuShows(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.ComputerVsComputer})
	if !u.ctl.Snapshot().Thinking {
		t.Fatal("the demo is not thinking")
	}
	if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	for len(queue) > 0 {
		(<-queue)()
	}
	if s := u.ctl.Snapshot(); s.Thinking || s.Game.Len() != 0 {
		t.Errorf("with Gomoku on show, Othello's demo: thinking %v, %d moves", s.Thinking, s.Game.Len())
	}
	u.games().leaveGomoku()
	if !u.ctl.Snapshot().Thinking {
		t.Error("back in Othello, the demo does not go on")
	}
}

// At a launch that brings Gomoku back, the unfinished Othello game is not
// said (it is not on show): it waits, and an Othello launch says it.
func TestGomokuLaunchKeepsOthelloUnasked(t *testing.T) {
	dir := t.TempDir()
	u, queue := stateUI(t, newTestApp(), dir)
	u.ctl.Load(mustParse(t, "f5d6c3"), controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	u.prefs.Kind = shown.Gomoku
	u.prefs.Gomoku = gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}
	u.saved.keepSettings()
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := stateUI(t, newTestApp(), dir)
	t.Cleanup(next.games().closeGomoku)
	if !next.gmk.Active() || strings.Contains(next.Notice(), "restored") || next.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("a Gomoku launch: Gomoku on show %v, the status line %q", next.gmk.Active(), next.Notice())
	}
	if got := next.ctl.Snapshot().Game.Transcript(); got != "f5d6c3" {
		t.Errorf("the Othello game waiting is %q", got)
	}
	next.store.flush()
}

// From Gomoku, the New game dialog offers no Othello start from "the
// position shown": the board on show is Gomoku's.
func TestNoOthelloPositionShownFromGomoku(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.dialogs.showNewGameDialog()
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Othello.Name())
	if slices.Contains(f.start.Options, startLabels[startShown]) {
		t.Errorf("the Othello starts offered over Gomoku: %v", f.start.Options)
	}
	f.dlg.Hide()
}

// Othello's unfinished game, set aside for Gomoku, is offered by name in
// the New game dialog, chosen there at first, and goes on from where it
// was.
func TestBackToTheOthelloGameFromGomoku(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.Load(mustParse(t, "f5d6c3"), controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	u.dialogs.showNewGameDialog()
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Othello.Name())
	want := "Your Othello game (move 2)" // its third move, 2. on the score sheet
	if !slices.Contains(f.start.Options, want) {
		t.Fatalf("the Othello starts offered over Gomoku: %v", f.start.Options)
	}
	// chosen already: a new game would throw it away
	if f.start.Selected != want || f.size.Selected != sizeLabel(8) {
		t.Errorf("the dialog starts with %q on %q, want the waiting game %q on its 8x8", f.start.Selected, f.size.Selected, want)
	}
	f.start.SetSelected(want)
	f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
	f.dlg.Confirm()
	run(queue)
	if u.gmk.Active() || u.snap.Game.Transcript() != "f5d6c3" || !strings.HasPrefix(u.Notice(), "Your Othello game goes on from move 2") {
		t.Errorf("back: Gomoku on show %v, the game %q, notice %q", u.gmk.Active(), u.snap.Game.Transcript(), u.Notice())
	}
}

// Help > Keyboard Shortcuts lists the keys of the game on show: Gomoku's
// points up to its board's last letter and row, no Othello analysis or
// set-up; Othello's squares and its own actions.
func TestShortcutsFollowTheGameOnShow(t *testing.T) {
	lines := func(u *UI) string {
		var b strings.Builder
		for _, row := range shortcuts(u.shown()) {
			b.WriteString(row[0] + " | " + row[1] + "\n")
		}
		return b.String()
	}
	u, _ := newTestUI(t)
	othello := lines(u)
	for _, want := range []string{"Analyse the game", "Set up a position", "Score every legal move", "a–h then 1–8", "Home or End"} {
		if !strings.Contains(othello, want) {
			t.Errorf("Othello's shortcuts lack %q:\n%s", want, othello)
		}
	}
	for _, tt := range []struct {
		size      int
		want, not []string
	}{
		{15, []string{"Play the point under the cursor", "a–o then 1–15", "Play that point, such as h8", "h then 1 then 2", "Home or End", "Ctrl+H | Hint\n"},
			[]string{"Analyse", "Set up a position", "Score every legal move", "a–h then 1–8", "10×10", "square"}},
		{9, []string{"a–i then 1–9", "Play that point, such as e5"}, []string{"then 1 then", "Analyse"}},
	} {
		p := gomokuview.DefaultPrefs()
		p.Size = tt.size
		g, _, _ := gomokuUI(t, p)
		got := lines(g)
		for _, want := range tt.want {
			if !strings.Contains(got, want) {
				t.Errorf("%dx%d Gomoku's shortcuts lack %q:\n%s", tt.size, tt.size, want, got)
			}
		}
		for _, not := range tt.not {
			if strings.Contains(got, not) {
				t.Errorf("%dx%d Gomoku's shortcuts hold %q:\n%s", tt.size, tt.size, not, got)
			}
		}
	}
}
