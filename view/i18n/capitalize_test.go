package i18n_test

import (
	"testing"

	"othello/view/i18n"
)

// Capitalize capitals the first character whole, whatever its bytes: a
// Chinese sentence keeps its first character, where cutting its first
// byte drew a replacement mark.
func TestCapitalizeTakesTheWholeFirstCharacter(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"looks 4 moves ahead", "Looks 4 moves ahead"},
		{"été", "Été"},
		{"über", "Über"},
		{"向前计算4步", "向前计算4步"},
		{"4 coups", "4 coups"},
		{"\xffbroken", "\xffbroken"},
	}
	for _, tt := range tests {
		if got := i18n.Capitalize(tt.in); got != tt.want {
			t.Errorf("Capitalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
