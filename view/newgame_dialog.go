// The New game dialog: the game, its board, start, mode, players and
// clock, with each choice described.

package view

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

// newGameWidth is the New game dialog's width where the window has room:
// its widest choices (a waiting game's start, a long language's labels)
// fit, so that it opens at one width whatever it offers (from 507 to 808
// px wide on one window before).
const newGameWidth = 820

// showNewGameDialog asks for the board size, mode, colour, level and
// algorithm, then starts a game with them and keeps them for next time.
func (d *dialogs) showNewGameDialog() {
	u := d.u
	s := u.snap.Settings
	f := &newGameForm{}
	c := u.win.Canvas()
	f.colour = kit.Radio(c, colourLabels, colourLabels[s.Human], nil)
	f.colour.Horizontal = true
	names := append(levelNames(), coachLabel)
	var form *widget.Form
	f.levelAbout = kit.AboutLine("")
	f.level = widget.NewSelect(names, kit.HandsBack(c, func(v string) {
		if v == coachLabel {
			i18n.SetWrapped(f.levelAbout, i18n.Capitalize(coachDoes(LoadRating(u.app.Preferences()))))
			return
		}
		i18n.SetWrapped(f.levelAbout, i18n.Capitalize(levelDoes(level.Level(kit.IndexOf(names, v, int(s.Level))))))
	}))
	f.level.SetSelected(levelChoice(s))
	f.levelChoice = kit.NewDescribed(f.level, f.levelAbout)
	levelItem := widget.NewFormItem(i18n.T("Level"), f.levelChoice)
	f.algo = kit.Radio(c, algoLabels, algoLabels[s.Algorithm], nil)
	f.algo.Horizontal = true
	f.eval8 = evalLabels[s.Eval&1]
	f.eval = kit.Radio(c, evalLabels, f.eval8, func(v string) {
		if f.size == nil || f.size.Selected == sizeLabel(8) {
			f.eval8 = v
		}
	})
	var enable func()
	// the opponent last chosen, as opponentShown shows it, not the game's
	// (our level on a size the engine does not play)
	if _, ok := u.engines.find(u.prefs.Game.Engine); ok {
		f.engine = u.prefs.Game.Engine
	}
	f.opponent = widget.NewSelect(u.external.opponentChoices(s.Size), kit.HandsBack(c, func(v string) {
		// the player's choice, not our level shown where the engine
		// chosen does not play the size
		if v != ourLevelLabel || slices.Contains(f.opponent.Options, f.engine) {
			f.engine = opponentName(v)
		}
		if enable != nil {
			enable()
		}
	}))
	f.opponent.SetSelected(u.external.opponentShown(s.Size))
	// The colour only matters against the computer, and the computer's
	// choices only when it plays; the evaluations are the 8x8 engine's.
	enable = func() {
		if f.mode == nil || f.size == nil {
			return // still being made; enable runs once both are
		}
		mode := f.mode.Selected
		// the position shown has its own size
		kit.SetEnabled(f.size, f.startChoice() != startShown)
		kit.SetEnabled(f.colour, mode == modeLabels[controller.HumanVsComputer])
		// our level plays unless nobody does (two players) or an engine
		// plays against you (in the demo it plays our level)
		// the engines offered are those that play the size chosen (GTP
		// every size); the one chosen stays while it plays it
		if opts := u.external.opponentChoices(f.boardSize()); !slices.Equal(opts, f.opponent.Options) {
			f.opponent.Options = opts
			f.opponent.Refresh()
		}
		switch {
		case f.engine != "" && f.opponent.Selected != f.engine && slices.Contains(f.opponent.Options, f.engine):
			f.opponent.SetSelected(f.engine) // back with a size it plays
		case !slices.Contains(f.opponent.Options, f.opponent.Selected):
			f.opponent.SetSelected(ourLevelLabel)
		}
		ours := mode == modeLabels[controller.ComputerVsComputer] ||
			mode == modeLabels[controller.HumanVsComputer] && f.opponent.Selected == ourLevelLabel
		for _, w := range []fyne.Disableable{f.levelChoice, f.algo} {
			kit.SetEnabled(w, ours)
		}
		kit.SetEnabled(f.eval, ours && f.size.Selected == sizeLabel(8))
		// other sizes play the geometric evaluation, of the classic kind:
		// the radio shows it there, and the 8x8 choice comes back with 8x8
		eval := evalLabels[strategy.Classic]
		if f.size.Selected == sizeLabel(8) {
			eval = f.eval8
		}
		if f.eval.Selected != eval {
			f.eval.SetSelected(eval)
		}
		// in the demo an engine plays White against our level
		kit.SetEnabled(f.opponent, mode != modeLabels[controller.HumanVsHuman] && len(f.opponent.Options) > 1)
		if form != nil {
			form.Refresh() // the form greys the labels of disabled choices only then
		}
	}
	f.makeStart(u, c, enable)
	f.size = kit.Radio(c, sizeLabels(), sizeLabel(s.Size), func(v string) {
		if v != sizeLabel(8) && f.start.Selected == startLabels[startXOT] {
			f.start.SetSelected(startLabels[startStandard]) // XOT is 8x8 only
		}
		enable()
	})
	f.size.Horizontal = true
	if f.shown != nil && f.startChoice() == startShown {
		f.size.SetSelected(sizeLabel(f.shown.Size())) // the game's own, as choosing it sets
	}
	f.mode = kit.Radio(c, modeLabels, modeLabels[s.Mode], func(string) { enable() })
	f.clock = kit.NewClockField(c, s.Clock)
	enable()

	form = widget.NewForm(
		widget.NewFormItem(i18n.T("Board"), f.size),
		widget.NewFormItem(i18n.T("row|Start"), f.start),
		widget.NewFormItem(i18n.T("Mode"), f.mode),
		widget.NewFormItem(i18n.T("Your colour"), f.colour),
		widget.NewFormItem(i18n.T("Opponent"), f.opponent),
		levelItem,
		widget.NewFormItem(i18n.T("Algorithm"), f.algo),
		widget.NewFormItem(i18n.T("Evaluation"), f.eval),
		// the select takes the row's width, so a preset's whole name shows
		widget.NewFormItem(i18n.T("Clock"), f.clock.Row()),
	)
	f.othello = form
	f.gomoku = gomokuview.NewForm(c, u.prefs.Gomoku, u.saved.waitingGomoku())
	f.game = kit.Radio(c, shown.Names(), u.shown().Kind().Name(), func(v string) {
		form.Hidden, f.gomoku.Form.Hidden = v != shown.Othello.Name(), v == shown.Othello.Name()
		form.Refresh()
		f.gomoku.Form.Refresh()
		if f.dlg != nil {
			// the pop-up keeps the size it was shown at: fit the other
			// game's choices, twice, as their wrapped lines are as tall as
			// the first fit's width makes them
			f.dlg.Resize(f.dlg.MinSize())
			f.dlg.Resize(f.dlg.MinSize())
		}
	})
	f.game.Horizontal = true
	content := kit.SteadyWidth(c, container.NewVBox(widget.NewForm(widget.NewFormItem(i18n.T("Game"), f.game)), widget.NewSeparator(),
		kit.SameRoom(form, f.gomoku.Form)), newGameWidth)
	// in a narrow window the starts go one under another, rather than the
	// dialog scrolling across to the last of them
	if !kit.FitsAcross(c, form) { // the Othello choices, hidden or not
		f.start.Horizontal = false
		f.start.Refresh()
	}
	if g := f.gomoku; g.Start != nil && !kit.FitsAcross(c, g.Form) {
		g.Start.Horizontal = false
		g.Start.Refresh()
	}
	f.dlg = dialog.NewCustomConfirm(i18n.T("New game"), i18n.T("Start"), i18n.T("Cancel"), kit.FitWindow(c, content), func(ok bool) {
		if err := f.gomoku.Prefs().Problem(); ok && f.game.Selected == shown.Gomoku.Name() && err != nil {
			// the choices stay on show to be put right, not closed
			// away with the error
			f.dlg.Show()
			dialog.ShowError(i18n.WrappedError(err), u.win)
			c.Focus(f.gomoku.Brain)
			return
		}
		if ok && f.game.Selected == shown.Gomoku.Name() && f.gomoku.WaitingChosen() {
			u.saved.resumeWaitingGomoku(f.gomoku.Prefs())
			return
		}
		if ok && f.game.Selected == shown.Gomoku.Name() {
			u.games().startChosenGomoku(f.gomoku.Prefs())
			if err := f.gomoku.Clock.Problem(); err != nil && u.gmk.Active() {
				u.gmk.Say(noClockBecause(err))
			}
			return
		}
		if ok {
			waiting := f.shownLabel != "" && f.startChoice() == startShown
			kept := u.ctl.State().Clocks // the waiting game's, as they were set aside
			u.games().leaveGomoku()
			if u.prefs.Kind != shown.Othello {
				u.prefs.Kind = shown.Othello
				u.saved.keepSettings()
			}
			if !waiting {
				d.startNewGame(f.settings(), f.startChoice(), f.shown)
			} else {
				u.othello().goOn(d.keepChoices(f.settings(), startShown, f.shown), f.shown, kept)
				u.panel.setLastingNotice(i18n.T("Your Othello game goes on from move {{.Number}}, with the choices made here.", i18n.Args{"Number": f.shown.Record().SheetNumber(f.shown.Len())}))
			}
			if err := f.clock.Problem(); err != nil {
				u.panel.setLastingNotice(noClockBecause(err))
			}
		}
	}, u.win)
	d.newGame = f
	f.dlg.Show()
}

