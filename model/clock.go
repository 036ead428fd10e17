// Time controls: a game clock's main time and increment, written as GGF
// writes them (TI[15:00/00:05/00:00]), and the clocks a GGF record's move
// times give back.

package model

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"othello/model/bounded"
)

// TimeControl is a game clock, the same for both sides: Main time each,
// plus Increment after each move a side makes (Fischer). The zero value is
// no clock.
type TimeControl struct {
	Main, Increment time.Duration
}

// On reports whether the game is played on a clock.
func (t TimeControl) On() bool { return t.Main > 0 }

// String writes the control as players say it: minutes + seconds of
// increment, "3+2"; a main time that is not whole minutes in m:ss,
// "0:30+0"; "none" without a clock.
func (t TimeControl) String() string {
	if !t.On() {
		return "none"
	}
	main := strconv.FormatInt(int64(t.Main/time.Minute), 10)
	if t.Main%time.Minute != 0 {
		main = clockText(t.Main)
	}
	inc := strconv.FormatFloat(t.Increment.Seconds(), 'f', -1, 64)
	return main + "+" + inc
}

// GGF writes the control as the value of GGF's TI property: the main
// time, the increment and the extension (always none here), each as
// [h:]mm:ss, such as "15:00/00:05/00:00".
func (t TimeControl) GGF() string {
	return clockText(t.Main) + "/" + clockText(t.Increment) + "/" + clockText(0)
}

// clockText writes d as mm:ss, or h:mm:ss from an hour, with the
// hundredths of a second when there are some ("00:01.50").
func clockText(d time.Duration) string {
	d = d.Round(10 * time.Millisecond)
	h, m := d/time.Hour, d%time.Hour/time.Minute
	s := d % time.Minute
	sec := fmt.Sprintf("%02d", s/time.Second)
	if frac := s % time.Second; frac != 0 {
		sec += fmt.Sprintf(".%02d", frac/(10*time.Millisecond))
	}
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%s", h, m, sec)
	}
	return fmt.Sprintf("%02d:%s", m, sec)
}

// ParseTimeControl reads a value of GGF's TI property: main time, then
// optionally "/" and the increment, then "/" and the extension, each
// [[h:]m:]s with the seconds possibly decimal and any part possibly empty
// ("15:00//02:00" is 15 minutes, no increment, a 2-minute extension). The
// extension (a grace period GGS gives at a penalty) is read and dropped:
// this game plays none.
func ParseTimeControl(v string) (TimeControl, error) {
	parts := strings.Split(strings.TrimSpace(v), "/")
	if len(parts) > 3 {
		return TimeControl{}, fmt.Errorf("time %s: too many '/'; want main/increment/extension", bounded.Quote(v))
	}
	var times [3]time.Duration
	for i, p := range parts {
		d, err := parseClockTime(p)
		if err != nil {
			return TimeControl{}, fmt.Errorf("time %s: %v", bounded.Quote(v), err)
		}
		times[i] = d
	}
	if times[0] <= 0 {
		return TimeControl{}, nil // no main time: no clock
	}
	return TimeControl{Main: times[0], Increment: times[1]}, nil
}

// The bounds of ParseClock's time controls: a week of main time, an
// hour of increment.
const (
	maxClockMinutes   = 10000
	maxClockIncrement = 3600 // seconds
)

// ParseClock reads a time control as players write it, and String
// writes it: minutes, "+", and the seconds of increment, "3+2"; the main
// time may be m:ss or h:mm:ss instead of minutes ("0:30+0"), and the
// increment decimal ("1+0.5"). "none" (or "0") is no clock. It is the
// value of the commands' --tc flags and tc= settings, as cutechess
// spells a time control; its errors speak of MIN+SEC, as their help does.
func ParseClock(v string) (TimeControl, error) {
	v = strings.TrimSpace(v)
	if strings.EqualFold(v, "none") || v == "0" || v == "" {
		return TimeControl{}, nil
	}
	fail := func(format string, args ...any) (TimeControl, error) {
		return TimeControl{}, fmt.Errorf("time control %s: %s", bounded.Quote(v), fmt.Sprintf(format, args...))
	}
	main, inc, ok := strings.Cut(v, "+")
	if !ok {
		return fail("want MIN+SEC, minutes each and seconds of increment a move, such as 3+2")
	}
	main = strings.TrimSpace(main)
	var m time.Duration
	if strings.Contains(main, ":") {
		d, err := parseClockTime(main)
		if err != nil || d > maxClockMinutes*time.Minute {
			return fail("MIN %s: want minutes (3, 1.5) or m:ss or h:mm:ss (0:30, 1:00:00), at most %d minutes", bounded.Quote(main), maxClockMinutes)
		}
		m = d
	} else {
		f, err := strconv.ParseFloat(main, 64)
		switch {
		case err != nil || f < 0 || math.IsNaN(f) || math.IsInf(f, 0):
			return fail("MIN %s: want minutes (3, 1.5) or m:ss or h:mm:ss (0:30, 1:00:00)", bounded.Quote(main))
		case f > maxClockMinutes:
			return fail("MIN %s is over the limit of %d minutes", bounded.Quote(main), maxClockMinutes)
		}
		m = time.Duration(math.Round(f*60*1000)) * time.Millisecond
	}
	inc = strings.TrimSpace(inc)
	i, err := strconv.ParseFloat(inc, 64)
	switch {
	case err != nil || i < 0 || math.IsNaN(i) || math.IsInf(i, 0):
		return fail("SEC %s: want seconds of increment (2, 0.5)", bounded.Quote(inc))
	case i > maxClockIncrement:
		return fail("SEC %s is over the limit of %d seconds", bounded.Quote(inc), maxClockIncrement)
	case m <= 0:
		return fail("MIN is 0: want some minutes, such as 3+2, or none for no clock")
	}
	return TimeControl{Main: m, Increment: time.Duration(math.Round(i*1000)) * time.Millisecond}, nil
}

