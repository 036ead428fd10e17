// Command othello is a desktop Othello game against the computer. With a
// sub-command it runs the same engine from the terminal (see othello help).
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"othello/controller/cli"
	"othello/resources"
	"othello/strategy"
	"othello/view"
	// for its init: it must run before Fyne's, see its doc
	_ "othello/view/locale"
	"othello/view/sound"
)

//go:embed FyneApp.toml
var appMetadata string

// version reads the Version line of FyneApp.toml, the one place it is kept.
func version() string {
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]*)"`).FindStringSubmatch(appMetadata)
	if m == nil {
		return "unknown"
	}
	return m[1]
}

func main() {
	args := os.Args[1:]
	if len(args) > 0 {
		switch args[0] {
		case "help", "-h", "-help", "--help":
			cli.Usage(os.Stdout)
			fmt.Println("Window options: othello [--mute] [--open FILE]   --mute starts without sound; --open opens a saved game (.ggf or .txt)")
			return
		case "version", "--version":
			fmt.Printf("othello %s\n", version())
			return
		}
		if !strings.HasPrefix(args[0], "-") {
			os.Exit(cli.Run(args[0], cli.Env{Args: args[1:], Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
		}
	}
	fs := flag.NewFlagSet("othello", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	mute := fs.Bool("mute", false, "start without sound (the saved setting is kept)")
	open := fs.String("open", "", "a game file (.ggf or .txt) to open")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "othello: usage: othello [--mute] [--open GAME.ggf] or othello COMMAND; see othello help")
		os.Exit(2)
	}
	if problem := view.DisplayProblem(os.Getenv); problem != "" {
		fmt.Fprintf(os.Stderr, "othello: display: no graphical display found (%s); sub-commands still work: othello help\n", problem)
		os.Exit(1)
	}
	// The device is opened even when muted, so sound can be switched on
	// during the game; without a device the game runs silent.
	snd, err := sound.Open()
	if err != nil {
		fmt.Fprintf(os.Stderr, "othello: sound: %v; playing without sound\n", err)
	}
	// Reading the weights now, off the first move's clock, also says at
	// once when they are unusable (the game then plays the classic
	// evaluation).
	if err := strategy.TrainedWeightsError(); err != nil {
		fmt.Fprintf(os.Stderr, "othello: weights: %v\n", err)
	}
	a := app.NewWithID("org.example.othello")
	// fyne package bakes the icon in; a plain go build needs it set here.
	a.SetIcon(fyne.NewStaticResource("icon.png", resources.IconPNG))
	view.Run(a, view.Options{Version: version(), Sound: snd, Mute: *mute, Open: *open})
}
