package level

import "testing"

func TestNamesRoundTrip(t *testing.T) {
	for _, l := range All() {
		got, err := Parse(l.String())
		if err != nil || got != l {
			t.Errorf("Parse(%q) = %v, %v", l.String(), got, err)
		}
	}
	if _, err := Parse("superhuman"); err == nil {
		t.Error("an unknown level was read")
	}
	for _, a := range []Algorithm{AlphaBeta, Minimax} {
		if got, err := ParseAlgorithm(a.String()); err != nil || got != a {
			t.Errorf("ParseAlgorithm(%q) = %v, %v", a.String(), got, err)
		}
	}
	if _, err := ParseAlgorithm("mcts"); err == nil {
		t.Error("an unknown algorithm was read")
	}
}
