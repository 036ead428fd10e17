package engine

// The Go Text Protocol for the Othello engines that speak it (Edax -gtp):
// "boardsize 8", "clear_board", "play black f5", "play white pass",
// "genmove white" answered by "= f5", "= pass" or "= resign"; "name";
// "time_settings" and "time_left" for play by time or on a clock; "quit".
// An answer starts with "=" (success) or "?" (failure), perhaps followed
// by the command's number, and ends with an empty line. Squares are
// written as in Othello, a1 at the top left, on any board size
// ("boardsize 6"); GTP has no way to set up a position, so its engines
// play games from the standard start only.

import (
	"context"
	"fmt"
	"strings"
	"time"

	"othello/controller/child"
	"othello/model"
	"othello/strategy"
)

type gtp struct {
	e    *Engine
	seen *model.Game // the moves on the engine's board; nil before clear_board
	size int         // the engine's board size; 0 before boardsize
	// timing is how the engine was last told of time: "" (not at all),
	// "move" (byo-yomi, MoveTime) or "clock" (a game clock)
	timing string
}

func (t *gtp) reset()           { t.seen, t.timing, t.size = nil, "", 0 }
func (t *gtp) quitLine() string { return "quit" }

// ensure starts the engine if it is not running: a board of size n, and
// its name and version.
func (t *gtp) ensure(ctx context.Context, n int) error {
	if err := t.e.lostWhileWaiting(); err != nil {
		return err
	}
	if t.e.running() != nil {
		return nil
	}
	p, err := t.e.start()
	if err != nil {
		return err
	}
	if _, err := t.command(ctx, p, fmt.Sprintf("boardsize %d", n), t.e.cfg.Timeout); err != nil {
		return err
	}
	t.size = n
	if name, err := t.command(ctx, p, "name", t.e.cfg.Timeout); err == nil && name != "" {
		t.e.setName(name)
	} else if _, ok := err.(*refusal); !ok && err != nil {
		return err
	}
	// the version is a command of its own; an engine may refuse it
	if version, err := t.command(ctx, p, "version", t.e.cfg.Timeout); err == nil {
		t.e.setVersion(version)
	} else if _, ok := err.(*refusal); !ok {
		return err
	}
	return nil
}

// refusal is an engine's "? reason" to a command.
type refusal struct{ command, reason string }

func (r *refusal) Error() string {
	return fmt.Sprintf("refused %s: %s", child.Quote(r.command), r.reason)
}

// command sends a command and returns the text of its answer: a
// *refusal for "? reason", an engine failure if the answer does not come
// within d or is not GTP.
func (t *gtp) command(ctx context.Context, p *child.Process, cmd string, d time.Duration) (string, error) {
	c, cancel := child.WithTimeout(ctx, d, cmd)
	defer cancel()
	if err := t.e.send(c, p, cmd); err != nil {
		return "", err
	}
	var first string
	for first == "" { // empty lines before an answer are allowed
		line, err := p.Next(c)
		if err != nil {
			return "", child.ReadError(c, err)
		}
		first = strings.TrimSpace(line)
	}
	if first[0] != '=' && first[0] != '?' {
		return "", child.Failure(Garbage, "answered %s to %s; a GTP answer starts with = or ?", child.Quote(first), child.Quote(cmd))
	}
	text := []string{strings.TrimSpace(strings.TrimLeft(first[1:], "0123456789"))}
	for { // the answer ends with an empty line
		line, err := p.Next(c)
		if err != nil {
			return "", child.ReadError(c, err)
		}
		if strings.TrimSpace(line) == "" {
			break
		}
		text = append(text, line)
	}
	answer := strings.TrimSpace(strings.Join(text, "\n"))
	if first[0] == '?' {
		return "", &refusal{cmd, answer}
	}
	return answer, nil
}

// must runs a command the engine has to accept.
func (t *gtp) must(ctx context.Context, p *child.Process, cmd string) error {
	_, err := t.command(ctx, p, cmd, t.e.cfg.Timeout)
	if r, ok := err.(*refusal); ok {
		return child.Failure(Failed, "%v", r)
	}
	return err
}

// optional runs a command the engine may refuse.
func (t *gtp) optional(ctx context.Context, p *child.Process, cmd string) error {
	if _, err := t.command(ctx, p, cmd, t.e.cfg.Timeout); err != nil {
		if _, ok := err.(*refusal); !ok {
			return err
		}
	}
	return nil
}

