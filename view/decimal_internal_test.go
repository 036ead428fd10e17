package view

import (
	"strings"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/engine"
	"othello/model"
	"othello/strategy"
	"othello/view/kit"
	"othello/view/othellowords"
)

// TestNumbersUseTheLanguagesDecimalMark: every number with decimals the
// window writes takes the language's mark, 0,45 in French and 0.45 in
// Japanese, and keeps its sign.
func TestNumbersUseTheLanguagesDecimalMark(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	geo8, _ := model.GeometryOf(8)
	hint := &strategy.SizedResult{Move: geo8.Cell(5, 4), Score: 140, Depth: 9}
	thought := &controller.Thought{Progress: strategy.Progress{Depth: 14, Score: -320, Nodes: 2_100_000, Time: time.Second}, Color: model.White}
	texts := []struct {
		name string
		text func() string
	}{
		{"a move's score", func() string { return othellowords.MoveScore(strategy.SizedResult{Score: 45}) }},
		{"a lost move's score", func() string { return othellowords.MoveScore(strategy.SizedResult{Score: -150}) }},
		{"a score of nothing", func() string { return othellowords.MoveScore(strategy.SizedResult{}) }},
		{"the hint line", func() string { return othellowords.HintText(hint, geo8) }},
		{"the thinking line", func() string { return othellowords.ThoughtText(thought, geo8) }},
		{"the sheet's score", func() string { return discsText(-2.3, false) }},
		{"the clock's tenths", func() string { return kit.ClockFace(9400 * time.Millisecond) }},
		{"a clock of a minute and a half", func() string {
			return kit.ClockLabel(model.TimeControl{Main: 90 * time.Second, Increment: 1500 * time.Millisecond})
		}},
		{"an engine's time a move", func() string {
			return playsByText(controller.EngineEntry{Protocol: engine.GTP, MoveTime: 2500 * time.Millisecond})
		}},
	}
	want := map[string][]string{
		"fr": {"+0,5", "-1,5", "0,0", "+1,4", "-3,2 · 2,1 M", "-2,3", "00:09,4", "1:30+1,5\u00a0: 1,5 min", "2,5 s"},
		"ja": {"+0.5", "-1.5", "0.0", "+1.4", "-3.2 · 2.1M", "-2.3", "00:09.4", "1:30+1.5", "2.5秒"},
	}
	for _, code := range []string{"fr", "ja"} {
		setLanguage(code)
		for i, c := range texts {
			if got := c.text(); !strings.Contains(got, want[code][i]) {
				t.Errorf("%s, %s: %q, want it to hold %q", code, c.name, got, want[code][i])
			}
		}
	}
}

// TestFieldsReadEitherDecimalMark: a custom clock typed with a comma, as a
// French player writes it, reads as with a point, and is written back
// with the language's mark.
func TestFieldsReadEitherDecimalMark(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	setLanguage("fr")
	for _, typed := range []string{"1,5", "1.5", " 1,5 "} {
		tc, err := kit.CustomClock(typed, "0,5")
		if err != nil || tc.Main != 90*time.Second || tc.Increment != 500*time.Millisecond {
			t.Errorf("kit.CustomClock(%q, 0,5) = %v, %v; want 1.5 min + 0.5 s", typed, tc, err)
		}
	}
	if got := kit.MinutesText(90 * time.Second); got != "1,5" {
		t.Errorf("kit.MinutesText(1m30s) in French = %q, want 1,5", got)
	}
}
