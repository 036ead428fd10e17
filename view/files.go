// Game files: the File menu's Open and Save dialogs, files dropped on the
// window, the folder they were last in, and the names written into them.

package view

import (
	"errors"
	"io"
	"regexp"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

const (
	keyLastFolder = "files.lastFolder"
	keyPlayerName = "player.name"
)

// gameFilter lets Othello's Save dialog show its game files only. Open
// shows every file: Gomoku's may have any name, and the content says which
// game a file holds.
var gameFilter = storage.NewExtensionFileFilter([]string{".ggf", ".txt"})

// playerName is the name written for the person in saved games.
func (u *UI) playerName() string {
	if n := strings.TrimSpace(u.app.Preferences().String(keyPlayerName)); n != "" {
		return n
	}
	return "Player" // in the file, which other programs read: English
}

// lastFolder is the folder a game was last opened from or saved to, nil
// when there is none or it has gone.
func (u *UI) lastFolder() fyne.ListableURI {
	s := u.app.Preferences().String(keyLastFolder)
	if s == "" {
		return nil
	}
	uri, err := storage.ParseURI(s)
	if err != nil {
		return nil
	}
	l, err := storage.ListerForURI(uri)
	if err != nil {
		return nil
	}
	return l
}

func (u *UI) rememberFolder(file fyne.URI) {
	if parent, err := storage.Parent(file); err == nil {
		u.app.Preferences().SetString(keyLastFolder, parent.String())
		u.keepSettings()
	}
}

// showOpen asks for a game file, of either game, and opens it.
func (d *dialogs) showOpen() {
	u := d.u
	dlg := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.say(tr("Could not open the file: {{.Why}}", args{"Why": shortReason(err)}))
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		u.openFrom(r.URI(), r)
	}, u.win)
	if l := u.lastFolder(); l != nil {
		dlg.SetLocation(l)
	}
	dlg.Resize(dialogSize(u.win, 760, 560))
	dlg.Show()
}

// showSave asks where to save the game; the name's extension chooses the
// form: .txt a transcript, anything else GGF.
func (d *dialogs) showSave() {
	u := d.u
	if u.snap.Game.Len() == 0 && u.snap.Game.FromStart() {
		u.panel.setNotice(tr("Nothing to save yet: no moves have been played."))
		return
	}
	dlg := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			u.panel.setNotice(tr("Could not save the game: {{.Why}}", args{"Why": err.Error()}))
			return
		}
		if w == nil {
			return // cancelled
		}
		err = u.saveTo(w.URI(), w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		u.reportSave(w.URI(), err)
	}, u.win)
	dlg.SetFileName("othello-" + time.Now().Format("2006-01-02-1504") + ".ggf")
	dlg.SetFilter(gameFilter)
	if l := u.lastFolder(); l != nil {
		dlg.SetLocation(l)
	}
	dlg.Resize(dialogSize(u.win, 760, 560))
	dlg.Show()
}

// dialogSize is w by h, or less in a smaller window.
func dialogSize(win fyne.Window, w, h float32) fyne.Size {
	s := win.Canvas().Size()
	return fyne.NewSize(min(w, s.Width-40), min(h, s.Height-40))
}

// OpenURI opens the game in a file, as Open and a dropped file do. A file
// that cannot be read leaves the game as it is; the error says why.
func (u *UI) OpenURI(uri fyne.URI) error {
	r, err := storage.Reader(uri)
	if err != nil {
		u.say(tr("Could not open {{.File}}: {{.Why}}", args{"File": uri.Name(), "Why": shortReason(err)}))
		return err
	}
	defer r.Close()
	return u.openFrom(uri, r)
}

