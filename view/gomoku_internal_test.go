package view

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
	"othello/view/sound"
)

// effects records the sounds played.
type effects struct{ played []sound.Effect }

func (e *effects) Play(x sound.Effect, _ time.Duration) { e.played = append(e.played, x) }
func (*effects) SetVolume(float64)                      {}
func (*effects) SetEnabled(bool)                        {}

func (e *effects) has(x sound.Effect) bool {
	for _, p := range e.played {
		if p == x {
			return true
		}
	}
	return false
}

// gomokuUI starts a window and, through the New game dialog, a Gomoku game
// of p.
func gomokuUI(t *testing.T, p gomokuview.Prefs) (*UI, chan func(), *effects) {
	t.Helper()
	return gomokuUIWith(t, Options{}, p)
}

// gomokuUIWith is gomokuUI with the window's options (a state folder).
func gomokuUIWith(t *testing.T, opts Options, p gomokuview.Prefs) (*UI, chan func(), *effects) {
	t.Helper()
	fx := &effects{}
	opts.Sound = fx
	u, queue := startTestUI(t, newTestApp(), opts)
	t.Cleanup(func() {
		u.games().closeGomoku()
		if u.store != nil {
			u.store.flush() // before the state folder goes
		}
	})
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Names[shown.Gomoku])
	if !f.gomoku.Form.Visible() {
		t.Fatal("choosing Gomoku did not show its choices")
	}
	g := f.gomoku
	g.Size.SetSelected(gomokuview.SizeLabel(p.Size))
	g.Rule.SetSelected(gomokuview.RuleLabels[p.Rule])
	g.Opening.SetSelected(gomokuview.OpeningLabels[p.Opening])
	if p.First {
		g.First.SetSelected(gomokuview.FirstLabels[0])
	} else {
		g.First.SetSelected(gomokuview.FirstLabels[1])
	}
	g.Level.SetSelected(gomokuview.LevelNames()[p.Level])
	if p.TwoPeople {
		g.Opponent.SetSelected(gomokuview.OpponentLabels[2])
	}
	if p.Demo {
		g.Opponent.SetSelected(gomokuview.OpponentLabels[3])
	}
	if p.UseBrain {
		g.Opponent.SetSelected(gomokuview.OpponentLabels[1])
		g.Brain.SetText(p.Brain)
	}
	f.dlg.Confirm()
	if !u.gmk.Active() || u.win.Content() != u.gmk.Content() {
		t.Fatal("the window does not show the Gomoku game")
	}
	return u, queue, fx
}

// pumpGomoku runs the computer's answers until the person is asked or the
// game is over.
func pumpGomoku(t *testing.T, u *UI, queue chan func()) cg.Snapshot {
	t.Helper()
	for u.gmk.Snapshot().Thinking {
		select {
		case f := <-queue:
			f()
		case <-time.After(20 * time.Second):
			t.Fatal("the computer never answered")
		}
	}
	return u.gmk.Snapshot()
}

// tapPoint taps the Gomoku board at sq.
func tapPoint(u *UI, sq gomoku.Square) {
	b := u.gmk.Board()
	b.Tapped(&fyne.PointEvent{Position: b.PointCenter(sq)})
}

