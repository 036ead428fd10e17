// Game files: the File menu's Open and Save dialogs, files dropped on the
// window, the folder they were last in, and the names and text written
// into saved games, most of it the window's gameFiles room. Reading an
// opened file is in files_open.go.

package view

import (
	"io"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"othello/controller"
	"othello/model"
	"othello/view/i18n"
	"othello/view/kit"
)

const (
	keyLastFolder = "files.lastFolder"
	keyPlayerName = "player.name"
)

// gameFilter lets Othello's Save dialog show its game files only. Open
// shows every file: Gomoku's may have any name, and the content says which
// game a file holds.
var gameFilter = storage.NewExtensionFileFilter([]string{".ggf", ".txt"})

// gameFiles is the window's game files: the folder they were last in, the
// game written into one and the game read from one.
type gameFiles struct {
	u *UI // the window they belong to
}

// playerName is the name written for the person in saved games.
func (f gameFiles) playerName() string {
	if n := strings.TrimSpace(f.u.app.Preferences().String(keyPlayerName)); n != "" {
		return n
	}
	return "Player" // in the file, which other programs read: English
}

// lastFolder is the folder a game was last opened from or saved to, nil
// when there is none or it has gone.
func (f gameFiles) lastFolder() fyne.ListableURI {
	s := f.u.app.Preferences().String(keyLastFolder)
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

func (f gameFiles) rememberFolder(file fyne.URI) {
	if parent, err := storage.Parent(file); err == nil {
		f.u.app.Preferences().SetString(keyLastFolder, parent.String())
		f.u.saved.keepSettings()
	}
}

// showOpen asks for a game file, of either game, and opens it.
func (d *dialogs) showOpen() {
	u := d.u
	dlg := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.files.say(i18n.T("Could not open the file: {{.Why}}", i18n.Args{"Why": i18n.ShortReason(err)}))
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		u.files.openFrom(r.URI(), r)
	}, u.win)
	if l := u.files.lastFolder(); l != nil {
		dlg.SetLocation(l)
	}
	dlg.Resize(kit.FitSize(u.win.Canvas(), 760, 560))
	dlg.Show()
}

// showSave asks where to save the game; the name's extension chooses the
// form: .txt a transcript, anything else GGF.
func (d *dialogs) showSave() {
	u := d.u
	if u.snap.Game.Len() == 0 && u.snap.Game.FromStart() {
		u.panel.setNotice(i18n.T("Nothing to save yet: no moves have been played."))
		return
	}
	dlg := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			u.panel.setNotice(i18n.T("Could not save the game: {{.Why}}", i18n.Args{"Why": err.Error()}))
			return
		}
		if w == nil {
			return // cancelled
		}
		err = u.files.saveTo(w.URI(), w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		u.files.reportSave(w.URI(), err)
	}, u.win)
	dlg.SetFileName("othello-" + time.Now().Format("2006-01-02-1504") + ".ggf")
	dlg.SetFilter(gameFilter)
	if l := u.files.lastFolder(); l != nil {
		dlg.SetLocation(l)
	}
	dlg.Resize(kit.FitSize(u.win.Canvas(), 760, 560))
	dlg.Show()
}

// OpenURI opens the game in a file, as Open and a dropped file do. A file
// that cannot be read leaves the game as it is; the error says why.
func (u *UI) OpenURI(uri fyne.URI) error {
	r, err := storage.Reader(uri)
	if err != nil {
		u.files.say(i18n.T("Could not open {{.File}}: {{.Why}}", i18n.Args{"File": uri.Name(), "Why": i18n.ShortReason(err)}))
		return err
	}
	defer r.Close()
	return u.files.openFrom(uri, r)
}

// SaveURI saves the game to a file, GGF or, for a name ending .txt, a
// transcript.
func (u *UI) SaveURI(uri fyne.URI) error {
	w, err := storage.Writer(uri)
	if err == nil {
		err = u.files.saveTo(uri, w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
	}
	u.files.reportSave(uri, err)
	return err
}

func (f gameFiles) saveTo(uri fyne.URI, w io.Writer) error {
	_, err := io.WriteString(w, f.gameFileText(strings.ToLower(uri.Extension())))
	return err
}

func (f gameFiles) reportSave(uri fyne.URI, err error) {
	if err != nil {
		f.u.panel.setLastingNotice(i18n.T("Could not save {{.File}}: {{.Why}}", i18n.Args{"File": uri.Name(), "Why": err.Error()}))
		dialog.ShowError(i18n.WrappedError(err), f.u.win)
		return
	}
	f.rememberFolder(uri)
	f.u.panel.setLastingNotice(i18n.T("Saved {{.File}}.", i18n.Args{"File": uri.Name()}))
}

// gameFileText writes the game on show as a file with extension ext: a
// transcript for ".txt", otherwise GGF with the players, the date and the
// result.
func (f gameFiles) gameFileText(ext string) string {
	rec := f.u.snap.Game
	if ext == ".txt" {
		return model.TranscriptFile(rec)
	}
	s := f.u.snap.Settings
	names := [2]string{}
	for _, c := range []model.Color{model.Black, model.White} {
		switch {
		case s.EngineSide(c):
			names[c] = s.Engine
		case !s.IsHuman(c):
			names[c] = "Othello (" + i18n.LevelWord(s.Level) + ")"
		case s.Mode == controller.HumanVsHuman && c == model.White:
			names[c] = "Guest"
		default:
			names[c] = f.playerName()
		}
	}
	h := model.GGFHeader{Black: names[model.Black], White: names[model.White], Place: "Othello", Date: time.Now()}
	k := f.u.snap.Clocks
	if k.On() {
		h.Clock, h.LostOnTime, h.Loser = k.Control, k.Flagged, model.Color(k.Loser)
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
func (f gameFiles) openDropped(_ fyne.Position, uris []fyne.URI) {
	if len(uris) > 0 {
		f.u.OpenURI(uris[0])
	}
}