// noClockBecause says why a game chosen on a custom clock has none: its
// minutes or increment could not be read.
func noClockBecause(err error) string {
	return i18n.T("This game has no clock: {{.Why}}.", i18n.Args{"Why": err.Error()})
}

// settings reads the dialog's choices.
func (f *newGameForm) settings() controller.Settings {
	s := controller.DefaultSettings()
	s.Mode = controller.Mode(kit.IndexOf(modeLabels, f.mode.Selected, int(s.Mode)))
	s.Human = model.Color(kit.IndexOf(colourLabels, f.colour.Selected, int(s.Human)))
	s.Level = level.Level(kit.IndexOf(levelNames(), f.level.Selected, int(s.Level)))
	s.Coach = f.level.Selected == coachLabel
	s.Algorithm = level.Algorithm(kit.IndexOf(algoLabels, f.algo.Selected, int(s.Algorithm)))
	s.Eval = strategy.EvalKind(kit.IndexOf(evalLabels, f.eval8, int(s.Eval)))
	s.Size = f.boardSize()
	s.Clock = f.clock.TimeControl()
	s.Engine = opponentName(f.opponent.Selected)
	if s.Engine == "" && !slices.Contains(f.opponent.Options, f.engine) {
		// kept for the sizes it plays: the game drops it (our level
		// plays this one), the choices kept for the next game keep it
		s.Engine = f.engine
	}
	return s
}

// boardSize is the size chosen.
func (f *newGameForm) boardSize() int {
	return model.Sizes[kit.IndexOf(sizeLabels(), f.size.Selected, 2)]
}

// levelChoice is the level select's choice for s: the Coach, or its level.
func levelChoice(s controller.Settings) string {
	if s.Coach {
		return coachLabel
	}
	return i18n.LevelName(s.Level)
}

// levelNames are the levels' names, weakest first.
func levelNames() []string {
	var out []string
	for _, l := range level.All() {
		out = append(out, i18n.LevelName(l))
	}
	return out
}
