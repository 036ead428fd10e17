// The one game loop: a game between two players of any game, the board
// owned by the arbiter, every answer checked, the clocks kept, and a
// player that fails forfeits.

package arbiter

import (
	"context"
	"errors"
	"fmt"
	"time"

	"othello/controller/child"
	"othello/model"
)

// Player is one side of a game G (the whole game so far, which the
// player must not change) whose players answer with R (a move and the
// report of the search behind it). Our levels, a person, and external
// programs are all Players; each game's package names its own:
// engine.Player for Othello, gomoku.Player for Gomoku. A Player serves
// one goroutine at a time; Close may be called from another.
type Player[G, R any] interface {
	Name() string
	// NewGame tells the player a game begins in start (an opening
	// already played), under the time control tc (zero: none). An
	// external program is started or reset for it.
	NewGame(ctx context.Context, start G, tc model.TimeControl) error
	// Move asks for the player's answer in g, its turn, on clock k (zero:
	// no clock). An error says why it could not answer; it loses the
	// game. ctx ends at the player's flag fall, ClockGrace after it.
	Move(ctx context.Context, g G, k Clock) (R, error)
	Close() error
}

// Clock is a player's game clock when it is asked to move: the time left
// on it and the increment the move earns. The zero value is no clock.
type Clock struct {
	Left, Increment time.Duration
}

// On reports whether the move is played on a clock.
func (k Clock) On() bool { return k.Left > 0 }

// ClockGrace is the time a player on a clock has beyond its time left to
// answer before its context ends, for the pipes and the scheduler; its
// flag falls at its time left all the same, so a client never cuts a
// move short.
const ClockGrace = 500 * time.Millisecond

// A player's share of its clock among its moves.
const (
	// clockReserve, with a twentieth of the time left, is never aimed at:
	// it covers the conversation around a move and a search that overruns.
	clockReserve = 200 * time.Millisecond
	// MinBudget is the least time aimed at, when time runs short.
	MinBudget = 10 * time.Millisecond
)

// Budget is the time to aim a move at with empties squares empty (the
// player's moves to come being about half of them): the time left less a
// reserve, shared among those moves, plus the increment; never more than
// a third of it.
func (k Clock) Budget(empties int) time.Duration {
	usable := k.Left - k.Left/20 - clockReserve
	if usable <= 0 {
		return MinBudget
	}
	moves := time.Duration(max((empties+1)/2, 1))
	return max(min(usable/moves+k.Increment, usable/3), MinBudget)
}

// Rules is what the game loop knows of a game: how to copy it, whose
// turn it is, whether the side to move has only a pass, how to check and
// play an answer, and who won.
type Rules[G, R any] interface {
	Clone(g G) G
	Over(g G) bool
	// Side is the player to answer in g: 0 the first, 1 the second.
	Side(g G) int
	// Forced reports that the side to move can only pass: its answer
	// takes no time off its clock and counts in no thinking time.
	Forced(g G) bool
	// Play checks r, the answer of the side to move, and plays it on g;
	// an error says why r is illegal (g is then unchanged).
	Play(g G, r R) error
	// Winner is the player who won the finished game g: 0 or 1, -1 for
	// a draw.
	Winner(g G) int
}

// Match is one game to play: its rules, its start (the opening played;
// PlayGame plays on a copy), its players (the first moves first, unless
// Prelude settles otherwise), and its clock.
type Match[G, R any] struct {
	Rules   Rules[G, R]
	Start   G
	Players [2]Player[G, R]
	// Clocks are the players' time controls, the first's first; zero is
	// none. Each is told its own at NewGame.
	Clocks [2]model.TimeControl
	// Prelude, when set, runs before the first move on the game the loop
	// owns: Gomoku's opening dialogue. A *Forfeit it returns loses the
	// game for its Player; another error ends the game unplayed.
	Prelude func(ctx context.Context, g G) error
	// OnMove, when set, is told of each answer played, from the
	// goroutine that called PlayGame.
	OnMove func(Turn[G, R])
}

// Turn is an answer played: by whom, what, and the game after it (a
// copy), with the mover's time left (zero without a clock).
type Turn[G, R any] struct {
	Player int
	Reply  R
	Game   G
	Left   time.Duration
	Took   time.Duration
}

