package i18n_test

import (
	"testing"

	"othello/view/i18n"
)

// Sentences stand a space apart, but in Japanese and Chinese, whose full
// stop holds its own: "です。 ヒントを" read as a stray space.
func TestSentenceGap(t *testing.T) {
	defer i18n.Set("en")
	for _, tt := range []struct{ code, want string }{{"en", " "}, {"fr", " "}, {"de", " "}, {"ja", ""}, {"zh", ""}} {
		i18n.Set(tt.code)
		if got := i18n.SentenceGap(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.code, got, tt.want)
		}
	}
}
