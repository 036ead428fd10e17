package view

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/othellowords"
)

// analysisStep takes the analysis's next call for the UI goroutine: its
// progress before a move, or its answer. The analysis waits until the
// test has run the call (see finishedGame); the deadline only stops a
// broken test from hanging the run.
func analysisStep(t *testing.T, steps chan func()) func() {
	t.Helper()
	select {
	case f := <-steps:
		return f
	case <-time.After(60 * time.Second):
		t.Fatal("the analysis stopped calling back")
		return nil
	}
}

// runAnalysis runs the analysis's calls for the UI goroutine until it has
// answered.
func runAnalysis(t *testing.T, u *UI, steps chan func()) {
	t.Helper()
	for u.ana.job != nil {
		analysisStep(t, steps)()
	}
}

// interruptAnalysis analyses a finished game and calls interrupt once
// move 1 is scored: the report before move 2 comes then, and the analysis
// waits there until it is run, after interrupt. Then it runs the analysis
// to its end.
func interruptAnalysis(t *testing.T, interrupt func(*UI)) *UI {
	t.Helper()
	u, steps := finishedGame(t)
	u.dialogs.closeOverDialog()
	u.AnalyzeGame()
	analysisStep(t, steps)()
	second := analysisStep(t, steps)
	interrupt(u)
	second()
	runAnalysis(t, u, steps)
	return u
}

// finishedGame loads the game with passes, over, for two players; the
// game-over dialog is open. The analysis hands its calls for the UI
// goroutine to the channel returned, which holds none, and waits until
// the test has run each: it reports its progress before each move and
// goes on only once the report has been run, so the test, not the
// machine's load, decides how far it gets.
func finishedGame(t *testing.T) (*UI, chan func()) {
	t.Helper()
	u, _ := newTestUI(t)
	steps := make(chan func())
	u.dispatch = func(f func()) {
		ran := make(chan struct{})
		steps <- func() { f(); close(ran) }
		<-ran
	}
	u.ana.cfg = func(int) strategy.Config { return strategy.Config{Depth: 2, ExactEmpties: 10} }
	g, err := model.ParseGame(gameWithPasses)
	if err != nil {
		t.Fatal(err)
	}
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
	return u, steps
}

// cellOf returns the sheet's cell of move i, laid out as the list shows it.
func cellOf(t *testing.T, u *UI, i int) *sheetCell {
	t.Helper()
	row := sheetRowOf(u.panel.rows, i)
	item := u.panel.moveList.CreateItem()
	u.panel.moveList.UpdateItem(row, item)
	return item.(*fyne.Container).Objects[1+int(u.snap.Game.SizedAt(i).Turn)].(*sheetCell)
}

// From the game-over dialog the analysis runs off the UI goroutine, then
// the graph, the marks and the best moves show, and a point of the graph
// reviews its position.
func TestAnalysisFromTheGameOverDialog(t *testing.T) {
	u, steps := finishedGame(t)
	if u.dialogs.over == nil {
		t.Fatal("no game-over dialog")
	}
	test.Tap(u.dialogs.over.analyze)
	// Nothing is scored on the UI goroutine: until the test runs its calls,
	// only the progress bar shows.
	if _, ok := u.Analysis(); ok || !u.ana.running.Visible() || u.ana.graph.Visible() {
		t.Fatal("the analysis did not start in the background")
	}
	runAnalysis(t, u, steps)
	a, ok := u.Analysis()
	if !ok || !a.Complete(u.snap.Game) {
		t.Fatalf("analysis of %d moves for a game of %d", len(a.Moves), u.snap.Game.Len())
	}
	if u.ana.running.Visible() || !u.ana.graph.Visible() || u.Graph().Points() != u.snap.Game.Len() {
		t.Fatalf("graph of %d points, progress shown %v", u.Graph().Points(), u.ana.running.Visible())
	}
	if !strings.HasPrefix(u.Notice(), "Analysed:") {
		t.Errorf("notice %q", u.Notice())
	}
	if got := u.panel.opening.Text; got != "Opening: "+a.Opening || a.Opening != "Parallel" {
		t.Errorf("the sheet's header says %q, the analysis %q", got, a.Opening)
	}

	// Every move's cell carries the mark its loss earns.
	marks := 0
	for i, v := range a.Moves {
		text := cellOf(t, u, i).label.Text
		want, _ := sheetText(v.Move.Square().String(), v, true)
		if text != want {
			t.Errorf("move %d shown as %q, want %q", i+1, text, want)
		}
		if v.Mark() != "" {
			marks++
		}
	}
	if marks == 0 {
		t.Fatal("no move marked as a mistake: the test game needs one")
	}

	// A tap on the point of move 20 reviews the position after it, rings
	// the best move there, and says how move 20 did.
	g := u.Graph()
	g.Tapped(&fyne.PointEvent{Position: g.PointPosition(20)})
	if u.review != 20 {
		t.Fatalf("the tap reviews %d moves, want 20", u.review)
	}
	st := u.board.State()
	if st.Position != u.snap.Game.SizedAt(20) || st.Hint != a.Moves[20].Best || !a.Moves[20].Best.Square().OnBoard() {
		t.Errorf("board shows %s with %v ringed; want %s with %v", st.Position, st.Hint, u.snap.Game.SizedAt(20), a.Moves[20].Best)
	}
	if line := u.panel.hintLine.Text; !strings.Contains(line, u.snap.Game.MoveNumberText(19)+" "+a.Moves[19].Move.Square().String()) || !strings.Contains(line, "Best here for "+othellowords.ColourWord(a.Moves[20].Color)+" (ringed): "+a.Moves[20].Best.Square().String()) {
		t.Errorf("review line %q", line)
	}
	if !cellOf(t, u, 19).label.TextStyle.Bold {
		t.Error("move 20 is not highlighted on the sheet")
	}
	if g.current != 20 {
		t.Errorf("graph marks move %d", g.current)
	}

	// An undo keeps the verdicts of the moves left.
	u.reviewer.live()
	u.ctl.Undo()
	if b, ok := u.Analysis(); !ok || len(b.Moves) != u.snap.Game.Len() || u.Graph().Points() != u.snap.Game.Len() {
		t.Errorf("after an undo %d verdicts and %d points for %d moves", len(b.Moves), u.Graph().Points(), u.snap.Game.Len())
	}

	// A new game drops the analysis of the old one.
	u.ctl.NewGame(u.snap.Settings)
	if _, ok := u.Analysis(); ok || u.ana.graph.Visible() {
		t.Error("the analysis outlived its game")
	}
}

