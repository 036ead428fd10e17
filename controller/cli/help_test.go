package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"
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

// flagNames lists the flags of fs.
func flagNames(fs *flag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
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
		// othello help COMMAND is the same
		_, _, want, _ := runMain(append(strings.Fields(c.Name), "--help")...)
		if code, _, out, _ := runMain(append([]string{"help"}, strings.Fields(c.Name)...)...); code != 0 || out != want {
			t.Errorf("othello help %s: exit %d, %q; want %q", c.Name, code, out, want)
		}
	}
}

// Each parser takes exactly the flags its command declares, in each form,
// and refuses any other: a flag added to the parser but not to the
// declarations (so to the help) fails here. The parser is called on its
// own: before it runs, the command's check reads the declared flags.
func TestParsersTakeTheDeclaredFlags(t *testing.T) {
	defer func() { parsing = nil }()
	for _, c := range allCommands(append(Commands(), gomokuCommand(""))) {
		for _, f := range c.forms() {
			var parsed *flag.FlagSet
			parsing = func(fs *flag.FlagSet) { parsed = fs }
			args := append(sizeArgs(f), "--no-such-flag")
			var code int
			var out, errOut string
			if c.Run == nil || c.flags == nil { // a group, or no flags: no parser of its own
				code, out, errOut = runCmd(c.Name, args...)
			} else if err := c.Run(Env{Args: args, Stdin: strings.NewReader("")}); err != nil {
				code, errOut = exitStatus(err), err.Error()
			}
			want := `unknown flag "--no-such-flag"`
			if code != 2 || out != "" || !strings.Contains(errOut, want) {
				t.Errorf("othello %s %q: exit %d, stdout %q, stderr %q; want %s", c.Name, args, code, out, errOut, want)
			}
			declared := c.flagSet(f)
			var got []string
			if parsed != nil {
				got = flagNames(parsed)
			}
			if !slices.Equal(got, flagNames(declared)) {
				t.Errorf("othello %s (form %d) parses the flags %q; it declares %q", c.Name, f, got, flagNames(declared))
			}
			if parsed != nil {
				parsed.VisitAll(func(p *flag.Flag) {
					if d := declared.Lookup(p.Name); d != nil && (d.DefValue != p.DefValue || d.Usage != p.Usage) {
						t.Errorf("othello %s --%s: parsed with default %q, %q; declared %q, %q", c.Name, p.Name, p.DefValue, p.Usage, d.DefValue, d.Usage)
					}
				})
			}
		}
	}
}