func TestGomokuSwap2ChosenByClicks(t *testing.T) {
	p := gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: false, Level: level.Easy}
	u, queue, fx := gomokuUI(t, p)
	if got := LoadPrefs(u.app.Preferences()); got.Kind != shown.Gomoku || got.Gomoku.Opening != cg.Swap2 || got.Gomoku.First {
		t.Errorf("the choice was not kept: %+v", got.Gomoku)
	}
	st := pumpGomoku(t, u, queue)
	if st.Phase != cg.Choosing || st.Game.MoveCount() != 3 || u.gmk.Probe().Parts().Choice == nil {
		t.Fatalf("after the computer's three stones: phase %v, %d stones", st.Phase, st.Game.MoveCount())
	}
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no question shown")
	}
	// the question must be answered: Escape hid it, and the game waited
	// for an answer nobody could give
	u.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Escape took the question away")
	}
	test.Tap(u.gmk.Probe().Parts().Answers["two"])
	if u.win.Canvas().Overlays().Top() != nil || u.gmk.Snapshot().Phase != cg.Placing {
		t.Fatalf("placing two stones: phase %v", u.gmk.Snapshot().Phase)
	}
	if !strings.Contains(u.gmk.Probe().Parts().Turn.Text, "white stone") {
		t.Errorf("turn line %q", u.gmk.Probe().Parts().Turn.Text)
	}
	for _, sq := range freePoints(u.gmk.Snapshot().Game, 2) {
		tapPoint(u, sq)
	}
	st = pumpGomoku(t, u, queue)
	if st.Person == gomoku.NoColor || st.Game.MoveCount() < 5 || !st.PersonToMove {
		t.Fatalf("the computer did not choose: %+v", st)
	}
	if !fx.has(sound.Place) {
		t.Error("no stone's click")
	}
	// The person plays on: a stone lands, the computer answers.
	n := st.Game.MoveCount()
	tapPoint(u, freePoints(st.Game, 1)[0])
	st = pumpGomoku(t, u, queue)
	if st.Game.MoveCount() != n+2 || !st.CanUndo {
		t.Fatalf("after a move: %d stones", st.Game.MoveCount())
	}
	test.Tap(u.gmk.Probe().Parts().Buttons["undo"])
	if u.gmk.Snapshot().Game.MoveCount() != n {
		t.Fatalf("undo left %d stones", u.gmk.Snapshot().Game.MoveCount())
	}
	test.Tap(u.gmk.Probe().Parts().Buttons["redo"])
	if u.gmk.Snapshot().Game.MoveCount() != n+2 {
		t.Fatalf("redo left %d stones", u.gmk.Snapshot().Game.MoveCount())
	}
}

// freePoints are n empty points near the centre.
func freePoints(g *gomoku.Game, n int) []gomoku.Square {
	var out []gomoku.Square
	c := gomoku.Center(g.Size())
	for d := 1; len(out) < n; d++ {
		for _, sq := range []gomoku.Square{gomoku.At(c.X()+d, c.Y()+d+1), gomoku.At(c.X()-d-1, c.Y()+d)} {
			if len(out) < n && g.Check(sq) == nil {
				out = append(out, sq)
			}
		}
	}
	return out
}

// A whole game against EASY, the person's moves chosen by MEDIUM, to its
// end: the five marked, the result said and heard.
func TestGomokuGameToTheEnd(t *testing.T) {
	u, queue, fx := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	me := sg.NewPlayer(level.Medium, 3)
	for i := 0; i < 120; i++ {
		st := pumpGomoku(t, u, queue)
		if st.Phase == cg.Ended {
			break
		}
		if !st.PersonToMove {
			t.Fatalf("neither side to move: %+v", st)
		}
		tapPoint(u, me.Search(context.Background(), st.Game.Position()).Move)
	}
	st := u.gmk.Snapshot()
	if st.Phase != cg.Ended || st.Winner != gomoku.Black || len(u.gmk.Board().State().Line) < 5 {
		t.Fatalf("the game did not end with a five: winner %v line %v", st.Winner, st.Line)
	}
	if !strings.Contains(u.gmk.Probe().Parts().Turn.Text, "You win") || !fx.has(sound.Win) {
		t.Errorf("turn line %q, sounds %v", u.gmk.Probe().Parts().Turn.Text, fx.played)
	}
	if u.gmk.Board().State().Interactive {
		t.Error("the board takes stones after the end")
	}
	if got := LoadGomokuStats(u.app.Preferences()); got[level.Easy] != (LevelStats{Won: 1}) || len(got) != 1 {
		t.Errorf("Gomoku's statistics after a win against EASY: %+v", got)
	}
	if got := LoadStats(u.app.Preferences()); len(got) != 0 {
		t.Errorf("a Gomoku game counted in Othello's statistics: %+v", got)
	}
}

