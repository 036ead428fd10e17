// Package gomokuview is Gomoku in the window: its board and panel, shown
// in Othello's place, the opening rule's questions answered by clicks, its
// sounds, its clocks, its review, its move list copied, pasted and saved,
// its game-over box, and its settings and unfinished game as they are
// kept. It answers the window's questions of the game on show
// (shown.Game) and asks the window through Host; it knows nothing of
// Othello's view.
package gomokuview

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuboard"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
	"othello/view/sound"
)

// ReplyDelay lets the person's stone land before the computer's.
const ReplyDelay = 300 * time.Millisecond

// Options are a view's seed and pace.
type Options struct {
	Seed uint64 // the levels' seed; 0: the time's
	// Delay is the computer's pause before it answers, DemoDelay before
	// each move of a demo
	Delay, DemoDelay time.Duration
}

// NewView makes the view of Gomoku games in the window of host.
func NewView(host Host, o Options) *View {
	v := &View{host: host, win: host.Window(), app: host.App(), seed: o.Seed, review: -1, delay: o.Delay, demoDelay: o.DemoDelay}
	v.build()
	return v
}

// Host is the window as Gomoku's view asks it: the window and app it
// shows in, the window's actions and dialogs, and what it keeps.
type Host interface {
	Window() fyne.Window
	App() fyne.App
	// Dispatch runs f on the window's goroutine
	Dispatch(f func())
	Play(e sound.Effect)
	// the actions of the panel's buttons, taken as the window takes them
	ShowNewGameDialog()
	Undo()
	Redo()
	TogglePause()
	// ShowClock draws the window's clock afresh
	ShowClock()
	// UpdateMenu greys the menu's items the game cannot act on now
	UpdateMenu(c session.Can)
	// KeepGame keeps the game on show, unfinished, for the next launch
	KeepGame()
	// KeepOpponent keeps p's opponent (our level or a brain) as the one
	// the next game, and the kept game brought back, play against
	KeepOpponent(p Prefs)
	// GameEnded tells of a game played to its end on the board
	GameEnded(p Prefs, st cg.Snapshot)
	// NewGame starts a game of p in place of the one on show
	NewGame(p Prefs)
	// PlayText plays on from the moves of a text, in the window's game
	PlayText(text string) ([]gomoku.Square, error)
	// the folder the file dialogs open in
	LastFolder() fyne.ListableURI
	RememberFolder(uri fyne.URI)
	// ExportPicture asks how and where to save a picture of the position
	// st, after n moves and named so
	ExportPicture(st gomokuboard.State, n int, name string)
	ShowRules(title string, content *fyne.Container, width float32)
}

// View is the Gomoku game on show: its session, its board and its
// panel. It replaces Othello's board and panel while a Gomoku game is on.
type View struct {
	host Host
	win  fyne.Window
	app  fyne.App
	seed uint64 // the levels' seed; 0: the time's
	s    *cg.Session
	cfg  Prefs // the settings of the game on show
	st   cg.Snapshot
	// lastKind is the kind of the event shown last: a game over right
	// after a stone was played here, the others were brought to their end
	lastKind session.EventKind
	// tally: whether the game on show's end goes into the statistics
	tally shown.Tally
	// replace is the question before a paste replaces the game in
	// progress, nil when none is asked
	replace *dialog.ConfirmDialog
	board   *gomokuboard.Board
	content fyne.CanvasObject
	players *widget.Label
	turn    *widget.Label
	notice  *widget.Label
	search  *widget.Label // the computer's last search, hidden without one
	moves   *widget.List
	panel   *fyne.Container // the words over the move list, and the list
	buttons map[string]*widget.Button
	review  int // moves shown while reviewing; -1 the live game
	// demoHold pauses a demo while its moves are reviewed
	demoHold shown.DemoHold
	// hintStep is how far the hints of the position on show have gone
	// (hintArea, hintPoint); 0 none asked
	hintStep int
	// the open question of the opening rule, and its buttons by name
	choice  *kit.OverBox
	failed  *dialog.ConfirmDialog // the brain could not answer: while open
	answers map[string]*widget.Button
	over    *Over // the open game-over dialog, if any
	// delay is the computer's pause before it answers, demoDelay before
	// each move of a demo; tests set their own
	delay, demoDelay time.Duration
	rows             *kit.PlayerRows    // the players' rows: stones, clocks, the side to move
	time             session.TimeSource // the clocks' time; nil: the real one (tests set theirs)
}

func (v *View) Kind() shown.Kind   { return shown.Gomoku }
func (v *View) TypedRune(r rune)   { v.board.TypedRune(r) }
func (v *View) AwaitsAnswer() bool { return v.choice != nil || v.failed != nil }

// Prefs are the settings of the game on show.
func (v *View) Prefs() Prefs { return v.cfg }

