package view

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/sound"
)

// dialogs are the window's dialogs: they act on the whole window, and
// some stay open across events.
type dialogs struct {
	u          *UI                   // the window they belong to
	over       *gameOverDialog       // the open game-over dialog, if any
	restored   *dialog.ConfirmDialog // the offer to continue a restored game
	replace    *dialog.ConfirmDialog // the question before a paste replaces a game
	level      *widget.Select        // the Settings dialog's computer level
	playerName *escapeEntry          // the Settings dialog's name written in saved games
	threads    *widget.Select        // the Settings dialog's search threads
	style      *widget.Select        // the Settings dialog's board style
	theme      *widget.Select        // the Settings dialog's theme
	language   *widget.Select        // the Settings dialog's language, from the next launch
	values     *widget.Check         // the Settings dialog's move values
	sound      *widget.Check         // the Settings dialog's sound switch
	volume     *widget.Slider        // the Settings dialog's volume, usable while the sound is on
	rules      *fyne.Container       // the last Rules dialog's content
	manual     *widget.RichText      // the last Manual dialog's text
	about      *fyne.Container       // the last About dialog's content
	shortcuts  dialog.Dialog         // the last Keyboard shortcuts dialog
	newGame    *newGameForm          // the last New game dialog
	setUpForm  *setUpForm            // the last Set up dialog
	editor     *positionEditor       // the last position editor
	stats      *statsDialog          // the last Statistics dialog
	engines    *enginesDialog        // the last Engines dialog
	// the last message that the external opponent could not move
	engineFailed *dialog.ConfirmDialog // while open
	report       *coachReport          // the last coach's report
	retry        *retryDialog          // the last verdict on a retried move
	// the question whether to quit with the game not saved, while open
	quitAnyway *dialog.ConfirmDialog
}

// newGameForm holds the New game dialog's choices.
type newGameForm struct {
	mode, colour, algo *widget.RadioGroup
	eval, size         *widget.RadioGroup
	eval8              string             // the evaluation chosen for 8x8, kept while another size shows its own
	start              *widget.RadioGroup // where the game starts (startLabels)
	shown              *model.Game        // the position shown, when it can start a game
	// shownLabel names the start from shown when it is Othello's game
	// waiting behind Gomoku ("": the usual "The position shown")
	shownLabel         string
	clock              *widget.Select  // the time control: none, a preset or custom
	minutes, increment *escapeEntry    // the custom time control
	custom             *fyne.Container // the custom fields, shown when chosen
	level              *widget.Select
	levelAbout         *widget.Label      // what the chosen level does
	levelChoice        *described         // the level and what it does
	opponent           *widget.Select     // our level or an external engine for the computer's side
	game               *widget.RadioGroup // Othello or Gomoku
	gomoku             *gomokuForm        // Gomoku's choices, shown in place of Othello's
	dlg                *dialog.ConfirmDialog
}

// described is a choice with a line under it saying what the chosen value
// does. Disabled, the line greys with the choice; a form greys the
// choice's label too, as it does for any disabled widget.
type described struct {
	widget.BaseWidget
	choice interface {
		fyne.CanvasObject
		fyne.Disableable
	}
	about *widget.Label
}

// aboutLine makes a wrapped line that says what a choice does (the line of a
// described).
func aboutLine(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

func newDescribed(choice interface {
	fyne.CanvasObject
	fyne.Disableable
}, about *widget.Label) *described {
	d := &described{choice: choice, about: about}
	d.ExtendBaseWidget(d)
	return d
}

func (d *described) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewVBox(d.choice, d.about))
}

// Enable enables the choice and shows its line in the text colour.
func (d *described) Enable() {
	d.choice.Enable()
	d.about.Importance = widget.MediumImportance
	d.about.Refresh()
}

// Disable disables the choice and greys its line.
func (d *described) Disable() {
	d.choice.Disable()
	d.about.Importance = widget.LowImportance
	d.about.Refresh()
}

// Disabled reports whether the choice is disabled.
func (d *described) Disabled() bool { return d.choice.Disabled() }

