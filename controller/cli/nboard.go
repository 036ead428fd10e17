package cli

import (
	"bufio"
	"fmt"
	"io"
)

// runNBoard speaks the NBoard engine protocol on standard input and output
// until "quit" or the end of the input.
func runNBoard(env Env) error {
	if len(env.Args) > 0 {
		return Errorf("usage", "nboard takes no arguments (the GUI sets the depth with \"set depth N\")")
	}
	return nboardLoop(newNBoardEngine(env.Stdout, env.Stderr, 1), env.Stdin)
}

// nboardLoop reads commands one line at a time and hands them to the
// engine. Searches run in their own goroutine, so this loop keeps reading
// while the engine thinks and a "ping" stops the search at once. At the end
// of the input the search in progress finishes and prints its answer, so
// that a script ending in "go" gets its move.
func nboardLoop(e *nboardEngine, in io.Reader) error {
	defer e.wait()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 4096), 1<<20) // a long game in GGF is a long line
	for sc.Scan() {
		quit, err := e.handle(sc.Text())
		if err != nil {
			fmt.Fprintf(e.diag, "othello nboard: %v\n", err)
		}
		if e.out.failed() != nil {
			return e.out.failed()
		}
		if quit {
			return nil
		}
	}
	return sc.Err()
}
