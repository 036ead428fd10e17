// Gomoku in the window: its settings, its board and panel in place of
// Othello's, the opening rule's questions answered by clicks, its sounds,
// and its move list copied, pasted, saved and opened.

package view

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/view/gomokuboard"
	"othello/view/sound"
)

// GameKind is the game the window plays.
type GameKind int

// The games.
const (
	KindOthello GameKind = iota
	KindGomoku
)

var kindLabels = []string{"Othello", "Gomoku"}

// GomokuPrefs are Gomoku's settings, kept between launches.
type GomokuPrefs struct {
	Size    int
	Rule    gomoku.Rule
	Opening cg.Opening
	First   bool // the person is the first player (Black, or places the opening stones)
	Level   sg.Level
	// Brain is the command line of the external brain last chosen; it
	// plays when UseBrain is set.
	Brain    string
	UseBrain bool
	// TwoPeople: two people share the board, the opening free, no
	// computer (UseBrain and Level unused)
	TwoPeople bool
	// Demo: the level plays itself, the opening free (UseBrain and
	// First unused)
	Demo bool
	// Clock is the time control of both players; zero is none.
	Clock model.TimeControl
}

// DefaultGomokuPrefs: 15x15 freestyle, free opening, Black against MEDIUM.
func DefaultGomokuPrefs() GomokuPrefs {
	return GomokuPrefs{Size: gomoku.DefaultSize, Rule: gomoku.Freestyle, Opening: cg.Free, First: true, Level: sg.Medium}
}

const (
	keyKind           = "game.kind"
	keyGomokuSize     = "gomoku.size"
	keyGomokuRule     = "gomoku.rule"
	keyGomokuOpening  = "gomoku.opening"
	keyGomokuFirst    = "gomoku.first"
	keyGomokuLevel    = "gomoku.level"
	keyGomokuBrain    = "gomoku.brain"
	keyGomokuUseBrain = "gomoku.useBrain"
	keyGomokuTwo      = "gomoku.twoPeople"
	keyGomokuDemo     = "gomoku.demo"
	keyGomokuClock    = "gomoku.clock"
)

func loadGomokuPrefs(p fyne.Preferences) (GameKind, GomokuPrefs) {
	d := DefaultGomokuPrefs()
	v := GomokuPrefs{
		Size:      p.IntWithFallback(keyGomokuSize, d.Size),
		Rule:      gomoku.Rule(p.IntWithFallback(keyGomokuRule, int(d.Rule))),
		Opening:   cg.Opening(p.IntWithFallback(keyGomokuOpening, int(d.Opening))),
		First:     p.BoolWithFallback(keyGomokuFirst, d.First),
		Level:     sg.Level(p.IntWithFallback(keyGomokuLevel, int(d.Level))),
		Brain:     p.String(keyGomokuBrain),
		UseBrain:  p.Bool(keyGomokuUseBrain),
		TwoPeople: p.Bool(keyGomokuTwo),
		Demo:      p.Bool(keyGomokuDemo),
	}
	if tc, err := model.ParseClock(p.StringWithFallback(keyGomokuClock, "none")); err == nil && tc.Main <= controller.MaxMainTime {
		v.Clock = tc
	}
	if gomoku.CheckSize(v.Size) != nil {
		v.Size = d.Size
	}
	if v.Rule != gomoku.Freestyle && v.Rule != gomoku.Standard {
		v.Rule = d.Rule
	}
	if v.Opening < cg.Free || v.Opening > cg.Swap2 {
		v.Opening = d.Opening
	}
	if v.Level < sg.Easy || v.Level > sg.Expert {
		v.Level = d.Level
	}
	v.UseBrain = v.UseBrain && strings.TrimSpace(v.Brain) != ""
	kind := GameKind(p.IntWithFallback(keyKind, int(KindOthello)))
	if kind != KindGomoku {
		kind = KindOthello
	}
	return kind, v
}

