package session_test

import (
	"testing"
	"time"

	"othello/controller/controllertest"
	"othello/controller/session"
	"othello/model"
)

// The flag timer wakes its session when the running clock's time is up;
// each sync disarms the timer before, none is armed while no clock runs,
// and Stop disarms it.
func TestFlagTimer(t *testing.T) {
	src := controllertest.NewManualTime()
	var k session.Clock
	k.Reset(model.TimeControl{Main: 10 * time.Second}, &[2]time.Duration{10 * time.Second, 4 * time.Second}, nil)
	var woke []int
	wake := func(i int) func() { return func() { woke = append(woke, i) } }
	var ft session.FlagTimer
	if ft.Sync(&k, src, 0, 0, true, false, wake(0)) {
		t.Fatal("a flag fell at the start")
	}
	ft.Sync(&k, src, 0, 1, true, false, wake(1)) // side 1's clock, 4 s left
	src.Advance(5 * time.Second)
	if len(woke) != 1 || woke[0] != 1 {
		t.Fatalf("after 5 s woke %v; want side 1's timer alone", woke)
	}

	k.Reset(model.TimeControl{Main: 10 * time.Second}, nil, nil)
	ft.Sync(&k, src, 0, 0, true, false, wake(2))
	ft.Sync(&k, src, 0, 0, false, false, wake(3)) // no clock runs
	ft.Sync(&k, src, 0, 0, true, false, wake(4))
	ft.Stop()
	ft.Stop()
	src.Advance(time.Minute)
	if len(woke) != 1 {
		t.Errorf("disarmed timers woke %v", woke[1:])
	}

	// no time left on the turn: the flag has fallen, and nothing is armed
	k.Reset(model.TimeControl{Main: 10 * time.Second}, &[2]time.Duration{0, 4 * time.Second}, nil)
	if !ft.Sync(&k, src, 0, 0, true, false, wake(5)) {
		t.Error("a flag with no time left did not fall")
	}
	src.Advance(time.Minute)
	if len(woke) != 1 {
		t.Errorf("a fallen flag's timer woke %v", woke[1:])
	}
}
