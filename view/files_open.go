// Opening a game file: which game its text holds, Othello's or Gomoku's,
// the players and clocks it names, and what the player is told when it
// cannot be opened.

package view

import (
	"errors"
	"io"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"othello/controller"
	"othello/model"
	"othello/model/bounded"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othellowords"
	"othello/view/shown"
)

// openFrom reads a game from r and plays it on, in the game it holds, or
// says what is wrong with the file and changes nothing.
func (f gameFiles) openFrom(uri fyne.URI, r io.Reader) error {
	// a game in GGF with every move annotated is a few kilobytes
	data, err := bounded.ReadAll(r, uri.Name(), bounded.GameFile)
	if err = f.openText(uri.Name(), string(data), err); err == nil {
		f.rememberFolder(uri)
	}
	return err
}

// openText plays on from the game in text, the file name's, in the game
// it holds whatever game is on show (fileGame decides); readErr is why the
// file could not be read whole, nil when it was. A file that cannot be
// opened changes nothing; the status line and a dialog say why.
func (f gameFiles) openText(name, text string, readErr error) error {
	switch {
	case readErr != nil:
		f.openFailed(name, fileProblem(readErr))
		return readErr
	case !utf8.ValidString(text) || strings.ContainsRune(text, 0):
		// a picture (the Open dialog lists them beside the games) or
		// another program's file: no reader's words about its bytes help
		why := i18n.T("it is not text: a picture or another program's file, perhaps")
		f.openFailed(name, i18n.T("it is not a game file ({{.Why}}).", i18n.Args{"Why": why}))
		return errors.New(why)
	case fileGame(text, f.u.shown().Kind(), f.gomokuPrefsNow()) == shown.Gomoku:
		return f.openGomoku(name, text)
	}
	return f.openOthello(name, text)
}

// fileGame says which game a file's text holds: GGF and Othello's boards
// are Othello's; a file with a line of Gomoku's files ("# Gomoku 15x15",
// START, INFO, BOARD, a stone "x,y,field") is Gomoku's; a bare list of
// moves is an Othello transcript when Othello's reader takes it ("f5d6c3"
// reads as stones too), or when Othello is on show and its reader refuses
// only a move's legality (a transcript with a mistake, whose error the
// player should read, not a switch to Gomoku), else Gomoku's when its
// reader does, else the game on show's, whose reader then says what is
// wrong. p gives Gomoku's board size for a list that does not say it.
func fileGame(text string, onShow shown.Kind, p gomokuview.Prefs) shown.Kind {
	t := strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF"))
	first, _, _ := strings.Cut(t, "\n")
	if strings.HasPrefix(t, "(;") || model.LooksLikePosition(first) {
		return shown.Othello
	}
	if gomoku.LooksLikeFile(t) {
		return shown.Gomoku
	}
	_, err := model.ParseGameFile(t)
	if err == nil || onShow == shown.Othello && errors.As(err, new(*model.IllegalMoveError)) && model.WrittenAsTranscript(t) {
		return shown.Othello
	}
	if _, _, _, err := gomokuview.ReadGame(t, p.Size, p.Rule); err == nil {
		return shown.Gomoku
	}
	return onShow
}

// say shows msg in the status line of the game on show.
func (f gameFiles) say(msg string) { f.u.shown().Say(msg) }

// openFailed says that the file name could not be opened, and why, in the
// status line of the game on show and in a dialog.
func (f gameFiles) openFailed(name, why string) {
	why = othellowords.FullStop(why)
	msg := i18n.T("Could not open {{.File}}: {{.Why}} Your game is unchanged.", i18n.Args{"File": name, "Why": why})
	f.say(msg)
	dialog.ShowError(i18n.WrappedError(errors.New(msg)), f.u.win)
}

// openOthello plays on from the Othello game in text, in place of the
// game on show (a Gomoku game waits, kept), keeping the settings but the
// players the file names; an unfinished Othello game it would replace
// goes only once the player says so.
func (f gameFiles) openOthello(name, text string) error {
	g, err := model.ParseGameFile(text)
	if err != nil {
		f.openFailed(name, fileProblem(err))
		return err
	}
	var played string
	if s := f.u.ctl.Snapshot(); s.Game.Len() > 0 && !s.Over {
		played = i18n.MovesCount(s.Game.Cells())
	}
	return f.afterAsking(name, shown.Othello, played, i18n.MovesCount(g.Cells()), func() error {
		f.playOthello(name, text, g)
		return nil
	})
}

