// The side panel: its widgets and how buildPanel lays them out. Bringing
// it up to date with the game is in panel_show.go, its hint, thinking and
// status lines in panel_lines.go.

package view

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/model"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othellowords"
)

// panel is the side panel: the scores, who plays whom, whose turn, the
// hint and status lines, the buttons and the move list.
type panel struct {
	// sides are the sides' rows, both games' (kit.PlayerRows): count,
	// clock and the highlight on the side to move
	sides      *kit.PlayerRows
	players    *widget.Label
	turn       *widget.Label
	thought    *widget.Label // the engine's thinking, hidden when there is none
	valuesLine *widget.Label // what the move values on the board rest on, hidden when none are
	thinking   *widget.Activity
	hintLine   *widget.Label // the hint in words, hidden when there is none
	notice     *widget.Label
	// hintStep is how far the graduated hints of the live position have gone
	hintStep func() int
	// drill says what the board holds when it is no game of the player's
	// (a retried position): said in place of who plays whom ("" for a game)
	drill func() string
	// openingGame is the game whose opening is named over the sheet: a
	// retried position's, its game's moves before it (nil: the game itself)
	openingGame func(model.Record) model.Record
	// onBestLine says the board holds the coach's best line, which is
	// no game to play on: its review leaves for the player's game
	onBestLine func() bool
	// the reason last said for a hinted move, worked out once for its
	// position and move rather than at every refresh
	whyPos        model.SizedPosition
	whyMove       model.Cell
	why           string
	lasting       bool // the notice outlasts the computer's next move (one)
	top           *fyne.Container
	status        *container.Scroll // the turn, hint and notice
	body          *fyne.Container   // the whole panel (kit.PanelColumns)
	moveList      *widget.List      // the score sheet, a row per move number
	followsEnd    bool              // the sheet shows the live game's last move
	rows          [][2]int          // the sheet's rows: the index of Black's move and of White's
	opening       *widget.Label
	gameButtons   *fyne.Container // New game, Settings, Undo, Redo, Hint
	reviewButtons *fyne.Container // the stepping buttons and the ways out of a review
	buttons       map[string]*widget.Button
}

