//go:build unix

package gomoku

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"othello/controller/arbiter"
	"othello/controller/child"
	"othello/controller/controllertest"
	"othello/model"
	"othello/model/gomoku"
)

// A brain killed between two moves is said at its next turn, as a crash
// with how it ended, not replaced without a word by a brain that knows
// none of the game; asked again, a fresh one answers.
func TestBrainEndedBetweenMovesIsSaid(t *testing.T) {
	c, _, err := ParseBrainSpec("brain:" + othelloBin + " gomoku brain --level easy")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	b, started := watched(t, c)
	g, err := gomoku.NewGame(15, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.NewGame(ctx, g, model.TimeControl{}); err != nil {
		t.Fatal(err)
	}
	r, err := b.Move(ctx, g.Clone(), arbiter.Clock{})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(r.Move); err != nil {
		t.Fatal(err)
	}
	controllertest.Kill(t, b.PID(), b.k.Lost)
	_, err = b.Move(ctx, g.Clone(), arbiter.Clock{})
	var ce *child.Error
	if !errors.As(err, &ce) || ce.Kind != child.Crashed || !strings.Contains(ce.Reason(), "when its turn came") || !strings.Contains(ce.Reason(), "killed") {
		t.Fatalf("the move after the kill: %v; want a crash found at its turn, and how it ended", err)
	}
	if _, err := b.Move(ctx, g.Clone(), arbiter.Clock{}); err != nil {
		t.Fatalf("asked again: %v", err)
	}
	if n := len(*started); n != 2 {
		t.Errorf("%d brains started, want 2", n)
	}
}
