package view

import (
	"bytes"
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/resources"
	"othello/view/othelloboard"
)

// walk calls f on o and everything inside it.
func walk(t *testing.T, o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, child := range c.Objects {
			walk(t, child, f)
		}
	case fyne.Widget:
		for _, child := range test.TempWidgetRenderer(t, c).Objects() {
			walk(t, child, f)
		}
	}
}

// The About box shows the icon, the version, the games it plays (it once
// named Othello only), the licence and the credits.
func TestAboutShowsIconVersionLicenceCredits(t *testing.T) {
	u := New(newTestApp(), Options{Version: "1.2.3", Config: &controller.Config{}})
	u.dialogs.showAbout()
	if u.win.Canvas().Overlays().Top() == nil || u.dialogs.about == nil {
		t.Fatal("no About dialog")
	}
	icons := 0
	var text strings.Builder
	walk(t, u.dialogs.about, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *canvas.Image:
			if o.Resource != nil && bytes.Equal(o.Resource.Content(), resources.IconPNG) && o.MinSize().Width >= 48 {
				icons++
			}
		case *canvas.Text:
			text.WriteString(o.Text + " ")
		}
	})
	if icons != 1 {
		t.Errorf("%d icons shown, want the application's", icons)
	}
	// a wrapped label's lines are texts of their own: join them by one space
	said := strings.Join(strings.Fields(text.String()), " ")
	for _, want := range []string{"Othello 1.2.3", "Plays Othello and Gomoku", "MIT License", "Fyne", "beep", "WTHOR", "Edax"} {
		if !strings.Contains(said, want) {
			t.Errorf("the About box does not say %q: %s", want, said)
		}
	}
	// the build is said only as far as it is known, in the player's
	// words: "(commit unknown, built unknown)" was English everywhere
	if strings.Contains(said, "unknown") || strings.Contains(said, "Commit") {
		t.Errorf("a build of unknown commit says: %s", said)
	}
}

// The About box says the build's commit and date in the player's
// language, when the build recorded them.
func TestAboutSaysTheBuild(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	u := New(newTestApp(), Options{Language: "fr", Version: "1.2.3", Commit: "abc1234", Built: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC), Config: &controller.Config{}})
	u.dialogs.showAbout()
	var text strings.Builder
	walk(t, u.dialogs.about, func(o fyne.CanvasObject) {
		if o, ok := o.(*canvas.Text); ok {
			text.WriteString(o.Text + " ")
		}
	})
	if said := text.String(); !strings.Contains(said, "Commit abc1234, compilé le 2026-11-25") {
		t.Errorf("the About box says: %s", said)
	}
}

// Help > Rules shows the diagram of f5 played at the start (othelloboard
// tests its discs), in the colours of the board style chosen.
func TestRulesDiagramShowsAMove(t *testing.T) {
	u := New(newTestApp(), Options{Config: &controller.Config{}})
	felts := map[othelloboard.Style]color.Color{}
	for _, style := range []othelloboard.Style{othelloboard.StyleClassic, othelloboard.StyleWalnut} {
		u.board.SetStyle(style)
		u.dialogs.showRules()
		if u.dialogs.rules == nil {
			t.Fatal("no Rules dialog")
		}
		var boards []*fyne.Container
		walk(t, u.dialogs.rules, func(o fyne.CanvasObject) {
			if c, ok := o.(*fyne.Container); ok && c.Layout == nil {
				boards = append(boards, c)
			}
		})
		if len(boards) != 2 {
			t.Fatalf("%d small boards, want before and after", len(boards))
		}
		felts[style] = boards[0].Objects[0].(*canvas.Rectangle).FillColor
		u.win.Canvas().Overlays().Top().Hide()
	}
	if felts[othelloboard.StyleClassic] == felts[othelloboard.StyleWalnut] {
		t.Errorf("the diagram's felt is %v in both styles", felts[othelloboard.StyleClassic])
	}
}
