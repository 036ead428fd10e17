package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"othello/controller/cli"
	"othello/model"
	"othello/view/i18n"
	"othello/view/picturetest"
)

// run runs the command line args as main does, up to opening the window.
func run(args ...string) (status int, w windowFlags, window bool, out, errOut string) {
	var o, e bytes.Buffer
	status, w, window = command(program(nil), args, cli.Env{Stdin: strings.NewReader(""), Stdout: &o, Stderr: &e})
	return status, w, window, o.String(), e.String()
}

// The version comes from FyneApp.toml, the commit and date from the
// build; a test binary records neither.
func TestVersion(t *testing.T) {
	m := regexp.MustCompile(`(?m)^Version = "(.+)"$`).FindStringSubmatch(appMetadata)
	if m == nil || version() != m[1] {
		t.Fatalf("version() = %q; FyneApp.toml says %q", version(), m)
	}
	want := "othello " + m[1] + " (commit unknown, built unknown)\n"
	for _, args := range [][]string{{"version"}, {"--version"}} {
		if status, _, window, out, errOut := run(args...); status != 0 || window || out != want || errOut != "" {
			t.Errorf("othello %q: status %d, window %v, stdout %q, stderr %q; want %q", args, status, window, out, errOut, want)
		}
	}
	if got := program(nil).Build.String(); "othello "+got+"\n" != want {
		t.Errorf("the window's version %q is not the version line's", got)
	}
}

// The help shows the window's options as main declares them; commands run;
// anything else is the window's flags.
func TestCommandLine(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		status, _, window, out, errOut := run(args...)
		if status != 0 || window || errOut != "" {
			t.Errorf("othello %q: status %d, window %v, stderr %q", args, status, window, errOut)
		}
		for _, want := range []string{"usage: othello [--lang CODE] [--mute] [--open FILE]\n", "\n  --lang CODE  ", "\n  --mute  ", "\n  --open FILE  ", "\n  othello perft ", "\n  othello nboard ", "\n  othello version "} {
			if !strings.Contains(out, want) {
				t.Errorf("othello %q lacks %q:\n%s", args, want, out)
			}
		}
	}
	if status, _, _, out, _ := run("perft", "--threads", "1", "2"); status != 0 || !strings.HasPrefix(out, "perft(2) = 12\n") {
		t.Errorf("othello perft 2: status %d, %q", status, out)
	}
	if status, _, _, out, _ := run("solve", "-h"); status != 0 || !strings.HasPrefix(out, "usage: othello solve ") {
		t.Errorf("othello solve -h: status %d, %q", status, out)
	}
	tests := []struct {
		args         []string
		window, mute bool
		open         string
		status       int
		err          string
	}{
		{nil, true, false, "", 0, ""},
		{[]string{"--lang", "fr"}, true, false, "", 0, ""},
		{[]string{"--lang", "en", "--mute"}, true, true, "", 0, ""},
		// an unknown language is one line naming the known ones, in English
		{[]string{"--lang", "xx"}, false, false, "", 2, "othello: lang: unknown language \"xx\" (known: " + strings.Join(i18n.Languages(), ", ") + ")\n"},
		{[]string{"--mute"}, true, true, "", 0, ""},
		{[]string{"--open", "game.ggf", "--mute"}, true, true, "game.ggf", 0, ""},
		{[]string{"--bogus"}, false, false, "", 2, "othello: usage: othello [--lang CODE] [--mute] [--open GAME.ggf] or othello COMMAND; see othello help\n"},
		{[]string{"--mute", "stray"}, false, false, "", 2, "othello: usage: othello [--lang CODE] [--mute] [--open GAME.ggf] or othello COMMAND; see othello help\n"},
		{[]string{"stray"}, false, false, "", 2, "othello: usage: unknown command \"stray\"; see othello help\n"},
	}
	for _, tt := range tests {
		status, w, window, out, errOut := run(tt.args...)
		if window != tt.window || status != tt.status || errOut != tt.err || out != "" {
			t.Errorf("othello %q: status %d, window %v, stdout %q, stderr %q; want status %d, window %v, stderr %q", tt.args, status, window, out, errOut, tt.status, tt.window, tt.err)
			continue
		}
		if window && (*w.mute != tt.mute || *w.open != tt.open) {
			t.Errorf("othello %q: mute %v, open %q; want %v, %q", tt.args, *w.mute, *w.open, tt.mute, tt.open)
		}
	}
}