// Game > Statistics counts Gomoku's games apart from Othello's: a game
// played to its end here, not a finished one pasted; the dialog shows both
// games, and Reset forgets both.
func TestGomokuStatistics(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Hard})
	p := u.app.Preferences()
	SaveStats(p, Stats{level.Easy: {Won: 2, Best: 10}})
	u.app.Clipboard().SetContent(fiveGame)
	u.gmk.Files().PasteMoves()
	if st := pumpGomoku(t, u, queue); st.Phase != cg.Ended {
		t.Fatalf("the pasted game is not over: %v", st.Phase)
	}
	if got := LoadGomokuStats(p); len(got) != 0 {
		t.Fatalf("a finished game pasted counted: %+v", got)
	}
	SaveGomokuStats(p, Stats{level.Hard: {Lost: 3, OnTime: 1}})
	if u.menu.items["stats"].Disabled {
		t.Fatal("Statistics is greyed out with Gomoku on show")
	}
	u.menu.items["stats"].Action()
	d := u.dialogs.stats
	if d == nil || d.gomoku == nil {
		t.Fatal("no Statistics dialog with Gomoku's table")
	}
	cells := func(c *fyne.Container) []string {
		var out []string
		for _, o := range c.Objects[0].(*fyne.Container).Objects {
			out = append(out, o.(*widget.Label).Text)
		}
		return out
	}
	if got := strings.Join(cells(d.gomoku), " "); !strings.Contains(got, "Hard 0 0 3") || strings.Contains(got, "Best") {
		t.Errorf("Gomoku's table: %s", got)
	}
	if got := strings.Join(cells(d.table), " "); !strings.Contains(got, "Best") || !strings.Contains(got, "Easy 2 0 0 +10") {
		t.Errorf("Othello's table: %s", got)
	}
	d.reset.OnTapped()
	confirm := u.win.Canvas().Overlays().Top()
	var yes *widget.Button
	walk(t, confirm, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Importance == widget.HighImportance {
			yes = b
		}
	})
	if yes == nil {
		t.Fatal("no confirmation to reset")
	}
	test.Tap(yes)
	if len(LoadGomokuStats(p)) != 0 || len(LoadStats(p)) != 0 {
		t.Errorf("after Reset: Othello %+v, Gomoku %+v", LoadStats(p), LoadGomokuStats(p))
	}
}

// The demo: the level chosen plays itself from the free opening to the
// end of the game; the board takes no stone meanwhile.
func TestGomokuDemo(t *testing.T) {
	u, queue, fx := gomokuUI(t, gomokuview.Prefs{Size: 9, Opening: cg.Swap2, First: true, Level: level.Easy, Demo: true})
	v := u.gmk
	if !u.prefs.Gomoku.Demo || v.Probe().Session().Config().Opening != cg.Free || v.Probe().Parts().Players.Text != "Demo: Easy against itself" {
		t.Fatalf("demo chosen: kept %v, opening %v, players %q", u.prefs.Gomoku.Demo, v.Probe().Session().Config().Opening, v.Probe().Parts().Players.Text)
	}
	if v.Board().State().Interactive || v.Probe().Parts().Turn.Text != "Black is thinking…" {
		t.Fatalf("at the start: interactive %v, turn %q", v.Board().State().Interactive, v.Probe().Parts().Turn.Text)
	}
	tapPoint(u, gomoku.At(4, 4))
	if v.Snapshot().Game.MoveCount() != 0 || v.Snapshot().Game.Board().At(gomoku.At(4, 4)) != gomoku.NoColor {
		t.Fatalf("a click placed a stone in the demo: %d stones", v.Snapshot().Game.MoveCount())
	}
	// paused after Black's first stone by the button, resumed by the menu
	(<-queue)()
	pause := v.Probe().Parts().Buttons["pause"]
	if !pause.Visible() || pause.Text != "Pause demo" || u.menu.items["pause"].Disabled {
		t.Fatalf("during the demo: pause shown %v, %q, menu disabled %v", pause.Visible(), pause.Text, u.menu.items["pause"].Disabled)
	}
	test.Tap(pause)
	if !v.Snapshot().Paused || v.Snapshot().Thinking || v.Probe().Parts().Turn.Text != "Demo paused: White to move" || pause.Text != "Resume demo" {
		t.Fatalf("paused: %+v, turn %q, button %q", v.Snapshot(), v.Probe().Parts().Turn.Text, pause.Text)
	}
	u.menu.items["pause"].Action()
	if v.Snapshot().Paused || !v.Snapshot().Thinking || pause.Text != "Pause demo" || v.Probe().Parts().Turn.Text != "White is thinking…" {
		t.Fatalf("resumed: paused %v, thinking %v, button %q, turn %q", v.Snapshot().Paused, v.Snapshot().Thinking, pause.Text, v.Probe().Parts().Turn.Text)
	}
	st := pumpGomoku(t, u, queue)
	if pause.Visible() || !u.menu.items["pause"].Disabled {
		t.Error("the demo's pause is offered after its end")
	}
	if st.Phase != cg.Ended || st.Game.MoveCount() < 9 || st.Forfeit != nil {
		t.Fatalf("the demo did not play to the end: %+v", st)
	}
	want, effect := i18n.Capitalize(st.Winner.String())+" wins with five in a row!", sound.Win
	if st.Winner == gomoku.NoColor {
		want, effect = "Game over: a draw, the board is full", sound.Draw
	}
	if v.Probe().Parts().Turn.Text != want || !fx.has(effect) {
		t.Errorf("at the end: turn %q, want %q; sounds %v", v.Probe().Parts().Turn.Text, want, fx.played)
	}
	for _, name := range []string{"redo", "hint"} {
		if !v.Probe().Parts().Buttons[name].Disabled() {
			t.Errorf("%s is enabled at the end of a demo", name)
		}
	}
	// Undo takes back the last stone and pauses the demo, as Othello's
	// does; Redo plays it again and the game is over again
	test.Tap(v.Probe().Parts().Buttons["undo"])
	if now := v.Snapshot(); now.Game.MoveCount() != st.Game.MoveCount()-1 || !now.Paused || now.Phase != cg.Moving || v.Probe().Parts().Buttons["redo"].Disabled() || !strings.HasPrefix(v.Probe().Parts().Turn.Text, "Demo paused") {
		t.Fatalf("undone at the end of a demo: %+v, redo disabled %v, turn %q", now, v.Probe().Parts().Buttons["redo"].Disabled(), v.Probe().Parts().Turn.Text)
	}
	test.Tap(v.Probe().Parts().Buttons["redo"])
	if v.Snapshot().Phase != cg.Ended || v.Probe().Parts().Turn.Text != want {
		t.Fatalf("redone to the end of the demo: phase %v, turn %q", v.Snapshot().Phase, v.Probe().Parts().Turn.Text)
	}
	// the dialog offers the demo again: the level, not the opening rule,
	// the side or a brain
	test.Tap(u.Button("new"))
	g := u.dialogs.newGame.gomoku
	if g.Opponent.Selected != gomokuview.OpponentLabels[3] || g.Level.Disabled() || !g.Opening.Disabled() || !g.First.Disabled() || !g.Brain.Disabled() {
		t.Errorf("the dialog after a demo: opponent %q, level/opening/first/brain disabled %v %v %v %v",
			g.Opponent.Selected, g.Level.Disabled(), g.Opening.Disabled(), g.First.Disabled(), g.Brain.Disabled())
	}
	u.dialogs.newGame.dlg.Hide()
}

