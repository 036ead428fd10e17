package view

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/model/bounded"
	"othello/strategy/level"
	"othello/view/othellowords"
)

// A game with passes (moves 57 and 59), played from the start, and the same
// game set up from the position before its first pass.
const gameWithPasses = "f5f4c3g6g3e6f7e7f3e3d6c6f2f1c4h3g5f6h5f8d3g4h4h6e2c5d2c1e1d1c2b4b3a3a4a5b5b1b6a6c7d7e8b8h2h1g1g2a1d8b2a2a7b7g7c8a8h8h7g8"

func gamesToSave(t *testing.T) map[string]*model.Game {
	t.Helper()
	full, err := model.ParseGame(gameWithPasses)
	if err != nil {
		t.Fatal(err)
	}
	set := model.NewGameFrom(full.PositionAt(52))
	for _, m := range full.Moves()[52:] {
		if err := set.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	mid, _ := model.ParseGame("f5d6c3d3c4f4")
	return map[string]*model.Game{"full": full, "set up": set, "unfinished": mid}
}

func sameRecord(a, b model.Record) bool {
	if a.Start() != b.Start() || a.Len() != b.Len() {
		return false
	}
	for i := range a.Len() {
		if a.Move(i) != b.Move(i) {
			return false
		}
	}
	return true
}

// Saving then opening gives back the same game, passes and set-up
// positions included, in both forms; the folder is remembered.
func TestSaveThenOpenRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for name, g := range gamesToSave(t) {
		for _, ext := range []string{".ggf", ".txt"} {
			u, _ := newTestUI(t)
			u.ctl.Load(g.Clone(), controller.Settings{Mode: controller.HumanVsHuman})
			want := u.snap.Game
			uri := storage.NewFileURI(filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+ext))
			if err := u.SaveURI(uri); err != nil {
				t.Fatalf("%s%s: %v", name, ext, err)
			}
			if l := u.files.lastFolder(); l == nil || filepath.Clean(l.Path()) != dir {
				t.Errorf("last folder %v, want %s", l, dir)
			}
			u.ctl.NewGame(u.snap.Settings)
			if err := u.OpenURI(uri); err != nil {
				t.Fatalf("%s%s: %v", name, ext, err)
			}
			if !sameRecord(u.snap.Game, want) {
				t.Errorf("%s%s: opened %s + %v, saved %s + %v", name, ext, u.snap.Game.Start(), u.snap.Game.Moves(), want.Start(), want.Moves())
			}
			if !strings.HasPrefix(u.Notice(), "Opened ") {
				t.Errorf("notice %q", u.Notice())
			}
		}
	}
}

// The GGF names the player and the computer's level, and other programs
// read it: the model's reader gets the same game and the names.
func TestSavedGGFNamesThePlayers(t *testing.T) {
	u, _ := newTestUI(t)
	u.app.Preferences().SetString(keyPlayerName, "Ann")
	full := gamesToSave(t)["full"]
	u.ctl.Load(full, controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard})
	path := filepath.Join(t.TempDir(), "g.ggf")
	if err := u.SaveURI(storage.NewFileURI(path)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := model.ParseGGF(string(data))
	if err != nil {
		t.Fatal(err)
	}
	props := map[string]string{}
	for _, p := range r.Props {
		props[p.Name] = p.Value
	}
	if props["PB"] != "Othello (Hard)" || props["PW"] != "Ann" || props["RE"] != "-12.00" || props["DT"] == "" {
		t.Errorf("header %v", props)
	}
	if r.Game.Len() != full.Len() || r.Game.Position() != full.Position() {
		t.Errorf("read back as %s", r.Game.Transcript())
	}
}

