package view

import (
	"errors"
	"strings"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/view/othellowords"
)

// TestPasteInFrenchSaysWhyInFrench: what is wrong with a pasted text is
// said in the window's language, from model's typed errors.
func TestPasteInFrenchSaysWhyInFrench(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	for _, c := range []struct{ name, clipboard, says string }{
		{"not a square", "f5 d6 q9", `coup 3, "q9", n'est pas une case (écrivez une colonne a-h puis une rangée 1-8`},
		{"not a column of 6x6", "6x6 c2g1", `coup 2, "g1", n'est pas une case de ce plateau (la colonne 'g' n'est pas entre a et f)`},
		{"illegal move", "f5f5", "coup 2, f5, n'est pas jouable ici"},
		{"short position", strings.Repeat("-", 63) + " X", "la position est illisible\u00a0: espace au caractère 64 après 63 cases"},
		{"no side to move", strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27), "le camp au trait manque après les cases"},
		{"no such size", "12x12 a1", "taille de plateau 12\u00a0: 4, 6, 8 ou 10 attendu"},
	} {
		t.Run(c.name, func(t *testing.T) {
			u, _ := newTestUI(t)
			setLanguage("fr")
			u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8})
			u.app.Clipboard().SetContent(c.clipboard)
			u.menu.items["paste"].Action()
			if n := u.panel.notice.Text; !strings.HasPrefix(n, "Rien") || !strings.Contains(n, c.says) {
				t.Errorf("notice %q, want it to say %q", n, c.says)
			}
		})
	}
}

// TestReadProblemsInTheWindowsLanguage: a damaged game file and a
// position the editor cannot start from are said in French and in
// Japanese, while the error keeps its English for the command line.
func TestReadProblemsInTheWindowsLanguage(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	_, badMove := model.ParseGameFile("(;GM[Othello]B[F5]W[Z9];)")
	_, wrongSide := model.ParseGameFile("(;GM[Othello]B[F5]B[D6];)")
	_, noEnd := model.ParseGameFile("(;GM[Othello]B[F5]")
	centre, _ := model.ParsePosition(strings.Repeat("-", 27) + "O-------XO" + strings.Repeat("-", 27) + " X")
	emptyCentre := model.SizedFromPosition(centre).SetupProblem()
	if !errors.Is(emptyCentre, model.ErrCentreEmpty) || emptyCentre.Error() != "the four centre squares are never empty in a game of Othello (e4 is empty)" {
		t.Errorf("the set-up check's error %q", emptyCentre)
	}
	tests := []struct {
		name string
		text func() string
		fr   string
		ja   string
	}{
		{"a move off the board", func() string { return fileProblem(badMove) },
			"la transcription de la partie est abîmée au caractère 19\u00a0: coup 2, \"Z9\", n'est pas une case", `棋譜が19文字目で壊れています：2手目の"Z9"はマスではありません`},
		{"the wrong side", func() string { return fileProblem(wrongSide) },
			"coup 2, \"D6\", n'est pas jouable ici (Noir a joué alors que c'est au tour de Blanc)", "白の番なのに黒が打っています"},
		{"no end", func() string { return fileProblem(noEnd) },
			"la partie ne se termine jamais\u00a0; «\u00a0;)\u00a0» manque", "「;)」がありません"},
		{"an empty centre", func() string { return othellowords.SetupProblem(emptyCentre) },
			"les quatre cases du centre ne sont jamais vides dans une partie d'Othello (e4 est vide)", "中央の4マスが空くことはありません（e4が空いています）"},
	}
	for _, code := range []string{"fr", "ja"} {
		setLanguage(code)
		for _, c := range tests {
			want := c.fr
			if code == "ja" {
				want = c.ja
			}
			if got := c.text(); !strings.Contains(got, want) {
				t.Errorf("%s, %s: %q, want it to hold %q", code, c.name, got, want)
			}
		}
	}
}