// showNewGameDialog asks for the board size, mode, colour, level and
// algorithm, then starts a game with them and keeps them for next time.
func (d *dialogs) showNewGameDialog() {
	u := d.u
	s := u.snap.Settings
	f := &newGameForm{}
	c := u.win.Canvas()
	f.colour = radio(c, colourLabels, colourLabels[s.Human], nil)
	f.colour.Horizontal = true
	names := append(levelNames(), coachLabel)
	var form *widget.Form
	f.levelAbout = aboutLine("")
	f.level = widget.NewSelect(names, handsBack(c, func(v string) {
		if v == coachLabel {
			f.levelAbout.SetText(capitalize(coachDoes(LoadRating(u.app.Preferences()))))
			return
		}
		f.levelAbout.SetText(capitalize(levelDoes(strategy.Level(indexOf(names, v, int(s.Level))))))
	}))
	f.level.SetSelected(levelChoice(s))
	f.levelChoice = newDescribed(f.level, f.levelAbout)
	levelItem := widget.NewFormItem(tr("Level"), f.levelChoice)
	f.algo = radio(c, algoLabels, algoLabels[s.Algorithm], nil)
	f.algo.Horizontal = true
	f.eval8 = evalLabels[s.Eval&1]
	f.eval = radio(c, evalLabels, f.eval8, func(v string) {
		if f.size == nil || f.size.Selected == sizeLabel(8) {
			f.eval8 = v
		}
	})
	var enable func()
	f.opponent = widget.NewSelect(u.opponentChoices(), handsBack(c, func(string) {
		if enable != nil {
			enable()
		}
	}))
	if _, ok := u.engines.find(s.Engine); ok {
		f.opponent.SetSelected(opponentLabel(s.Engine))
	} else {
		f.opponent.SetSelected(ourLevelLabel)
	}
	// The colour only matters against the computer, and the computer's
	// choices only when it plays; the evaluations are the 8x8 engine's.
	enable = func() {
		if f.mode == nil || f.size == nil {
			return // still being made; enable runs once both are
		}
		mode := f.mode.Selected
		// the position shown has its own size
		setEnabled(f.size, f.startChoice() != startShown)
		setEnabled(f.colour, mode == modeLabels[controller.HumanVsComputer])
		// our level plays unless nobody does (two players) or an engine
		// plays against you (in the demo it plays our level)
		ours := mode == modeLabels[controller.ComputerVsComputer] ||
			mode == modeLabels[controller.HumanVsComputer] && (f.opponent.Selected == ourLevelLabel || f.size.Selected != sizeLabel(8))
		for _, w := range []fyne.Disableable{f.levelChoice, f.algo} {
			setEnabled(w, ours)
		}
		setEnabled(f.eval, ours && f.size.Selected == sizeLabel(8))
		// other sizes play the geometric evaluation, of the classic kind:
		// the radio shows it there, and the 8x8 choice comes back with 8x8
		eval := evalLabels[strategy.Classic]
		if f.size.Selected == sizeLabel(8) {
			eval = f.eval8
		}
		if f.eval.Selected != eval {
			f.eval.SetSelected(eval)
		}
		// engines play 8x8; in the demo one plays White against our level
		setEnabled(f.opponent, mode != modeLabels[controller.HumanVsHuman] && f.size.Selected == sizeLabel(8) && len(f.opponent.Options) > 1)
		if form != nil {
			form.Refresh() // the form greys the labels of disabled choices only then
		}
	}
	f.makeStart(u, c, enable)
	f.size = radio(c, sizeLabels, sizeLabel(s.Size), func(v string) {
		if v != sizeLabel(8) && f.start.Selected == startLabels[startXOT] {
			f.start.SetSelected(startLabels[startStandard]) // XOT is 8x8 only
		}
		enable()
	})
	f.size.Horizontal = true
	f.mode = radio(c, modeLabels, modeLabels[s.Mode], func(string) { enable() })
	f.makeClock(c, s.Clock)
	enable()

	form = widget.NewForm(
		widget.NewFormItem(tr("Board"), f.size),
		widget.NewFormItem(tr("row|Start"), f.start),
		widget.NewFormItem(tr("Mode"), f.mode),
		widget.NewFormItem(tr("Your colour"), f.colour),
		widget.NewFormItem(tr("Opponent"), f.opponent),
		levelItem,
		widget.NewFormItem(tr("Algorithm"), f.algo),
		widget.NewFormItem(tr("Evaluation"), f.eval),
		// the select takes the row's width, so a preset's whole name shows
		widget.NewFormItem(tr("Clock"), container.NewBorder(nil, nil, nil, f.custom, f.clock)),
	)
	f.gomoku = newGomokuForm(c, u.prefs.Gomoku, u.waitingGomoku())
	f.game = radio(c, kindLabels, kindLabels[u.kind()], func(v string) {
		form.Hidden, f.gomoku.form.Hidden = v != kindLabels[KindOthello], v == kindLabels[KindOthello]
		form.Refresh()
		f.gomoku.form.Refresh()
		if f.dlg != nil {
			// the pop-up keeps the size it was shown at: fit the other
			// game's choices, twice, as their wrapped lines are as tall as
			// the first fit's width makes them
			f.dlg.Resize(f.dlg.MinSize())
			f.dlg.Resize(f.dlg.MinSize())
		}
	})
	f.game.Horizontal = true
	content := container.NewVBox(widget.NewForm(widget.NewFormItem(tr("Game"), f.game)), widget.NewSeparator(),
		container.NewStack(form, f.gomoku.form))
	// in a narrow window the starts go one under another, rather than the
	// dialog scrolling across to the last of them
	if !fitsAcross(c, form) { // the Othello choices, hidden or not
		f.start.Horizontal = false
		f.start.Refresh()
	}
	f.dlg = dialog.NewCustomConfirm(tr("New game"), tr("Start"), tr("Cancel"), fitWindow(c, content), func(ok bool) {
		if ok && f.game.Selected == kindLabels[KindGomoku] && f.gomoku.waitingChosen() {
			u.resumeWaitingGomoku(f.gomoku.prefs())
			return
		}
		if ok && f.game.Selected == kindLabels[KindGomoku] {
			u.startChosenGomoku(f.gomoku.prefs())
			return
		}
		if ok {
			u.leaveGomoku()
			if u.prefs.Kind != KindOthello {
				u.prefs.Kind = KindOthello
				u.keepSettings()
			}
			d.startNewGame(f.settings(), f.startChoice(), f.shown)
			if f.shownLabel != "" && f.startChoice() == startShown {
				u.panel.setLastingNotice(tr("Your Othello game goes on from move {{.Number}}, with the choices made here.", args{"Number": f.shown.Len()}))
			}
			if err := f.clockProblem(); err != nil {
				u.panel.setLastingNotice(tr("This game has no clock: {{.Why}}.", args{"Why": err.Error()}))
			}
		}
	}, u.win)
	d.newGame = f
	f.dlg.Show()
}

