package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

// The terminal game of the Reversi report: a board of 4x4 to 10x10, each
// side a person at the keyboard or a computer player, the board printed
// after every move in verbose mode.

// gameSide is one side of a terminal game: a person (player nil) or a
// computer player.
type gameSide struct {
	spec   string
	player strategy.SizedPlayer
}

// gameOptions are the arguments of othello game.
type gameOptions struct {
	size    int
	sides   [2]gameSide // Black, White
	verbose bool
}

// gameFlags are the flags of othello game.
type gameFlags struct {
	black, white *string
	verbose      *bool
	seed         *uint64
}

// declareGameFlags declares game's flags; takeSize reads --size.
func declareGameFlags(fs *flag.FlagSet) gameFlags {
	sizeFlag(fs)
	return gameFlags{
		black:   fs.String("black", "human", "Black's player `P`: human, random, minimax:D, alphabeta:D or a level"),
		white:   fs.String("white", "medium", "White's player `P`, as --black"),
		verbose: fs.Bool("verbose", false, "print the board, the move and the score after every move"),
		seed:    fs.Uint64("seed", 1, "seed `S` of the random players and of the levels' randomness"),
	}
}

// parseGameArgs reads game's flags.
func parseGameArgs(args []string) (gameOptions, error) {
	usage := usageOf("game", on8x8, 8)
	size, args, err := takeSize(args)
	if err != nil {
		return gameOptions{}, err
	}
	fs := newFlagSet("game")
	flags := declareGameFlags(fs)
	black, white, verbose, seed := flags.black, flags.white, flags.verbose, flags.seed
	rest, err := parseArgs(fs, args)
	if err != nil {
		return gameOptions{}, Errorf("usage", "%s: %v", usage, err)
	}
	if len(rest) > 0 {
		return gameOptions{}, Errorf("usage", "%s: unexpected %s", usage, excerpt(rest[0]))
	}
	o := gameOptions{size: size, verbose: *verbose}
	for i, spec := range [2]string{*black, *white} {
		o.sides[i].spec = strings.ToLower(strings.TrimSpace(spec))
		if o.sides[i].spec == "human" {
			continue
		}
		p, err := strategy.ParseSizedPlayer(spec, size, *seed+uint64(i))
		if err != nil {
			return gameOptions{}, Errorf("player", "--%s: %v", strings.ToLower(model.Color(i).String()), err)
		}
		o.sides[i].player = p
	}
	return o, nil
}

// runGame plays the terminal game.
func runGame(env Env) error {
	o, err := parseGameArgs(env.Args)
	if err != nil {
		return err
	}
	pos, _ := model.SizedStartPosition(o.size)
	g := pos.Geometry()
	in := bounded.NewLines(env.Stdin)
	w := env.Stdout
	fmt.Fprintf(w, "Othello %dx%d: Black (X) %s, White (O) %s\n", o.size, o.size, o.sides[0].spec, o.sides[1].spec)
	fmt.Fprint(w, pos.Drawing())
	shown := true // the board on the screen is the current one
	human := o.sides[0].player == nil || o.sides[1].player == nil
	for !pos.Board.GameOver() {
		side := o.sides[pos.Turn]
		if pos.Board.MustPass() {
			fmt.Fprintf(w, "%s has no legal move and passes\n", pos.Turn)
			pos = pos.Play(model.CellPass)
			continue
		}
		var move model.Cell
		if side.player == nil {
			var quit bool
			if !shown {
				fmt.Fprint(w, pos.Drawing())
				shown = true
			}
			if move, quit, err = askMove(in, w, pos); err != nil {
				return err
			}
			if quit {
				fmt.Fprintf(w, "%s quits. Black %d, White %d\n", pos.Turn, pos.Count(model.Black), pos.Count(model.White))
				return nil
			}
		} else {
			move = side.player.SearchSized(context.Background(), pos.Board).Move
			if pos.Illegal(move) != 0 {
				return Errorf("game", "%s (%s) chose the illegal move %s", pos.Turn, side.spec, g.CellName(move))
			}
		}
		mover := pos.Turn
		pos = pos.Play(move)
		shown = false
		if human && !o.verbose && side.player != nil {
			fmt.Fprintf(w, "%s plays %s\n", mover, g.CellName(move)) // for the person to see
		}
		if o.verbose {
			fmt.Fprintf(w, "%s plays %s\n", mover, g.CellName(move))
			fmt.Fprint(w, pos.Drawing())
			shown = true
			fmt.Fprintf(w, "Score: Black %d, White %d\n", pos.Count(model.Black), pos.Count(model.White))
			fmt.Fprintln(w, strings.Repeat("-", 2*o.size+3))
		}
	}
	if !o.verbose {
		fmt.Fprintln(w, "Final board:")
		fmt.Fprint(w, pos.Drawing())
	}
	b, wh := pos.Count(model.Black), pos.Count(model.White)
	fmt.Fprintf(w, "Final score: Black %d, White %d\n", b, wh)
	fmt.Fprintln(w, winnerText(pos))
	return nil
}

