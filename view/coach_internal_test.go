package view

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/othelloboard"
)

// The Coach chosen in the New game dialog plays at the strength of the
// player's rating; a game played to the end moves the rating, which
// Statistics shows and the next game follows.
func TestCoachLevelFollowsTheRating(t *testing.T) {
	u, queue := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.Black])
	f.level.SetSelected(coachLabel)
	if !strings.Contains(f.levelAbout.Text, "your strength") {
		t.Errorf("the Coach's description %q", f.levelAbout.Text)
	}
	f.dlg.Confirm()
	start := controller.NewRating()
	s := u.snap.Settings
	if !s.Coach || s.Strength != controller.StrengthFor(start.Elo) {
		t.Fatalf("started with %+v; want the Coach at strength %v", s, controller.StrengthFor(start.Elo))
	}
	if !LoadPrefs(u.app.Preferences()).Game.Coach {
		t.Error("the Coach was not kept for next time")
	}
	if got := u.panel.players.Text; !strings.HasPrefix(got, "You (Black) vs the Coach, strength") {
		t.Errorf("players line %q", got)
	}
	// the person plays the last legal move each turn; the instant computer
	// its first
	for !u.snap.Over {
		pumpUntil(t, u, queue, func() bool { return u.snap.PersonToMove || u.snap.Over }, "the person's turn")
		if u.snap.Over {
			break
		}
		legal := u.snap.Sized.Board.MoveCells()
		u.board.OnMove(legal[len(legal)-1])
	}
	r := LoadRating(u.app.Preferences())
	if r.Games != 1 || r.Elo == start.Elo || r.Deviation >= start.Deviation {
		t.Fatalf("after a game the rating is %+v", r)
	}
	won := u.snap.Result.Black > u.snap.Result.White
	if won != (r.Elo > start.Elo) {
		t.Errorf("won %v, but the rating went from %.0f to %.0f", won, start.Elo, r.Elo)
	}
	if !strings.HasPrefix(u.Notice(), "Your rating: ") {
		t.Errorf("notice %q", u.Notice())
	}
	if stats := LoadStats(u.app.Preferences()); stats[s.Level].Played() != 0 {
		t.Errorf("the Coach's game was counted for %s", s.Level)
	}
	u.dialogs.showStats()
	if got := u.dialogs.stats.rating.Text; !strings.Contains(got, "after 1 game against the Coach") {
		t.Errorf("Statistics says %q", got)
	}
	u.dialogs.closeOverDialog()
	u.dialogs.startNewGame(u.prefs.Game, startStandard, nil)
	if got, want := u.snap.Settings.Strength, controller.StrengthFor(r.Elo); got != want {
		t.Errorf("the next game plays at strength %v, want %v", got, want)
	}
}

func TestRatingPrefsDamaged(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetFloat(keyRatingElo, 1e9)
	if got := LoadRating(p); got != controller.NewRating() {
		t.Errorf("a damaged rating reads %+v", got)
	}
	want := controller.Rating{Elo: 1433, Deviation: 120, Games: 9}
	SaveRating(p, want)
	if got := LoadRating(p); got != want {
		t.Errorf("read back %+v, want %+v", got, want)
	}
}

