package cli

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// endlessInput stands in for /dev/zero on standard input: it never ends,
// and fails the test once more was read from it than any bounded read
// needs.
type endlessInput struct {
	t    *testing.T
	read int64
}

const endlessMax = 64 << 20

func (e *endlessInput) Read(p []byte) (int, error) {
	e.read += int64(len(p))
	if e.read > endlessMax {
		e.t.Errorf("read %d MiB of an endless input: not bounded", e.read>>20)
		return 0, io.EOF
	}
	for i := range p {
		p[i] = '0'
	}
	return len(p), nil
}

// failingWriter is a disk that is full.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// fifo makes a named pipe in dir and writes size bytes of line into it,
// over and over, once a reader opens it; whatever the reader leaves
// unread is dropped when it closes its end.
func fifo(t *testing.T, dir, name string, size int, line string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	go func() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		defer f.Close()
		chunk := []byte(strings.Repeat(line, 64<<10/len(line)))
		for written := 0; written < size; written += len(chunk) {
			if _, err := f.Write(chunk); err != nil {
				return // the reader stopped: its limit
			}
		}
	}()
	return path
}

// Every command that reads a file, a pipe or standard input stops at the
// limit of what it reads, with one line naming the input and the limit,
// in bounded memory; every command that writes says when the write
// failed. /dev/zero and /dev/full are the devices a tester reaches for.
func TestBoundedInputAndFailedOutput(t *testing.T) {
	dir := t.TempDir()
	zero, full := "/dev/zero", "/dev/full"
	for _, dev := range []string{zero, full} {
		if st, err := os.Stat(dev); err != nil || st.Mode()&os.ModeCharDevice == 0 {
			t.Skipf("%s is not a device here", dev)
		}
	}
	png := filepath.Join(dir, "a.png")
	type input int
	const (
		none input = iota
		endless
		longLine
	)
	tests := []struct {
		name  string
		args  []string
		stdin input
		out   io.Writer // nil: a buffer
		want  []string  // in the one line of standard error
	}{
		{"analyze standard input", []string{"analyze", "-"}, endless, nil, []string{"othello: game:", "standard input holds more than", "1 MiB", "a game file"}},
		{"analyze /dev/zero", []string{"analyze", zero}, none, nil, []string{"/dev/zero holds more than", "1 MiB"}},
		{"analyze a 3 MB pipe", []string{"analyze", fifo(t, dir, "game", 3<<20, "f5d6c3d3c4")}, none, nil, []string{"game holds more than 1 MiB", "a game file"}},
		{"picture standard input", []string{"picture", "-", "-o", png}, endless, nil, []string{"standard input holds more than", "1 MiB"}},
		{"picture a 3 MB pipe", []string{"picture", fifo(t, dir, "picture", 3<<20, "f5d6c3d3c4"), "-o", png}, none, nil, []string{"1 MiB", "a game file"}},
		{"move --file a 3 MB pipe", []string{"move", "--size", "6", "--file", fifo(t, dir, "board", 3<<20, "X O - - - -\n")}, none, nil, []string{"othello: file:", "1 MiB"}},
		{"arena --xot /dev/zero", []string{"arena", "--black", "random", "--white", "random", "--games", "2", "--xot", zero}, none, nil, []string{"othello: openings:", "16 MiB", "an opening list"}},
		{"arena --xot a 20 MB pipe", []string{"arena", "--black", "random", "--white", "random", "--games", "2", "--xot", fifo(t, dir, "xot", 20<<20, "f5d6c3d3c4\n")}, none, nil, []string{"16 MiB", "an opening list"}},
		{"tournament --xot /dev/zero", []string{"tournament", "--player", "a=random", "--player", "b=random", "--xot", zero}, none, nil, []string{"16 MiB", "an opening list"}},
		{"arena --black-weights /dev/zero", []string{"arena", "--black", "medium", "--white", "random", "--games", "2", "--black-weights", zero}, none, nil, []string{"16 MiB", "a weight file"}},
		{"book check /dev/zero", []string{"book", "check", zero}, none, nil, []string{"16 MiB", "a book file"}},
		{"book show --book /dev/zero", []string{"book", "--book", zero, "show", "f5"}, none, nil, []string{"16 MiB", "a book file"}},
		{"arena --games-out /dev/full", []string{"arena", "--black", "random", "--white", "random", "--games", "2", "--games-out", full}, none, nil, []string{"othello: games-out:", "no space left on device"}},
		{"tournament --games-out /dev/full", []string{"tournament", "--player", "a=random", "--player", "b=random", "--games-out", full}, none, nil, []string{"othello: games-out:", "no space left on device"}},
		{"picture -o /dev/full", []string{"picture", "f5d6", "-o", full}, none, nil, []string{"othello: file:", "no space left on device"}},
		{"perft to a full disk", []string{"perft", "2"}, none, failingWriter{}, []string{"othello: output: standard output:", "no space left on device"}},
		{"move to a full disk", []string{"move", "--level", "easy", "f5d6c3"}, none, failingWriter{}, []string{"othello: output:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdin io.Reader = strings.NewReader("")
			if tt.stdin == endless {
				stdin = &endlessInput{t: t}
			}
			var out, errOut bytes.Buffer
			var w io.Writer = &out
			if tt.out != nil {
				w = tt.out
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			code, _ := testProgram.Main(tt.args, Env{Stdin: stdin, Stdout: w, Stderr: &errOut})
			runtime.ReadMemStats(&after)
			msg := errOut.String()
			if i := strings.LastIndexByte(strings.TrimSuffix(msg, "\n"), '\r'); i >= 0 {
				msg = msg[i+1:] // after a progress bar
			}
			if i := strings.Index(msg, "othello:"); i >= 0 {
				msg = msg[i:]
			}
			if code != 1 || strings.Count(msg, "\n") != 1 || len(msg) > 300 {
				t.Fatalf("exit %d, standard error %.400q; want exit 1 and one short line", code, errOut.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(msg, w) {
					t.Errorf("%q; want %q in it", msg, w)
				}
			}
			// the limits are 16 MiB at most; twice that, and some room for
			// the command's own work, is what a bounded read may take
			if grown := after.TotalAlloc - before.TotalAlloc; grown > 200<<20 {
				t.Errorf("%d MiB allocated", grown>>20)
			}
		})
	}
	if st, err := os.Stat(full); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		t.Errorf("%s is no longer a device: a failed write removed it", full)
	}
}

// A 2 MiB line is answered with one short line, and the session goes on,
// in every protocol and in the terminal games.
func TestLongProtocolLines(t *testing.T) {
	long := strings.Repeat("x", 2<<20)
	tests := []struct {
		name  string
		args  []string
		in    string
		wants []string // in standard output, in order
	}{
		{"gomoku brain after START", []string{"gomoku", "brain"}, "START 15\n" + long + "\nABOUT\nBEGIN\nEND\n",
			[]string{"OK", "ERROR line 2 is 2097153 bytes long", "name=", ","}},
		{"gomoku brain inside BOARD", []string{"gomoku", "brain"}, "START 15\nBOARD\n7,7,2\n" + long + "\nDONE\nABOUT\nEND\n",
			[]string{"OK", "ERROR BOARD: line 4 is 2097153 bytes long", "name="}},
		{"gomoku brain, a long unknown command", []string{"gomoku", "brain"}, "START 15\n" + strings.Repeat("Z", 1<<20-10) + "\nABOUT\nEND\n",
			[]string{"OK", "UNKNOWN ZZZZ", "name="}},
		{"play", []string{"play"}, long + "\nscore\n", []string{"ERREUR ligne 1 trop longue", "SCORE 0"}},
		{"game", []string{"game", "--black", "human", "--white", "random"}, long + "\nq\n", []string{"Your move", "That line is too long (2097153 bytes, at most 1 MiB)", "Black quits"}},
		{"gomoku game", []string{"gomoku", "game", "--black", "human", "--white", "random", "--opening", "free"}, long + "\nq\n", []string{"to move", "That line is too long (2097153 bytes, at most 1 MiB)", "quits"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code, _ := testProgram.Main(tt.args, Env{Stdin: strings.NewReader(tt.in), Stdout: &out, Stderr: &errOut})
			if code != 0 {
				t.Fatalf("exit %d, standard error %.300q", code, errOut.String())
			}
			got := out.String()
			if len(got) > 64<<10 {
				t.Errorf("%d bytes of output: the line was echoed", len(got))
			}
			rest := got
			for _, w := range tt.wants {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("output %.600q; want %q (after the ones before)", got, w)
				}
				rest = rest[i+len(w):]
			}
			for _, line := range strings.Split(got, "\n") {
				if len(line) > 300 {
					t.Errorf("a line of %d bytes: %.100q", len(line), line)
				}
			}
		})
	}
}
