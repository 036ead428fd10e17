package engine

// The line protocol of othello play (the C report's): the program learns
// its colour from its arguments, --noir (Black) or --blanc (White), and
// plays it from the standard start. The arbiter sends the other side's
// moves, "NE6" for Black on e6, "BPA" for a White pass, each answered
// "OK" or "ERREUR reason"; the program answers a move of its own, such
// as "BF6", right after the OK when its turn comes (and at once, after an
// OK, when it plays Black). "newgame" starts again; "NOIR gagne", "BLANC
// gagne" and "MATCH NUL" end a game and are skipped. A program playing
// the other colour, or on another board, is started afresh; on a board
// other than 8x8 it is started with --size N, and squares run to J10.

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
	seen  *model.Game // the game as the program has it, on its board; nil before one starts
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

// newGame starts a game on a board of size n in which the program plays
// c: a fresh program with --noir or --blanc (and --size n off 8x8), or
// "newgame" to the running one if it plays c on that board already. Its
// first move, as Black, is read within clock k.
func (l *lineProto) newGame(ctx context.Context, c model.Color, n int, k Clock) (*child.Process, error) {
	p := l.e.running()
	if p != nil && l.seen != nil && l.color == c && l.seen.Size() == n && !l.seen.Over() {
		// a game left unfinished: othello play ends with its game, so a
		// finished one needs the program started again
		if err := l.sendMove(ctx, p, "newgame"); err != nil {
			return nil, err
		}
	} else {
		flags := []string{"--noir"}
		if c == model.White {
			flags[0] = "--blanc"
		}
		if n != 8 {
			flags = append(flags, "--size", fmt.Sprint(n))
		}
		var err error
		if p, err = l.e.start(flags...); err != nil {
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
	l.color = c
	l.seen, _ = model.NewSizedGame(n) // the game's own size
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
	cell, perr := l.seen.Geometry().ParseCell(strings.TrimSpace(s[1:]))
	if perr != nil {
		return child.Failure(Garbage, "answered %s, which is not a move", child.Quote(s))
	}
	if err := l.seen.PlayCell(cell); err != nil {
		return child.Failure(Illegal, "played %s, which is illegal: %v", l.upper(cell), err)
	}
	return nil
}

// upper writes c as the protocol does: "E6", "J10", "PA" for a pass.
func (l *lineProto) upper(c model.Cell) string { return l.seen.Geometry().UpperName(c) }

func (l *lineProto) move(ctx context.Context, g *model.Game, k Clock) (strategy.SizedResult, error) {
	if !sameStart(g) {
		return strategy.SizedResult{}, fmt.Errorf("the line protocol cannot set up a position: its programs play from the standard start only")
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
		if p, err = l.newGame(ctx, c, g.Size(), k); err != nil {
			return strategy.SizedResult{}, err
		}
	}
	for {
		if err := l.inStep(g); err != nil {
			return strategy.SizedResult{}, err
		}
		if l.seen.Len() >= g.Len() {
			break
		}
		i := l.seen.Len()
		mover, cell := g.SizedAt(i).Turn, g.Cells()[i]
		if err := l.sendMove(ctx, p, lineLetter(mover)+l.upper(cell)); err != nil {
			return strategy.SizedResult{}, err
		}
		if err := l.seen.PlayCell(cell); err != nil {
			return strategy.SizedResult{}, err
		}
		if !l.seen.Over() && l.seen.Turn() == c {
			if err := l.readMove(ctx, p, k); err != nil {
				return strategy.SizedResult{}, err
			}
		}
	}
	if l.seen.Len() != g.Len()+1 {
		return strategy.SizedResult{}, child.Failure(Failed, "did not move")
	}
	cell := l.seen.Cells()[g.Len()]
	return strategy.SizedResult{Move: cell, PV: []model.Cell{cell}, Time: time.Since(start)}, nil
}

// inStep checks that the program's game and g agree: one of them the
// beginning of the other, the program's longer by its move at most.
func (l *lineProto) inStep(g *model.Game) error {
	a, b := l.seen.Cells(), g.Cells()
	for i := 0; i < min(len(a), len(b)); i++ {
		if a[i] != b[i] {
			return fmt.Errorf("the program's game is not this one: at move %d it has %s, the game %s (the program plays %s from the start, by itself)", i+1, l.upper(a[i]), l.upper(b[i]), l.color)
		}
	}
	if len(a) > len(b)+1 {
		return fmt.Errorf("the program's game is not this one: it is %d moves long, the game %d", len(a), len(b))
	}
	return nil
}