// Outcome is how a game ended.
type Outcome[G any] struct {
	Game G // the answers played, a forfeiting side's last one left out
	// Winner is the player who won, 0 or 1; -1 for a draw, or for a game
	// that Err ended.
	Winner int
	// Forfeit is set when the loser could not answer: who, and why.
	Forfeit *Forfeit
	// Err is set when the game could not be played out (ctx ended it, or
	// its start was refused): nobody won it.
	Err error
	// Thinking is the time each player took over the answers it chose,
	// forced passes left out; Moves how many those were.
	Thinking [2]time.Duration
	Moves    [2]int
	// Left is each player's time left at the end, on a clock.
	Left [2]time.Duration
}

// Score is the first player's score: 1 for a win, 0.5 for a draw, 0 for
// a loss.
func (o Outcome[G]) Score() float64 {
	switch o.Winner {
	case 0:
		return 1
	case 1:
		return 0
	}
	return 0.5
}

// PlayGame plays m and returns how it ended. Each player is told of the
// game, then asked on every turn of its own, a forced pass included. On a
// clock, each answer's time comes off the mover's clock and its increment
// goes on; a player whose time runs out loses by a flag fall, as does one
// that fails to answer or answers illegally.
func PlayGame[G, R any](ctx context.Context, m Match[G, R]) (out Outcome[G]) {
	rules := m.Rules
	g := rules.Clone(m.Start)
	out = Outcome[G]{Game: g, Winner: -1}
	var left [2]time.Duration
	for i, c := range m.Clocks {
		left[i] = c.Main
	}
	lose := func(player int, err error) Outcome[G] {
		if ctx.Err() != nil && !isProgramError(err) {
			out.Err = ctx.Err()
			return out
		}
		out.Winner = 1 - player
		out.Forfeit = &Forfeit{Player: player, Name: m.Players[player].Name(), Err: err}
		return out
	}
	defer func() { out.Left = left }()
	for i, p := range m.Players {
		if err := p.NewGame(ctx, rules.Clone(g), m.Clocks[i]); err != nil {
			return lose(i, err)
		}
	}
	if m.Prelude != nil {
		if err := m.Prelude(ctx, g); err != nil {
			if f, ok := errors.AsType[*Forfeit](err); ok {
				return lose(f.Player, f.Err)
			}
			out.Err = err
			return out
		}
	}
	for !rules.Over(g) {
		if err := ctx.Err(); err != nil {
			out.Err = err
			return out
		}
		side := rules.Side(g)
		forced := rules.Forced(g)
		tc := m.Clocks[side]
		k := Clock{}
		moveCtx, cancel := ctx, context.CancelFunc(func() {})
		if tc.On() {
			k = Clock{Left: left[side], Increment: tc.Increment}
			moveCtx, cancel = context.WithTimeout(ctx, left[side]+ClockGrace)
		}
		start := time.Now()
		r, err := m.Players[side].Move(moveCtx, rules.Clone(g), k)
		took := time.Since(start)
		cancel()
		if !forced {
			out.Thinking[side] += took
			out.Moves[side]++
			if tc.On() {
				if took > left[side] {
					left[side] = 0
					return lose(side, child.Failure(child.TimedOut, "ran out of time: its %v were spent and %v more", k.Left.Round(time.Millisecond), (took-k.Left).Round(time.Millisecond)))
				}
				left[side] += tc.Increment - took
			}
		}
		if err == nil {
			if e := rules.Play(g, r); e != nil {
				err = child.Failure(child.Illegal, "%v", e)
			}
		}
		if err != nil {
			if tc.On() && moveCtx.Err() != nil && ctx.Err() == nil && !isProgramError(err) {
				err = child.Failure(child.TimedOut, "ran out of time")
			}
			return lose(side, err)
		}
		if m.OnMove != nil {
			m.OnMove(Turn[G, R]{Player: side, Reply: r, Game: rules.Clone(g), Left: left[side], Took: took})
		}
	}
	out.Winner = rules.Winner(g)
	return out
}

// isProgramError reports whether err is a program's failure, which loses
// the game even when ctx ended as it happened.
func isProgramError(err error) bool {
	_, ok := child.KindOf(err)
	return ok
}

// Lost is a forfeit a Prelude returns: player failed to answer, for err.
func Lost(player int, err error) error {
	return &Forfeit{Player: player, Err: err}
}

// Error says the forfeit in a line, for a Prelude's error.
func (f *Forfeit) Error() string {
	return fmt.Sprintf("player %d forfeits: %s", f.Player+1, f.Reason())
}
