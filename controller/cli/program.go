package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// The othello program around the commands: help, version, shell
// completions, man pages and the Markdown reference (docs/cli), all from
// the one command tree (tree.go): cobra dispatches each command line to
// its command, completes it, and writes the man pages and the Markdown
// pages; a command's arguments are then checked against the rules it
// declared (rules.go) and read over the flags it declared (a position that
// begins with '-' is a position wherever it stands).

// Program is the othello program: its build, and the window's flags.
type Program struct {
	Build Build
	// WindowFlags declares the flags of othello with no command, which
	// opens the window; nil for none.
	WindowFlags func(fs *flag.FlagSet)
	// Picture, when set, draws othello picture's pictures with the
	// window's code; without it there is no picture command.
	Picture *Pictures
}

// positionText explains POSITION, for othello help and the main man page,
// naming the commands that take --size from their declarations.
func (p Program) positionText() string {
	var sized []string
	for _, c := range p.commands() {
		if fl := c.flagSet(on8x8).Lookup("size"); c.sized || fl != nil && fl.Usage == sizeUsage {
			sized = append(sized, c.Name)
		}
	}
	return "POSITION is 64 characters a1..h1, a2..h2, ..., h8 (X black, O white, - empty) and the side to move, " +
		"as one quoted argument or as two arguments. " + andList(sized) + " take --size 4, 6, 8 or 10; " +
		"a position is then N times N squares and the side to move."
}

// andList joins names as a sentence lists them: "a, b and c".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Main runs the command line args (os.Args[1:]) and returns the exit
// status. window is true when args name no command: they are then the
// window's flags, for the caller to open the window with.
func (p Program) Main(args []string, env Env) (status int, window bool) {
	if len(args) == 0 {
		return 0, true
	}
	switch args[0] {
	case cobra.ShellCompRequestCmd, cobra.ShellCompNoDescRequestCmd:
		return p.complete(args, env), false
	case "-h", "-help", "--help":
		args = append([]string{"help"}, args[1:]...)
	}
	if rest := args[1:]; args[0] == "help" && !wantsHelp(rest) && (len(rest) == 0 || !flagPattern.MatchString(rest[0])) {
		if _, ok := lookupIn(p.commands(), strings.Join(rest, " ")); len(rest) == 1 || ok && len(rest) == 2 {
			args = append(slices.Clone(rest), "--help") // othello help COMMAND [SUB-COMMAND]
		}
	}
	// the command tree dispatches; each command reads its own arguments
	// (a position that begins with '-' is a position wherever it stands)
	root := p.runTree(func(c *Command, rest []string) {
		if c == nil {
			status, window = p.runRoot(rest, env)
			return
		}
		env.Args = rest
		status = runCommand(*c, env)
	})
	root.SetArgs(args)
	root.SetIn(env.Stdin)
	root.SetOut(env.Stdout)
	root.SetErr(env.Stderr)
	if err := root.Execute(); err != nil {
		return unknownCommand(env.Stderr, args[0]), false
	}
	return status, window
}

// runRoot runs othello with no command before args: the window, with
// args its flags; or the usage, the version, or an unknown command.
func (p Program) runRoot(args []string, env Env) (status int, window bool) {
	switch name := args[0]; {
	case name == "-version" || name == "--version":
		return runCommand(p.versionCommand(), env), false
	case !strings.HasPrefix(name, "-"):
		return unknownCommand(env.Stderr, name), false
	case wantsHelp(args): // othello --help, othello --mute --help
		p.WriteUsage(env.Stdout)
		return 0, false
	}
	return 0, true
}

// commands lists every command: the engine's, picture, then the
// program's own.
func (p Program) commands() []Command {
	engine := Commands()
	if p.Picture != nil {
		engine = append(engine, pictureCommand(*p.Picture))
	}
	engine = append(engine, gtpCommand(p.Build.Version), gomokuCommand(p.Build.Version))
	var names []string
	for _, c := range engine {
		names = append(names, c.Name)
	}
	names = append(names, "help", "version", "completion", "man")
	return append(engine,
		Command{
			Name: "help", Summary: "list the commands, or show a command's usage and flags",
			About: "othello help COMMAND is othello COMMAND --help (or -h).",
			Run:   p.runHelp, args: [2]string{"[COMMAND]"}, argValues: names,
		},
		p.versionCommand(),
		Command{
			Name: "completion", Summary: "print the shell completion script for bash, zsh or fish",
			About: "Load it with source <(othello completion bash), or install it where the shell looks for completions (bash: /usr/share/bash-completion/completions/othello).",
			Run:   p.runCompletion, args: [2]string{"bash|zsh|fish"}, argValues: []string{"bash", "zsh", "fish"},
		},
		Command{
			Name: "man", Summary: "write the man pages into DIR: othello.1 and othello-COMMAND.1 for each command",
			About: "The pages are dated SOURCE_DATE_EPOCH when it is set, else by the build's commit, so that they are reproducible. " +
				"With --markdown, the same reference as Markdown pages instead, othello.md and othello_COMMAND.md, undated: " +
				"the repository keeps them in docs/cli (go run . man --markdown docs/cli).",
			Run: p.runMan, flags: func(fs *flag.FlagSet, _ form) { declareManFlags(fs) },
			args: [2]string{"DIR"}, argDirs: true,
		},
	)
}

// versionCommand is othello version.
func (p Program) versionCommand() Command {
	return Command{
		Name: "version", Summary: "print the version, the commit and the build date",
		About: `One line, such as "othello 0.1.0 (commit abc1234, built 2026-11-25)"; "unknown" for what the build did not record.`,
		Run:   p.runVersion,
	}
}

