// Gomoku's window on a small screen: with the players' rows at the top of
// its panel, its content must still fit a 1024x600 screen under the menu
// bar, as Othello's does, in every mode and in long and CJK languages, and
// keep its height as the game goes on.

package view

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
)

// smallScreenContent is the most height the window's content has on a
// 1024x600 screen: the screen less the menu bar, 35 px in English and 37
// px in Japanese under Xvfb (the real window's height less its content's).
const smallScreenContent = 600 - 37

// The Gomoku window's content needs no more height than Othello's in the
// same language, and fits a 600-px screen under the menu bar: at the start
// and as the game goes on (stones, a review, a long notice, a paused demo),
// in English, German and Japanese, against the computer, between two
// people, in a demo and under the swap opening (its rows the first and
// second players'). Laid out in a window of that height, the panel's last
// row of buttons is in view, and the content's least height never changes
// from one state to the next, so the board does not jump.
func TestGomokuWindowFitsASmallScreen(t *testing.T) {
	clock := model.TimeControl{Main: 5 * time.Minute}
	cases := []struct {
		name string
		p    gomokuview.Prefs
		// play goes on with the game in the ways its mode allows
		play func(t *testing.T, u *UI, queue chan func())
	}{
		{"against the computer", gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Medium, Clock: clock},
			func(t *testing.T, u *UI, queue chan func()) {
				pumpGomoku(t, u, queue)
				tapPoint(u, gomoku.Center(15))
				pumpGomoku(t, u, queue)
			}},
		{"two people", gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true},
			func(t *testing.T, u *UI, queue chan func()) {
				tapPoint(u, gomoku.At(7, 7))
				tapPoint(u, gomoku.At(8, 8))
				run(queue)
			}},
		{"demo", gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Demo: true, Level: level.Easy, Clock: clock},
			func(t *testing.T, u *UI, queue chan func()) {
				(<-queue)() // the demo's first stone
				pause := u.gmk.Probe().Parts().Buttons["pause"]
				if !pause.Visible() {
					t.Fatal("no pause button in the demo")
				}
				test.Tap(pause)
				if !u.gmk.Snapshot().Paused {
					t.Fatal("the demo did not pause")
				}
			}},
		{"swap", gomokuview.Prefs{Size: 15, Opening: cg.Swap, First: true, Level: level.Medium, Clock: clock},
			func(t *testing.T, u *UI, queue chan func()) {
				if got, want := gomokuRows(u), i18n.T("First")+", "+i18n.T("Second"); got != want {
					t.Errorf("under the swap opening the rows read %q, want %q", got, want)
				}
				tapPoint(u, gomoku.At(7, 7))
				tapPoint(u, gomoku.At(8, 8))
				run(queue)
			}},
	}
	for _, code := range []string{"en", "de", "ja"} {
		for _, c := range cases {
			t.Run(code+" "+c.name, func(t *testing.T) {
				t.Cleanup(func() { setLanguage("en") })
				// Fyne's own theme, which the window then takes as the real
				// one does, in the language's font (the CJK fonts' lines are
				// taller)
				a := test.NewApp()
				a.Settings().SetTheme(theme.DefaultTheme())
				u, queue := startTestUI(t, a, Options{Language: code})
				u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
				if err := u.games().startGomoku(c.p, nil, false); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(u.games().closeGomoku)
				othello := u.content.MinSize().Height
				u.win.Resize(fyne.NewSize(1024, smallScreenContent))
				first := u.gmk.Content().MinSize().Height
				t.Logf("%s, %s: Gomoku's content needs %.1f px, Othello's %.1f", code, c.name, first, othello)
				if first > othello || first > smallScreenContent {
					t.Errorf("Gomoku's content needs %.1f px, Othello's %.1f, the small screen has %d", first, othello, smallScreenContent)
				}
				board := u.gmk.Board().Size()
				check := func(when string) {
					t.Helper()
					u.win.Resize(fyne.NewSize(1024, smallScreenContent))
					if h := u.gmk.Content().MinSize().Height; h != first {
						t.Errorf("%s the content needs %.1f px, at the start %.1f", when, h, first)
					}
					if got := u.gmk.Board().Size(); got != board {
						t.Errorf("%s the board is %v, at the start %v", when, got, board)
					}
					// the buttons shown, from the first row's top to the last
					// row's bottom, in the window and below the move list
					d := fyne.CurrentApp().Driver()
					top, bottom := float32(smallScreenContent), float32(0)
					for _, b := range u.gmk.Probe().Parts().Buttons {
						if b.Visible() {
							top = min(top, d.AbsolutePositionForObject(b).Y)
							bottom = max(bottom, d.AbsolutePositionForObject(b).Y+b.Size().Height)
						}
					}
					moves := u.gmk.Probe().Parts().Moves
					listEnd := d.AbsolutePositionForObject(moves).Y + moves.Size().Height
					if bottom > smallScreenContent || listEnd > top || moves.Size().Height < moves.MinSize().Height {
						t.Errorf("%s the buttons run from %.1f to %.1f, the move list ends at %.1f, %.1f px tall (its least %.1f), in %d px",
							when, top, bottom, listEnd, moves.Size().Height, moves.MinSize().Height, smallScreenContent)
					}
				}
				check("at the start")
				c.play(t, u, queue)
				check("with stones down")
				u.gmk.Reviewing().Step(-1)
				if u.gmk.Probe().Reviewed() < 0 || !u.gmk.Probe().Parts().Buttons["live"].Visible() {
					t.Errorf("Previous started no review, or Exit review is not shown: at %d", u.gmk.Probe().Reviewed())
				}
				check("in a review")
				u.gmk.Reviewing().Live()
				u.gmk.Say(fmt.Sprintf("%s %s %s", i18n.T("Two people at the board"), i18n.T("Two people at the board"), i18n.T("Two people at the board")))
				check("with a long notice")
				u.gmk.Say("")
				check("without the notice")
			})
		}
	}
}

