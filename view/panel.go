package view

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/coach"
	"othello/model"
)

// panel is the side panel: the scores, who plays whom, whose turn, the
// hint and status lines, the buttons and the move list.
type panel struct {
	blackCount, whiteCount *canvas.Text
	blackRow, whiteRow     *canvas.Rectangle  // highlights the side to move
	clocks                 [2]*canvas.Text    // each side's clock
	clockBoxes             [2]*fyne.Container // hold the clocks, hidden without one
	clockState             controller.Clocks  // the clocks they show
	players                *widget.Label
	turn                   *widget.Label
	thought                *widget.Label // the engine's thinking, hidden when there is none
	valuesLine             *widget.Label // what the move values on the board rest on, hidden when none are
	thinking               *widget.Activity
	hintLine               *widget.Label // the hint in words, hidden when there is none
	notice                 *widget.Label
	// hintEngine names the external program giving hints, "" for ours
	hintEngine func() string
	// hintStep is how far the graduated hints of the live position have gone
	hintStep func() int
	// drill says what the board holds when it is no game of the player's
	// (a retried position): said in place of who plays whom ("" for a game)
	drill func() string
	// the reason last said for a hinted move, worked out once for its
	// position and move rather than at every refresh
	whyPos        model.SizedPosition
	whyMove       model.Cell
	why           string
	lasting       bool                // the notice outlasts the computer's next move
	scores        controller.Snapshot // the state the scores show
	top           *fyne.Container
	status        *container.Scroll // the turn, hint and notice
	body          *fyne.Container   // the whole panel (panelColumns)
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
	u.panel.hintEngine = u.hintEngineName
	u.panel.hintStep = u.hintStep
	u.panel.drill = u.drillText
	u.panel.blackCount, u.panel.blackRow = scoreText(), rowHighlight()
	u.panel.whiteCount, u.panel.whiteRow = scoreText(), rowHighlight()
	for c := range u.panel.clocks {
		u.panel.clocks[c] = newClockFace()
		u.panel.clockBoxes[c] = clockBox(u.panel.clocks[c])
	}
	scores := container.NewVBox(
		scoreRow(model.Black, u.panel.blackCount, u.panel.blackRow, u.panel.clockBoxes[model.Black]),
		scoreRow(model.White, u.panel.whiteCount, u.panel.whiteRow, u.panel.clockBoxes[model.White]),
	)

	u.panel.players = widget.NewLabel("")
	u.panel.players.Wrapping = fyne.TextWrapWord
	u.panel.players.TextStyle.Italic = true
	u.panel.turn = widget.NewLabel("")
	u.panel.turn.TextStyle.Bold = true
	u.panel.turn.Wrapping = fyne.TextWrapWord
	u.panel.thought = widget.NewLabel("")
	u.panel.thought.Wrapping = fyne.TextWrapWord
	u.panel.thought.Hide()
	u.panel.valuesLine = widget.NewLabel("")
	u.panel.valuesLine.Wrapping = fyne.TextWrapWord
	u.panel.valuesLine.Hide()
	u.panel.thinking = widget.NewActivity()
	u.panel.thinking.Hide()
	u.panel.hintLine = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.panel.hintLine.Wrapping = fyne.TextWrapWord
	u.panel.hintLine.Hide()
	u.panel.notice = widget.NewLabel("")
	u.panel.notice.Wrapping = fyne.TextWrapWord

	button := func(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, tapped)
		u.panel.buttons[name] = b
		return b
	}
	button("new", tr("New game"), theme.ContentAddIcon(), u.dialogs.showNewGameDialog).Importance = widget.HighImportance
	button("undo", tr("Undo"), theme.ContentUndoIcon(), u.ctl.Undo)
	button("redo", tr("Redo"), theme.ContentRedoIcon(), u.ctl.Redo)
	button("hint", tr("Hint"), theme.HelpIcon(), u.Hint)
	button("settings", tr("Settings"), theme.SettingsIcon(), u.dialogs.showSettings)
	button("pause", tr("Pause demo"), theme.MediaPauseIcon(), u.togglePause).Hide()
	// Leaving the review is no step through the moves: it is named for
	// where it goes, and sits apart from Previous.
	button("live", tr("Exit review"), theme.LogoutIcon(), u.live)
	button("first", tr("First"), theme.MediaSkipPreviousIcon(), func() { u.stepReview(reviewFirst) })
	button("previous", tr("Previous"), theme.NavigateBackIcon(), func() { u.stepReview(reviewPrevious) })
	button("next", tr("Next"), theme.NavigateNextIcon(), func() { u.stepReview(reviewNext) })
	button("last", tr("Last"), theme.MediaSkipNextIcon(), func() { u.stepReview(reviewLast) })
	button("playfrom", tr("Play on"), theme.MediaPlayIcon(), u.playFromReview)
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

	u.panel.moveList = u.newScoreSheet()

	// one line always, so the sheet below never moves as a name comes
	u.panel.opening = widget.NewLabel("")
	u.panel.opening.Truncation = fyne.TextTruncateEllipsis
	movesTitle := widget.NewLabelWithStyle(tr("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.panel.top = container.NewVBox(scores, u.panel.playersArea())
	sheet := container.NewBorder(
		container.NewVBox(widget.NewSeparator(), u.panel.opening, sheetHeader(movesTitle)),
		nil, nil, nil, u.panel.moveList)
	// The buttons sit at the foot of the panel, where nothing above them
	// moves them; whose turn, the hint and the notice take the room their
	// words need above the score sheet, which has the rest.
	foot := container.NewVBox(u.panel.buttons["pause"], buttons)
	u.panel.body = container.New(&panelColumns{words: u.panel.statusText()}, u.panel.top, u.panel.status, sheet, foot)
	return u.panel.body
}

// playersArea holds who plays whom in a fixed height of two lines, which
// every mode's words fit at the panel's usual widths, so that the buttons
// below stay where they are from one mode to another; longer words scroll.
func (p *panel) playersArea() fyne.CanvasObject {
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, textLines(2)))
	return container.NewStack(room, container.NewVScroll(p.players))
}

