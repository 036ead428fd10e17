package session_test

import (
	"testing"
	"time"

	"othello/controller/session"
	"othello/model"
)

// The clocks run for the side to move while the game is live, come off
// by the time taken, earn the increment on each move (not on a pass),
// stop while held or awaiting a handoff, let the flag fall at zero, and
// come back with the position after undo or redo.
func TestClock(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	tc := model.TimeControl{Main: 10 * time.Second, Increment: 2 * time.Second}
	tests := []struct {
		name     string
		run      func(k *session.Clock)
		left     [2]time.Duration
		flagged  bool
		loser    int
		spent    []time.Duration
		runsSide int // the running side at the end, -1 for none
	}{
		{"a move and its increment", func(k *session.Clock) {
			k.Sync(at(0), 0, 0, true, false)
			k.Charge(at(3 * time.Second))
			k.Moved(0, 0, false, true)
			k.Sync(at(3*time.Second), 1, 1, true, false)
		}, [2]time.Duration{9 * time.Second, 10 * time.Second}, false, 0, []time.Duration{3 * time.Second}, 1},
		{"a pass earns nothing", func(k *session.Clock) {
			k.Sync(at(0), 0, 0, true, false)
			k.Charge(at(time.Second))
			k.Moved(0, 0, true, true)
			k.Sync(at(time.Second), 1, 1, true, false)
		}, [2]time.Duration{9 * time.Second, 10 * time.Second}, false, 0, []time.Duration{0}, 1},
		{"held: no time runs", func(k *session.Clock) {
			k.Hold(true)
			k.Sync(at(0), 0, 0, true, false)
			k.Charge(at(5 * time.Second))
		}, [2]time.Duration{10 * time.Second, 10 * time.Second}, false, 0, nil, -1},
		{"from the next move", func(k *session.Clock) {
			k.FromNextMove()
			k.Sync(at(0), 0, 0, true, false)
			k.Charge(at(4 * time.Second))
			k.Moved(0, 0, false, true)
			k.Sync(at(4*time.Second), 1, 1, true, false)
			k.Charge(at(5 * time.Second))
		}, [2]time.Duration{12 * time.Second, 9 * time.Second}, false, 0, []time.Duration{0}, 1},
		{"from the next move, said once the clock ran: its time given back", func(k *session.Clock) {
			// a game started at launch runs its clock while the window
			// comes up, until the window says it waits for a move
			k.Sync(at(0), 0, 0, true, false)
			k.Charge(at(100 * time.Millisecond))
			k.FromNextMove()
			k.Sync(at(100*time.Millisecond), 0, 0, true, false)
			k.Charge(at(4 * time.Second))
		}, [2]time.Duration{10 * time.Second, 10 * time.Second}, false, 0, nil, -1},
		{"a handoff awaited", func(k *session.Clock) {
			k.AwaitHandoff()
			k.Sync(at(0), 0, 0, true, true)
			k.Charge(at(time.Second))
			k.HandedOff()
			k.Sync(at(time.Second), 0, 0, true, true)
			k.Charge(at(3 * time.Second))
		}, [2]time.Duration{8 * time.Second, 10 * time.Second}, false, 0, nil, 0},
		{"the flag falls", func(k *session.Clock) {
			k.Sync(at(0), 0, 0, true, false)
			if side, fell := k.Charge(at(11 * time.Second)); !fell || side != 0 {
				t.Errorf("charge: side %d fell %v", side, fell)
			}
		}, [2]time.Duration{0, 10 * time.Second}, true, 0, nil, -1},
		{"undo brings the clocks back", func(k *session.Clock) {
			k.Sync(at(0), 0, 0, true, false)
			k.Charge(at(4 * time.Second))
			k.Moved(0, 0, false, true)
			k.Sync(at(4*time.Second), 1, 1, true, false)
			k.Charge(at(5 * time.Second))
			k.Jump() // back to the start
			k.Sync(at(5*time.Second), 0, 0, true, false)
		}, [2]time.Duration{10 * time.Second, 10 * time.Second}, false, 0, []time.Duration{4 * time.Second}, 0},
		{"undo brings back the clocks a position had when reached, not at a later change there", func(k *session.Clock) {
			k.Sync(at(0), 0, 0, true, false)
			k.Charge(at(time.Second))
			k.Moved(0, 0, false, true)
			k.Sync(at(time.Second), 1, 1, true, false) // reached with 11s and 10s
			k.Charge(at(5 * time.Second))
			k.Sync(at(5*time.Second), 1, 1, true, false) // a hint asked there
			k.Charge(at(6 * time.Second))
			k.Moved(1, 1, false, true)
			k.Sync(at(6*time.Second), 2, 0, true, false)
			k.Jump() // back to the hint's position
			k.Sync(at(6*time.Second), 1, 1, true, false)
		}, [2]time.Duration{11 * time.Second, 10 * time.Second}, false, 0, []time.Duration{time.Second, 5 * time.Second}, 1},
		{"another move after undo: the position it reaches has its own clocks", func(k *session.Clock) {
			k.Sync(at(0), 0, 0, true, false)
			k.Charge(at(time.Second))
			k.Moved(0, 0, false, true)
			k.Sync(at(time.Second), 1, 1, true, false)
			k.Charge(at(2 * time.Second))
			k.Moved(1, 1, false, true)
			k.Sync(at(2*time.Second), 2, 0, true, false) // reached with 11s and 11s
			k.Jump()
			k.Sync(at(2*time.Second), 1, 1, true, false)
			k.Charge(at(5 * time.Second))
			k.Moved(1, 1, false, true)
			k.Sync(at(5*time.Second), 2, 0, true, false) // reached anew with 11s and 9s
			k.Jump()
			k.Sync(at(5*time.Second), 1, 1, true, false)
			k.Jump() // redo
			k.Sync(at(5*time.Second), 2, 0, true, false)
		}, [2]time.Duration{11 * time.Second, 9 * time.Second}, false, 0, []time.Duration{time.Second, 3 * time.Second}, 0},
		{"not live: stopped", func(k *session.Clock) {
			k.Sync(at(0), 0, 0, false, false)
			k.Charge(at(4 * time.Second))
		}, [2]time.Duration{10 * time.Second, 10 * time.Second}, false, 0, nil, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var k session.Clock
			k.Reset(tc, nil, nil)
			tt.run(&k)
			r := k.Read(at(time.Minute), len(tt.spent))
			if r.Running {
				// the running clock reads on to At: take it back to the last charge
				r.Left[r.Side] = k.Left(r.Side)
			}
			if r.Left != tt.left || r.Flagged != tt.flagged || tt.flagged && r.Loser != tt.loser {
				t.Errorf("left %v flagged %v loser %d; want %v %v %d", r.Left, r.Flagged, r.Loser, tt.left, tt.flagged, tt.loser)
			}
			runs := -1
			if r.Running {
				runs = r.Side
			}
			if runs != tt.runsSide {
				t.Errorf("running side %d; want %d", runs, tt.runsSide)
			}
			for i := range tt.spent {
				if r.Spent[i] != tt.spent[i] {
					t.Errorf("spent %v; want %v", r.Spent, tt.spent)
				}
			}
		})
	}
	// no time control: nothing runs and nothing is told
	var none session.Clock
	if _, ok, _ := none.Sync(t0, 0, 0, true, false); ok || none.Player(0).On() || none.Read(t0, 0).Control.On() {
		t.Error("a clock with no control runs")
	}
}