// The man pages and completions know the window's flags.
func TestManAndCompletion(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "0")
	dir := t.TempDir()
	if status, _, _, _, errOut := run("man", dir); status != 0 {
		t.Fatalf("othello man: status %d, %s", status, errOut)
	}
	page, err := os.ReadFile(filepath.Join(dir, "othello.1"))
	if err != nil || !bytes.Contains(page, []byte(`\fB--mute\fP`)) || !bytes.Contains(page, []byte(`\fB--open\fP`)) || !bytes.Contains(page, []byte(`\fB--lang\fP`)) {
		t.Errorf("othello.1 (%v) lacks the window's flags:\n%s", err, page)
	}
	if _, _, _, out, _ := run("__complete", "--"); !strings.Contains(out, "--mute\t") || !strings.Contains(out, "--open\t") {
		t.Errorf("othello __complete -- offers %q; want --mute and --open", out)
	}
}

// docs/cli is the command reference othello man --markdown writes from
// the command tree: a command, flag or text changed without regenerating
// it fails here (and in CI), naming the pages that differ.
func TestCommandReferenceIsCurrent(t *testing.T) {
	const regenerate = "docs/cli is stale; regenerate it from the repository's root: rm -r docs/cli && go run . man --markdown docs/cli"
	dir := t.TempDir()
	if status, _, _, _, errOut := run("man", "--markdown", dir); status != 0 {
		t.Fatalf("othello man --markdown: status %d, %s", status, errOut)
	}
	pages := func(dir string) map[string][]byte {
		files, err := filepath.Glob(filepath.Join(dir, "*"))
		if err != nil {
			t.Fatal(err)
		}
		m := map[string][]byte{}
		for _, f := range files {
			if m[filepath.Base(f)], err = os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
		return m
	}
	want, have := pages(dir), pages(filepath.Join("docs", "cli"))
	if len(want) == 0 {
		t.Fatal("othello man --markdown wrote no page")
	}
	var stale []string
	for name, text := range want {
		if b, ok := have[name]; !ok {
			stale = append(stale, name+" (missing)")
		} else if !bytes.Equal(b, text) {
			stale = append(stale, name+" (differs)")
		}
	}
	for name := range have {
		if _, ok := want[name]; !ok {
			stale = append(stale, name+" (no such command now)")
		}
	}
	if len(stale) > 0 {
		slices.Sort(stale)
		t.Errorf("%s\n%s", regenerate, strings.Join(stale, "\n"))
	}
}

// runIn runs the command line args as main does, with stdin as standard
// input.
func runIn(stdin string, args ...string) (status int, out, errOut string) {
	var o, e bytes.Buffer
	status, _, _ = command(program(nil), args, cli.Env{Stdin: strings.NewReader(stdin), Stdout: &o, Stderr: &e})
	return status, o.String(), e.String()
}

// pictureDiscs reads the discs of a picture of an n x n board from its
// pixels, as picturetest.Discs writes them, by the board's layout worked
// out afresh: a margin of 6% of the side (at least 12/0.55 px, for the
// coordinates) around n x n squares. Each square is sampled a quarter of
// a square below its centre, off the move number and the marks.
func pictureDiscs(img image.Image, n int) string {
	side := float64(img.Bounds().Dx())
	margin := max(side*0.06, 12/0.55)
	cell := (side - 2*margin) / float64(n)
	return picturetest.Discs(img, n, func(col, row int) image.Point {
		return image.Pt(int(margin+(float64(col)+0.5)*cell), int(margin+(float64(row)+0.75)*cell))
	})
}

// othello picture writes a PNG of the size asked for whose discs, read
// back from its pixels, are the position's: after the last move or after
// --move N, with or without numbers, in each style, from a transcript, a
// file or standard input; with no display.
func TestPictureCommand(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	dir := t.TempDir()
	const whole = "f5f4c3g6g3e6f7e7f3e3d6c6f2f1c4h3g5f6h5f8d3g4h4h6e2c5d2c1e1d1c2b4b3a3a4a5b5b1b6a6c7d7e8b8h2h1g1g2a1d8b2a2a7b7g7c8a8h8h7g8"
	file := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(file, []byte(whole+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		stdin, game string // the game as given, and as a transcript
		args        []string
		moves, size int // the position after moves; -1 for the last
	}{
		{"", "f5d6c3d3c4f4f6f3e6e7d7", []string{"f5d6c3d3c4f4f6f3e6e7d7"}, -1, 600},
		{"", "f5d6c3d3c4f4f6f3e6e7d7", []string{"f5d6c3d3c4f4f6f3e6e7d7", "--move", "5", "--numbers", "--size", "250"}, 5, 250},
		{"", "f5d6c3d3c4f4f6f3e6e7d7", []string{"--move", "0", "f5d6c3d3c4f4f6f3e6e7d7", "--size", "200"}, 0, 200},
		{"", whole, []string{file, "--numbers", "--size", "400", "--style", "walnut"}, -1, 400},
		{"", whole, []string{file, "--move", "57", "--style", "high-contrast", "--numbers", "--size", "300"}, 57, 300},
		{whole, whole, []string{"-", "--move", "40", "--size", "333"}, 40, 333},
		{"", "6x6 c2b4c5d2", []string{"6x6 c2b4c5d2", "--numbers", "--size", "480"}, -1, 480},
	}
	for i, tt := range tests {
		out := filepath.Join(dir, fmt.Sprintf("board%d.png", i))
		args := append([]string{"picture", "-o", out}, tt.args...)
		if status, stdout, errOut := runIn(tt.stdin, args...); status != 0 || stdout != "" || errOut != "" {
			t.Fatalf("othello %q: status %d, stdout %q, stderr %q", args, status, stdout, errOut)
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("othello %q: not a PNG: %v", args, err)
		}
		if b := img.Bounds(); b.Dx() != tt.size || b.Dy() != tt.size {
			t.Errorf("othello %q: a picture of %v, want %d square", args, b, tt.size)
		}
		g, err := model.ParseGameFile(tt.game)
		if err != nil {
			t.Fatal(err)
		}
		n := tt.moves
		if n < 0 {
			n = g.Len()
		}
		p := g.Record().SizedAt(n)
		if got, want := pictureDiscs(img, p.Size()), picturetest.DiscsOf(p); got != want {
			t.Errorf("othello %q shows %s; the position after %d moves is %s", args, got, n, want)
		}
	}
	// SVG for a name ending .svg
	out := filepath.Join(dir, "board.svg")
	if status, _, errOut := runIn("", "picture", "f5d6", "-o", out, "--size", "300"); status != 0 {
		t.Fatalf("othello picture -o board.svg: status %d, %s", status, errOut)
	}
	if svg, err := os.ReadFile(out); err != nil || !bytes.Contains(svg, []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"`)) {
		t.Errorf("board.svg (%v): %.200s", err, svg)
	}
}

// othello picture's usage lists its flags, and its errors are one line.
func TestPictureCommandHelpAndErrors(t *testing.T) {
	status, out, errOut := runIn("", "picture", "--help")
	if status != 0 || errOut != "" || !strings.HasPrefix(out, "usage: othello picture -o FILE [--move N] [--numbers] [--size PX] [--style S] GAME\n") {
		t.Errorf("othello picture --help: status %d, stderr %q, %q", status, errOut, out)
	}
	for _, want := range []string{"\n  --move N ", "\n  --numbers ", "\n  -o FILE ", "\n  --size PX ", "\n  --style S ", "classic, high-contrast or walnut (default classic)", "(200-4000; default 600)"} {
		if !strings.Contains(out, want) {
			t.Errorf("othello picture --help lacks %q:\n%s", want, out)
		}
	}
	if _, out, _ := runIn("", "help"); !strings.Contains(out, "\n  othello picture ") {
		t.Errorf("othello help does not list picture:\n%s", out)
	}
	out = filepath.Join(t.TempDir(), "x.png")
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"picture", "f5d6", "-o", out, "--move", "3"}, "othello: move: --move 3: the game has 2 moves (--move 0 is its start)\n"},
		{[]string{"picture", "f5d6", "-o", out, "--style", "neon"}, `othello: style: unknown style "neon": want classic, high-contrast or walnut` + "\n"},
		{[]string{"picture", "f5f5", "-o", out}, ""},
		{[]string{"picture", "f5d6", "-o", "/no/such/folder/x.png"}, "othello: file: open /no/such/folder/x.png: no such file or directory\n"},
	} {
		status, stdout, errOut := runIn("", tt.args...)
		if status == 0 || stdout != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "othello: ") || tt.want != "" && errOut != tt.want {
			t.Errorf("othello %q: status %d, stdout %q, stderr %q; want %q", tt.args, status, stdout, errOut, tt.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused picture was written")
	}
}
