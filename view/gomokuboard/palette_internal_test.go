package gomokuboard

import (
	"image/color"
	"math"
	"testing"
)

// The coordinates read against the wood in both themes: a contrast of at
// least 4.5 to 1, what WCAG asks of small text (the dark theme's light
// letters on its darker wood had 2.5).
func TestCoordinatesContrastWithTheWood(t *testing.T) {
	for name, p := range map[string]*palette{"light": &lightPalette, "dark": &darkPalette} {
		if r := contrast(p.coord, p.wood); r < 4.5 {
			t.Errorf("%s: coordinates %v on wood %v, contrast %.2f, want 4.5 or more", name, p.coord, p.wood, r)
		}
	}
}

// contrast is WCAG's contrast ratio of two colours.
func contrast(a, b color.NRGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

func luminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}
