// The game window: its options, the UI that holds the board, the panel
// and the controller, how New builds it and how Start begins the game.
// Fitting the window to the screen is in app_screen.go, quitting in
// app_quit.go.

package view

import (
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othelloboard"
	"othello/view/othellowords"
	"othello/view/shown"
	"othello/view/sound"
)

// Options configure the game window.
type Options struct {
	// Sound plays the effects; nil plays nothing.
	Sound sound.Player
	// Mute starts this run silent without changing the saved setting.
	Mute bool
	// Version is shown in the About box, with the commit and the date of
	// the build when known ("" and zero when not).
	Version string
	Commit  string
	Built   time.Time
	// Config, when set, replaces the controller's players, dispatch and
	// pacing (tests use it); its Listener is always the window's.
	Config *controller.Config
	// Open, when set, is a game file opened at the start.
	Open string
	// Language, when set, is the code of the language the window speaks
	// this run (othello --lang), before the one chosen in Settings and
	// the system's; see Languages.
	Language string
	// StateDir, when set, is the folder where the unfinished game is
	// written after every change and a copy of the settings after every
	// change of them (Run sets the app's storage folder); without it both
	// live in the app's preferences, written at Quit.
	StateDir string
	// GomokuSeed, when set, seeds the choices of the Gomoku computer (its
	// slips and its picks among near-equal moves), so that a test's game
	// repeats; 0 seeds them from the clock, for variety.
	GomokuSeed uint64
	// Observe, when set, sees every event after the window has shown it,
	// or has passed over it because a new game, undo or redo replaced what
	// it would show.
	Observe func(controller.Event)
}

// The pace of the real game: the computer's reply waits for the player's
// own disc to land, and the demo moves slowly enough to follow.
const (
	replyDelay = 450 * time.Millisecond
	demoDelay  = 900 * time.Millisecond
)

// Run opens the game window and blocks until it is closed. The game and
// the settings are kept in the app's storage folder as they change, and
// SIGTERM (a desktop's logout or shutdown), SIGINT and SIGHUP close the
// window as Quit does, saving both.
func Run(a fyne.App, opts Options) {
	if opts.StateDir == "" {
		opts.StateDir = a.Storage().RootURI().Path()
	}
	u := New(a, opts)
	u.Start()
	a.Lifecycle().SetOnStarted(u.fitScreen)
	stop := quitOnSignals(u)
	defer stop()
	u.Window().ShowAndRun()
}

// UI is the game window: the board, the side panel, menus and dialogs,
// kept in step with a controller.
type UI struct {
	app   fyne.App
	win   fyne.Window
	ctl   *controller.Controller
	sound sound.Player
	opts  Options
	prefs Prefs

	board   *othelloboard.Board
	panel   panel
	dialogs dialogs
	files   gameFiles  // opening and saving game files
	saved   savedState // the game and settings kept for the next launch
	// stepping through the game on show
	reviewer gameReview
	// the coach's report, retries, practice and the Coach's rating
	coach coaching
	menu  menu
	pace  pace // the controller's events, shown as the board's animations allow
	ana   analysisView
	// dispatch runs a function of a job's on the UI goroutine: fyne.Do,
	// or the tests' queue
	dispatch func(func())

	snap   controller.Snapshot // the state on show: that of the last event shown
	review int                 // moves shown while reviewing; -1 shows the live game
	// demoHold pauses a demo while its moves are reviewed
	demoHold shown.DemoHold
	game     int // counts the games started, so what belongs to one game stays with it

	pictures   pictureExport // File > Export Picture
	exportForm *pictureForm  // the last Export Picture dialog

	clock   clockView       // the game clocks' faces and their ticker
	content *fyne.Container // the board's area and the panel, laid out by kit.BoardAndPanel
	store   *store          // the state folder's files (Options.StateDir); nil without one
	engines engineList      // the other programs the player has added
	hints   hintSteps       // how far the graduated hints have gone
	retry   *retryState     // a mistake being retried, nil when none
	// valuesAsked is whether the controller was last asked for the move
	// values (coaching.showMoveValues)
	valuesAsked bool
	// keeping the engine list and choosing the engines playing and hinting
	external externalEngines
	// the coach's words on the analysed game's mistakes, for the review
	explained explanations
	// what was wrong with the engine list read at the start, said once
	// the game is on
	enginesNotice string
	gmk           *gomokuview.View // the Gomoku game, when one has been chosen
	// the unfinished Gomoku game waiting while Othello is on show, which
	// the New game dialog offers; nil when none
	gmkWaiting *gomokuview.Kept
}

