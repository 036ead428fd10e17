package cli

import (
	"context"
	"io"
	"strings"
	"testing"

	"othello/model"
)

// playSnapshot is everything a line may change in a session.
type playSnapshot struct {
	start model.Position
	pos   model.Position
	moves string
}

func snapshotPlay(s *playSession) playSnapshot {
	var sb strings.Builder
	for _, sq := range s.game.Moves() {
		sb.WriteString(sq.String())
	}
	return playSnapshot{s.game.Start(), s.game.Position(), sb.String()}
}

// FuzzPlayLine sends one line to a session in some state: mode picks two
// humans, the computer as Black or as White; prefix is a transcript that
// sets up the game. No line may panic; every answer is whole lines; and a
// line answered with ERREUR, or not answered, or a query, leaves the game
// as it was. A move answered OK has played that move (and, in AI mode, at
// most the computer's reply).
func FuzzPlayLine(f *testing.F) {
	f.Add(uint8(0), "", "NE6")
	f.Add(uint8(0), "d3c3f5d2d1e1b2c1", "NPA")
	f.Add(uint8(1), "f5", "BD6")
	f.Add(uint8(2), "", "newgame")
	f.Add(uint8(0), "d3c3b3d2e1d6d7e3f4", "score")
	f.Fuzz(func(t *testing.T, mode uint8, prefix, line string) {
		s := newPlaySession(8, eight(nil), model.Black, io.Discard)
		switch mode % 3 {
		case 1:
			s = newPlaySession(8, eight(firstLegal{}), model.Black, io.Discard)
		case 2:
			s = newPlaySession(8, eight(firstLegal{}), model.White, io.Discard)
		}
		if g, err := model.ParseGame(prefix); err == nil {
			s.game = g
		}
		before := snapshotPlay(s)
		out, over := s.handle(context.Background(), line)
		after := snapshotPlay(s)
		for _, l := range out {
			if l == "" || strings.ContainsAny(l, "\r\n") {
				t.Fatalf("%q: answer %q is not one line", line, out)
			}
		}
		word := strings.ToLower(strings.TrimSpace(line))
		switch {
		case len(out) == 0, strings.HasPrefix(out[0], "ERREUR"), strings.HasPrefix(out[0], "SCORE"),
			strings.HasPrefix(out[0], "COUPS"), word == "affiche", word == "aide":
			if after != before {
				t.Fatalf("%q answered %q but changed the game from %+v to %+v", line, out, before, after)
			}
		case word == "newgame":
			if s.game.Start() != model.StartPosition() || s.game.Len() > 1 {
				t.Fatalf("newgame left %s", s.game.Transcript())
			}
		case out[0] == "OK":
			played := len(after.moves) - len(before.moves)
			if after.start != before.start || !strings.HasPrefix(after.moves, before.moves) || played < 1 || played > 8 {
				// a move is at most "pass" (4 letters) and the reply another 4
				t.Fatalf("%q answered OK but the game went from %q to %q", line, before.moves, after.moves)
			}
		default:
			t.Fatalf("%q: unexpected answer %q", line, out)
		}
		if over && !s.game.Over() {
			t.Fatalf("%q: reported the end of a game that goes on: %s", line, s.game.Transcript())
		}
		if len(out) > 0 && out[0] == "OK" && after.moves != before.moves && s.game.Over() && !over {
			t.Fatalf("%q ended the game without a result line: %q", line, out)
		}
		if over {
			if last := out[len(out)-1]; last != playBlackWins && last != playWhiteWins && last != playDraw {
				t.Fatalf("%q ended the game with %q", line, last)
			}
		}
	})
}
