package view

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/coach"
	"othello/model"
	"othello/strategy"
	"othello/view/othellowords"
)

// reportGame is a finished game, and an analysis of it that marks three of
// Black's moves and one of White's, each against another legal move.
func reportGame(t *testing.T) (*model.Game, controller.GameAnalysis) {
	t.Helper()
	g, err := model.ParseGame("e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2")
	if err != nil {
		t.Fatal(err)
	}
	rec := g.Record()
	a := controller.GameAnalysis{Start: rec.SizedStart()}
	losses := map[int]float64{9: 4, 14: 12, 19: 6, 25: 9}
	for i := range rec.Len() {
		p := rec.PositionAt(i)
		v := controller.MoveVerdict{Number: i + 1, Color: p.Turn, Move: rec.Cell(i), Best: rec.Cell(i)}
		if loss, ok := losses[i+1]; ok {
			for _, m := range model.SquaresOf(p.Board.Moves()) {
				if c := model.CellOfSquare(m); c != v.Move {
					v.Best = c
					break
				}
			}
			v.Loss, v.BestScore = loss, loss
		}
		a.Moves = append(a.Moves, v)
	}
	return g, a
}

// showAnalysedGame loads g, finished, against the computer (the person
// Black), its game-over box answered and a in place as its analysis.
func showAnalysedGame(u *UI, g *model.Game, a controller.GameAnalysis) {
	u.ctl.Load(g, controller.DefaultSettings())
	u.dialogs.closeOverDialog()
	u.ana.result, u.ana.game = a, u.game
}

