package view

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othelloboard"
	"othello/view/shown"
	"othello/view/sound"
)

// dialogs are the window's dialogs: they act on the whole window, and
// some stay open across events.
type dialogs struct {
	u    *UI             // the window they belong to
	over *gameOverDialog // the open game-over dialog, if any
	// gomokuPicture is the last Export Picture dialog of a Gomoku game
	gomokuPicture *gomokuPictureForm
	replace       *dialog.ConfirmDialog // the question before a paste replaces a game
	level         *widget.Select        // the Settings dialog's computer level
	playerName    *kit.EscapeEntry      // the Settings dialog's name written in saved games
	threads       *widget.Select        // the Settings dialog's search threads
	style         *widget.Select        // the Settings dialog's board style
	theme         *widget.Select        // the Settings dialog's theme
	language      *widget.Select        // the Settings dialog's language, from the next launch
	values        *widget.Check         // the Settings dialog's move values
	sound         *widget.Check         // the Settings dialog's sound switch
	volume        *widget.Slider        // the Settings dialog's volume, usable while the sound is on
	rules         *fyne.Container       // the last Rules dialog's content
	manual        *widget.RichText      // the last Manual dialog's text
	about         *fyne.Container       // the last About dialog's content
	shortcuts     dialog.Dialog         // the last Keyboard shortcuts dialog
	newGame       *newGameForm          // the last New game dialog
	setUpForm     *setUpForm            // the last Set up dialog
	editor        *positionEditor       // the last position editor
	stats         *statsDialog          // the last Statistics dialog
	engines       *enginesDialog        // the last Engines dialog
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
	shownLabel  string
	clock       *kit.ClockField // the time control: none, a preset or custom
	level       *widget.Select
	levelAbout  *widget.Label  // what the chosen level does
	levelChoice *kit.Described // the level and what it does
	opponent    *widget.Select // our level or an external engine for the computer's side
	// engine is the engine chosen for the computer's side ("": our
	// level), kept while a board size it does not play shows our level,
	// and chosen again with a size it plays
	engine  string
	game    *widget.RadioGroup // Othello or Gomoku
	othello *widget.Form       // Othello's choices
	gomoku  *gomokuview.Form   // Gomoku's choices, shown in place of Othello's
	dlg     *dialog.ConfirmDialog
}

// startNewGame starts a game from start (g, for the position shown) and
// remembers its settings, all but a start from the position shown and its
// board size, which are for this game only.
func (d *dialogs) startNewGame(s controller.Settings, start startChoice, g *model.Game) {
	d.u.othello().newGame(d.keepChoices(s, start, g), start, g)
}

// keepChoices keeps the New game dialog's choices for the next game, and
// returns the settings of this one: s, of g's size when it starts from g.
func (d *dialogs) keepChoices(s controller.Settings, start startChoice, g *model.Game) controller.Settings {
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
	u.saved.keepSettings()
	return s
}

// askQuitAnyway says that the state could not be saved at Quit, and why,
// and quits or not as the player answers. Return does not quit: the
// safe answer is the one the player must choose.
func (d *dialogs) askQuitAnyway(err error) {
	u := d.u
	text := i18n.T("Your settings could not be saved for next time: {{.Why}}.\nIf you quit now, they are lost.", i18n.Args{"Why": i18n.ShortReason(err)})
	if gameText(u.saved.unfinishedGame()) != nil {
		text = i18n.T("Your unfinished game could not be saved for next time: {{.Why}}.\nIf you quit now, it is lost.", i18n.Args{"Why": i18n.ShortReason(err)})
	}
	dlg := dialog.NewConfirm(i18n.T("Not saved"), i18n.LineBreaks(text),
		func(quit bool) {
			d.quitAnyway = nil
			if quit {
				u.closeWindow()
			}
		}, u.win)
	dlg.SetConfirmText(i18n.T("Quit anyway"))
	dlg.SetDismissText(i18n.T("Cancel"))
	dlg.SetConfirmImportance(widget.DangerImportance)
	d.quitAnyway = dlg
	dlg.Show()
}

// gameOverDialog tells the result and offers a new game, a look back at
// the moves or their analysis.
type gameOverDialog struct {
	box               *kit.OverBox   // no dialog: the panel works beside it
	playAgain, review *widget.Button // another game with the same choices; the moves again
	analyze           *widget.Button // scores every move, then shows the graph
	report            *widget.Button // the coach's report, in place of Analyse once analysed
}

