package model_test

import (
	"testing"

	"othello/model"
	"othello/resources"
)

func loadOpenings(t *testing.T) []model.Opening {
	t.Helper()
	list, err := model.ParseOpenings(resources.OpeningNames())
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 82 {
		t.Fatalf("%d named openings, want 82", len(list))
	}
	return list
}

// Every named opening is found from its own moves and from each of its
// three mirror images; a game that leaves the list keeps the last name.
func TestOpeningOf(t *testing.T) {
	list := loadOpenings(t)
	mirrors := []func(model.Square) model.Square{
		func(s model.Square) model.Square { return model.SquareAt(s.Row(), s.Col()) },
		func(s model.Square) model.Square { return model.SquareAt(7-s.Row(), 7-s.Col()) },
		func(s model.Square) model.Square { return model.SquareAt(7-s.Col(), 7-s.Row()) },
	}
	for _, o := range list {
		got, ok := model.OpeningOf(list, o.Moves)
		if !ok || len(got.Moves) != len(o.Moves) {
			t.Errorf("%s: found %q", o.Name, got.Name)
		}
		for k, m := range mirrors {
			img := make([]model.Square, len(o.Moves))
			for i, sq := range o.Moves {
				img[i] = m(sq)
			}
			if got, ok := model.OpeningOf(list, img); !ok || len(got.Moves) != len(o.Moves) {
				t.Errorf("%s, mirror %d: found %q", o.Name, k, got.Name)
			}
		}
	}
	// f5d6c3d3c4 is the Tiger; no named opening follows it with these
	left := 0
	for _, next := range []string{"f3", "e3", "e6", "b4", "b5", "c5", "e2", "f2"} {
		g, err := model.ParseGame("f5d6c3d3c4" + next)
		if err != nil {
			continue // not legal here
		}
		left++
		if got, ok := model.OpeningOf(list, g.Moves()); !ok || got.Name != "Tiger" {
			t.Errorf("f5d6c3d3c4%s leaves the Tiger, found %q", next, got.Name)
		}
	}
	if left == 0 {
		t.Fatal("no move leaves the Tiger: the test needs another example")
	}
	if _, ok := model.OpeningOf(list, nil); ok {
		t.Error("an empty game is in a named opening")
	}
}

func TestParseOpeningsErrors(t *testing.T) {
	for _, text := range []string{"f5d6 Perpendicular", "f5d6\t", "f5a1\tNothing"} {
		if _, err := model.ParseOpenings(text); err == nil {
			t.Errorf("%q: no error", text)
		}
	}
}
