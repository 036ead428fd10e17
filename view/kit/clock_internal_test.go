package kit

import (
	"testing"
	"time"

	"othello/model"
	"othello/view/i18n"
)

// The clocks starting afresh follow the words before them as a sentence
// does in the language in use: after a space, but straight after a
// Japanese or Chinese full stop.
func TestClocksAfreshFollowsASentence(t *testing.T) {
	defer i18n.Set("en")
	tc := model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}
	for _, tt := range []struct {
		code  string
		space bool
	}{{"en", true}, {"fr", true}, {"ja", false}, {"zh", false}} {
		i18n.Set(tt.code)
		got := ClocksAfresh(tc)
		if got == "" || (got[0] == ' ') != tt.space {
			t.Errorf("%s: %q", tt.code, got)
		}
	}
	if got := ClocksAfresh(model.TimeControl{}); got != "" {
		t.Errorf("no clock: %q", got)
	}
}
