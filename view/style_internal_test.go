package view

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/controller"
	"othello/model"
)

// The board style and the theme chosen in Settings apply at once and are
// kept for the next launch.
func TestSettingsChooseStyleAndTheme(t *testing.T) {
	u, _ := newTestUI(t)
	u.dialogs.showSettings()
	u.dialogs.style.SetSelected(StyleWalnut.String())
	u.dialogs.theme.SetSelected(ThemeDark.String())

	if u.board.Style() != StyleWalnut {
		t.Errorf("board style %v, want Walnut", u.board.Style())
	}
	r := test.TempWidgetRenderer(t, u.board).(*boardRenderer)
	if got := r.felt.FillColor; got != palettes[StyleWalnut].felt {
		t.Errorf("felt %v, want walnut %v", got, palettes[StyleWalnut].felt)
	}
	dark := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark)
	if got := u.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantLight); got != dark {
		t.Errorf("the Dark theme shows background %v, want %v", got, dark)
	}
	saved := LoadPrefs(u.app.Preferences())
	if saved.Style != StyleWalnut || saved.Theme != ThemeDark {
		t.Errorf("saved style %v theme %v", saved.Style, saved.Theme)
	}

	// The next window opens with them.
	next := New(u.app, Options{Config: &controller.Config{}})
	if next.board.Style() != StyleWalnut {
		t.Errorf("the next launch shows style %v", next.board.Style())
	}
	u.dialogs.theme.SetSelected(ThemeLight.String())
	light := theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight)
	if got := u.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantDark); got != light {
		t.Errorf("the Light theme shows background %v, want %v", got, light)
	}
}

// Every style tells the discs apart from the felt and from each other, and
// shows its marks.
func TestStylesAreDistinct(t *testing.T) {
	seen := map[color.NRGBA]BoardStyle{}
	for _, s := range BoardStyles() {
		p := palettes[s]
		if prev, ok := seen[p.felt]; ok {
			t.Errorf("%v has the felt of %v", s, prev)
		}
		seen[p.felt] = s
		for name, c := range map[string]color.NRGBA{"black disc": p.blackFace, "white disc": p.whiteFace, "last move": p.last, "hint": p.hint, "coordinates": p.coord} {
			if c.A != 0xff || c == p.felt {
				t.Errorf("%v: the %s (%v) does not stand out on the felt %v", s, name, c, p.felt)
			}
		}
		if lum(p.whiteFace)-lum(p.blackFace) < 0.7 {
			t.Errorf("%v: the discs are too alike", s)
		}
	}
	if lum(palettes[StyleHighContrast].coord)-lum(palettes[StyleHighContrast].frame) < 0.9 {
		t.Error("high contrast coordinates are not white on black")
	}
}

func lum(c color.NRGBA) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// effectsByHand makes the board hand its flash and glow to the test.
func effectsByHand(b *Board) *[]*fyne.Animation {
	var started []*fyne.Animation
	b.fx.start = func(a *fyne.Animation) { started = append(started, a) }
	return &started
}

// A click on an illegal square flashes the frame red and back.
func TestIllegalClickFlashesTheBoard(t *testing.T) {
	u, _ := newTestUI(t)
	fx := effectsByHand(u.board)
	r := test.TempWidgetRenderer(t, u.board).(*boardRenderer)
	p := palettes[StyleClassic]
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.A1)))
	if len(*fx) != 1 || !u.board.fx.flashing() {
		t.Fatalf("%d effects started, flashing %v", len(*fx), u.board.fx.flashing())
	}
	a := (*fx)[0]
	a.Tick(0.5)
	if got := r.frame.FillColor; got != p.flash {
		t.Errorf("mid-flash frame %v, want %v", got, p.flash)
	}
	a.Tick(1)
	if got := r.frame.FillColor; got != p.frame || u.board.fx.flashing() {
		t.Errorf("after the flash the frame is %v (flashing %v), want %v", got, u.board.fx.flashing(), p.frame)
	}
	// A legal move does not flash.
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	if len(*fx) != 1 {
		t.Errorf("a legal move started %d effects", len(*fx)-1)
	}
}