func saveGomokuPrefs(p fyne.Preferences, kind GameKind, v GomokuPrefs) {
	p.SetInt(keyKind, int(kind))
	p.SetInt(keyGomokuSize, v.Size)
	p.SetInt(keyGomokuRule, int(v.Rule))
	p.SetInt(keyGomokuOpening, int(v.Opening))
	p.SetBool(keyGomokuFirst, v.First)
	p.SetInt(keyGomokuLevel, int(v.Level))
	p.SetString(keyGomokuBrain, v.Brain)
	p.SetBool(keyGomokuUseBrain, v.UseBrain)
	p.SetBool(keyGomokuTwo, v.TwoPeople)
	p.SetBool(keyGomokuDemo, v.Demo)
	p.SetString(keyGomokuClock, v.Clock.String())
}

// gomokuReplyDelay lets the person's stone land before the computer's.
const gomokuReplyDelay = 300 * time.Millisecond

// gomokuView is the Gomoku game on show: its session, its board and its
// panel. It replaces Othello's board and panel while a Gomoku game is on.
type gomokuView struct {
	u       *UI
	s       *cg.Session
	cfg     GomokuPrefs // the settings of the game on show
	st      cg.SessionState
	board   *gomokuboard.Board
	content fyne.CanvasObject
	title   *widget.Label
	players *widget.Label
	turn    *widget.Label
	notice  *widget.Label
	moves   *widget.List
	panel   *fyne.Container // the words over the move list, and the list
	buttons map[string]*widget.Button
	review  int // moves shown while reviewing; -1 the live game
	// the open question of the opening rule, and its buttons by name
	choice  dialog.Dialog
	answers map[string]*widget.Button
	over    *gomokuOver        // the open game-over dialog, if any
	export  *gomokuPictureForm // the last Export Picture dialog
	// delay is the computer's pause before it answers, demoDelay before
	// each move of a demo; tests set their own
	delay, demoDelay time.Duration
	clocks           *widget.Label      // the players' clocks, hidden without one
	clockHeld        bool               // the session was told to hold its clocks
	clockStop        func()             // stops the clocks' ticker; nil when none runs
	time             session.TimeSource // the clocks' time; nil: the real one (tests set theirs)
}

// active reports whether the window shows a Gomoku game.
func (v *gomokuView) active() bool { return v != nil && v.s != nil }

