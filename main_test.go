package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"othello/controller/cli"
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
		for _, want := range []string{"usage: othello [--mute] [--open FILE]\n", "\n  --mute  ", "\n  --open FILE  ", "\n  othello perft ", "\n  othello nboard ", "\n  othello version "} {
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
		{[]string{"--mute"}, true, true, "", 0, ""},
		{[]string{"--open", "game.ggf", "--mute"}, true, true, "game.ggf", 0, ""},
		{[]string{"--bogus"}, false, false, "", 2, "othello: usage: othello [--mute] [--open GAME.ggf] or othello COMMAND; see othello help\n"},
		{[]string{"--mute", "stray"}, false, false, "", 2, "othello: usage: othello [--mute] [--open GAME.ggf] or othello COMMAND; see othello help\n"},
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
	if err != nil || !bytes.Contains(page, []byte(`\fB--mute\fP`)) || !bytes.Contains(page, []byte(`\fB--open\fP`)) {
		t.Errorf("othello.1 (%v) lacks the window's flags:\n%s", err, page)
	}
	if _, _, _, out, _ := run("__complete", "--"); !strings.Contains(out, "--mute\t") || !strings.Contains(out, "--open\t") {
		t.Errorf("othello __complete -- offers %q; want --mute and --open", out)
	}
}