// At the end of a game the winner's discs glow, the loser's do not, and
// the winner's count is marked on the panel.
func TestWinnerGlowsAtTheEnd(t *testing.T) {
	over, err := model.ParseGame("e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2")
	if err != nil {
		t.Fatal(err)
	}
	u, _ := newTestUI(t)
	fx := effectsByHand(u.board)
	r := test.TempWidgetRenderer(t, u.board).(*boardRenderer)
	u.ctl.Load(over, controller.Settings{Mode: controller.HumanVsHuman})
	if len(*fx) != 1 || !u.board.fx.celebrating() {
		t.Fatalf("%d effects started at the end, celebrating %v", len(*fx), u.board.fx.celebrating())
	}
	(*fx)[0].Tick(0.25) // the first pulse at its brightest
	pos := u.board.State().Position
	lit := 0
	for sq := model.Cell(0); sq < 64; sq++ {
		c, ok := pos.At(sq)
		glowing := r.glows[sq].Visible()
		if glowing {
			lit++
		}
		if glowing != (ok && c == model.Black) {
			t.Errorf("%v (%v, occupied %v) glowing %v", sq, c, ok, glowing)
		}
	}
	if lit != 55 {
		t.Errorf("%d discs glow, want Black's 55", lit)
	}
	if u.panel.blackRow.Hidden || !u.panel.whiteRow.Hidden || u.panel.blackCount.Color != theme.Color(theme.ColorNamePrimary) {
		t.Errorf("the panel does not mark Black's win: rows %v/%v", u.panel.blackRow.Hidden, u.panel.whiteRow.Hidden)
	}
	(*fx)[0].Tick(1)
	for sq := model.A1; sq <= model.H8; sq++ {
		if r.glows[sq].Visible() {
			t.Fatalf("%s still glows after the effect", sq)
		}
	}
	// A new game ends a glow at once.
	u.ctl.Load(over.Clone(), controller.Settings{Mode: controller.HumanVsHuman})
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	if u.board.fx.celebrating() {
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
	light := theme.DefaultTheme().Color(theme.ColorNameForeground, theme.VariantLight)
	if during == nil || during.Color(theme.ColorNameForeground, theme.VariantDark) != light {
		t.Fatal("the saved Light theme was not applied")
	}
	if got := u.panel.blackCount.Color; got != light {
		t.Errorf("the score is drawn in %v, want the light theme's %v", got, light)
	}
}

// A turning disc reads as a disc turning over: it narrows to its edge in
// its old colour, shows the new colour past the middle, and widens again.
func TestFlipTurnsTheDiscOver(t *testing.T) {
	u, _ := newTestUI(t)
	anims := tickByHand(u)
	r := test.TempWidgetRenderer(t, u.board).(*boardRenderer)
	e5 := model.CellOfSquare(model.E5)
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	if len(*anims) != 1 {
		t.Fatalf("%d animations, want f5's", len(*anims))
	}
	full := r.faces[model.CellOfSquare(model.D5)].Size().Width // a disc at rest
	p := palettes[StyleClassic]
	tests := []struct {
		at     float32
		colour color.NRGBA
		width  float32 // of a disc at rest
	}{
		{0, p.whiteFace, 1},
		{0.25, p.whiteFace, 0.5},
		{0.49, p.whiteFace, 0.02},
		{0.5, p.blackFace, 0},
		{0.75, p.blackFace, 0.5},
		{1, p.blackFace, 1},
	}
	for _, tt := range tests {
		(*anims)[0].Tick(tt.at)
		face := r.faces[e5]
		want := max(tt.width, 0.08) * full
		if face.FillColor != tt.colour || face.Size().Width < want-1 || face.Size().Width > want+1 {
			t.Errorf("at %.2f e5 is %v and %v wide, want %v and %v", tt.at, face.FillColor, face.Size().Width, tt.colour, want)
		}
		if h := face.Size().Height; h < full-1 {
			t.Errorf("at %.2f e5 is %v high: a turning disc keeps its height", tt.at, h)
		}
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