// build makes the board and the panel.
func (v *gomokuView) build() {
	u := v.u
	v.board = gomokuboard.New()
	v.board.OnMove = v.play
	v.buttons = map[string]*widget.Button{}
	button := func(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, tapped)
		v.buttons[name] = b
		return b
	}
	button("new", tr("New game"), theme.ContentAddIcon(), u.dialogs.showNewGameDialog).Importance = widget.HighImportance
	button("undo", tr("Undo"), theme.ContentUndoIcon(), v.undo)
	button("redo", tr("Redo"), theme.ContentRedoIcon(), v.redo)
	button("hint", tr("Hint"), theme.HelpIcon(), v.hint)
	button("pause", tr("Pause demo"), theme.MediaPauseIcon(), v.togglePause)
	button("live", tr("Exit review"), theme.LogoutIcon(), v.live)
	button("previous", tr("Previous"), theme.NavigateBackIcon(), func() { v.step(-1) })
	button("next", tr("Next"), theme.NavigateNextIcon(), func() { v.step(1) })
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.players = widget.NewLabel("")
	v.players.Wrapping = fyne.TextWrapWord
	v.players.TextStyle.Italic = true
	v.turn = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.turn.Wrapping = fyne.TextWrapWord
	v.clocks = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	v.clocks.Hide()
	v.notice = widget.NewLabel("")
	v.notice.Wrapping = fyne.TextWrapWord
	v.moves = widget.NewList(
		func() int {
			if v.st.Game == nil {
				return 0
			}
			return (v.st.Game.MoveCount() + 1) / 2
		},
		func() fyne.CanvasObject { return widget.NewLabel("000. o15 o15") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(v.moveRow(i)) },
	)
	v.moves.OnSelected = func(i widget.ListItemID) {
		v.moves.UnselectAll()
		// the row's last stone
		v.showReview(min(2*i+2, v.st.Game.MoveCount()))
	}
	top := container.NewVBox(v.title, v.players, v.clocks, widget.NewSeparator())
	words := container.NewVBox(v.turn, v.notice)
	buttons := container.NewGridWithColumns(2, v.buttons["new"], v.buttons["hint"], v.buttons["undo"], v.buttons["redo"],
		v.buttons["previous"], v.buttons["next"], v.buttons["live"], v.buttons["pause"])
	movesTitle := widget.NewLabelWithStyle(tr("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sheet := container.NewBorder(container.NewVBox(widget.NewSeparator(), movesTitle), nil, nil, nil, v.moves)
	panel := container.New(&panelColumns{words: words}, top, container.NewVScroll(words), sheet, buttons)
	v.panel = panel
	board := container.New(layout.NewCustomPaddedLayout(8, 8, 8, 4), v.board)
	v.content = container.New(boardAndPanel{board: board, laid: v.laidOut}, board, panel)
}

// laidOut follows the window laid out again (resized): the game-over box
// moves with the board, and the move list keeps the live game's last stone
// in view.
func (v *gomokuView) laidOut() {
	v.placeOver()
	if v.followsEnd() {
		v.moves.ScrollToBottom()
	}
}

// followsEnd reports whether the move list shows the live game's last
// stone: not in a review, and once there is one.
func (v *gomokuView) followsEnd() bool {
	return v.review < 0 && v.st.Game != nil && v.st.Game.MoveCount() > 0
}

// setNotice shows text in the status line and lays the panel out again: a
// longer line makes the move list shorter, and the live game's last move
// stays in view.
func (v *gomokuView) setNotice(text string) {
	v.notice.SetText(text)
	if v.panel == nil {
		return
	}
	refreshKeepingEnd(v.panel, v.moves, v.followsEnd())
}

// moveRow writes row i of the move list: "1. h8 i9".
func (v *gomokuView) moveRow(i int) string {
	if v.st.Game == nil || 2*i >= v.st.Game.MoveCount() {
		return ""
	}
	moves, n := v.st.Game.Moves(), v.st.Game.Size()
	text := fmt.Sprintf("%d. %s", i+1, moves[2*i].Name(n))
	if 2*i+1 < len(moves) {
		text += " " + moves[2*i+1].Name(n)
	}
	return text
}

// startGomoku starts a Gomoku game of p, in place of the game on show;
// moves, if any, are played before the person plays on (or the computer,
// when computerToMove: an unfinished game brought back).
func (u *UI) startGomoku(p GomokuPrefs, moves []gomoku.Square, computerToMove bool) error {
	return u.startGomokuFrom(p, moves, computerToMove, 0, nil)
}

// startGomokuFrom is startGomoku for a game whose opening (p.Opening)
// settled the colours after its first floor stones (0: none), which stay,
// with each player's time left on p.Clock when left is given.
func (u *UI) startGomokuFrom(p GomokuPrefs, moves []gomoku.Square, computerToMove bool, floor int, left *[2]time.Duration) error {
	if u.gmk == nil {
		u.gmk = &gomokuView{u: u, review: -1, delay: gomokuReplyDelay, demoDelay: demoDelay}
		if u.opts.Config != nil {
			u.gmk.delay, u.gmk.demoDelay = u.opts.Config.ReplyDelay, u.opts.Config.DemoDelay // the tests' pace
		}
		u.gmk.build()
	}
	v := u.gmk
	var opp cg.Player
	if p.TwoPeople {
		p.Demo = false
	} else {
		if p.Demo {
			p.UseBrain = false // the demo shows our level
		}
		var err error
		if opp, err = v.opponent(p); err != nil {
			return err
		}
	}
	delay := v.delay
	if p.Demo {
		delay = v.demoDelay
	}
	s, err := cg.NewSession(cg.SessionConfig{
		Size: p.Size, Rule: p.Rule, Opening: p.Opening, First: p.First, Moves: moves, ComputerToMove: computerToMove, Floor: floor,
		Opponent: opp, TwoPeople: p.TwoPeople, Demo: p.Demo, Hinter: sg.NewPlayer(sg.Hard, uint64(time.Now().UnixNano())),
		Delay: delay, Listener: v.onEvent, Dispatch: u.dispatch, Clock: p.Clock, Left: left, Time: v.time,
	})
	if err != nil {
		if opp != nil {
			opp.Close()
		}
		return err
	}
	if v.s != nil {
		v.s.Close()
	}
	v.stopClockTicker()
	v.s, v.cfg, v.review, v.clockHeld = s, p, -1, false
	// this game takes the kept one's place (its file is rewritten as it
	// goes)
	u.gmkWaiting = nil
	v.closeChoice()
	v.closeOver()
	v.setNotice("")
	// Othello's game waits unseen: no search, no clock, no dialog of its
	// end over this one
	u.ctl.Suspend(true)
	u.dialogs.closeOverDialog()
	u.win.SetContent(v.content)
	u.win.SetTitle(kindLabels[KindGomoku])
	u.win.Canvas().Focus(v.board)
	s.Start()
	return nil
}

// opponent makes the computer's side of p: our level, or the brain.
func (v *gomokuView) opponent(p GomokuPrefs) (cg.Player, error) {
	if p.UseBrain {
		c, ok, err := cg.ParseBrainSpec("brain:" + p.Brain)
		if err != nil || !ok {
			return nil, fmt.Errorf("the brain's command line %q: %v", p.Brain, err)
		}
		c.TurnTime = 5 * time.Second
		return cg.NewBrain(c), nil
	}
	seed := v.u.opts.GomokuSeed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	return cg.Builtin(levelName(p.Level), sg.NewPlayer(p.Level, seed), seed), nil
}

// leaveGomoku shows Othello's game again. An unfinished Gomoku game
// waits, kept in its file, for the New game dialog to bring it back, as
// Othello's waits behind Gomoku.
func (u *UI) leaveGomoku() {
	if !u.gmk.active() {
		return
	}
	u.gmkWaiting = keptGomoku(&u.gmk.st, u.gmk.s.Config())
	u.gmk.closeChoice()
	u.gmk.closeOver()
	u.gmk.stopClockTicker()
	u.gmk.s.Close()
	u.gmk.s = nil
	u.ctl.Suspend(false)
	u.win.SetContent(u.content)
	u.win.SetTitle(kindLabels[KindOthello])
	u.win.Canvas().Focus(u.board)
	// Othello's own items come back; refresh greys again those its game
	// cannot use now
	for _, name := range othelloOnly {
		u.menu.enable(name, true, u.win.MainMenu())
	}
	u.refresh(true)
}

// closeGomoku stops the Gomoku game's searches and its brain at Quit.
func (u *UI) closeGomoku() {
	if u.gmk.active() {
		u.gmk.stopClockTicker()
		u.gmk.s.Close()
	}
}

// play proposes the person's stone.
func (v *gomokuView) play(sq gomoku.Square) {
	if v.review >= 0 {
		return
	}
	if err := v.s.Play(sq); err != nil {
		v.u.sound.Play(sound.Illegal, 0)
		v.setNotice(capitalize(gomokuRefusal(err, v.st.Game.Size())) + ".")
	}
}

// gomokuRefusal says why a stone was refused.
func gomokuRefusal(err error, size int) string {
	var me *gomoku.MoveError
	if errors.As(err, &me) {
		switch me.Reason {
		case gomoku.Occupied:
			return tr("{{.Move}} is taken", args{"Move": me.Square.Name(size)})
		case gomoku.GameOver:
			return tr("the game is over")
		}
	}
	return err.Error()
}

func (v *gomokuView) undo() {
	if v.s.Undo() {
		v.closeOver() // the game goes on
		v.review = -1
		v.refresh()
	}
}

func (v *gomokuView) redo() {
	if v.s.Redo() {
		v.review = -1
		v.refresh()
	}
}

// togglePause pauses a demo under way, or lets a paused one go on.
func (v *gomokuView) togglePause() {
	if v.s.Pause() || v.s.Resume() {
		v.refresh()
	}
}

func (v *gomokuView) hint() {
	if v.s.Hint() {
		v.setNotice(tr("Looking for a good move…"))
	}
}

// onEvent shows a change of the session: the board, the panel, a sound,
// and the opening's questions.
func (v *gomokuView) onEvent(e cg.SessionEvent) {
	v.st = e.State
	u := v.u
	switch e.Kind {
	case cg.Started:
		u.sound.Play(sound.NewGame, 0)
	case cg.StonePlaced:
		u.sound.Play(sound.Place, 0)
		if e.ByPerson {
			v.setNotice("")
		}
	case cg.Hinted:
		if e.Move != gomoku.NoSquare {
			v.setNotice(tr("Hint: {{.Move}}.", args{"Move": e.Move.Name(v.st.Game.Size())}))
		}
	case cg.ColourTaken:
		if v.st.Phase == cg.Moving && v.choice == nil && !e.ByPerson {
			v.setNotice(tr("The opening is settled: you play {{.Side}}.", args{"Side": stoneColour(v.st.Person)}))
		}
	case cg.GameEnded:
		v.ended()
	}
	if v.st.Phase == cg.Choosing && v.choice == nil {
		v.ask()
	}
	v.refresh()
	u.keepGomoku(&v.st)
}

// ended plays the result's sound and says how the game ended.
func (v *gomokuView) ended() {
	st := v.st
	switch {
	case st.Winner == gomoku.NoColor:
		v.u.sound.Play(sound.Draw, 0)
	case st.Winner == st.Person || v.cfg.TwoPeople || v.cfg.Demo:
		v.u.sound.Play(sound.Win, 0)
	default:
		v.u.sound.Play(sound.Lose, 0)
	}
	if st.Forfeit != nil {
		v.setNotice(tr("{{.Name}} could not go on: {{.Why}}", args{"Name": st.Forfeit.Name, "Why": failureWhy(st.Forfeit.Err, st.Forfeit.Reason())}))
	}
	v.showOver()
}

// result says how the game ended, or whose turn it is.
func (v *gomokuView) status() string {
	st := v.st
	a := args{"Opponent": st.Opponent, "Winner": stoneColour(st.Winner), "Loser": stoneColour(st.Winner.Opponent()),
		"Side": stoneColour(st.Game.Turn()), "You": stoneColour(st.Person), "Number": v.review, "All": st.Game.MoveCount(), "ToGo": st.Placing}
	switch {
	case v.review >= 0:
		return tr("Reviewing move {{.Number}} of {{.All}}", a)
	case st.Phase == cg.Ended && st.OnTime && st.Winner == gomoku.White:
		return tr("Black's flag fell: White wins on time")
	case st.Phase == cg.Ended && st.OnTime && st.Winner == gomoku.Black:
		return tr("White's flag fell: Black wins on time")
	case st.Phase == cg.Ended && st.OnTime && v.cfg.First == (st.Clocks.Loser == 0):
		return tr("The computer wins on time") // in the opening, before the colours
	case st.Phase == cg.Ended && st.OnTime:
		return tr("You win on time!")
	case st.Phase == cg.Ended && st.Forfeit != nil && v.cfg.Demo:
		return tr("{{.Winner}} wins: {{.Loser}} forfeits", a)
	case st.Phase == cg.Ended && st.Forfeit != nil:
		return tr("You win: {{.Opponent}} forfeits", a)
	case st.Phase == cg.Ended && st.Winner == gomoku.NoColor:
		return tr("Game over: a draw, the board is full")
	case st.Phase == cg.Ended && (v.cfg.TwoPeople || v.cfg.Demo):
		return tr("{{.Winner}} wins with five in a row!", a)
	case st.Paused:
		return tr("Demo paused: {{.Side}} to move", a)
	case v.cfg.Demo:
		return tr("{{.Side}} is thinking…", a)
	case v.cfg.TwoPeople && st.PersonToMove:
		return tr("{{.You}} to move", a)
	case st.Phase == cg.Ended && st.Winner == st.Person:
		return tr("You win with five in a row!")
	case st.Phase == cg.Ended:
		return tr("{{.Opponent}} wins with five in a row", a)
	case st.Phase == cg.Placing && colourOfMove(st.Game.MoveCount()) == gomoku.White:
		return tr("Place the opening: a white stone ({{.ToGo}} to go)", a)
	case st.Phase == cg.Placing:
		return tr("Place the opening: a black stone ({{.ToGo}} to go)", a)
	case st.Phase == cg.Choosing:
		return tr("Choose your colour")
	case st.Thinking:
		return tr("{{.Opponent}} is thinking…", a)
	case st.PersonToMove:
		return tr("Your move ({{.You}})", a)
	}
	return ""
}

// gomokuOpeningWord names an opening rule in the game's title: "free".
func gomokuOpeningWord(o cg.Opening) string {
	switch o {
	case cg.Swap:
		return tr("opening|swap")
	case cg.Swap2:
		return tr("opening|swap2")
	}
	return tr("opening|free")
}

// colourOfMove is the colour of move i of a game from the empty board.
func colourOfMove(i int) gomoku.Color { return gomoku.MoveColour(i) }

// stoneColour names a colour of stones in the language in use: "Black".
func stoneColour(c gomoku.Color) string {
	if c == gomoku.White {
		return tr("White")
	}
	return tr("Black")
}

// colourName names a colour as Gomoku's files write it: "black".
func colourName(c gomoku.Color) string {
	if c == gomoku.White {
		return "white"
	}
	return "black"
}

// refresh brings the board, the panel and the menu up to date.
func (v *gomokuView) refresh() {
	st := v.st
	n := st.Game.Size()
	if v.review >= 0 {
		g, _ := gomoku.NewGame(n, st.Game.Rule())
		g.PlayAll(st.Game.Moves()[:v.review])
		v.board.SetState(gomokuboard.StateOf(g, false))
	} else {
		bs := gomokuboard.StateOf(st.Game, st.PersonToMove)
		bs.Hint = st.Hint
		v.board.SetState(bs)
	}
	a := args{"Size": fmt.Sprintf("%dx%d", n, n), "Rule": gomokuRuleWord(st.Game.Rule()), "Opening": gomokuOpeningWord(v.s.Config().Opening),
		"Opponent": st.Opponent, "You": stoneColour(st.Person)}
	v.title.SetText(tr("Gomoku {{.Size}}, {{.Rule}}, {{.Opening}} opening", a))
	switch {
	case v.cfg.TwoPeople:
		v.players.SetText(tr("Two people at the board"))
	case v.cfg.Demo:
		v.players.SetText(tr("Demo: {{.Opponent}} against itself", a))
	case st.Person != gomoku.NoColor:
		v.players.SetText(tr("You ({{.You}}) against {{.Opponent}}", a))
	default:
		v.players.SetText(tr("You against {{.Opponent}}", a))
	}
	v.turn.SetText(v.status())
	v.showClocks()
	v.moves.Refresh()
	v.panel.Refresh() // the words' height decides the list's
	if v.followsEnd() {
		v.moves.ScrollToBottom()
	}
	reviewing := v.review >= 0
	setEnabled(v.buttons["undo"], st.CanUndo && !reviewing)
	setEnabled(v.buttons["redo"], st.CanRedo && !reviewing)
	setEnabled(v.buttons["hint"], st.PersonToMove && st.Phase == cg.Moving && !st.Hinting && !reviewing)
	setEnabled(v.buttons["previous"], st.Game.MoveCount() > 0 && v.review != 0)
	setEnabled(v.buttons["next"], reviewing)
	setEnabled(v.buttons["live"], reviewing)
	pause := v.buttons["pause"]
	if v.canPause() {
		pause.Show()
		pause.SetText(tr("Pause demo"))
		pause.SetIcon(theme.MediaPauseIcon())
		if st.Paused {
			pause.SetText(tr("Resume demo"))
			pause.SetIcon(theme.MediaPlayIcon())
		}
	} else {
		pause.Hide()
	}
	v.updateMenu()
}

// canPause says whether a demo is under way, which the button and the menu
// can pause or resume.
func (v *gomokuView) canPause() bool { return v.cfg.Demo && v.st.Phase != cg.Ended }

// othelloOnly are the menu items only Othello's game has: Gomoku greys
// them out, and Othello gives them back.
var othelloOnly = []string{"scores", "values", "analyze", "editor", "report", "practice", "back", "stats", "setup"}

// updateMenu greys out what Gomoku cannot do.
func (v *gomokuView) updateMenu() {
	m, main := &v.u.menu, v.u.win.MainMenu()
	for _, name := range othelloOnly {
		m.enable(name, false, main)
	}
	m.enable("pause", v.canPause(), main)
	m.enable("undo", v.st.CanUndo, main)
	m.enable("redo", v.st.CanRedo, main)
	m.enable("hint", v.st.PersonToMove && v.st.Phase == cg.Moving, main)
}

// showReview shows the position after n moves.
func (v *gomokuView) showReview(n int) {
	if n < 0 || n > v.st.Game.MoveCount() {
		return
	}
	v.review = n
	v.refresh()
}

// step moves the review by d moves; from the live game it starts one.
func (v *gomokuView) step(d int) {
	at := v.review
	if at < 0 {
		at = v.st.Game.MoveCount()
	}
	at += d
	if at >= v.st.Game.MoveCount() && d > 0 {
		v.live()
		return
	}
	v.showReview(max(0, at))
}

// live leaves the review.
func (v *gomokuView) live() {
	v.review = -1
	v.refresh()
	v.u.win.Canvas().Focus(v.board)
}

// ask shows the opening rule's question of the colour: take Black, take
// White, or under Swap2 after three stones place two more.
func (v *gomokuView) ask() {
	u := v.u
	q := v.st.Question
	v.answers = map[string]*widget.Button{}
	var d dialog.Dialog
	answer := func(name, label string, act func() error) *widget.Button {
		b := widget.NewButton(label, func() {
			v.choice = nil
			d.Hide()
			if err := act(); err != nil {
				v.setNotice(capitalize(err.Error()) + ".")
			}
			v.refresh()
		})
		v.answers[name] = b
		return b
	}
	text := tr("Three stones are down. Take Black (the computer then plays White's move), or take White and play its move yourself.")
	if q == cg.ChooseAfterFive {
		text = tr("Five stones are down. Take Black (the computer then plays White's move), or take White and play its move yourself.")
	}
	buttons := []fyne.CanvasObject{
		answer("black", tr("Take Black"), func() error { return v.s.Choose(gomoku.Black) }),
		answer("white", tr("Take White"), func() error { return v.s.Choose(gomoku.White) }),
	}
	if q == cg.ChooseOrPlace {
		text = tr("Three stones are down. Take Black, take White and play its move, or place two more stones (a white, then a black) and let the computer choose.")
		buttons = append(buttons, answer("two", tr("Place two more"), v.s.PlaceTwo))
	}
	msg := widget.NewLabel(text)
	msg.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(msg, container.NewCenter(container.NewHBox(buttons...)))
	d = dialog.NewCustomWithoutButtons(tr("Your choice"), content, u.win)
	d.Resize(fitSize(u.win.Canvas(), 460, 0))
	v.choice = d
	d.Show()
}

func (v *gomokuView) closeChoice() {
	if v.choice != nil {
		v.choice.Hide()
		v.choice = nil
	}
}

// typedKey takes the window's keys for the Gomoku board.
func (v *gomokuView) typedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyEscape:
		if v.review >= 0 {
			v.live()
		}
	case fyne.KeyPageUp:
		v.step(-1)
	case fyne.KeyPageDown:
		v.step(1)
	default:
		v.board.TypedKey(e)
	}
}

