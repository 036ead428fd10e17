// Retry from here: the position of a mistake comes back, the player
// looks for a move, and is told whether it is within two discs of the
// best, and why not when it is not; then the best line, and the way back
// to the game.

package view

import (
	"context"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/coach"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othellowords"
)

// retryState is a position being retried, and the game to go back to.
type retryState struct {
	item     controller.PracticeItem
	pos      model.SizedPosition
	scores   []strategy.SizedResult // every move's score, best first; nil until known
	bestLine []model.Cell           // the best line, BestLineMoves long; nil until known
	job      *session.Job
	practice bool      // brought back by Practice, not by the report
	left     *leftGame // the player's game the retry left
	done     bool      // a move was judged; the board is the player's again
	game     int       // the window's game (UI.game) of the retried position
	lineGame int       // the window's game of the best line shown; 0 before
}

// leftGame is the player's game a retry left, as it stood, to go back to.
type leftGame struct {
	game     *model.Game
	settings controller.Settings
	analysis controller.GameAnalysis
	analysed bool            // analysis holds the game's analysis
	over     bool            // the game was over (a flag may have fallen on a board still open)
	clocks   session.Reading // its clocks and move times
}

// startRetry sets up item's position for the person to find a move, and
// scores its moves meanwhile.
func (co coaching) startRetry(item controller.PracticeItem, practice bool) {
	u := co.u
	pos, err := item.Board()
	if err != nil {
		u.panel.setNotice(i18n.T("This position cannot be retried: {{.Why}}", i18n.Args{"Why": err.Error()}))
		return
	}
	if u.retry != nil {
		u.retry.job.Cancel()
	}
	r := &retryState{item: item, pos: pos, practice: practice}
	if u.retry != nil {
		r.left = u.retry.left // a retry from a retry goes back to the first game
	} else {
		r.left = &leftGame{game: u.snap.Game.Game(), settings: u.snap.Settings, over: u.snap.Over, clocks: u.ctl.State().Clocks}
		r.left.analysis, r.left.analysed = u.Analysis()
	}
	u.retry = r
	u.review = -1
	u.ctl.Load(model.NewSizedGameFrom(pos), controller.Settings{Mode: controller.HumanVsHuman, Size: pos.Size()})
	r.game = u.game
	u.coach.showMoveValues() // none while the player looks for the move
	r.job = session.StartJob(nil, func(ctx context.Context) {
		// scored as the game's analysis scores them, on every size
		scores := strategy.AnalyzeSized(ctx, pos.Board, controller.AnalysisConfig(pos.Size()))
		if ctx.Err() != nil || len(scores) == 0 {
			return
		}
		u.dispatch(func() {
			if u.retry == r {
				r.scores = scores
			}
		})
		// played out while the player looks for a move, for "Show the best line"
		line := controller.BestLine(ctx, pos, scores[0], controller.BestLineMoves, controller.AnalysisConfig(pos.Size()))
		if ctx.Err() != nil {
			return
		}
		u.dispatch(func() {
			if u.retry == r {
				r.bestLine = line
			}
		})
	})
	u.panel.setLastingNotice(i18n.T("Retry: {{.Side}} to play. Find a move within {{.Margin}} discs of the best (in the game, {{.Played}} was played).",
		i18n.Args{"Side": othellowords.ColourWord(pos.Turn), "Margin": controller.RetryMargin, "Played": item.Played}))
}

// retryMove judges the person's move in a retried position; false when no
// retry is waiting for a move, so that the move is played as usual.
func (co coaching) retryMove(c model.Cell) bool {
	u := co.u
	r := u.retry
	if r == nil || r.done || r.game != u.game || u.review >= 0 || u.snap.Game.Len() != 0 {
		return false
	}
	if !r.pos.Board.IsLegal(c) {
		return false // refused as usual, with the reason
	}
	if r.scores == nil {
		u.panel.setLastingNotice(i18n.T("The coach is still weighing the moves: try again in a moment."))
		return true
	}
	v, err := controller.JudgeRetry(r.scores, c)
	if err != nil {
		u.panel.setNotice(err.Error())
		return true
	}
	r.done = true
	// the hints asked for the position are answered by the verdict: the
	// first one's frame stayed on the board behind it
	u.hints.step = 0
	u.coach.showMoveValues()
	note := co.keepPractice(r, v.Found)
	u.dialogs.showRetryVerdict(r, v, note)
	return true
}

// retryDialog is the open verdict's widgets, kept for the tests.
type retryDialog struct {
	dlg                   dialog.Dialog
	text, why, note       *widget.Label
	bestLine, back, again *widget.Button
	job                   *session.Job
}

