package cli

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"othello/model"
)

// nboardSnapshot is everything a command may change in the engine.
type nboardSnapshot struct {
	start, pos model.Position
	moves      string
	depth      int
}

func snapshotNBoard(e *nboardEngine) nboardSnapshot {
	var sb strings.Builder
	for _, sq := range e.game.Moves() {
		sb.WriteString(sq.String())
	}
	return nboardSnapshot{e.game.Start(), e.game.Position(), sb.String(), e.depth}
}

// FuzzNBoardLine sends one line to an engine whose game is set up by a
// transcript. No line may panic or leave a search running; a line the
// engine rejects, or does not know, or that only asks (go, hint, ping...)
// leaves the state as it was; the output is whole lines.
func FuzzNBoardLine(f *testing.F) {
	f.Add("", "go")
	f.Add("f5f6", "move d3/1.5/2")
	f.Add("d3c3f5d2d1e1b2c1", "move A3")
	f.Add("", "set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)")
	f.Add("d3c3b3d2e1d6d7e3f4", "hint 3")
	f.Add("", "set depth 61")
	f.Fuzz(func(t *testing.T, prefix, line string) {
		var out bytes.Buffer
		e := newTestEngine(&out, io.Discard)
		if g, err := model.ParseGame(prefix); err == nil {
			e.game = g
		}
		before := snapshotNBoard(e)
		quit, err := e.handle(line)
		e.wait() // the search, if any, prints all it has to say
		after := snapshotNBoard(e)
		if e.search != nil {
			t.Fatalf("%q left a search behind", line)
		}
		fields := strings.Fields(line)
		cmd := ""
		if len(fields) > 0 {
			cmd = fields[0]
		}
		changes := cmd == "set" || cmd == "move"
		if (err != nil || !changes) && after != before {
			t.Fatalf("%q (error %v) changed the state from %+v to %+v", line, err, before, after)
		}
		if quit != (cmd == "quit") {
			t.Fatalf("%q: quit = %v", line, quit)
		}
		if s := out.String(); s != "" && !strings.HasSuffix(s, "\n") {
			t.Fatalf("%q: output %q does not end a line", line, s)
		}
		known := map[string]bool{"nboard": true, "set": true, "move": true, "go": true, "hint": true,
			"ping": true, "learn": true, "analyze": true, "quit": true}
		if !known[cmd] && out.Len() > 0 {
			t.Fatalf("unknown line %q answered %q", line, out.String())
		}
	})
}
