// Keeping the game and the settings safe between launches: the unfinished
// game is written after every change, and a copy of the settings after
// every change of them, each to a file of its own written whole to a
// temporary file, synced and renamed over the old one. A kill, a crash or
// a power cut leaves the old file or the new one, never half of one.

package view

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"othello/controller"
	"othello/model"
)

// The files in the state folder.
const (
	gameFile     = "unfinished-game.txt"
	settingsFile = "settings.json"
)

// writeAtomic replaces path with data: a reader, or the next launch after
// a crash, finds either the old content or the new, whole.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	// the rename itself is only durable once the folder is synced
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// store writes the state folder's files off the UI goroutine, the latest
// content of each file winning over any not yet written.
type store struct {
	dir     string
	mu      sync.Mutex
	idle    *sync.Cond
	pending map[string][]byte // file name -> content; nil content removes the file
	busy    bool
	err     error // the last write's failure, reported once
}

func newStore(dir string) *store {
	s := &store{dir: dir, pending: map[string][]byte{}}
	s.idle = sync.NewCond(&s.mu)
	return s
}

// put queues name's new content (nil: remove the file) and returns the
// failure of an earlier write, if one has not been reported yet.
func (s *store) put(name string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending[name] = data
	if !s.busy {
		s.busy = true
		go s.run()
	}
	err := s.err
	s.err = nil
	return err
}

func (s *store) run() {
	s.mu.Lock()
	for len(s.pending) > 0 {
		for name, data := range s.pending {
			delete(s.pending, name)
			s.mu.Unlock()
			path := filepath.Join(s.dir, name)
			var err error
			if data == nil {
				if err = os.Remove(path); errors.Is(err, os.ErrNotExist) {
					err = nil
				}
			} else {
				err = writeAtomic(path, data)
			}
			s.mu.Lock()
			if err != nil {
				s.err = err
			}
		}
	}
	s.busy = false
	s.idle.Broadcast()
	s.mu.Unlock()
}

// flush waits until every queued file is written, and returns the last
// failure not yet reported.
func (s *store) flush() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.busy {
		s.idle.Wait()
	}
	err := s.err
	s.err = nil
	return err
}

// read returns name's content; nil when there is no such file.
func (s *store) read(name string) ([]byte, error) {
	data, err := os.ReadFile(filepath.Join(s.dir, name))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

// gameText is the unfinished game as the game file keeps it: the start
// position and the moves, each on a line of its own; nil when there is
// nothing to keep (a finished game, or the start with no move).
// In a timed game two more lines keep the clocks: the time control as
// GGF writes it and each side's time left in seconds, and the seconds
// each move took.
func gameText(s controller.Snapshot) []byte {
	if s.Over || s.Game.Len() == 0 && s.Game.FromStart() {
		return nil
	}
	text := "start: " + s.Game.SizedStart().String() + "\nmoves: " + s.Game.Transcript() + "\n"
	if k := s.Clock; k.On() {
		text += fmt.Sprintf("clock: %s %s %s\ntimes:", k.Control.GGF(), seconds(k.LeftAt(model.Black, k.At)), seconds(k.LeftAt(model.White, k.At)))
		for _, d := range k.Spent {
			text += " " + seconds(d)
		}
		text += "\n"
	}
	return []byte(text)
}

// seconds writes d in seconds to the millisecond, such as "12.345".
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Round(time.Millisecond).Seconds(), 'f', -1, 64)
}

// savedClock is the clocks of a saved timed game.
type savedClock struct {
	control model.TimeControl
	left    [2]time.Duration
	spent   []time.Duration
}

// readGameText reads what gameText wrote, the clocks too; nil clocks for
// an untimed game.
func readGameText(data []byte) (*model.Game, *savedClock, error) {
	var start, moves, clock, times string
	var haveStart, haveMoves bool
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		key, value, ok := strings.Cut(line, ":")
		switch {
		case ok && key == "start":
			start, haveStart = strings.TrimSpace(value), true
		case ok && key == "moves":
			moves, haveMoves = strings.TrimSpace(value), true
		case ok && key == "clock":
			clock = value
		case ok && key == "times":
			times = value
		default:
			return nil, nil, fmt.Errorf("unexpected line %q", line)
		}
	}
	if !haveStart || !haveMoves {
		return nil, nil, errors.New("the start or the moves are missing")
	}
	g, err := readGame(start, moves)
	if err != nil || clock == "" {
		return g, nil, err
	}
	k, err := readClock(clock, times)
	if err != nil {
		return nil, nil, err
	}
	return g, k, nil
}