// Back reads the clocks of an earlier position from the times now: each
// later move's time given back to its side, less its increment, and the
// time thought so far on the move to come; a forced pass gives back
// nothing. No clock runs there.
func TestClockReadBack(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	var k session.Clock
	k.Reset(model.TimeControl{Main: 10 * time.Second, Increment: 2 * time.Second}, nil, nil)
	k.Sync(at(0), 0, 0, true, false)
	k.Charge(at(3 * time.Second))
	k.Moved(0, 0, false, true) // Black: 3s, then 9s left
	k.Sync(at(3*time.Second), 1, 1, true, false)
	k.Moved(1, 1, true, true) // White passes
	k.Sync(at(3*time.Second), 2, 0, true, false)
	k.Charge(at(4 * time.Second))
	k.Moved(2, 0, false, true) // Black: 1s, then 10s left
	k.Sync(at(4*time.Second), 3, 1, true, false)
	k.Charge(at(9 * time.Second)) // White thinks 5s
	k.Hold(true)                  // the window reviews
	k.Sync(at(9*time.Second), 3, 1, true, false)
	r := k.Read(at(time.Minute), 3)
	sideOf := func(i int) int { return []int{0, -1, 0}[i] }
	for n, want := range [][2]time.Duration{{10 * time.Second, 10 * time.Second}, {9 * time.Second, 10 * time.Second}, {9 * time.Second, 10 * time.Second}, {10 * time.Second, 10 * time.Second}} {
		back := r.Back(n, sideOf)
		if back.Left != want || back.Running || back.Flagged || len(back.Spent) != n {
			t.Errorf("at move %d: %v running %v flagged %v, %d move times; want %v, stopped", n, back.Left, back.Running, back.Flagged, len(back.Spent), want)
		}
	}
	if now := r.Left; now != [2]time.Duration{10 * time.Second, 5 * time.Second} {
		t.Errorf("the clocks now read %v", now)
	}
}

// A flag that fell gives back, read at an earlier move, the time its
// side had then, not the time the clock was looked at past its fall: a
// review after a flag fell on a 10 s clock read 11 s.
func TestClockReadBackAfterAFlagFell(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	var k session.Clock
	k.Reset(model.TimeControl{Main: 10 * time.Second}, nil, nil)
	k.Sync(at(0), 0, 0, true, false)
	k.Charge(at(4 * time.Second))
	k.Moved(0, 0, false, true) // Black: 4s, then 6s left
	k.Sync(at(4*time.Second), 1, 1, true, false)
	if _, fell := k.Charge(at(15 * time.Second)); !fell { // White's 10s run out, charged a second late
		t.Fatal("White's flag did not fall")
	}
	r := k.Read(at(20*time.Second), 1)
	sideOf := func(int) int { return 0 }
	for n, want := range [][2]time.Duration{{10 * time.Second, 10 * time.Second}, {6 * time.Second, 10 * time.Second}} {
		if back := r.Back(n, sideOf); back.Left != want {
			t.Errorf("at move %d the clocks read %v; want %v", n, back.Left, want)
		}
	}
	if r.Left != [2]time.Duration{6 * time.Second, 0} || !r.Flagged || r.Loser != 1 {
		t.Errorf("after the fall: %v, flagged %v, loser %d", r.Left, r.Flagged, r.Loser)
	}
}
