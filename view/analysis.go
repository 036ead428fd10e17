// The game's analysis in the window: started from the Game menu or the
// game-over dialog, run off the UI goroutine with a progress bar and a
// Cancel button under the board, then shown as the evaluation graph, the
// marks in the score sheet and the best move in review.

package view

import (
	"context"
	"errors"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/view/i18n"
	"othello/view/othellowords"
)

// analysisView is the strip under the board and the analysis it shows,
// the window's room for the game's analysis.
type analysisView struct {
	u        *UI             // the window it belongs to
	area     *fyne.Container // the progress row or the graph; hidden when neither
	running  *fyne.Container // the progress bar, its words and Cancel
	progress *widget.ProgressBar
	words    *widget.Label
	cancel   *widget.Button
	graph    *EvalGraph
	job      *session.Job
	gen      int                         // bumped by each start, so a stale job's answer is dropped
	result   controller.GameAnalysis     // the last analysis, kept while it belongs to the game
	game     int                         // the game result was made for (UI.game)
	laidOut  float32                     // the strip's height when the window was last laid out for it
	cfg      func(n int) strategy.Config // the search that scores the moves of an n by n game
}

// buildAnalysisArea makes the strip under the board.
func (a *analysisView) buildAnalysisArea() fyne.CanvasObject {
	u := a.u
	a.cfg = controller.AnalysisConfig
	a.progress = widget.NewProgressBar()
	a.words = widget.NewLabel("")
	a.cancel = widget.NewButtonWithIcon(i18n.T("Cancel"), theme.CancelIcon(), a.cancelAnalysis)
	a.running = container.NewBorder(nil, nil, a.words, a.cancel, a.progress)
	a.running.Hide()
	a.graph = NewEvalGraph()
	a.graph.OnSelect = func(n int) {
		// the summary has said its piece; the review's lines need the room
		u.panel.setNotice("")
		u.reviewer.showReview(n)
	}
	a.graph.Hide()
	a.area = container.New(layout.NewCustomPaddedLayout(0, 4, 8, 4), container.NewVBox(a.running, a.graph))
	a.area.Hide()
	return a.area
}

// AnalyzeGame scores every move of the game on show in the background;
// the graph and the marks appear when it is done. A running analysis is
// replaced.
func (u *UI) AnalyzeGame() {
	rec := u.snap.Game
	if rec.Len() == 0 {
		u.panel.setNotice(i18n.T("Nothing to analyse yet: no moves have been played."))
		return
	}
	a := &u.ana
	score, by, stop := controller.SearchScorer(a.cfg(rec.Size())), "", func() {}     // by: the engine's name, "" for ours
	if e, ok := u.engines.find(u.external.hintEngineName()); ok && rec.Size() == 8 { // NBoard is 8x8
		sc, err := controller.NewEngineScorer(e)
		if err != nil {
			u.panel.setNotice(i18n.T("The analysis cannot start: {{.Why}}", i18n.Args{"Why": err.Error()}))
			return
		}
		score, by, stop = sc.Score, e.Name, sc.Close
	}
	a.job.Cancel()
	a.gen++
	gen, game := a.gen, u.game
	a.progress.SetValue(0)
	a.words.SetText(i18n.T("Analysing…"))
	if by != "" {
		a.words.SetText(i18n.T("Analysing with {{.Engine}}…", i18n.Args{"Engine": by}))
	}
	a.running.Show()
	a.area.Show()
	a.layOutAround()
	a.job = controller.StartGameAnalysis(rec, score, u.dispatch,
		func(done, total int) {
			if gen != a.gen {
				return
			}
			a.progress.SetValue(float64(done) / float64(max(total, 1)))
			w := i18n.Args{"Number": min(done+1, total), "All": total, "Engine": by}
			if by != "" {
				a.words.SetText(i18n.T("Analysing move {{.Number}} of {{.All}} with {{.Engine}}", w))
			} else {
				a.words.SetText(i18n.T("Analysing move {{.Number}} of {{.All}}", w))
			}
		},
		func(res controller.GameAnalysis, err error) {
			go stop() // an engine takes a moment to quit: not on the window's goroutine
			if gen != a.gen {
				return
			}
			a.job = nil
			a.running.Hide()
			a.result, a.game = res, game
			switch {
			case errors.Is(err, context.Canceled) && !extends(u.snap.Game, rec):
				// cancelled because the game was replaced: nothing to say
			case errors.Is(err, context.Canceled):
				u.panel.setNotice(i18n.N("Analysis stopped after {{.Count}} moves.", len(res.Moves)))
			case err != nil:
				u.panel.setNotice(i18n.T("The analysis failed: {{.Why}}", i18n.Args{"Why": err.Error()}))
			default:
				summary := analysisSummaryBy(res, u.snap.Settings, by)
				if n := u.hinting().used(); n > 0 && game == u.game {
					summary += i18n.SentenceGap() + i18n.N("You asked for {{.Count}} hints in this game.", n)
				}
				u.panel.setLastingNotice(summary)
				if u.snap.Over && game == u.game && u.retry == nil {
					// the end of a game analysed: the coach says what to learn from it
					defer u.dialogs.showCoachReport()
				}
			}
			u.refresh(true)
		})
}

// cancelAnalysis stops a running analysis; the moves scored so far stay.
func (a *analysisView) cancelAnalysis() { a.job.Cancel() }