// handsBack wraps a check box's, select's or slider's changed so that the
// choice hands the keyboard back to the window: the focused widget would
// swallow Escape and Return, and the dialog no longer close with them.
// changed may be nil.
func handsBack[T any](c fyne.Canvas, changed func(T)) func(T) {
	return func(v T) {
		c.Unfocus()
		if changed != nil {
			changed(v)
		}
	}
}

// radio makes a radio group with selected chosen, whose choice a click
// cannot clear, and which hands the keyboard back to the window once
// clicked: a focused radio button swallows every key, Escape too, and the
// dialog would no longer close with it. changed, if any, sees each choice,
// the first one too.
func radio(c fyne.Canvas, labels []string, selected string, changed func(string)) *widget.RadioGroup {
	r := widget.NewRadioGroup(labels, nil)
	r.SetSelected(selected)
	if changed != nil {
		changed(selected)
	}
	last := selected
	r.OnChanged = func(v string) {
		if v == "" { // a click on the chosen button
			r.SetSelected(last)
			return
		}
		last = v
		c.Unfocus()
		if changed != nil {
			changed(v)
		}
	}
	return r
}

// settings reads the dialog's choices.
func (f *newGameForm) settings() controller.Settings {
	s := controller.DefaultSettings()
	s.Mode = controller.Mode(indexOf(modeLabels, f.mode.Selected, int(s.Mode)))
	s.Human = model.Color(indexOf(colourLabels, f.colour.Selected, int(s.Human)))
	s.Level = strategy.Level(indexOf(levelNames(), f.level.Selected, int(s.Level)))
	s.Coach = f.level.Selected == coachLabel
	s.Algorithm = strategy.Algorithm(indexOf(algoLabels, f.algo.Selected, int(s.Algorithm)))
	s.Eval = strategy.EvalKind(indexOf(evalLabels, f.eval8, int(s.Eval)))
	s.Size = model.Sizes[indexOf(sizeLabels, f.size.Selected, 2)]
	s.Clock = f.timeControl()
	s.Engine = opponentName(f.opponent.Selected)
	return s
}

