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
	"runtime/debug"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"othello/controller/cli"
	"othello/resources"
	"othello/strategy"
	"othello/view"

	// for its init: it must run before Fyne's, see its doc
	"othello/view/i18n"
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

// windowFlags are the flags of othello with no command.
type windowFlags struct {
	mute *bool
	open *string
	lang *string
}

// declareWindowFlags declares the window's flags, for main and for the
// help, man page and completions.
func declareWindowFlags(fs *flag.FlagSet) windowFlags {
	return windowFlags{
		mute: fs.Bool("mute", false, "start without sound (the saved setting is kept)"),
		open: fs.String("open", "", "open the game in `FILE` (.ggf or .txt)"),
		lang: fs.String("lang", "", "the window's language this run, by its `CODE` (en, fr...); by default the one chosen in Settings, else the system's"),
	}
}

// program is the command line around the window.
func program(info *debug.BuildInfo) cli.Program {
	return cli.Program{
		Build:       cli.BuildOf(version(), info),
		WindowFlags: func(fs *flag.FlagSet) { declareWindowFlags(fs) },
		Picture: &cli.Pictures{
			Styles:  view.PictureStyleNames(),
			MinSize: view.MinPictureSize, MaxSize: view.MaxPictureSize, DefaultSize: view.DefaultPictureSize,
			Write: drawPicture,
		},
	}
}

// drawPicture draws othello picture's picture with the window's board,
// off-screen: no display is needed.
func drawPicture(w io.Writer, req cli.PictureRequest) error {
	style, ok := view.ParsePictureStyle(req.Style)
	if !ok {
		return fmt.Errorf("unknown style %q", req.Style)
	}
	view.StartHeadless()
	return view.WritePicture(w, req.SVG, req.Game, req.Moves, view.PictureOptions{Size: req.Size, Numbers: req.Numbers, Style: style})
}

// command runs the command line args; when they name no command it
// returns the window's options instead, with ok true.
func command(p cli.Program, args []string, env cli.Env) (status int, w windowFlags, ok bool) {
	if status, window := p.Main(args, env); !window {
		return status, w, false
	}
	fs := flag.NewFlagSet("othello", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	w = declareWindowFlags(fs)
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprintln(env.Stderr, "othello: usage: othello [--lang CODE] [--mute] [--open GAME.ggf] or othello COMMAND; see othello help")
		return 2, w, false
	}
	// the command line's messages stay English, whatever the window speaks
	if err := i18n.Check(*w.lang); err != nil {
		fmt.Fprintf(env.Stderr, "othello: lang: %v\n", err)
		return 2, w, false
	}
	return 0, w, true
}

func main() {
	info, _ := debug.ReadBuildInfo()
	p := program(info)
	status, w, ok := command(p, os.Args[1:], cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr})
	if !ok {
		os.Exit(status)
	}
	if problem := view.DisplayProblem(os.Getenv); problem != "" {
		fmt.Fprintf(os.Stderr, "othello: display: no graphical display found (%s); sub-commands still work: othello help\n", problem)
		os.Exit(1)
	}
	// The device opens once sound is on (at once, unless muted or switched
	// off in the settings), so a silent game leaves it alone; without a
	// device the game runs silent.
	snd := sound.OnDemand(sound.Open, func(err error) {
		fmt.Fprintf(os.Stderr, "othello: sound: %v; playing without sound\n", err)
	})
	// Reading the weights now, off the first move's clock, also says at
	// once when they are unusable (the game then plays the classic
	// evaluation).
	if err := strategy.TrainedWeightsError(); err != nil {
		fmt.Fprintf(os.Stderr, "othello: weights: %v\n", err)
	}
	a := app.NewWithID("org.example.othello")
	// fyne package bakes the icon in; a plain go build needs it set here.
	a.SetIcon(fyne.NewStaticResource("icon.png", resources.IconPNG))
	view.Run(a, view.Options{Version: p.Build.Version, Commit: p.Build.Commit, Built: p.Build.Time, Sound: snd, Mute: *w.mute, Open: *w.open, Language: *w.lang})
}
