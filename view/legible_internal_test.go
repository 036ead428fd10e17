package view

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/model"
)

// luminance is the relative luminance of c (WCAG), 0 to 1.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is the WCAG contrast ratio of two colours, 1 to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// On the panel of either variant, each disc icon's top half has an outline
// that stands out from the background, not only its shadow below.
func TestDiscIconsShowOnBothVariants(t *testing.T) {
	for _, c := range []struct {
		name    string
		variant ThemeChoice
		disc    model.Color
	}{
		{"white on light", ThemeLight, model.White},
		{"black on dark", ThemeDark, model.Black},
		{"black on light", ThemeLight, model.Black},
		{"white on dark", ThemeDark, model.White},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(c.variant.Theme())
			w := test.NewWindow(container.NewCenter(NewDiscIcon(c.disc, 30)))
			defer w.Close()
			w.Resize(fyne.NewSize(60, 60))
			img := w.Canvas().Capture()
			bg := img.At(1, 1)
			// down the middle column, the disc's first pixels must stand out
			b := img.Bounds()
			x := b.Dx() / 2
			best, top := 0.0, -1
			for y := range b.Dy() / 2 {
				if contrast(img.At(x, y), bg) > 1.05 && top < 0 {
					top = y
				}
				if top >= 0 && y < top+3 {
					best = max(best, contrast(img.At(x, y), bg))
				}
			}
			if top < 0 || best < 2 {
				t.Errorf("the icon's top edge (row %d) has contrast %.2f with the background %v, want 2 or more", top, best, bg)
			}
		})
	}
}

// Unselected radio buttons are outlined clearly enough to see on a light
// dialog.
func TestLightInputOutlineIsVisible(t *testing.T) {
	for _, choice := range []ThemeChoice{ThemeLight, ThemeSystem} {
		th := choice.Theme()
		border := th.Color(theme.ColorNameInputBorder, theme.VariantLight)
		for _, under := range []fyne.ThemeColorName{theme.ColorNameOverlayBackground, theme.ColorNameBackground} {
			if r := contrast(border, th.Color(under, theme.VariantLight)); r < 3 {
				t.Errorf("%s: the input outline %v has contrast %.2f on %s, want 3 or more", choice, border, r, under)
			}
		}
	}
}