// A damaged file is refused with the reason, and the game stays as it was.
func TestDamagedFilesLeaveTheGame(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ name, text, says string }{
		{"empty.ggf", "", "empty"},
		{"cut.ggf", "(;GM[Othello]PB[Ann]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F", "damaged"},
		{"illegal.txt", "f5d6c3c3", "move 4"},
		{"picture.png", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "not text"},
		{"program.ggf", "(;GM[Othello]\x00\x01", "not text"},
		{"huge.txt", strings.Repeat("f5", int(bounded.GameFile.Bytes)), "more than"},
	} {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		u, _ := newTestUI(t)
		u.ctl.Load(gamesToSave(t)["unfinished"], controller.Settings{Mode: controller.HumanVsHuman})
		before := u.snap.Game
		if err := u.OpenURI(storage.NewFileURI(path)); err == nil {
			t.Errorf("%s: opened", c.name)
		}
		if !sameRecord(u.snap.Game, before) {
			t.Errorf("%s: the game changed to %v", c.name, u.snap.Game.Moves())
		}
		if n := u.Notice(); !strings.Contains(n, "Could not open "+c.name) || !strings.Contains(n, c.says) || !strings.Contains(n, "unchanged") {
			t.Errorf("%s: notice %q does not say %q", c.name, n, c.says)
		}
		if u.app.Preferences().String(keyLastFolder) != "" {
			t.Errorf("%s: a refused file's folder was remembered", c.name)
		}
	}
	u, _ := newTestUI(t)
	if err := u.OpenURI(storage.NewFileURI(filepath.Join(dir, "missing.ggf"))); err == nil || !strings.Contains(u.Notice(), "missing.ggf") {
		t.Errorf("a missing file: %v, %q", err, u.Notice())
	}
}

// A file dropped on the window opens like one chosen in the dialog.
func TestDroppedFileOpens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dropped.txt")
	if err := os.WriteFile(path, []byte("f5d6c3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	u, _ := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	u.files.openDropped(fyne.Position{}, []fyne.URI{storage.NewFileURI(path)})
	if got := u.snap.Game.Transcript(); got != "f5d6c3" {
		t.Errorf("dropped file opened as %q", got)
	}
}

// File > Open over an unfinished game asks before replacing it, as Paste
// does: Keep this game leaves it as it was and says nothing was opened,
// Replace opens the file. A finished game, or one not begun, is replaced
// unasked.
func TestOpenAsksBeforeReplacingAnUnfinishedGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ten.ggf")
	if err := os.WriteFile(path, []byte("(;GM[Othello]PC[Othello]PB[Ann]PW[Bob]TY[10]B[G6]W[G7];)"), 0o644); err != nil {
		t.Fatal(err)
	}
	uri := storage.NewFileURI(path)
	u, _ := newTestUI(t)
	small, err := model.ParseSetup("4x4 b1")
	if err != nil {
		t.Fatal(err)
	}
	u.ctl.Load(small, controller.Settings{Mode: controller.HumanVsHuman, Size: 4})
	if err := u.OpenURI(uri); err != nil || u.dialogs.replace == nil {
		t.Fatalf("opened over an unfinished 4x4 game: %v, asked %v", err, u.dialogs.replace != nil)
	}
	text := strings.Join(dialogTexts(t, u), " ")
	for _, want := range []string{"Othello game (1 move played)", "ten.ggf", "2 moves"} {
		if !strings.Contains(text, want) {
			t.Errorf("the question %q does not say %q", text, want)
		}
	}
	u.dialogs.replace.Dismiss()
	if u.snap.Game.Size() != 4 || u.snap.Game.Transcript() != "b1" || u.Notice() != "Kept the game in progress; nothing opened." {
		t.Fatalf("kept: %v %q, notice %q", u.snap.Game.Size(), u.snap.Game.Transcript(), u.Notice())
	}
	if err := u.OpenURI(uri); err != nil || u.dialogs.replace == nil {
		t.Fatalf("opened again: %v, asked %v", err, u.dialogs.replace != nil)
	}
	u.dialogs.replace.Confirm()
	if u.snap.Game.Size() != 10 || u.snap.Game.Len() != 2 || !strings.HasPrefix(u.Notice(), "Opened ten.ggf") {
		t.Fatalf("replaced: %vx%[1]v, %d moves, notice %q", u.snap.Game.Size(), u.snap.Game.Len(), u.Notice())
	}
	// a game not begun is replaced at once
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	if err := u.OpenURI(uri); err != nil || u.dialogs.replace != nil || u.snap.Game.Size() != 10 {
		t.Errorf("over a game not begun: %v, asked %v, %vx%[3]v", err, u.dialogs.replace != nil, u.snap.Game.Size())
	}
}

