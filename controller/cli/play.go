package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
	"othello/strategy/level"
)

// playOptions are the command-line settings of othello play.
type playOptions struct {
	size    int // the board is size x size
	ai      bool
	aiColor model.Color
	level   level.Level
	seed    uint64
}

// playFlags are the flags of othello play.
type playFlags struct {
	noir, blanc *bool
	level       *string
	seed        *uint64
}

// declarePlayFlags declares play's flags; takeSize reads --size.
func declarePlayFlags(fs *flag.FlagSet) playFlags {
	sizeFlag(fs)
	return playFlags{
		noir:  fs.Bool("noir", false, "the computer plays Black"),
		blanc: fs.Bool("blanc", false, "the computer plays White"),
		level: fs.String("level", "medium", "the computer's level `L`: easy, medium, hard or expert"),
		seed:  fs.Uint64("seed", 0, "seed `S` of the computer's choices; 0: from the clock"),
	}
}

// parsePlayArgs reads play's flags.
func parsePlayArgs(args []string) (playOptions, error) {
	size, args, err := takeSize(args)
	if err != nil {
		return playOptions{}, err
	}
	fs := newFlagSet("play")
	flags := declarePlayFlags(fs)
	noir, blanc, levelText, seed := flags.noir, flags.blanc, flags.level, flags.seed
	if _, _, err := readArgs("play", on8x8, 8, fs, args); err != nil {
		return playOptions{}, err
	}
	level, err := parseLevel(*levelText)
	if err != nil {
		return playOptions{}, err
	}
	o := playOptions{size: size, ai: *noir || *blanc, level: level, seed: *seed}
	if *blanc {
		o.aiColor = model.White
	}
	if o.seed == 0 {
		o.seed = uint64(time.Now().UnixNano())
	}
	return o, nil
}

// runPlay runs the report's line protocol on standard input and output.
func runPlay(env Env) error {
	o, err := parsePlayArgs(env.Args)
	if err != nil {
		return err
	}
	var ai strategy.SizedPlayer
	if o.ai {
		ai = strategy.NewSizedPlayer(o.size, o.level, level.AlphaBeta, o.seed)
	}
	return playLoop(context.Background(), newPlaySession(o.size, ai, o.aiColor, env.Stderr), env.Stdin, env.Stdout)
}

// playLoop feeds the session one input line at a time and prints its
// answers, until the game ends or the input does.
func playLoop(ctx context.Context, s *playSession, in io.Reader, out io.Writer) error {
	write := func(lines []string) error {
		for _, l := range lines {
			if _, err := fmt.Fprintln(out, l); err != nil {
				return err
			}
		}
		return nil
	}
	if err := write(s.start(ctx)); err != nil {
		return err
	}
	return eachLine(in, func(long *bounded.LineTooLongError) error {
		return write([]string{fmt.Sprintf("ERREUR ligne %d trop longue (%d octets, 1 Mio au plus), ignoree", long.Number, long.Size)})
	}, func(line string) (bool, error) {
		lines, over := s.handle(ctx, line)
		return over, write(lines)
	})
}
