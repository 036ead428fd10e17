package view

import (
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
)

// writeFile writes text to a file name in a temporary folder and returns
// its URI.
func writeFile(t *testing.T, name, text string) fyne.URI {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return storage.NewFileURI(path)
}

// File > Open reads a file as the game it holds, whatever game is on show:
// an Othello GGF or transcript over Gomoku shows Othello (Gomoku's game
// waiting), a Gomoku file over Othello shows Gomoku; the window's title
// names the game, and the next launch shows it. A file that would replace
// an unfinished game of its kind, on show or waiting, asks first.
func TestOpenSwitchesToTheFilesGame(t *testing.T) {
	const ggf = "(;GM[Othello]PC[Othello]PB[Ann]PW[Guest]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F4]B[E3];)"
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	if got := u.win.Title(); got != "Gomoku" {
		t.Errorf("with Gomoku on show the title is %q", got)
	}
	for _, c := range []struct {
		name, text string
		kind       shown.Kind
		moves      string
		asks       string // the unfinished game the file replaces, "" none
	}{
		{"game.ggf", ggf, shown.Othello, "f5f4e3", ""},
		{"gomoku.board", gomokuview.FileText(controllertest.GomokuGame(t, 15, "h8 h9 i9"), ".board", cg.Free, 0), shown.Gomoku, "h8 h9 i9", ""},
		{"transcript.txt", "f5d6c3\n", shown.Othello, "f5d6c3", "Othello game (3 moves played)"}, // the one waiting
		{"gomoku.txt", gomokuview.FileText(controllertest.GomokuGame(t, 15, "h8 h9"), ".txt", cg.Free, 0), shown.Gomoku, "h8 h9", "Gomoku game (3 moves played)"},
		{"list.txt", "h8 i9 j10\n", shown.Gomoku, "h8 i9 j10", "Gomoku game (2 moves played)"}, // no square of Othello's start; the one on show
		{"again.ggf", ggf, shown.Othello, "f5f4e3", "Othello game (3 moves played)"},
	} {
		if err := u.OpenURI(writeFile(t, c.name, c.text)); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		run(queue)
		asked := u.dialogs.replace != nil
		if asked != (c.asks != "") {
			t.Fatalf("%s: asked before replacing a game %v, want %v", c.name, asked, c.asks != "")
		}
		if asked {
			if text := i18n.WithoutBreaks(strings.Join(dialogTexts(t, u), " ")); !strings.Contains(text, "unfinished "+c.asks) || !strings.Contains(text, c.name) {
				t.Errorf("%s: the question says %q, want the %s named", c.name, text, c.asks)
			}
			// the question names the game replaced, which may not be the one on show
			game := c.kind.Name()
			if text := strings.Join(dialogTexts(t, u), " "); !strings.Contains(text, "Replace your "+game+" game?") {
				t.Errorf("%s: the question's title is not of the %s game: %q", c.name, game, text)
			}
			if got := buttonTexts(u.win.Canvas().Overlays().Top()); !slices.Contains(got, "Keep my "+game+" game") {
				t.Errorf("%s: the question's buttons %q", c.name, got)
			}
			u.dialogs.replace.Confirm()
			run(queue)
		}
		var moves, title string
		if c.kind == shown.Gomoku {
			moves, title = gomoku.FormatMoves(u.gmk.Snapshot().Game.Moves(), 15), "Gomoku"
			if !strings.HasPrefix(u.gmk.Probe().Parts().Notice.Text, "Opened "+c.name) {
				t.Errorf("%s: Gomoku's status %q", c.name, u.gmk.Probe().Parts().Notice.Text)
			}
		} else {
			moves, title = u.snap.Game.Transcript(), "Othello"
			if !strings.HasPrefix(u.Notice(), "Opened "+c.name) {
				t.Errorf("%s: Othello's status %q", c.name, u.Notice())
			}
		}
		if u.shown().Kind() != c.kind || moves != c.moves || u.win.Title() != title {
			t.Errorf("%s opened as %v with %q, title %q; want %v with %q", c.name, u.shown().Kind().Name(), moves, u.win.Title(), c.kind.Name(), c.moves)
		}
		if got := LoadPrefs(u.app.Preferences()).Kind; got != c.kind {
			t.Errorf("%s: the game kept for the next launch is %v", c.name, got)
		}
	}
	// the Gomoku game left by the last Othello file waits, offered
	if k := u.saved.waitingGomoku(); k == nil || gomoku.FormatMoves(k.Moves, k.Size) != "h8 i9 j10" {
		t.Errorf("the Gomoku game waiting: %+v", k)
	}
	// a damaged GGF over Gomoku is refused in Gomoku's status line, by
	// Othello's reader, and changes nothing
	if err := u.OpenURI(writeFile(t, "list2.txt", "h8 i9\n")); err != nil || u.dialogs.replace == nil {
		t.Fatalf("list2.txt over the Gomoku game waiting: %v, asked %v", err, u.dialogs.replace != nil)
	}
	u.dialogs.replace.Confirm()
	if err := u.OpenURI(writeFile(t, "cut.ggf", ggf[:60])); err == nil {
		t.Fatal("a damaged GGF was opened")
	}
	if !u.gmk.Active() || u.gmk.Snapshot().Game.MoveCount() != 2 || !strings.Contains(u.gmk.Probe().Parts().Notice.Text, "game record is damaged") {
		t.Errorf("after a damaged GGF: Gomoku on show %v, %d stones, status %q", u.gmk.Active(), u.gmk.Snapshot().Game.MoveCount(), u.gmk.Probe().Parts().Notice.Text)
	}
}

