package view

import (
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/view/i18n"
)

// forEachLanguage runs test once a language the window speaks, English
// again afterwards for the tests that follow.
func forEachLanguage(t *testing.T, test func(t *testing.T, code string)) {
	t.Helper()
	t.Cleanup(func() { setLanguage("en") })
	for _, code := range i18n.Languages() {
		t.Run(code, func(t *testing.T) { test(t, code) })
	}
}

// shownTexts collects the words o shows: labels, buttons, checks, the
// choices of radio groups and selects, form rows, canvas texts.
func shownTexts(o fyne.CanvasObject) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch w := o.(type) {
		case *widget.Label:
			out = append(out, w.Text)
		case *widget.Button:
			out = append(out, w.Text)
		case *widget.Check:
			out = append(out, w.Text)
		case *widget.RadioGroup:
			out = append(out, w.Options...)
		case *widget.Select:
			out = append(out, w.Selected)
			out = append(out, w.Options...)
		case *widget.Form:
			for _, it := range w.Items {
				out = append(out, it.Text, it.HintText)
			}
		case *widget.Entry:
			out = append(out, w.PlaceHolder)
		case *canvas.Text:
			out = append(out, w.Text)
		}
		switch w := o.(type) {
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(w).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// menuTexts are the main menu's words.
func menuTexts(m *fyne.MainMenu) []string {
	var out []string
	for _, menu := range m.Items {
		out = append(out, menu.Label)
		for _, it := range menu.Items {
			if !it.IsSeparator {
				out = append(out, it.Label)
			}
		}
	}
	return out
}

// englishWords are words no French screen has: one of them is English
// left behind.
var englishWords = regexp.MustCompile(`(?i)\b(the|you|your|with|against|moves?|discs?|game|black|white|new|settings|hint|undo|redo|board|level|opening|computer|player)\b`)

// englishLeft returns the texts among got that are English: an English
// message that French says otherwise, or English words.
func englishLeft(t *testing.T, got []string) []string {
	t.Helper()
	en, fr := readMessages(t, "en"), readMessages(t, "fr")
	english := map[string]bool{}
	for k, forms := range en {
		if text := forms[""]; text != "" && !strings.Contains(text, "{{") && fr[k][""] != text {
			english[text] = true
		}
	}
	var out []string
	for _, s := range got {
		if english[s] || englishWords.MatchString(s) {
			out = append(out, s)
		}
	}
	return out
}

// In French, the main screen, its menus, the New game and Settings
// dialogs and the game-over box show no English: every word the player
// reads went through the translations.
func TestNoEnglishLeftInFrench(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	u, queue := startTestUI(t, newTestApp(), Options{Language: "fr"})
	check := func(where string, texts []string) {
		t.Helper()
		if left := englishLeft(t, texts); len(left) > 0 {
			t.Errorf("%s: English left in French: %q", where, left)
		}
	}
	check("the main menu", menuTexts(u.win.MainMenu()))
	check("the window", shownTexts(u.win.Content()))
	for _, d := range []struct {
		name string
		show func()
	}{
		{"New game", u.dialogs.showNewGameDialog},
		{"Settings", u.dialogs.showSettings},
		{"Rules", u.dialogs.showRules},
		{"Keyboard shortcuts", u.dialogs.showShortcuts},
		{"About", u.dialogs.showAbout},
		{"Statistics", u.dialogs.showStats},
		{"Engines", u.dialogs.showEngines},
		{"Set up a position", u.dialogs.showEditor},
		{"Export picture", u.pictures.showExportPicture},
	} {
		d.show()
		check(d.name, shownTexts(u.win.Canvas().Overlays().Top()))
		for u.win.Canvas().Overlays().Top() != nil {
			u.win.Canvas().Overlays().Top().Hide()
		}
	}
	// a game played to its end: the panel's lines and the game-over box
	u.ctl.Load(mustParse(t, "e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2"), u.snap.Settings)
	run(queue)
	check("the finished game", shownTexts(u.win.Content()))
	if top := u.win.Canvas().Overlays().Top(); top != nil {
		check("the game-over box", shownTexts(top))
	}
}

// Switching the language changes the words of real widgets, Fyne's own
// dialogs' too: the menus, the New game dialog and the panel.
func TestLanguageSwitchReachesTheWidgets(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	cases := []struct {
		code                   string
		menu, newGame, button  string
		mode, cancel, newTitle string
	}{
		{"en", "Game", "New Game…", "Hint", "Against the computer", "Cancel", "New game"},
		{"fr", "Partie", "Nouvelle partie…", "Indice", "Contre l'ordinateur", "Annuler", "Nouvelle partie"},
	}
	for _, c := range cases {
		u, _ := startTestUI(t, newTestApp(), Options{Language: c.code})
		menu := u.win.MainMenu().Items[1]
		if menu.Label != c.menu || menu.Items[0].Label != c.newGame {
			t.Errorf("%s: the Game menu is %q, its first item %q; want %q, %q", c.code, menu.Label, menu.Items[0].Label, c.menu, c.newGame)
		}
		if got := u.panel.buttons["hint"].Text; got != c.button {
			t.Errorf("%s: the Hint button says %q, want %q", c.code, got, c.button)
		}
		u.dialogs.showNewGameDialog()
		texts := strings.Join(shownTexts(u.win.Canvas().Overlays().Top()), "\n")
		for _, want := range []string{c.mode, c.cancel, c.newTitle} {
			if !strings.Contains(texts, want) {
				t.Errorf("%s: the New game dialog lacks %q:\n%s", c.code, want, texts)
			}
		}
		u.win.Canvas().Overlays().Top().Hide()
	}
}
