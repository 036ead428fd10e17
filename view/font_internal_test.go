package view

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	gotext "github.com/go-text/typesetting/font"

	"othello/controller"
	"othello/docs"
	"othello/resources"
	"othello/strategy"
	"othello/view/i18n"
	"othello/view/othellowords"
)

// The bundled fonts, both weights, hold every character their
// language's translation and manual use (once a translator has written
// them) and the sample of Othello's words, so that no word shows as
// boxes, bold or not: scripts/subset-cjk-font.sh must be rerun when a
// translation gains a character.
func TestCJKFontsHoldTheirLanguagesGlyphs(t *testing.T) {
	for _, code := range []string{"ja", "zh"} {
		fonts := fontFor(code)
		if fonts == nil {
			t.Fatalf("%s: no font", code)
		}
		for _, res := range []fyne.Resource{fonts.regular, fonts.bold} {
			t.Run(res.Name(), func(t *testing.T) {
				face, err := gotext.ParseTTF(bytes.NewReader(res.Content()))
				if err != nil {
					t.Fatalf("%s: %v", res.Name(), err)
				}
				text := resources.CJKSample + "AZaz09 :;!?()–…×"
				if data, err := os.ReadFile(filepath.Join(translationsDir, code+".json")); err == nil {
					text += string(data) // its messages, once written
				}
				text += docs.Manual(code) + docs.GomokuManual(code) // the manuals Help > Manual shows, once translated
				var missing []string
				for _, r := range text {
					if unicode.IsSpace(r) || unicode.IsControl(r) {
						continue
					}
					if _, ok := face.NominalGlyph(r); !ok && !slices.Contains(missing, string(r)) {
						missing = append(missing, string(r))
					}
				}
				if len(missing) > 0 {
					t.Errorf("%s lacks %q: run scripts/subset-cjk-font.sh", res.Name(), missing)
				}
			})
		}
	}
}

// In Japanese and Chinese a bold label (the turn line, a dialog's form
// labels, the players' names) draws in the bundled Bold, which Fyne's own
// bold cannot stand in for; italic and plain text in the Regular,
// monospace and symbols in Fyne's own. The other languages keep Fyne's
// fonts, bold included.
func TestCJKBoldTextDrawsInTheBoldFont(t *testing.T) {
	defer setLanguage("en")
	fyneFont := theme.DefaultTheme().Font
	for _, c := range []struct {
		code, want string
		style      fyne.TextStyle
	}{
		{"ja", "NotoSansCJKjp-Bold-subset.otf", fyne.TextStyle{Bold: true}},
		{"ja", "NotoSansCJKjp-Bold-subset.otf", fyne.TextStyle{Bold: true, Italic: true}},
		{"ja", "NotoSansCJKjp-Regular-subset.otf", fyne.TextStyle{}},
		{"ja", "NotoSansCJKjp-Regular-subset.otf", fyne.TextStyle{Italic: true}},
		{"ja", fyneFont(fyne.TextStyle{Monospace: true}).Name(), fyne.TextStyle{Monospace: true}},
		{"ja", fyneFont(fyne.TextStyle{Monospace: true, Bold: true}).Name(), fyne.TextStyle{Monospace: true, Bold: true}},
		{"zh", "NotoSansCJKsc-Bold-subset.otf", fyne.TextStyle{Bold: true}},
		{"zh", "NotoSansCJKsc-Bold-subset.otf", fyne.TextStyle{Bold: true, Italic: true}},
		{"zh", "NotoSansCJKsc-Regular-subset.otf", fyne.TextStyle{}},
		{"zh", "NotoSansCJKsc-Regular-subset.otf", fyne.TextStyle{Italic: true}},
		{"zh", fyneFont(fyne.TextStyle{Symbol: true}).Name(), fyne.TextStyle{Symbol: true}},
		{"en", fyneFont(fyne.TextStyle{Bold: true}).Name(), fyne.TextStyle{Bold: true}},
		{"en", fyneFont(fyne.TextStyle{}).Name(), fyne.TextStyle{}},
		{"fr", fyneFont(fyne.TextStyle{Bold: true, Italic: true}).Name(), fyne.TextStyle{Bold: true, Italic: true}},
	} {
		setLanguage(c.code)
		for _, choice := range []ThemeChoice{ThemeSystem, ThemeLight, ThemeDark} {
			if got := choice.Theme().Font(c.style).Name(); got != c.want {
				t.Errorf("%s, theme %v, %+v: font %s, want %s", c.code, choice, c.style, got, c.want)
			}
		}
	}
	for _, code := range []string{"ja", "zh"} {
		fonts := fontFor(code)
		if bytes.Equal(fonts.bold.Content(), fonts.regular.Content()) {
			t.Errorf("%s: the bold font is the regular one", code)
		}
		face, err := gotext.ParseTTF(bytes.NewReader(fonts.bold.Content()))
		if err != nil {
			t.Fatalf("%s: %v", fonts.bold.Name(), err)
		}
		if w := face.Describe().Aspect.Weight; w < gotext.WeightBold {
			t.Errorf("%s: weight %v, not bold", fonts.bold.Name(), w)
		}
	}
}