// Hint, pressed again and again on one position: the quarter of the best
// move, then the move, then every move's value; a move starts afresh, and
// the analysis' summary counts the presses.
func TestGraduatedHints(t *testing.T) {
	queue := make(chan func(), 100)
	a := test.NewTempApp(t)
	u := New(a, Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Hinter:   strategy.ForEightByEight(pvHinter{}),
		Dispatch: func(f func()) { queue <- f },
		Analyze: func(_ context.Context, b model.SizedBoard) []strategy.SizedResult {
			var out []strategy.SizedResult
			for i, c := range b.MoveCells() {
				out = append(out, strategy.SizedResult{Move: c, Score: -100 * i})
			}
			return out
		},
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	u.dialogs.startNewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8}, startStandard, nil)
	first := u.snap.Sized.Board.MoveCells()[0] // d3, the instant hint
	steps := []struct {
		area  othelloboard.Area
		ring  model.Cell
		words string
	}{
		{othelloboard.Area{Cols: 4, Rows: 4}, model.NoCell, "Hint 1 of 3: the best move is in the top-left quarter (a1–d4)"},
		// the four first moves are alike on the board: the second step
		// says so rather than giving no reason, and what the third shows
		{othelloboard.Area{}, first, "Hint 2 of 3: d3 (score 0.0, looks 5 moves ahead). Nothing on the board sets it apart yet: its worth lies further ahead."},
		{othelloboard.Area{}, first, "Hint 3 of 3: d3 (score 0.0, looks 5 moves ahead). Nothing on the board sets it apart yet: its worth lies further ahead."},
	}
	for i, want := range steps {
		u.hinting().next()
		pumpUntil(t, u, queue, func() bool { return !u.snap.Hinting }, "the hint")
		if i == 0 && strings.Contains(u.panel.thought.Text, "d3") {
			t.Errorf("the first step's thinking line gives the move away: %q", u.panel.thought.Text)
		}
		st := u.board.State()
		if st.HintArea != want.area || st.Hint != want.ring || !strings.HasPrefix(strings.ReplaceAll(u.panel.hintLine.Text, "\n", " "), want.words) {
			t.Fatalf("press %d: area %+v, ring %v, words %q; want %+v, %v, %q", i+1, st.HintArea, st.Hint, u.panel.hintLine.Text, want.area, want.ring, want.words)
		}
	}
	if n := len(u.board.State().Scores); n != 4 {
		t.Errorf("the third press shows %d values, want the 4 moves'", n)
	}
	u.hinting().next() // nothing more to show: not counted
	if u.hinting().used() != 3 {
		t.Errorf("%d hints counted, want 3", u.hinting().used())
	}
	u.board.OnMove(first)
	u.hinting().next()
	pumpUntil(t, u, queue, func() bool { return !u.snap.Hinting }, "the hint")
	if st := u.board.State(); st.HintArea == (othelloboard.Area{}) || st.Hint != model.NoCell {
		t.Errorf("after a move the first press shows %+v and %v: want a quarter again", st.HintArea, st.Hint)
	}
	if u.hinting().used() != 4 {
		t.Errorf("%d hints counted, want 4", u.hinting().used())
	}
	// a new game counts afresh
	u.dialogs.startNewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8}, startStandard, nil)
	if u.hinting().used() != 0 {
		t.Errorf("a new game starts with %d hints", u.hinting().used())
	}
}

func TestHintArea(t *testing.T) {
	geo8, _ := model.GeometryOf(8)
	geo6, _ := model.GeometryOf(6)
	tests := []struct {
		geo  *model.Geometry
		cell string
		want othelloboard.Area
	}{
		{geo8, "a1", othelloboard.Area{Col: 0, Row: 0, Cols: 4, Rows: 4}},
		{geo8, "d4", othelloboard.Area{Col: 0, Row: 0, Cols: 4, Rows: 4}},
		{geo8, "e4", othelloboard.Area{Col: 4, Row: 0, Cols: 4, Rows: 4}},
		{geo8, "c6", othelloboard.Area{Col: 0, Row: 4, Cols: 4, Rows: 4}},
		{geo8, "h8", othelloboard.Area{Col: 4, Row: 4, Cols: 4, Rows: 4}},
		{geo6, "d4", othelloboard.Area{Col: 3, Row: 3, Cols: 3, Rows: 3}},
	}
	for _, tt := range tests {
		c, err := tt.geo.ParseCell(tt.cell)
		if err != nil {
			t.Fatal(err)
		}
		if got := hintArea(tt.geo, c); got != tt.want {
			t.Errorf("%s on %dx%d: %+v, want %+v", tt.cell, tt.geo.Size(), tt.geo.Size(), got, tt.want)
		}
	}
}

// pvHinter answers with the first legal move, telling of its search: a
// depth, nodes and the line of play.
type pvHinter struct{}

func (pvHinter) Name() string { return "pv" }

func (pvHinter) Search(_ context.Context, b model.Board) strategy.Result {
	m := model.SquaresOf(b.Moves())[0]
	return strategy.Result{Move: m, Depth: 5, Nodes: 1000, Time: time.Millisecond, PV: []model.Square{m}}
}