// New builds the game window for app a without starting a game; Start
// does that.
func New(a fyne.App, opts Options) *UI {
	u := &UI{app: a, opts: opts, sound: opts.Sound, review: -1}
	u.clock.u = u
	u.dialogs.u = u
	u.files, u.saved = gameFiles{u}, savedState{u}
	u.reviewer, u.coach, u.ana.u = gameReview{u}, coaching{u}, u
	u.external, u.pace.u, u.pictures = externalEngines{u}, u, pictureExport{u}
	if u.sound == nil {
		u.sound = sound.Silent()
	}
	if opts.StateDir != "" {
		u.store = newStore(opts.StateDir)
		u.saved.restoreSettings()
	}
	u.prefs = LoadPrefs(a.Preferences())
	// before any word is made: the window's words are made once
	setLanguage(i18n.Pick(opts.Language, u.prefs.Language))
	// Before any widget is made, so every one starts in its colours. A
	// theme the app was given (the tests' own) stays for the System choice.
	if u.prefs.Theme != ThemeSystem || a.Settings().Theme() == theme.DefaultTheme() {
		a.Settings().SetTheme(u.prefs.Theme.Theme())
	} else if _, drawn := a.Settings().Theme().(fontTheme); !drawn {
		a.Settings().SetTheme(languageFont(a.Settings().Theme()))
	}
	u.enginesNotice = u.external.loadEngines()
	u.sound.SetVolume(u.prefs.Volume)
	u.sound.SetEnabled(u.prefs.Sound && !opts.Mute)

	cfg := controller.Config{ReplyDelay: replyDelay, DemoDelay: demoDelay, Dispatch: fyne.Do, Handoff: afterDrawn}
	if opts.Config != nil {
		cfg = *opts.Config
	}
	cfg.Listener = u.pace.onEvent
	if cfg.Engines == nil {
		cfg.Engines = u.engines.find
	}
	u.dispatch = cfg.Dispatch
	u.ctl = controller.New(cfg)
	u.snap = u.ctl.Snapshot()

	u.win = a.NewWindow(shown.Othello.Name())
	u.board = othelloboard.New()
	u.board.OnMove = func(c model.Cell) {
		if !u.coach.retryMove(c) {
			u.ctl.PlayCell(c)
		}
	}
	u.board.OnAnimationEnd = u.pace.showWaiting
	u.board.Covered = u.dialogOpen
	u.board.OnOtherKey = func(e *fyne.KeyEvent) { u.reviewer.reviewKey(e.Name) }
	u.board.SetOptions(u.prefs.ShowLegal, u.prefs.ShowPreview)
	u.board.SetStyle(u.prefs.Style)

	board := container.New(layout.NewCustomPaddedLayout(8, 8, 8, 4), u.board)
	// a window shorter than the panel's minimum scrolls it (see kit.PanelIn)
	panel := container.NewVScroll(u.buildPanel())
	u.content = container.New(kit.BoardAndPanel{Board: board, Laid: u.panel.keepLastMove},
		container.New(kit.BoardAbove{}, board, u.ana.buildAnalysisArea()),
		panel)
	u.win.SetContent(u.content)
	u.win.SetMainMenu(u.buildMenu())
	u.win.Resize(u.prefs.WindowSize)
	u.win.SetCloseIntercept(u.Quit)
	u.win.SetOnDropped(u.files.openDropped)
	// Keys reach the board even when no widget has the focus, but not
	// while a dialog is open; Escape closes the dialog, Return presses its
	// default button.
	u.win.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		top := u.win.Canvas().Overlays().Top()
		switch {
		case top != nil && e.Name == fyne.KeyEscape && u.dialogs.quitAnyway != nil:
			// the question at Quit is answered: Cancel, back to the game
			u.dialogs.quitAnyway.Hide()
		case top != nil && e.Name == fyne.KeyEscape && u.shown().AwaitsAnswer():
			// the game's question (Gomoku's opening) must be answered: the
			// game waits for it, and nothing else can answer it
		case top != nil && e.Name == fyne.KeyEscape && u.dialogs.engineFailed != nil:
			// the game waits for a choice: Escape is the dialog's other
			// button, play on against our level
			u.dialogs.engineFailed.Hide()
		case top != nil && e.Name == fyne.KeyEscape:
			top.Hide()
		case top != nil && (e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter):
			if b := kit.DefaultButton(top); b != nil && u.dialogOpen() {
				b.OnTapped()
			}
		case top == nil:
			u.shown().TypedKey(e)
		}
	})
	u.win.Canvas().SetOnTypedRune(func(r rune) {
		if u.win.Canvas().Overlays().Top() == nil {
			u.shown().TypedRune(r)
		}
	})
	u.win.Canvas().Focus(u.board)
	u.external.applyHintEngine()
	return u
}

