package cli

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"othello/model/bounded"
)

const startText = "---------------------------OX------XO--------------------------- X"

// Bad arguments get one line on standard error that names the problem,
// short however long the input, and a non-zero exit.
func TestArgumentErrors(t *testing.T) {
	huge := strings.Repeat("Z", 100000)
	tests := []struct {
		name string
		cmd  string
		args []string
		want string
	}{
		{"64 squares without the side", "perft", []string{"--pos", startText[:64], "3"}, `^othello: position: side to move missing`},
		{"64 squares without the side, no flag", "perft", []string{startText[:64], "3"}, `^othello: position: side to move missing`},
		{"negative depth", "perft", []string{"-1"}, `^othello: usage: perft .*: depth "-1" is not a whole number 0-15`},
		{"absurd depth", "perft", []string{"30"}, `^othello: usage: perft .*: depth "30" is not a whole number 0-15`},
		{"no depth", "perft", nil, `^othello: usage: perft .*: missing DEPTH`},
		{"two depths", "perft", []string{"3", "4"}, `^othello: usage: perft .*: unexpected "4"`},
		{"unknown flag", "perft", []string{"--depth", "3"}, `^othello: usage: perft .*: unknown flag "--depth"`},
		{"bad thread count", "perft", []string{"--threads", "many", "3"}, `^othello: usage: perft .*: --threads "many": want a whole number`},
		{"flag without its value", "perft", []string{"3", "--threads"}, `^othello: usage: perft .*: --threads needs a value`},
		{"short position starting with -", "solve", []string{"---X O"}, `^othello: position: space at character 5 after 4 squares`},
		{"short position starting with - in perft", "perft", []string{"--pos", "---XO", "2"}, `^othello: position: only 5 squares`},
		{"non-ASCII square", "solve", []string{"é" + startText[1:]}, `^othello: position: character 1 is 'é'`},
		{"non-ASCII square after flags", "move", []string{"--level", "easy", startText[:10] + "é" + startText[11:]}, `^othello: position: character 11 is 'é'`},
		{"100,000-character position", "solve", []string{huge}, `^othello: position: character 1 is 'Z'`},
		{"100,000-character side", "solve", []string{startText[:64] + huge}, `^othello: position: side to move "Z{60}"… \(100000 characters\) at character 65`},
		{"100,000-character flag value", "perft", []string{"--threads", huge, "3"}, `^othello: usage: perft .*: --threads "Z{60}"… \(100000 characters\): want a whole number`},
		{"100,000-character level", "move", []string{"--level", huge, startText}, `^othello: level: unknown level "Z+"… \(100000 characters\)`},
		{"100,000-character flag", "move", []string{"--" + huge, startText}, `^othello: usage: move .*: unknown flag "--Z+"… \(100002 characters\)`},
		{"100,000-character command", huge, nil, `^othello: usage: unknown command "Z+"… \(100000 characters\); see othello help`},
		{"absurd move time", "move", []string{"--time", "1000h", startText}, `^othello: usage: move .*: --time 1000h0m0s is not between 0s and 1h0m0s`},
		{"bad move time", "move", []string{"--time", "soon", startText}, `^othello: usage: move .*: --time "soon": want a duration such as 500ms, 2s or 1m`},
		{"absurd arena time", "arena", []string{"--black", "easy", "--white", "easy", "--time", "1000h"}, `^othello: usage: arena .*: --time 1000h0m0s is not between`},
		{"play with a stray argument", "play", []string{"--noir", "é"}, `^othello: usage: play .*: unexpected "é"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd(tt.cmd, tt.args...)
			if code == 0 || out != "" {
				t.Fatalf("exit %d, stdout %q; want an error", code, out)
			}
			checkErrorLine(t, errOut)
			if !regexp.MustCompile(tt.want).MatchString(errOut) {
				t.Errorf("stderr %q; want it to match %s", errOut, tt.want)
			}
		})
	}
}

// checkErrorLine checks the form of every command-line error: one line,
// "othello: KIND: detail", readable length, valid UTF-8.
func checkErrorLine(t *testing.T, errOut string) {
	t.Helper()
	if !strings.HasPrefix(errOut, "othello: ") || strings.Count(errOut, "\n") != 1 || !strings.HasSuffix(errOut, "\n") {
		t.Errorf("stderr %q; want one line othello: KIND: detail", errOut)
	}
	if n := utf8.RuneCountInString(errOut); n > 400 {
		t.Errorf("the error is %d characters long; want a readable excerpt: %.200q", n, errOut)
	}
	if !utf8.ValidString(errOut) {
		t.Errorf("the error is not valid UTF-8: %q", errOut)
	}
}

// Flags may follow the arguments; a negative number or a position that
// begins with '-' is an argument, not a flag.
func TestArgumentsInAnyOrder(t *testing.T) {
	tests := []struct {
		cmd  string
		args []string
		want string
	}{
		{"perft", []string{"3", "--threads", "1"}, `^perft\(3\) = 56\ntime .* 1 thread\n$`},
		{"perft", []string{"--threads=1", "--pos", startText, "2"}, `^perft\(2\) = 12\n`},
		{"perft", []string{startText[:64], "X", "2", "-threads", "2"}, `^perft\(2\) = 12\n.*2 threads`},
		{"perft", []string{"--", "1"}, `^perft\(1\) = 4\n`},
		{"move", []string{startText, "--level", "easy", "--seed", "3"}, `^move: (d3|c4|f5|e6)\n`},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(tt.cmd, tt.args...)
		if code != 0 || !regexp.MustCompile(tt.want).MatchString(out) {
			t.Errorf("%s %q: exit %d, stdout %q, stderr %q; want output matching %s", tt.cmd, tt.args, code, out, errOut, tt.want)
		}
	}
}

// perft reports each root move on standard error once its subtree is
// counted, with the leaves so far, on one thread or several, and the count
// on standard output.
func TestPerftProgress(t *testing.T) {
	for _, threads := range []string{"1", "2"} {
		code, out, errOut := runCmd("perft", "--threads", threads, "7")
		if code != 0 || !strings.HasPrefix(out, "perft(7) = 55092\n") {
			t.Fatalf("--threads %s: exit %d, stdout %q", threads, code, out)
		}
		line := `perft\(7\): %d/4 root moves, \d+ leaves, \d+\.\d{3}s, \d+\.\d M leaves/s\n`
		want := regexp.MustCompile("^" + fmt.Sprintf(line, 1) + fmt.Sprintf(line, 2) + fmt.Sprintf(line, 3) +
			strings.Replace(fmt.Sprintf(line, 4), `\d+ leaves`, "55092 leaves", 1) + "$")
		if !want.MatchString(errOut) {
			t.Errorf("--threads %s: stderr %q; want a line for each of the 4 root moves, the last with all 55092 leaves", threads, errOut)
		}
	}
}

// A line over 1 MiB is skipped with a clear complaint, and the protocol
// goes on with the next line.
func TestProtocolsSkipOverlongLines(t *testing.T) {
	long := strings.Repeat("Z", int(bounded.Line.Bytes)+10)
	tests := []struct {
		cmd            string
		in             string
		wantOut, wantE string
	}{
		{"play", long + "\nscore\n", `^ERREUR ligne 1 trop longue \(1048587 octets, 1 Mio au plus\), ignoree\nSCORE 0\n$`, `^$`},
		{"play", "score\r\n" + long + "\r\nscore\n", `^SCORE 0\nERREUR ligne 2 trop longue \(1048588 octets, 1 Mio au plus\), ignoree\nSCORE 0\n$`, `^$`},
		{"nboard", "nboard 2\n" + long + "\nping 7\n", `^pong 7\n$`, `^othello nboard: line 2 is 1048587 bytes long, over the limit of 1048576 \(1 MiB\); it was skipped\n$`},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		code := Run(tt.cmd, Env{Stdin: strings.NewReader(tt.in), Stdout: &out, Stderr: &errOut})
		if code != 0 || !regexp.MustCompile(tt.wantOut).MatchString(out.String()) || !regexp.MustCompile(tt.wantE).MatchString(errOut.String()) {
			t.Errorf("%s: exit %d, stdout %.300q, stderr %.300q; want stdout matching %s and stderr %s", tt.cmd, code, out.String(), errOut.String(), tt.wantOut, tt.wantE)
		}
	}
	// a line of exactly the limit is read
	lr := bounded.NewLines(strings.NewReader(strings.Repeat("a", int(bounded.Line.Bytes)) + "\r\nb"))
	if l, err := lr.Next(); err != nil || len(l) != int(bounded.Line.Bytes) {
		t.Errorf("a line of %d bytes: %d bytes, %v", int(bounded.Line.Bytes), len(l), err)
	}
	if l, err := lr.Next(); err != nil || l != "b" {
		t.Errorf("the last line without an ending: %q, %v", l, err)
	}
}

// FuzzCommandLine feeds the argument parsing of every command with
// arbitrary arguments: it must never panic, and every error must be one
// readable line.
func FuzzCommandLine(f *testing.F) {
	f.Add("perft", "--pos\x00"+startText+"\x003")
	f.Add("perft", "-1")
	f.Add("perft", startText[:64]+"\x003")
	f.Add("solve", "---X O")
	f.Add("solve", "--time\x001s\x00"+startText)
	f.Add("move", "--level\x00expert\x00--time\x001000h\x00"+startText)
	f.Add("move", "é"+startText[1:])
	f.Add("play", "--noir\x00--level=hard")
	f.Add("arena", "--black\x00easy\x00--white\x00random\x00--games\x000")
	f.Fuzz(func(t *testing.T, cmd, joined string) {
		args := strings.Split(joined, "\x00")
		var err error
		switch cmd {
		case "perft":
			_, err = parsePerftArgs(args)
		case "solve":
			_, err = parseSolveArgs(args)
		case "move":
			_, err = parseMoveArgs(args)
		case "play":
			_, err = parsePlayArgs(args)
		default:
			fs := newFlagSet("fuzz")
			fs.Int("n", 0, "a number")
			fs.Bool("b", false, "a switch")
			fs.Duration("time", 0, "a time")
			_, err = parseArgs(fs, args)
			if err != nil {
				err = Errorf("usage", "%v", err)
			}
		}
		if err == nil {
			return
		}
		var out bytes.Buffer
		printError(&out, cmd, err)
		msg := out.String()
		if strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "othello: ") {
			t.Fatalf("error %q is not one line othello: KIND: detail", msg)
		}
		if n := utf8.RuneCountInString(msg); n > 400 {
			t.Fatalf("error of %d characters for arguments of %d: %.200q", n, len(joined), msg)
		}
	})
}
