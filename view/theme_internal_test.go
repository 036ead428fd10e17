package view

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A menu item's shortcut hint (Ctrl+N beside New game) can be read in
// every theme: Fyne draws it from the foreground at 95%, which an opaque
// foreground turned into a hint at a fifth of its opacity.
func TestMenuShortcutsCanBeSeen(t *testing.T) {
	for _, choice := range []ThemeChoice{ThemeLight, ThemeDark, ThemeSystem} {
		t.Run(choice.String(), func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(choice.Theme())
			item := fyne.NewMenuItem("New game", func() {})
			item.Shortcut = &fyne.ShortcutCopy{} // Ctrl+C
			menu := widget.NewMenu(fyne.NewMenu("Game", item))
			w := test.NewTempWindow(t, menu)
			w.Resize(fyne.NewSize(300, 100))

			var hint, label *canvas.Text
			for _, o := range test.LaidOutObjects(menu) {
				if text, ok := o.(*canvas.Text); ok {
					switch text.Text {
					case "C":
						hint = text
					case "New game":
						label = text
					}
				}
			}
			if hint == nil || label == nil {
				t.Fatalf("the menu shows no shortcut hint or no label (hint %v, label %v)", hint, label)
			}
			h := color.NRGBAModel.Convert(hint.Color).(color.NRGBA)
			l := color.NRGBAModel.Convert(label.Color).(color.NRGBA)
			if h.A < 0xe0 {
				t.Errorf("the shortcut hint is drawn at alpha %#x of 0xff (label %v): hardly visible", h.A, l)
			}
			if l.A < 0xfe {
				t.Errorf("the menu's label is drawn at alpha %#x, want opaque", l.A)
			}
			// the hint stays a hint: between the text's colour and the background's
			bg := color.NRGBAModel.Convert(a.Settings().Theme().Color("background", a.Settings().ThemeVariant())).(color.NRGBA)
			if gap, hintGap := diff(l, bg), diff(h, bg); hintGap < gap/2 {
				t.Errorf("the hint %v is too near the background %v (text %v)", h, bg, l)
			}
		})
	}
}

// diff is the largest difference between two colours' channels.
func diff(a, b color.NRGBA) int {
	d := 0
	for _, p := range [][2]uint8{{a.R, b.R}, {a.G, b.G}, {a.B, b.B}} {
		d = max(d, abs(int(p[0])-int(p[1])))
	}
	return d
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