const fiveGame = "h8 h9 i9 g7 j10 k11 g8 i8 j8 k8 i7 g9 j6 k5 k7 j7 l6 f8 m5"

func TestGomokuCopyPasteAndFiles(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.app.Clipboard().SetContent(fiveGame)
	u.gmk.Files().PasteMoves()
	st := pumpGomoku(t, u, queue)
	if st.Phase != cg.Ended || st.Game.MoveCount() != 19 || len(st.Line) != 5 {
		t.Fatalf("pasted game: %d moves, phase %v", st.Game.MoveCount(), st.Phase)
	}
	u.app.Clipboard().SetContent("")
	u.gmk.Files().CopyMoves()
	if got := u.app.Clipboard().Content(); got != fiveGame {
		t.Errorf("copied %q", got)
	}
	// Both file forms read back as they were written.
	for _, ext := range []string{".txt", ".board"} {
		text := gomokuview.FileText(st.Game, ext)
		moves, size, rule, err := gomokuview.ReadGame(text, 19, gomoku.Standard)
		if err != nil || size != 15 || rule != gomoku.Freestyle || gomoku.FormatMoves(moves, 15) != fiveGame {
			t.Errorf("%s: read back %v %d %v: %v\n%s", ext, moves, size, rule, err, text)
		}
	}
	// A damaged file is refused with the reason; the game stays.
	if err := u.files.openText("bad.txt", "# Gomoku 15x15 freestyle\nh8 i9 zz", nil); err == nil {
		t.Fatal("a damaged file was opened")
	}
	if n := u.win.Canvas().Overlays().Top(); n == nil || !strings.Contains(u.gmk.Probe().Parts().Notice.Text, "zz") || u.gmk.Snapshot().Game.MoveCount() != 19 {
		t.Errorf("notice %q, %d moves", u.gmk.Probe().Parts().Notice.Text, u.gmk.Snapshot().Game.MoveCount())
	}
	u.win.Canvas().Overlays().Top().Hide()
	if err := u.files.openText("taken.txt", "h8 h8", nil); err == nil || !strings.Contains(u.gmk.Probe().Parts().Notice.Text, "h8") {
		t.Errorf("a square played twice: %v, %q", err, u.gmk.Probe().Parts().Notice.Text)
	}
	u.win.Canvas().Overlays().Top().Hide()
	// a game to play on
	if err := u.files.openText("game.board", gomokuview.FileText(mustGame(t, "h8 h9"), ".board"), nil); err != nil {
		t.Fatal(err)
	}
	if st := u.gmk.Snapshot(); st.Game.MoveCount() != 2 || !st.PersonToMove || st.Person != gomoku.Black {
		t.Errorf("opened game: %d moves, person %v", st.Game.MoveCount(), st.Person)
	}
}

