package model_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"othello/model"
)

// sameGame fails unless a and b start alike and hold the same moves,
// passes included.
func sameGame(t *testing.T, what string, a, b *model.Game) {
	t.Helper()
	if a.Start() != b.Start() || a.Position() != b.Position() || a.Len() != b.Len() {
		t.Fatalf("%s: read back as %s + %v, want %s + %v", what, b.Start(), b.Moves(), a.Start(), a.Moves())
	}
	for i, m := range a.Moves() {
		if b.Moves()[i] != m {
			t.Fatalf("%s: move %d read back as %v, want %v", what, i+1, b.Moves()[i], m)
		}
	}
}

// roundTrips saves g in both forms and opens each again.
func roundTrips(t *testing.T, what string, g *model.Game) {
	t.Helper()
	rec := g.Record()
	h := model.GGFHeader{Black: "Ann", White: "Computer (Hard)", Date: time.Date(2026, 11, 22, 23, 5, 0, 0, time.UTC)}
	for form, text := range map[string]string{
		"ggf":        model.NewGGFRecord(rec.Game(), h).String(),
		"transcript": model.TranscriptFile(rec),
	} {
		back, err := model.ParseGameFile(text)
		if err != nil {
			t.Fatalf("%s as %s: %q: %v", what, form, text, err)
		}
		sameGame(t, what+" as "+form, g, back)
	}
}

// Every recorded game, and the same games set up from a position before a
// pass (so that one starts with the pass itself), survive saving and
// opening in both forms.
func TestGameFileRoundTrip(t *testing.T) {
	passes, firstPass := 0, 0
	for _, rg := range loadGames(t) {
		g, err := model.ParseGame(rg.moves)
		if err != nil {
			t.Fatal(err)
		}
		roundTrips(t, rg.moves, g)
		for i, m := range g.Moves() {
			if m != model.Pass {
				continue
			}
			passes++
			for _, from := range []int{i - 3, i} {
				set := model.NewGameFrom(g.PositionAt(from))
				for _, m := range g.Moves()[from:] {
					if err := set.Play(m); err != nil {
						t.Fatal(err)
					}
				}
				if set.Moves()[0] == model.Pass {
					firstPass++
				}
				roundTrips(t, "set up before a pass of "+rg.moves, set)
			}
		}
	}
	if passes == 0 || firstPass == 0 {
		t.Fatal("no game with a pass, so passes went untested")
	}
}

// The header says who played, when and the result, where other programs
// read them.
func TestGGFHeader(t *testing.T) {
	g, err := model.ParseGame("f5d6c3d3c4f4f6f3e6e7")
	if err != nil {
		t.Fatal(err)
	}
	text := model.NewGGFRecord(g, model.GGFHeader{Black: "Ann [1]", White: "Computer (Hard)", Date: time.Date(2026, 11, 22, 23, 5, 9, 0, time.FixedZone("CET", 3600))}).String()
	want := `(;GM[Othello]DT[2026.11.22_22:05:09.UTC]PB[Ann [1\]]PW[Computer (Hard)]TY[8]BO[8 `
	if !strings.HasPrefix(text, want) {
		t.Fatalf("written as %s, want it to start %s", text, want)
	}
	r, err := model.ParseGGF(text)
	if err != nil {
		t.Fatal(err)
	}
	if pb, _ := r.Prop("PB"); pb != "Ann [1]" {
		t.Errorf("PB read back as %q", pb)
	}
	if _, ok := r.Prop("RE"); ok {
		t.Error("an unfinished game has a result")
	}
}

func TestParseGameFileErrors(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"empty", " \n", "empty"},
		{"illegal move", "f5d6c3z9", "move 4"},
		{"a move nobody may play", "f5f5", "move 2"},
		{"cut GGF", "(;GM[Othello]B[F5]W[F6", "never"},
		{"GGF with a bad move", "(;GM[Othello]B[F5]W[A1];)", "move 2"},
		{"bad position", "XXXXXXXX-- X\nf5", "position"},
		{"moves after a position that do not fit", "---------------------------OX------XO--------------------------- X\nf5f5", "move 2"},
		{"binary", "\x00\x01\x02PNG", "character 1"},
		// said as the GGF it is, not as a transcript ("square \"ga\"")
		{"text before a GGF record", "garbage(;GM[Othello]B[F5];)", "ggf: character 1: want \"(;\""},
	} {
		g, err := model.ParseGameFile(c.text)
		if err == nil || g != nil {
			t.Errorf("%s: read as a game", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not say %q", c.name, err, c.want)
		}
	}
	if _, err := model.ParseGameFile(""); !errors.Is(err, model.ErrEmptyFile) {
		t.Errorf("an empty file: %v", err)
	}
	for _, text := range []string{",", "(;GM[Othello];)"} {
		if _, err := model.ParseGameFile(text); !errors.Is(err, model.ErrNoMoves) {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// Whatever opens as a game saves and opens again as the same game, in
// both forms.
func FuzzParseGameFile(f *testing.F) {
	f.Add("f5d6c3d3c4")
	f.Add("---------------------------OX------XO--------------------------- O\nf4")
	f.Add("(;GM[Othello]PB[x]BO[8 ---------------------------O*------*O--------------------------- *]B[F5/1/2]W[PA];)")
	f.Add("\uFEFFf5 d6 -- c3")
	f.Fuzz(func(t *testing.T, in string) {
		g, err := model.ParseGameFile(in)
		if err != nil {
			return
		}
		roundTrips(t, "fuzzed", g)
	})
}
