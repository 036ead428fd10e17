package gomoku

import (
	"testing"

	"othello/controller/session"
)

// A Gomoku session fills in the state every game shares: the opening's
// stones and questions come before any hint, the person's move then
// allows one, a demo can be paused until its game is over.
func TestSnapshotSharedState(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list", answers: []Choice{{Moves: sq(t, "a1")}}}, moves: sq(t, "a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Swap, First: true, Opponent: opp})
	if st := d.s.Snapshot(); !st.Asking || !st.PersonToMove || st.Over || st.Demo || d.s.State().Can() != (session.Can{}) {
		t.Fatalf("placing the opening's stones: %+v, can %+v", st.State, d.s.State().Can())
	}
	d.play("h8 h9 i9")
	if st := d.pump(); st.Asking || !st.PersonToMove || d.s.State().Can() != (session.Can{Hint: true}) {
		t.Fatalf("the person to move after the opening: %+v, can %+v", st.State, d.s.State().Can())
	}

	demo := newDriver(t, SessionConfig{Demo: true, Opponent: &listed{scripted: scripted{name: "list"}, moves: sq(t, "h8 a1 i8 a2 j8 a3 k8 a4 l8")}})
	if st := demo.s.Snapshot(); !st.Demo || st.PersonToMove || st.Asking || demo.s.State().Can() != (session.Can{Pause: true}) {
		t.Fatalf("a demo under way: %+v, can %+v", st.State, demo.s.State().Can())
	}
	if st := demo.pump(); !st.Over || st.Phase != Ended || demo.s.State().Can().Pause {
		t.Fatalf("the demo won by five: %+v, can %+v", st.State, demo.s.State().Can())
	}
}