func mustGame(t *testing.T, moves string) *gomoku.Game {
	t.Helper()
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	m, err := gomoku.ParseMoves(moves, 15)
	if err == nil {
		err = g.PlayAll(m)
	}
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The window's golden of a finished game: the five ringed, the panel
// saying so.
func TestGoldenGomokuFinished(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.app.Clipboard().SetContent(fiveGame)
	u.gmk.Files().PasteMoves()
	pumpGomoku(t, u, queue)
	u.win.Resize(fyne.NewSize(900, 640))
	test.AssertObjectRendersToMarkup(t, "gomoku_five.xml", u.gmk.Board())
}

func TestGomokuKeyboardAndBackToOthello(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	for _, r := range "h8" {
		u.win.Canvas().OnTypedRune()(r)
	}
	st := pumpGomoku(t, u, queue)
	if st.Game.MoveCount() != 2 || st.Game.Moves()[0] != gomoku.Center(15) {
		t.Fatalf("typing h8: %v", st.Game.Moves())
	}
	test.Tap(u.Button("new"))
	u.dialogs.newGame.game.SetSelected(shown.Names[shown.Othello])
	u.dialogs.newGame.dlg.Confirm()
	if u.gmk.Active() || u.win.Content() != u.content {
		t.Fatal("Othello did not come back")
	}
	if LoadPrefs(u.app.Preferences()).Kind != shown.Othello {
		t.Error("the choice of Othello was not kept")
	}
	// the menu items Gomoku greyed out are Othello's again (they stayed
	// grey until the next launch)
	for _, name := range []string{"picture", "values", "editor", "practice", "setup", "scores"} {
		if u.menu.items[name].Disabled {
			t.Errorf("back in Othello, %q is still greyed out", u.menu.items[name].Label)
		}
	}
}

// The Gomoku levels are named and described as Othello's are: the name
// as a word, and under the choice what the level does, from its search.
func TestGomokuLevelChoiceSaysWhatItDoes(t *testing.T) {
	u, _ := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Names[shown.Gomoku])
	g := f.gomoku
	if want := []string{"Easy", "Medium", "Hard", "Expert"}; !slices.Equal(g.Level.Options, want) {
		t.Fatalf("levels offered %v, want %v", g.Level.Options, want)
	}
	var item *widget.FormItem
	for _, it := range g.Form.Items {
		if it.Widget == g.LevelChoice {
			item = it
		}
	}
	if item == nil || item.Text != "Level" {
		t.Fatalf("the level's form item: %+v", item)
	}
	for _, tt := range []struct{ level, does string }{
		{"Easy", "Looks 1 move ahead and sometimes slips"},
		{"Medium", "Looks 3 moves ahead, finds wins by fours of up to 4 moves"},
		{"Hard", "Thinks up to 1 second a move, finds wins by fours of up to 9 moves"},
		{"Expert", "Thinks up to 4 seconds a move, finds wins by fours of up to 15 moves"},
	} {
		g.Level.SetSelected(tt.level)
		if g.LevelAbout.Text != tt.does {
			t.Errorf("%s: %q, want %q", tt.level, g.LevelAbout.Text, tt.does)
		}
	}
}

