package view

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/controllertest"
	"othello/controller/engine"
	"othello/controller/session"
	"othello/model"
	"othello/view/othellowords"
)

// The programs the engine tests start: our own othello (its nboard
// command) and the engine client's scripted fake engine, each built once.
var (
	testBinaries = sync.OnceValues(func() (string, error) {
		return os.MkdirTemp("", "view-engines")
	})
	othelloBinary = sync.OnceValues(func() (string, error) { return buildTestBinary("othello", "..", ".") })
	fakeBinary    = sync.OnceValues(func() (string, error) {
		return buildTestBinary("fakeengine", "../controller/engine", "./testdata/fakeengine")
	})
)

func buildTestBinary(name, dir, pkg string) (string, error) {
	tmp, err := testBinaries()
	if err != nil {
		return "", err
	}
	bin := filepath.Join(tmp, name)
	return bin, controllertest.GoBuild(bin, dir, pkg)
}

func binary(t *testing.T, build func() (string, error)) string {
	t.Helper()
	bin, err := build()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// pumpUntil runs the window's queued work until done says so.
func pumpUntil(t *testing.T, u *UI, queue chan func(), done func() bool, what string) {
	t.Helper()
	deadline := time.After(time.Minute)
	for !done() {
		select {
		case f := <-queue:
			f()
		case <-deadline:
			t.Fatalf("%s never came: %q / %q", what, u.panel.turn.Text, u.Notice())
		}
	}
}

// playOut plays the person's moves (the last legal one) through the board
// until the game ends, the computer answering, on any board size.
func playOut(t *testing.T, u *UI, queue chan func()) {
	t.Helper()
	for !u.snap.Over {
		pumpUntil(t, u, queue, func() bool { return u.snap.PersonToMove || u.snap.Over || u.snap.Stalled != nil }, "the person's turn")
		if u.snap.Stalled != nil {
			t.Fatalf("the engine stalled: %s", u.snap.Stalled)
		}
		if u.snap.Over {
			break
		}
		legal := u.snap.Sized.Board.MoveCells()
		u.board.OnMove(legal[len(legal)-1])
	}
}

func TestEnginesDialogAddsEditsTestsAndRemoves(t *testing.T) {
	u, queue := newTestUI(t)
	fake := binary(t, fakeBinary)
	u.dialogs.showEngines()
	ed := u.dialogs.engines
	if len(ed.opponent.Options) != 1 || ed.opponent.Selected != ourLevelLabel {
		t.Fatalf("with no engines the opponent choices are %v (%q)", ed.opponent.Options, ed.opponent.Selected)
	}

	// a form with no command line is refused with the reason
	u.dialogs.showEngineForm(nil)
	f := ed.edit
	f.name.SetText("Fake")
	f.save()
	if !strings.Contains(f.problem.Text, "no command line") || len(u.engines.all()) != 0 {
		t.Fatalf("saved without a command line: %q, %v", f.problem.Text, u.engines.all())
	}
	f.command.SetText(fake + " nboard good")
	f.depth.SetText("0")
	f.save()
	if !strings.Contains(f.problem.Text, "depth") {
		t.Fatalf("a depth of 0 was taken: %q", f.problem.Text)
	}
	f.depth.SetText("5")
	f.save()
	want := controller.EngineEntry{Name: "Fake", Protocol: engine.NBoard, Command: fake + " nboard good", Depth: 5}
	if got := u.engines.all(); len(got) != 1 || got[0] != want {
		t.Fatalf("engines %v, want %v", got, want)
	}
	if kept, _ := controller.DecodeEngines(u.app.Preferences().String(keyEngines)); len(kept) != 1 || kept[0] != want {
		t.Errorf("the preferences keep %v", kept)
	}

	// a second engine of the same name is refused
	u.dialogs.showEngineForm(nil)
	f = ed.edit
	f.name.SetText("Fake")
	f.command.SetText("other")
	f.save()
	if !strings.Contains(f.problem.Text, "already an engine named Fake") {
		t.Errorf("a second Fake: %q", f.problem.Text)
	}
	f.dlg.Hide()

	// Test starts it and says the name it gave
	u.dialogs.engines.test(want)
	pumpUntil(t, u, queue, func() bool {
		return strings.Contains(ed.status.Text, "answered") || strings.Contains(ed.status.Text, "did not")
	}, "the test's answer")
	if !strings.Contains(ed.status.Text, "calling itself Fake 5") { // set myname Fake5: the depth apart
		t.Errorf("test said %q", ed.status.Text)
	}

	// chosen as the opponent and the hint engine, then renamed: the
	// choices follow it
	ed.opponent.SetSelected("Fake")
	ed.hints.SetSelected("Fake")
	if u.snap.Settings.Engine != "Fake" || u.prefs.Game.Engine != "Fake" || u.external.hintEngineName() != "Fake" {
		t.Fatalf("chosen: settings %q, prefs %q, hints %q", u.snap.Settings.Engine, u.prefs.Game.Engine, u.external.hintEngineName())
	}
	u.dialogs.showEngineForm(&want)
	f = ed.edit
	f.name.SetText("Faker")
	f.playsBy.SetSelected(playsByTime)
	f.seconds.SetText("0.5")
	f.save()
	if got := u.engines.all(); len(got) != 1 || got[0].Name != "Faker" || got[0].MoveTime != 500*time.Millisecond || got[0].Depth != 0 {
		t.Fatalf("after the edit: %v", got)
	}
	if u.snap.Settings.Engine != "Faker" || u.external.hintEngineName() != "Faker" {
		t.Errorf("the choices did not follow the new name: %q, %q", u.snap.Settings.Engine, u.external.hintEngineName())
	}

	// Remove asks first: Cancel keeps it
	var remove *widget.Button
	walk(t, ed.rows, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Remove" {
			remove = b
		}
	})
	if remove == nil {
		t.Fatal("no Remove button in the engine's row")
	}
	test.Tap(remove)
	if ed.remove == nil || len(u.engines.all()) != 1 {
		t.Fatalf("Remove took the engine off unasked: %v", u.engines.all())
	}
	if text := strings.Join(dialogTexts(t, u), " "); !strings.Contains(text, "Remove Faker?") || !strings.Contains(text, fake) {
		t.Errorf("the question says %q", text)
	}
	ed.remove.Dismiss()
	if len(u.engines.all()) != 1 {
		t.Fatalf("Cancel removed the engine")
	}
	// removed: our level and search take over
	test.Tap(remove)
	ed.remove.Confirm()
	if len(u.engines.all()) != 0 || u.snap.Settings.Engine != "" || u.external.hintEngineName() != "" {
		t.Errorf("after removal: %v, opponent %q, hints %q", u.engines.all(), u.snap.Settings.Engine, u.external.hintEngineName())
	}
}