// levelChoice is the level select's choice for s: the Coach, or its level.
func levelChoice(s controller.Settings) string {
	if s.Coach {
		return coachLabel
	}
	return levelName(s.Level)
}

// levelNames are the levels' names, weakest first.
func levelNames() []string {
	var out []string
	for _, l := range strategy.Levels() {
		out = append(out, levelName(l))
	}
	return out
}

func indexOf(list []string, v string, fallback int) int {
	for i, s := range list {
		if s == v {
			return i
		}
	}
	return fallback
}

// startNewGame starts a game from start (g, for the position shown) and
// remembers its settings, all but a start from the position shown and its
// board size, which are for this game only.
func (d *dialogs) startNewGame(s controller.Settings, start startChoice, g *model.Game) {
	u := d.u
	s = s.Sanitized()
	if start == startShown && g != nil {
		s.Size = g.Size()
		kept := s
		kept.Size = u.prefs.Game.Size
		u.prefs.Game = kept
	} else {
		u.prefs.Game, u.prefs.Start = s, start
	}
	u.keepSettings()
	u.newGame(s, start, g)
}

// showRestored offers to continue the game restored from the last run or
// to start a new one, with buttons named by what they do.
func (d *dialogs) showRestored() {
	u := d.u
	s := u.snap
	n := s.Game.Size()
	a := args{"Size": fmt.Sprintf("%dx%d", n, n), "Number": s.Game.Len(), "Black": s.Result.Black, "White": s.Result.White}
	text := tr("Your unfinished game was restored (move {{.Number}}, Black {{.Black}}, White {{.White}}).", a)
	if n != 8 {
		text = tr("Your unfinished game on {{.Size}} was restored (move {{.Number}}, Black {{.Black}}, White {{.White}}).", a)
	}
	dlg := dialog.NewConfirm(tr("Continue your game?"), text,
		func(keep bool) {
			d.restored = nil
			if !keep {
				u.newGame(u.prefs.Game, u.prefs.Start, nil)
			}
			u.ctl.Suspend(false) // the game set aside for the question
			u.showClock()        // the clocks run again
		}, u.win)
	dlg.SetConfirmText(tr("Continue"))
	dlg.SetDismissText(tr("New game"))
	d.restored = dlg
	u.showClock() // held while the question is open
	dlg.Show()
}

// askQuitAnyway says that the state could not be saved at Quit, and why,
// and quits or not as the player answers. Return does not quit: the
// safe answer is the one the player must choose.
func (d *dialogs) askQuitAnyway(err error) {
	u := d.u
	text := tr("Your settings could not be saved for next time: {{.Why}}.\nIf you quit now, they are lost.", args{"Why": shortReason(err)})
	if gameText(u.unfinishedGame()) != nil {
		text = tr("Your unfinished game could not be saved for next time: {{.Why}}.\nIf you quit now, it is lost.", args{"Why": shortReason(err)})
	}
	dlg := dialog.NewConfirm(tr("Not saved"), text,
		func(quit bool) {
			d.quitAnyway = nil
			if quit {
				u.closeWindow()
			}
		}, u.win)
	dlg.SetConfirmText(tr("Quit anyway"))
	dlg.SetDismissText(tr("Cancel"))
	dlg.SetConfirmImportance(widget.DangerImportance)
	d.quitAnyway = dlg
	dlg.Show()
}

// gameOverDialog tells the result and offers a new game, a look back at
// the moves or their analysis.
type gameOverDialog struct {
	box             *overBox // no dialog: the panel works beside it
	newGame, review *widget.Button
	analyze         *widget.Button // scores every move, then shows the graph
	report          *widget.Button // the coach's report, in place of Analyze once analysed
}

