// The server side of the Gomocup brain protocol: one of our players as a
// brain, for Piskvork, Gomocup's manager or our own arbiter.

package gomoku

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"othello/model/bounded"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// About is what a brain says of itself in answer to ABOUT.
type About struct {
	Name, Version, Author, Country string
}

// String writes the ABOUT answer: name="...", version="...", ...
func (a About) String() string {
	q := func(s string) string { return strings.ReplaceAll(s, `"`, "'") }
	return fmt.Sprintf(`name="%s", version="%s", author="%s", country="%s"`, q(a.Name), q(a.Version), q(a.Author), q(a.Country))
}

// ServeConfig is the brain Serve plays.
type ServeConfig struct {
	Player sg.Player // the player that searches our moves
	About  About
	Seed   uint64 // drives the opening choices
}

// Serve speaks the Gomocup brain protocol on in and out until END or the
// end of the input: START (and RECTSTART on square boards), RESTART,
// BEGIN, TURN, BOARD, SWAP2BOARD, TAKEBACK, PLAY, INFO, ABOUT and END.
// Each move is searched within the time the manager gives: timeout_turn,
// and a share of time_left when the game has a time limit; a turn time
// of 0 asks for an answer at once. It returns an error only when out
// cannot be written.
func Serve(ctx context.Context, in io.Reader, out io.Writer, c ServeConfig) error {
	s := &server{c: c, out: out, rule: gomoku.Freestyle, swap2: true}
	s.lines = bounded.NewLines(in)
	for {
		line, err := s.lines.Next()
		var long *bounded.LineTooLongError
		switch {
		case errors.As(err, &long):
			// as the other protocols do: say it, skip it, serve on
			s.say("ERROR %v", err)
			if s.err != nil {
				return s.err
			}
			continue
		case err == io.EOF:
			return nil
		case err != nil:
			return fmt.Errorf("reading the manager's commands: %w", err)
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		word, rest, _ := strings.Cut(line, " ")
		word = strings.ToUpper(word)
		if word == "END" {
			return nil
		}
		s.command(ctx, word, strings.TrimSpace(rest))
		if s.err != nil {
			return s.err
		}
	}
}

// server is one brain's state between commands.
type server struct {
	c     ServeConfig
	out   io.Writer
	lines *bounded.Lines
	err   error // the first failure to write

	g     *gomoku.Game // nil before START
	size  int
	rule  gomoku.Rule
	swap2 bool // the opening rule of the next question: swap2 unless told swap
	asked uint64

	turn, left  time.Duration
	turnSet     bool // timeout_turn was given
	matchLimit  bool // the game has a time limit (timeout_match or time_left above 0)
	leftWasSent bool
}

// say writes a line.
func (s *server) say(format string, args ...any) {
	if s.err == nil {
		_, s.err = fmt.Fprintf(s.out, format+"\n", args...)
	}
}

func (s *server) command(ctx context.Context, word, rest string) {
	switch word {
	case "START", "RECTSTART":
		n, err := strconv.Atoi(rest)
		if word == "RECTSTART" {
			w, h, _ := strings.Cut(rest, ",")
			n, err = strconv.Atoi(strings.TrimSpace(w))
			if h2, e := strconv.Atoi(strings.TrimSpace(h)); e != nil || h2 != n {
				s.say("ERROR only square boards are supported")
				return
			}
		}
		if err != nil || gomoku.CheckSize(n) != nil {
			s.say("ERROR unsupported size %s: boards of %d to %d squares a side", bounded.Cut(rest), gomoku.MinSize, gomoku.MaxSize)
			return
		}
		s.size = n
		s.newGame()
		s.say("OK")
	case "RESTART":
		if s.g == nil {
			s.say("ERROR RESTART before START")
			return
		}
		s.newGame()
		s.say("OK")
	case "INFO":
		s.info(rest)
	case "ABOUT":
		s.say("%s", s.c.About)
	case "BEGIN":
		if s.ready() {
			s.newGame()
			s.play(ctx)
		}
	case "TURN", "PLAY":
		if !s.ready() {
			return
		}
		sq, err := gomoku.ParseGomocupSquare(rest, s.size)
		if err == nil {
			err = s.g.Check(sq)
		}
		if err != nil {
			s.say("ERROR %s %s: %v", word, bounded.Cut(rest), err)
			return
		}
		if word == "PLAY" { // the manager plays our move for us
			s.g.Play(sq)
			s.say("%s", sq)
			return
		}
		s.g.Play(sq)
		s.play(ctx)
	case "BOARD":
		stones, err := s.block("BOARD")
		if !s.ready() {
			return
		}
		var g *gomoku.Game
		if err == nil {
			var parsed []gomoku.BoardStone
			if parsed, err = gomoku.ParseBoardCommand(stones, s.size); err == nil {
				g, err = gomoku.GameFromBoard(s.size, s.rule, parsed)
			}
		}
		if err != nil {
			s.say("ERROR %v", err)
			return
		}
		s.g = g
		s.play(ctx)
	case "SWAP2BOARD":
		text, err := s.block("SWAP2BOARD")
		if !s.ready() {
			return
		}
		s.swap2board(ctx, text, err)
	case "TAKEBACK":
		sq, err := gomoku.ParseGomocupSquare(rest, max(s.size, gomoku.MinSize))
		if s.g == nil || err != nil || s.g.LastMove() != sq || !s.g.Undo() {
			s.say("ERROR TAKEBACK %s: not the last stone", bounded.Cut(rest))
			return
		}
		s.say("OK")
	default:
		s.say("UNKNOWN %s", bounded.Cut(word))
	}
}

// ready says ERROR unless START has been given.
func (s *server) ready() bool {
	if s.g == nil {
		s.say("ERROR no START yet")
		return false
	}
	return true
}

// newGame clears the board.
func (s *server) newGame() {
	s.g, _ = gomoku.NewGame(s.size, s.rule)
}

// maxBlock is the most lines a BOARD or SWAP2BOARD block holds: a stone
// a line on the largest board, and DONE.
const maxBlock = gomoku.MaxSize*gomoku.MaxSize + 1

// block reads the lines after BOARD or SWAP2BOARD up to DONE, and returns
// the whole command. A block that is too long, or holds a line that is,
// is read to its DONE without being kept, so the manager and the brain
// stay in step, and refused.
func (s *server) block(first string) (string, error) {
	var sb strings.Builder
	sb.WriteString(first + "\n")
	var bad error
	for n := 1; ; n++ {
		line, err := s.lines.Next()
		if errors.Is(err, bounded.ErrTooLong) {
			if bad == nil {
				bad = fmt.Errorf("%s: %v", first, err)
			}
			continue
		}
		if err != nil {
			break
		}
		t := strings.TrimSpace(line)
		if strings.EqualFold(t, "DONE") {
			if bad != nil {
				return "", bad
			}
			return sb.String() + t + "\n", nil
		}
		if n > maxBlock && bad == nil {
			bad = fmt.Errorf("%s: more than %d lines before DONE", first, maxBlock)
		}
		if bad == nil {
			sb.WriteString(t + "\n")
		}
	}
	return "", fmt.Errorf("%s without DONE", first)
}

// info reads an INFO line; keys it does not know are ignored.
func (s *server) info(rest string) {
	key, value, _ := strings.Cut(rest, " ")
	value = strings.TrimSpace(value)
	ms, err := strconv.ParseInt(value, 10, 64)
	d := time.Duration(ms) * time.Millisecond
	switch strings.ToLower(key) {
	case "timeout_turn":
		if err == nil {
			s.turn, s.turnSet = d, true
		}
	case "timeout_match":
		if err == nil {
			s.matchLimit = ms > 0
		}
	case "time_left":
		if err == nil {
			s.left, s.leftWasSent = d, true
			if ms > 0 && ms < 1<<31-1 {
				s.matchLimit = true
			}
		}
	case "rule":
		if err == nil {
			if r, e := gomoku.RuleFromGomocup(int(ms)); e == nil {
				s.rule = r
				if s.g != nil && s.g.Board().Count() == 0 {
					s.newGame()
				}
			} else {
				s.say("MESSAGE %v; playing %s", e, s.rule)
			}
		}
	case "opening": // ours: the question of the next SWAP2BOARD
		s.swap2 = !strings.EqualFold(value, "swap")
	}
}

// budget is the time for the next move: most of timeout_turn, and a
// fifteenth of what is left of the game's time; 0 for no limit.
func (s *server) budget() time.Duration {
	const least = 20 * time.Millisecond
	d := time.Duration(0)
	if s.turnSet {
		d = max(s.turn*9/10-30*time.Millisecond, least)
		if s.turn == 0 {
			d = least // as fast as possible
		}
	}
	if s.matchLimit && s.leftWasSent {
		m := max(s.left/15, least)
		if d == 0 || m < d {
			d = m
		}
	}
	return d
}

// limit returns ctx bounded by the budget of a move.
func (s *server) limit(ctx context.Context) (context.Context, context.CancelFunc) {
	if d := s.budget(); d > 0 {
		return context.WithTimeout(ctx, d)
	}
	return context.WithCancel(ctx)
}

// play searches our move, plays it and says it.
func (s *server) play(ctx context.Context) {
	if s.g.Over() {
		s.say("ERROR the game is over")
		return
	}
	c, cancel := s.limit(ctx)
	r := s.c.Player.Search(c, s.g.Position())
	cancel()
	if s.g.Check(r.Move) != nil {
		s.say("ERROR no move found")
		return
	}
	s.g.Play(r.Move)
	s.say("%s", r.Move)
}

// swap2board answers SWAP2BOARD: three stones on the empty board; SWAP,
// a move, or (under swap2, after three) two stones.
func (s *server) swap2board(ctx context.Context, text string, err error) {
	var moves []gomoku.Square
	if err == nil {
		body := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(text, "SWAP2BOARD\n")), "DONE"))
		moves, err = gomoku.ParseGomocupMoves(body, s.size)
	}
	var g *gomoku.Game
	if err == nil {
		g, _ = gomoku.NewGame(s.size, s.rule)
		err = g.PlayAll(moves)
	}
	q := PlaceThree
	switch {
	case err != nil:
	case len(moves) == 0:
	case len(moves) == 3 && s.swap2:
		q = ChooseOrPlace
	case len(moves) == 3:
		q = ChooseColour
	case len(moves) == 5:
		q = ChooseAfterFive
	default:
		err = fmt.Errorf("%d stones: want 0, 3 or 5", len(moves))
	}
	if err != nil {
		s.say("ERROR SWAP2BOARD: %v", err)
		return
	}
	s.asked++
	c, cancel := s.limit(ctx)
	ch := DecideOpening(c, s.c.Player, g, q, s.c.Seed+s.asked*7919)
	cancel()
	g.PlayAll(ch.Moves)
	s.g = g
	s.swap2 = true
	s.say("%s", ch)
}
