package view

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
)

// The bundled fonts hold every character their language's translation
// and manual use (once a translator has written them) and the sample of
// Othello's words, so that no word shows as boxes: scripts/subset-cjk-font.sh must
// be rerun when a translation gains a character.
func TestCJKFontsHoldTheirLanguagesGlyphs(t *testing.T) {
	for _, code := range []string{"ja", "zh"} {
		t.Run(code, func(t *testing.T) {
			res := fontFor(code)
			if res == nil {
				t.Fatal("no font")
			}
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
				if _, ok := face.NominalGlyph(r); !ok && !strings.Contains(strings.Join(missing, ""), string(r)) {
					missing = append(missing, string(r))
				}
			}
			if len(missing) > 0 {
				t.Errorf("%s lacks %q: run scripts/subset-cjk-font.sh", res.Name(), missing)
			}
		})
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
			text := docs.Manual(code) + docs.GomokuManual(code) + thoughtScore(&controller.Thought{Progress: strategy.Progress{Exact: true, Lo: 4, Hi: 64}}) +
				thoughtScore(&controller.Thought{Progress: strategy.Progress{Exact: true, Lo: -64, Hi: -2}})
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

// A label in Japanese, drawn by the theme with the bundled font, shows
// glyphs: two different characters draw two different pictures, where
// missing glyphs draw the same box twice.
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
		draw := func(s string) image.Image {
			w := test.NewTempWindow(t, widget.NewLabel(s))
			w.Resize(fyne.NewSize(60, 40))
			return w.Canvas().Capture()
		}
		one, two := draw(c.glyphs[0]), draw(c.glyphs[1])
		if sameImage(one, two) {
			t.Errorf("%s: %q and %q draw the same picture: boxes, not glyphs", c.code, c.glyphs[0], c.glyphs[1])
		}
		if sameImage(one, draw(" ")) {
			t.Errorf("%s: %q draws nothing", c.code, c.glyphs[0])
		}
	}
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