// The report explains the person's three costliest mistakes; Retry from
// here sets the position up, judges the move found, keeps a miss for
// Practice and goes back to the game with its analysis.
func TestCoachReportRetryAndPractice(t *testing.T) {
	u, queue := newTestUI(t)
	g, a := reportGame(t)
	showAnalysedGame(u, g, a)
	u.dialogs.showCoachReport()
	r := u.dialogs.report
	if len(r.whys) != 3 {
		t.Fatalf("%d mistakes in the report, want Black's three", len(r.whys))
	}
	// the total is the player's moves' cost in whole discs, beside the
	// computer's, with its meaning one click away
	if want := "Your moves cost 19 discs against best play, in 3 mistakes of 2 discs or more; the computer's moves cost 12."; !strings.HasPrefix(r.summary.Text, want) {
		t.Errorf("summary %q; want it to begin %q", r.summary.Text, want)
	}
	test.Tap(r.meaning)
	if !strings.Contains(canvasText(u.win.Canvas()), "not the final margin") {
		t.Error("the meaning of the costs is not one click away")
	}
	waitExplanations(t, u, queue, r)
	for i, w := range r.whys {
		t.Logf("mistake %d: %s", i+1, w.Text)
		if !strings.Contains(w.Text, "the computer's best answer is") && !strings.Contains(w.Text, "cannot move") {
			t.Errorf("mistake %d explained as %q", i+1, w.Text)
		}
	}
	// the reply the words name is the analysis's best move after the
	// mistake, the one the review rings there; the titles number the
	// moves as the score sheet does
	for i, v := range controller.Mistakes(a, model.Black, false, reportMistakes) {
		reply, ok := a.ReplyTo(v.Number - 1)
		if !ok || !strings.Contains(r.whys[i].Text, "best answer is "+reply.Square().String()) && !strings.Contains(r.whys[i].Text, "cannot move") {
			t.Errorf("mistake %d (move %d) names another reply than the analysis's %v: %q", i+1, v.Number, reply, r.whys[i].Text)
		}
		if want := g.Record().MoveLabel(v.Number - 1); !strings.HasPrefix(r.titles[i].Text, want) {
			t.Errorf("mistake %d is titled %q; want it to begin with the sheet's %q", i+1, r.titles[i].Text, want)
		}
	}

	// the costliest is move 25 (9 discs; 14, costlier, was White's): retry it
	test.Tap(r.retries[0])
	before := g.Record().SizedAt(24)
	if u.snap.Sized != before || !u.snap.PersonToMove || u.retry == nil {
		t.Fatalf("the retry shows %v, want the position before move 25", u.snap.Sized)
	}
	_, best, rd := missTheRetry(t, u, queue)
	if rd == nil || !strings.Contains(rd.text.Text, "gives away") {
		t.Fatalf("a miss said %v", rd)
	}
	if u.snap.Game.Len() != 0 {
		t.Error("the move retried was played")
	}
	if list := u.coach.practiceList(); len(list) != 1 || list[0].Missed != 1 || list[0].Position != before.String() {
		t.Fatalf("the miss was not kept for practice: %+v", list)
	}
	if !rd.note.Visible() || !strings.Contains(rd.note.Text, "It goes to your practice") {
		t.Errorf("a first miss says %q (shown %v), not that it goes to practice", rd.note.Text, rd.note.Visible())
	}
	// and says it legibly, as the dialog's other words
	found := map[string]*canvas.Text{}
	texts(rd.note, found)
	bg := theme.Color(theme.ColorNameOverlayBackground)
	for line, txt := range found {
		if c := contrast(txt.Color, bg); c < 4.5 {
			t.Errorf("the note's %q has a contrast of %.1f with the dialog, under 4.5", line, c)
		}
	}
	if len(found) == 0 {
		t.Error("the note draws no text")
	}
	// try again, and find it
	test.Tap(rd.again)
	pumpUntil(t, u, queue, func() bool { return u.retry.scores != nil }, "the retry's scores")
	u.board.OnMove(best.Move)
	if rd = u.dialogs.retry; !strings.Contains(rd.text.Text, "the best move") {
		t.Errorf("the best move was judged %q", rd.text.Text)
	}
	if list := u.coach.practiceList(); len(list) != 1 || list[0].Found != 1 {
		t.Errorf("after a find: %+v", u.coach.practiceList())
	}
	if want := "Found 1 of 2 times: once more and it leaves your practice."; rd.note.Text != want {
		t.Errorf("a first find says %q, want %q", rd.note.Text, want)
	}
	// back to the game, analysis and all
	test.Tap(rd.back)
	if u.snap.Game.Len() != g.Len() || !u.snap.Over {
		t.Fatalf("back to a game of %d moves, want the %d of the game", u.snap.Game.Len(), g.Len())
	}
	if got, ok := u.Analysis(); !ok || len(got.Moves) != len(a.Moves) {
		t.Error("the analysis did not come back with the game")
	}
	// in review, the coach's why stands beside the marked move
	u.reviewer.showReview(25)
	if got := u.sheet().reviewText(25); !strings.Contains(got, "Looking into why") {
		t.Errorf("review of move 25 says %q", got)
	}
	pumpUntil(t, u, queue, func() bool { return strings.Contains(u.sheet().reviewText(25), "best answer is") }, "the why in review")
	u.reviewer.live()

	// Practice brings it back until it is found a second time
	u.coach.practise()
	if u.retry == nil || !u.retry.practice || u.snap.Sized != before {
		t.Fatal("Practice did not bring the position back")
	}
	pumpUntil(t, u, queue, func() bool { return u.retry.scores != nil }, "the practice's scores")
	u.board.OnMove(best.Move)
	if list := u.coach.practiceList(); len(list) != 0 {
		t.Errorf("found twice, still to practise: %+v", list)
	}
	if want := "Found 2 times: it leaves your practice."; u.dialogs.retry.note.Text != want {
		t.Errorf("the second find says %q, want %q", u.dialogs.retry.note.Text, want)
	}
	test.Tap(u.dialogs.retry.back)
	if u.snap.Game.Len() != g.Len() {
		t.Errorf("Done left a game of %d moves", u.snap.Game.Len())
	}
}

func TestRetryVerdictText(t *testing.T) {
	c := model.CellOfSquare
	scores := []strategy.SizedResult{{Move: c(model.D3), Score: 400}, {Move: c(model.C4), Score: 250}, {Move: c(model.F5), Score: -300}}
	tests := []struct {
		move model.Square
		want string
	}{
		{model.D3, "d3 is the best move (+4.0)."},
		{model.C4, "c4 (+2.5) is as good as it gets: within 2 discs of the best, d3 (+4.0)."},
		{model.F5, "f5 (-3.0) gives away 7 discs against the best, d3 (+4.0)."},
	}
	for _, tt := range tests {
		v, err := controller.JudgeRetry(scores, c(tt.move))
		if err != nil {
			t.Fatal(err)
		}
		if got := retryVerdictText(v, model.SizedFromPosition(model.StartPosition()).Geometry()); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.move, got, tt.want)
		}
	}
}

// A hint on a corner says why: the coach's reason, in the window's words.
func TestHintSaysWhy(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 200; game++ {
		g := model.NewGame()
		for !g.Over() {
			p := g.Position()
			for _, corner := range []model.Square{model.A1, model.H1, model.A8, model.H8} {
				if p.Board.IsLegal(corner) {
					why := othellowords.HintReasonLine(coach.Hint(model.SizedFromPosition(p), model.CellOfSquare(corner)), p.Turn.Other().String())
					if why == "" {
						continue // a corner among other corners need not stand out
					}
					if !strings.Contains(why, "corner") && !strings.Contains(why, "stable") && !strings.Contains(why, "move") {
						t.Errorf("%v in %v: %q", corner, p, why)
					}
					return
				}
			}
			moves := model.SquaresOf(p.Board.Moves())
			if len(moves) == 0 {
				g.PassIfForced()
				continue
			}
			g.Play(moves[rng.IntN(len(moves))])
		}
	}
	t.Fatal("no position with a corner to take and a reason for it")
}