// showGameOver tells the result and offers a new game or a look back.
func (d *dialogs) showGameOver(e controller.Event) {
	u := d.u
	d.closeOverDialog()
	title, text := gameOverTitle(e.Snapshot)
	label := widget.NewLabel(text)
	label.Alignment = fyne.TextAlignCenter
	over := &gameOverDialog{}
	over.newGame = widget.NewButtonWithIcon(tr("New game"), theme.ContentAddIcon(), func() {
		d.closeOverDialog()
		// another game like this one: an opened or pasted game's board
		// size may differ from the one chosen in the New game dialog
		s := u.prefs.Game
		s.Size = u.snap.Game.Size()
		s.Clock = u.snap.Settings.Clock
		u.newGame(s, u.prefs.Start, nil)
	})
	over.newGame.Importance = widget.HighImportance
	over.review = widget.NewButtonWithIcon(tr("Review"), theme.HistoryIcon(), func() {
		d.closeOverDialog()
		if n := u.snap.Game.Len(); n > 0 {
			u.selectMove(n - 1)
		}
	})
	over.analyze = widget.NewButtonWithIcon(tr("Analyze"), theme.SearchIcon(), func() {
		d.closeOverDialog()
		u.AnalyzeGame()
	})
	over.report = widget.NewButtonWithIcon(tr("Coach's report"), theme.DocumentIcon(), func() {
		d.closeOverDialog()
		d.showCoachReport()
	})
	if a, ok := u.Analysis(); ok && a.Complete(e.Snapshot.Game) {
		over.analyze.Hide() // analysed already: what it found is the next thing to read
	} else {
		over.report.Hide()
	}
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	buttons := container.NewCenter(container.NewGridWithRows(1, over.review, over.analyze, over.report, over.newGame))
	over.box = newOverBox(u.win.Canvas(), container.NewVBox(head, label, buttons))
	over.box.over = u.board
	over.box.beside = d.overBeside
	over.box.hidden = func() {
		if d.over == over {
			d.over = nil // closed by Escape
		}
	}
	d.over = over
	over.box.Show()
}

func (d *dialogs) closeOverDialog() {
	if over := d.over; over != nil {
		d.over = nil
		over.box.Hide()
	}
}

// overBeside takes a click beside the game-over box: the box closes, and
// a click on one of the panel's buttons presses it, as if the box had not
// been there.
func (d *dialogs) overBeside(at fyne.Position) {
	d.closeOverDialog()
	if b := d.u.panel.buttonAt(at); b != nil {
		b.Tapped(&fyne.PointEvent{AbsolutePosition: at})
	}
}

