package cli

import (
	"fmt"
	"io"

	"othello/model/bounded"
)

// runNBoard speaks the NBoard engine protocol on standard input and output
// until "quit" or the end of the input.
func runNBoard(env Env) error {
	return nboardLoop(newNBoardEngine(env.Stdout, env.Stderr, 1), env.Stdin)
}

// nboardLoop reads commands one line at a time and hands them to the
// engine. Searches run in their own goroutine, so this loop keeps reading
// while the engine thinks and a "ping" stops the search at once. The end
// of the input stops the search in progress too, as "quit" does: nobody is
// left to read its answer.
func nboardLoop(e *nboardEngine, in io.Reader) error {
	defer e.stop()
	return eachLine(in, func(long *bounded.LineTooLongError) error {
		fmt.Fprintf(e.diag, "othello nboard: %v\n", long)
		return nil
	}, func(line string) (bool, error) {
		quit, err := e.handle(line)
		if err != nil {
			fmt.Fprintf(e.diag, "othello nboard: %v\n", err)
		}
		return quit, e.out.failed()
	})
}
