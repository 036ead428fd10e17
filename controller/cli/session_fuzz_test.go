package cli

// Whole sessions of the text front ends driven by fuzzed standard input:
// play, nboard, the Gomocup brain, and the terminal games of Othello and
// Gomoku. Each must end at the end of its input, never panic, and print
// a bounded amount for what it reads. The computer players are the fastest
// there are, so that an input runs in milliseconds.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
)

// sessionTimeout is far beyond what any input takes (milliseconds), so a
// session still running at it is stuck, not slow.
const sessionTimeout = 10 * time.Second

// fuzzLines is how many lines of a fuzzed input a session reads: each may
// start a search, and the fuzzer's workers must answer within their own
// deadline on a loaded machine. Long inputs have their own test
// (TestSessionsSurviveLongInputs).
const fuzzLines = 64

// fuzzSlice is in cut after its first fuzzLines lines.
func fuzzSlice(in []byte) []byte {
	n := 0
	for i, b := range in {
		if b == '\n' {
			if n++; n == fuzzLines {
				return in[:i+1]
			}
		}
	}
	return in
}

// errOutputLimit is what a session's writes fail with past its limit: a
// session that prints without end then stops, and the test says so.
var errOutputLimit = errors.New("output over the test's limit")

// sessionOutputs are a session's standard output and error, bounded
// together by limit.
type sessionOutputs struct {
	mu       sync.Mutex
	out, err bytes.Buffer
	limit    int
	over     bool
}

// outputLimit is the most a session may print for its input: 4 KB a line
// read (a board drawn again, the help), four bytes a byte read (an echo of
// a bad line) and 8 KB besides.
func outputLimit(in []byte) int {
	lines := bytes.Count(in, []byte("\n")) + 1
	return 8<<10 + 4<<10*lines + 4*len(in)
}

// cappedWriter is one stream of a sessionOutputs.
type cappedWriter struct {
	o   *sessionOutputs
	buf *bytes.Buffer
}

func (w cappedWriter) Write(p []byte) (int, error) {
	w.o.mu.Lock()
	defer w.o.mu.Unlock()
	if w.o.out.Len()+w.o.err.Len()+len(p) > w.o.limit {
		w.o.over = true
		return 0, errOutputLimit
	}
	return w.buf.Write(p)
}

// fuzzExcerpt keeps failure messages readable for long inputs.
func fuzzExcerpt(b []byte) string {
	if len(b) > 300 {
		return strconv.Quote(string(b[:300])) + fmt.Sprintf("... (%d bytes)", len(b))
	}
	return strconv.Quote(string(b))
}

// runSession runs a session on in and returns what it printed, failing
// the test if it panics, does not end within sessionTimeout of being
// started, or prints more than outputLimit.
func runSession(t *testing.T, in []byte, run func(stdin io.Reader, stdout, stderr io.Writer)) (stdout, stderr string) {
	t.Helper()
	o := &sessionOutputs{limit: outputLimit(in)}
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
			}
		}()
		run(bytes.NewReader(in), cappedWriter{o, &o.out}, cappedWriter{o, &o.err})
		done <- ""
	}()
	timer := time.NewTimer(sessionTimeout)
	defer timer.Stop()
	select {
	case p := <-done:
		if p != "" {
			t.Fatalf("input %s: %s", fuzzExcerpt(in), p)
		}
	case <-timer.C:
		t.Fatalf("input %s: still running %v after it started; its input has ended", fuzzExcerpt(in), sessionTimeout)
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.over {
		t.Fatalf("input %s of %d bytes: printed over %d bytes; stdout begins %s", fuzzExcerpt(in), len(in), o.limit, fuzzExcerpt(o.out.Bytes()))
	}
	return o.out.String(), o.err.String()
}

