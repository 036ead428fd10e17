package child_test

import (
	"context"
	"errors"
	"os/exec"
	"slices"
	"testing"
	"time"

	"othello/controller/child"
	"othello/controller/controllertest"
)

// A program's lines come back one at a time, its standard error is kept,
// a missing answer times out as the program's fault, and Close kills its
// whole group: the shell and the sleep it started.
func TestProcess(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	p, err := child.Start([]string{"sh", "-c", `read x; echo "got $x"; echo oops >&2; sleep 60 & wait`}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	ctx := context.Background()
	if err := p.Send(ctx, "hello"); err != nil {
		t.Fatal(err)
	}
	c, cancel := child.WithTimeout(ctx, 5*time.Second, "hello")
	line, err := p.Next(c)
	cancel()
	if err != nil || line != "got hello" {
		t.Fatalf("Next: %q, %v; want %q", line, err, "got hello")
	}
	c, cancel = child.WithTimeout(ctx, 100*time.Millisecond, "more")
	_, err = p.Next(c)
	if e := child.ReadError(c, err); !child.Expired(c) || !errors.As(e, new(*child.Error)) {
		t.Errorf("no answer: %v; want a timeout of the program's", e)
	} else if k, _ := child.KindOf(e); k != child.TimedOut {
		t.Errorf("no answer: kind %v; want %v", k, child.TimedOut)
	}
	cancel()
	pid := p.PID()
	if !p.Running() {
		t.Fatal("the program stopped by itself")
	}
	how := p.Close()
	if p.Running() {
		t.Error("still running after Close")
	}
	if got := child.ExitText(how); got == "exited with status 0" {
		t.Errorf("killed, it says %q", got)
	}
	if !slices.Contains(p.Stderr(), "oops") {
		t.Errorf("standard error %q; want oops in it", p.Stderr())
	}
	controllertest.CheckGone(t, pid)
	if _, err := p.Next(ctx); !errors.Is(err, child.ErrClosed) {
		t.Errorf("Next after Close: %v; want ErrClosed", err)
	}
}

// A program that cannot start says why; words split as a shell does.
func TestStartAndWords(t *testing.T) {
	if _, err := child.Start([]string{"/no/such/program"}, ""); err == nil {
		t.Error("a missing program started")
	}
	if _, err := child.Start(nil, ""); err == nil {
		t.Error("no program started")
	}
	got, err := child.SplitWords(`brain 'a b' "c\"d" e\ f`)
	if want := []string{"brain", "a b", `c"d`, "e f"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("SplitWords: %q, %v; want %q", got, err, want)
	}
}
