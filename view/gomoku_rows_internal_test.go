// Tests of Gomoku's players' rows, Othello's rows at the top of its
// panel: each colour's stones counted, the colour to move highlighted,
// none once the game is over, the players' clocks in their rows, and the
// players named in the order of play until the swap opening settles
// their colours.

package view

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// gomokuRows is Gomoku's rows as they read, each its name and its count,
// the highlighted row's marked with a star: "Black 1, White 0*".
func gomokuRows(u *UI) string {
	var rows []string
	for _, r := range u.gmk.Probe().Parts().Rows.Rows {
		row := r.Name.Text
		if r.Count.Text != "" {
			row += " " + r.Count.Text
		}
		if !r.Highlight.Hidden {
			row += "*"
		}
		rows = append(rows, row)
	}
	return strings.Join(rows, ", ")
}

// Against the computer, the rows count each colour's stones and the
// highlight moves to White with Black's stone and back once the computer
// has answered; a review shows the position it stops at; no clock, no
// faces.
func TestGomokuRowsFollowTheStonesAndTheSideToMove(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	pumpGomoku(t, u, queue)
	if got := gomokuRows(u); got != "Black 0*, White 0" {
		t.Errorf("at the start the rows read %q", got)
	}
	if got := gomokuClocksHidden(u); got != [2]bool{true, true} {
		t.Errorf("without a clock the faces hidden: %v", got)
	}
	tapPoint(u, gomoku.Center(15))
	if got := gomokuRows(u); got != "Black 1, White 0*" || !u.gmk.Snapshot().Thinking {
		t.Errorf("the computer thinking (%v) on White's move: the rows read %q", u.gmk.Snapshot().Thinking, got)
	}
	st := pumpGomoku(t, u, queue)
	if got := gomokuRows(u); got != "Black 1*, White 1" {
		t.Errorf("after the computer's answer the rows read %q", got)
	}
	tapPoint(u, freePoints(st.Game, 1)[0])
	pumpGomoku(t, u, queue)
	if got := gomokuRows(u); got != "Black 2*, White 2" {
		t.Errorf("after four stones the rows read %q", got)
	}
	u.gmk.Reviewing().Step(-1)
	if got := gomokuRows(u); got != "Black 2, White 1*" {
		t.Errorf("reviewing the third stone the rows read %q", got)
	}
	u.gmk.Reviewing().Live()
	if got := gomokuRows(u); got != "Black 2*, White 2" {
		t.Errorf("back to the live game the rows read %q", got)
	}
}

// Once a game is won, the winner's row is highlighted and its count takes
// the accent colour, as in Othello (one rule, kit.PlayerRows.Mark); a
// review of the end shows the same.
func TestGomokuRowsMarkTheWinnerOnceOver(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true})
	for i := range 4 {
		tapPoint(u, gomoku.At(3+i, 7)) // Black's row of five
		tapPoint(u, gomoku.At(3+i, 9))
	}
	run(queue)
	if got := gomokuRows(u); got != "Black 4*, White 4" {
		t.Fatalf("before the fifth stone the rows read %q", got)
	}
	tapPoint(u, gomoku.At(7, 7))
	run(queue)
	if st := u.gmk.Snapshot(); !st.Over || st.Winner != gomoku.Black {
		t.Fatalf("the five did not win: over %v, winner %v", st.Over, st.Winner)
	}
	if got := gomokuRows(u); got != "Black 5*, White 4" {
		t.Errorf("the game over, the rows read %q", got)
	}
	rows := u.gmk.Probe().Parts().Rows.Rows
	if rows[0].Count.Color != theme.Color(theme.ColorNamePrimary) || rows[1].Count.Color != theme.Color(theme.ColorNameForeground) {
		t.Errorf("the winner's count in %v, the loser's in %v", rows[0].Count.Color, rows[1].Count.Color)
	}
	// a review of the last stone but one shows Black to move, of the last
	// Black's win
	u.gmk.Reviewing().Step(-1)
	if got := gomokuRows(u); got != "Black 4*, White 4" {
		t.Errorf("reviewing the last stone but one the rows read %q", got)
	}
	u.gmk.Reviewing().Show(9)
	if got := gomokuRows(u); got != "Black 5*, White 4" || u.gmk.Probe().Reviewed() != 9 {
		t.Errorf("reviewing the last stone (%d) the rows read %q", u.gmk.Probe().Reviewed(), got)
	}
}

// On a clock, each player's clock is in its row: under the swap opening,
// the first's and the second's, named so, without counts or a highlight,
// until the person's choice of colour puts each clock in its colour's
// row, the one running bold; without a clock, no faces.
func TestGomokuRowsHoldThePlayersClocks(t *testing.T) {
	u, queue := newTestUI(t)
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	mt := controllertest.NewManualTime()
	two := gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	if got := gomokuClocksHidden(u); got != [2]bool{true, true} {
		t.Errorf("without a clock the faces hidden: %v", got)
	}
	u.gmk.Probe().SetTime(mt)
	// the computer places the three stones, the person, second, chooses
	swap := gomokuview.Prefs{Size: 15, Opening: cg.Swap, Level: level.Easy, Clock: model.TimeControl{Main: time.Minute}}
	if err := u.games().startGomoku(swap, nil, false); err != nil {
		t.Fatal(err)
	}
	if st := pumpGomoku(t, u, queue); st.Phase != cg.Choosing {
		t.Fatalf("after the computer's stones: phase %v", st.Phase)
	}
	mt.Advance(5 * time.Second)
	u.gmk.Clock().ShowFaces()
	if got := gomokuRows(u); got != "First, Second" {
		t.Errorf("before the colours are settled the rows read %q", got)
	}
	if got := gomokuClocks(u); got != "First 01:00    Second *00:55*" || gomokuClocksHidden(u) != [2]bool{} {
		t.Errorf("the person choosing, the clocks read %q", got)
	}
	test.Tap(u.gmk.Probe().Parts().Answers["black"])
	if got := gomokuRows(u); got != "Black 2, White 1*" {
		t.Errorf("the person took Black: the rows read %q", got)
	}
	if got := gomokuClocks(u); got != "Black 00:55    White *01:00*" {
		t.Errorf("the person took Black, the computer to move: the clocks read %q", got)
	}
	pumpGomoku(t, u, queue)
	if got, clocks := gomokuRows(u), gomokuClocks(u); got != "Black 2*, White 2" || clocks != "Black *00:55*    White 01:00" {
		t.Errorf("after the computer's answer the rows read %q, the clocks %q", got, clocks)
	}
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	if got := gomokuClocksHidden(u); got != [2]bool{true, true} {
		t.Errorf("a new game without a clock: the faces hidden %v", got)
	}
}