// SaveURI saves the game to a file, GGF or, for a name ending .txt, a
// transcript.
func (u *UI) SaveURI(uri fyne.URI) error {
	w, err := storage.Writer(uri)
	if err == nil {
		err = u.saveTo(uri, w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
	}
	u.reportSave(uri, err)
	return err
}

// openFrom reads a game from r and plays it on, in the game it holds, or
// says what is wrong with the file and changes nothing.
func (u *UI) openFrom(uri fyne.URI, r io.Reader) error {
	// a game in GGF with every move annotated is a few kilobytes
	data, err := bounded.ReadAll(r, uri.Name(), bounded.GameFile)
	if err = u.openText(uri.Name(), string(data), err); err == nil {
		u.rememberFolder(uri)
	}
	return err
}

// openText plays on from the game in text, the file name's, in the game
// it holds whatever game is on show (fileGame decides); readErr is why the
// file could not be read whole, nil when it was. A file that cannot be
// opened changes nothing; the status line and a dialog say why.
func (u *UI) openText(name, text string, readErr error) error {
	switch {
	case readErr != nil:
		u.openFailed(name, fileProblem(readErr))
		return readErr
	case fileGame(text, u.kind(), u.gomokuPrefsNow()) == KindGomoku:
		return u.openGomoku(name, text)
	}
	return u.openOthello(name, text)
}

// gomocupStone is a stone of Gomocup's position lines: "7,7,1" (x, y,
// whose) or "7,7".
var gomocupStone = regexp.MustCompile(`^\s*\d+\s*,\s*\d+\s*(,\s*\d+\s*)?$`)

// fileGame says which game a file's text holds: GGF and Othello's boards
// are Othello's; a file with a line of Gomoku's files ("# Gomoku 15x15",
// START, INFO, BOARD, a stone "x,y,field") is Gomoku's; a bare list of
// moves is an Othello transcript when Othello's reader takes it ("f5d6c3"
// reads as stones too), else Gomoku's when its reader does, else the game
// on show's, whose reader then says what is wrong. p gives Gomoku's board
// size for a list that does not say it.
func fileGame(text string, onShow GameKind, p GomokuPrefs) GameKind {
	t := strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF"))
	first, _, _ := strings.Cut(t, "\n")
	if strings.HasPrefix(t, "(;") || model.LooksLikePosition(first) {
		return KindOthello
	}
	for _, line := range strings.Split(t, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case strings.EqualFold(f[0], "START"), strings.EqualFold(f[0], "INFO"), strings.EqualFold(f[0], "BOARD"),
			len(f) > 1 && f[0] == "#" && strings.EqualFold(f[1], "Gomoku"),
			gomocupStone.MatchString(line): // not a comma alone: "f5, d6" is Othello's
			return KindGomoku
		}
	}
	if _, err := model.ParseGameFile(t); err == nil {
		return KindOthello
	}
	if _, _, _, err := readGomokuGame(t, p.Size, p.Rule); err == nil {
		return KindGomoku
	}
	return onShow
}

// say shows msg in the status line of the game on show.
func (u *UI) say(msg string) {
	if u.gmk.active() {
		u.gmk.setNotice(msg)
		return
	}
	u.panel.setLastingNotice(msg)
}

// openFailed says that the file name could not be opened, and why, in the
// status line of the game on show and in a dialog.
func (u *UI) openFailed(name, why string) {
	why = fullStop(why)
	msg := tr("Could not open {{.File}}: {{.Why}} Your game is unchanged.", args{"File": name, "Why": why})
	u.say(msg)
	dialog.ShowError(errors.New(msg), u.win)
}

// openOthello plays on from the Othello game in text, in place of the
// game on show (a Gomoku game waits, kept), keeping the settings but the
// players the file names.
func (u *UI) openOthello(name, text string) error {
	g, err := model.ParseGameFile(text)
	if err != nil {
		u.openFailed(name, fileProblem(err))
		return err
	}
	clocks := fileClocks(text)
	if u.gmk.active() {
		u.leaveGomoku()
	}
	if u.prefs.Kind != KindOthello {
		u.prefs.Kind = KindOthello
		u.keepSettings()
	}
	s := u.ctl.Settings()
	if gg, err := model.ParseGGF(text); err == nil {
		black, _ := gg.Prop("PB")
		white, _ := gg.Prop("PW")
		s = u.playersOf(s, [2]string{black, white}, g.Size())
	}
	if clocks != nil {
		s.Clock = clocks.control
		u.ctl.LoadTimed(g, s, clocks.left, clocks.spent)
	} else {
		s.Clock = model.TimeControl{} // the game was played on no clock
		u.ctl.Load(g, s)
	}
	u.panel.setLastingNotice(tr("Opened {{.File}}: {{.Moves}}.", args{"File": name, "Moves": movesCount(g.Cells())}))
	return nil
}

// gomokuPrefsNow are the settings of the Gomoku game on show, or those
// chosen last.
func (u *UI) gomokuPrefsNow() GomokuPrefs {
	if u.gmk.active() {
		return u.gmk.cfg
	}
	return u.prefs.Gomoku
}

// openGomoku plays on from the Gomoku game in text, in place of the game
// on show (Othello's waits), with the players of the Gomoku game on show
// or chosen last.
func (u *UI) openGomoku(name, text string) error {
	p := u.gomokuPrefsNow()
	p.Demo = false // the person plays on
	moves, size, rule, err := readGomokuGame(text, p.Size, p.Rule)
	if err == nil {
		p.Size, p.Rule = size, rule
		err = u.startGomoku(p, moves, false)
	}
	if err != nil {
		why, ok := tooLongReason(err)
		if ok {
			why = tr("it is not a game file ({{.Why}})", args{"Why": why})
		} else {
			// the reader's words may quote the file at any length
			why = shortReason(err)
		}
		u.openFailed(name, why)
		return err
	}
	if u.prefs.Kind != KindGomoku {
		u.prefs.Kind = KindGomoku
		u.keepSettings()
	}
	u.gmk.setNotice(tr("Opened {{.File}}: {{.Moves}}.", args{"File": name, "Moves": count(len(moves), "move")}))
	return nil
}

