package cli

import (
	"errors"
	"fmt"
	"io"
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

// Command is one sub-command.
type Command struct {
	Name    string
	Summary string
	Run     func(env Env) error
}

// Commands lists the sub-commands in the order help shows them.
func Commands() []Command {
	return []Command{
		{"perft", "perft [--pos POSITION] [--threads N] DEPTH  count the leaves of the move tree (DEPTH 0-15)", runPerft},
		{"solve", "solve [--time D] [--quiet] POSITION  solve an endgame exactly, progress on stderr", runSolve},
		{"move", "move --level L [--algo A] [--time D] POSITION   the computer's move", runMove},
		{"arena", "arena --black L --white L --games N [--seed S]  computer against computer", runArena},
		{"play", "play [--noir|--blanc] [--level L]  the line protocol (NE6, BPA, score, coups...)", runPlay},
		{"nboard", "nboard                            the NBoard engine protocol", runNBoard},
		{"game", "game [--size N] [--black P] [--white P] [--verbose]  the terminal game; P is human, random, minimax:D, alphabeta:D or a level", runGame},
		{"analyze", "analyze [--level L] [--time D] GAME    each move's score against the best, and each side's loss", runAnalyze},
		{"train", "train [--work DIR] [--out FILE]   fit the trained evaluation (see README)", runTrain},
	}
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

// Lookup finds a command by name.
func Lookup(name string) (Command, bool) {
	for _, c := range Commands() {
		if c.Name == name {
			return c, true
		}
	}
	return Command{}, false
}

// Run runs the named command and returns the process exit status, printing
// any error as one line on env.Stderr.
func Run(name string, env Env) int {
	c, ok := Lookup(name)
	if !ok {
		fmt.Fprintf(env.Stderr, "othello: usage: unknown command %s; see othello help\n", excerpt(name))
		return 2
	}
	if err := c.Run(env); err != nil {
		printError(env.Stderr, name, err)
		return 1
	}
	return 0
}

// printError prints err as one line "othello: KIND: detail".
func printError(w io.Writer, name string, err error) {
	var e *Error
	if errors.As(err, &e) {
		fmt.Fprintf(w, "othello: %s\n", e)
	} else {
		fmt.Fprintf(w, "othello: %s: %v\n", cut(name), err)
	}
}

// Usage writes the list of commands.
func Usage(w io.Writer) {
	fmt.Fprintln(w, "usage: othello [COMMAND [ARGS]]")
	fmt.Fprintln(w, "With no command, othello opens the game window. Commands:")
	for _, c := range Commands() {
		fmt.Fprintf(w, "  othello %s\n", c.Summary)
	}
	fmt.Fprintln(w, "  othello help                      this list")
	fmt.Fprintln(w, "  othello version                   the version")
	fmt.Fprintln(w, "POSITION is 64 characters a1..h8 (X black, O white, - empty) and the side to move,")
	fmt.Fprintln(w, "as one quoted argument or as two arguments.")
	fmt.Fprintln(w, "perft, solve, move and arena take --size 4, 6, 8 or 10; a position of size N is N*N squares")
	fmt.Fprintln(w, "and the side to move, and solve --size N with no position solves the start. move --file BOARD.txt")
	fmt.Fprintln(w, "reads a board drawn as othello game prints it, with X or O on the last line for the side to move.")
}

// isBoardText reports whether s is a position's board, perhaps with the
// side to move attached (the model's test, on an argument long enough to
// hold 64 squares), so that a leading '-' is not read as a flag.
func isBoardText(s string) bool {
	return len(strings.TrimSpace(s)) >= 64 && model.LooksLikePosition(s)
}

// parsePosition turns position text into a position or a "position" error.
func parsePosition(text string) (model.Position, error) {
	p, err := model.ParsePosition(text)
	if err != nil {
		return p, Errorf("position", "%s", strings.TrimPrefix(err.Error(), "position: "))
	}
	return p, nil
}