// readClock reads the clock lines of gameText.
func readClock(clock, times string) (*savedClock, error) {
	f := strings.Fields(clock)
	if len(f) != 3 {
		return nil, fmt.Errorf("the clock %q: want the time control and each side's seconds left", clock)
	}
	tc, err := model.ParseTimeControl(f[0])
	if err != nil || !tc.On() {
		return nil, fmt.Errorf("the clock %q: %v", clock, err)
	}
	k := &savedClock{control: tc}
	read := func(s string) (time.Duration, error) {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || !(v >= 0 && v < 1e7) {
			return 0, fmt.Errorf("the clock's %q is not a number of seconds", s)
		}
		return time.Duration(v * float64(time.Second)).Round(time.Millisecond), nil
	}
	for i, s := range f[1:] {
		if k.left[i], err = read(s); err != nil {
			return nil, err
		}
	}
	for _, s := range strings.Fields(times) {
		d, err := read(s)
		if err != nil {
			return nil, err
		}
		k.spent = append(k.spent, d)
	}
	return k, nil
}

// resume goes on with the game of the last run, on the clocks it had.
func (u *UI) resume(g *model.Game, k *savedClock) {
	s := u.prefs.Game
	if k == nil {
		s.Clock = model.TimeControl{}
		u.ctl.Load(g, s)
		return
	}
	s.Clock = k.control
	u.ctl.LoadTimed(g, s, k.left, k.spent)
}

// savedSettings is the copy of the settings in the state folder: those of
// Prefs, the player's name and the last folder opened.
type savedSettings struct {
	Prefs      Prefs
	PlayerName string
	LastFolder string
}

func settingsText(p fyne.Preferences, v Prefs) []byte {
	data, _ := json.MarshalIndent(savedSettings{v, p.String(keyPlayerName), p.String(keyLastFolder)}, "", "\t")
	return append(data, '\n')
}

// keySettingsKept marks preferences that hold the settings: where Fyne's
// own file lost them (cut short by a kill while written), the copy in the
// state folder brings them back.
const keySettingsKept = "settings.kept"

// keepSettings saves the settings: in the preferences, and with a state
// folder also in its copy.
func (u *UI) keepSettings() {
	p := u.app.Preferences()
	SavePrefs(p, u.prefs)
	p.SetBool(keySettingsKept, true)
	if u.store != nil {
		u.reportSaving(u.store.put(settingsFile, settingsText(p, u.prefs)))
	}
}

// keepGame saves the game in progress, or clears the slot when there is
// none to offer next time.
func (u *UI) keepGame() {
	s := u.ctl.Snapshot()
	if r := u.retry; r != nil && r.saved != nil {
		// a retried or practised position, or its best line, is on show:
		// the game to offer next time is the player's own, left for it
		s = controller.Snapshot{Game: r.saved.Record(), Settings: r.savedSettings, Over: r.savedOver}
	}
	if u.store == nil {
		SaveGame(u.app.Preferences(), s)
		return
	}
	u.reportSaving(u.store.put(gameFile, gameText(s)))
}

// reportSaving says in the status line that a save failed; the next one
// is tried all the same.
func (u *UI) reportSaving(err error) {
	if err != nil {
		u.panel.setNotice("Your game could not be saved: " + err.Error())
	}
}

// loadGame reads the unfinished game of the last run, and its clocks
// when it was timed: from the state folder, else from the preferences,
// where earlier versions kept it.
func (u *UI) loadGame() (*model.Game, *savedClock, error) {
	if u.store == nil {
		g, err := LoadGame(u.app.Preferences())
		return g, nil, err
	}
	data, err := u.store.read(gameFile)
	switch {
	case err != nil:
		return nil, nil, fmt.Errorf("the saved game could not be read: %v", err)
	case data == nil:
		g, err := LoadGame(u.app.Preferences())
		// from now on the state folder keeps it
		u.app.Preferences().RemoveValue(keySavedStart)
		u.app.Preferences().RemoveValue(keySavedMoves)
		return g, nil, err
	}
	g, k, err := readGameText(data)
	if err != nil {
		aside := gameFile + ".unreadable"
		os.Rename(filepath.Join(u.store.dir, gameFile), filepath.Join(u.store.dir, aside))
		return nil, nil, fmt.Errorf("the saved game could not be read (%v); it was kept aside as %s", err, filepath.Join(u.store.dir, aside))
	}
	return g, k, nil
}

// restoreSettings brings back the settings from the state folder's copy
// when the preferences lost them.
func (u *UI) restoreSettings() {
	p := u.app.Preferences()
	if p.Bool(keySettingsKept) {
		return
	}
	data, err := u.store.read(settingsFile)
	if err != nil || data == nil {
		return
	}
	var saved savedSettings
	if json.Unmarshal(data, &saved) != nil {
		return // LoadPrefs gives the defaults; the next change rewrites the copy
	}
	SavePrefs(p, saved.Prefs)
	p.SetString(keyPlayerName, saved.PlayerName)
	p.SetString(keyLastFolder, saved.LastFolder)
	p.SetBool(keySettingsKept, true)
}
