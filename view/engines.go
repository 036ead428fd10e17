// Other Othello programs in the window: Game > Engines adds, edits, tests
// and removes them, and chooses the one playing the computer's side and
// the one giving hints and analyses. The list is kept in the preferences.

package view

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/engine"
)

// The preference keys of the engines.
const (
	keyEngines      = "engines.list"       // the list, as controller.EncodeEngines writes it
	keyEnginesBad   = "engines.unreadable" // a list that could not be read, kept aside
	keyHintEngine   = "engines.hints"      // the engine giving hints and analyses; "" for ours
	engineTestLimit = 30 * time.Second     // a test waits this long for the engine's answer
	protocolNBoard  = "NBoard"
	protocolGTP     = "GTP"
	engineNameHelp  = "Edax"
	engineCmdHelp   = "/usr/games/edax -nboard"
)

var protocolLabels []string // see relabel

// engineList is the player's engines, read by the controller's goroutines
// (Config.Engines) as well as the window's.
type engineList struct {
	mu   sync.Mutex
	list []controller.EngineEntry
}

func (l *engineList) all() []controller.EngineEntry {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]controller.EngineEntry(nil), l.list...)
}

func (l *engineList) set(list []controller.EngineEntry) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.list = append([]controller.EngineEntry(nil), list...)
}

// find returns the engine named name.
func (l *engineList) find(name string) (controller.EngineEntry, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if i := controller.FindEngine(l.list, name); i >= 0 {
		return l.list[i], true
	}
	return controller.EngineEntry{}, false
}

// loadEngines reads the engine list from the preferences. One that cannot
// be read is kept aside, not lost, and said in the status line.
func (u *UI) loadEngines() string {
	p := u.app.Preferences()
	list, err := controller.DecodeEngines(p.String(keyEngines))
	u.engines.set(list)
	if err == nil {
		return ""
	}
	p.SetString(keyEnginesBad, p.String(keyEngines))
	p.SetString(keyEngines, controller.EncodeEngines(list))
	return tr("Some engines were left out ({{.Why}}); the list as it was is kept under {{.Key}} in the preferences.", args{"Why": err.Error(), "Key": keyEnginesBad})
}

// keepEngines saves the engine list.
func (u *UI) keepEngines() {
	u.app.Preferences().SetString(keyEngines, controller.EncodeEngines(u.engines.all()))
	u.keepSettings()
}

// hintEngineName is the engine giving hints and analyses; "" for ours.
func (u *UI) hintEngineName() string {
	name := u.app.Preferences().String(keyHintEngine)
	if e, ok := u.engines.find(name); ok && e.Hints() {
		return name
	}
	return ""
}

// applyHintEngine hands the chosen hint engine to the controller.
func (u *UI) applyHintEngine() {
	var entry *controller.EngineEntry
	if e, ok := u.engines.find(u.hintEngineName()); ok {
		entry = &e
	}
	if err := u.ctl.SetHintEngine(entry); err != nil {
		u.panel.setNotice(tr("Hints: {{.Why}}", args{"Why": err.Error()}))
	}
}

// setOpponent makes the engine named name (or our level, for "") play
// the computer's side from its next move, and keeps the choice.
func (u *UI) setOpponent(name string) {
	u.prefs.Game.Engine = name
	u.keepSettings()
	u.ctl.SetEngine(name)
}

// opponentChoices are the computer's side's choices on boards of size n:
// our level, then each engine that plays that size.
func (u *UI) opponentChoices(n int) []string {
	out := []string{ourLevelLabel}
	for _, e := range u.engines.all() {
		if e.Plays(n) {
			out = append(out, e.Name)
		}
	}
	return out
}

// opponentLabel is the choice naming engine name.
func opponentLabel(name string) string {
	if name == "" {
		return ourLevelLabel
	}
	return name
}

// opponentName is the engine a choice names; "" for our level.
func opponentName(label string) string {
	if label == ourLevelLabel {
		return ""
	}
	return label
}

// hintChoices are the hint sources: our search, then each NBoard engine.
func (u *UI) hintChoices() []string {
	out := []string{ourSearchLabel}
	for _, e := range u.engines.all() {
		if e.Hints() {
			out = append(out, e.Name)
		}
	}
	return out
}