// textLines is the height of a label of n lines.
func textLines(n int) float32 {
	return widget.NewLabel(strings.Repeat("\n", n-1)).MinSize().Height
}

// statusText makes whose turn it is, the hint and the status line, one
// above the other, and the scroll that shows them.
func (p *panel) statusText() *fyne.Container {
	text := container.NewVBox(
		container.NewBorder(nil, nil, nil, p.thinking, p.turn),
		p.thought,
		p.valuesLine,
		p.hintLine,
		p.notice,
	)
	p.status = container.NewVScroll(text)
	return text
}

func scoreText() *canvas.Text {
	t := canvas.NewText("2", theme.Color(theme.ColorNameForeground))
	t.TextSize = 28
	t.TextStyle.Bold = true
	t.Alignment = fyne.TextAlignTrailing
	return t
}

func rowHighlight() *canvas.Rectangle {
	r := canvas.NewRectangle(theme.Color(theme.ColorNameSelection))
	r.CornerRadius = theme.InputRadiusSize()
	return r
}

// scoreRow is one side's score: its disc, its name, its clock in a timed
// game and its count, on a highlight shown while that side is to move.
func scoreRow(c model.Color, count *canvas.Text, highlight *canvas.Rectangle, clock fyne.CanvasObject) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(colourWord(c), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	row := container.NewBorder(nil, nil,
		container.NewHBox(container.NewCenter(NewDiscIcon(c, 30)), name), count, clock)
	return container.NewStack(highlight, container.New(layout.NewCustomPaddedLayout(2, 2, 8, 8), row))
}

func (u *UI) togglePause() {
	if u.snap.Paused {
		u.ctl.Resume()
	} else {
		u.ctl.Pause()
	}
}

