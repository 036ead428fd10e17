package model_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"othello/model"
)

func TestParseSquare(t *testing.T) {
	tests := []struct {
		in      string
		want    model.Square
		wantErr string
	}{
		{"f5", model.F5, ""},
		{"F5", model.F5, ""},
		{" a1 ", model.A1, ""},
		{"h8", model.H8, ""},
		{"pass", model.Pass, ""},
		{"PS", model.Pass, ""},
		{"PA", model.Pass, ""},
		{"--", model.Pass, ""},
		{"i5", model.NoSquare, `column 'i'`},
		{"a9", model.NoSquare, `row '9'`},
		{"a0", model.NoSquare, `row '0'`},
		{"f", model.NoSquare, "want a column"},
		{"f55", model.NoSquare, "want a column"},
		{"", model.NoSquare, "want a column"},
	}
	for _, tt := range tests {
		got, err := model.ParseSquare(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseSquare(%q) error %v, want one mentioning %s", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseSquare(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	for sq := model.A1; sq <= model.Pass; sq++ {
		if sq > model.H8 && sq < model.Pass {
			continue
		}
		back, err := model.ParseSquare(sq.String())
		if err != nil || back != sq {
			t.Errorf("square %d prints %q and parses back as %v, %v", sq, sq.String(), back, err)
		}
	}
}

const startText = "---------------------------OX------XO--------------------------- X"

func TestParsePosition(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		wantErr string
	}{
		{"start", startText, ""},
		{"lower case and dots", strings.NewReplacer("-", ".", "X", "x", "O", "o").Replace(startText), ""},
		{"stars", strings.Replace(startText, "X", "*", 2), ""},
		{"comment", startText + "; a comment", ""},
		{"side attached", strings.ReplaceAll(startText, " ", ""), ""},
		{"white to move", startText[:64] + " O", ""},
		{"bad character", "Z" + startText[1:], "character 1 is 'Z'"},
		{"too short", startText[:30], "only 30 squares"},
		{"no side", startText[:64], "side to move missing"},
		{"bad side", startText[:64] + " Q", `side to move "Q" at character 66`},
		{"space inside", startText[:10] + " " + startText[10:], "space at character 11"},
		{"non-ASCII character named whole", "-é" + startText[2:], "character 2 is 'é'"},
		{"characters counted, not bytes", "é" + startText[1:64] + " Q", `character 1 is 'é'`},
		{"side after non-ASCII squares", startText[:64] + " Zé", `side to move "Zé" at character 66`},
		{"long side cut to an excerpt", startText[:64] + " " + strings.Repeat("Q", 100000), `side to move "` + strings.Repeat("Q", 60) + `"… (100000 characters) at character 66;`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := model.ParsePosition(tt.in)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want one mentioning %s", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if back, err := model.ParsePosition(p.String()); err != nil || back != p {
				t.Fatalf("%q does not round-trip: %v", p.String(), err)
			}
		})
	}
	start, _ := model.ParsePosition(startText)
	if start != model.StartPosition() {
		t.Fatalf("the start text parses to %v", start)
	}
}

func TestFFOPositionsParse(t *testing.T) {
	files, _ := filepath.Glob("testdata/fforum-*.obf")
	if len(files) != 3 {
		t.Fatalf("found %d obf files, want 3", len(files))
	}
	n := 0
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			p, err := model.ParsePosition(sc.Text())
			if err != nil {
				t.Errorf("%s:%d: %v", name, line, err)
				continue
			}
			// the first listed move is legal for the side to move
			best := strings.TrimSpace(strings.SplitN(strings.SplitN(sc.Text(), ";", 3)[1], ":", 2)[0])
			sq, err := model.ParseSquare(best)
			if err != nil || !p.Board.IsLegal(sq) {
				t.Errorf("%s:%d: best move %q is not legal (%v)", name, line, best, err)
			}
			n++
		}
		f.Close()
	}
	if n != 49 {
		t.Fatalf("parsed %d positions, want 49", n)
	}
}

func TestPlayTranscript(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		moves   int
		wantErr string
	}{
		{"concatenated", "f5d6c3d3c4", 5, ""},
		{"spaced, upper case", "F5 D6 C3 d3 c4", 5, ""},
		{"commas", "f5,d6,c3", 3, ""},
		{"empty", "", 0, ""},
		{"illegal", "f5d6a1", 0, `move 3 "a1" at character 5`},
		{"bad square", "f5 z9", 0, "move 2 at character 4"},
		{"dangling", "f5d", 0, "move 2 at character 3"},
		{"pass with moves", "f5 pass", 0, "may not pass"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := model.NewGame()
			err := g.PlayTranscript(tt.in)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want one mentioning %s", err, tt.wantErr)
				}
				if g.Len() != 0 {
					t.Fatal("a failed transcript changed the game")
				}
				return
			}
			if err != nil || g.Len() != tt.moves {
				t.Fatalf("err %v, %d moves; want %d", err, g.Len(), tt.moves)
			}
		})
	}
}

func TestTranscriptWithExplicitAndOmittedPasses(t *testing.T) {
	for _, rg := range loadGames(t) {
		g, _ := model.ParseGame(rg.moves)
		var explicit []string
		for _, sq := range g.Moves() {
			explicit = append(explicit, sq.String())
		}
		if !strings.Contains(strings.Join(explicit, " "), "pass") {
			continue
		}
		again, err := model.ParseGame(strings.Join(explicit, " "))
		if err != nil {
			t.Fatalf("games.txt:%d with passes written out: %v", rg.line, err)
		}
		if again.Position() != g.Position() || again.Len() != g.Len() {
			t.Fatalf("games.txt:%d: explicit passes give another game", rg.line)
		}
		return
	}
	t.Fatal("no recorded game has a pass")
}

func FuzzParsePosition(f *testing.F) {
	f.Add(startText)
	f.Add("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18")
	f.Fuzz(func(t *testing.T, in string) {
		p, err := model.ParsePosition(in)
		if err != nil {
			return
		}
		back, err := model.ParsePosition(p.String())
		if err != nil || back != p || back.String() != p.String() {
			t.Fatalf("%q: round trip gave %q, %v", in, back.String(), err)
		}
	})
}

func FuzzPlayTranscript(f *testing.F) {
	f.Add("f5d6c3d3c4")
	f.Add("F5 D6 pass c3")
	f.Fuzz(func(t *testing.T, in string) {
		g := model.NewGame()
		if err := g.PlayTranscript(in); err != nil {
			if g.Len() != 0 {
				t.Fatalf("%q: failed but changed the game", in)
			}
			return
		}
		again, err := model.ParseGame(g.Transcript())
		if err != nil || again.Position() != g.Position() || again.Transcript() != g.Transcript() {
			t.Fatalf("%q: transcript %q does not replay: %v", in, g.Transcript(), err)
		}
	})
}

// A text is written as a transcript when every move is a square of the
// 8x8 board or a pass, legal or not; anything else is some other text.
func TestWrittenAsTranscript(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"f5d6c3", true},
		{"f5d6a1", true}, // a1 is illegal there: still written as a transcript
		{"F5 d6, c3; pass e3 PS --", true},
		{"h8 i9 j10", false}, // Gomoku's columns
		{"f5d9", false},
		{"f5d", false},
		{"", false},
		{" , ", false},
		{"hello world", false},
	}
	for _, tt := range tests {
		if got := model.WrittenAsTranscript(tt.text); got != tt.want {
			t.Errorf("WrittenAsTranscript(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