// enginesDialog is the Engines dialog's widgets, kept for the tests.
type enginesDialog struct {
	dlg      dialog.Dialog
	rows     *fyne.Container
	opponent *widget.Select
	hints    *widget.Select
	status   *widget.Label
	edit     *engineForm // the add or edit form on show, nil when none
}

// showEngines lists the engines with their buttons, and the choices of
// who plays the computer's side and who gives hints.
func (d *dialogs) showEngines() {
	u := d.u
	ed := &enginesDialog{rows: container.NewVBox(), status: widget.NewLabel("")}
	ed.status.Wrapping = fyne.TextWrapWord
	d.engines = ed
	ed.opponent = widget.NewSelect(nil, handsBack(u.win.Canvas(), func(v string) {
		if name := opponentName(v); name != u.snap.Settings.Engine {
			u.setOpponent(name)
		}
	}))
	ed.hints = widget.NewSelect(nil, handsBack(u.win.Canvas(), func(v string) {
		name := v
		if v == ourSearchLabel {
			name = ""
		}
		if name != u.hintEngineName() {
			u.app.Preferences().SetString(keyHintEngine, name)
			u.keepSettings()
			u.applyHintEngine()
		}
	}))
	add := widget.NewButtonWithIcon(tr("Add engine…"), theme.ContentAddIcon(), func() { d.showEngineForm(nil) })
	d.fillEngines()
	form := widget.NewForm(
		widget.NewFormItem(tr("Plays the computer"), ed.opponent),
		widget.NewFormItem(tr("Hints and analysis"), ed.hints),
	)
	about := widget.NewLabel(tr("Any Othello program that speaks NBoard (Edax, NTest, Egaroucid…), GTP or the line protocol of othello play. " +
		"Only NBoard engines give hints and analyses. An engine that crashes, hangs or plays an illegal move is stopped and you are told why."))
	about.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(about, ed.rows, container.NewHBox(add), form, ed.status)
	ed.dlg = dialog.NewCustom(tr("Engines"), tr("Close"), fitWindow(u.win.Canvas(), content), u.win)
	ed.dlg.Resize(fitSize(u.win.Canvas(), 640, 0))
	ed.dlg.Show()
}

// playsByText says how an engine plays, as controller.EngineEntry.PlaysBy
// does for the command line, in the window's language: "5 s a move",
// "depth 12".
func playsByText(e controller.EngineEntry) string {
	switch {
	case e.MoveTime > 0:
		return tr("{{.Seconds}} s a move", args{"Seconds": secondsText(e.MoveTime)})
	case e.Protocol != engine.NBoard:
		return tr("its own pace")
	case e.Depth > 0:
		return tr("depth {{.Depth}}", args{"Depth": e.Depth})
	}
	return tr("depth {{.Depth}}", args{"Depth": engine.DefaultDepth})
}

// fillEngines shows the engine list and the choices as they are now.
func (d *dialogs) fillEngines() {
	u, ed := d.u, d.engines
	ed.rows.RemoveAll()
	list := u.engines.all()
	if len(list) == 0 {
		ed.rows.Add(widget.NewLabel(tr("No engines yet: add one by its command line.")))
	}
	for _, e := range list {
		e := e
		label := widget.NewLabel(fmt.Sprintf("%s · %s · %s · %s", e.Name, protocolLabel(e.Protocol), e.Command, playsByText(e)))
		label.Truncation = fyne.TextTruncateEllipsis
		buttons := container.NewHBox(
			widget.NewButton(tr("Edit"), func() { d.showEngineForm(&e) }),
			widget.NewButton(tr("Test"), func() { d.testEngine(e) }),
			widget.NewButton(tr("Remove"), func() { d.removeEngine(e.Name) }),
		)
		ed.rows.Add(container.NewBorder(nil, nil, nil, buttons, label))
	}
	ed.opponent.Options = u.opponentChoices(u.snap.Game.Size())
	ed.opponent.SetSelected(opponentLabel(u.snap.Settings.Engine))
	ed.hints.Options = u.hintChoices()
	hint := u.hintEngineName()
	if hint == "" {
		hint = ourSearchLabel
	}
	ed.hints.SetSelected(hint)
}