// show brings the panel up to date with s; review is the number of moves
// on show while reviewing, -1 for the live game, and reviewLine what the
// analysis says of that move.
func (p *panel) show(s controller.Snapshot, review int, reviewLine string) {
	p.followsEnd = review < 0 && s.Game.Len() > 0
	p.showScores(reviewed(s, review))
	players := playersText(s.Settings)
	if p.drill != nil {
		if d := p.drill(); d != "" {
			players = d // a retry is set up as two players' game, which it is not
		}
	}
	p.players.SetText(players)
	if turn := turnText(s, review); turn != p.turn.Text {
		p.turn.SetText(turn)
		p.relayout() // a longer turn line may take two lines
	}
	if c, ok := p.body.Layout.(*panelColumns); ok && c.roomy != (review >= 0) {
		c.roomy = review >= 0
		p.relayout()
	}
	hint := reviewLine // in review, the analysis of the move on show
	if review < 0 {
		by := p.hintEngine()
		if s.Game.Size() != 8 {
			by = ""
		}
		hint = hintTextBy(s.Hint, s.Game.Geometry(), by)
		if c := s.HintCell(); p.hintStep != nil && p.hintStep() == hintRegion && c != model.NoCell {
			hint = regionText(s.Game.Geometry(), c)
		} else if s.Hint != nil && s.Sized.Board.IsLegal(s.Hint.Move) {
			if why := p.hintWhy(s.Sized, s.Hint.Move); why != "" {
				hint += " " + why
			}
		}
	}
	p.showHintLine(hint)
	p.showThought(s, review)
	if busy := s.Thinking || s.Hinting; busy != p.thinking.Visible() {
		if busy {
			p.thinking.Show()
			p.thinking.Start()
		} else {
			p.thinking.Stop()
			p.thinking.Hide()
		}
		// the indicator takes room from the turn line, which may wrap
		p.relayout()
	}
	p.showButtons(s, review)
	p.rows = sheetRows(s.Game)
	p.showOpening(openingText(s.Game))
	p.moveList.Refresh()
	switch {
	case review < 0:
		if s.Game.Len() > 0 {
			p.moveList.ScrollToBottom()
		}
	case review > 0:
		p.moveList.ScrollTo(sheetRowOf(p.rows, review-1))
	default:
		p.moveList.ScrollToTop()
	}
}

// showOpening names the opening over the sheet.
func (p *panel) showOpening(text string) {
	if text != p.opening.Text {
		p.opening.SetText(text)
	}
}

// showScores writes the disc counts and highlights the side to move, or
// at the end of the game the winner, whose count turns the theme's accent
// colour.
func (p *panel) showScores(s controller.Snapshot) {
	p.scores = s
	p.blackCount.Text = fmt.Sprint(s.Result.Black)
	p.whiteCount.Text = fmt.Sprint(s.Result.White)
	winner, decisive := s.Result.Winner()
	if s.Over && s.Clock.Flagged {
		winner, decisive = s.Clock.Loser.Other(), true // on time, whatever the discs say
	}
	marked := func(c model.Color) bool {
		if s.Over {
			return decisive && winner == c
		}
		return s.Sized.Turn == c
	}
	won := func(c model.Color) bool { return s.Over && decisive && winner == c }
	for c, parts := range map[model.Color]struct {
		count *canvas.Text
		row   *canvas.Rectangle
	}{model.Black: {p.blackCount, p.blackRow}, model.White: {p.whiteCount, p.whiteRow}} {
		parts.count.Color = theme.Color(theme.ColorNameForeground)
		if won(c) {
			parts.count.Color = theme.Color(theme.ColorNamePrimary)
		}
		parts.row.FillColor = theme.Color(theme.ColorNameSelection)
		parts.row.Hidden = !marked(c)
		parts.count.Refresh()
		parts.row.Refresh()
	}
}

// recolour takes the theme's colours for the canvas objects that hold
// their own, after a change of theme.
func (p *panel) recolour() {
	if p.blackCount != nil {
		p.showScores(p.scores)
		p.showClocks(p.clockState)
	}
}

// showButtons enables the buttons that can act now, and shows the demo's
// pause button and the way back from a review only when they apply.
func (p *panel) showButtons(s controller.Snapshot, review int) {
	setEnabled(p.buttons["undo"], s.CanUndo)
	setEnabled(p.buttons["redo"], s.CanRedo)
	setEnabled(p.buttons["hint"], s.HumanToMove && !s.Hinting && review < 0)
	pause := p.buttons["pause"]
	if s.Settings.Mode == controller.ComputerVsComputer && !s.Over {
		pause.Show()
		if s.Paused {
			pause.SetText(tr("Resume demo"))
			pause.SetIcon(theme.MediaPlayIcon())
		} else {
			pause.SetText(tr("Pause demo"))
			pause.SetIcon(theme.MediaPauseIcon())
		}
	} else {
		pause.Hide()
	}
	if review >= 0 {
		p.gameButtons.Hide()
		p.reviewButtons.Show()
		setEnabled(p.buttons["first"], review > 0)
		setEnabled(p.buttons["previous"], review > 0)
		setEnabled(p.buttons["next"], review < s.Game.Len())
		setEnabled(p.buttons["last"], review < s.Game.Len())
		setEnabled(p.buttons["playfrom"], review < s.Game.Len())
	} else {
		p.reviewButtons.Hide()
		p.gameButtons.Show()
	}
}

