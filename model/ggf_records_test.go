package model_test

import (
	"slices"
	"testing"

	"othello/model"
)

// A file of games one after another splits into its records, a value
// holding ";)" or an escaped "]" inside its brackets included; what is
// not such a list stays in one piece from the record it goes wrong at,
// for the reader to say why.
func TestGGFRecords(t *testing.T) {
	const a, b = "(;GM[Othello]B[f5];)", "(;GM[Othello]C[a note ;) with \\] inside]B[d3];)"
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"one game", a, []string{a}},
		{"two games, a byte-order mark and blank lines", "\uFEFF" + a + "\n\n" + b + "\n", []string{a, b}},
		{"three", a + b + a, []string{a, b, a}},
		{"text after the last", a + "\n" + b + " junk", []string{a, b + " junk"}},
		{"a record never closed", a + "\n(;GM[Othello]B[f5]", []string{a, "(;GM[Othello]B[f5]"}},
		{"no record", "f5d6c3", []string{"f5d6c3"}},
		{"empty", "  ", []string{""}},
	}
	for _, tt := range tests {
		if got := model.GGFRecords(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("%s: GGFRecords = %q, want %q", tt.name, got, tt.want)
		}
	}
	// each record reads as the game it is
	for _, r := range model.GGFRecords(a + b) {
		if _, err := model.ParseGGF(r); err != nil {
			t.Errorf("%q: %v", r, err)
		}
	}
}