// Content is the board and the panel, for the window to show in
// Othello's place.
func (v *View) Content() fyne.CanvasObject { return v.content }

// Board is the board widget, for the window to give the keyboard to.
func (v *View) Board() *gomokuboard.Board { return v.board }

// Game is the game of the view: started, begun once shown, left for
// Othello, closed at Quit, and what of it is kept.
type Game struct{ v *View }

// Game is the view's game.
func (v *View) Game() Game { return Game{v} }

// Close stops the game's searches and its brain, at Quit.
func (g Game) Close() { g.v.s.Close() }

// Begin starts the game Start made, once the window shows the view.
func (g Game) Begin() { g.v.s.Start() }

// ClockFromNextMove lets no time run on the clocks before the next stone:
// a game brought back at launch waits while the player reads the window.
func (g Game) ClockFromNextMove() {
	v := g.v
	v.s.ClockFromNextMove()
	v.st = v.s.Snapshot()
}

// Box is which of the game's own boxes an overlay of the window is.
type Box int

const (
	NotOwnBox   Box = iota // a dialog, or nothing of the game's
	OverBox                // the game-over box: it stands beside the five and leaves the window's keys working, unlike a dialog
	QuestionBox            // the opening's question, which the person answers as their move
)

// BoxOf says which of the game's own boxes o is.
func (v *View) BoxOf(o fyne.CanvasObject) Box {
	switch {
	case v.over != nil && o == fyne.CanvasObject(v.over.Box):
		return OverBox
	case v.choice != nil && o == fyne.CanvasObject(v.choice):
		return QuestionBox
	}
	return NotOwnBox
}

// Snapshot is the game's state as last shown.
func (v *View) Snapshot() cg.Snapshot { return v.st }

// Active reports whether the window shows a Gomoku game.
func (v *View) Active() bool { return v != nil && v.s != nil }