// The languages written in Latin letters draw in Fyne's bundled font,
// which must hold every character their messages and manuals use, and
// the thinking line's: a character it lacks comes from whatever font the
// system has (an emoji, or a box where it has none).
func TestBundledFontHoldsTheWesternLanguagesGlyphs(t *testing.T) {
	for _, style := range []fyne.TextStyle{{}, {Bold: true}, {Italic: true}} {
		res := theme.DefaultTheme().Font(style)
		face, err := gotext.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatalf("%s: %v", res.Name(), err)
		}
		for _, code := range []string{"en", "de", "es", "fr", "it", "nl"} {
			setLanguage(code)
			text := docs.Manual(code) + docs.GomokuManual(code) + othellowords.ThoughtScore(&controller.Thought{Progress: strategy.Progress{Exact: true, Lo: 4, Hi: 64}}) +
				othellowords.ThoughtScore(&controller.Thought{Progress: strategy.Progress{Exact: true, Lo: -64, Hi: -2}})
			if data, err := os.ReadFile(filepath.Join(translationsDir, code+".json")); err == nil {
				text += string(data)
			}
			var missing []string
			for _, r := range text {
				if !unicode.IsSpace(r) && !unicode.IsControl(r) && !slices.Contains(missing, string(r)) {
					if _, ok := face.NominalGlyph(r); !ok {
						missing = append(missing, string(r))
					}
				}
			}
			if len(missing) > 0 {
				t.Errorf("%s: %s lacks %q", code, res.Name(), missing)
			}
		}
	}
	setLanguage("en")
}

// Only the languages that need it draw in the bundled font: it costs the
// others nothing.
func TestOnlyCJKLanguagesChangeTheFont(t *testing.T) {
	for _, code := range i18n.Languages() {
		if (fontFor(code) != nil) != (code == "ja" || code == "zh") {
			t.Errorf("%s: font %v", code, fontFor(code))
		}
	}
	if got := fontFor("fr"); got != nil {
		t.Errorf("French draws in %v, want Fyne's font", got)
	}
}

// A label in Japanese or Chinese, drawn by the theme with the bundled
// font, shows glyphs: two different characters draw two different
// pictures, where missing glyphs draw the same box twice. In bold it
// draws thicker strokes than in the regular weight.
func TestCJKTextDrawsGlyphsNotBoxes(t *testing.T) {
	for _, c := range []struct {
		code   string
		glyphs [2]string
	}{
		{"ja", [2]string{"角", "辺"}},
		{"zh", [2]string{"边", "棋"}},
	} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(fontTheme{theme.DefaultTheme(), fontFor(c.code)})
		draw := func(s string, style fyne.TextStyle) image.Image {
			w := test.NewTempWindow(t, widget.NewLabelWithStyle(s, fyne.TextAlignLeading, style))
			w.Resize(fyne.NewSize(60, 40))
			return w.Canvas().Capture()
		}
		plain, bold := fyne.TextStyle{}, fyne.TextStyle{Bold: true}
		one, two := draw(c.glyphs[0], plain), draw(c.glyphs[1], plain)
		if sameImage(one, two) {
			t.Errorf("%s: %q and %q draw the same picture: boxes, not glyphs", c.code, c.glyphs[0], c.glyphs[1])
		}
		if sameImage(one, draw(" ", plain)) {
			t.Errorf("%s: %q draws nothing", c.code, c.glyphs[0])
		}
		if heavy, light := ink(draw(c.glyphs[0], bold)), ink(one); heavy <= light {
			t.Errorf("%s: %q in bold has %d inked pixels, in regular %d: not bold", c.code, c.glyphs[0], heavy, light)
		}
	}
}

// ink is how many of img's pixels differ from its top left corner's, the
// background's.
func ink(img image.Image) int {
	b := img.Bounds()
	bg, n := img.At(b.Min.X, b.Min.Y), 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.At(x, y) != bg {
				n++
			}
		}
	}
	return n
}

func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}
