package cli

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"othello/model"
)

// Env is what a command may touch: its arguments and standard streams.
type Env struct {
	Args   []string // arguments after the command name
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
}

// Error is a failure reported as one line "othello: KIND: detail".
type Error struct {
	Kind   string // usage, position, level, move, ...
	Detail string
}

func (e *Error) Error() string { return e.Kind + ": " + e.Detail }

// Errorf builds an Error of the given kind.
func Errorf(kind, format string, args ...any) error {
	return &Error{Kind: kind, Detail: fmt.Sprintf(format, args...)}
}

// Lookup finds an engine command by name, a sub-command by its whole
// name ("gomoku game"); the Gomoku brain found here gives no version in
// its ABOUT answer (the program's commands do).
func Lookup(name string) (Command, bool) {
	return lookupIn(append(Commands(), gtpCommand(""), gomokuCommand("")), name)
}

// lookupIn finds a command of list by name, a sub-command by its whole
// name ("gomoku game").
func lookupIn(list []Command, name string) (Command, bool) {
	for _, c := range list {
		if c.Name == name {
			return c, true
		}
		if sub, ok := lookupIn(c.subs, name); ok {
			return sub, true
		}
	}
	return Command{}, false
}

// Run runs the named engine command and returns the process exit status,
// printing any error as one line on env.Stderr. With -h or --help among
// its arguments it prints the command's usage instead.
func Run(name string, env Env) int {
	c, ok := Lookup(name)
	if !ok {
		return unknownCommand(env.Stderr, name)
	}
	return runCommand(c, env)
}

func unknownCommand(w io.Writer, name string) int {
	fmt.Fprintf(w, "othello: usage: unknown command %s; see othello help\n", excerpt(name))
	return 2
}

// runCommand runs c, or prints its usage when its arguments ask for help.
func runCommand(c Command, env Env) int {
	if len(c.subs) > 0 {
		return runGroup(c, env)
	}
	out := &checkedWriter{w: env.Stdout}
	env.Stdout = out
	if wantsHelp(env.Args) {
		c.writeHelp(env.Stdout)
	} else if err := c.check(env.Args); err != nil {
		printError(env.Stderr, c.Name, err)
		return 2
	} else if err := c.Run(env); err != nil {
		printError(env.Stderr, c.Name, err)
		return exitStatus(err)
	}
	if out.err != nil {
		// what was printed is the command's answer: losing it is a failure
		printError(env.Stderr, c.Name, Errorf("output", "standard output: %v", out.err))
		return 1
	}
	return 0
}

// exitStatus is the exit status of a command that failed with err: 2
// for a usage error, as for an unknown command, 1 for any other.
func exitStatus(err error) int {
	var e *Error
	if errors.As(err, &e) && e.Kind == "usage" {
		return 2
	}
	return 1
}

// checkedWriter keeps the first error of writing to w (a full disk, a
// closed pipe), so that a command whose answer was lost does not exit 0.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	if err != nil && c.err == nil {
		c.err = err
	}
	return n, err
}

// runGroup runs the sub-command of group c that its first argument names,
// or prints the group's usage when its arguments ask for help; an unknown
// sub-command, a missing one or an unknown flag exits 2, as a usage
// error does.
func runGroup(c Command, env Env) int {
	if len(env.Args) > 0 && env.Args[0] == "help" {
		return groupHelp(c, env)
	}
	// the sub-command's name may follow some of its flags, as othello
	// book took them before it was a group ("book --book FILE show f5")
	for i, a := range env.Args {
		if a == "--" {
			break
		}
		if sub, ok := lookupIn(c.subs, c.Name+" "+a); ok {
			env.Args = append(slices.Clone(env.Args[:i]), env.Args[i+1:]...)
			return runCommand(sub, env)
		}
	}
	usage := c.synopsis(on8x8, "")
	switch {
	case wantsHelp(env.Args):
		c.writeHelp(env.Stdout)
		return 0
	case len(env.Args) == 0:
		printError(env.Stderr, c.Name, Errorf("usage", "%s: name a command", usage))
		return 2
	case flagPattern.MatchString(env.Args[0]):
		printError(env.Stderr, c.Name, Errorf("usage", "%s: unknown flag %s", usage, excerpt(strings.SplitN(env.Args[0], "=", 2)[0])))
		return 2
	}
	printError(env.Stderr, c.Name, Errorf("usage", "%s: unknown command %s", usage, excerpt(env.Args[0])))
	return 2
}