// buildPanel makes the side panel: scores, players, whose turn, the status
// line, the buttons and the move list. It follows the system theme; only
// the board keeps its own colours.
func (u *UI) buildPanel() fyne.CanvasObject {
	u.panel.buttons = map[string]*widget.Button{}
	u.panel.hintStep = u.hinting().step
	u.panel.drill = u.coach.drillText
	u.panel.openingGame = u.coach.openingGame
	u.panel.onBestLine = u.coach.onBestLine
	u.panel.buildRows()

	u.panel.players = i18n.WrapLabel("")
	u.panel.players.TextStyle.Italic = true
	u.panel.turn = i18n.WrapLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.panel.thought = i18n.WrapLabel("")
	u.panel.thought.Hide()
	u.panel.valuesLine = i18n.WrapLabel("")
	u.panel.valuesLine.Hide()
	u.panel.thinking = widget.NewActivity()
	u.panel.thinking.Hide()
	u.panel.hintLine = i18n.WrapLabel("") // plain: a review says a sentence or three of the move, too long to read in bold
	u.panel.hintLine.Hide()
	u.panel.notice = i18n.WrapLabel("")

	button := func(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, tapped)
		u.panel.buttons[name] = b
		return b
	}
	button("new", i18n.T("New game"), theme.ContentAddIcon(), u.dialogs.showNewGameDialog).Importance = widget.HighImportance
	button("undo", i18n.T("Undo"), theme.ContentUndoIcon(), u.actions().undo)
	button("redo", i18n.T("Redo"), theme.ContentRedoIcon(), u.actions().redo)
	button("hint", i18n.T("Hint"), theme.HelpIcon(), u.hinting().next)
	button("settings", i18n.T("Settings"), theme.SettingsIcon(), u.dialogs.showSettings)
	button("pause", i18n.T("Pause demo"), theme.MediaPauseIcon(), u.actions().togglePause).Hide()
	// Leaving the review is no step through the moves: it is named for
	// where it goes, and sits apart from Previous.
	button("live", i18n.T("Exit review"), theme.LogoutIcon(), u.reviewer.live)
	button("first", i18n.T("First"), theme.MediaSkipPreviousIcon(), func() { u.reviewer.stepReview(reviewFirst) })
	button("previous", i18n.T("Previous"), theme.NavigateBackIcon(), func() { u.reviewer.stepReview(reviewPrevious) })
	button("next", i18n.T("Next"), theme.NavigateNextIcon(), func() { u.reviewer.stepReview(reviewNext) })
	button("last", i18n.T("Last"), theme.MediaSkipNextIcon(), func() { u.reviewer.stepReview(reviewLast) })
	button("playfrom", i18n.T("Play on"), theme.MediaPlayIcon(), u.reviewer.playFromReview)
	// While reviewing, the stepping buttons take the game buttons' place,
	// in as many rows, so the rest of the panel stays where it is.
	u.panel.gameButtons = container.NewGridWithColumns(2,
		u.panel.buttons["new"], u.panel.buttons["settings"], u.panel.buttons["undo"], u.panel.buttons["redo"], u.panel.buttons["hint"])
	u.panel.reviewButtons = container.NewGridWithColumns(2,
		u.panel.buttons["first"], u.panel.buttons["last"], u.panel.buttons["previous"], u.panel.buttons["next"], u.panel.buttons["playfrom"], u.panel.buttons["live"])
	u.panel.reviewButtons.Hide()
	// As wide as the wider set, so the panel keeps its width as they swap.
	wide := canvas.NewRectangle(color.Transparent)
	wide.SetMinSize(fyne.NewSize(max(u.panel.gameButtons.MinSize().Width, u.panel.reviewButtons.MinSize().Width), 0))
	buttons := container.NewStack(wide, u.panel.gameButtons, u.panel.reviewButtons)

	u.panel.moveList = u.sheet().build()

	// one line always, so the sheet below never moves as a name comes
	u.panel.opening = widget.NewLabel("")
	u.panel.opening.Truncation = fyne.TextTruncateEllipsis
	movesTitle := widget.NewLabelWithStyle(i18n.T("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.panel.top = container.NewVBox(u.panel.sides.Box, kit.LinesRoom(u.panel.players, 2))
	sheet := container.NewBorder(
		container.NewVBox(widget.NewSeparator(), u.panel.opening, sheetHeader(movesTitle)),
		nil, nil, nil, u.panel.moveList)
	// The buttons sit at the foot of the panel, where nothing above them
	// moves them; whose turn, the hint and the notice take the room their
	// words need above the score sheet, which has the rest.
	foot := container.NewVBox(u.panel.buttons["pause"], buttons)
	u.panel.body = container.New(&kit.PanelColumns{Words: u.panel.statusText(), SheetRows: func() int { return len(u.panel.rows) }}, u.panel.top, u.panel.status, sheet, foot)
	return u.panel.body
}

// statusText makes whose turn it is, the hint and the status line, the
// search's lines under them, one above the other, and the scroll that
// shows them: what the player asked for first, as the box shows a few
// lines of them (the hint, under the lines of the searches, was cut).
func (p *panel) statusText() *fyne.Container {
	text := container.NewVBox(
		container.NewBorder(nil, nil, nil, p.thinking, p.turn),
		p.hintLine,
		p.notice,
		p.thought,
		p.valuesLine,
	)
	p.status = container.NewVScroll(text)
	return text
}

// buildRows makes the sides' rows: each its disc, its name, its clock in
// a timed game and its count, on a highlight shown while that side is to
// move.
func (p *panel) buildRows() {
	p.sides = kit.NewPlayerRows(
		[2]fyne.CanvasObject{NewDiscIcon(model.Black, 30), NewDiscIcon(model.White, 30)},
		[2]string{othellowords.ColourWord(model.Black), othellowords.ColourWord(model.White)})
}
