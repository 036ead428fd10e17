package view

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// Game > Statistics counts Gomoku's games apart from Othello's: a game
// played to its end here, not a finished one pasted; the dialog shows both
// games, and Reset forgets both.
func TestGomokuStatistics(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Hard})
	p := u.app.Preferences()
	SaveStats(p, Stats{level.Easy: {Won: 2, Best: 10}})
	u.app.Clipboard().SetContent(fiveGame)
	u.gmk.Files().PasteMoves()
	if st := pumpGomoku(t, u, queue); st.Phase != cg.Ended {
		t.Fatalf("the pasted game is not over: %v", st.Phase)
	}
	if got := LoadGomokuStats(p); len(got) != 0 {
		t.Fatalf("a finished game pasted counted: %+v", got)
	}
	// a game pasted one stone from a five, the five played here: no
	// statistics count it either
	u.app.Clipboard().SetContent("h8 a1 i8 a2 j8 a3 k8 a4")
	u.gmk.Files().PasteMoves()
	pumpGomoku(t, u, queue)
	l8, err := gomoku.ParseSquare("l8", 15)
	if err != nil {
		t.Fatal(err)
	}
	tapPoint(u, l8)
	if st := pumpGomoku(t, u, queue); st.Phase != cg.Ended || st.Winner != gomoku.Black {
		t.Fatalf("the five played on a pasted game: phase %v, winner %v", st.Phase, st.Winner)
	}
	if got := LoadGomokuStats(p); len(got) != 0 {
		t.Fatalf("a pasted game won counted: %+v", got)
	}
	SaveGomokuStats(p, Stats{level.Hard: {Lost: 3, OnTime: 1}})
	if u.menu.items["stats"].Disabled {
		t.Fatal("Statistics is greyed out with Gomoku on show")
	}
	u.menu.items["stats"].Action()
	d := u.dialogs.stats
	if d == nil || d.gomoku == nil {
		t.Fatal("no Statistics dialog with Gomoku's table")
	}
	cells := func(c *fyne.Container) []string {
		var out []string
		for _, o := range c.Objects[0].(*fyne.Container).Objects {
			out = append(out, o.(*widget.Label).Text)
		}
		return out
	}
	if got := strings.Join(cells(d.gomoku), " "); !strings.Contains(got, "Hard 0 0 3") || strings.Contains(got, "Best") {
		t.Errorf("Gomoku's table: %s", got)
	}
	if got := strings.Join(cells(d.table), " "); !strings.Contains(got, "Best") || !strings.Contains(got, "Easy 2 0 0 +10") {
		t.Errorf("Othello's table: %s", got)
	}
	d.reset.OnTapped()
	confirm := u.win.Canvas().Overlays().Top()
	var yes *widget.Button
	walk(t, confirm, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Importance == widget.HighImportance {
			yes = b
		}
	})
	if yes == nil {
		t.Fatal("no confirmation to reset")
	}
	test.Tap(yes)
	if len(LoadGomokuStats(p)) != 0 || len(LoadStats(p)) != 0 {
		t.Errorf("after Reset: Othello %+v, Gomoku %+v", LoadStats(p), LoadGomokuStats(p))
	}
}

func TestGomokuCopyPasteAndFiles(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.app.Clipboard().SetContent(fiveGame)
	u.gmk.Files().PasteMoves()
	st := pumpGomoku(t, u, queue)
	if st.Phase != cg.Ended || st.Game.MoveCount() != 19 || len(st.Line) != 5 {
		t.Fatalf("pasted game: %d moves, phase %v", st.Game.MoveCount(), st.Phase)
	}
	u.app.Clipboard().SetContent("")
	u.gmk.Files().CopyMoves()
	if got := u.app.Clipboard().Content(); got != fiveGame {
		t.Errorf("copied %q", got)
	}
	// Both file forms read back as they were written.
	for _, ext := range []string{".txt", ".board"} {
		text := gomokuview.FileText(st.Game, ext, cg.Free, 0)
		moves, size, rule, err := gomokuview.ReadGame(text, 19, gomoku.Standard)
		if err != nil || size != 15 || rule != gomoku.Freestyle || gomoku.FormatMoves(moves, 15) != fiveGame {
			t.Errorf("%s: read back %v %d %v: %v\n%s", ext, moves, size, rule, err, text)
		}
	}
	// A damaged file is refused with the reason; the game stays.
	if err := u.files.openText("bad.txt", "# Gomoku 15x15 freestyle\nh8 i9 zz", nil); err == nil {
		t.Fatal("a damaged file was opened")
	}
	if n := u.win.Canvas().Overlays().Top(); n == nil || !strings.Contains(u.gmk.Probe().Parts().Notice.Text, "zz") || u.gmk.Snapshot().Game.MoveCount() != 19 {
		t.Errorf("notice %q, %d moves", u.gmk.Probe().Parts().Notice.Text, u.gmk.Snapshot().Game.MoveCount())
	}
	u.win.Canvas().Overlays().Top().Hide()
	if err := u.files.openText("taken.txt", "h8 h8", nil); err == nil || !strings.Contains(u.gmk.Probe().Parts().Notice.Text, "h8") {
		t.Errorf("a square played twice: %v, %q", err, u.gmk.Probe().Parts().Notice.Text)
	}
	u.win.Canvas().Overlays().Top().Hide()
	// a game to play on
	if err := u.files.openText("game.board", gomokuview.FileText(controllertest.GomokuGame(t, 15, "h8 h9"), ".board", cg.Free, 0), nil); err != nil {
		t.Fatal(err)
	}
	if st := u.gmk.Snapshot(); st.Game.MoveCount() != 2 || !st.PersonToMove || st.Person != gomoku.Black {
		t.Errorf("opened game: %d moves, person %v", st.Game.MoveCount(), st.Person)
	}
}

