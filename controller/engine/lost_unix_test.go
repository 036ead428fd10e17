//go:build unix

package engine

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"othello/controller/controllertest"
	"othello/model"
)

// A program killed between two moves is said at the next question, as a
// crash with how it ended, not replaced without a word; asked again, a
// fresh program answers.
func TestProgramEndedBetweenMovesIsSaid(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
	}{
		{"nboard", Config{Protocol: NBoard, Argv: []string{othelloBin, "nboard"}, Depth: 1}},
		{"gtp", Config{Protocol: GTP, Argv: []string{othelloBin, "gtp"}, MoveTime: 2 * time.Second}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			e, started := watched(t, tt.cfg)
			g := model.NewGame()
			r, err := e.Move(ctx, g.Clone(), Clock{})
			if err != nil {
				t.Fatal(err)
			}
			if err := g.PlayCell(r.Move); err != nil {
				t.Fatal(err)
			}
			controllertest.Kill(t, e.PID(), e.k.Lost)
			_, err = e.Move(ctx, g.Clone(), Clock{})
			var ee *Error
			if !errors.As(err, &ee) || ee.Kind != Crashed || !strings.Contains(ee.Reason(), "when its turn came") || !strings.Contains(ee.Reason(), "killed") {
				t.Fatalf("the move after the kill: %v; want a crash found at its turn, and how it ended", err)
			}
			if _, err := e.Move(ctx, g.Clone(), Clock{}); err != nil {
				t.Fatalf("asked again: %v", err)
			}
			if n := len(started.all()); n != 2 {
				t.Errorf("%d programs started, want 2", n)
			}
		})
	}
}
