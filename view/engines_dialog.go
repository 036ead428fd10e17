// The Engines dialog (Game > Engines): the engine list with its buttons
// to test and remove each, and the choices of who plays the computer's
// side and who gives hints.

package view

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/engine"
	"othello/view/i18n"
	"othello/view/kit"
)

// enginesDialog is the Engines dialog's widgets, kept for the tests.
type enginesDialog struct {
	u        *UI
	dlg      dialog.Dialog
	rows     *fyne.Container
	opponent *widget.Select
	hints    *widget.Select
	status   *widget.Label
	edit     *engineForm           // the add or edit form on show, nil when none
	remove   *dialog.ConfirmDialog // the question before an engine is removed, nil when none
}

// showEngines lists the engines with their buttons, and the choices of
// who plays the computer's side and who gives hints.
func (d *dialogs) showEngines() {
	u := d.u
	ed := &enginesDialog{u: u, rows: container.NewVBox(), status: i18n.WrapLabel("")}
	d.engines = ed
	ed.opponent = widget.NewSelect(nil, kit.HandsBack(u.win.Canvas(), func(v string) {
		if v != u.external.opponentShown(u.snap.Game.Size()) {
			u.external.setOpponent(opponentName(v))
		}
	}))
	ed.hints = widget.NewSelect(nil, kit.HandsBack(u.win.Canvas(), func(v string) {
		name := v
		if v == ourSearchLabel {
			name = ""
		}
		if name != u.external.hintEngineName() {
			u.app.Preferences().SetString(keyHintEngine, name)
			u.saved.keepSettings()
			u.external.applyHintEngine()
		}
	}))
	add := widget.NewButtonWithIcon(i18n.T("Add engine…"), theme.ContentAddIcon(), func() { d.showEngineForm(nil) })
	ed.fill()
	form := widget.NewForm(
		widget.NewFormItem(i18n.T("Plays the computer"), ed.opponent),
		widget.NewFormItem(i18n.T("Hints and analysis"), ed.hints),
	)
	about := i18n.WrapLabel(i18n.T("Any Othello program that speaks NBoard (Edax, NTest, Egaroucid…), GTP or the line protocol of othello play. " +
		"Only NBoard engines give hints and analyses. An engine that crashes, hangs or plays an illegal move is stopped and you are told why."))
	content := container.NewVBox(about, ed.rows, container.NewHBox(add), form, ed.status)
	ed.dlg = dialog.NewCustom(i18n.T("Engines"), i18n.T("Close"), kit.FitWindow(u.win.Canvas(), content), u.win)
	ed.dlg.Resize(kit.FitSize(u.win.Canvas(), 640, 0))
	ed.dlg.Show()
}

// say writes text in the dialog's status line, the dialog grown to show
// it whole.
func (ed *enginesDialog) say(text string) {
	i18n.SetWrapped(ed.status, text)
	ed.fit()
}

// fit grows the dialog to its content, as far as the window allows: a
// dialog keeps the size it was shown at, and an engine added or a longer
// status line then scrolled in a box too small.
func (ed *enginesDialog) fit() {
	if ed.dlg != nil {
		ed.dlg.Resize(kit.FitSize(ed.u.win.Canvas(), 640, 0))
	}
}

// playsByText says how an engine plays, as controller.EngineEntry.PlaysBy
// does for the command line, in the window's language: "5 s a move",
// "depth 12".
func playsByText(e controller.EngineEntry) string {
	switch {
	case e.MoveTime > 0:
		return i18n.T("{{.Seconds}} s a move", i18n.Args{"Seconds": kit.SecondsText(e.MoveTime)})
	case e.Protocol != engine.NBoard:
		return i18n.T("its own pace")
	case e.Depth > 0:
		return i18n.T("depth {{.Depth}}", i18n.Args{"Depth": e.Depth})
	}
	return i18n.T("depth {{.Depth}}", i18n.Args{"Depth": engine.DefaultDepth})
}

