package session_test

import (
	"slices"
	"testing"
	"time"

	"othello/controller/session"
	"othello/model"
)

// A game kept before PlayFrom comes back with the clocks' record of the
// moment it was kept, whatever the clocks did since; once back, or
// forgotten, nothing is kept.
func TestRewind(t *testing.T) {
	start := time.Unix(1000, 0)
	var k session.Clock
	k.Reset(model.TimeControl{Main: time.Minute}, nil, nil)
	k.Sync(start, 0, 0, true, false)
	k.Charge(start.Add(5 * time.Second))
	k.Moved(0, 0, false, true)
	k.Sync(start.Add(5*time.Second), 1, 1, true, false)
	kept := k.Read(start.Add(5*time.Second), 2)
	if len(kept.Spent) != 2 || kept.Spent[0] != 5*time.Second {
		t.Fatalf("moves' times %v, want 5s and none yet", kept.Spent)
	}

	var r session.Rewind[[]string]
	if r.Kept() {
		t.Fatal("the zero Rewind keeps a game")
	}
	r.Keep([]string{"f5", "d6"}, &k)
	// the clocks go on: another move, more time
	k.Charge(start.Add(20 * time.Second))
	k.Moved(1, 1, false, true)
	if !r.Kept() {
		t.Fatal("Keep kept nothing")
	}
	g := r.Back(&k)
	if len(g) != 2 || g[1] != "d6" {
		t.Errorf("Back = %v, want the game kept [f5 d6]", g)
	}
	if got := k.Read(start.Add(20*time.Second), 2); !slices.Equal(got.Spent, kept.Spent) {
		t.Errorf("moves' times after Back: %v, want %v, as when kept", got.Spent, kept.Spent)
	}
	if r.Kept() {
		t.Error("still kept after Back")
	}
	r.Keep([]string{"f5"}, &k)
	r.Forget()
	if r.Kept() {
		t.Error("still kept after Forget")
	}
}