// A retried or practised position is not the player's game: quitting
// while it is on show keeps the unfinished game it left, to be offered at
// the next launch, not the drill.
func TestRetryKeepsThePlayersGame(t *testing.T) {
	dir := t.TempDir()
	u, _ := startTestUI(t, newTestApp(), Options{StateDir: dir})
	g, err := model.ParseGame("f5d6c3d3c4f4")
	if err != nil {
		t.Fatal(err)
	}
	u.ctl.Load(g, controller.DefaultSettings())
	u.saved.keepGame()
	dg, err := model.ParseGame("e6f4c3c4d3d6f6")
	if err != nil {
		t.Fatal(err)
	}
	drill := dg.Sized()
	u.coach.startRetry(controller.PracticeItem{Position: drill.String(), Played: "c6", Best: "e3"}, true)
	if u.snap.Sized != drill {
		t.Fatalf("the practice shows %v", u.snap.Sized)
	}
	u.saved.keepGame() // as Quit does
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := startTestUI(t, newTestApp(), Options{StateDir: dir})
	kept, _, _, err := next.saved.loadGame()
	if err != nil || kept == nil {
		t.Fatalf("no game kept: %v", err)
	}
	if got, want := kept.Transcript(), g.Transcript(); got != want {
		t.Errorf("kept %q, want the player's game %q", got, want)
	}
}

// canvasText gathers the text shown on the canvas and its overlays.
func canvasText(c fyne.Canvas) string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *canvas.Text:
			b.WriteString(w.Text + " ")
		case *widget.Label:
			b.WriteString(w.Text + " ")
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case fyne.Widget:
			r := test.WidgetRenderer(w)
			for _, c := range r.Objects() {
				walk(c)
			}
		}
	}
	walk(c.Content())
	for _, o := range c.Overlays().List() {
		walk(o)
	}
	return b.String()
}

// waitExplanations pumps the window until every mistake of report r has
// its explanation.
func waitExplanations(t *testing.T, u *UI, queue chan func(), r *coachReport) {
	t.Helper()
	pumpUntil(t, u, queue, func() bool {
		for _, w := range r.whys {
			if w.Text == "Looking into it…" {
				return false
			}
		}
		return true
	}, "the explanations")
}

// missTheRetry waits for the retried position's scores and plays its
// worst move, which must lose more than RetryMargin against the best; it
// returns the two moves' results and the verdict.
func missTheRetry(t *testing.T, u *UI, queue chan func()) (worst, best strategy.SizedResult, verdict *retryDialog) {
	t.Helper()
	pumpUntil(t, u, queue, func() bool { return u.retry.scores != nil }, "the retry's scores")
	scores := u.retry.scores
	worst, best = scores[len(scores)-1], scores[0]
	if best.Discs()-worst.Discs() <= controller.RetryMargin {
		t.Fatalf("the moves are too close to test a miss: %v", scores)
	}
	u.board.OnMove(worst.Move)
	return worst, best, u.dialogs.retry
}

// Each mistake's why, come after the report was shown, has the room its
// lines take, in a language that wraps by character too: a why of two
// lines kept the one line of "Looking into it…", and the next mistake's
// separator struck through its second line.
func TestCoachReportMakesRoomForTheWhys(t *testing.T) {
	for _, lang := range []string{"en", "zh"} {
		t.Run(lang, func(t *testing.T) {
			t.Cleanup(func() { setLanguage("en") })
			u, queue := startTestUI(t, newTestApp(), Options{Language: lang})
			g, a := reportGame(t)
			showAnalysedGame(u, g, a)
			u.dialogs.showCoachReport()
			r := u.dialogs.report
			placeholder := r.whys[0].Text
			pumpUntil(t, u, queue, func() bool {
				for _, w := range r.whys {
					if w.Text == placeholder {
						return false
					}
				}
				return true
			}, "the explanations")
			for i, w := range r.whys {
				if w.Size().Height+0.5 < w.MinSize().Height {
					t.Errorf("mistake %d's why has %.0f px for the %.0f its lines take: %q", i+1, w.Size().Height, w.MinSize().Height, w.Text)
				}
			}
		})
	}
}
