package view

import (
	"strings"
	"testing"

	"othello/docs"
)

// The manuals as the window shows them, in every language, send the
// player to no page of the repository the window cannot open ("engine.md
// says what each level searches", "Translators: see translating.md"),
// and leave no mark of what was left out.
func TestWindowManualsNameNoRepositoryPage(t *testing.T) {
	manuals := map[string]func(string) string{"playing": docs.Manual, "gomoku-playing": docs.GomokuManual}
	codes := map[string][]string{"playing": docs.Translations(), "gomoku-playing": docs.GomokuTranslations()}
	for name, manual := range manuals {
		for _, code := range append([]string{"en"}, codes[name]...) {
			shown := windowText(manual(code))
			for _, left := range []string{".md", "<!--", "-->"} {
				if i := strings.Index(shown, left); i >= 0 {
					t.Errorf("%s in %s shows %q: …%s…", name, code, left, shown[max(0, i-80):min(len(shown), i+20)])
				}
			}
			if !strings.Contains(manual(code), "engine.md") && name == "playing" {
				t.Errorf("%s in %s: the repository's page lost its link to engine.md", name, code)
			}
		}
	}
}
