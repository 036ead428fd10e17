package view

import (
	"othello/model"
	"othello/view/i18n"
	"testing"
)

// A game's length counts its moves and its passes apart: a pass is no
// move to a player.
func TestMovesCount(t *testing.T) {
	withPasses, err := model.ParseGame(gameWithPasses)
	if err != nil {
		t.Fatal(err)
	}
	one, _ := model.ParseGame("f5")
	for _, c := range []struct {
		name  string
		cells []model.Cell
		want  string
	}{
		{"none", nil, "0 moves"},
		{"one", one.Cells(), "1 move"},
		{"with passes", withPasses.Cells(), "60 moves and 2 passes"},
		{"one pass", []model.Cell{model.CellOfSquare(model.F5), model.CellPass}, "1 move and 1 pass"},
	} {
		if got := i18n.MovesCount(c.cells); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
