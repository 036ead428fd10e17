// Which games the statistics count, in both games.

package shown

import "othello/controller/session"

// Tally says whether a game's end goes into the statistics: a game counts
// once, at the first end it reaches in play (taken back and ended again
// it counts no more), and a game of moves the player gave (pasted, opened
// from a file, set up) never. The zero Tally counts the next game.
type Tally struct {
	next    bool // the next game started is of given moves
	counted bool // the game on show counts no more
}

// Next says whether the next game started is of given moves.
func (t *Tally) Next(given bool) { t.next = given }

// Given runs load, which starts a game of given moves (or fails to).
func (t *Tally) Given(load func()) {
	t.Next(true)
	defer t.Next(false)
	load()
}

// Started notes that a game started.
func (t *Tally) Started() { t.counted, t.next = t.next, false }

// Ended notes that the game ended, inPlay by a move or a flag here, not
// opened, redone or brought back to its end; count is called when that
// end counts.
func (t *Tally) Ended(inPlay bool, count func()) {
	if inPlay && !t.counted {
		t.counted = true
		count()
	}
}

// EndedInPlay says whether a game's end came in play, last being the
// event before it: a move, or a flag that fell as its clock ran, not a
// game opened, brought back or redone to its end. A flag falls as a game
// starts only in one brought back with no time left; one that falls
// before the first move, its time spent on it, fell in play.
func EndedInPlay(last session.EventKind, clocks session.Reading) bool {
	switch {
	case last == session.Placed || last == session.Passed:
		return true
	case clocks.Flagged:
		return last != session.GameStarted || clocks.Thinking > 0
	}
	return false
}