// Cancel stops the analysis and keeps what was scored.
func TestAnalysisCancels(t *testing.T) {
	// it stops before move 2, with one move scored
	u := interruptAnalysis(t, func(u *UI) { test.Tap(u.ana.cancel) })
	a, _ := u.Analysis()
	if len(a.Moves) != 1 || u.Notice() != "Analysis stopped after 1 move." {
		t.Errorf("%d moves kept after Cancel, want the 1 scored; notice %q", len(a.Moves), u.Notice())
	}
	if u.ana.running.Visible() {
		t.Error("the progress bar stayed")
	}
}

// The menu item is there and greyed out with nothing to analyse.
func TestAnalyzeMenuItem(t *testing.T) {
	u, _ := newTestUI(t)
	it := u.menu.items["analyze"]
	if it == nil || !it.Disabled {
		t.Fatalf("Analyse Game item %+v with no moves", it)
	}
	u.ctl.SetUp("f5d6")
	if it.Disabled {
		t.Error("Analyse Game greyed out with moves played")
	}
}

// fixedAnalysis is an analysis of f5 d6 c3 d3 c4 f4 with made-up scores:
// a blunder, a dubious move and a pass-free run of good ones.
func fixedAnalysis(t *testing.T) (model.Record, controller.GameAnalysis) {
	t.Helper()
	g, err := model.ParseGame("f5d6c3d3c4f4")
	if err != nil {
		t.Fatal(err)
	}
	rec := g.Record()
	scores := []struct {
		score, best float64
		bestMove    model.Square
	}{{0.5, 0.5, model.F5}, {-0.5, -0.5, model.D6}, {-6.4, 0.2, model.E6}, {7.0, 7.0, model.D3}, {-4.5, -2.0, model.E3}, {3.0, 3.0, model.F4}}
	a := controller.GameAnalysis{Start: rec.SizedStart()}
	for i, s := range scores {
		v := controller.MoveVerdict{Number: i + 1, Color: rec.PositionAt(i).Turn, Move: rec.Cell(i), Score: s.score, Best: model.CellOfSquare(s.bestMove), BestScore: s.best,
			Loss: controller.RoundDiscs(s.best-s.score, false), BlackAfter: s.score}
		if v.Color == model.White {
			v.BlackAfter = -s.score
		}
		a.Moves = append(a.Moves, v)
	}
	return rec, a
}

