package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"othello/model/bounded"
	"othello/strategy"
	"othello/strategy/level"
)

// The command-line arguments: flags wherever they stand among the other
// arguments, a position read as a position even when it begins with '-',
// and what the user typed quoted back as a short excerpt.

// excerpt quotes s for an error message, cut to a readable length.
func excerpt(s string) string { return bounded.Quote(s) }

// cut shortens s for an error message that shows it unquoted.
func cut(s string) string { return bounded.Cut(s) }

// newFlagSet returns a flag set that reports nothing itself: errors come
// back as values and are printed as one line by Run.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// flagPattern is what a flag looks like: one or two dashes, a name that
// starts with a letter, perhaps "=value". A negative number ("-1") or a
// position ("---X...") does not.
var flagPattern = regexp.MustCompile(`^--?([A-Za-z][A-Za-z0-9_-]*)(=|$)`)

// parsing, when set (by tests), is told of every flag set parseArgs
// parses: the flags a command's parser takes.
var parsing func(fs *flag.FlagSet)

// parseArgs sets the flags of fs from args, wherever they stand, and
// returns the other arguments in order. Unlike flag.Parse it does not stop
// at the first argument that is not a flag, it takes a negative number or
// a position that begins with '-' as an argument, and its errors name the
// flag and quote the value short.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	if parsing != nil {
		parsing(fs)
	}
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(rest, args[i+1:]...), nil
		}
		m := flagPattern.FindStringSubmatch(a)
		if m == nil {
			rest = append(rest, a)
			continue
		}
		name := m[1]
		f := fs.Lookup(name)
		if f == nil {
			if strings.Trim(a, "XxOo-.* \t") == "" || len(a) >= 64 && strings.Trim(a[:8], "XxOo-.*") == "" {
				// board text such as "--xo", or a position with a wrong
				// character further on, for the position's parser to name it
				rest = append(rest, a)
				continue
			}
			return nil, &unknownFlagError{name: name, typed: strings.SplitN(a, "=", 2)[0]}
		}
		value, hasValue := "", m[2] == "="
		if hasValue {
			value = a[strings.Index(a, "=")+1:]
		} else if isBoolFlag(f) {
			value = "true"
		} else {
			if i+1 >= len(args) {
				return nil, fmt.Errorf("%s needs a value: %s", dashed(name), valueKind(f))
			}
			i++
			value = args[i]
		}
		if err := fs.Set(name, value); err != nil {
			var out *rangeError
			var bad *valueError
			switch {
			case errors.As(err, &out):
				return nil, fmt.Errorf("%s %v", dashed(name), out)
			case errors.As(err, &bad):
				return nil, fmt.Errorf("%s %v", dashed(name), bad)
			}
			return nil, fmt.Errorf("%s %s: want %s", dashed(name), excerpt(value), valueKind(f))
		}
	}
	return rest, nil
}

// unknownFlagError is a flag the command does not declare, as typed.
type unknownFlagError struct{ name, typed string }

func (e *unknownFlagError) Error() string { return "unknown flag " + excerpt(e.typed) }

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// valueKind says in words what a flag's value must be.
func valueKind(f *flag.Flag) string {
	switch f.Value.(flag.Getter).Get().(type) {
	case bool:
		return "true or false"
	case int, int64:
		return "a whole number"
	case uint, uint64:
		return "a whole number, 0 or more"
	case float64:
		return "a number"
	case time.Duration:
		return "a duration such as 500ms, 2s or 1m"
	}
	placeholder, _ := flag.UnquoteUsage(f) // a text: the word its help names it by
	return placeholder
}

// isSide reports whether s names the side to move of a position.
func isSide(s string) bool {
	switch s {
	case "X", "x", "*", "O", "o", "B", "b", "W", "w":
		return true
	}
	return false
}

// takePosition takes the position out of args wherever it stands among
// the flags: one argument of 64 squares and the side, the 64 squares and
// the side as two arguments, or the value of --pos. It returns the
// position text ("" if none) and the other arguments.
func takePosition(args []string) (string, []string) {
	found := func(i, n int) (string, []string) {
		rest := append([]string(nil), args[:i]...)
		if k := len(rest); k > 0 && (rest[k-1] == "--pos" || rest[k-1] == "-pos") {
			rest = rest[:k-1] // the position was the value of --pos
		}
		return strings.Join(args[i:i+n], " "), append(rest, args[i+n:]...)
	}
	for i, a := range args {
		if isBoardText(a) {
			if len(strings.TrimSpace(a)) == 64 && i+1 < len(args) && isSide(args[i+1]) {
				return found(i, 2)
			}
			return found(i, 1)
		}
	}
	for i, a := range args {
		if strings.HasPrefix(a, "--pos=") || strings.HasPrefix(a, "-pos=") {
			rest := append(append([]string(nil), args[:i]...), args[i+1:]...)
			return a[strings.Index(a, "=")+1:], rest
		}
		if (a == "--pos" || a == "-pos") && i+1 < len(args) {
			return args[i+1], append(append([]string(nil), args[:i]...), args[i+2:]...)
		}
	}
	return "", args
}

// maxThreads bounds --threads.
const maxThreads = 256

// threadsFlag declares --threads: by default one search thread a core,
// which the help says in words (the number would differ from machine to
// machine in the man page).
func threadsFlag(fs *flag.FlagSet, usage string) *int {
	n := new(int)
	threadsVar(fs, n, usage)
	return n
}

// threadsVar is threadsFlag into *p.
func threadsVar(fs *flag.FlagSet, p *int, usage string) {
	intVar(fs, p, "threads", strategy.DefaultThreads(), 1, maxThreads, usage)
	fs.Lookup("threads").DefValue = "one per core"
}

// sizeFlag declares --size for the help and completions; takeSize reads
// it before the other flags, as the size decides which flags there are.
func sizeFlag(fs *flag.FlagSet) {
	fs.Int("size", 8, sizeUsage)
}

// sizeUsage is --size's description, by which othello help finds the
// commands that declare it.
const sizeUsage = "the board is `N`xN: 4, 6, 8 or 10"

// levelNames lists the levels' names, weakest first.
func levelNames() []string {
	var names []string
	for _, l := range level.All() {
		names = append(names, strings.ToLower(l.String()))
	}
	return names
}

// checkThreads refuses a thread count out of bounds.
func checkThreads(usage string, n int) error {
	if n < 1 || n > maxThreads {
		return Errorf("usage", "%s: --threads %d is not 1-%d", usage, n, maxThreads)
	}
	return nil
}
