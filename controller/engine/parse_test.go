package engine

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
)

// The answers to go as engines write them: ours, NBoard's example, Edax's.
func TestNBoardMoveAnswers(t *testing.T) {
	tests := []struct {
		line  string
		move  model.Square
		score int
		time  time.Duration
	}{
		{"=== F5", model.F5, 0, 0},
		{"=== F5/0.50/1.25", model.F5, 50, 1250 * time.Millisecond},
		{"=== f5//2", model.F5, 0, 2 * time.Second},
		{"=== d6 -1.00 0.0", model.D6, -100, 0},
		{"=== PA", model.Pass, 0, 0},
	}
	for _, tt := range tests {
		r, err := nboardMove(tt.line)
		if err != nil || r.Move != tt.move || r.Score != tt.score || r.Time != tt.time {
			t.Errorf("%q: %+v, %v", tt.line, r, err)
		}
	}
	for _, bad := range []string{"===", "=== Z9", "=== F5/x", "=== F5/1/2/3"} {
		if r, err := nboardMove(bad); err == nil {
			t.Errorf("%q: %+v; want garbage", bad, r)
		} else if k, _ := KindOf(err); k != Garbage {
			t.Errorf("%q: %v; want garbage", bad, err)
		}
	}
}

// search and book lines: the PV in its forms, the evaluation a number or a
// pair, the depth as written.
func TestNBoardHintLines(t *testing.T) {
	tests := []struct {
		rest  string
		book  bool
		pv    []model.Square
		eval  float64
		depth string
	}{
		{"F5D6C3 0.50 0 12", false, []model.Square{model.F5, model.D6, model.C3}, 0.5, "12"},
		{"F5-d6-C3 -2 0 18@95% freeform", false, []model.Square{model.F5, model.D6, model.C3}, -2, "18@95%"},
		{"PAa1 (1.5,2.5) 0 3", false, []model.Square{model.Pass, model.A1}, 1.5, "3"},
		{"c4 3.00 1234 40", true, []model.Square{model.C4}, 3, "40"},
	}
	for _, tt := range tests {
		h := parseHint(tt.rest, tt.book)
		if h == nil || h.Move != tt.pv[0] || !slices.Equal(h.PV, tt.pv) || h.Eval != tt.eval || h.Depth != tt.depth || h.Book != tt.book {
			t.Errorf("%q: %+v", tt.rest, h)
		}
	}
	for _, bad := range []string{"", "F5", "Z9 1 0 2", "F5 many 0 2"} {
		if h := parseHint(bad, false); h != nil {
			t.Errorf("%q: %+v; want nothing", bad, h)
		}
	}
}

// The program starts in its working directory: a relative path to it is
// taken from there.
func TestWorkingDirectory(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, _ := watched(t, Config{Protocol: GTP, Argv: []string{"./" + filepath.Base(fakeBin), "gtp", "good"}, Dir: filepath.Dir(fakeBin)})
	playedOut(t, PlayGame(ctx, e, Builtin("random", strategy.NewRandom(2)), nil))
}