// showGameOver tells the result and offers a new game or a look back.
func (d *dialogs) showGameOver(e controller.Event) {
	u := d.u
	d.closeOverDialog()
	title, text := gameOverTitle(e.Snapshot)
	label := widget.NewLabel(text)
	label.Alignment = fyne.TextAlignCenter
	over := &gameOverDialog{}
	over.playAgain = widget.NewButtonWithIcon(i18n.T("Play again"), theme.MediaReplayIcon(), func() {
		d.closeOverDialog()
		// another game like this one: an opened or pasted game's board
		// size may differ from the one chosen in the New game dialog
		s := u.prefs.Game
		s.Size = u.snap.Game.Size()
		s.Clock = u.snap.Settings.Clock
		u.othello().newGame(s, u.prefs.Start, nil)
	})
	over.playAgain.Importance = widget.HighImportance
	over.review = widget.NewButtonWithIcon(i18n.T("Review"), theme.HistoryIcon(), func() {
		d.closeOverDialog()
		if n := u.snap.Game.Len(); n > 0 {
			u.sheet().selectMove(n - 1)
		}
	})
	over.analyze = widget.NewButtonWithIcon(i18n.T("Analyse"), theme.SearchIcon(), func() {
		d.closeOverDialog()
		u.AnalyzeGame()
	})
	over.report = widget.NewButtonWithIcon(i18n.T("Coach's report"), theme.DocumentIcon(), func() {
		d.closeOverDialog()
		d.showCoachReport()
	})
	switch a, ok := u.Analysis(); {
	case e.Snapshot.Game.Len() == 0:
		// a flag fell before the first move: no move to look back at
		over.review.Hide()
		over.analyze.Hide()
		over.report.Hide()
	case ok && a.Complete(e.Snapshot.Game):
		over.analyze.Hide() // analysed already: what it found is the next thing to read
	default:
		over.report.Hide()
	}
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	buttons := container.NewCenter(container.NewGridWithRows(1, over.review, over.analyze, over.report, over.playAgain))
	over.box = kit.NewOverBox(u.win.Canvas(), container.NewVBox(head, label, buttons))
	over.box.Over = u.board
	over.box.Beside = d.overBeside
	over.box.Hidden = func() {
		if d.over == over {
			d.over = nil // closed by Escape
		}
	}
	d.over = over
	over.box.Show()
}