// afterAsking runs open at once, and returns its error, when the file
// name replaces no unfinished game of its kind (played is "", or the
// moves of the one it replaces, on show or waiting), and otherwise once
// the player says so: opening a file, as pasting, never throws a game
// away unasked. what is the file's game in words.
func (f gameFiles) afterAsking(name string, kind shown.Kind, played, what string, open func() error) error {
	if played == "" {
		return open()
	}
	d := &f.u.dialogs
	a := i18n.Args{"Game": kind.Name(), "Played": played, "File": name, "What": what}
	d.replace = kit.AskReplace(f.u.win, kind.Name(),
		i18n.T("Your unfinished {{.Game}} game ({{.Played}} played) will be replaced by the one in {{.File}} ({{.What}}).", a),
		func(replace bool) {
			d.replace = nil
			if replace {
				_ = open() // a failure is told by open itself
			} else {
				f.say(i18n.T("Kept the game in progress; nothing opened."))
			}
		})
	return nil
}

// playOthello plays on from g, the Othello game read from text, the file
// name's.
func (f gameFiles) playOthello(name, text string, g *model.Game) {
	clocks := fileClocks(text)
	f.u.games().leaveGomoku()
	if f.u.prefs.Kind != shown.Othello {
		f.u.prefs.Kind = shown.Othello
		f.u.saved.keepSettings()
	}
	s := f.u.ctl.Snapshot().Settings
	if gg, err := model.ParseGGF(text); err == nil {
		black, _ := gg.Prop("PB")
		white, _ := gg.Prop("PW")
		s = f.playersOf(s, [2]string{black, white}, g.Size())
	}
	f.u.pace.tally.Given(func() {
		if clocks != nil {
			s.Clock = clocks.Control
			f.u.ctl.LoadTimed(g, s, clocks.Left, clocks.Spent)
		} else {
			s.Clock = model.TimeControl{} // the game was played on no clock
			f.u.ctl.Load(g, s)
		}
	})
	f.u.panel.setLastingNotice(i18n.T("Opened {{.File}}: {{.Moves}}.", i18n.Args{"File": name, "Moves": i18n.MovesCount(g.Cells())}))
}

// gomokuPrefsNow are the settings of the Gomoku game on show, or those
// chosen last.
func (f gameFiles) gomokuPrefsNow() gomokuview.Prefs {
	if f.u.gmk.Active() {
		return f.u.gmk.Prefs()
	}
	return f.u.prefs.Gomoku
}

// openGomoku plays on from the Gomoku game in text, in place of the game
// on show (Othello's waits), with the players of the Gomoku game on show
// or chosen last; an unfinished Gomoku game it would replace, on show or
// waiting, goes only once the player says so.
func (f gameFiles) openGomoku(name, text string) error {
	game, err := f.readGomoku(text)
	if err != nil {
		f.openFailed(name, gomokuProblem(err))
		return err
	}
	var played string
	switch v, kept := f.u.gmk, f.u.saved.waitingGomoku(); {
	case v.Active() && v.Snapshot().Game.MoveCount() > 0 && !v.Snapshot().Over:
		played = i18n.Count(v.Snapshot().Game.MoveCount(), "move")
	case !v.Active() && kept != nil:
		played = i18n.Count(len(kept.Moves), "move")
	}
	if !game.timed {
		// a file keeps its game's clock: none here, as Othello's files
		// (the clock of the game on show ran the file's game down unsaid)
		game.p.Clock = model.TimeControl{}
	}
	return f.afterAsking(name, shown.Gomoku, played, i18n.Count(len(game.moves), "move"), func() error {
		if err := game.play(f); err != nil {
			f.openFailed(name, gomokuProblem(err))
			return err
		}
		f.openedGomoku(name, game.moves)
		return nil
	})
}

// gomokuProblem is what is wrong with a Gomoku game file, in the player's
// words.
func gomokuProblem(err error) string {
	if why, ok := tooLongReason(err); ok {
		return i18n.T("it is not a game file ({{.Why}})", i18n.Args{"Why": why})
	}
	// the reader's words may quote the file at any length
	return i18n.ShortReason(err)
}

// openedGomoku says that the file name's game of moves plays on, now the
// game on show.
func (f gameFiles) openedGomoku(name string, moves []gomoku.Square) {
	if f.u.prefs.Kind != shown.Gomoku {
		f.u.prefs.Kind = shown.Gomoku
		f.u.saved.keepSettings()
	}
	f.u.gmk.Say(i18n.T("Opened {{.File}}: {{.Moves}}.", i18n.Args{"File": name, "Moves": i18n.Count(len(moves), "move")}))
}

