package bounded

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// LineTooLongError reports an input line over the Line limit, which was
// read to its end and skipped.
type LineTooLongError struct {
	Number int // line number, from 1
	Size   int // bytes, its ending included
}

func (e *LineTooLongError) Error() string {
	return fmt.Sprintf("line %d is %d bytes long, over the limit of %d (%s); it was skipped", e.Number, e.Size, Line.Bytes, Line)
}

// Is makes errors.Is(err, ErrTooLong) true for a *LineTooLongError.
func (e *LineTooLongError) Is(target error) bool { return target == ErrTooLong }

// Lines reads input one line at a time, without the line ending, for the
// protocols and the terminal game. A line over the Line limit is read to
// its end without being kept: Next reports it as a *LineTooLongError, and
// reading goes on with the line after it, so a flood never ends a session
// nor grows its memory.
type Lines struct {
	r      *bufio.Reader
	number int
}

// NewLines returns a Lines reading r.
func NewLines(r io.Reader) *Lines {
	return &Lines{r: bufio.NewReaderSize(r, 64<<10)}
}

// Next returns the next line, a *LineTooLongError for an overlong one
// (call Next again to go on), or io.EOF at the end of the input.
func (lr *Lines) Next() (string, error) {
	var line []byte
	size := 0
	limit := int(Line.Bytes)
	for {
		chunk, err := lr.r.ReadSlice('\n')
		size += len(chunk)
		if size <= limit+2 { // +2: the line ending is not part of the line
			line = append(line, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && (err != io.EOF || size == 0) {
			return "", err
		}
		lr.number++
		line = bytes.TrimSuffix(bytes.TrimSuffix(line, []byte("\n")), []byte("\r"))
		if size > limit+2 || len(line) > limit {
			return "", &LineTooLongError{Number: lr.number, Size: size}
		}
		return string(line), nil
	}
}

// Number is the number of the line Next returned last, from 1.
func (lr *Lines) Number() int { return lr.number }
