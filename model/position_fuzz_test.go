package model_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"othello/model"
)

// The readers of positions and transcripts never panic, give errors of one
// line and bounded length whatever their input, and what they read prints
// and reads back the same; a transcript they accept was played legally.

// fuzzSize picks one of the board sizes from a fuzzed byte.
func fuzzSize(n uint8) int { return model.Sizes[int(n)%len(model.Sizes)] }

// FuzzSizedPosition reads a position of any size in String's form.
func FuzzSizedPosition(f *testing.F) {
	f.Add("-----OX--XO----- X", uint8(0))
	f.Add("--------------OX----XO-------------- O", uint8(1))
	f.Add("---------------------------OX------XO--------------------------- X", uint8(2))
	f.Add(strings.Repeat("-", 44)+"OX--------XO"+strings.Repeat("-", 44)+"\tb", uint8(3))
	f.Add("_____OX__XO_____ w", uint8(0))
	f.Add("-----OX--XO----- "+strings.Repeat("X", 2<<10), uint8(0))
	f.Add(strings.Repeat("\xff", 2<<10), uint8(2))
	f.Fuzz(func(t *testing.T, in string, n uint8) {
		size := fuzzSize(n)
		p, err := model.ParseSizedPosition(in, size)
		if err != nil {
			checkReadError(t, in, err)
			return
		}
		if p.Size() != size {
			t.Fatalf("%q: a position of size %d, asked %d", fuzzExcerpt(in), p.Size(), size)
		}
		back, err := model.ParseSizedPosition(p.String(), size)
		if err != nil || back != p || back.String() != p.String() {
			t.Fatalf("%q: printed as %q, read back as %q, %v", fuzzExcerpt(in), p.String(), back.String(), err)
		}
	})
}

// FuzzDrawing reads a board drawn as the terminal game prints it.
func FuzzDrawing(f *testing.F) {
	files, _ := filepath.Glob("testdata/drawings/*.txt")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(string(b))
		}
	}
	f.Add("")
	f.Add("____\n_OX_\n_XO_\n____\nX\n")
	f.Add(" 1 ____\r\n 2 _OX_\r\n 3 _XO_\r\n 4 ____\r\nO\r\n")
	f.Add("____\n_OX_\n_XO_\n" + strings.Repeat("9", 2<<10) + " ____\nX\n")
	f.Add("____\n_OX_\n_XO_\n____\n" + strings.Repeat("Z", 2<<10) + "\n")
	f.Add("____\n_OX_\n_XO_\n____" + strings.Repeat("_", 2<<10) + "\nX\n")
	f.Fuzz(func(t *testing.T, in string) {
		p, err := model.ParseDrawing(in)
		if err != nil {
			checkReadError(t, in, err)
			return
		}
		text := p.Drawing() + string(p.Turn.Letter()) + "\n"
		back, err := model.ParseDrawing(text)
		if err != nil || back != p {
			t.Fatalf("%q: drawn as %q, read back as %q, %v", fuzzExcerpt(in), text, back.String(), err)
		}
	})
}

// FuzzTranscript plays a transcript on a board of any size from its start.
// On error the game is as it was; otherwise every move was legal, and the
// game's own transcript plays again to the same moves (less the passes at
// the end, which a transcript leaves out).
func FuzzTranscript(f *testing.F) {
	for _, g := range []string{"f5d6c3d3c4", "F5 D6 pass c3", "f5,d6;c3\r\nd3", "c4e3f4", "b1a3", "e4d4c4j10", "f5f5", "f5 PS", "--f5", "\x00"} {
		for n := range model.Sizes {
			f.Add(g, uint8(n))
		}
	}
	f.Add("c4c5f6f5g6g7g8h8c6f4g5c3e3f3g4h3h4h5h6h7d6d3g3e6d7e7f8e8f7b6c7b3a2b4d8c8b2a1b1a3e2f1d2e1c1f2a5b5h2h1a4a6g1g2d1c2a7a8b7b8", uint8(2))
	f.Add("f5"+strings.Repeat("z", 2<<10), uint8(2))
	f.Add(strings.Repeat("pass", 512), uint8(0))
	f.Fuzz(func(t *testing.T, in string, n uint8) {
		size := fuzzSize(n)
		g, err := model.NewSizedGame(size)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.PlayTranscript(in); err != nil {
			checkReadError(t, in, err)
			if g.Len() != 0 {
				t.Fatalf("%q: failed but changed the game", fuzzExcerpt(in))
			}
			return
		}
		checkReplay(t, in, g)
		again, _ := model.NewSizedGame(size)
		if err := again.PlayTranscript(g.Transcript()); err != nil {
			t.Fatalf("%q: its transcript %q does not play: %v", fuzzExcerpt(in), g.Transcript(), err)
		}
		if !slices.Equal(again.Cells(), withoutTrailingPasses(g.Cells())) {
			t.Fatalf("%q: its transcript %q plays another game", fuzzExcerpt(in), g.Transcript())
		}
	})
}

// FuzzSetup reads a pasted set-up, a position or a transcript of any size,
// as the window's paste and the command line read them. What it reads was
// played legally and saves as a file that opens as the same game.
func FuzzSetup(f *testing.F) {
	for _, s := range []string{
		"f5d6c3", "6x6 c4e3f4", "10x10: e4d4c4", "4x4 b1", "---------------------------OX------XO--------------------------- O",
		"-----OX--XO----- O", "4x4 -----OX--XO----- X", "8x8 f5", "6X6 c4", "12x12 a1", "xx", "--", "-", "\uFEFFf5",
		"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18",
		"4x4 -----OX--XO----- " + strings.Repeat("O", 2<<10), strings.Repeat("-", 2<<10), "6x6 " + strings.Repeat("c4", 1<<10),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		g, err := model.ParseSetup(in)
		if err != nil {
			if !errors.Is(err, model.ErrEmptySetup) {
				checkReadError(t, in, err)
			}
			return
		}
		checkReplay(t, in, g)
		r := g.Record()
		if r.FromStart() && g.Len() == 0 {
			return // nothing to save: a file of no moves does not open
		}
		file := model.TranscriptFile(r)
		back, err := model.ParseGameFile(file)
		if err != nil {
			t.Fatalf("%q saved as %q does not open: %v", fuzzExcerpt(in), file, err)
		}
		if back.SizedAt(0) != g.SizedAt(0) || !slices.Equal(withoutTrailingPasses(back.Cells()), withoutTrailingPasses(g.Cells())) {
			t.Fatalf("%q saved as %q opens as another game: %s", fuzzExcerpt(in), file, back.Transcript())
		}
	})
}
