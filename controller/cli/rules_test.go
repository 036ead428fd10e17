package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"othello/model"
)

// ruleValues are valid values of the flags the rules' cases give: the
// required flags, and those of the conflicts and needs.
var ruleValues = map[string]string{
	"black": "easy", "white": "easy", "player": "a=easy", "wthor": "wthor", "o": "out.png",
	"shard": "1/2", "level": "easy",
}

// argValue is a valid value of an argument the synopsis names, on n×n.
func argValue(t *testing.T, name string, n int) string {
	switch name {
	case "DEPTH":
		return "1"
	case "POSITION":
		p, err := model.SizedStartPosition(n)
		if err != nil {
			t.Fatal(err)
		}
		return p.String() // it begins with '-', and is still a position
	case "GAME", "POSITION|TRANSCRIPT":
		return "f5"
	case "COMMAND":
		return "solve"
	case "bash|zsh|fish":
		return "bash"
	}
	return strings.ToLower(name) // DIR, SHARD_DIR
}

// withValue is --name and its value (a switch alone).
func withValue(fs *flag.FlagSet, name string) []string {
	if isBoolFlag(fs.Lookup(name)) {
		return []string{dashed(name)}
	}
	v, ok := ruleValues[name]
	if !ok {
		v = "1"
	}
	return []string{dashed(name), v}
}

// outOfRange returns values of fl beyond each end of its declared range,
// as its error shows them; none for a flag without a range.
func outOfRange(fl *flag.Flag) (typed, shown []string) {
	switch v := fl.Value.(type) {
	case *intValue:
		ends := []int{v.lo - 1, v.hi + 1}
		for _, s := range v.spans { // and each side of each hole
			ends = append(ends, s.lo-1, s.hi+1)
		}
		for _, n := range ends {
			if !v.allows(n) && (n < v.hi || v.hi != noMax) && !slices.Contains(typed, fmt.Sprint(n)) {
				typed, shown = append(typed, fmt.Sprint(n)), append(shown, fmt.Sprint(n))
			}
		}
	case *durationValue:
		for _, d := range []time.Duration{v.lo - time.Millisecond, v.hi + time.Hour} {
			if d == v.lo-time.Millisecond || v.hi+time.Hour > v.hi {
				typed, shown = append(typed, d.String()), append(shown, d.String())
			}
		}
	case *floatValue:
		xs := []float64{v.lo - 0.5, v.hi + 0.5}
		if v.open {
			xs = append(xs, v.lo, v.hi)
		}
		for _, x := range xs {
			if !math.IsInf(x, 0) {
				typed, shown = append(typed, fmt.Sprint(x)), append(shown, fmt.Sprint(x))
			}
		}
	}
	return typed, shown
}

