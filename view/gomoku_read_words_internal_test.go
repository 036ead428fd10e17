package view

import (
	"strings"
	"testing"

	"othello/model/gomoku"
	"othello/view/gomokuview"
)

// What is wrong with a Gomoku game file or pasted moves is said in the
// window's language, from model/gomoku's typed errors, the English kept
// for the command line.
func TestGomokuReadProblemsInFrench(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
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
			setLanguage("fr")
			defer setLanguage("en")
			if got := gomokuview.ReadProblem(err); !strings.Contains(got, c.french) {
				t.Errorf("in French: %q, want it to say %q", got, c.french)
			}
		})
	}
}