// timeWords are how color's time is told for a move on clock k: on a
// clock, its time left as absolute time (GTP has no increment; each move
// tells the time left afresh); by time, byo-yomi of MoveTime a move, in
// whole seconds rounded up; neither, nothing. timing names the way.
func (t *gtp) timeWords(color string, k Clock) (timing, settings, left string) {
	if k.On() {
		secs := int(k.Left / time.Second) // rounded down: never more than it has
		return "clock", fmt.Sprintf("time_settings %d 0 0", max(secs, 1)), fmt.Sprintf("time_left %s %d 0", color, secs)
	}
	if secs := int((t.e.cfg.MoveTime + time.Second - 1) / time.Second); secs > 0 {
		return "move", fmt.Sprintf("time_settings 0 %d 1", secs), fmt.Sprintf("time_left %s %d 1", color, secs)
	}
	return "", "", ""
}

func gtpColor(c model.Color) string {
	if c == model.White {
		return "white"
	}
	return "black"
}

func (t *gtp) move(ctx context.Context, g *model.Game, k Clock) (strategy.SizedResult, error) {
	if !sameStart(g) {
		return strategy.SizedResult{}, fmt.Errorf("GTP cannot set up a position: its engines play from the standard start only")
	}
	if g.MustPass() {
		return strategy.SizedResult{Move: model.CellPass, PV: []model.Cell{model.CellPass}}, nil
	}
	if err := t.ensure(ctx, g.Size()); err != nil {
		return strategy.SizedResult{}, err
	}
	p := t.e.running()
	if p == nil {
		return strategy.SizedResult{}, child.Failure(Crashed, "closed its output")
	}
	geo := g.Geometry()
	color := gtpColor(g.Turn())
	// time_settings and time_left are optional in GTP: refused, the
	// engine plays at its own pace, within the same limit
	timing, settings, left := t.timeWords(color, k)
	cleared := false
	if t.seen == nil || t.size != g.Size() || !isPrefix(t.seen, g) {
		if t.size != g.Size() {
			if err := t.must(ctx, p, fmt.Sprintf("boardsize %d", g.Size())); err != nil {
				return strategy.SizedResult{}, err
			}
			t.size = g.Size()
		}
		if err := t.must(ctx, p, "clear_board"); err != nil {
			return strategy.SizedResult{}, err
		}
		t.seen, _ = model.NewSizedGame(g.Size())
		cleared = true
	}
	if settings != "" && (cleared || t.timing != timing) {
		if err := t.optional(ctx, p, settings); err != nil {
			return strategy.SizedResult{}, err
		}
		t.timing = timing
	}
	for i := t.seen.Len(); i < g.Len(); i++ {
		c := g.Cells()[i]
		vertex := "pass"
		if c != model.CellPass {
			vertex = geo.CellName(c)
		}
		if err := t.must(ctx, p, fmt.Sprintf("play %s %s", gtpColor(g.SizedAt(i).Turn), vertex)); err != nil {
			return strategy.SizedResult{}, err
		}
		if err := t.seen.PlayCell(c); err != nil {
			return strategy.SizedResult{}, err
		}
	}
	if left != "" {
		if err := t.optional(ctx, p, left); err != nil {
			return strategy.SizedResult{}, err
		}
	}
	start := time.Now()
	answer, err := t.command(ctx, p, "genmove "+color, t.e.moveTimeout(k))
	if r, ok := err.(*refusal); ok {
		return strategy.SizedResult{}, child.Failure(Garbage, "%v", r)
	}
	if err != nil {
		return strategy.SizedResult{}, err
	}
	if strings.EqualFold(answer, "resign") {
		return strategy.SizedResult{}, child.Failure(Resigned, "resigned")
	}
	c, perr := gtpVertex(geo, answer)
	if perr != nil || strings.Contains(answer, "\n") {
		return strategy.SizedResult{}, child.Failure(Garbage, "answered %s to genmove, which is not a move", child.Quote(answer))
	}
	// genmove plays the move on the engine's board
	if err := t.seen.PlayCell(c); err != nil {
		return strategy.SizedResult{}, child.Failure(Illegal, "played %s, which is illegal: %v", strings.ToUpper(answer), err)
	}
	return strategy.SizedResult{Move: c, PV: []model.Cell{c}, Time: time.Since(start)}, nil
}

// gtpVertex reads a vertex of a board: a square as Othello names it
// ("f5", any case), or "pass".
func gtpVertex(geo *model.Geometry, text string) (model.Cell, error) {
	if strings.EqualFold(text, "pass") {
		return model.CellPass, nil
	}
	return geo.ParseCell(text)
}
