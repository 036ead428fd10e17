// The coach's report at the end of an analysed game: the three costliest
// mistakes, each explained, each with Retry from here; and the coach's
// words on the marked moves of a reviewed game. Retrying a position is in
// report_retry.go, the practice list in report_practice.go; the window's
// coaching room, declared here, holds them, the Coach's rating (coach.go)
// and the panel's words on a drill (drill.go).

package view

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/coach"
	"othello/controller/session"
	"othello/model"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othellowords"
)

// coaching is the window's coach: the report's words on the mistakes,
// retrying a position, the practice list, the Coach level's rating and
// what the panel says of a drill.
type coaching struct {
	u *UI // the window it belongs to
}

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
	jobs    []*session.Job
	scroll  *container.Scroll // the rows, laid out again as each why arrives
}

// showCoachReport explains the costliest mistakes of the analysed game:
// the person's against the computer, both sides' otherwise.
func (d *dialogs) showCoachReport() {
	u := d.u
	a, ok := u.Analysis()
	if !ok || len(a.Moves) == 0 {
		u.panel.setNotice(i18n.T("The coach's report needs an analysis: Game > Analyse Game first."))
		return
	}
	s := u.snap.Settings
	both := s.Mode != controller.HumanVsComputer
	mistakes := controller.Mistakes(a, s.Human, both, reportMistakes)
	rec := u.snap.Game
	r := &coachReport{summary: i18n.WrapLabel(reportSummary(a, s, both, u.hinting().used()))}
	rows := container.NewVBox(r.summary)
	for _, v := range mistakes {
		w := i18n.Args{"Move": rec.MoveLabel(v.Number-1) + v.Mark(), "Lost": othellowords.Counted(int(v.Loss+0.5), "disc"), "Best": rec.Geometry().CellName(v.Best)}
		text := i18n.T("{{.Move}}: {{.Lost}} lost against {{.Best}}", w)
		if p := othellowords.SpeakerFor(s, v.Color); !p.You {
			// who played it, when it was not the player
			w["Who"] = p.Name
			text = i18n.T("{{.Move}} ({{.Who}}): {{.Lost}} lost against {{.Best}}", w)
		}
		title := widget.NewLabelWithStyle(text,
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		r.titles = append(r.titles, title)
		rows.Add(widget.NewSeparator())
		why := i18n.WrapLabel(i18n.T("Looking into it…"))
		item := controller.PracticeItemOf(rec, v)
		retry := widget.NewButtonWithIcon(i18n.T("Retry from here"), theme.MediaReplayIcon(), func() {
			r.close()
			u.coach.startRetry(item, false)
		})
		r.whys, r.retries = append(r.whys, why), append(r.retries, retry)
		rows.Add(container.NewBorder(nil, nil, nil, container.NewCenter(retry), container.NewVBox(title, why)))
		i := v.Number - 1
		mover, them := othellowords.SpeakerFor(s, v.Color), othellowords.SpeakerFor(s, v.Color.Other())
		r.jobs = append(r.jobs, explainInto(u, why, func(ctx context.Context) (coach.Explanation, error) {
			return controller.ExplainMove(ctx, rec, a, i)
		}, mover, them, r.relayout))
	}
	if len(mistakes) == 0 {
		rows.Add(widget.NewLabel(i18n.T("No move lost 2 discs or more: nothing to retry.")))
	}
	meaning := widget.NewButtonWithIcon(i18n.T("What the costs mean"), theme.HelpIcon(), func() {
		dialog.ShowInformation(i18n.T("The cost of the moves"), i18n.LineBreaks(costMeaning()), u.win)
	})
	meaning.Importance = widget.LowImportance
	rows.Objects = append([]fyne.CanvasObject{rows.Objects[0], container.NewHBox(meaning)}, rows.Objects[1:]...)
	r.meaning = meaning
	r.scroll = container.NewVScroll(rows)
	r.dlg = dialog.NewCustom(i18n.T("Coach's report"), i18n.T("Close"), r.scroll, u.win)
	r.dlg.SetOnClosed(r.cancel)
	height := float32(600) // room for the mistakes' whys as they come
	if len(mistakes) == 0 {
		height = 320 // a summary and a line: 600 was a tall empty box
	}
	r.dlg.Resize(kit.FitSize(u.win.Canvas(), 640, height))
	d.report = r
	r.dlg.Show()
}

// relayout lays the rows out again for the words that came: a why of two
// lines kept the one line of "Looking into it…", and the next mistake's
// separator struck through its second line (the scroll takes no new
// minimum from its rows, so Fyne does not lay them out again itself).
func (r *coachReport) relayout() {
	if r.scroll != nil {
		r.scroll.Refresh()
	}
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
// goroutine, and writes it into why, in the words of mover and them; then
// laid (nil: nothing) lays out what holds why for its new height.
func explainInto(u *UI, why *widget.Label, explain func(context.Context) (coach.Explanation, error), mover, them othellowords.Speaker, laid func()) *session.Job {
	return session.StartJob(nil, func(ctx context.Context) {
		e, err := explain(ctx)
		if ctx.Err() != nil {
			return
		}
		u.dispatch(func() {
			if err != nil {
				i18n.SetWrapped(why, i18n.T("The coach could not tell: {{.Why}}", i18n.Args{"Why": err.Error()}))
			} else {
				i18n.SetWrapped(why, strings.Join(othellowords.ExplainLines(e, mover, them), "\n"))
			}
			if laid != nil {
				laid()
			}
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
		text = i18n.T("Black's moves cost {{.BlackCost}} against best play, White's {{.WhiteCost}}; {{.Mistakes}} of 2 discs or more in all.",
			i18n.Args{"BlackCost": othellowords.Counted(cost[model.Black], "disc"), "WhiteCost": cost[model.White], "Mistakes": i18n.Count(mistakes[model.Black]+mistakes[model.White], "mistake")})
	} else {
		me, them := s.Human, s.Human.Other()
		a := i18n.Args{"Cost": othellowords.Counted(cost[me], "disc"), "Mistakes": i18n.Count(mistakes[me], "mistake"), "ThemCost": cost[them]}
		othellowords.SpeakerArgs(a, "Them", othellowords.SpeakerFor(s, them))
		text = i18n.T("Your moves cost {{.Cost}} against best play, in {{.Mistakes}} of 2 discs or more; {{.ThemPoss}} moves cost {{.ThemCost}}.", a)
	}
	if hints > 0 {
		text += i18n.SentenceGap() + i18n.N("You asked for {{.Count}} hints.", hints)
	}
	if mistakes[s.Human] > 0 || both && mistakes[model.Black]+mistakes[model.White] > 0 {
		text += i18n.SentenceGap() + i18n.T("The costliest, and why:")
	}
	return text
}

// costMeaning says what the costs of the report add up.
func costMeaning() string {
	return i18n.T("Every move is weighed against the best move of its position, as a deep search finds it. " +
		"A move's cost is how many discs it gives away against that best move; a side's total adds up the costs of all its moves. " +
		"It is not the final margin: each side's mistakes give discs back to the other. " +
		"Roughly, the final margin is the difference between the two totals.")
}

// explanations caches the coach's words on the marked moves of the game
// analysed, for the review.
type explanations struct {
	game  int            // the game (UI.game) they belong to
	words map[int]string // by move number; "" while being found
	jobs  []*session.Job
}

// explanation is why mistake v of the game on show lost, in the window's
// words; i18n.T("Looking into why…") while the coach finds it, off the window's
// goroutine, after which the review is shown again.
func (co coaching) explanation(v controller.MoveVerdict) string {
	u := co.u
	x := &u.explained
	if x.game != u.game || x.words == nil {
		for _, j := range x.jobs {
			j.Cancel()
		}
		*x = explanations{game: u.game, words: map[int]string{}}
	}
	if w, ok := x.words[v.Number]; ok {
		if w == "" {
			return i18n.T("Looking into why…")
		}
		return w
	}
	x.words[v.Number] = ""
	rec, game := u.snap.Game, u.game
	a, _ := u.Analysis()
	mover, them := othellowords.SpeakerFor(u.snap.Settings, v.Color), othellowords.SpeakerFor(u.snap.Settings, v.Color.Other())
	x.jobs = append(x.jobs, session.StartJob(nil, func(ctx context.Context) {
		e, err := controller.ExplainMove(ctx, rec, a, v.Number-1)
		if ctx.Err() != nil {
			return
		}
		u.dispatch(func() {
			if x.game != game {
				return
			}
			if err != nil {
				x.words[v.Number] = i18n.T("The coach could not tell: {{.Why}}", i18n.Args{"Why": err.Error()})
			} else {
				x.words[v.Number] = strings.Join(othellowords.ExplainLines(e, mover, them), " ")
			}
			if u.review >= 0 {
				u.refresh(false)
			}
		})
	}))
	return i18n.T("Looking into why…")
}
