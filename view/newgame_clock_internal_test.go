package view

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/controller"
	"othello/model"
	"othello/view/kit"
)

func TestClockFace(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "00:00.0"},
		{-time.Second, "00:00.0"},
		{99 * time.Millisecond, "00:00.0"},
		{9990 * time.Millisecond, "00:09.9"},
		{10 * time.Second, "00:10"},
		{10*time.Second + time.Millisecond, "00:11"},
		{3*time.Minute - time.Millisecond, "03:00"},
		{3*time.Minute + 2500*time.Millisecond, "03:03"},
		{59*time.Minute + 59*time.Second, "59:59"},
		{time.Hour + 5*time.Second, "1:00:05"},
	} {
		if got := kit.ClockFace(c.d); got != c.want {
			t.Errorf("kit.ClockFace(%v) = %q, want %q", c.d, got, c.want)
		}
	}
	tc := model.TimeControl{Main: 3 * time.Minute}
	for _, c := range []struct {
		left    time.Duration
		running bool
		want    string
	}{
		{2 * time.Minute, true, string(theme.ColorNameForeground)},
		{2 * time.Minute, false, string(theme.ColorNamePlaceHolder)},
		{29 * time.Second, false, string(theme.ColorNameWarning)},
		{9 * time.Second, true, string(theme.ColorNameError)},
	} {
		if got := kit.ClockColour(tc, c.left, c.running); string(got) != c.want {
			t.Errorf("kit.ClockColour(%v, running %v) = %s, want %s", c.left, c.running, got, c.want)
		}
	}
}

// A random XOT opening from the New game dialog: eight moves of the list,
// kept as the game's moves; the choice is kept for the next game, and
// only on 8x8.
func TestNewGameFromXOT(t *testing.T) {
	u, queue := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	if got := f.start.Options; !slices.Equal(got, startLabels) {
		t.Errorf("the start choices are %q", got)
	}
	// the choice says its size, which choosing it sets (it switched 6x6
	// to 8x8 unsaid)
	if got := startLabels[startXOT]; got != "Random XOT opening (8×8)" {
		t.Errorf("the XOT choice reads %q", got)
	}
	f.size.SetSelected(sizeLabel(6))
	f.start.SetSelected(startLabels[startXOT])
	if f.size.Selected != sizeLabel(8) {
		t.Errorf("XOT chosen on %s", f.size.Selected)
	}
	f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
	f.dlg.Confirm()
	run(queue)
	openings, err := xotOpenings()
	if err != nil {
		t.Fatal(err)
	}
	moves := u.snap.Game.Cells()
	if !slices.ContainsFunc(openings, func(o []model.Cell) bool { return slices.Equal(o, moves) }) || !u.snap.Game.FromStart() {
		t.Errorf("the game starts with %v, no XOT opening", moves)
	}
	if !strings.Contains(u.Notice(), "XOT") {
		t.Errorf("the notice says %q", u.Notice())
	}
	if p := LoadPrefs(u.app.Preferences()); p.Start != startXOT {
		t.Errorf("the start kept is %v", p.Start)
	}
	// the next game starts from XOT too, until another size is chosen
	test.Tap(u.Button("new"))
	f = u.dialogs.newGame
	if f.start.Selected != startLabels[startXOT] {
		t.Errorf("the dialog offers %q first", f.start.Selected)
	}
	f.size.SetSelected(sizeLabel(6))
	if f.start.Selected != startLabels[startStandard] {
		t.Errorf("on 6x6 the start is %q", f.start.Selected)
	}
	f.dlg.Confirm()
	if u.snap.Game.Len() != 0 || u.snap.Game.Size() != 6 {
		t.Errorf("a 6x6 game starts with %d moves on %d", u.snap.Game.Len(), u.snap.Game.Size())
	}
}

