package i18n

import "testing"

func TestBoardSize(t *testing.T) {
	for n, want := range map[int]string{4: "4×4", 8: "8×8", 10: "10×10", 15: "15×15", 20: "20×20"} {
		if got := BoardSize(n); got != want {
			t.Errorf("BoardSize(%d) = %q, want %q", n, got, want)
		}
	}
}