// parseClockTime reads [[h:]m:]s, the seconds possibly decimal; an empty
// text is zero.
func parseClockTime(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	fields := strings.Split(s, ":")
	if len(fields) > 3 {
		return 0, fmt.Errorf("%s: want [[hours:]minutes:]seconds", bounded.Quote(s))
	}
	var total float64
	for i, f := range fields {
		last := i == len(fields)-1
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || v < 0 || math.IsInf(v, 0) || (!last && v != math.Trunc(v)) || (i > 0 && v >= 60) {
			return 0, fmt.Errorf("%s: want [[hours:]minutes:]seconds", bounded.Quote(s))
		}
		total = total*60 + v
	}
	if total > 1e6 {
		return 0, fmt.Errorf("%s is too long for a game", bounded.Quote(s))
	}
	return time.Duration(math.Round(total*1000)) * time.Millisecond, nil
}

// TimeControl returns the clock the record was played on, from its TI
// property; false when it has none (or none that can be read, or one with
// no main time).
func (r *GGFGame) TimeControl() (TimeControl, bool) {
	v, ok := r.Prop("TI")
	if !ok {
		return TimeControl{}, false
	}
	tc, err := ParseTimeControl(v)
	return tc, err == nil && tc.On()
}

// ClockTimes returns what the record tells of the clocks: each side's
// time left after its moves (the main time, plus the increment for each
// move, less the time noted on each), and the time noted on each move.
// Without any time on the moves it returns the main time for both and no
// times, and false.
func (r *GGFGame) ClockTimes(tc TimeControl) (left [2]time.Duration, spent []time.Duration, ok bool) {
	left = [2]time.Duration{tc.Main, tc.Main}
	for _, n := range r.Notes {
		ok = ok || n.HasTime
	}
	if !ok {
		return left, nil, false
	}
	spent = make([]time.Duration, len(r.Notes))
	cells := r.Game.Cells()
	for i, n := range r.Notes {
		mover := r.Game.SizedAt(i).Turn
		if cells[i] == CellPass {
			continue // a pass is played for the side: no time, no increment
		}
		if n.HasTime && n.Time > 0 {
			spent[i] = time.Duration(math.Round(n.Time*1000)) * time.Millisecond
		}
		left[mover] += tc.Increment - spent[i]
	}
	return left, spent, true
}

// LostOnTime reports the side whose flag fell, from the result RE[-64.00:t]
// (the ":t" flag, time out; the sign says who won): false when the game
// did not end on time.
func (r *GGFGame) LostOnTime() (Color, bool) {
	v, ok := r.Prop("RE")
	if !ok {
		return Black, false
	}
	score, flag, ok := strings.Cut(strings.TrimSpace(v), ":")
	if !ok || strings.TrimSpace(flag) != "t" {
		return Black, false
	}
	d, err := strconv.ParseFloat(strings.TrimSpace(score), 64)
	switch {
	case err != nil || d == 0:
		return Black, false
	case d < 0:
		return Black, true
	}
	return White, true
}

// Clocks are the record's clocks where it was played on one (TI): the time
// each side had left after its moves, none for the side whose flag fell,
// and each move's time; false for a game on no clock. A game file opened
// to play on goes on from them.
func (r *GGFGame) Clocks() (KeptClocks, bool) {
	tc, ok := r.TimeControl()
	if !ok {
		return KeptClocks{}, false
	}
	left, spent, _ := r.ClockTimes(tc)
	if loser, lost := r.LostOnTime(); lost {
		left[loser] = 0
	}
	return KeptClocks{Control: tc, Left: [2]time.Duration{max(left[0], 0), max(left[1], 0)}, Spent: spent}, true
}