// playersOf is settings s with the players a game file names, as the
// window writes them: "Othello (Hard)" is our level, a name of the
// engine list that engine (on 8x8), any other name a person. A file that
// names nobody keeps the players of s.
func (u *UI) playersOf(s controller.Settings, names [2]string, size int) controller.Settings {
	if names[0] == "" && names[1] == "" {
		return s
	}
	computer := [2]bool{}
	s.Engine = ""
	for c, name := range names {
		for _, l := range strategy.Levels() {
			if name == "Othello ("+levelWord(l)+")" {
				computer[c], s.Level, s.Coach = true, l, false
			}
		}
		if _, ok := u.engines.find(name); ok && size == 8 && !computer[c] {
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

// fileClocks returns the clocks of a GGF game file played on one (TI):
// the time each side has left after the moves' times, none for the side
// whose flag fell; nil for a game on no clock or a transcript.
func fileClocks(text string) *savedClock {
	t := strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF"))
	if !strings.HasPrefix(t, "(;") {
		return nil
	}
	r, err := model.ParseGGF(t)
	if err != nil {
		return nil
	}
	tc, ok := r.TimeControl()
	if !ok || !(controller.Settings{Clock: tc}).Sanitized().Clock.On() {
		return nil
	}
	left, spent, _ := r.ClockTimes(tc)
	if loser, lost := r.LostOnTime(); lost {
		left[loser] = 0
	}
	return &savedClock{control: tc, left: [2]time.Duration{max(left[0], 0), max(left[1], 0)}, spent: spent}
}

// fileProblem says in a player's words what is wrong with a game file.
func fileProblem(err error) string {
	switch {
	case errors.Is(err, model.ErrEmptyFile):
		return tr("the file is empty.")
	case errors.Is(err, model.ErrNoMoves):
		return tr("the file holds no moves.")
	}
	if why, ok := tooLongReason(err); ok {
		return tr("it is not a game file ({{.Why}}).", args{"Why": why})
	}
	// the reader's words may quote the file at any length
	msg := shortText(setupProblem(err))
	if gg := (*model.GGFError)(nil); errors.As(err, &gg) {
		msg = shortText(ggfProblem(gg))
	}
	return fullStop(msg)
}

func (u *UI) saveTo(uri fyne.URI, w io.Writer) error {
	_, err := io.WriteString(w, u.gameFileText(strings.ToLower(uri.Extension())))
	return err
}

func (u *UI) reportSave(uri fyne.URI, err error) {
	if err != nil {
		u.panel.setLastingNotice(tr("Could not save {{.File}}: {{.Why}}", args{"File": uri.Name(), "Why": err.Error()}))
		dialog.ShowError(err, u.win)
		return
	}
	u.rememberFolder(uri)
	u.panel.setLastingNotice(tr("Saved {{.File}}.", args{"File": uri.Name()}))
}

// gameFileText writes the game on show as a file with extension ext: a
// transcript for ".txt", otherwise GGF with the players, the date and the
// result.
func (u *UI) gameFileText(ext string) string {
	rec := u.snap.Game
	if ext == ".txt" {
		return model.TranscriptFile(rec)
	}
	s := u.snap.Settings
	names := [2]string{}
	for _, c := range []model.Color{model.Black, model.White} {
		switch {
		case s.EngineSide(c):
			names[c] = s.Engine
		case !s.IsHuman(c):
			names[c] = "Othello (" + levelWord(s.Level) + ")"
		case s.Mode == controller.HumanVsHuman && c == model.White:
			names[c] = "Guest"
		default:
			names[c] = u.playerName()
		}
	}
	h := model.GGFHeader{Black: names[model.Black], White: names[model.White], Place: "Othello", Date: time.Now()}
	k := u.snap.Clock
	if k.On() {
		h.Clock, h.LostOnTime, h.Loser = k.Control, k.Flagged, k.Loser
	}
	r := model.NewGGFRecord(rec.Game(), h)
	for i := range rec.Len() {
		// the time each move took, as GGS notes it: F5//4.09
		var note model.GGFMove
		if i < len(k.Spent) {
			note.Time, note.HasTime = k.Spent[i].Round(10*time.Millisecond).Seconds(), true
		}
		r.Notes = append(r.Notes, note)
	}
	return r.String() + "\n"
}

// openDropped opens the first file dropped on the window.
func (u *UI) openDropped(_ fyne.Position, uris []fyne.URI) {
	if len(uris) > 0 {
		u.OpenURI(uris[0])
	}
}

// escapeEntry is a one-line entry that lets Escape close its dialog: a
// focused entry keeps every key, and the window's own Escape never comes.
type escapeEntry struct {
	widget.Entry
	onEscape func()
}

func newEscapeEntry(onEscape func()) *escapeEntry {
	e := &escapeEntry{onEscape: onEscape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes the dialog on Escape and edits otherwise.
func (e *escapeEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(k)
}
