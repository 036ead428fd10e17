// Package docs holds the manuals as Markdown, and hands the playing
// manuals to the window, which shows the one of the game on show under
// Help > Manual in the player's language: one text, read in the
// repository and in the game alike.
package docs

import (
	"embed"
	"strings"
)

// Playing is the window's manual in English, docs/playing.md.
//
//go:embed playing.md
var Playing string

// GomokuPlaying is Gomoku's manual in English, docs/gomoku-playing.md.
//
//go:embed gomoku-playing.md
var GomokuPlaying string

// gomokuManuals are Gomoku's manual and its translations,
// gomoku-playing.CODE.md.
//
//go:embed gomoku-playing*.md
var gomokuManuals embed.FS

// GomokuManual returns Gomoku's manual, what Help > Manual shows while
// Gomoku is on the board, in the language of code, or in English when it
// has no translation.
func GomokuManual(code string) string {
	return translated(gomokuManuals, "gomoku-playing", code, GomokuPlaying)
}

// manuals are the playing manual and its translations, playing.CODE.md.
//
//go:embed playing*.md
var manuals embed.FS

// Manual returns the playing manual in the language of code ("fr",
// "zh"), or in English when it has no translation.
func Manual(code string) string { return translated(manuals, "playing", code, Playing) }

// translated returns the translation name.CODE.md of fs in the language
// of code, english when there is none.
func translated(fs embed.FS, name, code, english string) string {
	if code = strings.ToLower(strings.TrimSpace(code)); code != "" && code != "en" && !strings.ContainsAny(code, "./") {
		if b, err := fs.ReadFile(name + "." + code + ".md"); err == nil {
			return string(b)
		}
	}
	return english
}

// Translations lists the codes of the playing manual's translations.
func Translations() []string { return codes(manuals, "playing") }

// GomokuTranslations lists the codes of Gomoku's manual's translations.
func GomokuTranslations() []string { return codes(gomokuManuals, "gomoku-playing") }

// codes lists the CODEs of the files name.CODE.md in fs.
func codes(fs embed.FS, name string) []string {
	entries, _ := fs.ReadDir(".")
	var out []string
	for _, e := range entries {
		if code, ok := strings.CutSuffix(strings.TrimPrefix(e.Name(), name+"."), ".md"); ok && e.Name() != name+".md" && !strings.Contains(code, ".") {
			out = append(out, code)
		}
	}
	return out
}
