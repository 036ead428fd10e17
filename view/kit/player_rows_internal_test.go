package kit

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/model"
	"othello/view/i18n"
)

func newTestRows() *PlayerRows {
	return NewPlayerRows([2]fyne.CanvasObject{canvas.NewCircle(nil), canvas.NewCircle(nil)}, [2]string{"Black", "White"})
}

// The rows show the names, counts, marks and clocks they are told: the
// winner's row highlighted and its count in the accent colour, a clock
// hidden until it has a time, then bold while it runs and red in its last
// ten seconds.
func TestPlayerRowsShowWhatTheyAreTold(t *testing.T) {
	test.NewTempApp(t)
	p := newTestRows()
	black, white := p.Rows[0], p.Rows[1]
	if black.Name.Text != "Black" || white.Name.Text != "White" || !black.ClockBox.Hidden || !white.ClockBox.Hidden {
		t.Fatalf("new rows: %q and %q, clocks hidden %v and %v", black.Name.Text, white.Name.Text, black.ClockBox.Hidden, white.ClockBox.Hidden)
	}
	p.SetName(1, "Second")
	p.SetCount(0, "12")
	p.SetCount(1, "")
	p.Mark(true, 1, 0) // over: the winner's row, not the side to move's
	if white.Name.Text != "Second" || black.Count.Text != "12" || white.Count.Text != "" || black.Highlight.Hidden || !white.Highlight.Hidden {
		t.Errorf("rows %q %q (highlight hidden %v), %q %q (hidden %v)", black.Name.Text, black.Count.Text, black.Highlight.Hidden, white.Name.Text, white.Count.Text, white.Highlight.Hidden)
	}
	if black.Count.Color != theme.Color(theme.ColorNamePrimary) || white.Count.Color != theme.Color(theme.ColorNameForeground) {
		t.Errorf("the winner's count in %v, the other's in %v", black.Count.Color, white.Count.Color)
	}
	tc := model.TimeControl{Main: time.Minute}
	p.SetClock(0, tc, 5*time.Second, true)
	p.SetClock(1, tc, 50*time.Second, false)
	if black.ClockBox.Hidden || black.Clock.Text != "00:05.0" || !black.Clock.TextStyle.Bold || black.Clock.Color != theme.Color(theme.ColorNameError) {
		t.Errorf("Black's clock running out: %q bold %v in %v, hidden %v", black.Clock.Text, black.Clock.TextStyle.Bold, black.Clock.Color, black.ClockBox.Hidden)
	}
	if white.ClockBox.Hidden || white.Clock.Text != "00:50" || white.Clock.TextStyle.Bold || white.Clock.Color != theme.Color(theme.ColorNamePlaceHolder) {
		t.Errorf("White's clock waiting: %q bold %v in %v, hidden %v", white.Clock.Text, white.Clock.TextStyle.Bold, white.Clock.Color, white.ClockBox.Hidden)
	}
	p.HideClock(0)
	if !black.ClockBox.Hidden || white.ClockBox.Hidden {
		t.Errorf("one clock hidden: %v and %v", black.ClockBox.Hidden, white.ClockBox.Hidden)
	}
}

// A change of theme redraws the rows in its colours: their canvas
// objects hold colours, which would otherwise stay the old theme's.
func TestPlayerRowsTakeANewThemesColours(t *testing.T) {
	a := test.NewTempApp(t)
	p := newTestRows()
	p.SetCount(0, "3")
	p.SetCount(1, "2")
	p.Mark(true, -1, 0)
	p.SetClock(1, model.TimeControl{Main: time.Minute}, 12*time.Second, false) // under a quarter of the main time
	old := theme.Color(theme.ColorNamePrimary)
	a.Settings().SetTheme(test.NewTheme())
	if theme.Color(theme.ColorNamePrimary) == old {
		t.Fatal("the new theme has the old one's accent colour")
	}
	black, white := p.Rows[0], p.Rows[1]
	for name, c := range map[string]struct {
		got  any
		want fyne.ThemeColorName
	}{
		"the winner's count": {black.Count.Color, theme.ColorNamePrimary},
		"the other count":    {white.Count.Color, theme.ColorNameForeground},
		"the highlight":      {black.Highlight.FillColor, theme.ColorNameSelection},
		"the low clock":      {white.Clock.Color, theme.ColorNameWarning},
	} {
		if c.got != theme.Color(c.want) {
			t.Errorf("%s in %v, the new theme's %s is %v", name, c.got, c.want, theme.Color(c.want))
		}
	}
}

// A clock's face is monospaced, and the monospaced font has no Chinese
// or Japanese glyphs: in every language the face holds digits, colons
// and the decimal mark only.
func TestClockFacesHoldNoWordsInAnyLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Set("en") })
	for _, code := range i18n.Languages() {
		i18n.Set(code)
		for _, d := range []time.Duration{9400 * time.Millisecond, 75 * time.Second, 2 * time.Hour} {
			if face := ClockFace(d); strings.Trim(face, "0123456789:.,") != "" {
				t.Errorf("%s: the face of %v is %q", code, d, face)
			}
		}
	}
}

// Mark is one rule for both games: the side to move while the game goes
// on (nobody while a question waits), the winner once it is over (nobody
// after a draw), the accent colour on the winner's count only.
func TestPlayerRowsMarkTheTurnThenTheWinner(t *testing.T) {
	test.NewTempApp(t)
	p := newTestRows()
	for _, tt := range []struct {
		name              string
		over              bool
		turn, winner      int
		highlit, accented [2]bool
	}{
		{"Black to move", false, 0, -1, [2]bool{true, false}, [2]bool{}},
		{"White to move", false, 1, -1, [2]bool{false, true}, [2]bool{}},
		{"a question waits", false, -1, -1, [2]bool{}, [2]bool{}},
		{"White won, Black was to move", true, 0, 1, [2]bool{false, true}, [2]bool{false, true}},
		{"a draw", true, 1, -1, [2]bool{}, [2]bool{}},
	} {
		p.Mark(tt.over, tt.turn, tt.winner)
		for i, r := range p.Rows {
			if lit := !r.Highlight.Hidden; lit != tt.highlit[i] {
				t.Errorf("%s: row %d highlighted %v", tt.name, i, lit)
			}
			if acc := r.Count.Color == theme.Color(theme.ColorNamePrimary); acc != tt.accented[i] {
				t.Errorf("%s: row %d's count in the accent colour %v", tt.name, i, acc)
			}
		}
	}
}
