// The Go Text Protocol as an engine, on every board size: "boardsize 6",
// "clear_board", "play black c4", "genmove white" answered "= b3" or
// "= pass", "undo", "time_settings" and "time_left" for play on a clock,
// "showboard", "final_score", "name", "version", "list_commands",
// "quit". Each answer is "=" or "?" (with the command's number when it
// had one), its text, and an empty line.

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"othello/controller/arbiter"
	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
	"othello/strategy/level"
)

// levelFlags are the flags of a command where one level plays, gtp and
// gomoku brain: the level, and the seed of its randomness.
type levelFlags struct {
	level *string
	seed  *uint64
}

// declareLevelFlags declares the level flags, the level def unless told
// otherwise, usage its help.
func declareLevelFlags(fs *flag.FlagSet, def, usage string) levelFlags {
	return levelFlags{
		level: fs.String("level", def, usage),
		seed:  fs.Uint64("seed", 1, "seed `S` of the level's randomness"),
	}
}

// declareGTPFlags declares gtp's flags.
func declareGTPFlags(fs *flag.FlagSet) levelFlags {
	return declareLevelFlags(fs, "medium", "the computer's level `L`: easy, medium, hard or expert")
}

// gtpEngine is the engine's state: the game on its board, its level, and
// the clock the controller last told it of.
type gtpEngine struct {
	level    level.Level
	seed     uint64
	version  string
	game     *model.Game
	player   strategy.SizedPlayer // for boards of playerOn squares a side; nil until a move is asked
	playerOn int
	clock    arbiter.Clock // the time left of the side asked to move
	clocked  bool          // time_settings named a clock
}

// gtpCommands are the commands the engine knows, as list_commands says.
var gtpCommands = []string{
	"boardsize", "clear_board", "final_score", "genmove", "known_command", "komi", "list_commands",
	"name", "play", "protocol_version", "quit", "showboard", "time_left", "time_settings", "undo", "version",
}

// gtpCommand is othello gtp, which says version when asked.
func gtpCommand(version string) Command {
	return Command{
		Name: "gtp", Summary: "the Go Text Protocol as an engine, on every board size (boardsize 4, 6, 8 or 10)",
		About:  `Speaks the protocol on standard input and output until "quit" or the end of the input: boardsize, clear_board, play, genmove, undo, time_settings and time_left (a clock bounds each move), showboard, final_score. Squares are written a1 at the top left, as Othello writes them.`,
		Run:    func(env Env) error { return runGTP(env, version) },
		flags:  func(fs *flag.FlagSet, _ form) { declareGTPFlags(fs) },
		values: map[string][]string{"level": levelNames()},
	}
}

// runGTP speaks the Go Text Protocol on standard input and output until
// "quit" or the end of the input.
func runGTP(env Env, version string) error {
	fs := newFlagSet("gtp")
	flags := declareGTPFlags(fs)
	if _, _, err := readArgs("gtp", on8x8, 8, fs, env.Args); err != nil {
		return err
	}
	level, err := parseLevel(*flags.level)
	if err != nil {
		return err
	}
	e := &gtpEngine{level: level, seed: *flags.seed, version: version, game: model.NewGame()}
	return eachLine(env.Stdin, func(long *bounded.LineTooLongError) error {
		fmt.Fprintf(env.Stdout, "? %v\n\n", long)
		return nil
	}, func(line string) (bool, error) {
		if isGTPBlank(line) {
			return false, nil // an empty line or a comment
		}
		id, answer, ok, quit := e.handle(line)
		mark := "="
		if !ok {
			mark = "?"
		}
		if answer != "" {
			answer = " " + answer
		}
		_, err := fmt.Fprintf(env.Stdout, "%s%s%s\n\n", mark, id, answer)
		return quit, err
	})
}

// isGTPBlank reports a line with no command: empty, or a comment.
func isGTPBlank(line string) bool {
	line, _, _ = strings.Cut(line, "#")
	return strings.TrimSpace(line) == ""
}

// handle runs one command line and returns its number ("" when it had
// none), its answer, whether it succeeded, and whether to quit. A line
// with no command returns all empty and ok.
func (e *gtpEngine) handle(line string) (id, answer string, ok, quit bool) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	words := strings.Fields(strings.Map(func(r rune) rune {
		if r == '\t' || r < ' ' && r != '\n' {
			return ' '
		}
		return r
	}, line))
	if len(words) == 0 {
		return "", "", true, false
	}
	if _, err := strconv.ParseUint(words[0], 10, 31); err == nil {
		id, words = words[0], words[1:]
		if len(words) == 0 {
			return id, "no command after its number", false, false
		}
	}
	answer, err := e.run(strings.ToLower(words[0]), words[1:])
	if err != nil {
		return id, err.Error(), false, false
	}
	return id, answer, true, words[0] == "quit"
}

// run runs one command and returns its answer.
func (e *gtpEngine) run(cmd string, args []string) (string, error) {
	switch cmd {
	case "protocol_version":
		return "2", nil
	case "name":
		return "Othello", nil
	case "version":
		return e.version, nil
	case "list_commands":
		return strings.Join(gtpCommands, "\n"), nil
	case "known_command":
		if len(args) != 1 {
			return "", errors.New("known_command takes one command")
		}
		return strconv.FormatBool(slices.Contains(gtpCommands, strings.ToLower(args[0]))), nil
	case "quit", "komi":
		return "", nil // Othello has no komi: accepted and ignored
	case "boardsize":
		return "", e.boardsize(args)
	case "clear_board":
		e.game, _ = model.NewSizedGame(e.game.Size())
		return "", nil
	case "play":
		return "", e.play(args)
	case "genmove":
		return e.genmove(args)
	case "undo":
		if !e.game.Undo() {
			return "", errors.New("cannot undo")
		}
		return "", nil
	case "time_settings":
		return "", e.timeSettings(args)
	case "time_left":
		return "", e.timeLeft(args)
	case "showboard":
		return "\n" + strings.TrimRight(e.game.Sized().Drawing(), "\n"), nil
	case "final_score":
		return e.finalScore(), nil
	}
	return "", fmt.Errorf("unknown command %s", bounded.Quote(cmd))
}

