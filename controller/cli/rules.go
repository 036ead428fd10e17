// The argument rules of the commands, declared beside their flags and
// checked in one place (Command.read) before a command runs: the number
// of arguments each form takes (read from its synopsis, so the names the
// errors give are the synopsis's) and the range of those that are
// numbers, the range of each number flag (declared with the flag, so its
// help shows it: with holes, open, or on the board's size), the shape of
// a value read when given (--shard I/N, --tc MIN+SEC), the flags that
// exclude each other, the flags that need another (or another's value),
// a flag at most another, a repeated flag's count, and the required
// flags (the number flags in flag_values.go). What stays in the
// commands is about content: a malformed position, an unknown level, an
// unreadable file.

package cli

import (
	"errors"
	"flag"
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

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
		if fs.Lookup(name) == nil {
			continue // a flag of the other form only
		}
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
		if a != nil && b != nil && number(a) > number(b) {
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