// With Gomoku on show, the Settings rows that only Othello reads say so,
// and where Gomoku's level is chosen; with Othello they read as before.
func TestSettingsSayWhatIsOthellos(t *testing.T) {
	labels := func(u *UI) map[string]*canvas.Text {
		found := map[string]*canvas.Text{}
		texts(u.win.Canvas().Overlays().Top(), found)
		return found
	}
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.dialogs.showSettings()
	found := labels(u)
	for _, want := range []string{"Othello level", "Gomoku's level is chosen in New game", "Othello board", "Othello board style"} {
		if found[want] == nil {
			t.Errorf("with Gomoku on show, no %q in Settings", want)
		}
	}
	if found["Computer level"] != nil {
		t.Error("with Gomoku on show, Settings offers a 'Computer level' that Gomoku does not read")
	}

	o, _ := newTestUI(t)
	o.dialogs.showSettings()
	found = labels(o)
	if found["Computer level"] == nil || found["Othello level"] != nil || found["Board style"] == nil {
		t.Error("with Othello on show, Settings does not read as before")
	}
}

// Othello's game waits unseen while Gomoku shows: the demo's search is
// dropped and no other starts (its clocks stop too: the controller's
// TestSuspendSetsTheGameAside), so its end cannot open a dialog over
// Gomoku; back in Othello it goes on.
func TestOthelloWaitsWhileGomokuShows(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.ComputerVsComputer})
	if !u.ctl.Snapshot().Thinking {
		t.Fatal("the demo is not thinking")
	}
	if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	for len(queue) > 0 {
		(<-queue)()
	}
	if s := u.ctl.Snapshot(); s.Thinking || s.Game.Len() != 0 {
		t.Errorf("with Gomoku on show, Othello's demo: thinking %v, %d moves", s.Thinking, s.Game.Len())
	}
	u.games().leaveGomoku()
	if !u.ctl.Snapshot().Thinking {
		t.Error("back in Othello, the demo does not go on")
	}
}

// At a launch that brings Gomoku back, the unfinished Othello game is not
// asked about (it is not on show): it waits, and an Othello launch asks.
func TestGomokuLaunchKeepsOthelloUnasked(t *testing.T) {
	dir := t.TempDir()
	u, queue := stateUI(t, newTestApp(), dir)
	u.ctl.Load(mustParse(t, "f5d6c3"), controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	u.prefs.Kind = shown.Gomoku
	u.prefs.Gomoku = gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}
	u.saved.keepSettings()
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := stateUI(t, newTestApp(), dir)
	t.Cleanup(next.games().closeGomoku)
	if !next.gmk.Active() || next.dialogs.restored != nil {
		t.Fatalf("a Gomoku launch: Gomoku on show %v, Othello's question open %v", next.gmk.Active(), next.dialogs.restored != nil)
	}
	if got := next.ctl.Snapshot().Game.Transcript(); got != "f5d6c3" {
		t.Errorf("the Othello game waiting is %q", got)
	}
	next.store.flush()
}

// From Gomoku, the New game dialog offers no Othello start from "the
// position shown": the board on show is Gomoku's.
func TestNoOthelloPositionShownFromGomoku(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.dialogs.showNewGameDialog()
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Names[shown.Othello])
	if slices.Contains(f.start.Options, startLabels[startShown]) {
		t.Errorf("the Othello starts offered over Gomoku: %v", f.start.Options)
	}
	f.dlg.Hide()
}

// Othello's unfinished game, set aside for Gomoku, is offered by name in
// the New game dialog, and chosen it goes on from where it was.
func TestBackToTheOthelloGameFromGomoku(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.Load(mustParse(t, "f5d6c3"), controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	u.dialogs.showNewGameDialog()
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Names[shown.Othello])
	want := "Your Othello game (move 2)" // its third move, 2. on the score sheet
	if !slices.Contains(f.start.Options, want) {
		t.Fatalf("the Othello starts offered over Gomoku: %v", f.start.Options)
	}
	f.start.SetSelected(want)
	f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
	f.dlg.Confirm()
	run(queue)
	if u.gmk.Active() || u.snap.Game.Transcript() != "f5d6c3" || !strings.HasPrefix(u.Notice(), "Your Othello game goes on from move 2") {
		t.Errorf("back: Gomoku on show %v, the game %q, notice %q", u.gmk.Active(), u.snap.Game.Transcript(), u.Notice())
	}
}

// A two-people game of 44 stones and no five, longer than the move list
// shows.
const longGomokuGame = "m10 n3 n14 i2 g9 e13 g13 f7 e6 k6 i9 e8 a6 l1 l8 l5 f12 c11 g14 n11 h2 i5 l6 h9 f3 m8 h11 c8 e9 e12 g10 g7 h8 b14 a14 a5 m11 l13 h6 n9 a7 m3 k3 o2"

