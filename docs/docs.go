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

// gomokuPage is Gomoku's page, docs/gomoku.md: its engine, its window and
// its brains.
//
//go:embed gomoku.md
var gomokuPage string

// gomokuWindowHeading starts the section of gomoku.md the window shows.
const gomokuWindowHeading = "## Gomoku in the window"

// GomokuManual returns what a player of Gomoku in the window reads: the
// section of docs/gomoku.md on the window, under the title "Playing
// Gomoku". It is in English, the page's only language.
func GomokuManual() string {
	text := gomokuPage
	if i := strings.Index(text, gomokuWindowHeading); i >= 0 {
		text = text[i+len(gomokuWindowHeading):]
	}
	if j := strings.Index(text, "\n## "); j >= 0 {
		text = text[:j]
	}
	return "# Playing Gomoku\n" + text
}

// manuals are the playing manual and its translations, playing.CODE.md.
//
//go:embed playing*.md
var manuals embed.FS

// Manual returns the playing manual in the language of code ("fr",
// "zh"), or in English when it has no translation.
func Manual(code string) string {
	if code = strings.ToLower(strings.TrimSpace(code)); code != "" && code != "en" && !strings.ContainsAny(code, "./") {
		if b, err := manuals.ReadFile("playing." + code + ".md"); err == nil {
			return string(b)
		}
	}
	return Playing
}

// Translations lists the codes of the manual's translations.
func Translations() []string {
	entries, _ := manuals.ReadDir(".")
	var out []string
	for _, e := range entries {
		if code, ok := strings.CutSuffix(strings.TrimPrefix(e.Name(), "playing."), ".md"); ok && code != "playing" && e.Name() != "playing.md" {
			out = append(out, code)
		}
	}
	return out
}
