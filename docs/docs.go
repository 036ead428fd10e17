// Package docs holds the manuals as Markdown, and hands the playing manual
// to the window, which shows it under Help > Manual in the player's
// language: one text, read in the repository and in the game alike.
package docs

import (
	"embed"
	"strings"
)

// Playing is the window's manual in English, docs/playing.md.
//
//go:embed playing.md
var Playing string

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
