package view_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view"
	"othello/view/gomokuview"
	"othello/view/othelloboard"
	"othello/view/shown"
)

func TestPrefsRoundTrip(t *testing.T) {
	a := test.NewApp()
	p := view.Prefs{
		Game:        controller.Settings{Mode: controller.ComputerVsComputer, Human: model.White, Level: level.Expert, Algorithm: level.Minimax, Size: 6},
		ShowLegal:   false,
		ShowPreview: false,
		Animation:   view.AnimSlow,
		Style:       othelloboard.StyleHighContrast,
		Theme:       view.ThemeDark,
		Sound:       false,
		Volume:      0.3,
		WindowSize:  fyne.NewSize(1200, 800),
		Kind:        shown.Gomoku,
		Gomoku:      gomokuview.Prefs{Size: 19, Rule: gomoku.Standard, Opening: cg.Swap2, Level: level.Hard, Brain: "pbrain-x --fast", UseBrain: true},
	}
	view.SavePrefs(a.Preferences(), p)
	if got := view.LoadPrefs(a.Preferences()); got != p {
		t.Fatalf("loaded %+v, want %+v", got, p)
	}
}

func TestCorruptPrefsFallBackToDefaults(t *testing.T) {
	d := view.DefaultPrefs()
	tests := []struct {
		name string
		set  func(p fyne.Preferences)
		get  func(p view.Prefs) any
		want any
	}{
		{"mode out of range", func(p fyne.Preferences) { p.SetInt("game.mode", 9) }, func(p view.Prefs) any { return p.Game.Mode }, d.Game.Mode},
		{"mode of the wrong type", func(p fyne.Preferences) { p.SetString("game.mode", "demo") }, func(p view.Prefs) any { return p.Game.Mode }, d.Game.Mode},
		{"colour out of range", func(p fyne.Preferences) { p.SetInt("game.human", -3) }, func(p view.Prefs) any { return p.Game.Human }, d.Game.Human},
		{"level out of range", func(p fyne.Preferences) { p.SetInt("game.level", 17) }, func(p view.Prefs) any { return p.Game.Level }, d.Game.Level},
		{"algorithm out of range", func(p fyne.Preferences) { p.SetInt("game.algorithm", 5) }, func(p view.Prefs) any { return p.Game.Algorithm }, d.Game.Algorithm},
		{"board size not one of the sizes", func(p fyne.Preferences) { p.SetInt("game.size", 7) }, func(p view.Prefs) any { return p.Game.Size }, d.Game.Size},
		{"board style out of range", func(p fyne.Preferences) { p.SetInt("board.style", 3) }, func(p view.Prefs) any { return p.Style }, d.Style},
		{"theme out of range", func(p fyne.Preferences) { p.SetInt("window.theme", -1) }, func(p view.Prefs) any { return p.Theme }, d.Theme},
		{"theme of the wrong type", func(p fyne.Preferences) { p.SetString("window.theme", "dark") }, func(p view.Prefs) any { return p.Theme }, d.Theme},
		{"animation out of range", func(p fyne.Preferences) { p.SetInt("board.animation", 99) }, func(p view.Prefs) any { return p.Animation }, d.Animation},
		{"legal dots of the wrong type", func(p fyne.Preferences) { p.SetString("board.showLegal", "yes") }, func(p view.Prefs) any { return p.ShowLegal }, d.ShowLegal},
		{"volume too loud", func(p fyne.Preferences) { p.SetFloat("sound.volume", 7) }, func(p view.Prefs) any { return p.Volume }, d.Volume},
		{"volume negative", func(p fyne.Preferences) { p.SetFloat("sound.volume", -1) }, func(p view.Prefs) any { return p.Volume }, d.Volume},
		{"window too small", func(p fyne.Preferences) { p.SetFloat("window.width", 3) }, func(p view.Prefs) any { return p.WindowSize }, d.WindowSize},
		{"window of the wrong type", func(p fyne.Preferences) { p.SetBool("window.height", true) }, func(p view.Prefs) any { return p.WindowSize }, d.WindowSize},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := test.NewApp()
			tt.set(a.Preferences())
			if got := tt.get(view.LoadPrefs(a.Preferences())); got != tt.want {
				t.Errorf("got %v, want the default %v", got, tt.want)
			}
		})
	}
}

func TestSavedGame(t *testing.T) {
	a := test.NewApp()
	p := a.Preferences()
	if g, err := view.LoadGame(p); g != nil || err != nil {
		t.Fatalf("empty preferences gave a game %v, %v", g, err)
	}
	live := controller.New(controller.Config{})
	s := controller.DefaultSettings()
	s.Mode = controller.HumanVsHuman
	live.NewGame(s)
	if err := live.SetUp("f5d6c3"); err != nil {
		t.Fatal(err)
	}
	view.SaveGame(p, live.Snapshot())
	g, err := view.LoadGame(p)
	if err != nil || g == nil || g.Transcript() != "f5d6c3" {
		t.Fatalf("restored %v, %v", g, err)
	}

	// A game set up from a position comes back from that position.
	start, _ := model.ParseGame("f5")
	if err := live.SetUp(start.Position().String()); err != nil {
		t.Fatal(err)
	}
	live.PlayCell(model.CellOfSquare(model.F4))
	view.SaveGame(p, live.Snapshot())
	g, err = view.LoadGame(p)
	if err != nil || g.Start() != start.Position() || g.Transcript() != "f4" {
		t.Fatalf("restored from %v moves %q, %v", g.Start(), g.Transcript(), err)
	}

	for _, bad := range []struct{ start, moves string }{
		{"", "f5z9"},
		{"XXXX O", "f5"},
		{"", "f5d6c3d3c4f4f6f3e6e7"[:3]},
	} {
		p.SetString("saved.start", bad.start)
		p.SetString("saved.moves", bad.moves)
		g, err := view.LoadGame(p)
		if err == nil || g != nil {
			t.Errorf("saved %q %q: got %v, %v, want an error", bad.start, bad.moves, g, err)
		}
		if p.String("saved.unreadable.moves") != bad.moves || p.String("saved.moves") != "" {
			t.Errorf("saved %q %q: not kept aside", bad.start, bad.moves)
		}
	}
}