// addSessionSeeds adds the golden sessions' inputs testdata/PREFIX*.in,
// and the edge cases every line reader must survive: nothing, a 2 KB line,
// NUL bytes, CRLF endings, no final newline. add receives each input.
// (Longer inputs are TestSessionsSurviveLongInputs's: as seeds, the fuzzer
// would spend its time minimizing them.)
func addSessionSeeds(f *testing.F, prefix string, add func(in []byte)) {
	files, err := filepath.Glob(filepath.Join("testdata", prefix+"*.in"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no testdata/%s*.in: %v", prefix, err)
	}
	for _, name := range files {
		in, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		add(in)
		add(bytes.ReplaceAll(in, []byte("\n"), []byte("\r\n")))
	}
	add(nil)
	add([]byte(strings.Repeat("x", 2048) + "\n"))
	add([]byte("\x00\n\x00\x00\x00\n"))
	add([]byte("\n\n\r\n"))
	add([]byte("NF5"))
}

// endsWithLine fails unless out is empty or ends a line: a front end
// answers in whole lines.
func endsWithLine(t *testing.T, in []byte, what, out string) {
	t.Helper()
	if out != "" && !strings.HasSuffix(out, "\n") {
		t.Fatalf("input %s: %s %s does not end a line", fuzzExcerpt(in), what, fuzzExcerpt([]byte(out)))
	}
}

// The modes of othello play: two people, the computer as Black, as White,
// at the fastest level.
var playModes = [][]string{
	nil,
	{"--noir", "--level", "easy", "--seed", "1"},
	{"--blanc", "--level", "easy", "--seed", "1"},
}

// FuzzPlaySession runs othello play on the input in one of its modes.
func FuzzPlaySession(f *testing.F) {
	addSessionSeeds(f, "play_", func(in []byte) {
		for mode := range playModes {
			f.Add(uint8(mode), in)
		}
	})
	f.Add(uint8(1), []byte(strings.Repeat("newgame\n", 20)))
	f.Add(uint8(0), []byte("aide\naffiche\ncoups\nscore\nNF5\nBF6\n"))
	f.Fuzz(func(t *testing.T, mode uint8, in []byte) { fuzzPlay(t, mode, fuzzSlice(in)) })
}

// fuzzPlay is FuzzPlaySession's check of one input, which the long inputs' test runs too.
func fuzzPlay(t *testing.T, mode uint8, in []byte) {
	args := playModes[int(mode)%len(playModes)]
	out, _ := runSession(t, in, func(stdin io.Reader, stdout, stderr io.Writer) {
		Run("play", Env{Args: args, Stdin: stdin, Stdout: stdout, Stderr: stderr})
	})
	endsWithLine(t, in, "the answer", out)
}

// fastConfig is the search an NBoard "set depth" asks for, cut to depth 2
// and an exact endgame of 6 empties: the real search, in milliseconds.
func fastConfig(c strategy.Config) strategy.Config {
	c.Depth = min(c.Depth, 2)
	c.ExactEmpties = min(c.ExactEmpties, 6)
	return c
}

// FuzzNBoardSession runs the NBoard protocol on the input with the real
// search, cut short.
func FuzzNBoardSession(f *testing.F) {
	addSessionSeeds(f, "nboard_", func(in []byte) { f.Add(in) })
	f.Add([]byte("nboard 2\nset depth 60\ngo\ngo\nhint 60\nanalyze\n"))
	f.Add([]byte("set game (;GM[Othello]BO[8 ******** ******** ******** ***O*--- ---*O--- -------- -------- -------- O];)\ngo\nhint 5\n"))
	f.Fuzz(func(t *testing.T, in []byte) { fuzzNBoard(t, fuzzSlice(in)) })
}

// fuzzNBoard is FuzzNBoardSession's check of one input, which the long inputs' test runs too.
func fuzzNBoard(t *testing.T, in []byte) {
	out, _ := runSession(t, in, func(stdin io.Reader, stdout, stderr io.Writer) {
		e := newNBoardEngine(stdout, stderr, 1)
		e.newPlayer = func(c strategy.Config) strategy.Player { return strategy.NewSearch(fastConfig(c), 1) }
		e.analyze = func(ctx context.Context, b model.Board, c strategy.Config, n int) []strategy.Result {
			return strategy.Analyze(ctx, b, fastConfig(c), n)
		}
		nboardLoop(e, stdin)
	})
	endsWithLine(t, in, "the output", out)
}

// gomocupSeeds are sessions of the Gomocup protocol, as a manager drives
// a brain.
var gomocupSeeds = []string{
	"TURN 7,7\nSTART 30\nSTART 15\nINFO timeout_turn 200\nINFO rule 1\nABOUT\nBEGIN\nTURN 8,8\nTAKEBACK 1,1\nPLAY 0,0\nTAKEBACK 0,0\n" +
		"BOARD\n7,7,2\n8,8,1\n7,8,2\nDONE\nSWAP2BOARD\nDONE\nINFO opening swap\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nRESTART\nTURN 7,7\nFOO bar\nEND\nABOUT\n",
	"START 15\nINFO timeout_turn 30000\nINFO timeout_match 100000\nINFO time_left 1000\nBEGIN\nTURN 6,6\nTURN 5,5\nEND\n",
	"RECTSTART 20,20\nINFO rule 4\nBOARD\n0,0,1\n19,19,2\nDONE\nTURN 10,10\n",
	"START 5\nBEGIN\nTURN 0,0\nTURN 1,1\nTURN 2,2\nTURN 3,3\nTURN 4,4\nTURN 0,4\n",
	"START 15\nBOARD\n",
}

// FuzzGomocupBrain runs othello gomoku brain at its fastest level.
func FuzzGomocupBrain(f *testing.F) {
	for _, s := range gomocupSeeds {
		f.Add([]byte(s))
		f.Add([]byte(strings.ReplaceAll(s, "\n", "\r\n")))
	}
	f.Add([]byte("START 15\nINFO timeout_turn 0\nBEGIN\n" + strings.Repeat("TURN 7,7\n", 100)))
	f.Add([]byte("START " + strings.Repeat("9", 2048) + "\n"))
	f.Add([]byte("START 15\n\x00\nBEGIN\x00\n"))
	f.Fuzz(func(t *testing.T, in []byte) { fuzzBrain(t, fuzzSlice(in)) })
}

// fuzzBrain is FuzzGomocupBrain's check of one input, which the long inputs' test runs too.
func fuzzBrain(t *testing.T, in []byte) {
	out, _ := runSession(t, in, func(stdin io.Reader, stdout, stderr io.Writer) {
		Run("gomoku", Env{Args: []string{"brain", "--level", "easy", "--seed", "1"}, Stdin: stdin, Stdout: stdout, Stderr: stderr})
	})
	endsWithLine(t, in, "the answer", out)
}

// The modes of othello game: a size and who is at the keyboard, the
// computer at depth 1.
var gameSizes = []string{"8", "4", "6", "10"}

var gameSides = [][]string{
	{"--black", "human", "--white", "human"},
	{"--black", "human", "--white", "alphabeta:1"},
	{"--black", "alphabeta:1", "--white", "human"},
}

// FuzzGameSession runs the Reversi report's terminal game, a person typing
// the input.
func FuzzGameSession(f *testing.F) {
	files, err := filepath.Glob(filepath.Join("testdata", "game_*.in"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no testdata/game_*.in: %v", err)
	}
	for _, name := range files {
		in, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		for mode := range len(gameSizes) * len(gameSides) {
			f.Add(uint8(mode), in)
		}
	}
	f.Add(uint8(0), []byte("f5\nd6\nc3\nz9\nf5\n\x00\nq\n"))
	f.Add(uint8(3), []byte(strings.Repeat("j10\n", 50)))
	f.Add(uint8(0), bytes.Repeat([]byte("f"), 2048))
	f.Fuzz(func(t *testing.T, mode uint8, in []byte) { fuzzGame(t, mode, fuzzSlice(in)) })
}

// fuzzGame is FuzzGameSession's check of one input, which the long inputs' test runs too.
func fuzzGame(t *testing.T, mode uint8, in []byte) {
	m := int(mode) % (len(gameSizes) * len(gameSides))
	args := append([]string{"--size", gameSizes[m%len(gameSizes)], "--seed", "1"}, gameSides[m/len(gameSizes)]...)
	runSession(t, in, func(stdin io.Reader, stdout, stderr io.Writer) {
		Run("game", Env{Args: args, Stdin: stdin, Stdout: stdout, Stderr: stderr})
	})
}

// The modes of othello gomoku game: a board size, an opening rule (whose
// questions the person answers) and who is at the keyboard.
var (
	gomokuSizes    = []string{"15", "7", "20"}
	gomokuOpenings = []string{"free", "swap", "swap2"}
	gomokuSides    = [][]string{
		{"--black", "human", "--white", "human"},
		{"--black", "human", "--white", "easy"},
		{"--black", "easy", "--white", "human"},
	}
)

// gomokuGameArgs are the arguments of a mode of othello gomoku game.
func gomokuGameArgs(mode uint8) []string {
	m := int(mode) % (len(gomokuSizes) * len(gomokuOpenings) * len(gomokuSides))
	args := []string{"game", "--size", gomokuSizes[m%len(gomokuSizes)], "--opening", gomokuOpenings[m/len(gomokuSizes)%len(gomokuOpenings)], "--seed", "1"}
	return append(args, gomokuSides[m/(len(gomokuSizes)*len(gomokuOpenings))]...)
}

// FuzzGomokuGame runs the Gomoku terminal game, a person typing the input.
func FuzzGomokuGame(f *testing.F) {
	for mode := range len(gomokuSizes) * len(gomokuOpenings) * len(gomokuSides) {
		f.Add(uint8(mode), []byte("h8\n7,8\nh9 h10 i9\nswap\nq\n"))
	}
	f.Add(uint8(0), []byte("h8\nh9\ni8\ni9\nj8\nj9\nk8\nk9\nl8\n"))
	f.Add(uint8(0), []byte("h8 h9\nz99\n-1,-1\n\x00\nquit\n"))
	f.Add(uint8(1), []byte("a1\r\nb2\r\nc3\r\n"))
	f.Add(uint8(0), bytes.Repeat([]byte("h8 "), 700))
	f.Fuzz(func(t *testing.T, mode uint8, in []byte) { fuzzGomokuGame(t, mode, fuzzSlice(in)) })
}

// fuzzGomokuGame is FuzzGomokuGame's check of one input, which the long inputs' test runs too.
func fuzzGomokuGame(t *testing.T, mode uint8, in []byte) {
	args := gomokuGameArgs(mode)
	runSession(t, in, func(stdin io.Reader, stdout, stderr io.Writer) {
		Run("gomoku", Env{Args: args, Stdin: stdin, Stdout: stdout, Stderr: stderr})
	})
}

// Every session ends, and prints little, on a line over the 1 MiB the
// line readers take and on 1 MiB of moves on one line: inputs too long to
// be fuzzing seeds.
func TestSessionsSurviveLongInputs(t *testing.T) {
	for _, in := range [][]byte{
		bytes.Repeat([]byte("a"), 1<<20+10),
		append(bytes.Repeat([]byte("f5h8"), 1<<18+10), "\nq\n"...),
	} {
		for mode := range playModes {
			fuzzPlay(t, uint8(mode), in)
		}
		fuzzNBoard(t, in)
		fuzzBrain(t, in)
		for mode := range len(gameSizes) * len(gameSides) {
			fuzzGame(t, uint8(mode), in)
		}
		for mode := range len(gomokuSizes) * len(gomokuOpenings) * len(gomokuSides) {
			fuzzGomokuGame(t, uint8(mode), in)
		}
	}
}
