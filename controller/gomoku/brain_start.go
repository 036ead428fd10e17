// A brain's start for each game: START, the INFO settings (its clock
// among them) and ABOUT, which names it.

package gomoku

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"othello/controller/child"
	"othello/model"
	"othello/model/gomoku"
)

// NewGame starts the brain afresh for a game from start (its board and
// rule) on clock tc (zero: none; else told as INFO timeout_match), unless
// it has just been started for one such and told nothing since.
func (b *Brain) NewGame(ctx context.Context, start *gomoku.Game, tc model.TimeControl) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	size, rule := start.Size(), start.Rule()
	if b.running() != nil && b.untold && b.size == size && b.rule == rule && b.clock == tc {
		return nil
	}
	b.clock = tc
	_, err := b.start(ctx, size, rule)
	return b.failed(err)
}

// ensure returns the running brain, starting it for a board of size
// under rule if none runs or it runs for another board.
func (b *Brain) ensure(ctx context.Context, size int, rule gomoku.Rule) (*child.Process, error) {
	if b.k.Lost() {
		// ended between two moves: said, not replaced without a word
		return nil, child.Failure(child.Crashed, "was no longer running when its turn came")
	}
	if p := b.running(); p != nil && b.size == size && b.rule == rule {
		b.untold = false
		return p, nil
	}
	p, err := b.start(ctx, size, rule)
	b.untold = false
	return p, err
}

// start starts the program, and says START, the INFO settings and ABOUT.
func (b *Brain) start(ctx context.Context, size int, rule gomoku.Rule) (*child.Process, error) {
	p, err := b.k.Start(b.cfg.Argv, b.cfg.Dir)
	if errors.Is(err, child.ErrKeeperClosed) {
		return nil, errors.New("the brain is closed")
	}
	if err != nil {
		return nil, err
	}
	b.size, b.rule, b.left, b.untold = size, rule, b.cfg.MatchTime, true
	b.known, _ = gomoku.NewGame(size, rule) // the empty board, until told more
	c, cancel := child.WithTimeout(ctx, b.cfg.Timeout, fmt.Sprintf("START %d", size))
	defer cancel()
	if err := child.Send(c, p, fmt.Sprintf("START %d", size)); err != nil {
		return nil, err
	}
	line, err := b.answer(c, p, fmt.Sprintf("START %d", size))
	if err != nil {
		return nil, err
	}
	if !strings.EqualFold(line, "OK") {
		return nil, child.Failure(child.Garbage, "answered %s to START %d; want OK", child.Quote(line), size)
	}
	match := b.cfg.MatchTime.Milliseconds()
	if b.clock.On() {
		match = b.clock.Main.Milliseconds()
	}
	for _, l := range []string{
		fmt.Sprintf("INFO timeout_turn %d", b.cfg.TurnTime.Milliseconds()),
		fmt.Sprintf("INFO timeout_match %d", match),
		fmt.Sprintf("INFO time_left %d", match),
		"INFO max_memory 0",
		"INFO game_type 1",
		fmt.Sprintf("INFO rule %d", rule.Gomocup()),
		"ABOUT",
	} {
		if err := child.Send(c, p, l); err != nil {
			return nil, err
		}
	}
	c2, cancel2 := child.WithTimeout(ctx, b.cfg.Timeout, "ABOUT")
	defer cancel2()
	line, err = b.answer(c2, p, "ABOUT")
	if err != nil {
		return nil, err
	}
	b.pmu.Lock()
	b.about = line
	if name := aboutField(line, "name"); name != "" {
		b.name = name
	}
	b.pmu.Unlock()
	return p, nil
}

// aboutField reads key="value" from an ABOUT answer, "" if it is not there.
func aboutField(about, key string) string {
	m := regexp.MustCompile(`(?i)(?:^|[\s,])` + regexp.QuoteMeta(key) + `\s*=\s*"([^"]*)"`).FindStringSubmatch(about)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[1])
}
