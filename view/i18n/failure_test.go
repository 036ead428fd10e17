package i18n_test

import (
	"errors"
	"strings"
	"testing"

	"othello/controller/child"
	"othello/view/i18n"
)

// A program's failure is said by its kind, in the language in use, with
// the details our client saw kept as they were written, not said to be
// the program's words; any other error as it is.
func TestFailureWhy(t *testing.T) {
	crash := &child.Error{Engine: "edax", Kind: child.Crashed, Detail: "exited with status 2"}
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"crashed", crash, "it quit or crashed (exited with status 2)"},
		{"timed out", child.Failure(child.TimedOut, "no answer to go within 1s"), "it did not answer in time (no answer to go within 1s)"},
		{"resigned", child.Failure(child.Resigned, "resigned"), "it resigned"},
		{"ours", errors.New("the game is over"), "the game is over"},
		{"none", nil, "as the text said"},
	}
	for _, tt := range tests {
		if got := i18n.FailureWhy(tt.err, "as the text said"); got != tt.want {
			t.Errorf("%s: %q; want %q", tt.name, got, tt.want)
		}
	}
	i18n.Set("fr")
	defer i18n.Set("en")
	if got := i18n.FailureWhy(crash, ""); got != "il a quitté ou planté (exited with status 2)" {
		t.Errorf("in French: %q", got)
	}
}

// After the program's name, its failure is said without the name again
// or a full stop, whether the program or our client said it.
func TestStoppedWhy(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"a program's", &child.Error{Engine: "edax", Kind: child.Garbage, Detail: "answered \"hello\""}, "it answered something that is not a move (answered \"hello\")"},
		{"ours, named", errors.New("edax: the game is over."), "the game is over"},
		{"ours", errors.New("no such file"), "no such file"},
	}
	for _, tt := range tests {
		if got := i18n.StoppedWhy("edax", tt.err); got != tt.want {
			t.Errorf("%s: %q; want %q", tt.name, got, tt.want)
		}
	}
}

// The sentence after a program's name says what went wrong once: its
// kind in other words than the "stopped" it follows, and no kind
// repeating the details our client saw (a closed output was once said
// twice: "stopped: it stopped, or closed its output (closed its output)").
func TestStoppedWhySaysItOnce(t *testing.T) {
	for _, err := range []error{
		child.Failure(child.Crashed, "closed its output"),
		&child.Error{Kind: child.Crashed, Detail: "exited with status 2"},
		&child.Error{Kind: child.TimedOut, Detail: "no answer within 1s"},
		&child.Error{Kind: child.Illegal, Detail: "played a9"},
		&child.Error{Kind: child.Garbage, Detail: "answered \"x\""},
		&child.Error{Kind: child.Failed, Detail: "no such file"},
	} {
		why := i18n.StoppedWhy("NB", err)
		if strings.Contains(why, "stopped") {
			t.Errorf("NB stopped: %s", why)
		}
		e := err.(*child.Error)
		if strings.Count(why, e.Detail) != 1 {
			t.Errorf("%q says %q other than once", why, e.Detail)
		}
	}
}
