package engine

// The line protocol of othello play (the C report's): the program learns
// its colour from its arguments, --noir (Black) or --blanc (White), and
// plays it from the standard start. The arbiter sends the other side's
// moves, "NE6" for Black on e6, "BPA" for a White pass, each answered
// "OK" or "ERREUR reason"; the program answers a move of its own, such
// as "BF6", right after the OK when its turn comes (and at once, after an
// OK, when it plays Black). "newgame" starts again; "NOIR gagne", "BLANC
// gagne" and "MATCH NUL" end a game and are skipped. A program playing
// the other colour is started afresh.

import (
	"context"
	"fmt"
	"strings"
	"time"

	"othello/controller/child"
	"othello/model"
	"othello/strategy"
)

type lineProto struct {
	e     *Engine
	color model.Color // the colour the running program plays
	seen  *model.Game // the game as the program has it; nil before one starts
}

func (l *lineProto) reset()           { l.seen = nil }
func (l *lineProto) quitLine() string { return "" } // the end of its input ends it

// lineLetter is a colour's letter: N (noir) or B (blanc).
func lineLetter(c model.Color) string {
	if c == model.White {
		return "B"
	}
	return "N"
}

// newGame starts a game in which the program plays c: a fresh program
// with --noir or --blanc, or "newgame" to the running one if it plays c
// already. Its first move, as Black, is read within clock k.
func (l *lineProto) newGame(ctx context.Context, c model.Color, k Clock) (*child.Process, error) {
	p := l.e.running()
	if p != nil && l.seen != nil && l.color == c && !l.seen.Over() {
		// a game left unfinished: othello play ends with its game, so a
		// finished one needs the program started again
		if err := l.sendMove(ctx, p, "newgame"); err != nil {
			return nil, err
		}
	} else {
		flag := "--noir"
		if c == model.White {
			flag = "--blanc"
		}
		var err error
		if p, err = l.e.start(flag); err != nil {
			return nil, err
		}
		if c == model.Black { // it says OK before its first move
			cx, cancel := child.WithTimeout(ctx, l.e.cfg.Timeout, "the start")
			defer cancel()
			if err := l.expectOK(cx, p, "the start"); err != nil {
				return nil, err
			}
		}
	}
	l.color, l.seen = c, model.NewGame()
	if c == model.Black {
		if err := l.readMove(ctx, p, k); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// check starts the program as Black and stops it once it has said OK.
func (l *lineProto) check(ctx context.Context) error {
	if l.e.running() != nil {
		return nil
	}
	p, err := l.e.start("--noir")
	if err != nil {
		return err
	}
	c, cancel := child.WithTimeout(ctx, l.e.cfg.Timeout, "the start")
	defer cancel()
	if err := l.expectOK(c, p, "the start"); err != nil {
		return err
	}
	l.e.stop()
	return nil
}

// sendMove sends a line and reads its OK.
func (l *lineProto) sendMove(ctx context.Context, p *child.Process, text string) error {
	c, cancel := child.WithTimeout(ctx, l.e.cfg.Timeout, text)
	defer cancel()
	if err := l.e.send(c, p, text); err != nil {
		return err
	}
	return l.expectOK(c, p, text)
}

// next returns the next line that is not empty and not a game's result.
func (l *lineProto) next(ctx context.Context, p *child.Process) (string, error) {
	for {
		s, err := p.Next(ctx)
		if err != nil {
			return "", child.ReadError(ctx, err)
		}
		s = strings.TrimSpace(s)
		switch strings.ToUpper(s) {
		case "", "NOIR GAGNE", "BLANC GAGNE", "MATCH NUL":
			continue
		}
		return s, nil
	}
}

// expectOK reads the answer to what: OK, or the program's complaint.
func (l *lineProto) expectOK(ctx context.Context, p *child.Process, what string) error {
	s, err := l.next(ctx, p)
	if err != nil {
		return err
	}
	switch up := strings.ToUpper(s); {
	case strings.HasPrefix(up, "OK"):
		return nil
	case strings.HasPrefix(up, "ERREUR"):
		return child.Failure(Failed, "refused %s: %s", child.Quote(what), child.Quote(s))
	}
	return child.Failure(Garbage, "answered %s to %s; want OK or ERREUR", child.Quote(s), child.Quote(what))
}

// readMove reads the program's move, within clock k, checks it and plays
// it on l.seen. The protocol has no word for time: the clock only bounds
// the wait.
func (l *lineProto) readMove(ctx context.Context, p *child.Process, k Clock) error {
	c, cancel := child.WithTimeout(ctx, l.e.moveTimeout(k), "its move")
	defer cancel()
	s, err := l.next(c, p)
	if err != nil {
		return err
	}
	up := strings.ToUpper(s)
	if strings.HasPrefix(up, "ERREUR") {
		return child.Failure(Illegal, "did not move: %s", child.Quote(s))
	}
	if !strings.HasPrefix(up, lineLetter(l.color)) {
		return child.Failure(Garbage, "answered %s; want its move, %s and a square or PA", child.Quote(s), lineLetter(l.color))
	}
	sq, perr := model.ParseSquare(strings.TrimSpace(s[1:]))
	if perr != nil {
		return child.Failure(Garbage, "answered %s, which is not a move", child.Quote(s))
	}
	if err := l.seen.Play(sq); err != nil {
		return child.Failure(Illegal, "played %s, which is illegal: %v", sq.Upper(), err)
	}
	return nil
}

func (l *lineProto) move(ctx context.Context, g *model.Game, k Clock) (strategy.SizedResult, error) {
	r, err := l.move8(ctx, g, k)
	return strategy.SizedResultOf(r), err
}

// move8 is move in squares: the protocol is 8x8's.
func (l *lineProto) move8(ctx context.Context, g *model.Game, k Clock) (strategy.Result, error) {
	if !sameStart(g) {
		return strategy.Result{}, fmt.Errorf("the line protocol cannot set up a position: its programs play from the standard start only")
	}
	start := time.Now()
	c := g.Turn()
	p := l.e.running()
	// the program's game must lead to g: its moves a prefix of g's, or g
	// a new game whose first move it has just chosen
	inStep := p != nil && l.seen != nil && l.color == c && !l.seen.Over() &&
		(isPrefix(l.seen, g) || g.Len() == 0 && l.seen.Len() == 1)
	if !inStep {
		var err error
		if p, err = l.newGame(ctx, c, k); err != nil {
			return strategy.Result{}, err
		}
	}
	for {
		if err := l.inStep(g); err != nil {
			return strategy.Result{}, err
		}
		if l.seen.Len() >= g.Len() {
			break
		}
		i := l.seen.Len()
		mover, sq := g.SizedAt(i).Turn, g.Moves()[i]
		if err := l.sendMove(ctx, p, lineLetter(mover)+sq.Upper()); err != nil {
			return strategy.Result{}, err
		}
		if err := l.seen.Play(sq); err != nil {
			return strategy.Result{}, err
		}
		if !l.seen.Over() && l.seen.Turn() == c {
			if err := l.readMove(ctx, p, k); err != nil {
				return strategy.Result{}, err
			}
		}
	}
	if l.seen.Len() != g.Len()+1 {
		return strategy.Result{}, child.Failure(Failed, "did not move")
	}
	sq := l.seen.Moves()[g.Len()]
	return strategy.Result{Move: sq, PV: []model.Square{sq}, Time: time.Since(start)}, nil
}

// inStep checks that the program's game and g agree: one of them the
// beginning of the other, the program's longer by its move at most.
func (l *lineProto) inStep(g *model.Game) error {
	a, b := l.seen.Moves(), g.Moves()
	for i := 0; i < min(len(a), len(b)); i++ {
		if a[i] != b[i] {
			return fmt.Errorf("the program's game is not this one: at move %d it has %s, the game %s (the program plays %s from the start, by itself)", i+1, a[i].Upper(), b[i].Upper(), l.color)
		}
	}
	if len(a) > len(b)+1 {
		return fmt.Errorf("the program's game is not this one: it is %d moves long, the game %d", len(a), len(b))
	}
	return nil
}