// windowFlags returns the window's flags.
func (p Program) windowFlags() *flag.FlagSet {
	fs := newFlagSet("othello")
	if p.WindowFlags != nil {
		p.WindowFlags(fs)
	}
	return fs
}

// windowSynopsis is the usage line of othello opening the window.
func (p Program) windowSynopsis() string {
	words := []string{"othello"}
	p.windowFlags().VisitAll(func(fl *flag.Flag) { words = append(words, "["+flagWord(fl)+"]") })
	return strings.Join(words, " ")
}

// WriteUsage writes othello help: how to open the window, its options,
// and the commands, one line each.
func (p Program) WriteUsage(w io.Writer) {
	fmt.Fprintf(w, "usage: %s\n", p.windowSynopsis())
	fmt.Fprintln(w, "       othello COMMAND [ARGS]")
	fmt.Fprintln(w, "With no command, othello opens the game window. Window options:")
	writeFlags(w, p.windowFlags(), nil)
	fmt.Fprintln(w, "Commands:")
	list := p.commands()
	width := 0
	for _, c := range list {
		width = max(width, len(c.Name))
	}
	for _, c := range list {
		fmt.Fprintf(w, "  othello %-*s  %s\n", width, c.Name, c.Summary)
	}
	fmt.Fprintln(w, "othello COMMAND --help, or othello help COMMAND, shows its usage and every flag.")
	fmt.Fprintln(w, wrap(p.positionText(), 90))
}

// runHelp is othello help [COMMAND]; Command.check has counted the
// arguments, as for every command.
func (p Program) runHelp(env Env) error {
	if len(env.Args) == 0 {
		p.WriteUsage(env.Stdout)
		return nil
	}
	c, ok := lookupIn(p.commands(), env.Args[0])
	if !ok {
		return Errorf("usage", "unknown command %s; see othello help", excerpt(env.Args[0]))
	}
	c.writeHelp(env.Stdout)
	return nil
}

func (p Program) runVersion(env Env) error {
	fmt.Fprintln(env.Stdout, p.Build.VersionLine())
	return nil
}

func (p Program) runCompletion(env Env) error {
	usage := p.synopsisOf("completion")
	root := p.cobraTree()
	var err error
	switch env.Args[0] {
	case "bash":
		err = root.GenBashCompletionV2(env.Stdout, true)
	case "zsh":
		err = root.GenZshCompletion(env.Stdout)
	case "fish":
		err = root.GenFishCompletion(env.Stdout, true)
	default:
		return Errorf("usage", "%s: unknown shell %s", usage, excerpt(env.Args[0]))
	}
	if err != nil {
		return Errorf("completion", "%v", err)
	}
	return nil
}

// declareManFlags declares man's flags.
func declareManFlags(fs *flag.FlagSet) *bool {
	return fs.Bool("markdown", false, "write Markdown pages (othello.md, othello_COMMAND.md) instead of man pages")
}

func (p Program) runMan(env Env) error {
	fs := newFlagSet("man")
	markdown := declareManFlags(fs)
	c, _ := lookupIn(p.commands(), "man")
	_, rest, err := c.read(fs, on8x8, 8, env.Args)
	if err != nil {
		return err
	}
	dir := rest[0]
	if *markdown {
		return p.writeMarkdown(dir)
	}
	date, err := p.Build.manDate()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Errorf("man", "%v", err)
	}
	header := doc.GenManHeader{Section: "1", Date: &date, Source: "othello " + p.Build.Version, Manual: "Othello Manual"}
	root := p.cobraTree()
	h := header
	if err := doc.GenManTree(root, &h, dir); err != nil {
		return Errorf("man", "%v", err)
	}
	// cobra leaves out the help command's page; it is a command like the others
	help, _, err := root.Find([]string{"help"})
	if err != nil {
		return Errorf("man", "%v", err)
	}
	f, err := os.Create(filepath.Join(dir, "othello-help.1"))
	if err != nil {
		return Errorf("man", "%v", err)
	}
	h = header
	err = doc.GenMan(help, &h, f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return Errorf("man", "%v", err)
	}
	return nil
}

// writeMarkdown writes the command reference as Markdown into dir, a page
// a command as cobra's GenMarkdownTree names them (othello_gomoku_game.md),
// linked to each other: the pages of docs/cli, which a test of the main
// package compares with the tree.
func (p Program) writeMarkdown(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Errorf("man", "%v", err)
	}
	root := p.tree(true, nil)
	// cobra leaves its help command out of the pages and of their lists of
	// commands; ours is a command like the others, so a hidden stand-in
	// takes cobra's help slot
	root.SetHelpCommand(&cobra.Command{Use: "cobra-help", Hidden: true})
	if err := doc.GenMarkdownTree(root, dir); err != nil {
		return Errorf("man", "%v", err)
	}
	return nil
}

// synopsisOf is the synopsis of one of the program's commands.
func (p Program) synopsisOf(name string) string {
	c, _ := lookupIn(p.commands(), name)
	return c.synopsis(on8x8, "")
}

// complete answers the shell completion scripts' requests, "othello
// __complete ARGS...", through cobra. A position given earlier on the
// line would read to cobra as a flag: it is replaced by a word first.
func (p Program) complete(args []string, env Env) int {
	args = slices.Clone(args)
	for i := 1; i < len(args)-1; i++ {
		if len(args[i]) >= 16 && strings.Trim(args[i], "XxOo-._* ") == "" {
			args[i] = "POSITION"
		}
	}
	root := p.cobraTree()
	root.SetArgs(args)
	root.SetIn(env.Stdin)
	root.SetOut(env.Stdout)
	root.SetErr(env.Stderr)
	if err := root.Execute(); err != nil {
		printError(env.Stderr, "completion", err)
		return 1
	}
	return 0
}
