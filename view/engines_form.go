// The Engines dialog's add and edit form: an engine's name, command,
// protocol and how it plays, checked before it joins the list.

package view

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/engine"
	"othello/view/i18n"
	"othello/view/kit"
)

// engineForm is the add or edit form's widgets.
type engineForm struct {
	u                            *UI
	dlg                          dialog.Dialog
	name, command, folder, depth *widget.Entry
	seconds                      *widget.Entry
	protocol, playsBy            *widget.Select
	problem                      *widget.Label
	old                          string // the name of the engine edited; "" when adding
}

// entry reads the form as an engine.
func (f *engineForm) entry() (controller.EngineEntry, error) {
	e := controller.EngineEntry{
		Name:     strings.TrimSpace(f.name.Text),
		Protocol: engine.Protocol(kit.IndexOf(protocolLabels, f.protocol.Selected, 0)),
		Command:  strings.TrimSpace(f.command.Text),
		Dir:      strings.TrimSpace(f.folder.Text),
	}
	if f.playsBy.Selected == playsByTime && e.Protocol != engine.Line {
		s, err := i18n.ReadDecimal(f.seconds.Text)
		if err != nil || s <= 0 {
			return e, errors.New(i18n.T("the time a move {{.Given}} is not a number of seconds above 0", i18n.Args{"Given": strconv.Quote(f.seconds.Text)}))
		}
		e.MoveTime = time.Duration(s * float64(time.Second)).Round(time.Millisecond)
	} else if e.Protocol == engine.NBoard {
		n, err := strconv.Atoi(strings.TrimSpace(f.depth.Text))
		if err != nil || n < 1 {
			return e, errors.New(i18n.T("the depth {{.Given}} is not a whole number of 1 or more", i18n.Args{"Given": strconv.Quote(f.depth.Text)}))
		}
		e.Depth = n
	}
	return e, e.Check()
}

// showEngineForm adds an engine (old nil) or edits one.
func (d *dialogs) showEngineForm(old *controller.EngineEntry) {
	u := d.u
	f := &engineForm{u: u, name: widget.NewEntry(), command: widget.NewEntry(), folder: widget.NewEntry(),
		depth: widget.NewEntry(), seconds: widget.NewEntry(), problem: i18n.WrapLabel("")}
	f.problem.Importance = widget.DangerImportance
	f.name.SetPlaceHolder(engineNameHelp)
	f.command.SetPlaceHolder(engineCmdHelp)
	f.folder.SetPlaceHolder(engineFolderHelp)
	f.depth.SetText(strconv.Itoa(engine.DefaultDepth))
	f.seconds.SetText("5")
	f.playsBy = widget.NewSelect([]string{playsByDepth, playsByTime}, nil)
	var form *widget.Form
	enable := func() {
		proto := engine.Protocol(kit.IndexOf(protocolLabels, f.protocol.Selected, 0))
		kit.SetEnabled(f.playsBy, proto != engine.Line)
		kit.SetEnabled(f.depth, proto == engine.NBoard && f.playsBy.Selected == playsByDepth)
		kit.SetEnabled(f.seconds, proto != engine.Line && f.playsBy.Selected == playsByTime)
		if form != nil {
			form.Refresh() // the form greys the labels of disabled fields only then
		}
	}
	c := u.win.Canvas()
	f.playsBy.OnChanged = kit.HandsBack(c, func(string) { enable() })
	f.protocol = widget.NewSelect(protocolLabels, kit.HandsBack(c, func(string) { enable() }))
	f.protocol.SetSelected(protocolNBoard)
	f.playsBy.SetSelected(playsByDepth)
	title := i18n.T("Add engine")
	if old != nil {
		title = i18n.T("Edit {{.Engine}}", i18n.Args{"Engine": old.Name})
		f.old = old.Name
		f.name.SetText(old.Name)
		f.protocol.SetSelected(protocolLabel(old.Protocol))
		f.command.SetText(old.Command)
		f.folder.SetText(old.Dir)
		if old.Depth > 0 {
			f.depth.SetText(strconv.Itoa(old.Depth))
		}
		if old.MoveTime > 0 {
			f.playsBy.SetSelected(playsByTime)
			f.seconds.SetText(kit.SecondsText(old.MoveTime))
		}
	}
	enable()
	items := []*widget.FormItem{
		widget.NewFormItem(i18n.T("Name"), f.name),
		widget.NewFormItem(i18n.T("Protocol"), f.protocol),
		widget.NewFormItem(i18n.T("Command line"), f.command),
		widget.NewFormItem(i18n.T("Folder"), f.folder),
		widget.NewFormItem(i18n.T("Plays by"), f.playsBy),
		widget.NewFormItem(i18n.T("Depth"), f.depth),
		widget.NewFormItem(i18n.T("Seconds a move"), f.seconds),
	}
	save := widget.NewButtonWithIcon(i18n.T("Save"), theme.DocumentSaveIcon(), f.save)
	save.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon(i18n.T("Cancel"), theme.CancelIcon(), func() { f.dlg.Hide() })
	form = widget.NewForm(items...)
	content := container.NewVBox(form, f.problem, container.NewCenter(container.NewHBox(cancel, save)))
	f.dlg = dialog.NewCustomWithoutButtons(title, kit.FitWindow(u.win.Canvas(), content), u.win)
	f.dlg.Resize(kit.FitSize(u.win.Canvas(), 560, 0))
	if d.engines != nil {
		d.engines.edit = f
	}
	f.dlg.Show()
}

// save checks the form and, when it holds a usable engine, puts it in
// the list (in the place of the one edited); otherwise it says why.
func (f *engineForm) save() {
	u := f.u
	e, err := f.entry()
	if err != nil {
		i18n.SetWrapped(f.problem, i18n.Capitalize(err.Error())+".")
		return
	}
	list := u.engines.all()
	if i := controller.FindEngine(list, e.Name); i >= 0 && e.Name != f.old {
		i18n.SetWrapped(f.problem, i18n.T("There is already an engine named {{.Engine}}.", i18n.Args{"Engine": e.Name}))
		return
	}
	if i := controller.FindEngine(list, f.old); f.old != "" && i >= 0 {
		list[i] = e
	} else {
		list = append(list, e)
	}
	u.engines.set(list)
	u.external.keepEngines()
	if f.old != "" && f.old != e.Name {
		// the choices follow the engine under its new name
		if u.snap.Settings.Engine == f.old {
			u.external.setOpponent(e.Name)
		}
		if u.app.Preferences().String(keyHintEngine) == f.old {
			u.app.Preferences().SetString(keyHintEngine, e.Name)
		}
	}
	u.external.applyHintEngine()
	f.dlg.Hide()
	if ed := u.dialogs.engines; ed != nil {
		ed.edit = nil
		ed.fill()
		ed.say(i18n.T("Saved {{.Engine}}: press Test to see it answer.", i18n.Args{"Engine": e.Name}))
	}
}

// protocolLabel names a protocol in the window.
func protocolLabel(p engine.Protocol) string {
	if p < 0 || int(p) >= len(protocolLabels) {
		return protocolLabels[0]
	}
	return protocolLabels[p]
}
