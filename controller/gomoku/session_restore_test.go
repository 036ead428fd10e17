package gomoku

import (
	"testing"

	"othello/controller/session"
	"othello/model/gomoku"
)

func TestSessionPlaysOnFromMoves(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2")}
	d := newDriver(t, SessionConfig{Opening: Swap2, First: true, Opponent: opp, Moves: sq(t, "h8 h9 i9")})
	if st := d.s.Snapshot(); st.Person != gomoku.White || !st.PersonToMove || st.Game.MoveCount() != 3 {
		t.Fatalf("the person does not play on as White: %+v", st)
	}
	if _, err := NewSession(SessionConfig{Size: 15, Opponent: opp, Moves: sq(t, "h8 h8")}); err == nil {
		t.Error("a square played twice was taken")
	}
}

// A game brought back with the computer to move: the person takes the
// other colour, and the computer answers at once.
func TestSessionPlaysOnFromMovesAsTheGivenColour(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2")}
	d := newDriver(t, SessionConfig{Opponent: opp, Moves: sq(t, "h8 h9"), ComputerToMove: true})
	st := d.pump()
	if st.Person != gomoku.White || !st.PersonToMove || st.Game.MoveCount() != 3 || st.Game.Moves()[2] != sq(t, "a1")[0] {
		t.Fatalf("the computer did not move first as Black: %+v", st)
	}
}

// A kept game settled by its opening comes back under that opening: its
// stones are not undone, as they were not before; a floor that opening
// cannot have is refused.
func TestSessionPlaysOnAboveTheOpeningsFloor(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Swap2, Opponent: opp, Moves: sq(t, "h8 h9 i9 j9 j10"), Floor: 5})
	st := d.s.Snapshot()
	if d.s.Config().Opening != Swap2 || st.Floor != 5 || st.Person != gomoku.White || st.CanUndo {
		t.Fatalf("brought back: opening %v, %+v", d.s.Config().Opening, st)
	}
	d.play("k11")
	if st = d.pump(); st.Game.MoveCount() != 7 || !st.CanUndo {
		t.Fatalf("after a move each: %+v", st)
	}
	if !d.s.Undo() || d.s.Snapshot().Game.MoveCount() != 5 || d.s.Snapshot().CanUndo {
		t.Fatalf("undo went to %d stones", d.s.Snapshot().Game.MoveCount())
	}
	for _, c := range []SessionConfig{
		{Opening: Swap, Floor: 5, Moves: sq(t, "h8 h9 i9 j9 j10")},
		{Opening: Free, Floor: 3, Moves: sq(t, "h8 h9 i9")},
		{Opening: Swap2, Floor: 5, Moves: sq(t, "h8 h9 i9")},
	} {
		c.Size, c.Opponent = 15, opp
		if _, err := NewSession(c); err == nil {
			t.Errorf("%v with a floor of %d and %d stones was taken", c.Opening, c.Floor, len(c.Moves))
		}
	}
}

// A kept game whose opening was still settling the colours comes back
// where it stopped: the person placing the rest of the stones, or the
// question after three or five stones asked again of whoever it was put
// to; a resume point the opening cannot have is refused.
func TestSessionResumesAnOpeningUnderWay(t *testing.T) {
	tests := []struct {
		name  string
		cfg   SessionConfig
		phase Phase
		q     Question
		place int
	}{
		{"the person placing the third of three", SessionConfig{Opening: Swap2, First: true, Moves: sq(t, "h8 i9")}, Placing, PlaceThree, 1},
		{"the person asked after three", SessionConfig{Opening: Swap2, Moves: sq(t, "h8 i9 j10")}, Choosing, ChooseOrPlace, 0},
		{"the person placing the second of two more", SessionConfig{Opening: Swap2, Moves: sq(t, "h8 i9 j10 h9")}, Placing, ChooseOrPlace, 1},
		{"the person asked after five", SessionConfig{Opening: Swap2, First: true, Moves: sq(t, "h8 i9 j10 h9 h10")}, Choosing, ChooseAfterFive, 0},
		{"swap, the person asked after three", SessionConfig{Opening: Swap, Moves: sq(t, "h8 i9 j10")}, Choosing, ChooseColour, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.cfg.OpeningUnderWay = true
			tt.cfg.Opponent = &listed{scripted: scripted{name: "list", answers: []Choice{{Swap: true}}}, moves: sq(t, "a1 a2 a3")}
			d := newDriver(t, tt.cfg)
			st := d.s.Snapshot()
			if st.Phase != tt.phase || st.Question != tt.q || st.Placing != tt.place || st.Person != gomoku.NoColor || st.Game.MoveCount() != len(tt.cfg.Moves) || st.CanUndo {
				t.Fatalf("brought back: %+v", st)
			}
		})
	}
	// each stone placed is told with the stones still to place
	d := newDriver(t, SessionConfig{Opening: Swap2, First: true, Opponent: &listed{scripted: scripted{name: "list"}}})
	for i, name := range []string{"h8", "i9"} {
		d.play(name)
		if e := d.events[len(d.events)-1]; e.Kind != session.Placed || e.Snapshot.Placing != 2-i || d.s.Snapshot().Placing != 2-i {
			t.Fatalf("after %s: told %v with %d to place, %d now", name, e.Kind, e.Snapshot.Placing, d.s.Snapshot().Placing)
		}
	}

	// placed, the third stone goes to the computer's question, which
	// settles the colours
	d = newDriver(t, SessionConfig{Opening: Swap, First: true, Moves: sq(t, "h8 i9"), OpeningUnderWay: true,
		Opponent: &listed{scripted: scripted{name: "list", answers: []Choice{{Swap: true}}}, moves: sq(t, "a1 a2 a3")}})
	d.play("j10")
	if st := d.pump(); st.Person == gomoku.NoColor || st.Phase != Moving || st.Game.MoveCount() < 3 {
		t.Fatalf("after the third stone: %+v", st)
	}
	for _, c := range []SessionConfig{
		{Opening: Swap, Moves: sq(t, "h8 i9 j10 h9")},               // swap has no fourth stone
		{Opening: Swap2, First: true, Moves: sq(t, "h8 i9 j10 h9")}, // the two more are the second player's
		{Opening: Swap2, Moves: sq(t, "h8")},                        // the computer places its three at once
		{Opening: Free, First: true, Moves: sq(t, "h8")},
	} {
		c.Size, c.OpeningUnderWay, c.Opponent = 15, true, &listed{scripted: scripted{name: "list"}}
		if _, err := NewSession(c); err == nil {
			t.Errorf("%v under way after %d stones (first %v) was taken", c.Opening, len(c.Moves), c.First)
		}
	}
}