// The declarations are complete: every flag with a value names it in its
// description, and the required flags, the flags whose values complete
// and the forms' notes are those of real flags.
func TestFlagDeclarations(t *testing.T) {
	for _, c := range allCommands(testProgram.commands()) {
		fs, notes := c.helpFlags()
		fs.VisitAll(func(f *flag.Flag) {
			if !isBoolFlag(f) && strings.Count(f.Usage, "`") != 2 {
				t.Errorf("othello %s --%s: %q names no `PLACEHOLDER` for its value", c.Name, f.Name, f.Usage)
			}
			if f.Name == "help" || f.Name == "h" {
				t.Errorf("othello %s declares --%s, which asks for the help", c.Name, f.Name)
			}
		})
		for _, name := range c.required {
			if fs.Lookup(name) == nil {
				t.Errorf("othello %s requires --%s, which it does not declare", c.Name, name)
			}
		}
		for name := range c.values {
			if fs.Lookup(name) == nil {
				t.Errorf("othello %s completes --%s, which it does not declare", c.Name, name)
			}
		}
		if c.sized {
			other := c.flagSet(onOtherSizes)
			c.flagSet(on8x8).VisitAll(func(f *flag.Flag) {
				if other.Lookup(f.Name) == nil && !strings.Contains(notes[f.Name], "8x8") {
					t.Errorf("othello %s --%s: on 8x8 only, and its help does not say so", c.Name, f.Name)
				}
			})
		}
	}
	// the help tells the forms apart
	_, _, out, _ := runMain("solve", "--help")
	for _, want := range []string{
		"usage: othello solve [--quiet] [--threads N] [--time D] POSITION\n",
		"       othello solve --size 4|6|10 [--quiet] [--time D] [POSITION]\n",
		"  --threads N  N search threads (1-256; default one per core; 8x8 only)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("othello solve --help lacks %q:\n%s", want, out)
		}
	}
	_, _, out, _ = runMain("arena", "--help")
	if want := "random openings of N plies (0-20; default 6; 4 with --size 4, 6 or 10; 0 to N*N-4 with --size 4, 6 or 10)"; !strings.Contains(out, want) {
		t.Errorf("othello arena --help lacks %q:\n%s", want, out)
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

// othello completion prints each shell's script, which asks othello
// __complete; that answers with the commands, the flags of a command,
// and the values of a flag.
func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		code, _, out, errOut := runMain("completion", shell)
		if code != 0 || errOut != "" || len(out) < 1000 || !strings.Contains(out, "othello") || !strings.Contains(out, "__complete") {
			t.Errorf("othello completion %s: exit %d, stderr %q, %d bytes: %.200q", shell, code, errOut, len(out), out)
		}
	}
	if code, _, out, errOut := runMain("completion", "tcsh"); code != 2 || out != "" || !strings.Contains(errOut, `unknown shell "tcsh"`) {
		t.Errorf("othello completion tcsh: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	var names []string
	for _, c := range testProgram.commands() {
		names = append(names, c.Name)
	}
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{""}, names},
		{[]string{"solve", "--th"}, []string{"--threads"}},
		{[]string{"solve", startText[:64], "X", "--q"}, []string{"--quiet"}},
		{[]string{"move", "--level", ""}, levelNames()},
		{[]string{"analyze", "--level", ""}, levelNames()},
		{[]string{"arena", "--black", ""}, append([]string{"random"}, levelNames()...)},
		{[]string{"tournament", "--pl"}, []string{"--player"}},
		{[]string{"move", "--algo", ""}, []string{"alphabeta", "minimax"}},
		{[]string{"perft", "--size", ""}, []string{"4", "6", "8", "10"}},
		{[]string{"picture", "--style", ""}, testPictures.Styles},
		{[]string{"picture", "--size", ""}, []string{"600", "1200"}},
		{[]string{"picture", "-"}, []string{"-o", "--move", "--numbers", "--size", "--style"}},
		{[]string{"help", ""}, names},
		{[]string{"completion", ""}, []string{"bash", "zsh", "fish"}},
		{[]string{"--"}, []string{"--mute", "--open"}},
	}
	for _, tt := range tests {
		for _, req := range []string{"__complete", "__completeNoDesc"} {
			code, _, out, errOut := runMain(append([]string{req}, tt.args...)...)
			var got []string
			for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
				if !strings.HasPrefix(l, ":") {
					got = append(got, strings.SplitN(l, "\t", 2)[0])
				}
			}
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("othello %s %q: exit %d, %q, stderr %q; want %s among them", req, tt.args, code, got, errOut, w)
				}
			}
		}
	}
}

