// The number flags with their ranges: int, duration and float flags
// declared with the values they take (a range, with holes, open at its
// ends, or on the board's size), refused outside them with the flag and
// the range named, the range shown in the help.

package cli

import (
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// noMax is the upper bound of a range that has none.
const noMax = math.MaxInt

// intValue is an int flag whose values lie in lo..hi: parseArgs refuses
// any other, naming the flag and the range, and the help shows the range.
type intValue struct {
	p      *int
	lo, hi int
	says   string // the range in words, when lo..hi is only its widest
	// spans are the values allowed when not all of lo..hi are (train
	// --search-selectivity: 0 or 50-99); nil for all of them.
	spans []span
	// hiOn is the upper bound on n×n boards when it depends on n (arena
	// --plies: N*N-4), checked by Command.read, which knows n; nil for
	// none.
	hiOn func(n int) int
}

// span is a range of whole numbers, lo..hi.
type span struct{ lo, hi int }

// intSpansVar declares an int flag into *p whose values lie in one of
// spans, in increasing order.
func intSpansVar(fs *flag.FlagSet, p *int, name string, def int, spans []span, usage string) {
	*p = def
	fs.Var(&intValue{p: p, lo: spans[0].lo, hi: spans[len(spans)-1].hi, spans: spans}, name, usage)
}

// intFlag declares an int flag whose values lie in lo..hi (hi noMax for
// no upper bound).
func intFlag(fs *flag.FlagSet, name string, def, lo, hi int, usage string) *int {
	p := new(int)
	intVar(fs, p, name, def, lo, hi, usage)
	return p
}

// intVar is intFlag into *p.
func intVar(fs *flag.FlagSet, p *int, name string, def, lo, hi int, usage string) {
	*p = def
	fs.Var(&intValue{p: p, lo: lo, hi: hi}, name, usage)
}

func (v *intValue) Set(s string) error {
	n, err := strconv.ParseInt(s, 0, strconv.IntSize)
	if err != nil {
		return err
	}
	if !v.allows(int(n)) {
		return &rangeError{value: fmt.Sprint(n), bounds: v.bounds()}
	}
	*v.p = int(n)
	return nil
}

func (v *intValue) String() string {
	if v == nil || v.p == nil {
		return "0"
	}
	return strconv.Itoa(*v.p)
}

func (v *intValue) Get() any { return *v.p }

// allows reports whether n is one of v's values.
func (v *intValue) allows(n int) bool {
	if v.spans == nil {
		return n >= v.lo && n <= v.hi
	}
	for _, s := range v.spans {
		if n >= s.lo && n <= s.hi {
			return true
		}
	}
	return false
}

func (v *intValue) bounds() string {
	switch {
	case v.spans != nil:
		var words []string
		for _, s := range v.spans {
			if s.lo == s.hi {
				words = append(words, fmt.Sprint(s.lo))
			} else {
				words = append(words, fmt.Sprintf("%d-%d", s.lo, s.hi))
			}
		}
		last := len(words) - 1
		if last == 0 {
			return words[0]
		}
		return strings.Join(words[:last], ", ") + " or " + words[last]
	case v.says != "":
		return v.says
	case v.hi == noMax:
		return fmt.Sprintf("at least %d", v.lo)
	case v.lo < 0:
		return fmt.Sprintf("%d to %d", v.lo, v.hi)
	}
	return fmt.Sprintf("%d-%d", v.lo, v.hi)
}

// boundOnSize gives the int flag name of fs the upper bound hiOn(n) on
// n×n boards, worded says: its declared bounds are only its widest
// (arena --plies: 0 to N*N-4, 96 on 10x10).
func boundOnSize(fs *flag.FlagSet, name, says string, hiOn func(n int) int) {
	v := fs.Lookup(name).Value.(*intValue)
	v.says, v.hiOn = says, hiOn
}

// durationValue is a duration flag whose values lie in lo..hi, as
// intValue.
type durationValue struct {
	p      *time.Duration
	lo, hi time.Duration
}

// durationFlag declares a duration flag whose values lie in lo..hi.
func durationFlag(fs *flag.FlagSet, name string, def, lo, hi time.Duration, usage string) *time.Duration {
	p := new(time.Duration)
	*p = def
	fs.Var(&durationValue{p: p, lo: lo, hi: hi}, name, usage)
	return p
}

func (v *durationValue) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		return err
	}
	if d < v.lo || d > v.hi {
		return &rangeError{value: d.String(), bounds: v.bounds()}
	}
	*v.p = d
	return nil
}

func (v *durationValue) String() string {
	if v == nil || v.p == nil {
		return "0s"
	}
	return v.p.String()
}

func (v *durationValue) Get() any { return *v.p }

func (v *durationValue) bounds() string {
	if v.hi == math.MaxInt64 {
		return fmt.Sprintf("at least %v", v.lo)
	}
	return fmt.Sprintf("between %v and %v", v.lo, v.hi)
}

// floatValue is a float flag whose values lie in lo..hi (hi +Inf for no
// upper bound), or strictly between them when open, as intValue.
type floatValue struct {
	p      *float64
	lo, hi float64
	open   bool
}

// openFloatVar declares a float flag into *p whose values lie strictly
// between lo and hi (train --network-lr: a step of 0 or 1 learns nothing
// or diverges).
func openFloatVar(fs *flag.FlagSet, p *float64, name string, def, lo, hi float64, usage string) {
	*p = def
	fs.Var(&floatValue{p: p, lo: lo, hi: hi, open: true}, name, usage)
}

// floatVar declares a float flag into *p whose values lie in lo..hi.
func floatVar(fs *flag.FlagSet, p *float64, name string, def, lo, hi float64, usage string) {
	*p = def
	fs.Var(&floatValue{p: p, lo: lo, hi: hi}, name, usage)
}

func (v *floatValue) Set(s string) error {
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return err
	}
	if !(x >= v.lo && x <= v.hi) || v.open && (x == v.lo || x == v.hi) { // NaN too
		return &rangeError{value: fmt.Sprint(x), bounds: v.bounds()}
	}
	*v.p = x
	return nil
}

func (v *floatValue) String() string {
	if v == nil || v.p == nil {
		return "0"
	}
	return strconv.FormatFloat(*v.p, 'g', -1, 64)
}

func (v *floatValue) Get() any { return *v.p }

func (v *floatValue) bounds() string {
	switch {
	case v.open:
		return fmt.Sprintf("strictly between %g and %g", v.lo, v.hi)
	case math.IsInf(v.hi, 1):
		return fmt.Sprintf("at least %g", v.lo)
	}
	return fmt.Sprintf("%g-%g", v.lo, v.hi)
}

// rangeError is a value out of its flag's range.
type rangeError struct{ value, bounds string }

func (e *rangeError) Error() string { return e.value + " is not " + e.bounds }

// valueError is a flag's value of the wrong shape, in the words of the
// flag's own reader (--shard: "4/3: I is not 1-3").
type valueError struct{ why string }

func (e *valueError) Error() string { return e.why }

// boundsOf is the range a flag's values must lie in, as its help and its
// errors say it ("1-60"), or "" for a flag declared without one.
func boundsOf(fl *flag.Flag) string {
	if b, ok := fl.Value.(interface{ bounds() string }); ok {
		return b.bounds()
	}
	return ""
}

// flagGiven reports whether the flag name was given on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