// copyMoves puts the move list on the clipboard: "h8 i9 ...".
func (v *gomokuView) copyMoves() {
	text := gomoku.FormatMoves(v.st.Game.Moves(), v.st.Game.Size())
	v.u.app.Clipboard().SetContent(text)
	v.setNotice(trn("Copied {{.Count}} moves.", v.st.Game.MoveCount()))
}

// pasteMoves plays on from the moves on the clipboard, a list "h8 i9 ..."
// or Gomocup's position lines, on a board of the game's size.
func (v *gomokuView) pasteMoves() {
	text := v.u.app.Clipboard().Content()
	p := v.cfg
	p.Demo = false // the person plays on
	moves, size, rule, err := readGomokuGame(text, p.Size, p.Rule)
	if err == nil {
		p.Size, p.Rule = size, rule
		err = v.u.startGomoku(p, moves, false)
	}
	if err != nil {
		v.setNotice(tr("Could not paste the moves: {{.Why}}. Your game is unchanged.", args{"Why": err.Error()}))
		return
	}
	v.setNotice(trn("Pasted {{.Count}} moves; play on.", len(moves)))
}

// gomokuFileText writes the game for a file named with extension ext:
// the plain list "h8 i9 ..." for .txt, else Gomocup's position lines.
func gomokuFileText(g *gomoku.Game, ext string) string { return g.FileText(ext == ".txt") }

