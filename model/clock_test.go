package model_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"othello/model"
)

func TestTimeControlText(t *testing.T) {
	for _, c := range []struct {
		tc       model.TimeControl
		say, ggf string
	}{
		{model.TimeControl{}, "none", "00:00/00:00/00:00"},
		{model.TimeControl{Main: time.Minute}, "1+0", "01:00/00:00/00:00"},
		{model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}, "3+2", "03:00/00:02/00:00"},
		{model.TimeControl{Main: 15 * time.Minute, Increment: 10 * time.Second}, "15+10", "15:00/00:10/00:00"},
		{model.TimeControl{Main: 90 * time.Minute}, "90+0", "1:30:00/00:00/00:00"},
		{model.TimeControl{Main: time.Second}, "00:01+0", "00:01/00:00/00:00"},
		{model.TimeControl{Main: 2 * time.Minute, Increment: 1500 * time.Millisecond}, "2+1.5", "02:00/00:01.50/00:00"},
	} {
		if got := c.tc.String(); got != c.say {
			t.Errorf("%v says %q, want %q", c.tc, got, c.say)
		}
		if got := c.tc.GGF(); got != c.ggf {
			t.Errorf("%v in GGF is %q, want %q", c.tc, got, c.ggf)
		}
		back, err := model.ParseTimeControl(c.tc.GGF())
		if err != nil || back != c.tc {
			t.Errorf("%q reads back as %v, %v; want %v", c.tc.GGF(), back, err, c.tc)
		}
	}
}

func TestParseTimeControl(t *testing.T) {
	for _, c := range []struct {
		text string
		want model.TimeControl
		err  string
	}{
		{"15:00//02:00", model.TimeControl{Main: 15 * time.Minute}, ""}, // GGS's default: the extension is dropped
		{"01:00/00:00/02:00", model.TimeControl{Main: time.Minute}, ""},
		{"05:00/00:02", model.TimeControl{Main: 5 * time.Minute, Increment: 2 * time.Second}, ""},
		{" 10:00/5/ ", model.TimeControl{Main: 10 * time.Minute, Increment: 5 * time.Second}, ""},
		{"1:00:00", model.TimeControl{Main: time.Hour}, ""},
		{"90", model.TimeControl{Main: 90 * time.Second}, ""},
		{"0.5", model.TimeControl{Main: 500 * time.Millisecond}, ""},
		{"//02:00", model.TimeControl{}, ""}, // no main time: no clock
		{"", model.TimeControl{}, ""},
		{"1/2/3/4", model.TimeControl{}, "too many"},
		{"ten minutes", model.TimeControl{}, "want [[hours:]minutes:]seconds"},
		{"05:61", model.TimeControl{}, "want"},
		{"1:2:3:4", model.TimeControl{}, "want"},
		{"-5:00", model.TimeControl{}, "want"},
		{"1.5:00", model.TimeControl{}, "want"},
	} {
		got, err := model.ParseTimeControl(c.text)
		switch {
		case c.err == "" && (err != nil || got != c.want):
			t.Errorf("ParseTimeControl(%q) = %v, %v; want %v", c.text, got, err, c.want)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseTimeControl(%q) = %v, %v; want an error with %q", c.text, got, err, c.err)
		}
	}
}

// A timed game written to GGF and read back: the clock (TI), the time
// noted on each move, the times left they give, and a loss on time.
func TestGGFClockRoundTrip(t *testing.T) {
	g, err := model.ParseGame("f5d6c3d3c4f4f6")
	if err != nil {
		t.Fatal(err)
	}
	tc := model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}
	spent := []float64{1.5, 4.25, 0.5, 10, 2, 3.75, 60}
	for _, lost := range []bool{false, true} {
		r := model.NewGGFRecord(g.Clone(), model.GGFHeader{Clock: tc, LostOnTime: lost, Loser: model.White})
		for _, s := range spent {
			r.Notes = append(r.Notes, model.GGFMove{Time: s, HasTime: true})
		}
		text := r.String()
		if !strings.Contains(text, "TI[03:00/00:02/00:00]") || !strings.Contains(text, "B[F5//1.5]W[D6//4.25]") {
			t.Errorf("written as %s", text)
		}
		if re := strings.Contains(text, "RE[+64.00:t]"); re != lost {
			t.Errorf("lost on time %v, written as %s", lost, text)
		}
		back, err := model.ParseGGF(text)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := back.TimeControl(); !ok || got != tc {
			t.Errorf("the clock reads back as %v, %v", got, ok)
		}
		left, times, ok := back.ClockTimes(tc)
		// Black moved 4 times (1.5+0.5+2+60 s), White 3 (4.25+10+3.75 s)
		want := [2]time.Duration{3*time.Minute + 4*2*time.Second - 64*time.Second, 3*time.Minute + 3*2*time.Second - 18*time.Second}
		if !ok || left != want || len(times) != len(spent) || times[1] != 4250*time.Millisecond {
			t.Errorf("clock times %v %v %v, want %v", left, times, ok, want)
		}
		loser, onTime := back.LostOnTime()
		if onTime != lost || lost && loser != model.White {
			t.Errorf("lost on time: %v %v, want %v White", loser, onTime, lost)
		}
	}
}

