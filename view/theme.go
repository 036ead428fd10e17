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

// cjkFonts are a language's bundled font in its two weights: Fyne's own
// bold has no CJK glyphs, so a bold label needs a bold of its own.
type cjkFonts struct {
	regular, bold fyne.Resource
}

// The fonts of the languages whose glyphs Fyne's font lacks, made once.
var (
	japaneseFonts = &cjkFonts{
		regular: fyne.NewStaticResource("NotoSansCJKjp-Regular-subset.otf", resources.CJKJapaneseOTF),
		bold:    fyne.NewStaticResource("NotoSansCJKjp-Bold-subset.otf", resources.CJKJapaneseBoldOTF),
	}
	chineseFonts = &cjkFonts{
		regular: fyne.NewStaticResource("NotoSansCJKsc-Regular-subset.otf", resources.CJKChineseOTF),
		bold:    fyne.NewStaticResource("NotoSansCJKsc-Bold-subset.otf", resources.CJKChineseBoldOTF),
	}
)

// fontFor is the fonts language code needs, nil when Fyne's own has its
// glyphs. Japanese and Chinese draw the same characters differently, so
// each has its own.
func fontFor(code string) *cjkFonts {
	switch code {
	case "ja":
		return japaneseFonts
	case "zh":
		return chineseFonts
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

// fontTheme is a theme whose text is drawn in fonts, but for monospace
// and symbols, which keep the theme's own. Bold, italic or not, is the
// bold weight, and italic the regular: the fonts have no italic.
type fontTheme struct {
	fyne.Theme
	fonts *cjkFonts
}

func (f fontTheme) Font(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Monospace || s.Symbol:
		return f.Theme.Font(s)
	case s.Bold:
		return f.fonts.bold
	}
	return f.fonts.regular
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
// the light variant and the foreground made to survive Fyne's menus.
func legible(t fyne.Theme, n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch {
	case n == theme.ColorNameInputBorder && v == theme.VariantLight:
		return colLightInputBorder
	case n == theme.ColorNameForeground:
		return shortcutSafe(t.Color(n, v))
	}
	return t.Color(n, v)
}

// shortcutOpacity is the foreground's alpha, out of 0xffff: 99.9%, which
// no eye tells from opaque, and whose 95% keeps 0xf4 in its low byte.
const shortcutOpacity = 0xffbe

// shortcutSafe is the foreground c at shortcutOpacity. Fyne 2.7 draws a
// menu item's shortcut hint (Ctrl+N) in the foreground at 95% alpha, but
// keeps only the low byte of each 16-bit channel: an opaque foreground's
// 0xf332 becomes 0x32, a hint at 20% that can hardly be seen. At this
// alpha the hint keeps 96% of its opacity, and its colour three quarters
// of the text's: a hint, as Fyne means it to be.
func shortcutSafe(c color.Color) color.Color {
	n := color.NRGBA64Model.Convert(c).(color.NRGBA64)
	if n.A != 0xffff {
		return c
	}
	n.A = shortcutOpacity
	return n
}

// applyTheme shows the window in theme t; the players' rows, which hold
// theme colours of their own, take the new ones themselves
// (kit.PlayerRows).
func (u *UI) applyTheme(t ThemeChoice) {
	u.app.Settings().SetTheme(t.Theme())
}