// boardsize starts an empty game on a board of the size asked.
func (e *gtpEngine) boardsize(args []string) error {
	if len(args) != 1 {
		return errors.New("boardsize takes one size")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || !slices.Contains(model.Sizes, n) {
		return fmt.Errorf("unacceptable size %s: want 4, 6, 8 or 10", bounded.Quote(args[0]))
	}
	e.game, _ = model.NewSizedGame(n)
	return nil
}

// colour reads a GTP colour: b, black, w or white, any case.
func gtpColour(s string) (model.Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return model.Black, nil
	case "w", "white":
		return model.White, nil
	}
	return model.Black, fmt.Errorf("invalid color %s: want black or white", bounded.Quote(s))
}

// play plays a move of a colour: a square, or pass.
func (e *gtpEngine) play(args []string) error {
	if len(args) != 2 {
		return errors.New("play takes a colour and a vertex, such as: play black d3")
	}
	c, err := gtpColour(args[0])
	if err != nil {
		return err
	}
	if c != e.game.Turn() {
		return fmt.Errorf("illegal move: it is %s's turn", strings.ToLower(e.game.Turn().String()))
	}
	cell := model.CellPass
	if !strings.EqualFold(args[1], "pass") {
		if cell, err = e.game.Geometry().ParseCell(args[1]); err != nil {
			return fmt.Errorf("invalid vertex %s", bounded.Quote(args[1]))
		}
	}
	if err := e.game.PlayCell(cell); err != nil {
		return err
	}
	return nil
}

// genmove searches the move of a colour, plays it and names it.
func (e *gtpEngine) genmove(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("genmove takes a colour")
	}
	c, err := gtpColour(args[0])
	if err != nil {
		return "", err
	}
	switch {
	case e.game.Over():
		return "", errors.New("the game is over")
	case c != e.game.Turn():
		return "", fmt.Errorf("it is %s's turn", strings.ToLower(e.game.Turn().String()))
	case e.game.MustPass():
		e.game.PlayCell(model.CellPass)
		return "pass", nil
	}
	if e.player == nil || e.playerOn != e.game.Size() {
		e.player = strategy.NewSizedPlayer(e.game.Size(), e.level, level.AlphaBeta, e.seed)
		e.playerOn = e.game.Size()
	}
	ctx := context.Background()
	board := e.game.Sized().Board
	if e.clocked && e.clock.On() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, e.clock.Budget(board.Empties()))
		defer cancel()
	}
	r := e.player.SearchSized(ctx, board)
	if err := e.game.PlayCell(r.Move); err != nil {
		return "", fmt.Errorf("the engine chose an illegal move: %v", err)
	}
	if r.Move == model.CellPass {
		return "pass", nil
	}
	return e.game.Geometry().CellName(r.Move), nil
}

// timeSettings reads "time_settings MAIN BYO STONES" (seconds): a main
// time and no byo-yomi is a clock; anything else plays at the level's
// pace, the time left bounding each move.
func (e *gtpEngine) timeSettings(args []string) error {
	if len(args) != 3 {
		return errors.New("time_settings takes the main time, the byo-yomi time and its stones")
	}
	var v [3]int
	for i, a := range args {
		n, err := strconv.Atoi(a)
		if err != nil || n < 0 {
			return fmt.Errorf("time_settings: %s is not a whole number of seconds or stones", bounded.Quote(a))
		}
		v[i] = n
	}
	e.clocked = v[0] > 0 || v[1] > 0
	e.clock = arbiter.Clock{Left: time.Duration(v[0]) * time.Second}
	if v[0] == 0 && v[1] > 0 {
		e.clock.Left = time.Duration(v[1]) * time.Second
	}
	return nil
}

// timeLeft reads "time_left COLOUR SECONDS STONES": the time the next
// move of that colour has (byo-yomi stones aside).
func (e *gtpEngine) timeLeft(args []string) error {
	if len(args) != 3 {
		return errors.New("time_left takes a colour, the seconds left and the stones")
	}
	if _, err := gtpColour(args[0]); err != nil {
		return err
	}
	secs, err := strconv.ParseFloat(args[1], 64)
	if err != nil || secs < 0 {
		return fmt.Errorf("time_left: %s is not a number of seconds", bounded.Quote(args[1]))
	}
	e.clocked = true
	e.clock = arbiter.Clock{Left: max(time.Duration(secs*float64(time.Second)), time.Millisecond)}
	return nil
}

// finalScore is the result as GTP writes it: "B+12", "W+4" or "0", the
// empty squares counted for the winner once the game is over (before, the
// discs on the board).
func (e *gtpEngine) finalScore() string {
	p := e.game.Sized()
	d := p.Count(model.Black) - p.Count(model.White)
	if e.game.Over() {
		d += winnerEmpties(p)
	}
	switch {
	case d > 0:
		return fmt.Sprintf("B+%d", d)
	case d < 0:
		return fmt.Sprintf("W+%d", -d)
	}
	return "0"
}
