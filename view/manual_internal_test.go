package view

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"othello/view/gomokuview"
)

// Help > Manual shows the playing manual in the window: its sections, the
// keyboard's among them, in words the window can show (no picture of the
// repository, no link to a page outside it, no installing section).
func TestManualInTheWindow(t *testing.T) {
	u, _ := newTestUI(t)
	u.menu.items["manual"].Action()
	rt := u.dialogs.manual
	if rt == nil {
		t.Fatal("Help > Manual showed nothing")
	}
	var text strings.Builder
	headings := 0
	for _, seg := range rt.Segments {
		if ts, ok := seg.(*widget.TextSegment); ok {
			text.WriteString(ts.Text + "\n")
			if ts.Style.SizeName != "" && ts.Style.TextStyle.Bold {
				headings++
			}
		}
		if _, ok := seg.(*widget.ImageSegment); ok {
			t.Error("the manual holds a picture the window cannot show")
		}
		if _, ok := seg.(*widget.HyperlinkSegment); ok {
			t.Error("the manual holds a link out of the window")
		}
	}
	got := text.String()
	for _, want := range []string{"Playing Othello", "The window", "Keyboard", "The Coach"} {
		if !strings.Contains(got, want) {
			t.Errorf("the manual has no %q", want)
		}
	}
	if strings.Contains(got, "Installing") || strings.Contains(got, "](") {
		t.Error("the manual shows the installing section or raw Markdown links")
	}
	if strings.Contains(got, "gomoku.md") || strings.Contains(got, "README") {
		t.Error("the manual's introduction sends the player to the repository's pages")
	}
	if headings < 5 {
		t.Errorf("%d headings: the Markdown was not rendered", headings)
	}
}

// With Gomoku on show, Help > Manual shows Gomoku's: the window's part of
// its page, as Help > Rules shows its rules.
func TestManualFollowsTheGameOnShow(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.DefaultPrefs())
	u.menu.items["manual"].Action()
	var text strings.Builder
	for _, seg := range u.dialogs.manual.Segments {
		if ts, ok := seg.(*widget.TextSegment); ok {
			text.WriteString(ts.Text + "\n")
		}
		if _, ok := seg.(*widget.ImageSegment); ok {
			t.Error("the manual holds a picture the window cannot show")
		}
	}
	got := text.String()
	for _, want := range []string{"Playing Gomoku", "swap2"} {
		if !strings.Contains(got, want) {
			t.Errorf("Gomoku's manual has no %q", want)
		}
	}
	if strings.Contains(got, "Playing Othello") || strings.Contains(got, "Brains") {
		t.Error("Gomoku's manual shows Othello's page or the brains' protocol")
	}
}

// Gomoku's manual is in the window's language, as Othello's is: a
// German window shows the German manual.
func TestGomokuManualInTheWindowsLanguage(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	for _, c := range []struct{ code, title, not string }{
		{"en", "Playing Gomoku", "Gomoku spielen"},
		{"de", "Gomoku spielen", "Playing Gomoku"},
		{"ja", "五目並べを遊ぶ", "Playing Gomoku"},
	} {
		u, _, _ := gomokuUIWith(t, Options{Language: c.code}, gomokuview.DefaultPrefs())
		u.menu.items["manual"].Action()
		var text strings.Builder
		for _, seg := range u.dialogs.manual.Segments {
			if ts, ok := seg.(*widget.TextSegment); ok {
				text.WriteString(ts.Text)
			}
		}
		// the Japanese lines may break between any two characters: the
		// marks that say so are no words
		got := strings.NewReplacer("\r", "", "\u200b", "").Replace(text.String())
		if !strings.Contains(got, c.title) || strings.Contains(got, c.not) {
			t.Errorf("%s: the manual reads %.60q", c.code, got)
		}
	}
}
