package model_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"othello/model"
)

// ggfCase is one line of testdata/ggf_valid.txt or ggf_invalid.txt.
type ggfCase struct {
	line         int
	record, want string
}

func loadGGFCases(t *testing.T, name string) []ggfCase {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []ggfCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		i := strings.LastIndex(line, "|")
		if i < 0 {
			t.Fatalf("%s:%d: want <record> | <expected>", name, n)
		}
		cases = append(cases, ggfCase{n, strings.TrimSpace(line[:i]), strings.TrimSpace(line[i+1:])})
	}
	if len(cases) == 0 {
		t.Fatalf("%s holds no case", name)
	}
	return cases
}

func TestParseGGFMatchesTranscript(t *testing.T) {
	for _, c := range loadGGFCases(t, "ggf_valid.txt") {
		r, err := model.ParseGGF(c.record)
		if err != nil {
			t.Errorf("ggf_valid.txt:%d: %v", c.line, err)
			continue
		}
		want := model.NewGame()
		if c.want != "" {
			if want, err = model.ParseSetup(c.want); err != nil { // "6x6 c2b4" on other sizes
				t.Fatalf("ggf_valid.txt:%d: transcript: %v", c.line, err)
			}
		}
		if r.Game.Sized() != want.Sized() || r.Game.Record().TaggedTranscript() != want.Record().TaggedTranscript() {
			t.Errorf("ggf_valid.txt:%d: game %s at %s, want %s at %s", c.line,
				r.Game.Record().TaggedTranscript(), r.Game.Sized(), want.Record().TaggedTranscript(), want.Sized())
		}
		if len(r.Notes) != r.Game.Len() {
			t.Errorf("ggf_valid.txt:%d: %d notes for %d moves", c.line, len(r.Notes), r.Game.Len())
		}
	}
}