func setEnabled(b fyne.Disableable, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// showHintLine shows the hint in words, taking no room when there is none.
func (p *panel) showHintLine(text string) {
	if text == p.hintLine.Text && (text == "") == p.hintLine.Hidden {
		return
	}
	p.hintLine.SetText(text)
	if text == "" {
		p.hintLine.Hide()
	} else {
		p.hintLine.Show()
	}
	p.relayout()
}

// thinker names the external program whose thinking s holds, "" when it
// is our search's.
func (p *panel) thinker(s controller.Snapshot) string {
	t := s.Thought
	switch {
	case t == nil:
		return ""
	case t.Hint && p.hintEngine != nil:
		return p.hintEngine()
	case !t.Hint && s.Settings.EngineSide(t.Color):
		return s.Settings.Engine
	}
	return ""
}

// showThought shows the engine's thinking in the live game, and what the
// move values on the board rest on, each taking no room when there is
// none.
func (p *panel) showThought(s controller.Snapshot, review int) {
	thought, shown := "", review
	if review < 0 {
		t := s.Thought
		if t != nil && t.Hint && p.hintStep != nil && p.hintStep() == hintRegion {
			// the first step of a hint shows where, not what: no line of play
			hidden := *t
			hidden.PV = nil
			t = &hidden
		}
		thought, shown = thoughtTextBy(t, s.Game.Geometry(), p.thinker(s)), s.Game.Len()
	}
	values := ""
	if s.ValuesAt == shown {
		values = valuesText(s.Values)
	}
	changed := setLine(p.thought, thought)
	if !setLine(p.valuesLine, values) && !changed {
		return
	}
	p.relayout()
}

// keepLastMove scrolls the sheet to the live game's last move, when it
// shows it, once the window has laid it out again (a window made smaller
// makes the sheet shorter).
func (p *panel) keepLastMove() {
	if p.followsEnd && p.moveList != nil {
		p.moveList.ScrollToBottom()
	}
}

// buttonAt is the panel's button, shown and enabled, at a position in the
// window; nil when there is none.
func (p *panel) buttonAt(at fyne.Position) *widget.Button {
	var shown []fyne.CanvasObject
	for _, c := range []*fyne.Container{p.gameButtons, p.reviewButtons} {
		if c.Visible() {
			shown = append(shown, c.Objects...)
		}
	}
	shown = append(shown, p.buttons["pause"])
	d := fyne.CurrentApp().Driver()
	for _, o := range shown {
		b := o.(*widget.Button)
		if !b.Visible() || b.Disabled() {
			continue
		}
		pos, size := d.AbsolutePositionForObject(b), b.Size()
		if at.X >= pos.X && at.Y >= pos.Y && at.X < pos.X+size.Width && at.Y < pos.Y+size.Height {
			return b
		}
	}
	return nil
}

// relayout lays the words and the sheet out again, the words' height
// deciding the sheet's: a sheet that got shorter in the live game keeps
// its last move in view.
func (p *panel) relayout() { refreshKeepingEnd(p.body, p.moveList, p.followsEnd) }

// setLine shows text in l, hidden when empty, and reports whether that
// changed anything.
func setLine(l *widget.Label, text string) bool {
	if text == l.Text && (text == "") == l.Hidden {
		return false
	}
	l.SetText(text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
	return true
}

// setLastingNotice shows text in the status line until the player acts,
// through the computer's reply.
func (p *panel) setLastingNotice(text string) {
	p.setNotice(text)
	p.lasting = true
}

// setNotice shows text in the status line, which takes no room when empty.
func (p *panel) setNotice(text string) {
	p.lasting = false
	p.notice.SetText(text)
	if text == "" {
		p.notice.Hide()
	} else {
		p.notice.Show()
	}
	// show the words' start
	p.relayout()
	p.status.ScrollToTop()
}

// hintWhy says what makes move good in pos, read off the board after each
// legal move.
func (p *panel) hintWhy(pos model.SizedPosition, move model.Cell) string {
	if pos != p.whyPos || move != p.whyMove {
		p.whyPos, p.whyMove = pos, move
		p.why = hintReasonLine(coach.Hint(pos, move), colourWord(pos.Turn.Other()))
	}
	return p.why
}
