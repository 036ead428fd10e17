// Tests that the commands' flag declarations, their parsers and the shell
// completion agree.

package cli

import (
	"flag"
	"slices"
	"strings"
	"testing"
)

// flagNames lists the flags of fs.
func flagNames(fs *flag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
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
			// the clock's errors suggest none, so its help offers it
			if f.Name == "tc" && !strings.Contains(f.Usage, "none for no clock") {
				t.Errorf("othello %s --tc: %q does not offer none", c.Name, f.Usage)
			}
			// an arena refuses a person: its help and completions offer none
			if strings.HasSuffix(c.Name, "arena") && (f.Name == "black" || f.Name == "white") &&
				(strings.Contains(f.Usage, "human") || slices.Contains(c.flagValues(f.Name), "human")) {
				t.Errorf("othello %s --%s offers human, whom an arena refuses: %q, completing %q", c.Name, f.Name, f.Usage, c.flagValues(f.Name))
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
