// Command othello is a desktop Othello game against the computer. With a
// sub-command it runs the same engine from the terminal (see othello help).
package main

import (
	_ "embed"
	"fmt"
	"os"
	"regexp"
	"runtime"

	"fyne.io/fyne/v2/app"

	"othello/controller/cli"
	"othello/view"
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
			return
		case "version", "--version":
			fmt.Printf("othello %s\n", version())
			return
		}
		os.Exit(cli.Run(args[0], cli.Env{Args: args[1:], Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
	}
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "othello: display: no graphical display found (DISPLAY is not set); sub-commands still work: othello help")
		os.Exit(1)
	}
	view.Run(app.NewWithID("org.example.othello"), view.Options{Version: version()}) // nil Sound plays nothing
}
