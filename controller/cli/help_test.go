// Tests of the program's and each command's help, and of the version line;
// with the helpers that run the command line.

package cli

import (
	"bytes"
	"flag"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

// testProgram is the program as main builds it, with a window flag of
// each kind.
var testProgram = Program{
	Build: Build{Version: "0.1.0"},
	WindowFlags: func(fs *flag.FlagSet) {
		fs.Bool("mute", false, "start without sound")
		fs.String("open", "", "open the game in `FILE`")
	},
	Picture: &testPictures,
}

// runMain runs the command line args as othello does.
func runMain(args ...string) (code int, window bool, out, errOut string) {
	var o, e bytes.Buffer
	code, window = testProgram.Main(args, Env{Args: nil, Stdin: strings.NewReader(""), Stdout: &o, Stderr: &e})
	return code, window, o.String(), e.String()
}

// sizeArgs are the arguments that select form f.
func sizeArgs(f form) []string {
	if f == onOtherSizes {
		return []string{"--size", "6"}
	}
	return nil
}

// allCommands lists the commands of list and their sub-commands.
func allCommands(list []Command) []Command {
	var all []Command
	for _, c := range list {
		all = append(append(all, c), allCommands(c.subs)...)
	}
	return all
}

// Every command's --help and -h, wherever they stand, print its usage
// with every flag any of its forms takes, on standard output, and exit 0.
func TestCommandHelp(t *testing.T) {
	for _, c := range allCommands(testProgram.commands()) {
		fs, _ := c.helpFlags()
		for _, args := range [][]string{{"--help"}, {"-h"}, {"-help"}, {startText, "-h"}, {"--seed", "3", "--help", "--level", "easy"}} {
			code, window, out, errOut := runMain(append(strings.Fields(c.Name), args...)...)
			if code != 0 || window || errOut != "" {
				t.Errorf("othello %s %q: exit %d, window %v, stderr %q; want the usage and exit 0", c.Name, args, code, window, errOut)
				continue
			}
			if !strings.HasPrefix(out, "usage: othello "+c.Name) || !strings.Contains(out, c.Summary) {
				t.Errorf("othello %s %q: %q; want its usage line and summary", c.Name, args, out)
			}
			for _, name := range flagNames(fs) {
				if !regexp.MustCompile(`(?m)^  ` + dashed(name) + `\b`).MatchString(out) {
					t.Errorf("othello %s --help does not describe %s:\n%s", c.Name, dashed(name), out)
				}
			}
		}
		// othello help COMMAND is the same, and for a group's command
		// othello GROUP help COMMAND, and othello GROUP help the group's
		_, _, want, _ := runMain(append(strings.Fields(c.Name), "--help")...)
		if code, _, out, _ := runMain(append([]string{"help"}, strings.Fields(c.Name)...)...); code != 0 || out != want {
			t.Errorf("othello help %s: exit %d, %q; want %q", c.Name, code, out, want)
		}
		if words := strings.Fields(c.Name); len(words) == 2 || len(c.subs) > 0 {
			args := append([]string{words[0], "help"}, words[1:]...)
			if code, _, out, errOut := runMain(args...); code != 0 || out != want {
				t.Errorf("othello %s: exit %d, %q, stderr %q; want %q", strings.Join(args, " "), code, out, errOut, want)
			}
		}
	}
}

// Without -h or --help, a position that begins with '-' is still read as
// a position, wherever it stands, and "-h" after "--" is an argument.
func TestPositionsAreNotHelp(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"perft", []string{startText, "1", "--threads", "1"}, `^perft\(1\) = 4\n`},
		{"perft", []string{"--threads", "1", startText[:64], "X", "1"}, `^perft\(1\) = 4\n`},
		{"perft", []string{"--pos", startText, "--threads=1", "2"}, `^perft\(2\) = 12\n`},
		{"perft", []string{"--size", "4", "-----OX--XO----- X", "1"}, `^perft\(1\) = 4\n`},
		{"move", []string{"--level", "easy", startText, "--seed", "2"}, `^move: (d3|c4|f5|e6)\n`},
		{"solve", []string{"--quiet", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO-- X", "--threads", "1"}, `^best: g8 score: \+64\n`},
	}
	for _, tt := range tests {
		code, window, out, errOut := runMain(append([]string{tt.name}, tt.args...)...)
		if code != 0 || window || !regexp.MustCompile(tt.want).MatchString(out) {
			t.Errorf("othello %s %q: exit %d, stdout %q, stderr %q; want %s", tt.name, tt.args, code, out, errOut, tt.want)
		}
	}
	for _, args := range [][]string{{startText}, {"-1"}, {"--", "-h"}, {"-"}, {"--helpful"}} {
		if wantsHelp(args) {
			t.Errorf("%q asks for help; it should not", args)
		}
	}
}

// othello help lists every command and the window's options; -h and
// --help alone are othello help.
func TestProgramHelp(t *testing.T) {
	_, _, want, _ := runMain("help")
	for _, c := range testProgram.commands() {
		if !regexp.MustCompile(`(?m)^  othello ` + c.Name + ` +` + regexp.QuoteMeta(c.Summary) + `$`).MatchString(want) {
			t.Errorf("othello help does not list %s with its summary:\n%s", c.Name, want)
		}
	}
	for _, line := range []string{"usage: othello [--mute] [--open FILE]", "  --mute  ", "  --open FILE  open the game in FILE"} {
		if !strings.Contains(want, line) {
			t.Errorf("othello help lacks the window's %q:\n%s", line, want)
		}
	}
	// it names every command that takes the board's --size
	if sized := "perft, solve, move, arena, tournament, play, game and train take --size 4, 6, 8 or 10"; !strings.Contains(strings.Join(strings.Fields(want), " "), sized) {
		t.Errorf("othello help does not say %q:\n%s", sized, want)
	}
	for _, args := range [][]string{{"-h"}, {"--help"}, {"-help"}, {"--mute", "--help"}} {
		if code, window, out, errOut := runMain(args...); code != 0 || window || out != want || errOut != "" {
			t.Errorf("othello %q: exit %d, window %v, stderr %q, stdout %q; want othello help", args, code, window, errOut, out)
		}
	}
	_, _, want, _ = runMain("solve", "--help")
	if code, _, out, _ := runMain("-h", "solve"); code != 0 || out != want {
		t.Errorf("othello -h solve: exit %d, %q; want othello solve --help", code, out)
	}
	if code, _, out, _ := runMain("help", "--help"); code != 0 || !strings.HasPrefix(out, "usage: othello help [COMMAND]\n") {
		t.Errorf("othello help --help: exit %d, %q; want help's usage", code, out)
	}
	errorTests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"help", "bogus"}, 2, `othello: usage: unknown command "bogus"; see othello help` + "\n"},
		{[]string{"bogus", "--help"}, 2, `othello: usage: unknown command "bogus"; see othello help` + "\n"},
		{[]string{"help", "solve", "move"}, 2, `othello: usage: help [COMMAND]: unexpected "move"` + "\n"},
		{[]string{"help", "--bogus"}, 2, `othello: usage: help [COMMAND]: unknown flag "--bogus"` + "\n"},
		{[]string{"gomoku", "--bogus"}, 2, `othello: usage: gomoku (game | arena | brain) [FLAGS]: unknown flag "--bogus"` + "\n"},
		{[]string{"version", "now"}, 2, `othello: usage: version: unexpected "now"` + "\n"},
		{[]string{"gomoku", "help", "chess"}, 2, `othello: usage: gomoku (game | arena | brain) [FLAGS]: unknown command "chess"` + "\n"},
		{[]string{"gomoku", "help", "game", "arena"}, 2, `othello: usage: gomoku help [COMMAND]: unexpected "arena"` + "\n"},
	}
	for _, tt := range errorTests {
		if code, _, out, errOut := runMain(tt.args...); code != tt.code || out != "" || errOut != tt.want {
			t.Errorf("othello %q: exit %d, stdout %q, stderr %q; want exit %d and %q", tt.args, code, out, errOut, tt.code, tt.want)
		}
	}
	// no command: the window's flags, for main to read
	for _, args := range [][]string{nil, {"--mute"}, {"--open", "game.ggf"}} {
		if code, window, out, errOut := runMain(args...); !window || code != 0 || out != "" || errOut != "" {
			t.Errorf("othello %q: exit %d, window %v, stdout %q, stderr %q; want the window", args, code, window, out, errOut)
		}
	}
}

