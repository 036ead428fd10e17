// Othello's window on a small screen: its content's least height must fit
// a 1024x600 screen under the menu bar in every language, the CJK fonts'
// taller lines among them.

package view

import (
	"othello/view/i18n"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// The first window's content, Othello's, needs no more height than a
// 1024x600 screen leaves under the menu bar, in every language: with
// three rows of the score sheet kept, Japanese and Chinese, whose lines
// are taller, needed 573 px of the 563 there are.
func TestOthelloWindowFitsASmallScreen(t *testing.T) {
	for _, code := range i18n.Languages() {
		t.Run(code, func(t *testing.T) {
			t.Cleanup(func() { setLanguage("en") })
			// Fyne's own theme, as the real window takes it, in the
			// language's font
			a := test.NewApp()
			a.Settings().SetTheme(theme.DefaultTheme())
			u, _ := startTestUI(t, a, Options{Language: code})
			if h := u.content.MinSize().Height; h > smallScreenContent {
				t.Errorf("Othello's content needs %.1f px, the small screen has %d under the menu bar", h, smallScreenContent)
			}
		})
	}
}
