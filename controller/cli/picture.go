package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"othello/model"
)

// othello picture draws a position of a game as the window's board shows
// it. The drawing is the window's own code, which this package may not
// import (it knows nothing of Fyne): main supplies it as Pictures, and
// this file reads the arguments and the game and writes the file.

// Pictures is the drawing behind othello picture, supplied by main from
// the window's code.
type Pictures struct {
	// Styles are the board styles' names, the default first.
	Styles []string
	// MinSize and MaxSize bound the picture's side in pixels; DefaultSize
	// is the side without --size.
	MinSize, MaxSize, DefaultSize int
	// Write draws the picture req asks for on w.
	Write func(w io.Writer, req PictureRequest) error
}

// PictureRequest is one picture to draw.
type PictureRequest struct {
	Game    model.Record
	Moves   int    // the position after this many moves of Game (passes count)
	Numbers bool   // each disc carries the number of the move that placed it
	Size    int    // the picture's width and height in pixels
	Style   string // one of Pictures.Styles
	SVG     bool   // SVG rather than PNG
}

// pictureFlags are the flags of othello picture.
type pictureFlags struct {
	move    *int
	numbers *bool
	size    *int
	style   *string
	out     *string
}

// declarePictureFlags declares picture's flags; pics gives the styles and
// sizes.
func declarePictureFlags(fs *flag.FlagSet, pics Pictures) pictureFlags {
	f := pictureFlags{
		move:    intFlag(fs, "move", -1, 0, noMax, "draw the position after `N` moves (a pass counts, as in othello analyze)"),
		numbers: fs.Bool("numbers", false, "write on each disc the number of the move that placed it, as Othello books print games (a pass takes no number; the last move goes unmarked, its number being the highest)"),
		size:    intFlag(fs, "size", pics.DefaultSize, pics.MinSize, pics.MaxSize, "the picture is `PX` pixels wide and high"),
		style:   fs.String("style", first(pics.Styles), "the board's colours `S`: "+orList(pics.Styles)),
		out:     fs.String("o", "", "write the picture to `FILE`: SVG for a name ending .svg, else PNG; - for standard output"),
	}
	fs.Lookup("move").DefValue = "the last"
	return f
}

func first(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}

// orList writes names as "a, b or c".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// pictureCommand is othello picture, drawing with pics.
func pictureCommand(pics Pictures) Command {
	return Command{
		Name: "picture", Summary: "draw a position of a game as the window's board shows it, as PNG or SVG",
		About: "GAME is a transcript, a .ggf or .txt file (a game of any size, or a position), or - for standard input; " +
			"the position after the last move unless --move says otherwise, with the coordinates and the last move marked. " +
			"It needs no display: the window's board is drawn off-screen.",
		Run:   func(env Env) error { return runPicture(env, pics) },
		flags: func(fs *flag.FlagSet, _ form) { declarePictureFlags(fs, pics) },
		args:  [2]string{"GAME"}, required: []string{"o"}, argFiles: true,
		values: map[string][]string{"style": pics.Styles, "size": {fmt.Sprint(pics.DefaultSize), "400", "800", "1200"}},
	}
}

// runPicture writes the picture of a position of a game to a file.
func runPicture(env Env, pics Pictures) error {
	fs := newFlagSet("picture")
	flags := declarePictureFlags(fs, pics)
	_, rest, err := pictureCommand(pics).read(fs, on8x8, 8, env.Args)
	if err != nil {
		return err
	}
	if !slices.Contains(pics.Styles, *flags.style) {
		return Errorf("style", "unknown style %s: want %s", excerpt(*flags.style), orList(pics.Styles))
	}
	text, err := readGameText(rest[0], env.Stdin)
	if err != nil {
		return err
	}
	g, err := model.ParseGameFile(text)
	switch {
	case errors.Is(err, model.ErrEmptyFile) || errors.Is(err, model.ErrNoMoves):
		return Errorf("game", "no game to draw: %v", err)
	case err != nil:
		return Errorf("game", "%v", err)
	}
	n := *flags.move
	switch {
	case n == -1:
		n = g.Len()
	case n > g.Len():
		return Errorf("move", "--move %d: the game has %d %s (--move 0 is its start)", n, g.Len(), plural(g.Len(), "move", "moves"))
	}
	req := PictureRequest{Game: g.Record(), Moves: n, Numbers: *flags.numbers, Size: *flags.size, Style: *flags.style, SVG: strings.HasSuffix(strings.ToLower(*flags.out), ".svg")}
	var buf bytes.Buffer
	if err := pics.Write(&buf, req); err != nil {
		return Errorf("picture", "%v", err)
	}
	if *flags.out == "-" {
		if _, err := env.Stdout.Write(buf.Bytes()); err != nil {
			return Errorf("file", "standard output: %v", err)
		}
		return nil
	}
	if err := writeFile(*flags.out, buf.Bytes()); err != nil {
		return Errorf("file", "%v", err)
	}
	return nil
}

// writeFile writes data to name, leaving no half-written file on an error.
// Only a regular file is removed: name may be a device (/dev/stdout) or a
// pipe, which must stay.
func writeFile(name string, data []byte) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		if st, serr := os.Stat(name); serr == nil && st.Mode().IsRegular() {
			os.Remove(name)
		}
	}
	return err
}