// Gomoku, then Othello, then Gomoku: the unfinished Gomoku game waits
// behind Othello (its file kept), the New game dialog offers it by name as
// it offers Othello's, and chosen it comes back as it was; so it does at
// a later Othello launch.
func TestGomokuGameWaitsBehindOthello(t *testing.T) {
	dir := t.TempDir()
	u, queue, _ := gomokuUIWith(t, Options{StateDir: dir}, gomokuview.Prefs{Size: 13, Opening: cg.Free, First: true, Level: level.Easy})
	for _, m := range []gomoku.Square{gomoku.At(6, 6), gomoku.At(8, 8)} {
		tapPoint(u, m)
		pumpGomoku(t, u, queue)
	}
	want := u.gmk.Snapshot().Game.Moves()
	toOthello := func(u *UI) {
		t.Helper()
		test.Tap(u.Button("new"))
		f := u.dialogs.newGame
		f.game.SetSelected(shown.Othello.Name())
		f.dlg.Confirm()
		if u.gmk.Active() || u.win.Title() != "Othello" {
			t.Fatalf("Othello is not on show (title %q)", u.win.Title())
		}
	}
	backToGomoku := func(u *UI, queue chan func()) {
		t.Helper()
		test.Tap(u.Button("new"))
		f := u.dialogs.newGame
		f.game.SetSelected(shown.Gomoku.Name())
		g := f.gomoku
		label := "Your Gomoku game (move 3)" // four stones: the fifth opens the sheet's third row
		if g.Start == nil || !slices.Contains(g.Start.Options, label) {
			t.Fatalf("the Gomoku starts offered over Othello: %v", g.Start)
		}
		// chosen already: a new game would throw it away
		if g.Start.Selected != label || g.Size.Selected != i18n.BoardSize(13) {
			t.Errorf("the dialog starts with %q on %q, want the waiting game %q on its 13x13", g.Start.Selected, g.Size.Selected, label)
		}
		g.Start.SetSelected(label)
		if !g.Size.Disabled() || g.Size.Selected != i18n.BoardSize(13) {
			t.Errorf("the waiting game's board: %q, disabled %v", g.Size.Selected, g.Size.Disabled())
		}
		f.dlg.Confirm()
		st := pumpGomoku(t, u, queue)
		if !u.gmk.Active() || !slices.Equal(st.Game.Moves(), want) || st.Person != gomoku.Black || !st.PersonToMove {
			t.Fatalf("back in Gomoku: on show %v, %v, person %v to move %v; want %v", u.gmk.Active(), st.Game.Moves(), st.Person, st.PersonToMove, want)
		}
		if !strings.Contains(u.gmk.Probe().Parts().Notice.Text, "brought back (move 3)") {
			t.Errorf("status %q", u.gmk.Probe().Parts().Notice.Text)
		}
	}
	toOthello(u)
	u.store.flush()
	if _, err := os.Stat(filepath.Join(dir, gomokuview.KeptFile)); err != nil {
		t.Fatalf("with Othello on show the Gomoku game's file is gone: %v", err)
	}
	backToGomoku(u, queue)
	// to Othello again, and the next launch (Othello's) offers it too
	toOthello(u)
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, nextQueue := resumedUI(t, dir)
	if next.gmk.Active() {
		t.Fatal("the next launch shows Gomoku, left for Othello")
	}
	backToGomoku(next, nextQueue)
}