// readGomokuGame reads a game file or pasted text (gomoku.ReadFile), its
// one error of our own words said in the player's language.
func readGomokuGame(text string, size int, rule gomoku.Rule) ([]gomoku.Square, int, gomoku.Rule, error) {
	moves, size, rule, err := gomoku.ReadFile(text, size, rule)
	if e, ok := errors.AsType[*gomoku.TurnError](err); ok {
		err = errors.New(tr("stone {{.Number}}, {{.Move}}, is not {{.Side}}'s move: the stones must alternate from Black",
			args{"Number": e.Number, "Move": fmt.Sprint(e.Square), "Side": stoneColour(e.Want)}))
	}
	return moves, size, rule, err
}

// showSave asks where to save the Gomoku game.
func (v *gomokuView) showSave() {
	u := v.u
	if v.st.Game.MoveCount() == 0 {
		v.setNotice(tr("Nothing to save yet: no stones have been played."))
		return
	}
	dlg := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			v.setNotice(tr("Could not save the game: {{.Why}}", args{"Why": shortReason(err)}))
			return
		}
		if w == nil {
			return // cancelled
		}
		_, err = w.Write([]byte(gomokuFileText(v.st.Game, strings.ToLower(w.URI().Extension()))))
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			v.setNotice(tr("Could not save {{.File}}: {{.Why}}", args{"File": w.URI().Name(), "Why": shortReason(err)}))
			dialog.ShowError(err, u.win)
			return
		}
		u.rememberFolder(w.URI())
		v.setNotice(tr("Saved {{.File}}.", args{"File": w.URI().Name()}))
	}, u.win)
	dlg.SetFileName("gomoku-" + time.Now().Format("2006-01-02-1504") + ".txt")
	if l := u.lastFolder(); l != nil {
		dlg.SetLocation(l)
	}
	dlg.Resize(dialogSize(u.win, 760, 560))
	dlg.Show()
}

// openText opens the game of a file named name, as File > Open does:
// in the game the file holds (readErr: why it could not be read whole).
func (v *gomokuView) openText(name, text string, readErr error) error {
	return v.u.openText(name, text, readErr)
}

// either runs gomoku while a Gomoku game is on show, othello otherwise.
func (u *UI) either(gomoku func(*gomokuView), othello func()) func() {
	return func() {
		if u.gmk.active() {
			gomoku(u.gmk)
			return
		}
		othello()
	}
}
