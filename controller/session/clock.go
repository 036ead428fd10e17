// The game clocks' arithmetic: each side's time left, running for the
// side to move while the game is live, with a flag that falls at zero,
// the clocks of each position reached (which undo and redo bring back),
// the time each move took, and the time source that tells them the time.

package session

import (
	"time"

	"othello/controller/arbiter"
	"othello/model"
)

// TimeSource tells the time to the game clocks and wakes a session when a
// flag would fall: the real clock, or a fake one in tests, which then
// never sleep.
type TimeSource interface {
	Now() time.Time
	// AfterFunc calls f on a goroutine of its own once d has passed; stop
	// cancels the call if it has not happened yet.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

// RealTime is the time source of a real game.
type RealTime struct{}

// Now is time.Now.
func (RealTime) Now() time.Time { return time.Now() }

// AfterFunc is time.AfterFunc.
func (RealTime) AfterFunc(d time.Duration, f func()) func() bool { return time.AfterFunc(d, f).Stop }

// point is the clocks as a position of the game first had them, brought
// back when undo or redo returns to that position.
type point struct {
	left [2]time.Duration
	ok   bool
}

// Clock is a session's game clocks. Sides are numbered 0 (the side that
// moves first: Black) and 1. The zero Clock has no time control: its
// methods do nothing.
type Clock struct {
	control   model.TimeControl
	left      [2]time.Duration
	running   bool
	side      int
	since     time.Time     // when the running clock was last charged
	turn      time.Duration // spent so far on the move being thought about
	flagged   bool
	loser     int
	held      bool            // Hold: the window shows no live game
	untilMove bool            // FromNextMove: no clock runs before a person's next move
	waiting   bool            // AwaitHandoff: the computer's clock waits for its search to begin
	points    []point         // the clocks at each position reached, by moves played
	spent     []time.Duration // the time taken by each move, by its index
	jumped    bool            // undo or redo moved the game: its clocks come back
}

// History is a clock's record of the game, kept aside while a session
// plays on from an earlier position and brought back if it undoes that.
type History struct {
	points []point
	spent  []time.Duration
}

// Reset sets the clocks of control up for a game just begun or loaded:
// each side's full main time, or left when given, and the move times of a
// record.
func (k *Clock) Reset(control model.TimeControl, left *[2]time.Duration, spent []time.Duration) {
	*k = Clock{control: control, left: [2]time.Duration{control.Main, control.Main}}
	if left != nil {
		k.left = *left
	}
	k.spent = append([]time.Duration(nil), spent...)
}

// On reports whether the game is played on a clock.
func (k *Clock) On() bool { return k.control.On() }

// Control is the time control.
func (k *Clock) Control() model.TimeControl { return k.control }

// Flagged reports whether a flag fell, and whose.
func (k *Clock) Flagged() (loser int, fell bool) { return k.loser, k.flagged }

// Charge charges the running clock with the time since it was last
// charged, up to now; fell says its flag fell, side whose.
func (k *Clock) Charge(now time.Time) (side int, fell bool) {
	if !k.running {
		return 0, false
	}
	if d := now.Sub(k.since); d > 0 {
		k.left[k.side] -= d
		k.turn += d
	}
	k.since = now
	if k.left[k.side] <= 0 {
		// the turn took the time that was left, not the time past the
		// fall the clock was charged late by: a review gives back that
		k.turn += k.left[k.side]
		k.FlagFalls(k.side)
		return k.side, true
	}
	return 0, false
}

// FlagFalls ends the game on time: side's time is used up on its turn.
func (k *Clock) FlagFalls(side int) {
	k.left[side] = 0
	k.running = false
	k.flagged, k.loser = true, side
}

// Sync runs the clock of side, the side to move after moves moves, when
// live (the game goes on: not over, not paused, not stalled; the clocks
// not held, no handoff awaited, not waiting for the next move) and stops
// it otherwise, and notes the clocks of the position reached; after undo
// or redo (Jump) it brings back the clocks that position had. thinking
// says the computer's search runs. It returns how long until the running
// clock's flag falls (ok false when no clock runs), or fell when it
// already has.
func (k *Clock) Sync(now time.Time, moves, side int, live, thinking bool) (until time.Duration, ok, fell bool) {
	if !k.On() {
		return 0, false, false
	}
	for len(k.points) <= moves {
		k.points = append(k.points, point{})
	}
	if k.jumped {
		if k.points[moves].ok {
			k.left = k.points[moves].left
		}
		k.turn = 0
	}
	k.jumped = false
	// a position's clocks are the ones it was reached with: a change
	// there later (a hint, a pause) is no new arrival
	if !k.points[moves].ok {
		k.points[moves] = point{left: k.left, ok: true}
	}
	if !thinking {
		k.waiting = false
	}
	run := live && !k.flagged && !k.held && !k.waiting && !k.untilMove
	if k.running && (!run || side != k.side) {
		k.running = false
	}
	if run && !k.running {
		k.running, k.side, k.since = true, side, now
	}
	if !k.running {
		return 0, false, false
	}
	if k.left[side] <= 0 {
		k.FlagFalls(side)
		return 0, false, true
	}
	return k.left[side], true, false
}

// Moved notes move number index (counted from 0) just made by mover: the
// time it took, and the increment it earns. A pass (forced) takes no time
// and earns nothing. byPerson says a person made it, or nobody plays the
// game (a demo): only such a move ends FromNextMove's wait, so that the
// computer's answer in a game brought back at launch does not start the
// clock of a person who has not yet seen the board.
func (k *Clock) Moved(index, mover int, pass, byPerson bool) {
	if !k.On() {
		return
	}
	if byPerson {
		k.untilMove = false
	}
	// the positions after this move are reached anew: the clocks of a
	// line taken back and left are not theirs
	k.points = k.points[:min(len(k.points), index+1)]
	for len(k.spent) <= index {
		k.spent = append(k.spent, 0)
	}
	k.spent[index] = 0
	if !pass {
		k.spent[index] = k.turn
		k.left[mover] += k.control.Increment
	}
	k.turn = 0
	k.running = false // Sync starts the next side's clock
}

// Jump says undo or redo moved the game: Sync brings back the clocks of
// the position reached, and a flag that fell is picked up again.
func (k *Clock) Jump() { k.jumped, k.flagged = true, false }

// History returns a copy of the clocks' record of the game.
func (k *Clock) History() *History {
	return &History{points: append([]point(nil), k.points...), spent: append([]time.Duration(nil), k.spent...)}
}

// Restore brings back a record History took.
func (k *Clock) Restore(h *History) { k.points, k.spent = h.points, h.spent }

// Hold stops the clocks while on (the window shows an earlier position
// for review), and lets them run again when off.
func (k *Clock) Hold(on bool) { k.held = on }

// Asked ends FromNextMove's wait as a person's move does: a hint, or
// the move values, searched for the person think for them, and the time
// they take is the person's (a game brought back on a clock gave them
// for free while its clock waited).
func (k *Clock) Asked() { k.untilMove = false }

// FromNextMove keeps the clocks from running until the game's next move
// by a person (Moved), and gives back the time the side to move was
// charged for it so far: a game started at launch lost a tenth of a
// second to the window coming up, its clock showing 5.9 s of 6 before
// any move.
func (k *Clock) FromNextMove() {
	k.untilMove = true
	k.left[k.side] += k.turn
	k.turn = 0
}

// AwaitHandoff holds the computer's clock until its search begins.
func (k *Clock) AwaitHandoff() { k.waiting = true }

// HandedOff starts the computer's clock: its search has begun.
func (k *Clock) HandedOff() { k.waiting = false }

// Left is side's time left when the clocks were last charged.
func (k *Clock) Left(side int) time.Duration { return k.left[side] }

// Player is the clock of side as a player is told it for its move now:
// its time left and the increment; none when the game has no clock.
func (k *Clock) Player(side int) arbiter.Clock {
	if !k.On() {
		return arbiter.Clock{}
	}
	return arbiter.Clock{Left: max(k.left[side], 0), Increment: k.control.Increment}
}

// Reading is the clocks at one moment, for a display.
type Reading struct {
	Control model.TimeControl
	// Left is each side's time left at At; the running clock goes on
	// from there.
	Left    [2]time.Duration
	At      time.Time
	Running bool // the clock of Side runs
	Side    int  // whose clock runs, or ran last
	Flagged bool // a flag fell: the game is over on time
	Loser   int  // whose flag fell, when Flagged
	// Spent is the time taken by each of the game's moves moves so far
	// (zero for passes and where it is not known).
	Spent []time.Duration
	// Thinking is the time Side has spent so far on the move it is to
	// make, which Left has been charged with.
	Thinking time.Duration
}

// Back is the clocks as they stood at the position after the first n moves
// of those played, read back from the times now: each later move's time
// given back to its side and the increment it earned taken off, and the
// time thought so far on the move to come given back too. sideOf says
// whose clock move i ran on, -1 for a forced pass, which took no time and
// earned nothing. No clock runs and no flag has fallen there: the clocks
// a review shows. A move whose time is not known (a game opened without
// its times) gives back nothing but its increment.
func (r Reading) Back(n int, sideOf func(i int) int) Reading {
	if !r.On() || n < 0 || n > len(r.Spent) {
		return r
	}
	at := Reading{Control: r.Control, Left: r.Left, At: r.At, Side: r.Side, Spent: r.Spent[:n]}
	at.Left[r.Side] += r.Thinking
	for i := len(r.Spent) - 1; i >= n; i-- {
		side := sideOf(i)
		if side < 0 || side > 1 {
			continue
		}
		at.Left[side] += r.Spent[i] - r.Control.Increment
		at.Side = side
	}
	return at
}

// On reports whether the game is played on a clock.
func (r Reading) On() bool { return r.Control.On() }

// LeftAt returns side's time left at now: the running clock keeps going
// down from At, never below zero.
func (r Reading) LeftAt(side int, now time.Time) time.Duration {
	left := r.Left[side]
	if r.Running && side == r.Side && now.After(r.At) {
		left -= now.Sub(r.At)
	}
	return max(left, 0)
}

// Read returns the clocks at now, with the move times of a game of moves
// moves; the zero Reading without a clock.
func (k *Clock) Read(now time.Time, moves int) Reading {
	if !k.On() {
		return Reading{}
	}
	r := Reading{Control: k.control, Left: k.left, At: now, Running: k.running, Side: k.side, Flagged: k.flagged, Loser: k.loser, Thinking: k.turn}
	if k.running {
		r.Left[k.side] -= now.Sub(k.since)
		r.Thinking += now.Sub(k.since)
	}
	r.Spent = make([]time.Duration, moves)
	copy(r.Spent, k.spent)
	return r
}
