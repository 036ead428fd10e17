package session

import "testing"

// line is a game's moves as a count, with the moves taken back.
type line struct{ played, undone int }

func (l *line) Undo() bool {
	if l.played == 0 {
		return false
	}
	l.played, l.undone = l.played-1, l.undone+1
	return true
}

func (l *line) Redo() bool {
	if l.undone == 0 {
		return false
	}
	l.played, l.undone = l.played+1, l.undone-1
	return true
}

func TestWalk(t *testing.T) {
	even := func(n int) bool { return n%2 == 0 } // the person moves first, against the computer
	every := func(int) bool { return true }
	never := func(int) bool { return false }
	for _, tc := range []struct {
		name           string
		walk           Walk
		played, undone int
		canUndo        bool
		afterUndo      int // moves left after Undo
		afterRedo      int // moves after Redo from where Undo left them
		undid, redid   bool
	}{
		{name: "back to the person's turn", walk: Walk{Stop: even}, played: 5, canUndo: true, afterUndo: 4, undid: true, afterRedo: 5, redid: true},
		{name: "over the computer's reply", walk: Walk{Stop: even}, played: 4, canUndo: true, afterUndo: 2, undid: true, afterRedo: 4, redid: true},
		{name: "redo stops at the person's turn", walk: Walk{Stop: even}, played: 4, undone: 3, canUndo: true, afterUndo: 2, undid: true, afterRedo: 4, redid: true},
		{name: "a move at a time", walk: Walk{Stop: every}, played: 4, undone: 2, canUndo: true, afterUndo: 3, undid: true, afterRedo: 4, redid: true},
		{name: "the opening's floor", walk: Walk{Floor: 3, Stop: even}, played: 4, canUndo: false, afterUndo: 3, undid: true, afterRedo: 4, redid: true},
		{name: "at the floor", walk: Walk{Floor: 3, Stop: every}, played: 3, canUndo: false, afterUndo: 3, afterRedo: 3},
		{name: "no position to stop at", walk: Walk{Stop: never}, played: 3, canUndo: false, afterUndo: 0, undid: true, afterRedo: 3, redid: true},
		{name: "redo stops sooner", walk: Walk{Stop: even, StopAgain: every}, played: 4, canUndo: true, afterUndo: 2, undid: true, afterRedo: 3, redid: true},
		{name: "nothing played", walk: Walk{Stop: every}, played: 0, canUndo: false, afterUndo: 0, afterRedo: 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.walk.CanUndo(tc.played); got != tc.canUndo {
				t.Errorf("CanUndo(%d) = %v, want %v", tc.played, got, tc.canUndo)
			}
			l := &line{played: tc.played, undone: tc.undone}
			if undid := tc.walk.Undo(l, l.played); undid != tc.undid || l.played != tc.afterUndo {
				t.Errorf("Undo from %d: %v, %d moves left; want %v, %d", tc.played, undid, l.played, tc.undid, tc.afterUndo)
			}
			if redid := tc.walk.Redo(l, l.played); redid != tc.redid || l.played != tc.afterRedo {
				t.Errorf("Redo: %v, %d moves; want %v, %d", redid, l.played, tc.redid, tc.afterRedo)
			}
		})
	}
}
