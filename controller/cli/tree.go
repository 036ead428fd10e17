// The program as a cobra command tree, built from the commands' own
// declarations: what the completions, the man pages and docs/cli are
// generated from.

package cli

import (
	"flag"
	"strings"

	"github.com/spf13/cobra"
)

// The one command tree: each command declared once (Commands, with the
// flags its declare function gives), built here into cobra commands that
// dispatch (runTree), complete and document (cobraTree). Each command's
// arguments are checked against its rules and read once dispatched
// (Command.read, over the same flag set), so that a position beginning
// with '-' stays a position.

// cobraTree is the program as cobra commands, with the flags each command
// declares, parsed by cobra: for shell completion and the man pages.
func (p Program) cobraTree() *cobra.Command { return p.tree(false, nil) }

// runTree is the tree that dispatches: cobra finds the command and hands
// it its arguments unparsed, through run; run gets nil for othello with
// no command (the window, or the usage).
func (p Program) runTree(run func(c *Command, args []string)) *cobra.Command {
	return p.tree(false, run)
}

// tree is the program as cobra commands. For the man pages and the
// completions (markdown false) the usage lines are escaped markdown, as
// cobra's man pages read them, and the flags lose their placeholders'
// back quotes; for the Markdown pages (markdown true) cobra prints the
// usage lines in a code block, so they stay as typed, and the flags keep
// their placeholders (--depth N, not --depth int).
func (p Program) tree(markdown bool, run func(c *Command, args []string)) *cobra.Command {
	root := &cobra.Command{
		Use:   p.windowSynopsis(),
		Short: "Othello against the computer, and its engine from the terminal",
		Long: "With no command, othello opens the game window. With a command, it runs the same engine from a terminal; " +
			"othello COMMAND --help shows a command's usage and flags.\n\n" + p.positionText() + "\n\n" +
			`Errors are one line on standard error, "othello: KIND: detail", with exit status 2 for a usage error and 1 for any other.`,
		DisableFlagsInUseLine: true,
		DisableAutoGenTag:     true,
		SilenceErrors:         true,
		SilenceUsage:          true,
		CompletionOptions:     cobra.CompletionOptions{DisableDefaultCmd: true},
		Run:                   func(*cobra.Command, []string) {},
	}
	addFlags(root, p.windowFlags(), nil, markdown)
	if run != nil {
		root.DisableFlagParsing, root.Args = true, cobra.ArbitraryArgs
		root.Run = func(_ *cobra.Command, args []string) { run(nil, args) }
	}
	for _, c := range p.commands() {
		cc := cobraCommand(c, markdown, run)
		root.AddCommand(cc)
		if c.Name == "help" {
			root.SetHelpCommand(cc)
		}
	}
	return root
}

// cobraCommand is c as a cobra command, with its flags, completions and
// sub-commands; markdown and run as for tree.
func cobraCommand(c Command, markdown bool, run func(c *Command, args []string)) *cobra.Command {
	use := markdownLines(c.synopses())
	if markdown {
		use = strings.Join(c.synopses(), "\n")
	}
	use = strings.TrimPrefix(use, "othello ")
	if i := strings.LastIndexByte(c.Name, ' '); i >= 0 {
		use = strings.TrimPrefix(use, c.Name[:i+1]) // a sub-command: its own name first
	}
	cc := &cobra.Command{
		// The first word is the name; the other forms follow on lines
		// of their own. Cobra uses the rest in the man and Markdown
		// pages only.
		Use:                   use,
		Short:                 c.Summary,
		Long:                  strings.ToUpper(c.Summary[:1]) + c.Summary[1:] + ".\n\n" + c.About,
		DisableFlagsInUseLine: true,
		Run:                   func(*cobra.Command, []string) {},
	}
	if run != nil {
		cc.DisableFlagParsing, cc.Args = true, cobra.ArbitraryArgs
		cc.Run = func(_ *cobra.Command, args []string) { run(&c, args) }
	}
	fs, notes := c.helpFlags()
	addFlags(cc, fs, notes, markdown)
	fs.VisitAll(func(fl *flag.Flag) {
		if values := c.flagValues(fl.Name); values != nil {
			_ = cc.RegisterFlagCompletionFunc(fl.Name, cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp))
		}
	})
	switch {
	case len(c.subs) > 0: // cobra completes the sub-commands, with their summaries
		cc.ValidArgsFunction = cobra.NoFileCompletions
	case c.argValues != nil:
		cc.ValidArgsFunction = cobra.FixedCompletions(c.argValues, cobra.ShellCompDirectiveNoFileComp)
	case c.argDirs:
		cc.ValidArgsFunction = func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return nil, cobra.ShellCompDirectiveFilterDirs
		}
	case !c.argFiles: // analyze and picture read a game file; the others files only by flags
		cc.ValidArgsFunction = cobra.NoFileCompletions
	}
	for _, sub := range c.subs {
		cc.AddCommand(cobraCommand(sub, markdown, run))
	}
	return cc
}

// markdownLines joins lines as markdown, brackets and parentheses
// escaped so that none reads as a link.
func markdownLines(lines []string) string {
	esc := strings.NewReplacer("[", `\[`, "]", `\]`, "(", `\(`, ")", `\)`, "*", `\*`, "_", `\_`)
	for i, l := range lines {
		lines[i] = esc.Replace(l)
	}
	return strings.Join(lines, "  \n")
}

// addFlags gives cmd the flags of fs, showing their defaults as fs does,
// their notes after their descriptions; placeholders keeps the back
// quotes that name a flag's value, for the Markdown pages.
func addFlags(cmd *cobra.Command, fs *flag.FlagSet, notes map[string]string, placeholders bool) {
	cmd.Flags().AddGoFlagSet(fs)
	fs.VisitAll(func(fl *flag.Flag) {
		pf := cmd.Flags().Lookup(fl.Name)
		pf.DefValue = fl.DefValue
		if !placeholders {
			_, pf.Usage = flag.UnquoteUsage(fl) // no back quotes in man pages and completions
		}
		var more []string
		for _, n := range []string{boundsOf(fl), notes[fl.Name]} {
			if n != "" {
				more = append(more, n)
			}
		}
		if len(more) > 0 {
			pf.Usage += " (" + strings.Join(more, "; ") + ")"
		}
	})
}