// A new game from the position the board shows, reviewed or live: the
// moves that led there are the new game's, its board size is the
// position's, and neither is kept for the next game.
func TestNewGameFromThePositionShown(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.Load(mustParse(t, "f5d6c3d3c4"), controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	u.reviewer.showReview(3)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.start.SetSelected(startLabels[startShown])
	if !f.size.Disabled() {
		t.Error("the size can be chosen for the position shown")
	}
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.White])
	f.dlg.Confirm()
	run(queue)
	if got := u.snap.Game.Transcript(); got != "f5d6c3" || u.snap.Settings.Mode != controller.HumanVsComputer {
		t.Errorf("the new game is %q in mode %v", got, u.snap.Settings.Mode)
	}
	if u.Reviewing() {
		t.Error("the new game is still reviewed")
	}
	if p := LoadPrefs(u.app.Preferences()); p.Start != startStandard {
		t.Errorf("the one-off start was kept: %v", p.Start)
	}

	// live, on 6x6: the game goes on on 6x6, the size kept stays 8x8
	g, err := model.ParseSetup("6x6 c2b4")
	if err != nil {
		t.Fatal(err)
	}
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
	test.Tap(u.Button("new"))
	f = u.dialogs.newGame
	f.start.SetSelected(startLabels[startShown])
	if f.size.Selected != sizeLabel(6) {
		t.Errorf("the position shown is on %s", f.size.Selected)
	}
	f.dlg.Confirm()
	if u.snap.Game.Size() != 6 || u.snap.Game.Len() != 2 {
		t.Errorf("a game of %d moves on %d", u.snap.Game.Len(), u.snap.Game.Size())
	}
	if p := LoadPrefs(u.app.Preferences()); p.Game.Size != 8 {
		t.Errorf("the size kept is %d", p.Game.Size)
	}

	// the end of a game cannot start one
	u.ctl.Load(mustParse(t, "e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2"), controller.Settings{Mode: controller.HumanVsHuman})
	u.dialogs.closeOverDialog()
	test.Tap(u.Button("new"))
	if slices.Contains(u.dialogs.newGame.start.Options, startLabels[startShown]) {
		t.Error("the end of a game is offered as a start")
	}
}

// The clock is chosen in the New game dialog, a preset or custom minutes
// and increment, and kept for the next game.
func TestNewGameChoosesTheClock(t *testing.T) {
	u, _ := newTestUI(t)
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	for _, c := range []struct {
		choice, minutes, increment string
		want                       model.TimeControl
		notice                     string
	}{
		{"3+2: 3 min each, +2 s a move", "", "", model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}, ""},
		{kit.CustomClockLabel(), "7", "3", model.TimeControl{Main: 7 * time.Minute, Increment: 3 * time.Second}, ""},
		{kit.CustomClockLabel(), "2.5", "", model.TimeControl{Main: 150 * time.Second}, ""},
		{kit.CustomClockLabel(), "soon", "3", model.TimeControl{}, "This game has no clock: minutes"},
		{kit.NoClockLabel(), "", "", model.TimeControl{}, ""},
	} {
		test.Tap(u.Button("new"))
		f := u.dialogs.newGame
		if got := f.clock.Select.Options; !slices.Equal(got, []string{kit.NoClockLabel(), "1+0: 1 min each", "3+2: 3 min each, +2 s a move", "5+0: 5 min each",
			"10+5: 10 min each, +5 s a move", "15+10: 15 min each, +10 s a move", "30+0: 30 min each", kit.CustomClockLabel()}) {
			t.Fatalf("the clock choices are %q", got)
		}
		f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
		f.clock.Select.SetSelected(c.choice)
		if f.clock.Custom.Hidden != (c.choice != kit.CustomClockLabel()) {
			t.Errorf("%s: the custom fields hidden %v", c.choice, f.clock.Custom.Hidden)
		}
		if c.choice == kit.CustomClockLabel() {
			f.clock.Minutes.SetText(c.minutes)
			f.clock.Increment.SetText(c.increment)
		}
		f.dlg.Confirm()
		if got := u.snap.Settings.Clock; got != c.want {
			t.Errorf("%s %s+%s: the game's clock is %v, want %v", c.choice, c.minutes, c.increment, got, c.want)
		}
		if got := LoadPrefs(u.app.Preferences()).Game.Clock; got != c.want {
			t.Errorf("%s: the clock kept is %v", c.choice, got)
		}
		if !strings.HasPrefix(u.Notice(), c.notice) || c.notice == "" && strings.Contains(u.Notice(), "clock") {
			t.Errorf("%s: the notice says %q", c.choice, u.Notice())
		}
		if c.want.On() {
			if got := u.panel.sides.Rows[model.Black].Clock.Text; got != kit.ClockFace(c.want.Main) || u.panel.sides.Rows[model.Black].ClockBox.Hidden {
				t.Errorf("%s: Black's clock shows %q", c.choice, got)
			}
		} else if !u.panel.sides.Rows[model.Black].ClockBox.Hidden {
			t.Errorf("%s: a clock shows with none", c.choice)
		}
		// the dialog offers the clock kept
		test.Tap(u.Button("new"))
		f = u.dialogs.newGame
		if want := kit.ClockChoice(c.want); f.clock.Select.Selected != want || want == kit.CustomClockLabel() && f.clock.Minutes.Text != c.minutes {
			t.Errorf("%s: the dialog offers %q (%q min) next", c.choice, f.clock.Select.Selected, f.clock.Minutes.Text)
		}
		f.dlg.Hide()
	}
}
