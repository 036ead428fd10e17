// The coach's report at the end of an analysed game: the three costliest
// mistakes, each explained, each with Retry from here: the position comes
// back, the player looks for a move, and is told whether it is within two
// discs of the best, and why not when it is not. Missed positions are kept
// for Game > Practice until found twice.

package view

import (
	"context"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/coach"
	"othello/model"
	"othello/strategy"
)

// keyPractice keeps the practice positions.
const keyPractice = "coach.practice"

// reportMistakes is how many mistakes the report explains.
const reportMistakes = 3

// coachReport is the open report's widgets, kept for the tests.
type coachReport struct {
	dlg     dialog.Dialog
	summary *widget.Label
	meaning *widget.Button // what the costs add up, one click away
	titles  []*widget.Label
	whys    []*widget.Label
	retries []*widget.Button
	jobs    []*controller.Job
}

// showCoachReport explains the costliest mistakes of the analysed game:
// the person's against the computer, both sides' otherwise.
func (d *dialogs) showCoachReport() {
	u := d.u
	a, ok := u.Analysis()
	if !ok || len(a.Moves) == 0 {
		u.panel.setNotice(tr("The coach's report needs an analysis: Game > Analyze Game first."))
		return
	}
	s := u.snap.Settings
	both := s.Mode != controller.HumanVsComputer
	mistakes := controller.Mistakes(a, s.Human, both, reportMistakes)
	rec := u.snap.Game
	r := &coachReport{summary: widget.NewLabel(reportSummary(a, s, both, u.hintsUsed()))}
	r.summary.Wrapping = fyne.TextWrapWord
	rows := container.NewVBox(r.summary)
	for _, v := range mistakes {
		w := args{"Move": rec.MoveLabel(v.Number-1) + v.Mark(), "Lost": counted(int(v.Loss+0.5), "disc"), "Best": rec.Geometry().CellName(v.Best)}
		text := tr("{{.Move}}: {{.Lost}} lost against {{.Best}}", w)
		if p := speakerFor(s, v.Color); !p.you {
			// who played it, when it was not the player
			w["Who"] = p.name
			text = tr("{{.Move}} ({{.Who}}): {{.Lost}} lost against {{.Best}}", w)
		}
		title := widget.NewLabelWithStyle(text,
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		r.titles = append(r.titles, title)
		rows.Add(widget.NewSeparator())
		why := widget.NewLabel(tr("Looking into it…"))
		why.Wrapping = fyne.TextWrapWord
		item := controller.PracticeItemOf(rec, v)
		retry := widget.NewButtonWithIcon(tr("Retry from here"), theme.MediaReplayIcon(), func() {
			r.close()
			u.startRetry(item, false)
		})
		r.whys, r.retries = append(r.whys, why), append(r.retries, retry)
		rows.Add(container.NewBorder(nil, nil, nil, container.NewCenter(retry), container.NewVBox(title, why)))
		i := v.Number - 1
		mover, them := speakerFor(s, v.Color), speakerFor(s, v.Color.Other())
		r.jobs = append(r.jobs, explainInto(u, why, func(ctx context.Context) (coach.Explanation, error) {
			return controller.ExplainMove(ctx, rec, a, i)
		}, mover, them))
	}
	if len(mistakes) == 0 {
		rows.Add(widget.NewLabel(tr("No move lost 2 discs or more: nothing to retry.")))
	}
	meaning := widget.NewButtonWithIcon(tr("What the costs mean"), theme.HelpIcon(), func() {
		dialog.ShowInformation(tr("The cost of the moves"), costMeaning(), u.win)
	})
	meaning.Importance = widget.LowImportance
	rows.Objects = append([]fyne.CanvasObject{rows.Objects[0], container.NewHBox(meaning)}, rows.Objects[1:]...)
	r.meaning = meaning
	r.dlg = dialog.NewCustom(tr("Coach's report"), tr("Close"), container.NewVScroll(rows), u.win)
	r.dlg.SetOnClosed(r.cancel)
	r.dlg.Resize(fitSize(u.win.Canvas(), 640, 600))
	d.report = r
	r.dlg.Show()
}

func (r *coachReport) cancel() {
	for _, j := range r.jobs {
		j.Cancel()
	}
}

func (r *coachReport) close() {
	r.cancel()
	r.dlg.Hide()
}

// explainInto finds why a move lost with explain, off the window's
// goroutine, and writes it into why, in the words of mover and them.
func explainInto(u *UI, why *widget.Label, explain func(context.Context) (coach.Explanation, error), mover, them speaker) *controller.Job {
	return controller.StartJob(nil, func(ctx context.Context) {
		e, err := explain(ctx)
		if ctx.Err() != nil {
			return
		}
		u.dispatch(func() {
			if err != nil {
				why.SetText(tr("The coach could not tell: {{.Why}}", args{"Why": err.Error()}))
				return
			}
			why.SetText(strings.Join(explainLines(e, mover, them), "\n"))
		})
	})
}

// reportSummary says how the game went for whom the report is about: what
// the moves cost against best play, in whole discs, for the player's side
// and the other, or both sides in a game of two people.
func reportSummary(a controller.GameAnalysis, s controller.Settings, both bool, hints int) string {
	cost, mistakes := sideCosts(a)
	var text string
	if both {
		text = tr("Black's moves cost {{.BlackCost}} against best play, White's {{.WhiteCost}}; {{.Mistakes}} of 2 discs or more in all.",
			args{"BlackCost": counted(cost[model.Black], "disc"), "WhiteCost": cost[model.White], "Mistakes": count(mistakes[model.Black]+mistakes[model.White], "mistake")})
	} else {
		me, them := s.Human, s.Human.Other()
		a := args{"Cost": counted(cost[me], "disc"), "Mistakes": count(mistakes[me], "mistake"), "ThemCost": cost[them]}
		speakerArgs(a, "Them", speakerFor(s, them))
		text = tr("Your moves cost {{.Cost}} against best play, in {{.Mistakes}} of 2 discs or more; {{.ThemPoss}} cost {{.ThemCost}}.", a)
	}
	if hints > 0 {
		text += " " + trn("You asked for {{.Count}} hints.", hints)
	}
	if mistakes[s.Human] > 0 || both && mistakes[model.Black]+mistakes[model.White] > 0 {
		text += " " + tr("The costliest, and why:")
	}
	return text
}

// costMeaning says what the costs of the report add up.
func costMeaning() string {
	return tr("Every move is weighed against the best move of its position, as a deep search finds it. " +
		"A move's cost is how many discs it gives away against that best move; a side's total adds up the costs of all its moves. " +
		"It is not the final margin: each side's mistakes give discs back to the other. " +
		"Roughly, the final margin is the difference between the two totals.")
}

// retryState is a position being retried, and the game to go back to.
type retryState struct {
	item     controller.PracticeItem
	pos      model.SizedPosition
	scores   []strategy.SizedResult // every move's score, best first; nil until known
	bestLine []model.Cell           // the best line, BestLineMoves long; nil until known
	job      *controller.Job
	practice bool // brought back by Practice, not by the report
	// the game left for the retry, its settings and its analysis
	saved         *model.Game
	savedSettings controller.Settings
	savedAnalysis controller.GameAnalysis
	hadAnalysis   bool
	savedOver     bool // the game left was over (a flag may have fallen on a board still open)
	done          bool // a move was judged; the board is the player's again
	game          int  // the window's game (UI.game) of the retried position
}

// startRetry sets up item's position for the person to find a move, and
// scores its moves meanwhile.
func (u *UI) startRetry(item controller.PracticeItem, practice bool) {
	pos, err := item.Board()
	if err != nil {
		u.panel.setNotice(tr("This position cannot be retried: {{.Why}}", args{"Why": err.Error()}))
		return
	}
	if u.retry != nil {
		u.retry.job.Cancel()
	}
	r := &retryState{item: item, pos: pos, practice: practice}
	if u.retry != nil && u.retry.saved != nil {
		// a retry from a retry goes back to the first game
		r.saved, r.savedSettings, r.savedAnalysis, r.hadAnalysis = u.retry.saved, u.retry.savedSettings, u.retry.savedAnalysis, u.retry.hadAnalysis
		r.savedOver = u.retry.savedOver
	} else {
		r.saved, r.savedSettings, r.savedOver = u.snap.Game.Game(), u.snap.Settings, u.snap.Over
		r.savedAnalysis, r.hadAnalysis = u.Analysis()
	}
	u.retry = r
	u.review = -1
	u.ctl.Load(model.NewSizedGameFrom(pos), controller.Settings{Mode: controller.HumanVsHuman, Size: pos.Size()})
	r.game = u.game
	r.job = controller.StartJob(nil, func(ctx context.Context) {
		// scored as the game's analysis scores them, on every size
		scores := strategy.AnalyzeSized(ctx, pos.Board, controller.AnalysisConfig())
		if ctx.Err() != nil || len(scores) == 0 {
			return
		}
		u.dispatch(func() {
			if u.retry == r {
				r.scores = scores
			}
		})
		// played out while the player looks for a move, for "Show the best line"
		line := controller.BestLine(ctx, pos, scores[0], controller.BestLineMoves, controller.AnalysisConfig())
		if ctx.Err() != nil {
			return
		}
		u.dispatch(func() {
			if u.retry == r {
				r.bestLine = line
			}
		})
	})
	u.panel.setLastingNotice(tr("Retry: {{.Side}} to play. Find a move within {{.Margin}} discs of the best (in the game, {{.Played}} was played).",
		args{"Side": colourWord(pos.Turn), "Margin": controller.RetryMargin, "Played": item.Played}))
}

// retryMove judges the person's move in a retried position; false when no
// retry is waiting for a move, so that the move is played as usual.
func (u *UI) retryMove(c model.Cell) bool {
	r := u.retry
	if r == nil || r.done || r.game != u.game || u.review >= 0 || u.snap.Game.Len() != 0 {
		return false
	}
	if !r.pos.Board.IsLegal(c) {
		return false // refused as usual, with the reason
	}
	if r.scores == nil {
		u.panel.setLastingNotice(tr("The coach is still weighing the moves: try again in a moment."))
		return true
	}
	v, err := controller.JudgeRetry(r.scores, c)
	if err != nil {
		u.panel.setNotice(err.Error())
		return true
	}
	r.done = true
	note := u.keepPractice(r, v.Found)
	u.dialogs.showRetryVerdict(r, v, note)
	return true
}

// keepPractice records a retry: a miss puts the position on the practice
// list; every try of a listed position is counted, and two finds take it
// off. It returns what became of the position, for the player: "" when
// it was found and never listed.
func (u *UI) keepPractice(r *retryState, found bool) string {
	p := u.app.Preferences()
	list, _ := controller.DecodePractice(p.String(keyPractice))
	same := func(o controller.PracticeItem) bool { return o.Position == r.item.Position }
	listed := slices.ContainsFunc(list, same)
	if !found {
		list = list.Add(r.item)
	}
	list, left := list.Record(r.item.Position, found)
	p.SetString(keyPractice, controller.EncodePractice(list))
	u.keepSettings()
	finds := 0
	if i := slices.IndexFunc(list, same); i >= 0 {
		finds = list[i].Found
	}
	a := args{"Found": finds, "Times": controller.FoundTimes}
	switch {
	case left:
		return trn("Found {{.Count}} times: it leaves your practice.", controller.FoundTimes)
	case found && listed && controller.FoundTimes-finds > 1:
		return trn("Found {{.Found}} of {{.Times}} times: {{.Count}} more times and it leaves your practice.", controller.FoundTimes-finds, a)
	case found && listed:
		return tr("Found {{.Found}} of {{.Times}} times: once more and it leaves your practice.", a)
	case !found && !listed:
		return tr("It goes to your practice: Game > Practice brings it back until you find it twice.")
	case !found:
		return tr("It stays in your practice (found {{.Found}} of {{.Times}} times).", a)
	}
	return ""
}

// practiceList is the positions waiting to be practised.
func (u *UI) practiceList() controller.Practice {
	list, err := controller.DecodePractice(u.app.Preferences().String(keyPractice))
	if err != nil {
		u.panel.setNotice(err.Error())
	}
	return list
}

// retryDialog is the open verdict's widgets, kept for the tests.
type retryDialog struct {
	dlg                   dialog.Dialog
	text, why, note       *widget.Label
	bestLine, back, again *widget.Button
	job                   *controller.Job
}

// showRetryVerdict says how the move compares with the best, and why when
// it is not good enough.
func (d *dialogs) showRetryVerdict(r *retryState, v controller.RetryVerdict, note string) {
	u := d.u
	rd := &retryDialog{text: widget.NewLabel(retryVerdictText(v, r.pos.Geometry())), why: widget.NewLabel(""), note: widget.NewLabel(note)}
	rd.text.Wrapping, rd.why.Wrapping, rd.note.Wrapping = fyne.TextWrapWord, fyne.TextWrapWord, fyne.TextWrapWord
	// set apart by its slant, in the text's own colour: the greyed one of
	// low importance is the disabled one, too faint to read on a dialog
	rd.note.TextStyle = fyne.TextStyle{Italic: true}
	if note == "" {
		rd.note.Hide()
	}
	if !v.Found {
		rd.why.SetText(tr("Looking into why…"))
		mover := speakerFor(controller.Settings{Mode: controller.HumanVsComputer, Human: r.pos.Turn}, r.pos.Turn)
		them := speakerFor(r.savedSettings, r.pos.Turn.Other())
		if them.you { // the other side was the player too
			them = speakerFor(controller.Settings{Mode: controller.HumanVsHuman}, r.pos.Turn.Other())
		}
		rd.job = explainInto(u, rd.why, func(ctx context.Context) (coach.Explanation, error) {
			return controller.ExplainResults(ctx, r.pos, v.Move, v.Best, v.Loss, v.Move.Exact && v.Best.Exact)
		}, mover, them)
	}
	closeWith := func(f func()) func() {
		return func() {
			rd.job.Cancel()
			rd.dlg.Hide()
			f()
		}
	}
	rd.bestLine = widget.NewButtonWithIcon(tr("Show the best line"), theme.MediaPlayIcon(), closeWith(func() { u.showBestLine(r, v.Best) }))
	rd.again = widget.NewButtonWithIcon(tr("Try again"), theme.MediaReplayIcon(), closeWith(func() { u.startRetry(r.item, r.practice) }))
	rd.back = widget.NewButtonWithIcon(tr("Back to your game"), theme.NavigateBackIcon(), closeWith(u.endRetry))
	buttons := container.NewHBox(rd.back, rd.again, rd.bestLine)
	if v.Found {
		rd.again.Hide()
	}
	if r.practice {
		rd.back.SetText(tr("Done"))
	}
	content := container.NewVBox(rd.text, rd.why, rd.note, container.NewCenter(buttons))
	title := tr("Not quite")
	if v.Found {
		title = tr("Well found")
	}
	rd.dlg = dialog.NewCustomWithoutButtons(title, content, u.win)
	rd.dlg.Resize(fitSize(u.win.Canvas(), 560, 0))
	d.retry = rd
	rd.dlg.Show()
}

// retryVerdictText says how a retried move compares with the best, on a
// board of geometry g.
func retryVerdictText(v controller.RetryVerdict, g *model.Geometry) string {
	score := func(r strategy.SizedResult) string { return discsText(r.Discs(), r.Exact) }
	a := args{"Move": g.CellName(v.Move.Move), "Score": score(v.Move), "Best": g.CellName(v.Best.Move), "BestScore": score(v.Best),
		"Margin": controller.RetryMargin}
	switch {
	case v.Move.Move == v.Best.Move:
		return tr("{{.Move}} is the best move ({{.BestScore}}).", a)
	case v.Found:
		return tr("{{.Move}} ({{.Score}}) is as good as it gets: within {{.Margin}} discs of the best, {{.Best}} ({{.BestScore}}).", a)
	}
	return trn("{{.Move}} ({{.Score}}) gives away {{.Count}} discs against the best, {{.Best}} ({{.BestScore}}).", int(math.Round(v.Loss)), a)
}

// showBestLine plays the best line out from the retried position, shown
// from its start to step through: BestLineMoves moves whether the player
// found the best move or not.
func (u *UI) showBestLine(r *retryState, best strategy.SizedResult) {
	line := r.bestLine
	if line == nil { // asked for before it was played out: a quicker search
		cfg := strategy.ScoreConfig(4)
		if r.pos.Size() != 8 {
			// the any-size solver is far slower than the 8x8 one: exact
			// no earlier than in the analysis
			cfg.ExactEmpties = min(cfg.ExactEmpties, controller.AnalysisConfig().ExactEmpties)
		}
		line = controller.BestLine(context.Background(), r.pos, best, controller.BestLineMoves, cfg)
	}
	g := model.NewSizedGameFrom(r.pos)
	for _, m := range line {
		if err := g.PlayCell(m); err != nil {
			break // cannot happen: the line is played out legally
		}
	}
	u.loadQuietly(g, controller.Settings{Mode: controller.HumanVsHuman, Size: r.pos.Size()})
	u.showReview(0)
	u.panel.setLastingNotice(trn("The best line, {{.Count}} moves: step through it with Next. Game > Back to Your Game returns to your game.", g.Len()))
}

// endRetry goes back to the game the retry left, with its analysis.
func (u *UI) endRetry() {
	r := u.retry
	if r == nil {
		return
	}
	r.job.Cancel()
	u.retry = nil
	if r.saved == nil {
		return
	}
	u.loadQuietly(r.saved, r.savedSettings)
	if r.hadAnalysis {
		u.ana.result, u.ana.game = r.savedAnalysis, u.game
	}
	u.refresh(true)
	u.panel.setNotice(tr("Back to your game."))
}

// practise brings back the first position missed and not yet found twice.
func (u *UI) practise() {
	list := u.practiceList()
	if len(list) == 0 {
		dialog.ShowInformation(tr("Practice"), tr("Nothing to practise yet. Positions you miss when you retry a mistake from the coach's report come back here until you find them twice."), u.win)
		return
	}
	it := list[0]
	u.startRetry(it, true)
	if u.retry != nil {
		u.panel.setLastingNotice(trn("Practice ({{.Count}} positions to go): {{.Side}} to play. Find a move within {{.Margin}} discs of the best (found {{.Found}} of {{.Times}} times so far).",
			len(list), args{"Side": colourWord(u.retry.pos.Turn), "Margin": controller.RetryMargin, "Found": it.Found, "Times": controller.FoundTimes}))
	}
}

// explanations caches the coach's words on the marked moves of the game
// analysed, for the review.
type explanations struct {
	game  int            // the game (UI.game) they belong to
	words map[int]string // by move number; "" while being found
	jobs  []*controller.Job
}

// explanation is why mistake v of the game on show lost, in the window's
// words; tr("Looking into why…") while the coach finds it, off the window's
// goroutine, after which the review is shown again.
func (u *UI) explanation(v controller.MoveVerdict) string {
	x := &u.explained
	if x.game != u.game || x.words == nil {
		for _, j := range x.jobs {
			j.Cancel()
		}
		*x = explanations{game: u.game, words: map[int]string{}}
	}
	if w, ok := x.words[v.Number]; ok {
		if w == "" {
			return tr("Looking into why…")
		}
		return w
	}
	x.words[v.Number] = ""
	rec, game := u.snap.Game, u.game
	a, _ := u.Analysis()
	mover, them := speakerFor(u.snap.Settings, v.Color), speakerFor(u.snap.Settings, v.Color.Other())
	x.jobs = append(x.jobs, controller.StartJob(nil, func(ctx context.Context) {
		e, err := controller.ExplainMove(ctx, rec, a, v.Number-1)
		if ctx.Err() != nil {
			return
		}
		u.dispatch(func() {
			if x.game != game {
				return
			}
			if err != nil {
				x.words[v.Number] = tr("The coach could not tell: {{.Why}}", args{"Why": err.Error()})
			} else {
				x.words[v.Number] = strings.Join(explainLines(e, mover, them), " ")
			}
			if u.review >= 0 {
				u.refresh(false)
			}
		})
	}))
	return tr("Looking into why…")
}
