// Tests of the Swap and Swap2 openings, with the person first or second and
// with the computer choosing its colour.

package gomoku

import (
	"testing"

	"othello/model/gomoku"
)

func TestSessionSwap2PersonFirst(t *testing.T) {
	// the computer places two more stones; the person takes White and
	// moves
	opp := &listed{scripted: scripted{name: "list", answers: []Choice{{Moves: sq(t, "j10 g7")}}}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Swap2, First: true, Opponent: opp})
	if st := d.s.Snapshot(); st.Phase != Placing || st.Placing != 3 || st.Question != PlaceThree {
		t.Fatalf("not asked for three stones: %+v", st)
	}
	d.play("h8 h9 i9")
	st := d.pump()
	if st.Phase != Choosing || st.Question != ChooseAfterFive || st.Game.MoveCount() != 5 {
		t.Fatalf("after the computer's two stones: %+v", st)
	}
	if err := d.s.PlaceTwo(); err == nil {
		t.Error("two more stones accepted after five")
	}
	if err := d.s.Choose(gomoku.White); err != nil {
		t.Fatal(err)
	}
	if st := d.s.Snapshot(); st.Person != gomoku.White || !st.PersonToMove || st.CanUndo {
		t.Fatalf("after taking White: %+v", st)
	}
	d.play("k11")
	if st := d.s.Snapshot(); st.Game.MoveCount() != 7 || !st.CanUndo {
		t.Fatalf("the computer did not answer as Black: %d", st.Game.MoveCount())
	}
	d.s.Undo()
	if st := d.s.Snapshot(); st.Game.MoveCount() != 5 || st.CanUndo {
		t.Fatalf("undo went into the opening: %d", st.Game.MoveCount())
	}
	if len(opp.asked) != 1 || opp.asked[0] != ChooseOrPlace {
		t.Errorf("the computer was asked %v", opp.asked)
	}
}

func TestSessionSwap2PersonSecond(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list", answers: []Choice{{Moves: sq(t, "h8 h9 i9")}, {Swap: true}}}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Swap2, Opponent: opp})
	st := d.pump()
	if st.Phase != Choosing || st.Question != ChooseOrPlace || st.Game.MoveCount() != 3 {
		t.Fatalf("after the computer's three stones: %+v", st)
	}
	if err := d.s.PlaceTwo(); err != nil {
		t.Fatal(err)
	}
	d.play("j10 g7")
	st = d.pump()
	// the computer swapped: it takes Black, the person White moves
	if st.Person != gomoku.White || !st.PersonToMove || st.Game.MoveCount() != 5 {
		t.Fatalf("after the computer's choice: %+v", st)
	}
}

func TestSessionSwapComputerTakesWhite(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list", answers: []Choice{{Moves: sq(t, "a1")}}}, moves: sq(t, "a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Swap, First: true, Opponent: opp})
	d.play("h8 h9 i9")
	st := d.pump()
	if st.Person != gomoku.Black || !st.PersonToMove || st.Game.MoveCount() != 4 || st.Game.LastMove() != gomoku.At(0, 14) {
		t.Fatalf("after the computer took White: %+v", st)
	}
}