// testEngine starts an engine, sees it answer and says so in the dialog.
func (d *dialogs) testEngine(e controller.EngineEntry) {
	u, ed := d.u, d.engines
	ed.status.SetText(tr("Starting {{.Engine}}…", args{"Engine": e.Name}))
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), engineTestLimit)
		defer cancel()
		start := time.Now()
		name, err := controller.TestEngine(ctx, e)
		took := time.Since(start).Round(10 * time.Millisecond)
		u.dispatch(func() {
			if err != nil {
				ed.status.SetText(tr("{{.Engine}} did not answer: {{.Why}}", args{"Engine": e.Name, "Why": err.Error()}))
				return
			}
			ed.status.SetText(tr("{{.Engine}} answered in {{.Time}}, calling itself {{.Name}}.", args{"Engine": e.Name, "Time": took.String(), "Name": name}))
		})
	}()
}

// removeEngine takes an engine off the list; where it played or gave
// hints, ours takes over.
func (d *dialogs) removeEngine(name string) {
	u := d.u
	list := u.engines.all()
	i := controller.FindEngine(list, name)
	if i < 0 {
		return
	}
	u.engines.set(append(list[:i], list[i+1:]...))
	u.keepEngines()
	if u.snap.Settings.Engine == name {
		u.setOpponent("")
	}
	if u.app.Preferences().String(keyHintEngine) == name {
		u.app.Preferences().SetString(keyHintEngine, "")
	}
	u.applyHintEngine()
	d.fillEngines()
	d.engines.status.SetText(tr("Removed {{.Engine}}.", args{"Engine": name}))
}

// engineForm is the add or edit form's widgets.
type engineForm struct {
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
		Protocol: engine.Protocol(indexOf(protocolLabels, f.protocol.Selected, 0)),
		Command:  strings.TrimSpace(f.command.Text),
		Dir:      strings.TrimSpace(f.folder.Text),
	}
	if f.playsBy.Selected == playsByTime && e.Protocol != engine.Line {
		s, err := readDecimal(f.seconds.Text)
		if err != nil || s <= 0 {
			return e, errors.New(tr("the time a move {{.Given}} is not a number of seconds above 0", args{"Given": strconv.Quote(f.seconds.Text)}))
		}
		e.MoveTime = time.Duration(s * float64(time.Second)).Round(time.Millisecond)
	} else if e.Protocol == engine.NBoard {
		n, err := strconv.Atoi(strings.TrimSpace(f.depth.Text))
		if err != nil || n < 1 {
			return e, errors.New(tr("the depth {{.Given}} is not a whole number of 1 or more", args{"Given": strconv.Quote(f.depth.Text)}))
		}
		e.Depth = n
	}
	return e, e.Check()
}

// showEngineForm adds an engine (old nil) or edits one.
func (d *dialogs) showEngineForm(old *controller.EngineEntry) {
	u := d.u
	f := &engineForm{name: widget.NewEntry(), command: widget.NewEntry(), folder: widget.NewEntry(),
		depth: widget.NewEntry(), seconds: widget.NewEntry(), problem: widget.NewLabel("")}
	f.problem.Wrapping = fyne.TextWrapWord
	f.problem.Importance = widget.DangerImportance
	f.name.SetPlaceHolder(engineNameHelp)
	f.command.SetPlaceHolder(engineCmdHelp)
	f.folder.SetPlaceHolder(engineFolderHelp)
	f.depth.SetText(strconv.Itoa(engine.DefaultDepth))
	f.seconds.SetText("5")
	f.playsBy = widget.NewSelect([]string{playsByDepth, playsByTime}, nil)
	enable := func() {
		proto := engine.Protocol(indexOf(protocolLabels, f.protocol.Selected, 0))
		setEnabled(f.playsBy, proto != engine.Line)
		setEnabled(f.depth, proto == engine.NBoard && f.playsBy.Selected == playsByDepth)
		setEnabled(f.seconds, proto != engine.Line && f.playsBy.Selected == playsByTime)
	}
	c := u.win.Canvas()
	f.playsBy.OnChanged = handsBack(c, func(string) { enable() })
	f.protocol = widget.NewSelect(protocolLabels, handsBack(c, func(string) { enable() }))
	f.protocol.SetSelected(protocolNBoard)
	f.playsBy.SetSelected(playsByDepth)
	title := tr("Add engine")
	if old != nil {
		title = tr("Edit {{.Engine}}", args{"Engine": old.Name})
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
			f.seconds.SetText(secondsText(old.MoveTime))
		}
	}
	enable()
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Name"), f.name),
		widget.NewFormItem(tr("Protocol"), f.protocol),
		widget.NewFormItem(tr("Command line"), f.command),
		widget.NewFormItem(tr("Folder"), f.folder),
		widget.NewFormItem(tr("Plays by"), f.playsBy),
		widget.NewFormItem(tr("Depth"), f.depth),
		widget.NewFormItem(tr("Seconds a move"), f.seconds),
	}
	save := widget.NewButtonWithIcon(tr("Save"), theme.DocumentSaveIcon(), func() { d.saveEngine(f) })
	save.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon(tr("Cancel"), theme.CancelIcon(), func() { f.dlg.Hide() })
	content := container.NewVBox(widget.NewForm(items...), f.problem, container.NewCenter(container.NewHBox(cancel, save)))
	f.dlg = dialog.NewCustomWithoutButtons(title, fitWindow(u.win.Canvas(), content), u.win)
	f.dlg.Resize(fitSize(u.win.Canvas(), 560, 0))
	if d.engines != nil {
		d.engines.edit = f
	}
	f.dlg.Show()
}

