// othello gomoku game: a game of Gomoku in the terminal, people at the
// keyboard among the players.

package cli

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"othello/controller/arbiter"
	gc "othello/controller/gomoku"
	"othello/model"
	"othello/model/bounded"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// gomokuGameFlags are the flags of othello gomoku game.
type gomokuGameFlags struct {
	gomokuFlags
	verbose *bool
}

func declareGomokuGameFlags(fs *flag.FlagSet) gomokuGameFlags {
	return gomokuGameFlags{
		gomokuFlags: declareGomokuFlags(fs, "human", "medium", true),
		verbose:     fs.Bool("verbose", false, "print the board after every stone"),
	}
}

// runGomokuGame plays othello gomoku game.
func runGomokuGame(env Env) error {
	c, _ := lookupSub("gomoku game")
	usage := shortUsage(c.synopsis(on8x8, ""))
	fs := newFlagSet("gomoku game")
	flags := declareGomokuGameFlags(fs)
	if _, _, err := c.read(fs, on8x8, 8, env.Args); err != nil {
		return err
	}
	setup, err := flags.setup(usage)
	if err != nil {
		return err
	}
	sides, err := flags.sides()
	if err != nil {
		return err
	}
	setup.Clocks = sides[0].clockOr(setup.Clocks[0], sides[1], setup.Clocks[1])
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := checkBrains(ctx, sides[:], setup); err != nil {
		return err
	}
	w := env.Stdout
	in := bounded.NewLines(env.Stdin)
	var players [2]gc.Player
	var kept arbiter.Worker // the brains, closed at the end
	defer kept.Close()
	for i, s := range sides {
		if s.human {
			players[i] = &humanPlayer{in: in, w: w}
		} else {
			players[i] = s.player(*flags.seed+uint64(i), &kept, i)
		}
	}
	size := setup.Size
	fmt.Fprintf(w, "Gomoku %dx%d, %s, %s opening: %s\n", size, size, setup.Rule, setup.Opening, gomokuSidesText(setup.Opening, sides))
	human := sides[0].human || sides[1].human
	setup.OnEvent = func(e gc.Event) {
		who := sides[e.Player].name
		switch {
		case e.Choice != nil && e.Q != gc.PlaceThree && (e.Choice.Swap || len(e.Choice.Moves) == 1):
			fmt.Fprintf(w, "%s takes %s\n", who, capital(e.Colour.String()))
		case e.Choice != nil && len(e.Choice.Moves) == 2:
			fmt.Fprintf(w, "%s places two more stones and lets the other choose\n", who)
		case e.Choice == nil:
			if *flags.verbose || human {
				mover := e.Game.Board().At(e.Move)
				fmt.Fprintf(w, "%d. %s (%s) plays %s\n", e.Game.MoveCount(), capital(mover.String()), who, e.Move.Name(size))
			}
			if *flags.verbose {
				fmt.Fprint(w, e.Game.Drawing())
			}
		}
	}
	o := gc.PlayGame(ctx, players, setup)
	var q quitError
	if o.Forfeit != nil && errors.As(o.Forfeit.Err, &q) {
		fmt.Fprintf(w, "%s quits\n", q.who)
		return nil
	}
	// a person's input that ends or fails ends the command, as othello
	// game's does: nobody lost the game
	var inputErr *Error
	if o.Forfeit != nil && errors.As(o.Forfeit.Err, &inputErr) {
		return inputErr
	}
	if o.Err != nil {
		return Errorf("gomoku", "%v", o.Err)
	}
	if !*flags.verbose {
		fmt.Fprintf(w, "moves: %s\n", gomoku.FormatMoves(o.Game.Moves(), size))
		fmt.Fprint(w, o.Game.Drawing())
	}
	fmt.Fprintln(w, gomokuResult(o, sides))
	return nil
}

// gomokuSidesText names the players as the game's first line does:
// by colour under the free opening, else by their part in the opening,
// which settles the colours.
func gomokuSidesText(opening gc.Opening, sides [2]gomokuSide) string {
	if opening == gc.Free {
		return fmt.Sprintf("Black (X) %s, White (O) %s", sides[0].name, sides[1].name)
	}
	return fmt.Sprintf("%s opens, %s chooses a colour", sides[0].name, sides[1].name)
}

// gomokuResult says who won and how: "Black (hard) wins: five in a row
// h8 i9 j10 k11 l12", "Draw: the board is full", or the forfeit.
func gomokuResult(o gc.Outcome, sides [2]gomokuSide) string {
	if f := o.Forfeit; f != nil {
		return fmt.Sprintf("%s (%s) forfeits: %s\n%s (%s) wins", gomokuSideName(o, f.Player), f.Name, oneLine(f.Reason()),
			gomokuSideName(o, 1-f.Player), sides[1-f.Player].name)
	}
	if o.Winner < 0 {
		return "Draw: the board is full"
	}
	return fmt.Sprintf("%s (%s) wins: five in a row %s", capital(o.Colours[o.Winner].String()), sides[o.Winner].name,
		gomoku.FormatMoves(o.Game.WinningLine(), o.Game.Size()))
}

// gomokuSideName names player i at the start of a sentence: by its
// colour, as the moves do, or by its order before it has one.
func gomokuSideName(o gc.Outcome, i int) string {
	if c := o.Colours[i]; c != gomoku.NoColor {
		return capital(c.String())
	}
	return [2]string{"The first player", "The second player"}[i]
}

