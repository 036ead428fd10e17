package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/controller"
	"othello/model"
	"othello/view/othelloboard"
)

// The board style and the theme chosen in Settings apply at once and are
// kept for the next launch.
func TestSettingsChooseStyleAndTheme(t *testing.T) {
	u, _ := newTestUI(t)
	u.dialogs.showSettings()
	u.dialogs.style.SetSelected(styleName(othelloboard.StyleWalnut))
	u.dialogs.theme.SetSelected(ThemeDark.String())

	if u.board.Style() != othelloboard.StyleWalnut {
		t.Errorf("board style %v, want Walnut", u.board.Style())
	}
	dark := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark)
	if got := u.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantLight); got != dark {
		t.Errorf("the Dark theme shows background %v, want %v", got, dark)
	}
	saved := LoadPrefs(u.app.Preferences())
	if saved.Style != othelloboard.StyleWalnut || saved.Theme != ThemeDark {
		t.Errorf("saved style %v theme %v", saved.Style, saved.Theme)
	}

	// The next window opens with them.
	next := New(u.app, Options{Config: &controller.Config{}})
	if next.board.Style() != othelloboard.StyleWalnut {
		t.Errorf("the next launch shows style %v", next.board.Style())
	}
	u.dialogs.theme.SetSelected(ThemeLight.String())
	light := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight)
	if got := u.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantDark); got != light {
		t.Errorf("the Light theme shows background %v, want %v", got, light)
	}
}

// effectsByHand makes the board hand its flash and glow to the test.
func effectsByHand(b *othelloboard.Board) *[]*fyne.Animation {
	var started []*fyne.Animation
	b.Animations.Effect = func(a *fyne.Animation) { started = append(started, a) }
	return &started
}

// A click on an illegal square flashes the frame, and a legal one does
// not (othelloboard tests the flash's colours).
func TestIllegalClickFlashesTheBoard(t *testing.T) {
	u, _ := newTestUI(t)
	fx := effectsByHand(u.board)
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.A1)))
	if len(*fx) != 1 || !u.board.Effects().Flashing() {
		t.Fatalf("%d effects started, flashing %v", len(*fx), u.board.Effects().Flashing())
	}
	(*fx)[0].Tick(1)
	if u.board.Effects().Flashing() {
		t.Error("the frame still flashes after the effect")
	}
	// A legal move does not flash.
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	if len(*fx) != 1 {
		t.Errorf("a legal move started %d effects", len(*fx)-1)
	}
}

// At the end of a game the winner's discs glow (othelloboard tests which
// discs), and the winner's count is marked on the panel.
func TestWinnerGlowsAtTheEnd(t *testing.T) {
	over, err := model.ParseGame("e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2")
	if err != nil {
		t.Fatal(err)
	}
	u, _ := newTestUI(t)
	fx := effectsByHand(u.board)
	u.ctl.Load(over, controller.Settings{Mode: controller.HumanVsHuman})
	if len(*fx) != 1 || !u.board.Effects().Celebrating() {
		t.Fatalf("%d effects started at the end, celebrating %v", len(*fx), u.board.Effects().Celebrating())
	}
	if u.panel.sides.Rows[model.Black].Highlight.Hidden || !u.panel.sides.Rows[model.White].Highlight.Hidden || u.panel.sides.Rows[model.Black].Count.Color != theme.Color(theme.ColorNamePrimary) {
		t.Errorf("the panel does not mark Black's win: rows %v/%v", u.panel.sides.Rows[model.Black].Highlight.Hidden, u.panel.sides.Rows[model.White].Highlight.Hidden)
	}
	(*fx)[0].Tick(1)
	if u.board.Effects().Celebrating() {
		t.Error("the discs still glow after the effect")
	}
	// A new game ends a glow at once.
	u.ctl.Load(over.Clone(), controller.Settings{Mode: controller.HumanVsHuman})
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	if u.board.Effects().Celebrating() {
		t.Error("the new game's board still glows")
	}
}

// A saved theme is in force before the window's widgets are made, so each
// starts in its colours.
func TestSavedThemeAppliesAtStart(t *testing.T) {
	a := newTestApp()
	p := DefaultPrefs()
	p.Theme = ThemeLight
	SavePrefs(a.Preferences(), p)
	var during fyne.Theme
	a.Settings().AddListener(func(s fyne.Settings) { during = s.Theme() })
	u := New(a, Options{Config: &controller.Config{}})
	light := ThemeLight.Theme().Color(theme.ColorNameForeground, theme.VariantLight)
	if light == ThemeDark.Theme().Color(theme.ColorNameForeground, theme.VariantDark) {
		t.Fatal("the light and dark themes draw text alike")
	}
	if during == nil || during.Color(theme.ColorNameForeground, theme.VariantDark) != light {
		t.Fatal("the saved Light theme was not applied")
	}
	if got := u.panel.sides.Rows[model.Black].Count.Color; got != light {
		t.Errorf("the score is drawn in %v, want the light theme's %v", got, light)
	}
}

// The volume can be moved only while the sound is on, from the dialog's
// opening: a window started silent shows the sound off and its volume
// greyed, until the sound is switched on.
func TestVolumeFollowsTheSoundSwitch(t *testing.T) {
	for _, c := range []struct {
		name          string
		mute, soundOn bool
	}{
		{"started with --mute", true, false},
		{"sound on", false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			u, _ := startTestUI(t, newTestApp(), Options{Mute: c.mute})
			u.dialogs.showSettings()
			d := u.dialogs
			if d.sound.Checked != c.soundOn || d.volume.Disabled() == c.soundOn {
				t.Fatalf("sound %v, volume disabled %v", d.sound.Checked, d.volume.Disabled())
			}
			d.sound.SetChecked(!c.soundOn)
			if d.volume.Disabled() != c.soundOn {
				t.Errorf("after switching the sound to %v the volume is disabled: %v", !c.soundOn, d.volume.Disabled())
			}
		})
	}
}

// A theme chosen in Settings redraws the players' rows in its colours at
// once: the counts and the clocks hold colours of their own, which the
// rows take afresh (kit.PlayerRows), so the counts do not stay in the
// dark theme's white on a light panel.
func TestThemeChangeRecoloursTheRows(t *testing.T) {
	u, _ := newTestUI(t)
	for _, choice := range []ThemeChoice{ThemeLight, ThemeDark} {
		u.applyTheme(choice)
		want := choice.Theme().Color(theme.ColorNameForeground, u.app.Settings().ThemeVariant())
		for _, r := range u.panel.sides.Rows {
			if r.Count.Color != want {
				t.Errorf("after %v the count is drawn in %v, want %v", choice, r.Count.Color, want)
			}
		}
	}
}