// overOnTop reports whether Othello's game-over box is the window's top
// overlay, not covered by a dialog opened over it.
func (d *dialogs) overOnTop() bool {
	return d.over != nil && d.u.win.Canvas().Overlays().Top() == fyne.CanvasObject(d.over.box)
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
	save := u.saved.keepSettings
	c := u.win.Canvas()
	legal := widget.NewCheck(i18n.T("Show legal moves"), kit.HandsBack(c, func(on bool) {
		u.prefs.ShowLegal = on
		u.board.SetOptions(u.prefs.ShowLegal, u.prefs.ShowPreview)
		save()
	}))
	legal.SetChecked(u.prefs.ShowLegal)
	preview := widget.NewCheck(i18n.T("Preview the discs a move turns"), kit.HandsBack(c, func(on bool) {
		u.prefs.ShowPreview = on
		u.board.SetOptions(u.prefs.ShowLegal, u.prefs.ShowPreview)
		save()
	}))
	preview.SetChecked(u.prefs.ShowPreview)
	values := widget.NewCheck(i18n.T("Move values while playing (the EXPERT search)"), kit.HandsBack(c, u.setMoveValues))
	values.SetChecked(u.prefs.MoveValues)
	d.values = values
	var speeds []string
	for a := AnimOff; a <= AnimSlow; a++ {
		speeds = append(speeds, a.String())
	}
	anim := widget.NewSelect(speeds, kit.HandsBack(c, func(v string) {
		u.prefs.Animation = AnimSpeed(kit.IndexOf(speeds, v, int(AnimNormal)))
		save()
	}))
	anim.SetSelected(u.prefs.Animation.String())
	var styles []string
	for _, st := range othelloboard.Styles() {
		styles = append(styles, styleName(st))
	}
	style := widget.NewSelect(styles, kit.HandsBack(c, func(v string) {
		u.prefs.Style = othelloboard.Styles()[kit.IndexOf(styles, v, int(othelloboard.StyleClassic))]
		u.board.SetStyle(u.prefs.Style)
		save()
	}))
	style.SetSelected(styleName(u.prefs.Style))
	var themes []string
	for t := ThemeSystem; t <= ThemeDark; t++ {
		themes = append(themes, t.String())
	}
	themeChoice := widget.NewSelect(themes, nil)
	themeChoice.SetSelected(u.prefs.Theme.String())
	themeChoice.OnChanged = kit.HandsBack(c, func(v string) {
		u.prefs.Theme = ThemeChoice(kit.IndexOf(themes, v, int(ThemeSystem)))
		u.applyTheme(u.prefs.Theme)
		save()
	})
	d.style, d.theme = style, themeChoice
	volume := widget.NewSlider(0, 100)
	volume.Step = 5
	volume.SetValue(u.prefs.Volume * 100)
	volume.OnChangeEnded = kit.HandsBack(c, func(v float64) {
		u.prefs.Volume = v / 100
		u.sound.SetVolume(u.prefs.Volume)
		u.sound.Play(sound.Place, 0)
		save()
	})
	soundOn := widget.NewCheck(i18n.T("Sound effects"), kit.HandsBack(c, func(on bool) {
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
	lvl := widget.NewSelect(names, nil)
	d.level = lvl
	lvl.SetSelected(levelChoice(u.snap.Settings))
	lvl.OnChanged = kit.HandsBack(c, func(v string) {
		if v == coachLabel {
			u.prefs.Game.Coach = true
			s := u.coach.coachSettings(u.snap.Settings)
			u.ctl.Retune(func(t *controller.Tuning) { t.Coach, t.Strength = true, s.Strength })
			save()
			return
		}
		l := level.Level(kit.IndexOf(names, v, int(u.snap.Settings.Level)))
		u.prefs.Game.Level, u.prefs.Game.Coach = l, false
		u.ctl.Retune(func(t *controller.Tuning) { t.Level, t.Coach, t.Strength = l, false, 0 })
		save()
	})
	threadNames := threadChoices()
	threads := widget.NewSelect(threadNames, nil)
	threads.SetSelected(threadNames[min(u.snap.Settings.Threads, len(threadNames)-1)])
	threads.OnChanged = kit.HandsBack(c, func(v string) {
		n := kit.IndexOf(threadNames, v, 0)
		u.prefs.Game.Threads = n
		u.ctl.Retune(func(t *controller.Tuning) { t.Threads = n })
		save()
	})
	d.threads = threads
	name := kit.NewEscapeEntry(func() {
		c := u.win.Canvas()
		c.Unfocus()
		if top := c.Overlays().Top(); top != nil {
			top.Hide()
		}
	})
	name.SetPlaceHolder(i18n.T("Player"))
	name.SetText(u.app.Preferences().String(keyPlayerName))
	name.OnChanged = func(v string) {
		u.app.Preferences().SetString(keyPlayerName, strings.TrimSpace(v))
		u.saved.keepSettings()
	}
	d.playerName = name
	// with Gomoku on show, the rows that only Othello reads say so: the
	// Gomoku game's level is its New game choice
	levelItem := widget.NewFormItem(i18n.T("Computer level"), lvl)
	boardLabel, styleLabel := i18n.T("Board"), i18n.T("Board style")
	if u.shown().Kind() == shown.Gomoku {
		levelItem.Text, boardLabel, styleLabel = i18n.T("Othello level"), i18n.T("Othello board"), i18n.T("Othello board style")
		levelItem.HintText = i18n.T("Gomoku's level is chosen in New game")
	}
	form := widget.NewForm(
		widget.NewFormItem(i18n.T("Your name"), name),
		levelItem,
		widget.NewFormItem(i18n.T("Search threads"), threads),
		widget.NewFormItem(boardLabel, container.NewVBox(legal, preview, values)),
		widget.NewFormItem(styleLabel, style),
		widget.NewFormItem(i18n.T("Theme"), themeChoice),
		widget.NewFormItem(i18n.T("Animation"), anim),
		widget.NewFormItem(i18n.T("Sound"), soundOn),
		widget.NewFormItem(i18n.T("Volume"), volume),
	)
	form.AppendItem(d.languageItem(c))
	dlg := dialog.NewCustom(i18n.T("Settings"), i18n.T("Close"), kit.FitWindow(u.win.Canvas(), form), u.win)
	dlg.Resize(kit.FitSize(u.win.Canvas(), 420, 0))
	dlg.Show()
}