// showSettings edits the board, animation and sound settings; each change
// applies at once and is saved.
func (d *dialogs) showSettings() {
	u := d.u
	save := u.keepSettings
	c := u.win.Canvas()
	legal := widget.NewCheck(tr("Show legal moves"), handsBack(c, func(on bool) {
		u.prefs.ShowLegal = on
		u.board.SetOptions(u.prefs.ShowLegal, u.prefs.ShowPreview)
		save()
	}))
	legal.SetChecked(u.prefs.ShowLegal)
	preview := widget.NewCheck(tr("Preview the discs a move turns"), handsBack(c, func(on bool) {
		u.prefs.ShowPreview = on
		u.board.SetOptions(u.prefs.ShowLegal, u.prefs.ShowPreview)
		save()
	}))
	preview.SetChecked(u.prefs.ShowPreview)
	values := widget.NewCheck(tr("Move values while playing (the EXPERT search)"), handsBack(c, u.setMoveValues))
	values.SetChecked(u.prefs.MoveValues)
	d.values = values
	var speeds []string
	for a := AnimOff; a <= AnimSlow; a++ {
		speeds = append(speeds, a.String())
	}
	anim := widget.NewSelect(speeds, handsBack(c, func(v string) {
		u.prefs.Animation = AnimSpeed(indexOf(speeds, v, int(AnimNormal)))
		save()
	}))
	anim.SetSelected(u.prefs.Animation.String())
	var styles []string
	for _, st := range BoardStyles() {
		styles = append(styles, st.String())
	}
	style := widget.NewSelect(styles, handsBack(c, func(v string) {
		u.prefs.Style = BoardStyles()[indexOf(styles, v, int(StyleClassic))]
		u.board.SetStyle(u.prefs.Style)
		save()
	}))
	style.SetSelected(u.prefs.Style.String())
	var themes []string
	for t := ThemeSystem; t <= ThemeDark; t++ {
		themes = append(themes, t.String())
	}
	themeChoice := widget.NewSelect(themes, nil)
	themeChoice.SetSelected(u.prefs.Theme.String())
	themeChoice.OnChanged = handsBack(c, func(v string) {
		u.prefs.Theme = ThemeChoice(indexOf(themes, v, int(ThemeSystem)))
		u.applyTheme(u.prefs.Theme)
		save()
	})
	d.style, d.theme = style, themeChoice
	volume := widget.NewSlider(0, 100)
	volume.Step = 5
	volume.SetValue(u.prefs.Volume * 100)
	volume.OnChangeEnded = handsBack(c, func(v float64) {
		u.prefs.Volume = v / 100
		u.sound.SetVolume(u.prefs.Volume)
		u.sound.Play(sound.Place, 0)
		save()
	})
	soundOn := widget.NewCheck(tr("Sound effects"), handsBack(c, func(on bool) {
		u.prefs.Sound = on
		u.sound.SetEnabled(on)
		if on {
			volume.Enable()
		} else {
			volume.Disable()
		}
		save()
	}))
	soundOn.SetChecked(u.prefs.Sound && !u.opts.Mute)
	if !soundOn.Checked {
		volume.Disable() // SetChecked(false) on a new check changes nothing, so calls nothing
	}
	d.sound, d.volume = soundOn, volume
	names := append(levelNames(), coachLabel)
	level := widget.NewSelect(names, nil)
	d.level = level
	level.SetSelected(levelChoice(u.snap.Settings))
	level.OnChanged = handsBack(c, func(v string) {
		if v == coachLabel {
			u.prefs.Game.Coach = true
			s := u.coachSettings(u.snap.Settings)
			u.ctl.SetCoach(true, s.Strength)
			save()
			return
		}
		l := strategy.Level(indexOf(names, v, int(u.snap.Settings.Level)))
		u.prefs.Game.Level, u.prefs.Game.Coach = l, false
		u.ctl.SetCoach(false, 0)
		u.ctl.SetLevel(l)
		save()
	})
	threadNames := threadChoices()
	threads := widget.NewSelect(threadNames, nil)
	threads.SetSelected(threadNames[min(u.snap.Settings.Threads, len(threadNames)-1)])
	threads.OnChanged = handsBack(c, func(v string) {
		n := indexOf(threadNames, v, 0)
		u.prefs.Game.Threads = n
		u.ctl.SetThreads(n)
		save()
	})
	d.threads = threads
	name := newEscapeEntry(func() {
		c := u.win.Canvas()
		c.Unfocus()
		if top := c.Overlays().Top(); top != nil {
			top.Hide()
		}
	})
	name.SetPlaceHolder(tr("Player"))
	name.SetText(u.app.Preferences().String(keyPlayerName))
	name.OnChanged = func(v string) {
		u.app.Preferences().SetString(keyPlayerName, strings.TrimSpace(v))
		u.keepSettings()
	}
	d.playerName = name
	// with Gomoku on show, the rows that only Othello reads say so: the
	// Gomoku game's level is its New game choice
	levelItem := widget.NewFormItem(tr("Computer level"), level)
	boardLabel, styleLabel := tr("Board"), tr("Board style")
	if u.gmk.active() {
		levelItem.Text, boardLabel, styleLabel = tr("Othello level"), tr("Othello board"), tr("Othello board style")
		levelItem.HintText = tr("Gomoku's level is chosen in New game")
	}
	form := widget.NewForm(
		widget.NewFormItem(tr("Your name"), name),
		levelItem,
		widget.NewFormItem(tr("Search threads"), threads),
		widget.NewFormItem(boardLabel, container.NewVBox(legal, preview, values)),
		widget.NewFormItem(styleLabel, style),
		widget.NewFormItem(tr("Theme"), themeChoice),
		widget.NewFormItem(tr("Animation"), anim),
		widget.NewFormItem(tr("Sound"), soundOn),
		widget.NewFormItem(tr("Volume"), volume),
	)
	form.AppendItem(u.languageItem(c))
	dlg := dialog.NewCustom(tr("Settings"), tr("Close"), fitWindow(u.win.Canvas(), form), u.win)
	dlg.Resize(fitSize(u.win.Canvas(), 420, 0))
	dlg.Show()
}
