package cli

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// maxLine is the longest input line the text protocols read: a whole game
// in GGF fits in it many times over.
const maxLine = 1 << 20

// lineTooLong reports an input line over maxLine bytes, which is skipped.
type lineTooLong struct {
	number int // line number, from 1
	size   int // bytes
}

func (e *lineTooLong) Error() string {
	return fmt.Sprintf("line %d is %d bytes long, over the limit of %d (1 MiB); it was skipped", e.number, e.size, maxLine)
}

// lineReader reads input one line at a time, without the line ending. A
// line over maxLine bytes is read to its end and skipped: next reports it
// as a *lineTooLong error and reading goes on with the line after it.
type lineReader struct {
	r      *bufio.Reader
	number int
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next line, a *lineTooLong error for an overlong one
// (call next again to go on), or io.EOF at the end of the input.
func (lr *lineReader) next() (string, error) {
	var line []byte
	size := 0
	for {
		chunk, err := lr.r.ReadSlice('\n')
		size += len(chunk)
		if size <= maxLine+2 { // +2: the line ending is not part of the line
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
		if size > maxLine+2 || len(line) > maxLine {
			return "", &lineTooLong{number: lr.number, size: size}
		}
		return string(line), nil
	}
}
