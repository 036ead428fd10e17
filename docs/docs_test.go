package docs_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"othello/docs"
)

// shape is what a translation of the manual keeps of the English: its
// sections, the marks around the installing section, the rows of its
// tables (the keyboard's shortcuts among them) and its pictures.
func shape(text string) (headings, tableRows, pictures int, marks bool) {
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "## "):
			headings++
		case strings.HasPrefix(strings.TrimSpace(line), "|"):
			tableRows++
		case strings.HasPrefix(strings.TrimSpace(line), "!["):
			pictures++
		}
	}
	marks = strings.Contains(text, "<!-- installing") && strings.Contains(text, "<!-- end installing -->")
	return
}

// Each translation of the playing manual has the English one's sections,
// tables and pictures, the installing marks the window cuts at, and the
// keyboard shortcuts as they are; a language without one gets English.
func TestManualTranslations(t *testing.T) {
	eh, er, ep, em := shape(docs.Playing)
	if !em || eh < 5 {
		t.Fatalf("the English manual: %d sections, marks %v", eh, em)
	}
	shortcut := regexp.MustCompile(`Ctrl\+[A-Za-z,]+(\+[A-Za-z])?`)
	keys := shortcut.FindAllString(docs.Playing, -1)
	for _, code := range docs.Translations() {
		text := docs.Manual(code)
		if text == docs.Playing {
			t.Errorf("%s: the manual is the English one", code)
			continue
		}
		h, r, p, m := shape(text)
		if h != eh || r != er || p != ep || !m {
			t.Errorf("%s: %d sections, %d table rows, %d pictures, marks %v; the English has %d, %d, %d", code, h, r, p, m, eh, er, ep)
		}
		got := shortcut.FindAllString(text, -1)
		slices.Sort(got)
		want := slices.Clone(keys)
		slices.Sort(want)
		if !slices.Equal(slices.Compact(got), slices.Compact(want)) {
			t.Errorf("%s: the shortcuts %v; the English has %v", code, slices.Compact(got), slices.Compact(want))
		}
	}
	if docs.Manual("xx") != docs.Playing || docs.Manual("") != docs.Playing || docs.Manual("../playing") != docs.Playing {
		t.Error("an unknown language does not get the English manual")
	}
}

// Gomoku's manual is the player's: the window's game, its openings and
// its files, not the engine's figures or the brains' protocol. Each
// translation has its sections, its list of the New game dialog's
// choices and the things a player types (code spans) as the English has
// them; a language without one gets English.
func TestGomokuManual(t *testing.T) {
	text := docs.GomokuManual("en")
	if !strings.HasPrefix(text, "# Playing Gomoku\n") || text != docs.GomokuPlaying {
		t.Errorf("the manual starts %.40q", text)
	}
	for _, want := range []string{"New Game", "swap2", "Undo", "Help > Rules", "External brain"} {
		if !strings.Contains(text, want) {
			t.Errorf("Gomoku's manual does not speak of %q", want)
		}
	}
	for _, not := range []string{"## Brains", "INFO timeout_turn", "| match |"} {
		if strings.Contains(text, not) {
			t.Errorf("Gomoku's manual holds %q, which is not the window's", not)
		}
	}
	codes := docs.GomokuTranslations()
	if len(codes) != len(docs.Translations()) {
		t.Errorf("Gomoku's manual is in %v, Othello's in %v", codes, docs.Translations())
	}
	eh, items, spans := gomokuShape(text)
	for _, code := range codes {
		tr := docs.GomokuManual(code)
		if tr == text {
			t.Errorf("%s: the manual is the English one", code)
			continue
		}
		h, i, s := gomokuShape(tr)
		if h != eh || i != items || !slices.Equal(s, spans) {
			t.Errorf("%s: %d sections, %d list items, code %q; the English has %d, %d, %q", code, h, i, s, eh, items, spans)
		}
	}
	if docs.GomokuManual("xx") != text || docs.GomokuManual("") != text || docs.GomokuManual("../gomoku") != text {
		t.Error("an unknown language does not get the English manual")
	}
}

// gomokuShape is what a translation of Gomoku's manual keeps: its
// sections, its list items and its code spans, in order.
func gomokuShape(text string) (headings, items int, spans []string) {
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "## "):
			headings++
		case strings.HasPrefix(line, "- "):
			items++
		}
	}
	return headings, items, regexp.MustCompile("`[^`]+`").FindAllString(text, -1)
}
