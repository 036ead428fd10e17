package view

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/sound"
)

// resumedUI starts a window on the state folder dir, as the next launch
// does, and runs the computer's answers.
func resumedUI(t *testing.T, dir string) (*UI, chan func()) {
	t.Helper()
	u, queue := startTestUI(t, newTestApp(), Options{StateDir: dir, Sound: &effects{}})
	t.Cleanup(func() {
		u.games().closeGomoku()
		u.store.flush() // before the folder goes
	})
	if u.gmk.Active() {
		pumpGomoku(t, u, queue)
	}
	return u, queue
}

// An unfinished Gomoku game is on disk after every stone and comes back at
// the next launch, even without Quit, the person on the same colour;
// leaving Gomoku for Othello keeps it, waiting.
func TestUnfinishedGomokuComesBack(t *testing.T) {
	dir := t.TempDir()
	p := gomokuview.Prefs{Size: 15, Rule: gomoku.Freestyle, Opening: cg.Free, First: true, Level: level.Easy}
	u, queue, _ := gomokuUIWith(t, Options{StateDir: dir}, p)
	moves, err := gomoku.ParseMoves("h8 j10", 15)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		tapPoint(u, m)
		pumpGomoku(t, u, queue)
	}
	want := u.gmk.Snapshot().Game.Moves()
	if len(want) != 4 {
		t.Fatalf("%d stones after two each", len(want))
	}
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := resumedUI(t, dir)
	st := next.gmk.Snapshot()
	if !next.gmk.Active() || !slices.Equal(st.Game.Moves(), want) || st.Person != gomoku.Black || !st.PersonToMove {
		t.Fatalf("the next launch shows Gomoku %v with %v, person %v to move %v; want %v", next.gmk.Active(), st.Game.Moves(), st.Person, st.PersonToMove, want)
	}
	if got := next.gmk.Probe().Parts().Notice.Text; !strings.Contains(got, "brought back (move 3); you play Black") {
		t.Errorf("status line %q", got)
	}
	next.games().leaveGomoku()
	next.store.flush()
	if _, err := os.Stat(filepath.Join(dir, gomokuview.KeptFile)); err != nil || next.saved.waitingGomoku() == nil {
		t.Errorf("after leaving Gomoku its game is not kept: %v, waiting %v", err, next.saved.waitingGomoku())
	}
}

// A game kept while the computer was thinking comes back with the
// computer to move, and it moves; a damaged file is kept aside and said,
// and a new game starts.
func TestKeptGomokuFiles(t *testing.T) {
	tests := []struct {
		name, file string
		stones     int // on the board once the computer has answered; 0: a new game
		person     gomoku.Color
		notice     string
	}{
		{"computer to move", "# Gomoku 15x15 freestyle\nh8 i9\n# you play white\n", 3, gomoku.White, "brought back (move 2); you play White"},
		{"person to move", "# Gomoku 9x9 freestyle\ne5\n# you play white\n", 1, gomoku.White, "brought back (move 1); you play White"},
		{"two people", "# Gomoku 15x15 freestyle\nh8 i9 h9\n# two people\n", 3, gomoku.White, "of two people was brought back (move 2)"},
		{"no colour", "# Gomoku 15x15 freestyle\nh8 i9\n", 0, gomoku.NoColor, "could not be brought back (it does not say which colour you play)"},
		{"bad move", "# Gomoku 15x15 freestyle\nh8 h8\n# you play black\n", 0, gomoku.NoColor, "could not be brought back"},
	}
	// the settings of a window that last showed Gomoku, for every case
	template := t.TempDir()
	first, _, _ := gomokuUIWith(t, Options{StateDir: template}, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	first.games().closeGomoku()
	first.store.flush()
	settings, err := os.ReadFile(filepath.Join(template, settingsFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, data := range map[string]string{settingsFile: string(settings), gomokuview.KeptFile: tt.file} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			next, _ := resumedUI(t, dir)
			st := next.gmk.Snapshot()
			if !next.gmk.Active() {
				t.Fatal("Gomoku is not on show")
			}
			notice := next.gmk.Probe().Parts().Notice.Text + next.Notice()
			if !strings.Contains(notice, tt.notice) {
				t.Errorf("status %q, want %q", notice, tt.notice)
			}
			if tt.stones == 0 {
				if st.Game.MoveCount() != 0 {
					t.Errorf("a new game was wanted, %d stones shown", st.Game.MoveCount())
				}
				if _, err := os.Stat(filepath.Join(dir, gomokuview.KeptFile+".unreadable")); err != nil {
					t.Errorf("the damaged file was not kept aside: %v", err)
				}
				return
			}
			if st.Game.MoveCount() != tt.stones || st.Person != tt.person || !st.PersonToMove {
				t.Errorf("%d stones, person %v to move %v; want %d, %v", st.Game.MoveCount(), st.Person, st.PersonToMove, tt.stones, tt.person)
			}
		})
	}
}

