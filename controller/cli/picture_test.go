package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// testPictures stands for the window's drawing, which this package cannot
// import: it writes the request it was given, and remembers it.
var (
	testPictures = Pictures{
		Styles:  []string{"classic", "high-contrast", "walnut"},
		MinSize: 200, MaxSize: 4000, DefaultSize: 600,
		Write: func(w io.Writer, req PictureRequest) error {
			lastPicture = req
			_, err := fmt.Fprintf(w, "picture after %d moves of %s", req.Moves, req.Game.TaggedTranscript())
			return err
		},
	}
	lastPicture PictureRequest
)

// runPictureCmd runs othello picture with stdin as standard input.
func runPictureCmd(stdin string, args ...string) (code int, out, errOut string) {
	var o, e bytes.Buffer
	code, _ = testProgram.Main(append([]string{"picture"}, args...), Env{Stdin: strings.NewReader(stdin), Stdout: &o, Stderr: &e})
	return code, o.String(), e.String()
}

// othello picture reads GAME as analyze does (a transcript, a file or
// standard input; here any size, or a position alone) and asks for the
// position after --move N moves, the last by default, with the options
// given, in the form the output's name says.
func TestPictureRequests(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(game, []byte("f5d6c3d3c4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	position := "---------------------------OX------XXX-------------------------- O"
	tests := []struct {
		stdin string
		args  []string
		want  PictureRequest
		game  string // the game's tagged transcript
	}{
		{"", []string{"f5d6c3", "-o", "a.png"}, PictureRequest{Moves: 3, Size: 600, Style: "classic"}, "f5d6c3"},
		{"", []string{"-o", "b.svg", "--move", "1", "--numbers", "--size=300", "--style", "walnut", "f5d6c3"}, PictureRequest{Moves: 1, Numbers: true, Size: 300, Style: "walnut", SVG: true}, "f5d6c3"},
		{"", []string{game, "-o", "c.PNG", "--move", "0"}, PictureRequest{Moves: 0, Size: 600, Style: "classic"}, "f5d6c3d3c4"},
		{"d3c3\n", []string{"-", "-o", "d.png", "--style", "high-contrast", "--size", "4000"}, PictureRequest{Moves: 2, Size: 4000, Style: "high-contrast"}, "d3c3"},
		{"", []string{"6x6 c2b4c5d2", "-o", "e.SVG", "--size", "200"}, PictureRequest{Moves: 4, Size: 200, Style: "classic", SVG: true}, "6x6 c2b4c5d2"},
		{"", []string{position, "-o", "f.png"}, PictureRequest{Moves: 0, Size: 600, Style: "classic"}, ""},
	}
	for _, tt := range tests {
		lastPicture = PictureRequest{}
		args := append([]string(nil), tt.args...)
		var out string
		for i, a := range args {
			if i > 0 && args[i-1] == "-o" {
				out = filepath.Join(dir, a)
				args[i] = out
			}
		}
		code, stdout, errOut := runPictureCmd(tt.stdin, args...)
		if code != 0 || stdout != "" || errOut != "" {
			t.Errorf("othello picture %q: exit %d, stdout %q, stderr %q", tt.args, code, stdout, errOut)
			continue
		}
		type options struct {
			moves, size   int
			numbers, svg  bool
			style, record string
		}
		got := options{lastPicture.Moves, lastPicture.Size, lastPicture.Numbers, lastPicture.SVG, lastPicture.Style, lastPicture.Game.TaggedTranscript()}
		want := options{tt.want.Moves, tt.want.Size, tt.want.Numbers, tt.want.SVG, tt.want.Style, tt.game}
		if got != want {
			t.Errorf("othello picture %q asked for %+v; want %+v", tt.args, got, want)
		}
		data, err := os.ReadFile(out)
		if want := fmt.Sprintf("picture after %d moves of %s", tt.want.Moves, lastPicture.Game.TaggedTranscript()); err != nil || string(data) != want {
			t.Errorf("othello picture %q wrote %q (%v); want %q", tt.args, data, err, want)
		}
	}
	// -o - writes to standard output
	if code, stdout, errOut := runPictureCmd("", "f5", "-o", "-"); code != 0 || stdout != "picture after 1 moves of f5" || errOut != "" {
		t.Errorf("othello picture f5 -o -: exit %d, stdout %q, stderr %q", code, stdout, errOut)
	}
}

// Each mistake is one line "othello: KIND: detail" on standard error, a
// non-zero exit, and no file written.
func TestPictureErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.png")
	empty := filepath.Join(dir, "empty.ggf")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		stdin string
		args  []string
		want  string // a pattern of the one line
	}{
		{"", []string{"-o", out}, `^othello: usage: picture -o FILE \[--move N\] \[--numbers\] \[--size PX\] \[--style S\] GAME: missing GAME$`},
		{"", []string{"f5", "d6", "-o", out}, `^othello: usage: picture .*: unexpected "d6"$`},
		{"", []string{"f5d6"}, `^othello: usage: picture .*: -o is required$`},
		{"", []string{"f5d6", "-o"}, `^othello: usage: picture .*: -o needs a value: .*$`},
		{"", []string{"f5d6", "-o", out, "--bogus"}, `^othello: usage: picture .*: unknown flag "--bogus"$`},
		{"", []string{"f5d6", "-o", out, "--size", "199"}, `^othello: usage: picture .*: --size 199 is not 200-4000$`},
		{"", []string{"f5d6", "-o", out, "--size", "4001"}, `^othello: usage: picture .*: --size 4001 is not 200-4000$`},
		{"", []string{"f5d6", "-o", out, "--size", "big"}, `^othello: usage: picture .*: --size "big": want a whole number$`},
		{"", []string{"f5d6", "-o", out, "--move", "3"}, `^othello: move: --move 3: the game has 2 moves \(--move 0 is its start\)$`},
		{"", []string{"f5", "-o", out, "--move", "2"}, `^othello: move: --move 2: the game has 1 move \(--move 0 is its start\)$`},
		{"", []string{"f5d6", "-o", out, "--move", "-2"}, `^othello: usage: picture .*: --move -2 is not at least 0$`},
		{"", []string{"f5d6", "-o", out, "--move", "last"}, `^othello: usage: picture .*: --move "last": want a whole number$`},
		{"", []string{"f5d6", "-o", out, "--style", "green"}, `^othello: style: unknown style "green": want classic, high-contrast or walnut$`},
		{"", []string{"f5f5", "-o", out}, `^othello: game: .*move 2 "f5".*$`},
		{"", []string{"zz", "-o", out}, `^othello: game: .*$`},
		{"", []string{filepath.Join(dir, "missing.ggf"), "-o", out}, `^othello: game: no file ".*missing.ggf"$|^othello: game: no file ".*"… \(\d+ characters\)$`},
		{"", []string{empty, "-o", out}, `^othello: game: no game to draw: the file is empty$`},
		{"", []string{"-", "-o", out}, `^othello: game: no game to draw: the file is empty$`},
		{"f5d6 ugh", []string{"-", "-o", out}, `^othello: game: .*$`},
		{"", []string{"f5d6", "-o", filepath.Join(dir, "no", "such", "folder.png")}, `^othello: file: open .*folder.png: no such file or directory$`},
		{"", []string{"f5d6", "-o", dir}, `^othello: file: open .*: is a directory$`},
	}
	for _, tt := range tests {
		code, stdout, errOut := runPictureCmd(tt.stdin, tt.args...)
		if code == 0 || stdout != "" || strings.Count(errOut, "\n") != 1 || !regexp.MustCompile(tt.want).MatchString(strings.TrimSuffix(errOut, "\n")) {
			t.Errorf("othello picture %q: exit %d, stdout %q, stderr %q; want %s", tt.args, code, stdout, errOut, tt.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("othello picture %q wrote %s", tt.args, out)
			os.Remove(out)
		}
	}
	// a drawing that fails leaves no file either
	p := testProgram
	pics := testPictures
	pics.Write = func(io.Writer, PictureRequest) error { return fmt.Errorf("out of ink") }
	p.Picture = &pics
	var o, e bytes.Buffer
	if code, _ := p.Main([]string{"picture", "f5", "-o", out}, Env{Stdin: strings.NewReader(""), Stdout: &o, Stderr: &e}); code == 0 || e.String() != "othello: picture: out of ink\n" {
		t.Errorf("a failed drawing: exit %d, stderr %q", code, e.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed drawing wrote a file")
	}
}

// Without the window's drawing there is no picture command.
func TestNoPictureWithoutDrawing(t *testing.T) {
	p := testProgram
	p.Picture = nil
	var o, e bytes.Buffer
	if code, _ := p.Main([]string{"picture", "f5", "-o", "x.png"}, Env{Stdin: strings.NewReader(""), Stdout: &o, Stderr: &e}); code == 0 || !strings.Contains(e.String(), `unknown command "picture"`) {
		t.Errorf("exit %d, stderr %q", code, e.String())
	}
	if _, ok := Lookup("picture"); ok {
		t.Error("picture is among the engine's commands")
	}
}