// The version line: the version, the short commit (dirty when the tree
// was modified) and the commit's date in UTC, "unknown" for what the
// build did not record.
func TestVersionLine(t *testing.T) {
	const rev = "abc1234def5678abc1234def5678abc1234def56"
	settings := func(kv ...string) *debug.BuildInfo {
		info := &debug.BuildInfo{}
		for i := 0; i < len(kv); i += 2 {
			info.Settings = append(info.Settings, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return info
	}
	tests := []struct {
		version string
		info    *debug.BuildInfo
		want    string
	}{
		{"0.1.0", nil, "othello 0.1.0 (commit unknown, built unknown)"},
		{"0.1.0", settings(), "othello 0.1.0 (commit unknown, built unknown)"},
		{"0.1.0", settings("vcs.revision", rev, "vcs.time", "2026-11-25T05:54:50Z", "vcs.modified", "false"), "othello 0.1.0 (commit abc1234, built 2026-11-25)"},
		{"0.1.0", settings("vcs.revision", rev, "vcs.time", "2026-11-25T05:54:50Z", "vcs.modified", "true"), "othello 0.1.0 (commit abc1234-dirty, built 2026-11-25)"},
		{"1.2.3", settings("vcs.revision", "abc", "vcs.time", "2026-11-25T23:30:00-02:00"), "othello 1.2.3 (commit abc, built 2026-11-26)"},
		{"1.2.3", settings("vcs.time", "not a time", "vcs.modified", "true"), "othello 1.2.3 (commit unknown, built unknown)"},
		{"", settings("vcs.revision", rev), "othello unknown (commit abc1234, built unknown)"},
	}
	format := regexp.MustCompile(`^othello \S+ \(commit ([0-9a-f]{1,7}(-dirty)?|unknown), built (\d{4}-\d\d-\d\d|unknown)\)$`)
	for _, tt := range tests {
		b := BuildOf(tt.version, tt.info)
		if got := b.VersionLine(); got != tt.want || !format.MatchString(got) {
			t.Errorf("%s %+v: %q; want %q", tt.version, tt.info, got, tt.want)
		}
		if got := b.String(); "othello "+got != tt.want {
			t.Errorf("String(): %q; want the version line without othello", got)
		}
	}
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		if code, _, out, errOut := runMain(args...); code != 0 || out != testProgram.Build.VersionLine()+"\n" || errOut != "" {
			t.Errorf("othello %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}
