// Reading standard input one line at a time, as the protocols and the
// terminal games do: a line over bounded.Line is skipped and said to be
// so, and reading goes on with the next.

package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"othello/model/bounded"
)

// eachLine hands the lines of in to handle, one at a time, until the
// input ends, handle is done, or either fails. A line too long is not
// handed on: skipped says so, and reading goes on unless skipped fails.
func eachLine(in io.Reader, skipped func(*bounded.LineTooLongError) error, handle func(line string) (done bool, err error)) error {
	lines := bounded.NewLines(in)
	for {
		line, err := lines.Next()
		var long *bounded.LineTooLongError
		switch {
		case errors.As(err, &long):
			if err := skipped(long); err != nil {
				return err
			}
			continue
		case err == io.EOF:
			return nil
		case err != nil:
			return err
		}
		if done, err := handle(line); done || err != nil {
			return err
		}
	}
}

// personLine reads a person's next line at the terminal, trimmed. A line
// too long to be an answer is said on w to be so and comes back as an
// error matching bounded.ErrTooLong: ask again. The end of the input, or
// a failure to read it, is an input error.
func personLine(in *bounded.Lines, w io.Writer) (string, error) {
	line, err := in.Next()
	var long *bounded.LineTooLongError
	switch {
	case errors.As(err, &long):
		fmt.Fprintf(w, "\nThat line is too long (%d bytes, at most %s); it was skipped.\n", long.Size, bounded.Line)
		return "", err
	case err == io.EOF:
		fmt.Fprintln(w)
		return "", Errorf("input", "standard input ended before the game did")
	case err != nil:
		fmt.Fprintln(w)
		return "", Errorf("input", "%v", err)
	}
	return strings.TrimSpace(line), nil
}