// A swap2 game kept after its opening comes back under swap2: the title
// says so, Undo is greyed as it was before the quit, and later it stops
// at the opening's stones.
func TestSwap2GameComesBackUnderItsOpening(t *testing.T) {
	dir := t.TempDir()
	u, queue, _ := gomokuUIWith(t, Options{StateDir: dir}, gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: false, Level: level.Easy})
	if st := pumpGomoku(t, u, queue); st.Phase != cg.Choosing || st.Game.MoveCount() != 3 {
		t.Fatalf("the computer's three stones: phase %v, %d stones", st.Phase, st.Game.MoveCount())
	}
	test.Tap(u.gmk.Probe().Parts().Answers["white"])
	st := pumpGomoku(t, u, queue)
	if st.Person != gomoku.White || !st.PersonToMove || st.CanUndo || !u.gmk.Probe().Parts().Buttons["undo"].Disabled() {
		t.Fatalf("after taking White: %+v", st)
	}
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, nextQueue := resumedUI(t, dir)
	v := next.gmk
	st = v.Snapshot()
	if !v.Active() || st.Game.MoveCount() != 3 || st.Person != gomoku.White || !st.PersonToMove {
		t.Fatalf("brought back: %+v", st)
	}
	if !strings.Contains(v.Probe().Parts().Players.Text, "swap2 opening") {
		t.Errorf("title %q", v.Probe().Parts().Players.Text)
	}
	if !v.Probe().Parts().Buttons["undo"].Disabled() || !next.menu.items["undo"].Disabled {
		t.Error("Undo can take back the opening's stones")
	}
	tapPoint(next, freePoints(st.Game, 1)[0])
	if st = pumpGomoku(t, next, nextQueue); st.Game.MoveCount() != 5 || v.Probe().Parts().Buttons["undo"].Disabled() {
		t.Fatalf("after a move each: %d stones, undo disabled %v", st.Game.MoveCount(), v.Probe().Parts().Buttons["undo"].Disabled())
	}
	test.Tap(v.Probe().Parts().Buttons["undo"])
	if st = v.Snapshot(); st.Game.MoveCount() != 3 || !v.Probe().Parts().Buttons["undo"].Disabled() {
		t.Errorf("undo went back to %d stones, undo disabled %v", st.Game.MoveCount(), v.Probe().Parts().Buttons["undo"].Disabled())
	}
}