// The name for saved games is kept as typed, and Escape in it closes the
// Settings dialog like anywhere else.
func TestPlayerNameSetting(t *testing.T) {
	u, _ := newTestUI(t)
	u.dialogs.showSettings()
	e := u.dialogs.playerName
	u.win.Canvas().Focus(e)
	test.Type(e, "Ann ")
	if got := u.files.playerName(); got != "Ann" {
		t.Errorf("name kept as %q", got)
	}
	u.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.win.Canvas().Overlays().Top() != nil {
		t.Error("Escape in the name left the dialog open")
	}
}

// A file refused by Open is said in a line of bounded length however much
// of it the reader's error quotes: the status line and the dialog alike.
func TestRefusedFilesAreSaidShortly(t *testing.T) {
	dir := t.TempDir()
	// under the limit, so that the reader reads them
	big := strings.Repeat("z", 400_000)
	const board = "---------------------------O*------*O--------------------------- *"
	for _, c := range []struct{ name, text string }{
		{"junk.txt", big},
		{"move.txt", "f5" + big},
		{"move.ggf", "(;GM[Othello]BO[8 " + board + "]B[F5" + big + "];)"},
		{"board.ggf", "(;GM[Othello]BO[" + big + "]B[F5];)"},
		{"position.txt", strings.TrimSuffix(board, "*") + "X\n" + big},
	} {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		u, _ := newTestUI(t)
		if err := u.OpenURI(storage.NewFileURI(path)); err == nil {
			t.Errorf("%s: opened", c.name)
			continue
		}
		n := u.Notice()
		if !strings.Contains(n, "Could not open "+c.name) || len(n) > 300 {
			t.Errorf("%s: notice of %d bytes: %.400q", c.name, len(n), n)
		}
		for _, text := range dialogTexts(t, u) {
			if len(text) > 400 {
				t.Errorf("%s: dialog of %d bytes: %.500q", c.name, len(text), text)
			}
		}
	}
}

// A game file says who played: opening it sets those players, not the
// engine chosen last ("You (Black) vs Self", "Self wins" for a game
// against our HARD level).
func TestOpeningAGameSetsItsPlayers(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, black, white string
		mode               controller.Mode
		human              model.Color
		level              level.Level
		engine             string
	}{
		{"against our level", "Ann", "Othello (Hard)", controller.HumanVsComputer, model.Black, level.Hard, ""},
		{"our level as Black", "Othello (Easy)", "Ann", controller.HumanVsComputer, model.White, level.Easy, ""},
		{"against an engine of the list", "Ann", "Self", controller.HumanVsComputer, model.Black, level.Medium, "Self"},
		{"two people", "Ann", "Guest", controller.HumanVsHuman, model.Black, level.Medium, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := newTestUI(t)
			u.engines.set([]controller.EngineEntry{{Name: "Self", Command: "othello nboard"}})
			s := controller.DefaultSettings()
			s.Engine = "Self" // the engine added last, playing the computer's side
			u.ctl.Load(model.NewGame(), s)
			path := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-")+".ggf")
			text := "(;GM[Othello]PC[Othello]PB[" + tt.black + "]PW[" + tt.white + "]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F4]B[E3];)"
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := u.OpenURI(storage.NewFileURI(path)); err != nil {
				t.Fatal(err)
			}
			got := u.snap.Settings
			if got.Mode != tt.mode || got.Engine != tt.engine || tt.mode == controller.HumanVsComputer && (got.Human != tt.human || tt.engine == "" && got.Level != tt.level) {
				t.Errorf("opened as %v, human %v, level %v, engine %q; want %v, %v, %v, %q", got.Mode, got.Human, got.Level, got.Engine, tt.mode, tt.human, tt.level, tt.engine)
			}
			if tt.engine == "" && strings.Contains(othellowords.PlayersText(got), "Self") {
				t.Errorf("the panel says %q", othellowords.PlayersText(got))
			}
		})
	}
}
