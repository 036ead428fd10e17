// The timer that wakes a session when the running clock's flag would
// fall, so that a player who never acts still loses on time.

package session

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
