package cli

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The argument rules of the commands, declared beside their flags and
// checked in one place (Command.read) before a command runs: the number
// of arguments each form takes (read from its synopsis, so the names the
// errors give are the synopsis's) and the range of those that are
// numbers, the range of each number flag (declared with the flag, so its
// help shows it: with holes, open, or on the board's size), the shape of
// a value read when given (--shard I/N, --tc MIN+SEC), the flags that
// exclude each other, the flags that need another (or another's value),
// a flag at most another, a repeated flag's count, and the required
// flags. What
// stays in the commands is about content: a malformed position, an
// unknown level, an unreadable file.

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

// flagPair is a rule on two flags: flags that exclude each other (why
// says what to do), a flag that needs one of others, or a flag whose
// value is at most another's.
type flagPair struct {
	flag string
	// others: conflicts and atMost: the one other flag; needs: any of
	// them, each a flag given or, written "NAME=VALUE", a flag whose
	// value (its default too) is VALUE (gomoku arena --plies needs
	// --opening free).
	others []string
	why    string
}

// flagCount is a flag given count times or more (tournament --player).
type flagCount struct {
	flag  string
	count int
}

// number is the value of an int or float flag.
func number(fl *flag.Flag) float64 {
	switch v := fl.Value.(flag.Getter).Get().(type) {
	case int:
		return float64(v)
	case float64:
		return v
	}
	panic("cli: " + fl.Name + " is not a number")
}

// arity is how many arguments a form takes after its flags, read from
// its synopsis: "DEPTH" one, "[POSITION]" none or one, "[SHARD_DIR...]"
// any number; or says a flag may stand for them (move's "(POSITION
// | --file BOARD.txt)").
type arity struct {
	names    []string // the arguments as the synopsis names them
	min, max int      // max noMax: no limit
	or       string   // the flag that may stand for the arguments
	orWord   string   // that flag as the synopsis writes it
}

// alternative is a synopsis of one argument or one flag instead, in
// parentheses, or in brackets when neither is needed (book check's
// "[FILE | --book FILE]").
var alternative = regexp.MustCompile(`^([(\[])(\S+) \| --(\S+) (\S+)[)\]]$`)

// arityOf reads the arguments' part of a synopsis; ok is false for one
// it does not read (a group's), whose sub-command is read instead.
func arityOf(s string) (a arity, ok bool) {
	if m := alternative.FindStringSubmatch(s); m != nil {
		a = arity{names: []string{m[2]}, min: 1, max: 1, or: m[3], orWord: "--" + m[3] + " " + m[4]}
		if m[1] == "[" {
			a.min = 0
		}
		return a, true
	}
	if strings.ContainsAny(s, "()") {
		return arity{}, false
	}
	for _, w := range strings.Fields(s) {
		optional := strings.HasPrefix(w, "[") && strings.HasSuffix(w, "]")
		w = strings.TrimSuffix(strings.TrimPrefix(w, "["), "]")
		many := strings.HasSuffix(w, "...")
		a.names = append(a.names, strings.TrimSuffix(w, "..."))
		if !optional {
			a.min++
		}
		if many || a.max == noMax {
			a.max = noMax
		} else {
			a.max++
		}
	}
	return a, true
}

// readArgs is Command.read for the named command.
func readArgs(name string, f form, n int, fs *flag.FlagSet, args []string) (pos string, rest []string, err error) {
	c, _ := Lookup(name)
	return c.read(fs, f, n, args)
}