// groupHelp is othello GROUP help [COMMAND], as othello help GROUP
// [COMMAND] is: the group's usage, or its command's.
func groupHelp(c Command, env Env) int {
	usage := c.synopsis(on8x8, "")
	switch args := env.Args[1:]; {
	case len(args) == 0:
		c.writeHelp(env.Stdout)
	case len(args) > 1:
		printError(env.Stderr, c.Name, Errorf("usage", "%s help [COMMAND]: unexpected %s", c.Name, excerpt(args[1])))
		return 2
	default:
		sub, ok := lookupIn(c.subs, c.Name+" "+args[0])
		if !ok {
			printError(env.Stderr, c.Name, Errorf("usage", "%s: unknown command %s", usage, excerpt(args[0])))
			return 2
		}
		sub.writeHelp(env.Stdout)
	}
	return 0
}

// wantsHelp reports whether args ask for the command's usage: -h or
// --help anywhere before a "--".
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "-help", "--help":
			return true
		}
	}
	return false
}

// maxErrorLine is the longest error line printed: the messages quote
// input at a readable length already, and this keeps any other from
// flooding the terminal.
const maxErrorLine = 1000

// printError prints err as one line "othello: KIND: detail".
func printError(w io.Writer, name string, err error) {
	var e *Error
	var line string
	if errors.As(err, &e) {
		line = fmt.Sprintf("othello: %s", e)
	} else {
		line = fmt.Sprintf("othello: %s: %v", cut(name), err)
	}
	line = strings.Join(strings.Fields(line), " ")
	if r := []rune(line); len(r) > maxErrorLine {
		line = string(r[:maxErrorLine]) + "…"
	}
	fmt.Fprintln(w, line)
}

// isBoardText reports whether s is a position's board, perhaps with the
// side to move attached (the model's test, on an argument long enough to
// hold 64 squares), so that a leading '-' is not read as a flag.
func isBoardText(s string) bool {
	return len(strings.TrimSpace(s)) >= 64 && model.LooksLikePosition(s)
}

// transcriptError is a transcript's error said once: "transcript: move
// 2 ...", the model's own "transcript:" not repeated.
func transcriptError(err error) error {
	return Errorf("transcript", "%s", strings.TrimPrefix(err.Error(), "transcript: "))
}

// withoutSizeTag is text without the board size the window writes before
// a game of another size ("6x6 c2b4", copied from it), which must be the
// board's, n: a usage error names the --size the text needs.
func withoutSizeTag(text string, n int) (string, error) {
	size, rest, ok := model.CutSizeTag(strings.TrimSpace(text))
	switch {
	case !ok:
		return text, nil
	case size != n && size == 8:
		return "", Errorf("usage", "%q is of an 8x8 board: leave --size out", text)
	case size != n:
		return "", Errorf("usage", "%q is of a %dx%d board: give --size %d", text, size, size, size)
	}
	return rest, nil
}

// parsePosition turns position text, or a transcript played from the
// start ("f5d6c3"), into a position, or a "position" or "transcript"
// error: a transcript is how games are written down, and often what is at
// hand.
func parsePosition(text string) (model.Position, error) {
	text, err := withoutSizeTag(text, 8)
	if err != nil {
		return model.Position{}, err
	}
	// a transcript starts with a column letter, which no position does
	if t := strings.ToLower(strings.TrimSpace(text)); t != "" && t[0] >= 'a' && t[0] <= 'h' {
		g, err := model.ParseGame(t)
		if err != nil {
			return model.Position{}, transcriptError(err)
		}
		return g.Position(), nil
	}
	p, err := model.ParsePosition(text)
	if err != nil {
		return p, Errorf("position", "%s", strings.TrimPrefix(err.Error(), "position: "))
	}
	return p, nil
}