// While reviewing, Exit review takes Undo's and Redo's place, which the
// review holds; in a demo, Pause demo takes Hint's, as no person is to
// move. The panel keeps three rows of buttons either way.
func TestGomokuButtonsTakeTurnsInThreeRows(t *testing.T) {
	u, queue := newTestUI(t)
	if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	tapPoint(u, gomoku.At(7, 7))
	run(queue)
	b := u.gmk.Probe().Parts().Buttons
	shown := func() string {
		s := ""
		for _, name := range []string{"new", "hint", "pause", "undo", "redo", "live", "previous", "next"} {
			if b[name].Visible() {
				s += name + " "
			}
		}
		return s
	}
	if got := shown(); got != "new hint undo redo previous next " {
		t.Errorf("in the live game the buttons shown are %q", got)
	}
	row := func(name string) float32 { return fyne.CurrentApp().Driver().AbsolutePositionForObject(b[name]).Y }
	undoRow, previousRow := row("undo"), row("previous")
	test.Tap(b["previous"])
	if got := shown(); got != "new hint live previous next " {
		t.Errorf("in a review the buttons shown are %q", got)
	}
	if row("live") != undoRow || row("previous") != previousRow || b["live"].Disabled() || b["next"].Disabled() {
		t.Errorf("in a review Exit review is at %v (Undo was at %v), Previous at %v (was at %v)", row("live"), undoRow, row("previous"), previousRow)
	}
	test.Tap(b["live"])
	if got := shown(); got != "new hint undo redo previous next " || u.gmk.Probe().Reviewed() != -1 {
		t.Errorf("back to the live game the buttons shown are %q", got)
	}
	demo := gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Demo: true, Level: level.Easy}
	if err := u.games().startGomoku(demo, nil, false); err != nil {
		t.Fatal(err)
	}
	(<-queue)()
	if got := shown(); got != "new pause undo redo previous next " {
		t.Errorf("in a demo the buttons shown are %q", got)
	}
}