// read sets the flags of fs, c's in form f on n×n boards, from args and
// checks c's rules; it returns the position (for a command that reads
// one: "" if none) and the other arguments. Its errors are usage errors
// naming the flag or argument, with the form's synopsis.
func (c Command) read(fs *flag.FlagSet, f form, n int, args []string) (pos string, rest []string, err error) {
	usage := shortUsage(c.synopsis(f, fmt.Sprint(n)))
	fail := func(format string, a ...any) error {
		return Errorf("usage", "%s: %s", usage, fmt.Sprintf(format, a...))
	}
	switch {
	case c.position && f == on8x8:
		pos, args = takePosition(args)
	case c.position:
		pos, args = takeSizedPosition(args, n)
	}
	rest, err = parseArgs(fs, args)
	if err != nil {
		var unknown *unknownFlagError
		if errors.As(err, &unknown) && c.sized {
			other := c.flagSet(1 - f)
			if other.Lookup(unknown.name) != nil && c.only[1-f] != "" {
				return "", nil, fail("%s: %s", dashed(unknown.name), c.only[1-f])
			}
		}
		return "", nil, fail("%v", err)
	}
	given := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) {
		v := fl.Value.String()
		given[fl.Name] = v != "" && !(isBoolFlag(fl) && v == "false") // --black= or --merge=false says nothing
	})
	for _, name := range c.required {
		if !given[name] {
			return "", nil, fail("%s is required", dashed(name))
		}
	}
	for _, r := range c.conflicts {
		if given[r.flag] && given[r.others[0]] {
			return "", nil, fail("%s and %s together; %s", dashed(r.flag), dashed(r.others[0]), r.why)
		}
	}
	for _, r := range c.needs {
		if !given[r.flag] {
			continue
		}
		var words []string
		found := false
		for _, o := range r.others {
			name, value, isValue := strings.Cut(o, "=")
			if !isValue {
				words = append(words, dashed(o))
				found = found || given[o]
				continue
			}
			words = append(words, dashed(name)+" "+value)
			found = found || strings.EqualFold(strings.TrimSpace(fs.Lookup(name).Value.String()), value)
		}
		if !found {
			return "", nil, fail("%s needs %s", dashed(r.flag), strings.Join(words, " or "))
		}
	}
	for _, r := range c.atMost {
		a, b := fs.Lookup(r.flag), fs.Lookup(r.others[0])
		if number(a) > number(b) {
			return "", nil, fail("%s %v is above %s %v", dashed(r.flag), a.Value, dashed(b.Name), b.Value)
		}
	}
	for _, r := range c.atLeast {
		if n := len(fs.Lookup(r.flag).Value.(flag.Getter).Get().([]string)); given[r.flag] && n < r.count {
			return "", nil, fail("%d or more %s, not %d", r.count, dashed(r.flag), n)
		}
	}
	var tooBig error
	fs.Visit(func(fl *flag.Flag) {
		if v, ok := fl.Value.(*intValue); ok && v.hiOn != nil && *v.p > v.hiOn(n) && tooBig == nil {
			tooBig = fail("%s %d is not %d-%d", dashed(fl.Name), *v.p, v.lo, v.hiOn(n))
		}
	})
	if tooBig != nil {
		return "", nil, tooBig
	}
	a, ok := arityOf(c.args[f])
	if !ok {
		return pos, rest, nil
	}
	// book show's POSITION|TRANSCRIPT takes a position too
	takesPosition := c.position && len(a.names) > 0 && strings.HasPrefix(a.names[0], "POSITION")
	if takesPosition && pos == "" && len(rest) > 0 {
		pos, rest = rest[0], rest[1:] // a short or broken position, for its parser to name
	}
	count, extra := len(rest), 0
	if takesPosition && pos != "" {
		count++
		extra = 1
	}
	switch {
	case a.or != "" && given[a.or] && count > 0:
		return "", nil, fail("%s or %s, not both", a.names[0], dashed(a.or))
	case a.or != "" && given[a.or]:
	case count < a.min:
		missing := a.names[count]
		if a.or != "" {
			missing += " or " + a.orWord
		}
		return "", nil, fail("missing %s", missing)
	case count > a.max:
		return "", nil, fail("unexpected %s", excerpt(rest[a.max-extra]))
	case len(rest) > 0 && c.argsNeed != "" && !given[c.argsNeed]:
		return "", nil, fail("unexpected %s: %s needs %s", excerpt(rest[0]), a.names[0], dashed(c.argsNeed))
	}
	for i, arg := range rest {
		name := a.names[min(i+extra, len(a.names)-1)]
		r, ok := c.argInts[name]
		if !ok {
			continue
		}
		s := r(n)
		if v, err := strconv.Atoi(arg); err != nil || v < s.lo || v > s.hi {
			return "", nil, fail("%s %s is not a whole number %d-%d", strings.ToLower(name), excerpt(arg), s.lo, s.hi)
		}
	}
	return pos, rest, nil
}

// check reads args as c does before it runs (its form from --size, then
// its flags, position and arguments), so that every command's rules are
// checked the same way whatever its own parser does next.
func (c Command) check(args []string) error {
	f, n := on8x8, 8
	if c.sized {
		size, rest, err := takeSize(args)
		if err != nil {
			return err
		}
		args, n = rest, size
		if size != 8 || c.otherForm != "" && hasFlag(rest, c.otherForm) {
			f = onOtherSizes
		}
	}
	_, _, err := c.read(c.flagSet(f), f, n, args)
	return err
}