func TestParseGGFErrors(t *testing.T) {
	for _, c := range loadGGFCases(t, "ggf_invalid.txt") {
		r, err := model.ParseGGF(c.record)
		if err == nil {
			t.Errorf("ggf_invalid.txt:%d: parsed as %s, want error %q", c.line, r.Game.Transcript(), c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "ggf: character ") {
			t.Errorf("ggf_invalid.txt:%d: error %q, want \"ggf: character N: ...%s...\"", c.line, err, c.want)
		}
		if strings.Contains(c.want, "illegal move") && !errors.Is(err, model.ErrIllegalMove) {
			t.Errorf("ggf_invalid.txt:%d: %v does not wrap ErrIllegalMove", c.line, err)
		}
	}
}

func TestParseGGFKeepsPropertiesAndNotes(t *testing.T) {
	r, err := model.ParseGGF(`(;GM[Othello]PB[a \] b]PW[c]BO[8 ---------------------------O*------*O--------------------------- *]B[F5/0.5/1.25]W[D6//3]B[C3/-2];)`)
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := r.Prop("PB"); !ok || v != "a ] b" {
		t.Errorf("PB = %q, %v; want \"a ] b\"", v, ok)
	}
	if _, ok := r.Prop("BO"); ok {
		t.Error("BO kept as a property; it belongs to the game")
	}
	want := []model.GGFMove{
		{Square: model.F5, Eval: 0.5, HasEval: true, Time: 1.25, HasTime: true},
		{Square: model.D6, Time: 3, HasTime: true},
		{Square: model.C3, Eval: -2, HasEval: true},
	}
	if len(r.Notes) != len(want) {
		t.Fatalf("notes %+v, want %+v", r.Notes, want)
	}
	for i := range want {
		if r.Notes[i] != want[i] {
			t.Errorf("note %d = %+v, want %+v", i, r.Notes[i], want[i])
		}
	}
	back := r.String()
	wantText := `(;GM[Othello]PB[a \] b]PW[c]BO[8 ---------------------------O*------*O--------------------------- *]B[F5/0.5/1.25]W[D6//3]B[C3/-2];)`
	if back != wantText {
		t.Errorf("written back as\n%s\nwant\n%s", back, wantText)
	}
}

func TestParseGGFMove(t *testing.T) {
	tests := []struct {
		in      string
		want    model.GGFMove
		text    string // String() of the result
		wantErr string
	}{
		{"F5", model.GGFMove{Square: model.F5}, "F5", ""},
		{"f5", model.GGFMove{Square: model.F5}, "F5", ""},
		{"PA", model.GGFMove{Square: model.Pass}, "PA", ""},
		{"pass", model.GGFMove{Square: model.Pass}, "PA", ""},
		{"d3/1.5", model.GGFMove{Square: model.D3, Eval: 1.5, HasEval: true}, "D3/1.5", ""},
		{"d3/-0.25/2", model.GGFMove{Square: model.D3, Eval: -0.25, HasEval: true, Time: 2, HasTime: true}, "D3/-0.25/2", ""},
		{"d3//2", model.GGFMove{Square: model.D3, Time: 2, HasTime: true}, "D3//2", ""},
		{"d3/", model.GGFMove{Square: model.D3}, "D3", ""},
		{"j3", model.GGFMove{}, "", `column 'j'`},
		{"", model.GGFMove{}, "", "want a column"},
		{"d3/NaN", model.GGFMove{}, "", `evaluation "NaN" is not a number`},
		{"d3/1/inf", model.GGFMove{}, "", `time "inf" is not a number`},
		{"d3/1/2/3", model.GGFMove{}, "", "too many '/'"},
	}
	for _, tt := range tests {
		got, err := model.ParseGGFMove(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseGGFMove(%q) = %+v, %v; want error with %q", tt.in, got, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want || got.String() != tt.text {
			t.Errorf("ParseGGFMove(%q) = %+v (%q), %v; want %+v (%q)", tt.in, got, got.String(), err, tt.want, tt.text)
		}
	}
}

// Every recorded game writes to GGF and reads back to the same game, passes
// included; and with its passes left out of the record, it still reads back.
func TestGGFRoundTripOfRecordedGames(t *testing.T) {
	sawPass := false
	for _, rg := range loadGames(t) {
		g, err := model.ParseGame(rg.moves)
		if err != nil {
			t.Fatal(err)
		}
		text := model.NewGGFGame(g).String()
		r, err := model.ParseGGF(text)
		if err != nil {
			t.Fatalf("games.txt:%d: %s: %v", rg.line, text, err)
		}
		if r.Game.Position() != g.Position() || r.Game.Len() != g.Len() {
			t.Fatalf("games.txt:%d: read back as %s", rg.line, r.Game.Transcript())
		}
		if again := r.String(); again != text {
			t.Fatalf("games.txt:%d: written twice differently:\n%s\n%s", rg.line, text, again)
		}
		if re, _ := r.Prop("RE"); re != fmt.Sprintf("%+d.00", rg.black-rg.white) {
			t.Errorf("games.txt:%d: RE[%s] for %d-%d", rg.line, re, rg.black, rg.white)
		}
		if !strings.Contains(text, "[PA]") {
			continue
		}
		sawPass = true
		noPass := strings.NewReplacer("B[PA]", "", "W[PA]", "").Replace(text)
		r, err = model.ParseGGF(noPass)
		if err != nil {
			t.Fatalf("games.txt:%d without its passes: %v", rg.line, err)
		}
		if r.Game.Position() != g.Position() || r.Game.Len() != g.Len() || len(r.Notes) != g.Len() {
			t.Fatalf("games.txt:%d without its passes: read back as %s", rg.line, r.Game.Transcript())
		}
	}
	if !sawPass {
		t.Fatal("no recorded game has a pass, so passes went untested")
	}
}

func TestGGFOtherStartPosition(t *testing.T) {
	// White to move in a position of its own, as GGS random openings (TY[8r]) have.
	start, err := model.ParsePosition("---------------------------OX------XXX-------------------------- O")
	if err != nil {
		t.Fatal(err)
	}
	g := model.NewGameFrom(start)
	if err := g.PlayTranscript("f6"); err != nil {
		t.Fatal(err)
	}
	text := model.NewGGFGame(g).String()
	if !strings.Contains(text, "BO[8 ---------------------------O*------***-------------------------- O]W[F6]") {
		t.Fatalf("written as %s", text)
	}
	r, err := model.ParseGGF(text)
	if err != nil {
		t.Fatal(err)
	}
	if r.Game.Start() != start || r.Game.Position() != g.Position() {
		t.Errorf("read back from %s at %s, want %s", r.Game.Start(), r.Game.Position(), g.Position())
	}
}

func FuzzParseGGF(f *testing.F) {
	f.Add("(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5/1/2]W[F6];)")
	f.Add("(;GM[Othello]PB[a \\] b]TY[8r]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- O];)")
	f.Add("(;B[F5]W[PA];)")
	// what the window saves, with a header, and what other programs write
	f.Add("(;GM[Othello]PC[here]DT[2026.11.22_23:05:00.UTC]PB[Ann \\ B]PW[Computer (Hard)]TY[8]RE[+64.00]BO[8 ---------------------------O*------*O--------------------------- *]B[f5//0.1]W[d6/-1.5/2];)")
	f.Add("(;GM[Othello]TY[8k]RB[2000]BO[8 ******** ******** ******** ***O*--- ---*O--- -------- -------- -------- O]W[PA]B[e6];)")
	f.Add("(;GM[Othello]BO[8 " + strings.Repeat("-", 64) + " *];)")
	f.Add("(;GM[Othello]BO[10 ---];)")
	f.Add("(;GM[Othello]B[F5]C[a comment [with\\] brackets\\]]W[F6];)")
	f.Fuzz(func(t *testing.T, in string) {
		r, err := model.ParseGGF(in)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "ggf: ") {
				t.Fatalf("%q: error %q lacks the ggf prefix", in, err)
			}
			return
		}
		text := r.String()
		again, err := model.ParseGGF(text)
		if err != nil {
			t.Fatalf("%q written as %q does not read back: %v", in, text, err)
		}
		if again.Game.Start() != r.Game.Start() || again.Game.Position() != r.Game.Position() || again.String() != text {
			t.Fatalf("%q: round trip through %q changed the game", in, text)
		}
	})
}