// othello man DIR writes othello.1 and a page for each command, naming
// each of its flags, dated SOURCE_DATE_EPOCH or else the build's commit,
// the same bytes each time.
func TestManPages(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1764028800") // 2025-11-25
	dir := filepath.Join(t.TempDir(), "man1")
	if code, _, out, errOut := runMain("man", dir); code != 0 || out != "" || errOut != "" {
		t.Fatalf("othello man: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	pages := map[string]*flag.FlagSet{"othello.1": testProgram.windowFlags()}
	for _, c := range allCommands(testProgram.commands()) {
		pages["othello-"+strings.ReplaceAll(c.Name, " ", "-")+".1"], _ = c.helpFlags()
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != len(pages) {
		t.Errorf("othello man wrote %q; want %d pages", files, len(pages))
	}
	first := map[string][]byte{}
	for name, fs := range pages {
		text, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Error(err)
			continue
		}
		first[name] = text
		page := string(text)
		if !strings.Contains(page, `.TH "`+strings.ToUpper(strings.TrimSuffix(name, ".1"))+`" "1" "Nov 2025" "othello 0.1.0"`) {
			t.Errorf("%s: no title line of section 1 dated Nov 2025: %.200q", name, page)
		}
		for _, f := range flagNames(fs) {
			if !strings.Contains(page, `\fB--`+f+`\fP`) {
				t.Errorf("%s does not describe --%s", name, f)
			}
		}
	}
	if page := string(first["othello-solve.1"]); !strings.Contains(page, "othello solve --size 4|6|10") || !strings.Contains(page, "; 8x8 only)") {
		t.Errorf("othello-solve.1 lacks the --size form or the 8x8 note:\n%s", page)
	}
	// reproducible
	if code, _, _, errOut := runMain("man", dir); code != 0 {
		t.Fatalf("othello man again: exit %d, %s", code, errOut)
	}
	for name, text := range first {
		if again, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(again, text) {
			t.Errorf("%s differs from one run to the next", name)
		}
	}
	// without SOURCE_DATE_EPOCH: the commit's date
	t.Setenv("SOURCE_DATE_EPOCH", "")
	p := testProgram
	p.Build.Time = time.Date(2024, 3, 9, 12, 0, 0, 0, time.UTC)
	if err := p.runMan(Env{Args: []string{dir}}); err != nil {
		t.Fatal(err)
	}
	if page, _ := os.ReadFile(filepath.Join(dir, "othello.1")); !bytes.Contains(page, []byte(`"Mar 2024"`)) {
		t.Errorf("othello.1 is not dated by the build: %.120q", page)
	}
	for _, args := range [][]string{{"man"}, {"man", "a", "b"}} {
		if code, _, _, errOut := runMain(args...); code != 2 || !strings.HasPrefix(errOut, "othello: usage: man [--markdown] DIR: ") {
			t.Errorf("othello %q: exit %d, stderr %q", args, code, errOut)
		}
	}
	t.Setenv("SOURCE_DATE_EPOCH", "yesterday")
	if code, _, _, errOut := runMain("man", dir); code != 2 || !strings.Contains(errOut, "SOURCE_DATE_EPOCH") {
		t.Errorf("othello man with a bad SOURCE_DATE_EPOCH: exit %d, stderr %q", code, errOut)
	}
}

// othello man --markdown DIR writes a Markdown page for the program and
// each command, help included, named as cobra names them: each page shows
// its usage lines as typed, describes each flag with its placeholder, and
// links only to pages written beside it; no page is dated, so two runs
// write the same bytes (docs/cli is checked against them).
func TestMarkdownPages(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "") // unused: a date would make the pages differ from run to run
	dir := filepath.Join(t.TempDir(), "cli")
	if code, _, out, errOut := runMain("man", "--markdown", dir); code != 0 || out != "" || errOut != "" {
		t.Fatalf("othello man --markdown: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	pages := map[string]Command{"othello.md": {Name: ""}}
	for _, c := range allCommands(testProgram.commands()) {
		pages["othello_"+strings.ReplaceAll(c.Name, " ", "_")+".md"] = c
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != len(pages) {
		t.Errorf("othello man --markdown wrote %d files; want %d pages:\n%q", len(files), len(pages), files)
	}
	link := regexp.MustCompile(`\]\(([^)]*)\)`)
	first := map[string][]byte{}
	for name, c := range pages {
		text, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Error(err)
			continue
		}
		first[name] = text
		page := string(text)
		fs := testProgram.windowFlags()
		if c.Name != "" {
			fs, _ = c.helpFlags()
			for _, s := range c.synopses() {
				if !strings.Contains(page, "\n"+s+"\n") {
					t.Errorf("%s lacks the usage line %q:\n%s", name, s, page)
				}
			}
			if !strings.Contains(page, c.Summary) {
				t.Errorf("%s lacks the summary %q", name, c.Summary)
			}
		}
		fs.VisitAll(func(fl *flag.Flag) {
			// pflag writes a one-letter flag "-o, --o FILE"
			word := "--" + fl.Name
			if !isBoolFlag(fl) {
				placeholder, _ := flag.UnquoteUsage(fl)
				word += " " + placeholder
			}
			if !regexp.MustCompile(`(?m)^ .*` + regexp.QuoteMeta(word) + `  +\S`).MatchString(page) {
				t.Errorf("%s does not describe %s", name, word)
			}
		})
		if strings.Contains(page, `\[`) || strings.Contains(page, "Auto generated") {
			t.Errorf("%s has man-page escapes or a generated-on date:\n%s", name, page)
		}
		for _, m := range link.FindAllStringSubmatch(page, -1) {
			if _, ok := pages[m[1]]; !ok {
				t.Errorf("%s links to %s, which is not written", name, m[1])
			}
		}
	}
	if page := string(first["othello.md"]); !strings.Contains(page, "](othello_help.md)") || !strings.Contains(page, "](othello_gomoku.md)") {
		t.Errorf("othello.md does not link to help and gomoku:\n%s", page)
	}
	if page := string(first["othello_gomoku.md"]); !strings.Contains(page, "](othello_gomoku_brain.md)") {
		t.Errorf("othello_gomoku.md does not link to its commands:\n%s", page)
	}
	// reproducible, whatever the date
	t.Setenv("SOURCE_DATE_EPOCH", "1764028800")
	again := filepath.Join(t.TempDir(), "cli")
	if code, _, _, errOut := runMain("man", again, "--markdown"); code != 0 {
		t.Fatalf("othello man --markdown again: exit %d, %s", code, errOut)
	}
	for name, text := range first {
		if b, _ := os.ReadFile(filepath.Join(again, name)); !bytes.Equal(b, text) {
			t.Errorf("%s differs from one run to the next", name)
		}
	}
	if code, _, _, errOut := runMain("man", "--markdwn", dir); code != 2 || !strings.HasPrefix(errOut, `othello: usage: man [--markdown] DIR: unknown flag "--markdwn"`) {
		t.Errorf("othello man --markdwn: exit %d, stderr %q", code, errOut)
	}
}
