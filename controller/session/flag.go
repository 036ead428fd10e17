// The timer that wakes a session when the running clock's flag would
// fall, so that a player who never acts still loses on time, and the
// clocks that run with it.

package session

import "time"

// FlagTimer is the timer of the running clock's flag. The zero FlagTimer
// is disarmed.
type FlagTimer struct {
	stop func() bool // cancels the armed timer; nil when none is
}

// Sync runs k.Sync at src's now and arms the timer for the running
// clock's flag, disarming the one before: wake is called, on a goroutine
// of src's, when the flag would fall. fell says it has fallen already.
func (t *FlagTimer) Sync(k *Clock, src TimeSource, moves, side int, live, thinking bool, wake func()) (fell bool) {
	t.Stop()
	until, ok, fell := k.Sync(src.Now(), moves, side, live, thinking)
	if ok {
		t.stop = src.AfterFunc(until, wake)
	}
	return fell
}

// Stop disarms the timer: its wake is not called.
func (t *FlagTimer) Stop() {
	if t.stop != nil {
		t.stop()
		t.stop = nil
	}
}

// Clocks are a session's game clocks together with the time source that
// tells them the time (Time, set before use) and the timer that lets the
// running clock's flag fall. Like Clock, they take no lock: their owner
// serialises the calls (see Lane), though the timer's wake comes on a
// goroutine of Time's.
type Clocks struct {
	Clock
	Time TimeSource
	flag FlagTimer
}

// Now is the time source's now.
func (k *Clocks) Now() time.Time { return k.Time.Now() }

// ChargeNow charges the running clock up to now (Clock.Charge).
func (k *Clocks) ChargeNow() (side int, fell bool) { return k.Charge(k.Now()) }

// Run runs the clock of side while live at now and arms the flag's timer,
// which calls wake (FlagTimer.Sync); fell says the flag has fallen
// already.
func (k *Clocks) Run(moves, side int, live, thinking bool, wake func()) (fell bool) {
	return k.flag.Sync(&k.Clock, k.Time, moves, side, live, thinking, wake)
}

// StopFlag disarms the flag's timer: its wake is not called.
func (k *Clocks) StopFlag() { k.flag.Stop() }

// ReadNow returns the clocks now, with the move times of a game of moves
// moves (Clock.Read).
func (k *Clocks) ReadNow(moves int) Reading { return k.Read(k.Now(), moves) }