// A whole game against our own binary's NBoard engine, chosen as the
// opponent in the New game dialog.
func TestGameAgainstOurOwnBinaryAsEngine(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(keyEngines, controller.EncodeEngines([]controller.EngineEntry{
		{Name: "Ours", Protocol: engine.NBoard, Command: binary(t, othelloBinary) + " nboard", Depth: 2},
	}))
	u, queue := startTestUI(t, a, Options{})
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.Black])
	if f.opponent.Disabled() {
		t.Fatal("the opponent choice is greyed out")
	}
	f.opponent.SetSelected("Ours")
	f.dlg.Confirm()
	if u.snap.Settings.Engine != "Ours" || u.prefs.Game.Engine != "Ours" {
		t.Fatalf("the game's opponent %q, kept %q", u.snap.Settings.Engine, u.prefs.Game.Engine)
	}
	if got := u.panel.players.Text; got != "You (Black) vs Ours" {
		t.Errorf("players line %q", got)
	}
	sawThinking := false
	u.opts.Observe = func(e controller.Event) {
		if e.Kind == session.SearchProgress && strings.HasPrefix(u.panel.thought.Text, "Ours: depth") {
			sawThinking = true
		}
	}
	playOut(t, u, queue)
	if u.snap.Game.Len() < 20 {
		t.Errorf("a game of %d moves", u.snap.Game.Len())
	}
	if !sawThinking {
		t.Error("the engine's thinking was never shown under its name")
	}
	if ggf := u.files.gameFileText(".ggf"); !strings.Contains(ggf, "PW[Ours]") {
		t.Errorf("the saved game does not name the engine: %s", ggf)
	}
}

// An engine that crashes: the player is told why and plays on against
// our level.
func TestEngineFailureInTheWindow(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(keyEngines, controller.EncodeEngines([]controller.EngineEntry{
		{Name: "Crashy", Protocol: engine.NBoard, Command: binary(t, fakeBinary) + " nboard crash 2"},
	}))
	u, queue := startTestUI(t, a, Options{})
	s := controller.DefaultSettings()
	s.Engine = "Crashy"
	u.dialogs.startNewGame(s, startStandard, nil)
	u.board.OnMove(model.CellOfSquare(model.F5))
	pumpUntil(t, u, queue, func() bool { return u.snap.PersonToMove }, "the engine's first move")
	legal := u.snap.Sized.Board.MoveCells()
	u.board.OnMove(legal[0])
	pumpUntil(t, u, queue, func() bool { return u.snap.Stalled != nil }, "the failure")
	if u.dialogs.engineFailed == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no dialog says the engine failed")
	}
	if got := u.panel.turn.Text; got != "Crashy (White) could not move" {
		t.Errorf("turn line %q", got)
	}
	// Try again starts it afresh: it plays once more, then crashes again
	u.dialogs.engineFailed.Confirm()
	pumpUntil(t, u, queue, func() bool { return u.snap.PersonToMove }, "the engine's move after Try again")
	legal = u.snap.Sized.Board.MoveCells()
	u.board.OnMove(legal[0])
	pumpUntil(t, u, queue, func() bool { return u.snap.Stalled != nil }, "the second failure")
	// Escape, as the dialog's other button, plays on against our level
	u.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	pumpUntil(t, u, queue, func() bool { return u.snap.PersonToMove }, "our level's move")
	if u.snap.Settings.Engine != "" || u.prefs.Game.Engine != "" {
		t.Errorf("still against %q", u.snap.Settings.Engine)
	}
	if got := u.panel.players.Text; !strings.HasPrefix(got, "You (Black) vs computer") {
		t.Errorf("players line %q", got)
	}
}