// gomokuGame is a Gomoku game read from a file or the clipboard, to play
// on with the players p.
type gomokuGame struct {
	p     gomokuview.Prefs
	moves []gomoku.Square
	at    gomokuview.Resume
	timed bool // the text gave the game's clock
}

// play plays on from g, in place of the Gomoku game on show or waiting.
func (g gomokuGame) play(f gameFiles) error { return f.u.games().startGomokuFrom(g.p, g.moves, g.at) }

// readGomoku reads the Gomoku game in text (a file's or the clipboard's),
// with the players of the Gomoku game on show or chosen last.
func (f gameFiles) readGomoku(text string) (gomokuGame, error) {
	p := f.gomokuPrefsNow()
	p.Demo = false // the person plays on
	moves, size, rule, err := gomokuview.ReadGame(text, p.Size, p.Rule)
	if err != nil {
		return gomokuGame{}, err
	}
	// a game whose opening settled the colours goes on under it, Undo
	// stopping at its stones, as a kept game does
	o, floor, err := gomokuview.ReadOpening(text)
	if err != nil {
		return gomokuGame{}, err
	}
	at := gomokuview.Resume{Given: true} // not played here: no statistics count it
	if floor > 0 {
		p.Opening, at.Floor = o, floor
	}
	// a game saved on a clock goes on with the times it had: one lost on
	// time, its flag down, is lost again as it opens
	tc, left, timed, err := gomoku.ReadClock(text)
	if err != nil {
		return gomokuGame{}, err
	}
	if timed {
		p.Clock, at.Left = tc, &left
	}
	p.Size, p.Rule = size, rule
	return gomokuGame{p, moves, at, timed}, nil
}

// playGomoku plays on from the Gomoku game in text (a file's or the
// clipboard's), in place of the game on show, with the players of the
// Gomoku game on show or chosen last; it returns the game's moves.
func (f gameFiles) playGomoku(text string) ([]gomoku.Square, error) {
	g, err := f.readGomoku(text)
	if err != nil {
		return nil, err
	}
	return g.moves, g.play(f)
}

// playersOf is settings s with the players a game file names, as the
// window writes them: "Othello (Hard)" is our level, a name of the
// engine list that engine (on 8x8), any other name a person. A file that
// names nobody keeps the players of s.
func (f gameFiles) playersOf(s controller.Settings, names [2]string, size int) controller.Settings {
	if names[0] == "" && names[1] == "" {
		return s
	}
	computer := [2]bool{}
	s.Engine = ""
	for c, name := range names {
		for _, l := range level.All() {
			if name == "Othello ("+i18n.LevelWord(l)+")" {
				computer[c], s.Level, s.Coach = true, l, false
			}
		}
		if _, ok := f.u.engines.find(name); ok && size == 8 && !computer[c] {
			computer[c], s.Engine = true, name
		}
	}
	switch {
	case computer[0] && computer[1]:
		s.Mode = controller.ComputerVsComputer
	case computer[0] || computer[1]:
		s.Mode, s.Human = controller.HumanVsComputer, model.Black
		if computer[model.Black] {
			s.Human = model.White
		}
	default:
		s.Mode = controller.HumanVsHuman
	}
	return s
}

// fileClocks returns the clocks of a GGF game file played on one the
// window can keep (model.GGFGame.Clocks); nil for a game on no clock or a
// transcript.
func fileClocks(text string) *model.KeptClocks {
	t := strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF"))
	if !strings.HasPrefix(t, "(;") {
		return nil
	}
	r, err := model.ParseGGF(t)
	if err != nil {
		return nil
	}
	k, ok := r.Clocks()
	if !ok || !(controller.Settings{Clock: k.Control}).Sanitized().Clock.On() {
		return nil
	}
	return &k
}

// fileProblem says in a player's words what is wrong with a game file.
func fileProblem(err error) string {
	switch {
	case errors.Is(err, model.ErrEmptyFile):
		return i18n.T("the file is empty.")
	case errors.Is(err, model.ErrNoMoves):
		return i18n.T("the file holds no moves.")
	}
	if why, ok := tooLongReason(err); ok {
		return i18n.T("it is not a game file ({{.Why}}).", i18n.Args{"Why": why})
	}
	// the reader's words may quote the file at any length
	msg := i18n.ShortText(othellowords.SetupProblem(err))
	if gg := (*model.GGFError)(nil); errors.As(err, &gg) {
		msg = i18n.ShortText(othellowords.GGFProblem(gg))
	}
	return othellowords.FullStop(msg)
}
