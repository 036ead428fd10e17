package gomoku_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"othello/model"
	"othello/model/gomoku"
)

// A kept game reads back as it was written: its board, moves, who plays
// it, the opening that settled the colours and the clocks.
func TestUnfinishedRoundTrip(t *testing.T) {
	moves := func(text string) []gomoku.Square {
		ms, err := gomoku.ParseMoves(text, 15)
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	tests := []struct {
		name string
		kept gomoku.Unfinished
		want string // a line the file holds
	}{
		{"against the computer", gomoku.Unfinished{Moves: moves("h8 i9"), Size: 15, Rule: gomoku.Freestyle, Person: gomoku.White}, "# you play white"},
		{"two people", gomoku.Unfinished{Moves: moves("h8 i9 h9"), Size: 15, Rule: gomoku.Standard, TwoPeople: true, Person: gomoku.NoColor}, "# two people"},
		{"under swap2", gomoku.Unfinished{Moves: moves("h8 i9 j10 h9 h10 k11"), Size: 15, Rule: gomoku.Freestyle, Person: gomoku.Black, Opening: "swap2", Floor: 5}, "# opening swap2 5"},
		{"swap2 under way, the person second", gomoku.Unfinished{Moves: moves("h8 i9 j10 h9"), Size: 15, Rule: gomoku.Freestyle, Person: gomoku.NoColor, Opening: "swap2", UnderWay: true}, "# opening under way: swap2 second"},
		{"swap under way, the person first", gomoku.Unfinished{Moves: moves("h8"), Size: 15, Rule: gomoku.Freestyle, Person: gomoku.NoColor, Opening: "swap", UnderWay: true, First: true}, "# opening under way: swap first"},
		{"on a clock", gomoku.Unfinished{Moves: moves("h8"), Size: 15, Rule: gomoku.Freestyle, Person: gomoku.Black,
			Clock: model.TimeControl{Main: 5 * time.Minute}, Left: [2]time.Duration{290500 * time.Millisecond, 300 * time.Second}}, "# clock 5+0 left 290.5 300"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := string(tt.kept.Text())
			if !strings.Contains(text, tt.want+"\n") {
				t.Fatalf("written %q, want a line %q", text, tt.want)
			}
			back, err := gomoku.ReadUnfinished(text, 19, gomoku.Freestyle)
			if err != nil {
				t.Fatalf("read back %q: %v", text, err)
			}
			if !reflect.DeepEqual(*back, tt.kept) {
				t.Errorf("read back %+v, want %+v", *back, tt.kept)
			}
		})
	}
}

// A damaged file is refused with the reason; a move's error is the game
// file reader's, typed.
func TestReadUnfinishedRefuses(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"no colour", "# Gomoku 15x15 freestyle\nh8 i9\n", "which colour you play"},
		{"a bad clock", "# Gomoku 15x15 freestyle\nh8\n# you play black\n# clock 5+0 left x 300\n", "want a time control"},
		{"a negative time", "# Gomoku 15x15 freestyle\nh8\n# you play black\n# clock 5+0 left -1 300\n", "want a time control"},
		{"a bad opening line", "# Gomoku 15x15 freestyle\nh8 i9 j10\n# you play black\n# opening swap\n", "the opening line"},
		{"no moves", "# Gomoku 15x15 freestyle\n# you play black\n", "no moves"},
		{"an opening under way without its player", "# Gomoku 15x15 freestyle\nh8\n# opening under way: swap2\n", "first or second"},
	}
	for _, tt := range tests {
		if _, err := gomoku.ReadUnfinished(tt.text, 15, gomoku.Freestyle); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error saying %q", tt.name, err, tt.want)
		}
	}
	_, err := gomoku.ReadUnfinished("# Gomoku 15x15 freestyle\nh8 h8\n# you play black\n", 15, gomoku.Freestyle)
	if _, ok := errors.AsType[*gomoku.MoveError](err); !ok {
		t.Errorf("a stone played twice: %v (%T), want a *MoveError", err, err)
	}
}

// A game file says the opening that settled its colours in the line a
// kept game writes, read back as written; a file without one has none,
// and a damaged line is refused.
func TestOpeningLine(t *testing.T) {
	tests := []struct {
		name    string
		text    string
		opening string
		floor   int
		err     bool
	}{
		{"swap2 after five", "# Gomoku 15x15 freestyle\nh8 i9 j10 h9 h10 k11\n" + gomoku.OpeningText("swap2", 5), "swap2", 5, false},
		{"swap after three", "h8 i9 j10 h9\n" + gomoku.OpeningText("swap", 3), "swap", 3, false},
		{"none", "# Gomoku 15x15 freestyle\nh8 i9\n" + gomoku.OpeningText("swap", 0), "", 0, false},
		{"under way is not settled", "h8\n# opening under way: swap2 first\n", "", 0, false},
		{"damaged", "h8 i9 j10\n# opening swap2 three\n", "", 0, true},
	}
	for _, tt := range tests {
		opening, floor, err := gomoku.ReadOpening(tt.text)
		if opening != tt.opening || floor != tt.floor || (err != nil) != tt.err {
			t.Errorf("%s: %q %d %v, want %q %d (error %v)", tt.name, opening, floor, err, tt.opening, tt.floor, tt.err)
		}
	}
}

// A game file says its clock and the times left in a line of its own,
// read back to a tenth of a second; a file with none has no clock.
func TestClockLine(t *testing.T) {
	blitz := model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}
	tests := []struct {
		name string
		text string
		tc   model.TimeControl
		left [2]time.Duration
		ok   bool
		err  bool
	}{
		{"a flag fallen", "h8 i9\n" + gomoku.ClockText(blitz, [2]time.Duration{0, 171440 * time.Millisecond}), blitz, [2]time.Duration{0, 171400 * time.Millisecond}, true, false},
		{"beside an opening line", "h8 i9 j10 h9\n" + gomoku.OpeningText("swap", 3) + gomoku.ClockText(blitz, [2]time.Duration{time.Minute, 2 * time.Minute}), blitz, [2]time.Duration{time.Minute, 2 * time.Minute}, true, false},
		{"no clock", "h8 i9\n" + gomoku.ClockText(model.TimeControl{}, [2]time.Duration{time.Minute, time.Minute}), model.TimeControl{}, [2]time.Duration{}, false, false},
		{"damaged", "h8 i9\n# clock 3+2 left soon\n", model.TimeControl{}, [2]time.Duration{}, false, true},
	}
	for _, tt := range tests {
		tc, left, ok, err := gomoku.ReadClock(tt.text)
		if (err != nil) != tt.err || ok != tt.ok || ok && (tc != tt.tc || left != tt.left) {
			t.Errorf("%s: %v %v %v %v, want %v %v %v (error %v)", tt.name, tc, left, ok, err, tt.tc, tt.left, tt.ok, tt.err)
		}
	}
}