// Every command of the tree, in each of its forms, refuses what its rules
// refuse, before it runs (TestCommandHelp and TestProgramHelp show the
// tree dispatching to runCommand), in one line: "othello: usage: SYNOPSIS:
// what is wrong", naming the flag or argument, and exit status 2: an
// unknown flag, too few or too many arguments, an argument or a value out
// of a declared range (one with holes, an open one, one that depends on
// the board's size), flags that exclude each other, a flag without the one
// it needs (or without another's value), a flag above another, a repeated
// flag given too few times, arguments without theirs, a required flag
// missing, a flag of the other form. Its --help shows each declared range.
func TestCommandRules(t *testing.T) {
	type refusal struct {
		args []string
		want string // what follows the usage line
	}
	checked := 0
	for _, c := range allCommands(testProgram.commands()) {
		if len(c.subs) > 0 {
			// a group: its first argument names the sub-command
			code, _, out, errOut := runMain(strings.Fields(c.Name + " --no-such-flag")...)
			if code != 2 || out != "" || !strings.HasSuffix(errOut, `: unknown flag "--no-such-flag"`+"\n") {
				t.Errorf("othello %s --no-such-flag: exit %d, stdout %q, stderr %q", c.Name, code, out, errOut)
			}
			continue
		}
		_, _, help, _ := runMain(append(strings.Fields(c.Name), "--help")...)
		for _, f := range c.forms() {
			n := 8
			if f == onOtherSizes {
				n = 6
			}
			fs := c.flagSet(f)
			var base []string // the form's size and required flags
			base = append(base, sizeArgs(f)...)
			times := map[string]int{}
			for _, r := range c.atLeast {
				times[r.flag] = r.count
			}
			for _, name := range c.required {
				if fs.Lookup(name) == nil {
					continue // the other form's
				}
				for range max(1, times[name]) {
					base = append(base, withValue(fs, name)...)
				}
			}
			with := func(more ...string) []string { return append(slices.Clone(base), more...) }
			cases := []refusal{{with("--no-such-flag"), `unknown flag "--no-such-flag"`}}
			if a, ok := arityOf(c.args[f]); ok {
				if a.min > 0 {
					missing := a.names[0]
					if a.or != "" {
						missing += " or " + a.orWord
					}
					cases = append(cases, refusal{base, "missing " + missing})
				}
				if a.max != noMax {
					args := slices.Clone(base)
					for _, name := range a.names {
						args = append(args, argValue(t, name, n))
					}
					cases = append(cases, refusal{append(args, "extra"), `unexpected "extra"`})
				}
				for i, name := range a.names { // an argument that is a number, out of its range
					r, ok := c.argInts[name]
					if !ok {
						continue
					}
					for _, v := range []string{fmt.Sprint(r(n).lo - 1), fmt.Sprint(r(n).hi + 1), "x"} {
						args := slices.Clone(base)
						for _, before := range a.names[:i] {
							args = append(args, argValue(t, before, n))
						}
						cases = append(cases, refusal{append(args, v), fmt.Sprintf("%s %q is not a whole number %d-%d", strings.ToLower(name), v, r(n).lo, r(n).hi)})
					}
				}
				if a.or != "" {
					args := with(append(withValue(fs, a.or), argValue(t, a.names[0], n))...)
					cases = append(cases, refusal{args, a.names[0] + " or " + dashed(a.or) + ", not both"})
				}
			}
			fs.VisitAll(func(fl *flag.Flag) {
				typed, shown := outOfRange(fl)
				for i := range typed {
					cases = append(cases, refusal{with(dashed(fl.Name), typed[i]), dashed(fl.Name) + " " + shown[i] + " is not " + boundsOf(fl)})
				}
				if v, ok := fl.Value.(*intValue); ok && v.hiOn != nil {
					cases = append(cases, refusal{with(dashed(fl.Name), fmt.Sprint(v.hiOn(n)+1)), fmt.Sprintf("%s %d is not %d-%d", dashed(fl.Name), v.hiOn(n)+1, v.lo, v.hiOn(n))})
				}
				if b := boundsOf(fl); b != "" && !regexp.MustCompile(`(?m)^  `+regexp.QuoteMeta(flagWord(fl))+` .*(\(|; )`+regexp.QuoteMeta(b)+`( with|;|\))`).MatchString(help) {
					t.Errorf("othello %s --help does not give the range of %s, %s:\n%s", c.Name, dashed(fl.Name), b, help)
				}
			})
			if f == onOtherSizes { // a flag of the other form only
				on8 := c.flagSet(on8x8)
				on8.VisitAll(func(fl *flag.Flag) {
					if fs.Lookup(fl.Name) == nil {
						cases = append(cases, refusal{with(withValue(on8, fl.Name)...), dashed(fl.Name) + ": " + c.only[on8x8]})
					}
				})
			}
			for _, r := range c.conflicts {
				if fs.Lookup(r.flag) == nil || fs.Lookup(r.others[0]) == nil {
					continue // the other form's
				}
				args := with(append(withValue(fs, r.flag), withValue(fs, r.others[0])...)...)
				cases = append(cases, refusal{args, dashed(r.flag) + " and " + dashed(r.others[0]) + " together; " + r.why})
			}
			if c.argsNeed != "" && fs.Lookup(c.argsNeed) != nil {
				cases = append(cases, refusal{with("extra"), `unexpected "extra": ` + strings.Trim(c.args[f], "[.]") + " needs " + dashed(c.argsNeed)})
			}
			for _, r := range c.needs {
				if fs.Lookup(r.flag) == nil {
					continue
				}
				var others, other []string
				for _, o := range r.others {
					name, value, isValue := strings.Cut(o, "=")
					if !isValue {
						others = append(others, dashed(o))
						continue
					}
					// the other flag given another value
					others = append(others, dashed(name)+" "+value)
					i := slices.IndexFunc(c.flagValues(name), func(v string) bool { return v != value })
					other = append(other, dashed(name), c.flagValues(name)[i])
				}
				cases = append(cases, refusal{with(append(withValue(fs, r.flag), other...)...), dashed(r.flag) + " needs " + strings.Join(others, " or ")})
			}
			for _, r := range c.atMost {
				if fs.Lookup(r.flag) == nil || fs.Lookup(r.others[0]) == nil {
					continue
				}
				// the first flag at the top of its range, the other at
				// the bottom of its
				hi, lo := fs.Lookup(r.flag).Value.(*intValue).hi, fs.Lookup(r.others[0]).Value.(*intValue).lo
				if hi <= lo {
					t.Fatalf("othello %s: %s can be no higher than %s", c.Name, dashed(r.flag), dashed(r.others[0]))
				}
				cases = append(cases, refusal{with(dashed(r.flag), fmt.Sprint(hi), dashed(r.others[0]), fmt.Sprint(lo)),
					fmt.Sprintf("%s %d is above %s %d", dashed(r.flag), hi, dashed(r.others[0]), lo)})
			}
			for _, r := range c.atLeast { // base gives it count times: once only
				args := slices.Clone(base)
				for range r.count - 1 {
					i := slices.Index(args, dashed(r.flag))
					args = slices.Delete(args, i, i+len(withValue(fs, r.flag)))
				}
				cases = append(cases, refusal{args, fmt.Sprintf("%d or more %s, not 1", r.count, dashed(r.flag))})
			}
			for _, name := range c.required {
				if fs.Lookup(name) == nil {
					continue
				}
				args := slices.Clone(base)
				for i := slices.Index(args, dashed(name)); i >= 0; i = slices.Index(args, dashed(name)) {
					args = slices.Delete(args, i, i+len(withValue(fs, name)))
				}
				cases = append(cases, refusal{args, dashed(name) + " is required"})
			}
			usage := shortUsage(c.synopsis(f, fmt.Sprint(n)))
			// the command does not run: were a rule not checked, the
			// case would not run a search for ever
			stub := c
			stub.Run = func(Env) error { return errors.New("it ran") }
			for _, tc := range cases {
				checked++
				var out, errOut bytes.Buffer
				code := runCommand(stub, Env{Args: tc.args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
				want := "othello: usage: " + usage + ": " + tc.want + "\n"
				if code != 2 || out.String() != "" || errOut.String() != want {
					t.Errorf("othello %s %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.Name, tc.args, code, out.String(), errOut.String(), want)
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("%d refusals checked; the walk missed commands", checked)
	}
}

// arityOf reads the synopses' arguments as the commands declare them.
func TestArityOf(t *testing.T) {
	tests := []struct {
		synopsis string
		want     arity
		ok       bool
	}{
		{"", arity{}, true},
		{"DEPTH", arity{names: []string{"DEPTH"}, min: 1, max: 1}, true},
		{"[POSITION]", arity{names: []string{"POSITION"}, max: 1}, true},
		{"[SHARD_DIR...]", arity{names: []string{"SHARD_DIR"}, max: noMax}, true},
		{"GAME [MORE...]", arity{names: []string{"GAME", "MORE"}, min: 1, max: noMax}, true},
		{"(POSITION | --file BOARD.txt)", arity{names: []string{"POSITION"}, min: 1, max: 1, or: "file", orWord: "--file BOARD.txt"}, true},
		{"[FILE | --book FILE]", arity{names: []string{"FILE"}, max: 1, or: "book", orWord: "--book FILE"}, true},
		{"[POSITION|TRANSCRIPT]", arity{names: []string{"POSITION|TRANSCRIPT"}, max: 1}, true},
		{"(build | extend | show | check) [FLAGS]", arity{}, false},
	}
	for _, tt := range tests {
		got, ok := arityOf(tt.synopsis)
		if ok != tt.ok || ok && fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("arityOf(%q) = %+v, %v; want %+v, %v", tt.synopsis, got, ok, tt.want, tt.ok)
		}
	}
}