// Analysis returns the analysis of the game on show: the verdicts of the
// moves it shares with the game analysed (all of them, or the moves left
// after an undo); false when there are none. Another game that opens with
// the same moves has none: an analysis belongs to the game it was made
// for.
func (u *UI) Analysis() (controller.GameAnalysis, bool) {
	if u.ana.game != u.game {
		return controller.GameAnalysis{}, false
	}
	a := u.ana.result.For(u.snap.Game)
	return a, len(a.Moves) > 0
}

// Graph returns the evaluation graph.
func (u *UI) Graph() *EvalGraph { return u.ana.graph }

// verdict returns the analysis of move i (0 for the first), if there is one.
func (a *analysisView) verdict(i int) (controller.MoveVerdict, bool) {
	res, ok := a.u.Analysis()
	if !ok || i < 0 || i >= len(res.Moves) {
		return controller.MoveVerdict{}, false
	}
	return res.Moves[i], true
}

// bestAfter is the best move of the position after n moves, as the
// analysis found it; NoCell when it has none.
func (a *analysisView) bestAfter(n int) model.Cell {
	if v, ok := a.verdict(n); ok && !v.IsPass() {
		return v.Best
	}
	return model.NoCell
}

// showAnalysis brings the graph up to date with the game and the review.
func (a *analysisView) showAnalysis() {
	u := a.u
	if a.graph == nil {
		return
	}
	defer a.layOutAround()
	res, ok := u.Analysis()
	if !ok {
		a.graph.Hide()
		if !a.running.Visible() {
			a.area.Hide()
		}
		return
	}
	scores := make([]float64, len(res.Moves))
	for i, v := range res.Moves {
		scores[i] = v.BlackAfter
	}
	current := u.review
	if current < 0 {
		current = u.snap.Game.Len()
	}
	if current > len(scores) {
		current = 0
	}
	a.graph.SetScores(scores, current, u.snap.Game.Size()*u.snap.Game.Size())
	a.graph.Show()
	a.area.Show()
}

// layOutAround lays the window out again when the strip under the board
// came, went or changed height since the last layout: the board and the panel
// share the height it takes or gives back, and the window would otherwise
// keep the board small over an empty band until it is resized.
func (a *analysisView) layOutAround() {
	u := a.u
	h := float32(0)
	if a.area.Visible() {
		h = a.area.MinSize().Height
	}
	if u.content != nil && h != a.laidOut {
		a.laidOut = h
		u.content.Refresh()
	}
}

// analysisSummaryBy says how each side played: what its moves cost
// against best play, in whole discs, and its mistakes, for an analysis by
// engine, the external program that scored the moves ("" for ours).
func analysisSummaryBy(a controller.GameAnalysis, s controller.Settings, engine string) string {
	cost, mistakes := sideCosts(a)
	w := i18n.Args{"Analysed": i18n.T("Analysed:"),
		"BlackCost": othellowords.Counted(cost[model.Black], "disc"), "BlackMistakes": i18n.Count(mistakes[model.Black], "mistake"),
		"WhiteCost": cost[model.White], "WhiteMistakes": i18n.Count(mistakes[model.White], "mistake")}
	if engine != "" {
		w["Analysed"] = i18n.T("Analysed with {{.Engine}}:", i18n.Args{"Engine": engine})
	}
	othellowords.SpeakerArgs(w, "Black", othellowords.SpeakerFor(s, model.Black))
	othellowords.SpeakerArgs(w, "White", othellowords.SpeakerFor(s, model.White))
	switch {
	case othellowords.SpeakerFor(s, model.Black).You:
		return i18n.T("{{.Analysed}} your moves cost {{.BlackCost}} against best play ({{.BlackMistakes}}); {{.WhitePoss}} moves cost {{.WhiteCost}} ({{.WhiteMistakes}}). Click the graph to review.", w)
	case othellowords.SpeakerFor(s, model.White).You:
		return i18n.T("{{.Analysed}} {{.BlackPoss}} moves cost {{.BlackCost}} against best play ({{.BlackMistakes}}); yours cost {{.WhiteCost}} ({{.WhiteMistakes}}). Click the graph to review.", w)
	}
	return i18n.T("{{.Analysed}} {{.BlackPoss}} moves cost {{.BlackCost}} against best play ({{.BlackMistakes}}); {{.WhitePoss}} moves cost {{.WhiteCost}} ({{.WhiteMistakes}}). Click the graph to review.", w)
}

// sideCosts adds up what each side's moves gave away against the best
// move of their position, rounded to whole discs, and counts the mistakes.
func sideCosts(a controller.GameAnalysis) (cost, mistakes [2]int) {
	var loss [2]float64
	for _, v := range a.Moves {
		loss[v.Color] += v.Loss
		if v.Mark() != "" {
			mistakes[v.Color]++
		}
	}
	for c := range loss {
		cost[c] = int(math.Round(loss[c]))
	}
	return cost, mistakes
}

// extends reports whether game g is rec or rec played on: the game an
// analysis of rec still speaks of.
func extends(g, rec model.Record) bool {
	if g.SizedStart() != rec.SizedStart() || g.Len() < rec.Len() {
		return false
	}
	for i := range rec.Len() {
		if g.Cell(i) != rec.Cell(i) {
			return false
		}
	}
	return true
}