// saveEngine checks the form and, when it holds a usable engine, puts it
// in the list (in the place of the one edited); otherwise it says why.
func (d *dialogs) saveEngine(f *engineForm) {
	u := d.u
	e, err := f.entry()
	if err != nil {
		f.problem.SetText(capitalize(err.Error()) + ".")
		return
	}
	list := u.engines.all()
	if i := controller.FindEngine(list, e.Name); i >= 0 && e.Name != f.old {
		f.problem.SetText(tr("There is already an engine named {{.Engine}}.", args{"Engine": e.Name}))
		return
	}
	if i := controller.FindEngine(list, f.old); f.old != "" && i >= 0 {
		list[i] = e
	} else {
		list = append(list, e)
	}
	u.engines.set(list)
	u.keepEngines()
	if f.old != "" && f.old != e.Name {
		// the choices follow the engine under its new name
		if u.snap.Settings.Engine == f.old {
			u.setOpponent(e.Name)
		}
		if u.app.Preferences().String(keyHintEngine) == f.old {
			u.app.Preferences().SetString(keyHintEngine, e.Name)
		}
	}
	u.applyHintEngine()
	f.dlg.Hide()
	if d.engines != nil {
		d.engines.edit = nil
		d.fillEngines()
		d.engines.status.SetText(tr("Saved {{.Engine}}: press Test to see it answer.", args{"Engine": e.Name}))
	}
}

// protocolLabel names a protocol in the window.
func protocolLabel(p engine.Protocol) string {
	if p < 0 || int(p) >= len(protocolLabels) {
		return protocolLabels[0]
	}
	return protocolLabels[p]
}

// showEngineFailed says why the external opponent could not move, and
// offers to ask it again or to play on against our level.
func (d *dialogs) showEngineFailed(e controller.Event) {
	u := d.u
	name := u.snap.Settings.Engine
	text := widget.NewLabel(engineFailedText(name, failureWhy(e.Err, e.Problem)))
	text.Wrapping = fyne.TextWrapWord
	level := levelName(u.snap.Settings.Level)
	dlg := dialog.NewCustomConfirm(tr("{{.Engine}} could not move", args{"Engine": name}), tr("Try again"),
		tr("Play on against {{.Level}}", args{"Level": level}),
		container.NewVBox(text), func(again bool) {
			d.engineFailed = nil
			if u.snap.Stalled == "" {
				return // a new game or another opponent came first
			}
			if again {
				u.ctl.Resume()
				return
			}
			u.setOpponent("")
		}, u.win)
	dlg.Resize(fitSize(u.win.Canvas(), 560, 0))
	d.engineFailed = dlg
	dlg.Show()
}

// engineFailedText says what went wrong with an engine, and what can be
// done.
func engineFailedText(name, problem string) string {
	return tr("{{.Engine}} stopped: {{.Why}}.\n\nTry again starts it afresh; or play on from here against our own level. "+
		"Game > Engines edits its command line.", args{"Engine": name, "Why": strings.TrimSuffix(strings.TrimPrefix(problem, name+": "), ".")})
}
