// The window's theme: the system's, or light or dark whatever the system
// says.

package view

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"othello/resources"
	"othello/view/i18n"
)

// Theme returns the Fyne theme for the choice: Fyne's own, held to one
// variant for Light and Dark, in the font the language in use needs.
func (t ThemeChoice) Theme() fyne.Theme {
	switch t {
	case ThemeLight:
		return languageFont(fixedVariant{theme.DefaultTheme(), theme.VariantLight})
	case ThemeDark:
		return languageFont(fixedVariant{theme.DefaultTheme(), theme.VariantDark})
	}
	return languageFont(systemVariant{theme.DefaultTheme()})
}

// The fonts of the languages whose glyphs Fyne's font lacks, made once.
var (
	japaneseFont = fyne.NewStaticResource("NotoSansCJKjp-Regular-subset.otf", resources.CJKJapaneseOTF)
	chineseFont  = fyne.NewStaticResource("NotoSansCJKsc-Regular-subset.otf", resources.CJKChineseOTF)
)

// fontFor is the font language code needs, nil when Fyne's own has its
// glyphs. Japanese and Chinese draw the same characters differently, so
// each has its own.
func fontFor(code string) fyne.Resource {
	switch code {
	case "ja":
		return japaneseFont
	case "zh":
		return chineseFont
	}
	return nil
}

// languageFont is t in the font the language in use needs, t itself when
// Fyne's own font has its glyphs: the bundled font only costs a launch in
// the languages that need it.
func languageFont(t fyne.Theme) fyne.Theme {
	if f := fontFor(i18n.Current()); f != nil {
		return fontTheme{t, f}
	}
	return t
}

// fontTheme is a theme whose text is drawn in font, but for monospace
// and symbols, which keep the theme's own. Its bold is the same font:
// the subset has one weight.
type fontTheme struct {
	fyne.Theme
	font fyne.Resource
}

func (f fontTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return f.Theme.Font(s)
	}
	return f.font
}

// fixedVariant is a theme that shows one variant whatever the system's.
type fixedVariant struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (f fixedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return legible(f.Theme, n, f.variant)
}

// systemVariant is Fyne's theme in the system's variant, made legible.
type systemVariant struct{ fyne.Theme }

func (s systemVariant) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return legible(s.Theme, n, v)
}

// colLightInputBorder outlines inputs on the light variant: Fyne's own
// (0xe3) is near invisible on a white dialog, where an unselected radio
// button is only its outline. This grey has a 3.5:1 contrast on white.
var colLightInputBorder = color.NRGBA{R: 0x8a, G: 0x8a, B: 0x8a, A: 0xff}

// legible is t's colour n in variant v, with the input outline darkened on
// the light variant.
func legible(t fyne.Theme, n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameInputBorder && v == theme.VariantLight {
		return colLightInputBorder
	}
	return t.Color(n, v)
}

// applyTheme shows the window in theme t and redraws what holds theme
// colours of its own.
func (u *UI) applyTheme(t ThemeChoice) {
	u.app.Settings().SetTheme(t.Theme())
	u.panel.recolour()
}