// handoffTime outlasts a frame, so a search handed off after it begins
// once the move it answers is on screen.
const handoffTime = 20 * time.Millisecond

// afterDrawn calls start once the window has drawn what it shows now: an
// animation ticks with the frames, so its end comes at least a frame later.
// The computer's search waits for it (Config.Handoff) and costs the reply
// nothing, as the reply waits far longer for the player's disc to land.
func afterDrawn(start func()) {
	fyne.NewAnimation(handoffTime, func(f float32) {
		if f >= 1 {
			start()
		}
	}).Start()
}

// Start restores an unfinished game from the last run (and offers to start
// afresh instead) or starts a new game with the saved settings, whose clock
// (if any) starts at its first move. On a first launch it starts playing at
// once and says how in the status line.
func (u *UI) Start() {
	u.valuesAsked = u.prefs.MoveValues
	u.ctl.SetMoveValues(u.valuesAsked)
	defer func() {
		if u.enginesNotice != "" {
			u.panel.setLastingNotice(u.enginesNotice)
		}
		switch {
		case u.gmk.Active():
			// a Gomoku file given to open: its game took the kept one's place
		case u.prefs.Kind == shown.Gomoku && u.opts.Open == "":
			if !u.saved.resumeGomoku() {
				u.games().startChosenGomoku(u.prefs.Gomoku)
			}
			if v := u.gmk; v.Active() {
				// as Othello's: no time runs before the first stone of
				// the launch, while the player may be reading the window
				v.Game().ClockFromNextMove()
				u.clock.show()
			}
		default:
			// Othello on show: Gomoku's unfinished game waits, offered by
			// the New game dialog
			u.saved.loadWaitingGomoku()
		}
	}()
	if u.opts.Open != "" {
		// a file given to open is the player's choice of game
		u.othello().newGame(u.prefs.Game, startStandard, nil)
		path, err := filepath.Abs(u.opts.Open)
		if err == nil {
			u.OpenURI(storage.NewFileURI(path))
		}
		return
	}
	g, clock, players, err := u.saved.loadGame()
	switch {
	case err != nil:
		u.othello().newGame(u.prefs.Game, u.prefs.Start, nil)
		u.ctl.ClockFromNextMove()
		u.panel.setNotice(i18n.T("Started a new game: {{.Why}}", i18n.Args{"Why": err.Error()}))
	case g != nil:
		// as Gomoku's: the game comes back where it was, said in the
		// status line, its clock waiting for the next move; New game
		// starts another
		u.saved.resume(g, clock, players)
		u.ctl.ClockFromNextMove()
		if u.prefs.Kind != shown.Gomoku {
			u.panel.setLastingNotice(restoredText(u.snap))
		}
	default:
		// a timed game's clock waits for the first move: the player may
		// still be reading the welcome
		u.othello().newGame(u.prefs.Game, u.prefs.Start, nil)
		u.ctl.ClockFromNextMove()
		if !u.prefs.Welcomed {
			u.panel.setNotice(othellowords.Welcome(u.prefs.Game))
			u.prefs.Welcomed = true
			u.saved.keepSettings()
		}
	}
}

// Window returns the game window.
func (u *UI) Window() fyne.Window { return u.win }

// Board returns the board widget.
func (u *UI) Board() *othelloboard.Board { return u.board }

// Button returns a panel button by name: "new", "undo", "redo", "hint",
// "settings", "pause" or "live".
func (u *UI) Button(name string) *widget.Button { return u.panel.buttons[name] }

// Snapshot returns the latest state the window has shown.
func (u *UI) Snapshot() controller.Snapshot { return u.snap }

// Notice returns the status line's text, as it was given the line.
func (u *UI) Notice() string { return i18n.WithoutBreaks(u.panel.notice.Text) }

// Controller returns the controller the window drives.
func (u *UI) Controller() *controller.Controller { return u.ctl }