func TestGGFWithoutClock(t *testing.T) {
	r, err := model.ParseGGF("(;GM[Othello]PB[a]PW[b]TI[15:00//02:00]TY[8]RE[-40.00:r]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5]W[F6];)")
	if err != nil {
		t.Fatal(err)
	}
	tc, ok := r.TimeControl()
	if !ok || tc != (model.TimeControl{Main: 15 * time.Minute}) {
		t.Errorf("TI read as %v, %v", tc, ok)
	}
	if left, times, ok := r.ClockTimes(tc); ok || times != nil || left != [2]time.Duration{15 * time.Minute, 15 * time.Minute} {
		t.Errorf("no move times, yet %v %v %v", left, times, ok)
	}
	if _, onTime := r.LostOnTime(); onTime {
		t.Error("a resignation read as a loss on time")
	}
	if _, ok := model.NewGGFGame(model.NewGame()).TimeControl(); ok {
		t.Error("a record with no TI has a clock")
	}
	if s := model.NewGGFGame(model.NewGame()).String(); strings.Contains(s, "TI[") {
		t.Errorf("an untimed game is written with a clock: %s", s)
	}
}

// A record's clocks, as a game opened to play on takes them: the time
// left after the moves, none for the side whose flag fell, the moves'
// times; none without TI.
func TestGGFClocks(t *testing.T) {
	g, err := model.ParseGame("f5d6c3")
	if err != nil {
		t.Fatal(err)
	}
	tc := model.TimeControl{Main: time.Minute, Increment: time.Second}
	for _, tc2 := range []struct {
		name   string
		header model.GGFHeader
		spent  []float64
		want   *model.KeptClocks
	}{
		{"played on", model.GGFHeader{Clock: tc}, []float64{10, 20, 5},
			&model.KeptClocks{Control: tc, Left: [2]time.Duration{47 * time.Second, 41 * time.Second}, Spent: []time.Duration{10 * time.Second, 20 * time.Second, 5 * time.Second}}},
		{"White's flag fell", model.GGFHeader{Clock: tc, LostOnTime: true, Loser: model.White}, []float64{10, 20, 5},
			&model.KeptClocks{Control: tc, Left: [2]time.Duration{47 * time.Second, 0}, Spent: []time.Duration{10 * time.Second, 20 * time.Second, 5 * time.Second}}},
		{"more spent than there was", model.GGFHeader{Clock: tc}, []float64{90, 1, 1},
			&model.KeptClocks{Control: tc, Left: [2]time.Duration{0, time.Minute}, Spent: []time.Duration{90 * time.Second, time.Second, time.Second}}},
		{"no clock", model.GGFHeader{}, nil, nil},
	} {
		r := model.NewGGFRecord(g.Clone(), tc2.header)
		for _, s := range tc2.spent {
			r.Notes = append(r.Notes, model.GGFMove{Time: s, HasTime: true})
		}
		back, err := model.ParseGGF(r.String())
		if err != nil {
			t.Fatal(err)
		}
		got, ok := back.Clocks()
		switch {
		case tc2.want == nil && ok:
			t.Errorf("%s: clocks %+v", tc2.name, got)
		case tc2.want != nil && (!ok || got.Control != tc2.want.Control || got.Left != tc2.want.Left || !slices.Equal(got.Spent, tc2.want.Spent)):
			t.Errorf("%s: clocks %+v (%v), want %+v", tc2.name, got, ok, *tc2.want)
		}
	}
}

// The players' spelling of a time control reads back what String writes,
// and refuses what is not one.
func TestParseClock(t *testing.T) {
	tests := []struct {
		in   string
		want model.TimeControl
		err  string
	}{
		{"3+2", model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}, ""},
		{"1+0.5", model.TimeControl{Main: time.Minute, Increment: 500 * time.Millisecond}, ""},
		{"0:30+0", model.TimeControl{Main: 30 * time.Second}, ""},
		{" 1:00:00+5 ", model.TimeControl{Main: time.Hour, Increment: 5 * time.Second}, ""},
		{"none", model.TimeControl{}, ""},
		{"0", model.TimeControl{}, ""},
		{"10000+3600", model.TimeControl{Main: 10000 * time.Minute, Increment: time.Hour}, ""},
		// the errors say what MIN+SEC, the flags' help, accepts
		{"3", model.TimeControl{}, `time control "3": want MIN+SEC, minutes each and seconds of increment a move, such as 3+2`},
		{"x+2", model.TimeControl{}, `MIN "x": want minutes (3, 1.5) or m:ss or h:mm:ss (0:30, 1:00:00)`},
		{"-1+2", model.TimeControl{}, `MIN "-1": want minutes`},
		{"1:70+0", model.TimeControl{}, `MIN "1:70": want minutes (3, 1.5) or m:ss or h:mm:ss (0:30, 1:00:00), at most 10000 minutes`},
		{"1:00:00:00+0", model.TimeControl{}, `MIN "1:00:00:00": want minutes`},
		{"200:00:00+0", model.TimeControl{}, `MIN "200:00:00": want minutes (3, 1.5) or m:ss or h:mm:ss (0:30, 1:00:00), at most 10000 minutes`},
		{"99999+0", model.TimeControl{}, `MIN "99999" is over the limit of 10000 minutes`},
		{"3+y", model.TimeControl{}, `SEC "y": want seconds of increment (2, 0.5)`},
		{"3+5000", model.TimeControl{}, `SEC "5000" is over the limit of 3600 seconds`},
		{"0+2", model.TimeControl{}, "MIN is 0: want some minutes, such as 3+2, or none for no clock"},
		{"0:00+0", model.TimeControl{}, "MIN is 0"},
	}
	for _, tt := range tests {
		got, err := model.ParseClock(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseClock(%q) = %v, %v; want an error with %q", tt.in, got, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseClock(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
		if tt.want.On() {
			if back, err := model.ParseClock(got.String()); err != nil || back != got {
				t.Errorf("ParseClock(%q) = %v, %v; want %v back", got.String(), back, err, got)
			}
		}
	}
}