func TestGoldenScoreSheetMarked(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(900, 660))
	rec, a := fixedAnalysis(t)
	u.ctl.Load(rec.Game(), controller.Settings{Mode: controller.HumanVsHuman})
	u.ana.result, u.ana.game = a, u.game
	u.reviewer.showReview(3)
	test.AssertObjectRendersToMarkup(t, "score_sheet_marked.xml", u.panel.moveList)
	want := []struct {
		text string
		imp  widget.Importance
	}{{"f5", widget.MediumImportance}, {"d6", widget.MediumImportance}, {"c3 ??", widget.DangerImportance}, {"d3", widget.MediumImportance}, {"c4 ?", widget.WarningImportance}}
	for i, w := range want {
		if c := cellOf(t, u, i); c.label.Text != w.text || c.label.Importance != w.imp {
			t.Errorf("move %d: %q (%v), want %q (%v)", i+1, c.label.Text, c.label.Importance, w.text, w.imp)
		}
	}
	// the coach's why follows the marked move once it is found
	// one number a position: the move's score, a search from the
	// position before, not this position's own a move deeper (+7.0,
	// read against -6.4 as a contradiction)
	if line := u.panel.hintLine.Text; line != "2. c3 ??: -6.4; best e6 +0.2 (6.6 lost). Looking into why…\nBest here for White (ringed): d3." {
		t.Errorf("review line %q", line)
	}
	// the start, with no move before to score it, gives the best's score
	u.reviewer.showReview(0)
	if line, want := u.panel.hintLine.Text, "Best here for Black (ringed): "+a.Moves[0].Best.Square().String()+" "+discsText(a.Moves[0].BestScore, a.Moves[0].BestExact)+"."; line != want {
		t.Errorf("review line at the start %q, want %q", line, want)
	}
	u.reviewer.showReview(3)
	// a book move says so, and a move that leaves the book for a worse one
	// names the line it left
	u.ana.result.Moves[0].Book = true
	u.ana.result.Moves[1].Book = true
	u.ana.result.Moves[2].LeftBook = "Tiger"
	for _, tc := range []struct {
		review int
		want   string
	}{
		{1, "1. f5: +0.5, the best move, from the book."},
		{3, "2. c3 ??: -6.4; best e6 +0.2 (6.6 lost). It leaves the opening book (Tiger). Looking into why…"},
	} {
		if got := u.sheet().reviewText(tc.review); !strings.HasPrefix(got, tc.want) {
			t.Errorf("review of move %d: %q, want it to start %q", tc.review, got, tc.want)
		}
	}
}

func TestGoldenEvalGraph(t *testing.T) {
	test.NewTempApp(t)
	g := NewEvalGraph()
	_, a := fixedAnalysis(t)
	var scores []float64
	for _, v := range a.Moves {
		scores = append(scores, v.BlackAfter)
	}
	g.SetScores(scores, 3, 64)
	w := test.NewWindow(g)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 130))
	test.AssertObjectRendersToMarkup(t, "eval_graph.xml", g)
	// Black's -6.4 after the blunder c3 is drawn below Black's +0.5 after
	// f5, and White's lead of 7 after d3 lower still.
	if p1, p3, p4 := g.PointPosition(1), g.PointPosition(3), g.PointPosition(4); !(p1.Y < p3.Y && p3.Y < p4.Y) {
		t.Errorf("points of moves 1, 3 and 4 at heights %v, %v, %v", p1.Y, p3.Y, p4.Y)
	}
	var got int
	g.OnSelect = func(n int) { got = n }
	g.Tapped(&fyne.PointEvent{Position: fyne.NewPos(g.PointPosition(5).X+3, 5)})
	if got != 5 {
		t.Errorf("a tap beside point 5 selects %d", got)
	}
}

// A 10x10 game's scores reach 100 discs: the graph keeps them apart, 70
// below 100, where 8x8's most, 64, would cut both to the edge.
func TestEvalGraphScalesToTenByTen(t *testing.T) {
	test.NewTempApp(t)
	g := NewEvalGraph()
	g.SetScores([]float64{2, -20, 70, 100}, 0, 100)
	w := test.NewWindow(g)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 130))
	if p3, p4 := g.PointPosition(3), g.PointPosition(4); !(p4.Y < p3.Y) {
		t.Errorf("+100 drawn at height %v, not above +70 at %v", p4.Y, p3.Y)
	}
}

// A new game stops the analysis of the old one, silently.
func TestNewGameStopsTheAnalysis(t *testing.T) {
	u := interruptAnalysis(t, func(u *UI) { u.ctl.NewGame(u.snap.Settings) })
	if a := u.ana.result; len(a.Moves) > 1 {
		t.Errorf("the analysis went on after the new game: %d moves scored, want 1", len(a.Moves))
	}
	if u.ana.running.Visible() || u.ana.area.Visible() || strings.Contains(u.Notice(), "Analysis") {
		t.Errorf("after a new game: progress %v, strip %v, notice %q", u.ana.running.Visible(), u.ana.area.Visible(), u.Notice())
	}
}