// Two people at the board, chosen in the New game dialog: no opening rule
// and no first player to choose, every stone by a click, the side to move
// named, the five's colour the winner; the choice is kept.
func TestGomokuTwoPeople(t *testing.T) {
	dir := t.TempDir()
	u, _, fx := gomokuUIWith(t, Options{StateDir: dir}, gomokuview.Prefs{Size: 9, Opening: cg.Swap2, First: false, Level: level.Easy, TwoPeople: true})
	test.Tap(u.Button("new"))
	g := u.dialogs.newGame.gomoku
	if !g.Opening.Disabled() || !g.First.Disabled() || !g.Level.Disabled() {
		t.Error("the opening, the first player or the level can be chosen for two people")
	}
	u.dialogs.newGame.dlg.Hide()
	if got := LoadPrefs(u.app.Preferences()); !got.Gomoku.TwoPeople {
		t.Error("the choice of two people was not kept")
	}
	if !strings.HasPrefix(u.gmk.Probe().Parts().Players.Text, "Two people at the board\n") || !strings.Contains(u.gmk.Probe().Parts().Players.Text, "free opening") {
		t.Errorf("panel %q, %q", u.gmk.Probe().Parts().Players.Text, u.gmk.Probe().Parts().Players.Text)
	}
	moves, err := gomoku.ParseMoves("e5 a1 f5 a2 g5 a3 h5", 9)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		tapPoint(u, m)
		st := u.gmk.Snapshot()
		if st.Thinking || st.Game.MoveCount() != i+1 {
			t.Fatalf("stone %d: %d on the board, thinking %v, to move %v, notice %q", i+1, st.Game.MoveCount(), st.Thinking, st.PersonToMove, u.gmk.Probe().Parts().Notice.Text)
		}
	}
	if got := u.gmk.Probe().Parts().Turn.Text; got != "White to move" {
		t.Errorf("turn %q", got)
	}
	if !u.gmk.Snapshot().CanUndo {
		t.Fatal("no undo between two people")
	}
	test.Tap(u.gmk.Probe().Parts().Buttons["undo"])
	if n := u.gmk.Snapshot().Game.MoveCount(); n != 6 || u.gmk.Probe().Parts().Turn.Text != "Black to move" {
		t.Fatalf("undo left %d stones, turn %q", n, u.gmk.Probe().Parts().Turn.Text)
	}
	test.Tap(u.gmk.Probe().Parts().Buttons["redo"])
	for _, name := range []string{"a4", "d5"} {
		m, _ := gomoku.ParseMoves(name, 9)
		tapPoint(u, m[0])
	}
	if got := u.gmk.Probe().Parts().Turn.Text; got != "Black wins with five in a row!" || !fx.has(sound.Win) {
		t.Errorf("after Black's five: %q, win sound %v", got, fx.has(sound.Win))
	}
}

// A Gomoku game set aside while its opening is still settling the colours
// is kept, not lost: brought back, the person places the rest of the
// opening's stones where they stopped, and the status line says so.
func TestGomokuOpeningUnderWayIsKept(t *testing.T) {
	p := gomokuview.Prefs{Size: 15, Rule: gomoku.Freestyle, Opening: cg.Swap2, First: true, Level: level.Easy}
	u, _, _ := gomokuUIWith(t, Options{StateDir: t.TempDir()}, p)
	if st := u.gmk.Snapshot(); st.Phase != cg.Placing || st.Placing != 3 {
		t.Fatalf("swap2 with the person first: %+v", st)
	}
	tapPoint(u, gomoku.At(7, 7))
	tapPoint(u, gomoku.At(8, 8))
	u.games().leaveGomoku()
	k := u.saved.waitingGomoku()
	if k == nil || !k.UnderWay || !k.First || k.Opening != "swap2" || len(k.Moves) != 2 {
		t.Fatalf("the opening under way kept as %+v", k)
	}
	u.saved.resumeWaitingGomoku(p)
	st := u.gmk.Snapshot()
	if !u.gmk.Active() || st.Phase != cg.Placing || st.Placing != 1 || st.Game.MoveCount() != 2 || u.gmk.Probe().Session().Config().Opening != cg.Swap2 {
		t.Fatalf("brought back: %+v", st)
	}
	if got := u.gmk.Probe().Parts().Notice.Text; !strings.Contains(got, "in its swap2 opening (move 2), the colours not yet chosen") {
		t.Errorf("status line %q", got)
	}
}