// fill shows the engine list and the choices as they are now.
func (ed *enginesDialog) fill() {
	u := ed.u
	ed.rows.RemoveAll()
	list := u.engines.all()
	if len(list) == 0 {
		ed.rows.Add(widget.NewLabel(i18n.T("No engines yet: add one by its command line.")))
	}
	for _, e := range list {
		e := e
		label := widget.NewLabel(fmt.Sprintf("%s · %s · %s · %s", e.Name, protocolLabel(e.Protocol), e.Command, playsByText(e)))
		label.Truncation = fyne.TextTruncateEllipsis
		buttons := container.NewHBox(
			widget.NewButton(i18n.T("Edit"), func() { u.dialogs.showEngineForm(&e) }),
			widget.NewButton(i18n.T("Test"), func() { ed.test(e) }),
			widget.NewButton(i18n.T("Remove"), func() { ed.askRemove(e) }),
		)
		ed.rows.Add(container.NewBorder(nil, nil, nil, buttons, label))
	}
	ed.opponent.Options = u.external.opponentChoices(u.snap.Game.Size())
	ed.opponent.SetSelected(u.external.opponentShown(u.snap.Game.Size()))
	ed.hints.Options = u.external.hintChoices()
	hint := u.external.hintEngineName()
	if hint == "" {
		hint = ourSearchLabel
	}
	ed.hints.SetSelected(hint)
	ed.fit()
}

// test starts an engine, sees it answer and says so in the dialog.
func (ed *enginesDialog) test(e controller.EngineEntry) {
	u := ed.u
	ed.say(i18n.T("Starting {{.Engine}}…", i18n.Args{"Engine": e.Name}))
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), engineTestLimit)
		defer cancel()
		start := time.Now()
		name, err := controller.TestEngine(ctx, e)
		took := time.Since(start).Round(10 * time.Millisecond)
		u.dispatch(func() {
			if err != nil {
				ed.say(i18n.T("{{.Engine}} did not answer: {{.Why}}", i18n.Args{"Engine": e.Name, "Why": err.Error()}))
				return
			}
			ed.say(i18n.T("{{.Engine}} answered in {{.Time}}, calling itself {{.Name}}.", i18n.Args{"Engine": e.Name, "Time": took.String(), "Name": name}))
		})
	}()
}

// askRemove asks before taking e off the list: its command line, typed
// once, would be lost to a slip of the mouse.
func (ed *enginesDialog) askRemove(e controller.EngineEntry) {
	a := i18n.Args{"Engine": e.Name, "Command": e.Command}
	dlg := dialog.NewConfirm(i18n.T("Remove {{.Engine}}?", a),
		i18n.LineBreaks(i18n.T("{{.Engine}} leaves the engine list; adding it again takes its command line: {{.Command}}", a)),
		func(remove bool) {
			ed.remove = nil
			if remove {
				ed.removeEngine(e.Name)
			}
		}, ed.u.win)
	dlg.SetConfirmText(i18n.T("Remove"))
	dlg.SetDismissText(i18n.T("Cancel"))
	ed.remove = dlg
	dlg.Show()
}

// removeEngine takes an engine off the list; where it played or gave
// hints, ours takes over.
func (ed *enginesDialog) removeEngine(name string) {
	u := ed.u
	list := u.engines.all()
	i := controller.FindEngine(list, name)
	if i < 0 {
		return
	}
	u.engines.set(append(list[:i], list[i+1:]...))
	u.external.keepEngines()
	if u.snap.Settings.Engine == name {
		u.external.setOpponent("")
	}
	if u.app.Preferences().String(keyHintEngine) == name {
		u.app.Preferences().SetString(keyHintEngine, "")
	}
	u.external.applyHintEngine()
	ed.fill()
	ed.say(i18n.T("Removed {{.Engine}}.", i18n.Args{"Engine": name}))
}
