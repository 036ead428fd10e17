package gomoku

import (
	"testing"

	"othello/controller/session"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
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

// The computer's last search stays in the snapshot for the panel's line
// until the person's next stone; a player that tells of no search (no
// positions counted) leaves none.
func TestSnapshotKeepsTheComputersSearch(t *testing.T) {
	ours := Builtin("medium", sg.NewSearch(sg.LevelConfig(level.Medium).WithNodes(3000), 1), 1)
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: ours})
	if d.s.Snapshot().Search != nil {
		t.Fatal("a search before the computer moved")
	}
	d.play("h8")
	st := d.s.Snapshot()
	if st.Search == nil || st.Search.Depth == 0 || st.Search.Nodes == 0 || st.Search.Move != st.Game.LastMove() {
		t.Fatalf("after the computer's stone %v: search %+v", st.Game.LastMove(), st.Search)
	}
	// the person's stone drops it; the computer's answer brings its own
	m := gomoku.At(0, 0)
	for st.Game.Check(m) != nil {
		m++
	}
	if err := d.s.Play(m); err != nil {
		t.Fatal(err)
	}
	if got := d.s.Snapshot().Search; got != nil {
		t.Errorf("after the person's stone the search is still %+v", got)
	}
	d.pump()
	if st := d.s.Snapshot(); st.Search == nil || st.Search.Move != st.Game.LastMove() {
		t.Errorf("after the computer's answer: %+v", st.Search)
	}
	if !d.s.Undo() || d.s.Snapshot().Search != nil {
		t.Error("an undo kept the search of a position taken back")
	}

	plain := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: &listed{moves: sq(t, "a1 a2")}})
	plain.play("h8")
	if got := plain.s.Snapshot().Search; got != nil {
		t.Errorf("a player that counts no positions left a search %+v", got)
	}
}