// build makes the board and the panel.
func (v *View) build() {
	v.board = gomokuboard.New()
	v.board.OnMove = v.Play
	v.board.OnOtherKey = func(e *fyne.KeyEvent) { v.Reviewing().key(e.Name) }
	v.players = i18n.WrapLabel("")
	v.players.TextStyle.Italic = true
	v.turn = i18n.WrapLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.rows = newPlayerRows()
	v.notice = i18n.WrapLabel("")
	v.search = i18n.WrapLabel("")
	v.search.Hide()
	v.moves = widget.NewList(
		func() int {
			if v.st.Game == nil {
				return 0
			}
			return gomoku.SheetRows(v.st.Game.MoveCount())
		},
		func() fyne.CanvasObject { return widget.NewLabel("000. o15 o15") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.Importance = v.words().moveRowImportance(i)
			l.SetText(v.words().moveRow(i))
			l.Refresh()
		},
	)
	v.moves.OnSelected = func(i widget.ListItemID) {
		v.moves.UnselectAll()
		// the row's last stone
		v.Reviewing().Show(min(2*i+2, v.st.Game.MoveCount()))
		// the keys go on stepping through the review: the board takes
		// them, not the list the click focused
		v.win.Canvas().Focus(v.board)
	}
	top := container.NewVBox(v.rows.Box, kit.LinesRoom(v.players, 3), widget.NewSeparator())
	words := container.NewVBox(v.turn, v.search, v.notice)
	buttons := panelButtons{v}.build()
	movesTitle := widget.NewLabelWithStyle(i18n.T("Moves"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sheet := container.NewBorder(container.NewVBox(widget.NewSeparator(), movesTitle), nil, nil, nil, v.moves)
	panel := container.New(&kit.PanelColumns{Words: words}, top, container.NewVScroll(words), sheet, buttons)
	v.panel = panel
	board := container.New(layout.NewCustomPaddedLayout(8, 8, 8, 4), v.board)
	v.content = container.New(kit.BoardAndPanel{Board: board, Laid: v.laidOut}, board, panel)
}

// laidOut follows the window laid out again (resized): the game-over box
// moves with the board, and the move list keeps the live game's last stone
// in view.
func (v *View) laidOut() {
	v.end().follow()
	if v.words().followsEnd() {
		v.moves.ScrollToBottom()
	}
}

// Say shows text in the status line and lays the panel out again: a
// longer line makes the move list shorter, and the live game's last move
// stays in view.
func (v *View) Say(text string) {
	i18n.SetWrapped(v.notice, text)
	if v.panel == nil {
		return
	}
	kit.RefreshKeepingEnd(v.panel, v.moves, v.words().followsEnd())
}

// Resume is where a kept Gomoku game goes on from.
type Resume struct {
	ComputerToMove bool // the computer was to move
	// Floor: the opening (Prefs.Opening) settled the colours after
	// this many stones, which stay (0: none); underWay: the opening was
	// still settling them, its stones so far the moves
	Floor    int
	UnderWay bool
	Left     *[2]time.Duration // each player's time left on the clock, if kept
	// Given: the moves were given (pasted or opened), not played against
	// the computer here: the game counts in no statistics, whatever its end
	Given bool
}

// Start makes the game of p the view's, in place of the one it showed;
// moves, if any, are played first, and the game goes on from at. The
// session starts once the window shows the view.
func (g Game) Start(p Prefs, moves []gomoku.Square, at Resume) error {
	v := g.v
	var opp cg.Player
	if p.TwoPeople {
		p.Demo = false
	} else {
		if p.Demo {
			p.UseBrain = false // the demo shows our level
		}
		var err error
		if opp, err = v.Game().opponent(p); err != nil {
			return err
		}
	}
	delay := v.delay
	if p.Demo {
		delay = v.demoDelay
	}
	s, err := cg.NewSession(cg.SessionConfig{
		Size: p.Size, Rule: p.Rule, Opening: p.Opening, First: p.First, Moves: moves, ComputerToMove: at.ComputerToMove, Floor: at.Floor, OpeningUnderWay: at.UnderWay,
		Opponent: opp, TwoPeople: p.TwoPeople, Demo: p.Demo, Hinter: sg.NewPlayer(level.Hard, uint64(time.Now().UnixNano())),
		Delay: delay, Listener: v.OnEvent, Dispatch: v.host.Dispatch, Clock: p.Clock, Left: at.Left, Time: v.time,
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
	v.s, v.cfg, v.review, v.hintStep = s, p, -1, 0
	v.demoHold.Forget()
	v.tally.Next(at.Given)
	v.questions().closeChoice()
	v.end().close()
	v.Say("")
	return nil
}

// Leave ends the view's game: its questions and its game-over box close,
// its session stops.
func (g Game) Leave() {
	v := g.v
	v.questions().closeChoice()
	v.end().close()
	v.s.Close()
	v.s = nil
}

// opponent makes the computer's side of p: our level, or the brain.
func (g Game) opponent(p Prefs) (cg.Player, error) {
	v := g.v
	if p.UseBrain {
		c, ok, err := cg.ParseBrainSpec("brain:" + p.Brain)
		if err != nil || !ok {
			return nil, fmt.Errorf("the brain's command line %q: %v", p.Brain, err)
		}
		c.TurnTime = 5 * time.Second
		if p.BrainNamed == p.Brain {
			c.Name = p.BrainName
		}
		return cg.NewBrain(c), nil
	}
	seed := v.seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	return cg.Builtin(i18n.LevelName(p.Level), sg.NewPlayer(p.Level, seed), seed), nil
}

// refresh brings the board, the panel and the menu up to date.
func (v *View) refresh() {
	st := v.st
	n := st.Game.Size()
	if v.review >= 0 {
		v.board.SetState(gomokuboard.StateOf(st.Game.After(v.review), false))
	} else {
		bs := gomokuboard.StateOf(st.Game, st.PersonToMove)
		graduatedHints{v}.marks(&bs)
		v.board.SetState(bs)
	}
	a := i18n.Args{"Size": i18n.BoardSize(n), "Rule": ruleWord(st.Game.Rule()), "Opening": openingWord(v.s.Config().Opening),
		"Opponent": st.Opponent, "You": stoneColour(st.Person)}
	// who plays whom, then the game's board, rule and opening, in two
	// lines as Othello's panel says its players and board
	var players string
	switch {
	case v.cfg.TwoPeople:
		players = i18n.T("Two people at the board")
	case v.cfg.Demo:
		players = i18n.T("Demo: {{.Opponent}} against itself", a)
	case st.Person != gomoku.NoColor:
		players = i18n.T("You ({{.You}}) against {{.Opponent}}", a)
	default:
		players = i18n.T("You against {{.Opponent}}", a)
	}
	i18n.SetWrapped(v.players, players+"\n"+i18n.T("{{.Size}}, {{.Rule}}, {{.Opening}} opening", a))
	playerRows{v}.show()
	i18n.SetWrapped(v.turn, v.words().status())
	if line := v.words().search(); line != "" {
		i18n.SetWrapped(v.search, line)
		v.search.Show()
	} else {
		v.search.Hide()
	}
	v.host.ShowClock()
	v.moves.Refresh()
	v.panel.Refresh() // the words' height decides the list's
	if v.words().followsEnd() {
		v.moves.ScrollToBottom()
	} else if v.review > 0 {
		v.moves.ScrollTo((v.review - 1) / 2) // the reviewed move's row in sight
	}
	reviewing := v.review >= 0
	c := st.Can()
	if reviewing { // the review holds the game: nothing acts on it until it ends
		c.Undo, c.Redo, c.Hint = false, false, false
	}
	panelButtons{v}.show(c, reviewing)
	v.host.UpdateMenu(v.st.Can()) // greys what Gomoku cannot do
}