func capital(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// oneLine keeps a text on one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// quitError ends a game when a person types q.
type quitError struct{ who string }

func (q quitError) Error() string { return q.who + " quits" }

// humanPlayer is a person at the keyboard as a Player.
type humanPlayer struct {
	in *bounded.Lines
	w  io.Writer
}

func (h *humanPlayer) Name() string                                                   { return "human" }
func (h *humanPlayer) NewGame(context.Context, *gomoku.Game, model.TimeControl) error { return nil }
func (h *humanPlayer) Close() error                                                   { return nil }

func (h *humanPlayer) Move(ctx context.Context, g *gomoku.Game, _ arbiter.Clock) (sg.Result, error) {
	for {
		fmt.Fprint(h.w, g.Drawing())
		example := emptyNearCentre(g, 1)[0]
		squares, err := h.ask(g, fmt.Sprintf("%s to move (such as %s or %s; q to quit): ", capital(g.Turn().String()), example.Name(g.Size()), example))
		if err != nil {
			return sg.Result{}, err
		}
		if len(squares) == 1 {
			return sg.Result{Move: squares[0]}, nil
		}
		fmt.Fprintln(h.w, "One square, please.")
	}
}

func (h *humanPlayer) Choose(ctx context.Context, g *gomoku.Game, q gc.Question) (gc.Choice, error) {
	prompt := map[gc.Question]string{
		gc.PlaceThree:      fmt.Sprintf("Place three stones, black, white, black (such as %s): ", gomoku.FormatMoves(emptyNearCentre(g, 3), g.Size())),
		gc.ChooseColour:    "Type swap to take Black, or your move to take White: ",
		gc.ChooseOrPlace:   "Type swap to take Black, your move to take White, or two stones (white, black) to let the other choose: ",
		gc.ChooseAfterFive: "Type swap to take Black, or your move to take White: ",
	}[q]
	for {
		fmt.Fprint(h.w, g.Drawing())
		fmt.Fprint(h.w, prompt)
		text, err := personLine(h.in, h.w)
		if errors.Is(err, bounded.ErrTooLong) {
			continue
		} else if err != nil {
			return gc.Choice{}, err
		}
		switch {
		case strings.EqualFold(text, "q") || strings.EqualFold(text, "quit"):
			return gc.Choice{}, quitError{"The " + map[bool]string{true: "first", false: "second"}[q == gc.PlaceThree || q == gc.ChooseAfterFive] + " player"}
		case strings.EqualFold(text, "swap") && q != gc.PlaceThree:
			return gc.Choice{Swap: true}, nil
		}
		squares, err := parseHumanSquares(text, g.Size())
		if err == nil && !q.Takes(len(squares)) {
			err = fmt.Errorf("%d squares are no answer here", len(squares))
		}
		if err == nil {
			if err = g.Clone().PlayAll(squares); err == nil {
				return gc.Choice{Moves: squares}, nil
			}
		}
		fmt.Fprintf(h.w, "Not that: %v\n", err)
	}
}

// ask prompts until the person types squares that are free, or q.
func (h *humanPlayer) ask(g *gomoku.Game, prompt string) ([]gomoku.Square, error) {
	for {
		fmt.Fprint(h.w, prompt)
		text, err := personLine(h.in, h.w)
		if errors.Is(err, bounded.ErrTooLong) {
			continue
		} else if err != nil {
			return nil, err
		}
		if strings.EqualFold(text, "q") || strings.EqualFold(text, "quit") {
			return nil, quitError{capital(g.Turn().String())}
		}
		squares, err := parseHumanSquares(text, g.Size())
		if err == nil {
			t := g.Clone()
			if err = t.PlayAll(squares); err == nil {
				return squares, nil
			}
		}
		fmt.Fprintf(h.w, "Not that: %v\n", err)
	}
}

// emptyNearCentre returns up to k empty squares of g's board, those
// nearest the centre first: the examples of a prompt, which must be
// squares the person may play.
func emptyNearCentre(g *gomoku.Game, k int) []gomoku.Square {
	n, b := g.Size(), g.Board()
	c := gomoku.Center(n)
	var empty []gomoku.Square
	for y := range n {
		for x := range n {
			if sq := gomoku.At(x, y); b.Empty(sq) {
				empty = append(empty, sq)
			}
		}
	}
	// by distance from the centre, as a king walks, then as a rook does
	distance := func(sq gomoku.Square) (int, int) {
		dx, dy := abs(sq.X()-c.X()), abs(sq.Y()-c.Y())
		return max(dx, dy), dx + dy
	}
	slices.SortStableFunc(empty, func(a, b gomoku.Square) int {
		ka, ra := distance(a)
		kb, rb := distance(b)
		return cmp.Or(cmp.Compare(ka, kb), cmp.Compare(ra, rb))
	})
	return empty[:min(k, len(empty))]
}

// parseHumanSquares reads squares in renju's notation (h8) or Gomocup's
// (7,7), separated by spaces.
func parseHumanSquares(text string, size int) ([]gomoku.Square, error) {
	if strings.Contains(text, ",") {
		return gomoku.ParseGomocupMoves(text, size)
	}
	return gomoku.ParseMoves(text, size)
}

// gomokuArenaFlags are the flags of othello gomoku arena.
