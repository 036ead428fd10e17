package gomokuview

import (
	"errors"
	"strings"
	"testing"

	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/i18n"
)

func TestGomokuOverText(t *testing.T) {
	// Black's fifth stone at h12 ends a vertical five; in double, it ends
	// a vertical and a horizontal one at once
	five := controllertest.GomokuGame(t, 15, "h8 a1 h9 a3 h10 a5 h11 a7 h12")
	double := controllertest.GomokuGame(t, 15, "h8 a1 h9 a3 h10 a5 h11 a7 d12 a9 e12 a11 f12 a13 g12 o1 h12")
	drawn := controllertest.GomokuGame(t, 15, "h8 h9")
	ended := func(g *gomoku.Game, person gomoku.Color) cg.Snapshot {
		return cg.Snapshot{Game: g, Phase: cg.Ended, Person: person, Winner: g.Winner(), Line: g.WinningLine(), Opponent: "Medium"}
	}
	forfeit := func() cg.Snapshot {
		st := ended(drawn, gomoku.Black)
		st.Winner, st.Forfeit = gomoku.Black, &cg.Forfeit{Player: 1, Name: "pbrain-x", Err: errors.New("it stopped answering.")}
		return st
	}
	draw := ended(drawn, gomoku.Black)
	draw.Winner = gomoku.NoColor
	for _, c := range []struct {
		name        string
		st          cg.Snapshot
		cfg         Prefs
		title, text string
	}{
		{"the person's five", ended(five, gomoku.Black), Prefs{}, "You win!", "Black has five in a row from h8 to h12, at move 5."},
		{"the computer's five", ended(five, gomoku.White), Prefs{}, "Medium wins", "Black has five in a row from h8 to h12, at move 5."},
		{"two people", ended(five, gomoku.Black), Prefs{TwoPeople: true}, "Black wins", "Black has five in a row from h8 to h12, at move 5."},
		{"two fives at once", ended(double, gomoku.Black), Prefs{}, "You win!", "Black has two lines of five at once, at move 9."},
		{"a full board", draw, Prefs{}, "A draw", "The board is full after 2 stones, and neither side has five in a row."},
		{"a forfeit in a demo", forfeit(), Prefs{Demo: true}, "Black wins", "White (pbrain-x) could not go on: it stopped answering."},
	} {
		t.Run(c.name, func(t *testing.T) {
			title, text := overText(c.st, c.cfg)
			if title != c.title || text != c.text {
				t.Errorf("got %q, %q\nwant %q, %q", title, text, c.title, c.text)
			}
		})
	}
}

// A Gomoku game lost on time says so in its game-over box, from the
// player's side.
func TestGomokuOnTimeOverText(t *testing.T) {
	st := cg.Snapshot{Game: controllertest.GomokuGame(t, 15, "h8 h9"), Phase: cg.Ended, Winner: gomoku.White, Person: gomoku.Black, Opponent: "Medium"}
	st.Clocks.Flagged, st.Clocks.Loser = true, 0
	title, text := overText(st, Prefs{First: true})
	// named as a win on the board names it ("Medium wins")
	if title != "Medium wins on time" || text != "Black's flag fell: White wins on time" {
		t.Errorf("the person's flag: %q, %q", title, text)
	}
	st.Winner, st.Clocks.Loser = gomoku.Black, 1
	if title, _ := overText(st, Prefs{First: true}); title != "You win on time!" {
		t.Errorf("the computer's flag: %q", title)
	}
	if title, text := overText(st, Prefs{TwoPeople: true}); title != "Black wins on time" || text != "White's flag fell: Black wins on time" {
		t.Errorf("two people: %q, %q", title, text)
	}
}

// What is wrong with a Gomoku game file or pasted moves is said in the
// window's language, from model/gomoku's typed errors, the English kept
// for the command line.
func TestGomokuReadProblemsInFrench(t *testing.T) {
	t.Cleanup(func() { i18n.Set("en") })
	for _, c := range []struct{ name, text, english, french string }{
		{"no moves", "# Gomoku 15x15 freestyle\n", "it holds no moves", "il ne contient aucun coup"},
		{"a size too big", "START 30\nh8\n", `the board size "30" is not one of 5 to 20`, `la taille de plateau "30x30" n'est pas entre 5x5 et 20x20`},
		{"not a point", "h8 i9 z77", `bad move 3 "z77"`, `le coup 3, "z77", n'est pas une intersection du plateau`},
		{"a stone on a stone", "h8 i9 h8", "move 3: illegal move h8: the square is taken", "coup 3\u00a0: il y a déjà une pierre en h8"},
		{"a position line", "BOARD\n7,7\nDONE\n", `bad BOARD line 2 "7,7"`, "la ligne 2 est illisible\u00a0: \"7,7\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, _, err := gomoku.ReadFile(c.text, 15, gomoku.Freestyle)
			if err == nil || !strings.Contains(err.Error(), c.english) {
				t.Fatalf("ReadFile: %v, want English saying %q", err, c.english)
			}
			i18n.Set("fr")
			defer i18n.Set("en")
			if got := readProblem(err); !strings.Contains(got, c.french) {
				t.Errorf("in French: %q, want it to say %q", got, c.french)
			}
		})
	}
}