// showRetryVerdict says how the move compares with the best, and why when
// it is not good enough.
func (d *dialogs) showRetryVerdict(r *retryState, v controller.RetryVerdict, note string) {
	u := d.u
	rd := &retryDialog{text: i18n.WrapLabel(retryVerdictText(v, r.pos.Geometry())), why: i18n.WrapLabel(""), note: i18n.WrapLabel(note)}
	// set apart by its slant, in the text's own colour: the greyed one of
	// low importance is the disabled one, too faint to read on a dialog
	rd.note.TextStyle = fyne.TextStyle{Italic: true}
	if note == "" {
		rd.note.Hide()
	}
	if !v.Found {
		i18n.SetWrapped(rd.why, i18n.T("Looking into why…"))
		mover := othellowords.SpeakerFor(controller.Settings{Mode: controller.HumanVsComputer, Human: r.pos.Turn}, r.pos.Turn)
		them := othellowords.SpeakerFor(r.left.settings, r.pos.Turn.Other())
		if them.You { // the other side was the player too
			them = othellowords.SpeakerFor(controller.Settings{Mode: controller.HumanVsHuman}, r.pos.Turn.Other())
		}
		rd.job = explainInto(u, rd.why, func(ctx context.Context) (coach.Explanation, error) {
			return controller.ExplainResults(ctx, r.pos, v.Move, v.Best, v.Loss, v.Move.Exact && v.Best.Exact)
		}, mover, them, nil)
	}
	closeWith := func(f func()) func() {
		return func() {
			rd.job.Cancel()
			rd.dlg.Hide()
			f()
		}
	}
	rd.bestLine = widget.NewButtonWithIcon(i18n.T("Show the best line"), theme.MediaPlayIcon(), closeWith(func() { u.coach.showBestLine(r, v.Best) }))
	rd.again = widget.NewButtonWithIcon(i18n.T("Try again"), theme.MediaReplayIcon(), closeWith(func() { u.coach.startRetry(r.item, r.practice) }))
	rd.back = widget.NewButtonWithIcon(i18n.T("Back to your game"), theme.NavigateBackIcon(), closeWith(u.coach.endRetry))
	buttons := container.NewHBox(rd.back, rd.again, rd.bestLine)
	if v.Found {
		rd.again.Hide()
	}
	if r.practice {
		rd.back.SetText(i18n.T("Done"))
	}
	content := container.NewVBox(rd.text, rd.why, rd.note, container.NewCenter(buttons))
	title := i18n.T("Not quite")
	if v.Found {
		title = i18n.T("Well found")
	}
	rd.dlg = dialog.NewCustomWithoutButtons(title, content, u.win)
	rd.dlg.Resize(kit.FitSize(u.win.Canvas(), 560, 0))
	d.retry = rd
	rd.dlg.Show()
}

// retryVerdictText says how a retried move compares with the best, on a
// board of geometry g.
func retryVerdictText(v controller.RetryVerdict, g *model.Geometry) string {
	score := func(r strategy.SizedResult) string { return discsText(r.Discs(), r.Exact) }
	a := i18n.Args{"Move": g.CellName(v.Move.Move), "Score": score(v.Move), "Best": g.CellName(v.Best.Move), "BestScore": score(v.Best),
		"Margin": controller.RetryMargin}
	switch {
	case v.Move.Move == v.Best.Move:
		return i18n.T("{{.Move}} is the best move ({{.BestScore}}).", a)
	case v.Found:
		return i18n.T("{{.Move}} ({{.Score}}) is as good as it gets: within {{.Margin}} discs of the best, {{.Best}} ({{.BestScore}}).", a)
	}
	return i18n.N("{{.Move}} ({{.Score}}) gives away {{.Count}} discs against the best, {{.Best}} ({{.BestScore}}).", int(math.Round(v.Loss)), a)
}

// showBestLine plays the best line out from the retried position, shown
// from its start to step through: BestLineMoves moves whether the player
// found the best move or not.
func (co coaching) showBestLine(r *retryState, best strategy.SizedResult) {
	u := co.u
	line := r.bestLine
	if line == nil { // asked for before it was played out: a quicker search
		cfg := strategy.ScoreConfig(4)
		if r.pos.Size() != 8 {
			// the any-size solver is far slower than the 8x8 one: exact
			// no earlier than in the analysis
			cfg.ExactEmpties = min(cfg.ExactEmpties, controller.AnalysisConfig(r.pos.Size()).ExactEmpties)
		}
		line = controller.BestLine(context.Background(), r.pos, best, controller.BestLineMoves, cfg)
	}
	// the line goes on from the game that led to the position, so that
	// its moves are numbered as the game's and stepping back shows how
	// the game got there
	g, err := r.item.GameTo()
	if err != nil {
		g = model.NewSizedGameFrom(r.pos)
	}
	from := g.Len()
	for _, m := range line {
		if err := g.PlayCell(m); err != nil {
			break // cannot happen: the line is played out legally
		}
	}
	u.pace.loadQuietly(g, controller.Settings{Mode: controller.HumanVsHuman, Size: r.pos.Size()})
	r.lineGame = u.game
	u.reviewer.showReview(from)
	u.panel.setLastingNotice(i18n.N("The best line, {{.Count}} moves: step through it with Next. Game > Back to Your Game returns to your game.", g.Len()-from))
}

// onBestLine reports whether the board shows the retry's best line.
func (co coaching) onBestLine() bool {
	r := co.u.retry
	return r != nil && r.lineGame != 0 && r.lineGame == co.u.game
}

// endRetry goes back to the game the retry left, with its analysis.
func (co coaching) endRetry() {
	u := co.u
	r := u.retry
	if r == nil {
		return
	}
	r.job.Cancel()
	u.retry = nil
	left := r.left
	// on its clocks: a retry took none of its time, and its move
	// times were lost from the panel and the file saved after
	u.pace.loadQuietlyOn(left.game, left.settings, left.clocks)
	if left.analysed {
		u.ana.result, u.ana.game = left.analysis, u.game
	}
	u.refresh(true)
	u.panel.setNotice(i18n.T("Back to your game."))
}
