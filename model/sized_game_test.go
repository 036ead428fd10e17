package model_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"othello/model"
)

// randomSizedGame plays a seeded random game of size n to its end through
// Game, the way the window does: moves by cell, forced passes by
// PassIfForced.
func randomSizedGame(t *testing.T, n int, seed uint64) *model.Game {
	t.Helper()
	g, err := model.NewSizedGame(n)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for !g.Over() {
		if g.PassIfForced() {
			continue
		}
		moves := g.Sized().Board.MoveCells()
		if err := g.PlayCell(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestSizedGameRecordUndoRedoAndTranscript(t *testing.T) {
	for _, n := range []int{4, 6, 8, 10} {
		for seed := uint64(1); seed <= 20; seed++ {
			g := randomSizedGame(t, n, seed)
			rec := g.Record()
			if rec.Size() != n || g.Size() != n {
				t.Fatalf("%dx%d: record size %d", n, n, rec.Size())
			}
			res := g.Result()
			if !res.Over || res.Black+res.White > n*n {
				t.Fatalf("%dx%d seed %d: result %+v", n, n, seed, res)
			}
			// the transcript, with its size, replays the same game
			back, err := model.ParseSetup(rec.TaggedTranscript())
			if err != nil {
				t.Fatalf("%dx%d seed %d: %q: %v", n, n, seed, rec.TaggedTranscript(), err)
			}
			if back.Size() != n || back.Sized() != g.Sized() || back.Len() != g.Len() {
				t.Fatalf("%dx%d seed %d: replay of %q differs", n, n, seed, rec.TaggedTranscript())
			}
			// undo all the way, checking each position, then redo all
			for i := g.Len(); i > 0; i-- {
				if !g.Undo() || g.Sized() != rec.SizedAt(i-1) {
					t.Fatalf("%dx%d seed %d: undo to %d", n, n, seed, i-1)
				}
			}
			if g.Undo() || g.Sized() != rec.SizedStart() {
				t.Fatalf("%dx%d: undo past the start", n, n)
			}
			for g.Redo() {
			}
			if g.Sized() != rec.Sized() || g.Len() != rec.Len() {
				t.Fatalf("%dx%d seed %d: redo did not restore the game", n, n, seed)
			}
		}
	}
}

func TestSizedGameTranscriptOnTenByTen(t *testing.T) {
	g, err := model.ParseSetup("10x10 e4d4c4e3")
	if err != nil {
		t.Fatal(err)
	}
	// play on until a move in row 10 or column j comes, then read it back
	rng := rand.New(rand.NewPCG(3, 3))
	for !strings.Contains(g.Record().Transcript(), "10") && !g.Over() {
		if g.PassIfForced() {
			continue
		}
		moves := g.Sized().Board.MoveCells()
		if err := g.PlayCell(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	text := g.Record().TaggedTranscript()
	if !strings.Contains(text, "10") {
		t.Fatalf("no move in row 10 in %q", text)
	}
	back, err := model.ParseSetup(strings.ToUpper(text))
	if err != nil || back.Sized() != g.Sized() {
		t.Fatalf("%q read back: %v", text, err)
	}
}

func TestSizedSetupErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"6x6 g1", `column 'g' is not a-f`},
		{"6x6 c4c4", "occupied"},
		{"6x6 a1", "flips no disc"},
		{"12x12 a1", "board size 12"},
		{"10x10 k4", "column 'k' is not a-j"},
		{strings.Repeat("-", 36) + " Z", "side to move"},
		{"6x6 " + strings.Repeat("-", 35) + " X", "only 35 squares"},
	}
	for _, tt := range tests {
		_, err := model.ParseSetup(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseSetup(%q) = %v, want an error with %q", tt.text, err, tt.want)
		}
	}
}

func TestSizedSetupPosition(t *testing.T) {
	g := randomSizedGame(t, 6, 9)
	mid := g.Record().SizedAt(10)
	got, err := model.ParseSetup(mid.String())
	if err != nil {
		t.Fatal(err)
	}
	if got.Size() != 6 || got.Sized() != mid || got.Record().FromStart() {
		t.Fatalf("position %s read as %s", mid, got.Sized())
	}
	if !g.Record().FromStart() {
		t.Fatal("a game from the start is not FromStart")
	}
}

func TestSizedIllegalMoveNamesTheCell(t *testing.T) {
	g, _ := model.NewSizedGame(10)
	j10, _ := g.Geometry().ParseCell("j10")
	err := g.PlayCell(j10)
	var e *model.IllegalMoveError
	if !errors.As(err, &e) || e.Reason != model.FlipsNothing || e.MoveName() != "j10" {
		t.Fatalf("j10 at the start: %v", err)
	}
	if !strings.Contains(err.Error(), "Black at j10 flips no disc") {
		t.Fatalf("message %q", err)
	}
	err = g.PlayCell(model.CellPass)
	if !errors.As(err, &e) || e.Reason != model.MayNotPass || !strings.Contains(err.Error(), "("+e.LegalName()+")") {
		t.Fatalf("pass at the start: %v", err)
	}
}

// Games of every size written as GGF and as a transcript file read back as
// the same game: the size in TY and BO, moves such as J10, passes as PA.
func TestSizedGameFilesRoundTrip(t *testing.T) {
	for _, n := range []int{4, 6, 10} {
		for seed := uint64(1); seed <= 10; seed++ {
			g := randomSizedGame(t, n, seed)
			for cut := range []int{0, 1} {
				if cut == 1 {
					g.Undo() // an unfinished game too
					g.Undo()
				}
				text := model.NewGGFRecord(g, model.GGFHeader{Black: "a", White: "b"}).String()
				wantTY := fmt.Sprintf("TY[%d]", n)
				wantBO := fmt.Sprintf("BO[%d ", n)
				if !strings.Contains(text, wantTY) || !strings.Contains(text, wantBO) {
					t.Fatalf("%dx%d: %s lacks %s or %s", n, n, text, wantTY, wantBO)
				}
				r, err := model.ParseGGF(text)
				if err != nil {
					t.Fatalf("%dx%d: %s: %v", n, n, text, err)
				}
				if r.Game.Size() != n || !slices.Equal(r.Game.Cells(), g.Cells()) || r.Game.Sized() != g.Sized() {
					t.Fatalf("%dx%d: GGF read back as %s", n, n, r.Game.Record().TaggedTranscript())
				}
				if back := model.NewGGFRecord(r.Game, model.GGFHeader{Black: "a", White: "b"}).String(); back != text {
					t.Fatalf("%dx%d: written again\n%s\nwant\n%s", n, n, back, text)
				}
				file, err := model.ParseGameFile(model.TranscriptFile(g.Record()))
				want := g.Clone()
				want.PassIfForced() // as reading a file does
				if err != nil || file.Size() != n || file.Sized() != want.Sized() {
					t.Fatalf("%dx%d: transcript file %q: %v", n, n, model.TranscriptFile(g.Record()), err)
				}
			}
		}
	}
}