// The move list keeps the last stone in view when a longer status line
// makes it shorter, as Othello's score sheet does.
func TestGomokuMoveListKeepsTheLastMove(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true})
	u.win.Resize(fyne.NewSize(1000, 720))
	v := u.gmk
	if err := u.files.openText("long.txt", longGomokuGame, nil); err != nil {
		t.Fatal(err)
	}
	last := (v.Snapshot().Game.MoveCount()+1)/2 - 1
	inView := func() bool {
		rowH := v.Probe().Parts().Moves.CreateItem().MinSize().Height
		top := float32(last) * (rowH + theme.Padding())
		off := v.Probe().Parts().Moves.GetScrollOffset()
		return top >= off-0.5 && top+rowH <= off+v.Probe().Parts().Moves.Size().Height+0.5
	}
	if v.Probe().Parts().Moves.GetScrollOffset() == 0 || !inView() {
		t.Fatalf("the list of %d rows: offset %v, the last row in view %v", last+1, v.Probe().Parts().Moves.GetScrollOffset(), inView())
	}
	h := v.Probe().Parts().Moves.Size().Height
	u.app.Clipboard().SetContent("h8 h8")
	v.Files().PasteMoves() // refused, with its reason at length
	if v.Probe().Parts().Moves.Size().Height >= h || v.Snapshot().Game.MoveCount() != 44 {
		t.Fatalf("the refusal %q left the list as tall (%v) or the game changed (%d stones)", v.Probe().Parts().Notice.Text, h, v.Snapshot().Game.MoveCount())
	}
	if !inView() {
		t.Errorf("after a longer notice the last row is out of view: offset %v, height %v", v.Probe().Parts().Moves.GetScrollOffset(), v.Probe().Parts().Moves.Size().Height)
	}
	// a window made lower shortens the list, and so does one made narrow
	// enough to stack the panel under the board in one column
	for _, size := range []fyne.Size{{Width: 1000, Height: 620}, {Width: 480, Height: 1000}} {
		h = v.Probe().Parts().Moves.Size().Height
		u.win.Resize(size)
		if v.Probe().Parts().Moves.Size().Height >= h || !inView() {
			t.Errorf("in a window of %v (list %v high, was %v) the last row is out of view: offset %v", size, v.Probe().Parts().Moves.Size().Height, h, v.Probe().Parts().Moves.GetScrollOffset())
		}
	}
}

// Help > Keyboard Shortcuts lists the keys of the game on show: Gomoku's
// points up to its board's last letter and row, no Othello analysis or
// set-up; Othello's squares and its own actions.
func TestShortcutsFollowTheGameOnShow(t *testing.T) {
	lines := func(u *UI) string {
		var b strings.Builder
		for _, row := range shortcuts(u.shown()) {
			b.WriteString(row[0] + " | " + row[1] + "\n")
		}
		return b.String()
	}
	u, _ := newTestUI(t)
	othello := lines(u)
	for _, want := range []string{"Analyze the game", "Set up a position", "Score every legal move", "a–h then 1–8", "Home or End"} {
		if !strings.Contains(othello, want) {
			t.Errorf("Othello's shortcuts lack %q:\n%s", want, othello)
		}
	}
	for _, tt := range []struct {
		size      int
		want, not []string
	}{
		{15, []string{"Play the point under the cursor", "a–o then 1–15", "Play that point, such as h8", "h then 1 then 2", "Home or End", "Ctrl+H | Hint\n"},
			[]string{"Analyze", "Set up a position", "Score every legal move", "a–h then 1–8", "10×10", "square"}},
		{9, []string{"a–i then 1–9", "Play that point, such as e5"}, []string{"then 1 then", "Analyze"}},
	} {
		p := gomokuview.DefaultPrefs()
		p.Size = tt.size
		g, _, _ := gomokuUI(t, p)
		got := lines(g)
		for _, want := range tt.want {
			if !strings.Contains(got, want) {
				t.Errorf("%dx%d Gomoku's shortcuts lack %q:\n%s", tt.size, tt.size, want, got)
			}
		}
		for _, not := range tt.not {
			if strings.Contains(got, not) {
				t.Errorf("%dx%d Gomoku's shortcuts hold %q:\n%s", tt.size, tt.size, not, got)
			}
		}
	}
}