// The window's golden of a finished game: the five ringed, the panel
// saying so.
func TestGoldenGomokuFinished(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.app.Clipboard().SetContent(fiveGame)
	u.gmk.Files().PasteMoves()
	pumpGomoku(t, u, queue)
	u.win.Resize(fyne.NewSize(900, 640))
	test.AssertObjectRendersToMarkup(t, "gomoku_five.xml", u.gmk.Board())
}

// A Gomoku game lost on time counts once played here, and only once
// however often it is taken back and ended again; one brought back with
// no time left, whose flag falls as it starts, does not.
func TestGomokuStatisticsOnTime(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Medium})
	v, p := u.gmk, u.app.Preferences()
	lost := v.Snapshot()
	lost.Phase, lost.Clocks.Flagged, lost.Person, lost.Winner = cg.Ended, true, gomoku.Black, gomoku.White
	won := lost
	won.Clocks.Flagged, won.Winner = false, gomoku.Black
	// ends tells the view of the events before, then of the end st
	ends := func(st cg.Snapshot, before ...session.EventKind) {
		for _, k := range before {
			v.OnEvent(cg.SessionEvent{Kind: k, Snapshot: v.Snapshot()})
		}
		v.OnEvent(cg.SessionEvent{Kind: session.GameOver, Snapshot: st})
	}
	ends(lost, session.GameStarted)
	if got := LoadGomokuStats(p); len(got) != 0 {
		t.Fatalf("a game brought back with no time left counted: %+v", got)
	}
	ends(lost, session.ThinkingStarted)
	if got := LoadGomokuStats(p); got[level.Medium] != (LevelStats{Lost: 1, OnTime: 1}) {
		t.Errorf("a game lost on time in play: %+v", got)
	}
	// taken back and lost again, or won, it is the same game: counted once
	ends(lost, session.Undone, session.ThinkingStarted)
	ends(won, session.Undone, session.Placed)
	if got := LoadGomokuStats(p); got[level.Medium] != (LevelStats{Lost: 1, OnTime: 1}) {
		t.Errorf("one game ended three times: %+v", got)
	}
	// the next game counts anew
	ends(won, session.GameStarted, session.Placed)
	if got := LoadGomokuStats(p); got[level.Medium] != (LevelStats{Won: 1, Lost: 1, OnTime: 1}) {
		t.Errorf("after the next game, won: %+v", got)
	}
	// a flag that falls before the first stone, its time run out, is a
	// loss on time in play
	early := lost
	early.Clocks.Thinking = time.Minute
	ends(early, session.GameStarted)
	if got := LoadGomokuStats(p); got[level.Medium] != (LevelStats{Won: 1, Lost: 2, OnTime: 2}) {
		t.Errorf("after a flag fell before the first stone: %+v", got)
	}
}

// A Gomoku game file keeps the opening that settled the colours: saved
// as text and opened again, the game goes on under it, Undo stopping at
// its stones, as a kept game does.
func TestGameFileKeepsItsOpening(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: false, Level: level.Easy})
	if st := pumpGomoku(t, u, queue); st.Phase != cg.Choosing || st.Game.MoveCount() != 3 {
		t.Fatalf("the computer's three stones: phase %v, %d stones", st.Phase, st.Game.MoveCount())
	}
	test.Tap(u.gmk.Probe().Parts().Answers["white"])
	st := pumpGomoku(t, u, queue)
	text := gomokuview.FileText(st.Game, ".txt", cg.Swap2, st.Floor)
	if !strings.Contains(text, "# opening swap2 3") {
		t.Fatalf("the file says no opening:\n%s", text)
	}
	if err := u.files.openText("swap2.txt", text, nil); err != nil {
		t.Fatal(err)
	}
	v := u.gmk
	if st = v.Snapshot(); st.Floor != 3 || st.Game.MoveCount() != 3 || !strings.Contains(v.Probe().Parts().Players.Text, "swap2 opening") {
		t.Fatalf("opened: floor %d, %d stones, title %q", st.Floor, st.Game.MoveCount(), v.Probe().Parts().Players.Text)
	}
	if !v.Probe().Parts().Buttons["undo"].Disabled() {
		t.Error("Undo can take back the opening's stones of the game opened")
	}
	if _, _, err := gomokuview.ReadOpening("h8 i9 j10\n# opening swap2 three\n"); err == nil {
		t.Error("a damaged opening line was read")
	}
}