// winnerText names the winner and the margin, the empty squares counted
// for the winner as on 8x8.
func winnerText(p model.SizedPosition) string {
	d := p.Count(model.Black) - p.Count(model.White) + winnerEmpties(p)
	empties := p.Geometry().Cells() - p.Count(model.Black) - p.Count(model.White)
	note := ""
	if empties > 0 && d != 0 {
		note = fmt.Sprintf(" (the %d empty %s count for the winner)", empties, plural(empties, "square", "squares"))
	}
	switch {
	case d > 0:
		return fmt.Sprintf("Black wins by %d %s%s", d, plural(d, "disc", "discs"), note)
	case d < 0:
		return fmt.Sprintf("White wins by %d %s%s", -d, plural(-d, "disc", "discs"), note)
	}
	return "Draw"
}

// askMove prompts the person to move until they type a legal move or q.
func askMove(in *bounded.Lines, w io.Writer, pos model.SizedPosition) (model.Cell, bool, error) {
	g := pos.Geometry()
	for {
		fmt.Fprintf(w, "%s (%c) to move, legal: %s\n", pos.Turn, pos.Turn.Letter(), cellsText(g, pos.Board.MoveCells()))
		fmt.Fprintf(w, "Your move (such as %s, or q to quit): ", g.CellName(pos.Board.MoveCells()[0]))
		line, err := in.Next()
		var long *bounded.LineTooLongError
		switch {
		case errors.As(err, &long):
			fmt.Fprintf(w, "\nThat line is too long (%d bytes, at most %s); it was skipped.\n", long.Size, bounded.Line)
			continue
		case err == io.EOF:
			fmt.Fprintln(w)
			return model.NoCell, false, Errorf("input", "standard input ended before the game did")
		case err != nil:
			fmt.Fprintln(w)
			return model.NoCell, false, Errorf("input", "%v", err)
		}
		text := strings.TrimSpace(line)
		if strings.EqualFold(text, "q") || strings.EqualFold(text, "quit") {
			return model.NoCell, true, nil
		}
		c, err := g.ParseCell(text)
		if err != nil {
			fmt.Fprintf(w, "Not a move: %s\n", strings.TrimPrefix(err.Error(), "square "))
			continue
		}
		if r := pos.Illegal(c); r != 0 {
			fmt.Fprintf(w, "Illegal move %s: %s\n", g.CellName(c), reasonText(r, pos))
			continue
		}
		return c, false, nil
	}
}

// reasonText phrases why a move of the terminal game is refused.
func reasonText(r model.Reason, pos model.SizedPosition) string {
	switch r {
	case model.Occupied:
		return "the square is already taken"
	case model.FlipsNothing:
		return "it flips no disc; a move must outflank at least one of the other side's discs"
	case model.MayNotPass:
		return "you may pass only when you have no legal move"
	case model.NotASquare:
		return fmt.Sprintf("not a square of the %dx%d board", pos.Size(), pos.Size())
	}
	return "not allowed now"
}
