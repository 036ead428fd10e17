package arbiter_test

import (
	"errors"
	"fmt"
	"testing"

	"othello/controller/arbiter"
	"othello/controller/child"
)

func TestForfeit(t *testing.T) {
	crash := &child.Error{Engine: "pbrain-x", Kind: child.Crashed, Detail: "it exited with status 2", Stderr: []string{"panic: oops"}}
	tests := []struct {
		name   string
		err    error
		reason string
		kind   child.Kind
	}{
		// a program's failure: its reason, without its name
		{"program", crash, "it exited with status 2; its standard error ended: panic: oops", child.Crashed},
		{"wrapped", fmt.Errorf("move 12: %w", crash), "it exited with status 2; its standard error ended: panic: oops", child.Crashed},
		// one of ours, which fails only by an illegal move
		{"ours", errors.New("easy played a1, which is illegal"), "easy played a1, which is illegal", child.Illegal},
	}
	for _, tt := range tests {
		f := &arbiter.Forfeit{Player: 1, Name: "pbrain-x", Err: tt.err}
		if got := f.Reason(); got != tt.reason {
			t.Errorf("%s: reason %q; want %q", tt.name, got, tt.reason)
		}
		if got := f.Kind(); got != tt.kind {
			t.Errorf("%s: kind %v; want %v", tt.name, got, tt.kind)
		}
	}
}
