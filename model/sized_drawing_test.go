// Tests of how sized boards' cells and drawings are read and written.

package model_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"othello/model"
)

func TestParseCell(t *testing.T) {
	g10, _ := model.GeometryOf(10)
	g4, _ := model.GeometryOf(4)
	tests := []struct {
		g    *model.Geometry
		text string
		want model.Cell
		err  string
	}{
		{g10, "j10", 99, ""},
		{g10, "A1", 0, ""},
		{g10, "c2", 12, ""},
		{g4, "d4", 15, ""},
		{g4, "pass", model.CellPass, ""},
		{g4, "e1", 0, "column 'e' is not a-d"},
		{g4, "a5", 0, `row "5" is not 1-4`},
		{g10, "a11", 0, `row "11" is not 1-10`},
		{g10, "a0", 0, `row "0" is not 1-10`},
		{g10, "x", 0, "want a column a-j"},
	}
	for _, tt := range tests {
		got, err := tt.g.ParseCell(tt.text)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseCell(%q) error %v, want %q", tt.text, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseCell(%q) = %d, %v; want %d", tt.text, got, err, tt.want)
		}
		if name := tt.g.CellName(got); !strings.EqualFold(name, tt.text) {
			t.Errorf("CellName(%d) = %q, want %q", got, name, tt.text)
		}
	}
}

// UpperName writes cells as the text protocols do, on every size, as
// Square.Upper does on 8x8.
func TestUpperName(t *testing.T) {
	g10, _ := model.GeometryOf(10)
	g8, _ := model.GeometryOf(8)
	for _, tt := range []struct {
		g    *model.Geometry
		c    model.Cell
		want string
	}{{g10, 99, "J10"}, {g10, 12, "C2"}, {g10, model.CellPass, "PA"}, {g8, 37, model.Square(37).Upper()}, {g8, model.CellPass, model.Pass.Upper()}} {
		if got := tt.g.UpperName(tt.c); got != tt.want {
			t.Errorf("UpperName(%d) on %dx%d = %q, want %q", tt.c, tt.g.Size(), tt.g.Size(), got, tt.want)
		}
	}
}

func TestDrawingRoundTrip(t *testing.T) {
	for _, n := range model.Sizes {
		randomSizedGames(t, n, 3, 5, func(b model.SizedBoard) {
			for _, turn := range []model.Color{model.Black, model.White} {
				p := model.SizedPosition{Board: b, Turn: turn}
				text := p.Drawing() + string(turn.Letter()) + "\n"
				back, err := model.ParseDrawing(text)
				if err != nil {
					t.Fatalf("%dx%d: %v reading\n%s", n, n, err, text)
				}
				if back != p {
					t.Fatalf("%dx%d: read back %s, want %s", n, n, back, p)
				}
			}
		})
	}
}

// The contest files of testdata/drawings: good_* must read, with the
// position given on the file's first comment-free line of the .want file;
// bad_* must fail with the message in the .want file.
func TestParseDrawingFiles(t *testing.T) {
	files, err := filepath.Glob("testdata/drawings/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no drawings: %v", err)
	}
	good, bad := 0, 0
	for _, f := range files {
		name := filepath.Base(f)
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		wantText, err := os.ReadFile(strings.TrimSuffix(f, ".txt") + ".want")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := strings.TrimSpace(string(wantText))
		p, err := model.ParseDrawing(string(text))
		switch {
		case strings.HasPrefix(name, "good_"):
			good++
			if err != nil {
				t.Errorf("%s: %v", name, err)
			} else if p.String() != want {
				t.Errorf("%s: read %s, want %s", name, p, want)
			}
		case strings.HasPrefix(name, "bad_"):
			bad++
			if err == nil {
				t.Errorf("%s: read %s, want the error %q", name, p, want)
			} else if err.Error() != want {
				t.Errorf("%s: error %q, want %q", name, err, want)
			}
		default:
			t.Errorf("%s: name says neither good_ nor bad_", name)
		}
	}
	if good == 0 || bad == 0 {
		t.Errorf("%d good and %d bad files; want some of each", good, bad)
	}
}
