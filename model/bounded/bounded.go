// Package bounded reads files, pipes and standard input up to a limit that
// fits what they hold, so that no input (a device that never ends, a pipe,
// a forged file) makes the program use more than a bounded amount of
// memory, and quotes what it read back in messages at a readable length.
package bounded

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limit is the most a kind of input may hold, and what it is called in
// the error when it holds more.
type Limit struct {
	What  string // "a game file": what the input should be
	Bytes int64
}

// The limits of what the program reads. Each is far above any real file
// of its kind and far below what would strain the machine.
var (
	// GameFile is one game or a few, in any of the game formats (GGF,
	// a transcript, a board drawn as text, Gomoku's files).
	GameFile = Limit{"a game file", 1 << 20}
	// GameList is a file of many games, one a line (a match's games).
	GameList = Limit{"a list of games", 64 << 20}
	// OpeningList is a file of openings, one transcript a line.
	OpeningList = Limit{"an opening list", 16 << 20}
	// WeightFile is an evaluation's weights, compressed or as text.
	WeightFile = Limit{"a weight file", 16 << 20}
	// BookFile is an opening book, compressed.
	BookFile = Limit{"a book file", 16 << 20}
	// StatsFile is a small text file of figures (the selective search's
	// statistics, a count beside a cache).
	StatsFile = Limit{"a statistics file", 1 << 20}
	// TrainingData is a file of the training's own making (samples,
	// labels, a game database).
	TrainingData = Limit{"a training data file", 2 << 30}
	// Line is one line of a protocol or of the terminal game.
	Line = Limit{"a line", 1 << 20}
)

// String says the limit in words: "1 MiB".
func (l Limit) String() string { return Size(l.Bytes) }

// TooLongError reports an input that holds more than its limit.
type TooLongError struct {
	Name  string // the file's name, "standard input"...
	Limit Limit
}

func (e *TooLongError) Error() string {
	return fmt.Sprintf("%s holds more than %s, the most %s may hold", cutName(e.Name), e.Limit, e.Limit.What)
}

// ErrTooLong matches every *TooLongError with errors.Is.
var ErrTooLong = errors.New("input over its limit")

// Is makes errors.Is(err, ErrTooLong) true for a *TooLongError.
func (e *TooLongError) Is(target error) bool { return target == ErrTooLong }

// ReadFile reads the file at path whole, or fails once it has read more
// than the limit, whatever the file is (a device, a pipe, a regular file
// whose size the system does not know).
func ReadFile(path string, limit Limit) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > limit.Bytes {
		return nil, &TooLongError{Name: path, Limit: limit}
	}
	return ReadAll(f, path, limit)
}

// ReadAll reads r to its end, or fails once it has read more than the
// limit; name is what the error calls r.
func ReadAll(r io.Reader, name string, limit Limit) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit.Bytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cutName(name), err)
	}
	if int64(len(data)) > limit.Bytes {
		return nil, &TooLongError{Name: name, Limit: limit}
	}
	return data, nil
}

// Reader reads at most the limit from R and then fails with a
// *TooLongError, for inputs read as a stream (a scanner, a decompressor)
// rather than whole.
type Reader struct {
	R     io.Reader
	Name  string
	Limit Limit
	read  int64
}

// NewReader returns a Reader of r, called name in its error.
func NewReader(r io.Reader, name string, limit Limit) *Reader {
	return &Reader{R: r, Name: name, Limit: limit}
}

func (b *Reader) Read(p []byte) (int, error) {
	if b.read > b.Limit.Bytes {
		return 0, &TooLongError{Name: b.Name, Limit: b.Limit}
	}
	if room := b.Limit.Bytes + 1 - b.read; int64(len(p)) > room {
		p = p[:room]
	}
	n, err := b.R.Read(p)
	b.read += int64(n)
	if b.read > b.Limit.Bytes {
		return n - int(b.read-b.Limit.Bytes), &TooLongError{Name: b.Name, Limit: b.Limit}
	}
	return n, err
}

// Open opens the file at path as a Reader with the limit; close the file
// it returns.
func Open(path string, limit Limit) (*Reader, io.Closer, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	return NewReader(f, path, limit), f, nil
}

// maxName is the longest file name a message shows whole: names are the
// user's own and seldom long, but one may be anything.
const maxName = 200

// cutName shortens a file name for a message, unquoted.
func cutName(s string) string {
	if utf8.RuneCountInString(s) <= maxName {
		return s
	}
	return string([]rune(s)[:maxName]) + "…"
}

// MaxQuote is how many characters of the user's text a message quotes;
// longer text is cut, with "…" and its length.
const MaxQuote = 60

// Quote quotes s for a message, cut to MaxQuote characters.
func Quote(s string) string {
	if len(s) <= MaxQuote {
		return strconv.Quote(s)
	}
	n := utf8.RuneCountInString(s)
	if n <= MaxQuote {
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%s… (%d characters)", strconv.Quote(string([]rune(s[:min(len(s), 4*MaxQuote)])[:MaxQuote])), n)
}

// Cut shortens s for a message that shows it unquoted, cut to MaxQuote
// characters; control characters are escaped ("\r", "\x00"), so that
// the message stays one line.
func Cut(s string) string {
	n := utf8.RuneCountInString(s)
	if n > MaxQuote {
		s = string([]rune(s[:min(len(s), 4*MaxQuote)])[:MaxQuote])
	}
	if strings.IndexFunc(s, unicode.IsControl) >= 0 {
		var b strings.Builder
		for _, r := range s {
			if unicode.IsControl(r) {
				q := strconv.QuoteRune(r)
				b.WriteString(q[1 : len(q)-1])
			} else {
				b.WriteRune(r)
			}
		}
		s = b.String()
	}
	if n > MaxQuote {
		return fmt.Sprintf("%s… (%d characters)", s, n)
	}
	return s
}

// Size says a number of bytes in words: "512 bytes", "16 MiB".
func Size(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
