// The practice list of Game > Practice: positions missed on a retry,
// kept in the preferences until found twice.

package view

import (
	"slices"

	"fyne.io/fyne/v2/dialog"

	"othello/controller"
	"othello/view/i18n"
	"othello/view/othellowords"
)

// keyPractice keeps the practice positions.
const keyPractice = "coach.practice"

// keepPractice records a retry: a miss puts the position on the practice
// list; every try of a listed position is counted, and two finds take it
// off. It returns what became of the position, for the player: "" when
// it was found and never listed.
func (co coaching) keepPractice(r *retryState, found bool) string {
	u := co.u
	p := u.app.Preferences()
	list, _ := controller.DecodePractice(p.String(keyPractice))
	same := func(o controller.PracticeItem) bool { return o.Position == r.item.Position }
	listed := slices.ContainsFunc(list, same)
	if !found {
		list = list.Add(r.item)
	}
	list, left := list.Record(r.item.Position, found)
	p.SetString(keyPractice, controller.EncodePractice(list))
	u.saved.keepSettings()
	finds := 0
	if i := slices.IndexFunc(list, same); i >= 0 {
		finds = list[i].Found
	}
	a := i18n.Args{"Found": finds, "Times": controller.FoundTimes}
	switch {
	case left:
		return i18n.N("Found {{.Count}} times: it leaves your practice.", controller.FoundTimes)
	case found && listed && controller.FoundTimes-finds > 1:
		return i18n.N("Found {{.Found}} of {{.Times}} times: {{.Count}} more times and it leaves your practice.", controller.FoundTimes-finds, a)
	case found && listed:
		return i18n.T("Found {{.Found}} of {{.Times}} times: once more and it leaves your practice.", a)
	case !found && !listed:
		return i18n.T("It goes to your practice: Game > Practice brings it back until you find it twice.")
	case !found:
		return i18n.T("It stays in your practice (found {{.Found}} of {{.Times}} times).", a)
	}
	return ""
}

// practiceList is the positions waiting to be practised.
func (co coaching) practiceList() controller.Practice {
	u := co.u
	list, err := controller.DecodePractice(u.app.Preferences().String(keyPractice))
	if err != nil {
		u.panel.setNotice(err.Error())
	}
	return list
}

// practise brings back the first position missed and not yet found twice.
func (co coaching) practise() {
	u := co.u
	list := co.practiceList()
	if len(list) == 0 {
		dialog.ShowInformation(i18n.T("Practice"), i18n.LineBreaks(i18n.T("Nothing to practise yet. Positions you miss when you retry a mistake from the coach's report come back here until you find them twice.")), u.win)
		return
	}
	it := list[0]
	co.startRetry(it, true)
	if u.retry != nil {
		u.panel.setLastingNotice(i18n.N("Practice ({{.Count}} positions to go): {{.Side}} to play. Find a move within {{.Margin}} discs of the best (found {{.Found}} of {{.Times}} times so far).",
			len(list), i18n.Args{"Side": othellowords.ColourWord(u.retry.pos.Turn), "Margin": controller.RetryMargin, "Found": it.Found, "Times": controller.FoundTimes}))
	}
}