// Against an engine, the words name it where they name the computer.
func TestWordsNameTheEngine(t *testing.T) {
	s := controller.DefaultSettings()
	s.Engine = "Edax"
	lost := model.Result{Black: 20, White: 44}
	tests := []struct{ got, want string }{
		{othellowords.ResultText(s, lost), "Edax wins 44-20"},
		{othellowords.SideName(s, model.White), "Edax (White)"},
		{othellowords.SideName(s, model.Black), "You (Black)"},
		{othellowords.PassText(s, model.Black, 1), "You (Black) have no legal move and pass: Edax plays again."},
		{othellowords.PlayersText(s), "You (Black) vs Edax"},
	}
	title, _ := othellowords.GameOverText(s, lost)
	tests = append(tests, struct{ got, want string }{title, "Edax wins"})
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%q, want %q", tt.got, tt.want)
		}
	}
	// an engine that plays another size (by GTP) is named there too; the
	// controller keeps none that does not
	s.Size = 6
	if got := othellowords.ResultText(s, lost); got != "Edax wins 44-20" {
		t.Errorf("on 6x6: %q", got)
	}
}

// Against an engine, the New game dialog greys our level's choices (level,
// algorithm, evaluation), which do not play; in the demo our level plays
// the engine, and its choices come back.
func TestNewGameDialogGreysOurLevelAgainstAnEngine(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(keyEngines, controller.EncodeEngines([]controller.EngineEntry{
		{Name: "Ours", Protocol: engine.NBoard, Command: "othello nboard", Depth: 2},
	}))
	u, _ := startTestUI(t, a, Options{})
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	ourChoices := func() []bool {
		return []bool{!f.levelChoice.Disabled(), !f.algo.Disabled(), !f.eval.Disabled()}
	}
	for _, c := range []struct {
		mode     controller.Mode
		opponent string
		want     bool
	}{
		{controller.HumanVsComputer, ourLevelLabel, true},
		{controller.HumanVsComputer, "Ours", false},
		{controller.ComputerVsComputer, "Ours", true},
		{controller.HumanVsHuman, ourLevelLabel, false},
	} {
		f.mode.SetSelected(modeLabels[c.mode])
		f.opponent.SetSelected(c.opponent)
		if got := ourChoices(); slices.Contains(got, !c.want) {
			t.Errorf("%v against %q: level, algorithm, evaluation enabled %v, want all %v", c.mode, c.opponent, got, c.want)
		}
	}
}

// An engine chosen under Game > Engines once the game is over is for the
// games to come: the finished game still names the computer that played
// it, and the New game dialog offers the engine chosen.
func TestEngineChosenAfterTheEndIsForTheNextGame(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(keyEngines, controller.EncodeEngines([]controller.EngineEntry{
		{Name: "Ours", Protocol: engine.GTP, Command: "othello gtp"},
	}))
	u, queue := startTestUI(t, a, Options{})
	s := controller.DefaultSettings()
	s.Size = 4
	u.ctl.NewGame(s)
	playOut(t, u, queue)
	before := u.panel.turn.Text
	if strings.Contains(before, "Ours") {
		t.Fatalf("the result names the engine before it was chosen: %q", before)
	}
	u.external.setOpponent("Ours") // its events reach the window at once
	if got := u.panel.turn.Text; got != before {
		t.Errorf("the finished game's result became %q, was %q", got, before)
	}
	test.Tap(u.Button("new"))
	if got := u.dialogs.newGame.opponent.Selected; got != "Ours" {
		t.Errorf("the New game dialog offers %q, want the engine chosen", got)
	}
	u.dialogs.newGame.dlg.Hide()
	// Game > Engines shows the choice too, and takes it back
	u.dialogs.showEngines()
	ed := u.dialogs.engines
	if got := ed.opponent.Selected; got != "Ours" {
		t.Errorf("the Engines dialog shows %q as the computer, want the engine chosen", got)
	}
	ed.opponent.SetSelected(ourLevelLabel)
	if u.prefs.Game.Engine != "" {
		t.Errorf("our level chosen back, the choice kept is %q", u.prefs.Game.Engine)
	}
}