// Home and End review Gomoku's first and last positions, as they do
// Othello's.
func TestGomokuReviewHomeAndEnd(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.DefaultPrefs())
	v := u.gmk
	for range 2 {
		tapPoint(u, freePoints(v.Snapshot().Game, 1)[0])
		pumpGomoku(t, u, queue)
	}
	if n := v.Snapshot().Game.MoveCount(); n != 4 {
		t.Fatalf("%d stones, want the person's and the computer's twice", n)
	}
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	if v.Probe().Reviewed() != 0 {
		t.Fatalf("Home reviews %d moves, want 0", v.Probe().Reviewed())
	}
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyPageDown})
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if v.Probe().Reviewed() != -1 {
		t.Errorf("End reviews %d moves, want the live game", v.Probe().Reviewed())
	}
}

// A brain that cannot answer stops the Gomoku game as an engine stops
// Othello's, rather than handing the person a win: the window says why and
// offers to try it again or to play on against our level; playing on, the
// level answers from the position on the board.
func TestGomokuWaitsOnAFailedBrain(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy, UseBrain: true, Brain: "/nonexistent/pbrain-x"})
	v := u.gmk
	tapPoint(u, gomoku.Center(15))
	st := pumpGomoku(t, u, queue)
	if st.Phase == cg.Ended || st.Stalled == nil || v.Probe().Parts().Failed == nil {
		t.Fatalf("the failed brain did not stop the game: phase %v, stalled %v", st.Phase, st.Stalled)
	}
	if v.Probe().Parts().Turn.Text != "pbrain-x could not move" || !strings.Contains(v.Probe().Parts().Notice.Text, "could not go on") {
		t.Errorf("turn %q, notice %q", v.Probe().Parts().Turn.Text, v.Probe().Parts().Notice.Text)
	}
	// the question must be answered: Escape leaves it open
	u.win.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Escape took the brain's failure away, the game waiting on nothing")
	}
	var again, playOn *widget.Button
	walk(t, u.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok {
			switch b.Text {
			case "Try again":
				again = b
			case "Play on against Easy":
				playOn = b
			}
		}
	})
	if again == nil || playOn == nil {
		t.Fatal("the dialog offers neither Try again nor Play on against Easy")
	}
	test.Tap(again) // it fails again, and says so again
	if st := pumpGomoku(t, u, queue); st.Stalled == nil || v.Probe().Parts().Failed == nil {
		t.Fatalf("tried again: stalled %v, dialog %v", st.Stalled, v.Probe().Parts().Failed != nil)
	}
	playOn = nil
	walk(t, u.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Play on against Easy" {
			playOn = b
		}
	})
	if playOn == nil {
		t.Fatal("no Play on in the second dialog")
	}
	test.Tap(playOn)
	st = pumpGomoku(t, u, queue)
	if st.Stalled != nil || st.Game.MoveCount() != 2 || !st.PersonToMove || st.Opponent != "Easy" || v.Prefs().UseBrain {
		t.Fatalf("after playing on against EASY: %d stones, opponent %q, stalled %v", st.Game.MoveCount(), st.Opponent, st.Stalled)
	}
	if v.Probe().Parts().Notice.Text != "Easy plays on from here." {
		t.Errorf("the notice after playing on: %q", v.Probe().Parts().Notice.Text)
	}
}

// A Gomoku game lost on time counts once played here; one brought back
// with no time left, whose flag falls as it starts, does not.
func TestGomokuStatisticsOnTime(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Medium})
	v, p := u.gmk, u.app.Preferences()
	lost := v.Snapshot()
	lost.Phase, lost.Clocks.Flagged, lost.Person, lost.Winner = cg.Ended, true, gomoku.Black, gomoku.White
	v.OnEvent(cg.SessionEvent{Kind: session.GameStarted, Snapshot: v.Snapshot()})
	v.OnEvent(cg.SessionEvent{Kind: session.GameOver, Snapshot: lost})
	if got := LoadGomokuStats(p); len(got) != 0 {
		t.Fatalf("a game brought back with no time left counted: %+v", got)
	}
	v.OnEvent(cg.SessionEvent{Kind: session.ThinkingStarted, Snapshot: v.Snapshot()})
	v.OnEvent(cg.SessionEvent{Kind: session.GameOver, Snapshot: lost})
	if got := LoadGomokuStats(p); got[level.Medium] != (LevelStats{Lost: 1, OnTime: 1}) {
		t.Errorf("a game lost on time in play: %+v", got)
	}
}