// The status line's word on a game brought back is of the position it
// came back at: Undo takes it away with the stones, as Othello's does.
func TestUndoClearsTheBroughtBackNotice(t *testing.T) {
	dir := t.TempDir()
	u, queue, _ := gomokuUIWith(t, Options{StateDir: dir}, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	for range 2 {
		tapPoint(u, freePoints(u.gmk.Snapshot().Game, 1)[0])
		pumpGomoku(t, u, queue)
	}
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := resumedUI(t, dir)
	v := next.gmk
	if n := v.Probe().Parts().Notice.Text; !strings.Contains(n, "brought back") {
		t.Fatalf("status after the launch %q, want the game brought back", n)
	}
	test.Tap(v.Probe().Parts().Buttons["undo"])
	if st := v.Snapshot(); st.Game.MoveCount() != 2 {
		t.Fatalf("undo went back to %d stones, want 2", st.Game.MoveCount())
	}
	if n := v.Probe().Parts().Notice.Text; n != "" {
		t.Errorf("status after Undo %q, want none", n)
	}
}

// Help > Rules explains the game on show: Gomoku's with its openings.
func TestRulesOfTheGameOnShow(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.menu.items["rules"].Action()
	words := strings.Join(dialogTexts(t, u), " ")
	for _, want := range []string{"five stones", "Swap:", "Swap2:", "two more stones"} {
		if !strings.Contains(words, want) {
			t.Errorf("Gomoku's rules do not say %q: %q", want, words)
		}
	}
	if strings.Contains(words, "encloses") {
		t.Error("Othello's rules shown over Gomoku")
	}
	u.win.Canvas().Overlays().Top().Hide()
	u.games().leaveGomoku()
	u.menu.items["rules"].Action()
	if words = strings.Join(dialogTexts(t, u), " "); !strings.Contains(words, "encloses") || strings.Contains(words, "Swap2") {
		t.Errorf("Othello's rules: %q", words)
	}
}

// File > Export Picture draws the Gomoku board as the window does: its
// dialog, the save dialog, the PNG of the position on show with the
// stones where the board has them.
func TestExportGomokuPicture(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true})
	u.app.Clipboard().SetContent("h8 j10 h9")
	u.gmk.Files().PasteMoves()
	run(queue)
	u.gmk.Reviewing().Step(-1) // reviewing move 2: h8, j10
	dir := t.TempDir()
	u.app.Preferences().SetString(keyLastFolder, storage.NewFileURI(dir).String())
	if u.menu.items["picture"].Disabled {
		t.Fatal("Export Picture is greyed out for Gomoku")
	}
	u.menu.items["picture"].Action()
	f := u.dialogs.gomokuPicture
	if f == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no Export Picture dialog")
	}
	f.size.SetSelected(pixelsLabel(400))
	f.dlg.Confirm()
	if f.save == nil {
		t.Fatal("Save… opened no file dialog")
	}
	top := u.win.Canvas().Overlays().Top()
	name, ok := find(top, func(e *widget.Entry) bool { return strings.HasPrefix(e.Text, "gomoku-") })
	if !ok || !strings.HasSuffix(name.Text, "-stone-2.png") {
		t.Fatalf("the file name offered: %v", name)
	}
	name.SetText("board.png")
	save, ok := find(top, func(b *widget.Button) bool { return b.Text == "Save" })
	if !ok {
		t.Fatal("no Save button in the save dialog")
	}
	test.Tap(save)
	r, err := os.Open(filepath.Join(dir, "board.png"))
	if err != nil {
		t.Fatalf("nothing written: %v (status %q)", err, u.gmk.Probe().Parts().Notice.Text)
	}
	defer r.Close()
	img, err := png.Decode(r)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 400 || b.Dy() != 400 {
		t.Fatalf("a picture of %v", b)
	}
	if !strings.Contains(u.gmk.Probe().Parts().Notice.Text, "board.png") || !strings.Contains(u.gmk.Probe().Parts().Notice.Text, "after 1… j10") {
		t.Errorf("status %q", u.gmk.Probe().Parts().Notice.Text)
	}
	// the board laid out at the picture's size places the points
	b, _ := gomokuview.PictureBoard(f.st, 400)
	// beside the point's centre: off the last stone's mark and the lines
	luma := func(sq gomoku.Square) uint8 {
		p := b.PointCenter(sq).AddXY(5, 5)
		return color.GrayModel.Convert(img.At(int(p.X), int(p.Y))).(color.Gray).Y
	}
	h8, j10, h9, empty := gomoku.Center(15), gomoku.At(9, 5), gomoku.At(7, 6), gomoku.At(2, 12)
	if luma(h8) > 0x40 || luma(j10) < 0xc0 {
		t.Errorf("the black stone's centre %#x, the white one's %#x", luma(h8), luma(j10))
	}
	if l := luma(h9); l < 0x40 || l > 0xe0 {
		t.Errorf("h9, played after the position shown, is drawn (%#x)", l)
	}
	if l := luma(empty); l < 0x40 || l > 0xe0 {
		t.Errorf("an empty point is not the wood's colour (%#x)", l)
	}
}
