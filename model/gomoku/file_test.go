package gomoku

import "testing"

func TestLooksLikeFile(t *testing.T) {
	for _, tc := range []struct {
		name string
		text string
		want bool
	}{
		{"the plain list's header", "# Gomoku 15x15 freestyle\nh8 i9\n", true},
		{"Gomocup's position", "START 15\nINFO rule 0\nBOARD\n7,7,1\n8,8,2\nDONE\n", true},
		{"a stone alone", "7,7\n", true},
		{"a stone with its field", "  7 , 7 , 1 \n", true},
		{"after a byte-order mark", "\uFEFFBOARD\n", true},
		{"a bare list of moves", "h8 i9 j10\n", false},
		{"an Othello transcript", "f5d6c3\n", false},
		{"an Othello transcript with commas", "f5, d6, c3\n", false},
		{"a GGF game", "(;GM[Othello]PC[x]B[f5]W[d6];)\n", false},
		{"an Othello comment", "# Othello game\nf5d6\n", false},
		{"nothing", "", false},
	} {
		if got := LooksLikeFile(tc.text); got != tc.want {
			t.Errorf("%s: LooksLikeFile(%q) = %v, want %v", tc.name, tc.text, got, tc.want)
		}
	}
}
