package bounded_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"othello/model/bounded"
)

// endless stands in for /dev/zero: it never ends, and fails the test once
// more than max bytes were taken from it.
type endless struct {
	t    *testing.T
	read int64
	max  int64
}

func (e *endless) Read(p []byte) (int, error) {
	e.read += int64(len(p))
	if e.read > e.max {
		e.t.Fatalf("read %d bytes from an endless input, more than the %d a bounded read needs", e.read, e.max)
	}
	for i := range p {
		p[i] = 'x'
	}
	return len(p), nil
}

func TestReadAllStopsAtTheLimit(t *testing.T) {
	small := bounded.Limit{What: "a test file", Bytes: 1000}
	cases := []struct {
		name    string
		input   func(t *testing.T) io.Reader
		wantErr bool
	}{
		{"under the limit", func(*testing.T) io.Reader { return strings.NewReader(strings.Repeat("a", 999)) }, false},
		{"at the limit", func(*testing.T) io.Reader { return strings.NewReader(strings.Repeat("a", 1000)) }, false},
		{"one over", func(*testing.T) io.Reader { return strings.NewReader(strings.Repeat("a", 1001)) }, true},
		{"endless", func(t *testing.T) io.Reader { return &endless{t: t, max: 64 << 10} }, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data, err := bounded.ReadAll(c.input(t), "input", small)
			if c.wantErr {
				var tl *bounded.TooLongError
				if !errors.As(err, &tl) || !errors.Is(err, bounded.ErrTooLong) {
					t.Fatalf("err %v; want a *TooLongError", err)
				}
				if msg := err.Error(); !strings.Contains(msg, "input holds") || !strings.Contains(msg, "1000 bytes") || !strings.Contains(msg, "a test file") || strings.Contains(msg, "\n") {
					t.Errorf("message %q: want one line naming the input, the limit and the kind", msg)
				}
				return
			}
			if err != nil || len(data) > 1000 {
				t.Fatalf("%d bytes, %v", len(data), err)
			}
		})
	}
}

// A device whose size reads as 0 and a pipe are bounded like a file.
func TestReadFile(t *testing.T) {
	lim := bounded.Limit{What: "a game file", Bytes: 4 << 10}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := bounded.ReadFile("/dev/zero", lim); !errors.Is(err, bounded.ErrTooLong) {
			t.Errorf("/dev/zero: %v; want too long", err)
		}
	}
	dir := t.TempDir()
	big := filepath.Join(dir, "big")
	if err := os.WriteFile(big, []byte(strings.Repeat("x", 5<<10)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := bounded.ReadFile(big, lim); !errors.Is(err, bounded.ErrTooLong) || !strings.Contains(err.Error(), "4 KiB") {
		t.Errorf("a big file: %v; want too long, 4 KiB", err)
	}
	small := filepath.Join(dir, "small")
	if err := os.WriteFile(small, []byte("f5d6"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := bounded.ReadFile(small, lim); err != nil || string(data) != "f5d6" {
		t.Errorf("a small file: %q, %v", data, err)
	}
	if _, err := bounded.ReadFile(filepath.Join(dir, "none"), lim); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}

func TestReader(t *testing.T) {
	r := bounded.NewReader(&endless{t: t, max: 10 << 10}, "pipe", bounded.Limit{What: "a line", Bytes: 5000})
	n, err := io.Copy(io.Discard, r)
	if !errors.Is(err, bounded.ErrTooLong) || n != 5000 {
		t.Errorf("copied %d bytes, %v; want 5000 and too long", n, err)
	}
	r = bounded.NewReader(strings.NewReader("short"), "pipe", bounded.Line)
	if data, err := io.ReadAll(r); err != nil || string(data) != "short" {
		t.Errorf("%q, %v", data, err)
	}
}

func TestQuote(t *testing.T) {
	cases := []struct {
		in   string
		want string
	}{
		{"f5", `"f5"`},
		{strings.Repeat("a", 60), `"` + strings.Repeat("a", 60) + `"`},
		{strings.Repeat("a", 61), `"` + strings.Repeat("a", 60) + `"… (61 characters)`},
		{strings.Repeat("é", 1<<20), `"` + strings.Repeat("é", 60) + `"… (1048576 characters)`},
	}
	for _, c := range cases {
		if got := bounded.Quote(c.in); got != c.want {
			t.Errorf("Quote(%d characters) = %q; want %q", utf8.RuneCountInString(c.in), got, c.want)
		}
	}
	if got := bounded.Cut(strings.Repeat("b", 100)); got != strings.Repeat("b", 60)+"… (100 characters)" {
		t.Errorf("Cut: %q", got)
	}
	if got := bounded.Cut("a\r\nb\x00"); got != `a\r\nb\x00` {
		t.Errorf("Cut keeps control characters: %q", got)
	}
}

// A line over the limit is skipped whole and reading goes on; a line of
// exactly the limit is read; an endless line is read in bounded memory.
func TestLines(t *testing.T) {
	limit := int(bounded.Line.Bytes)
	in := strings.Repeat("a", limit) + "\r\n" + strings.Repeat("b", limit+1) + "\nc\nlast"
	lr := bounded.NewLines(strings.NewReader(in))
	if l, err := lr.Next(); err != nil || len(l) != limit {
		t.Errorf("a line of %d bytes: %d bytes, %v", limit, len(l), err)
	}
	var long *bounded.LineTooLongError
	if _, err := lr.Next(); !errors.As(err, &long) || long.Number != 2 || long.Size != limit+2 {
		t.Errorf("an overlong line: %v; want line 2 of %d bytes too long", err, limit+2)
	}
	for _, want := range []string{"c", "last"} {
		if l, err := lr.Next(); err != nil || l != want {
			t.Errorf("next line %q, %v; want %q", l, err, want)
		}
	}
	if _, err := lr.Next(); err != io.EOF {
		t.Errorf("at the end: %v; want EOF", err)
	}
	// A 64 MiB line without an ending: the reader must not keep it.
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	lr = bounded.NewLines(io.LimitReader(&endless{t: t, max: 1 << 40}, 64<<20))
	if _, err := lr.Next(); !errors.As(err, &long) {
		t.Errorf("a 64 MiB line: %v; want too long", err)
	}
	runtime.ReadMemStats(&after)
	if grown := after.TotalAlloc - before.TotalAlloc; grown > 8<<20 {
		t.Errorf("%d MiB allocated reading a 64 MiB line; it is being kept", grown>>20)
	}
}
