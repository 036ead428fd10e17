package model_test

import (
	"strings"
	"testing"

	"othello/model"
)

func mustParse(t *testing.T, transcript string) *model.Game {
	t.Helper()
	g, err := model.ParseGame(transcript)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestParseSetup(t *testing.T) {
	pos := mustParse(t, "f5").Position().String()
	dotted := strings.ReplaceAll(pos, "-", ".") + " ; from a file"
	tests := []struct {
		name    string
		text    string
		want    string // the position reached; a transcript is played by the model to get it
		wantErr string // part of the error, "" when the text is good
	}{
		{"transcript", "f5d6c3", "f5d6c3", ""},
		{"spaced upper case transcript", "  F5 D6  ", "f5d6", ""},
		{"position", pos, pos, ""},
		{"position with dots and comment", dotted, pos, ""},
		{"empty", "  ", "", "nothing to read"},
		{"bad square", "f5d6z9", "", "move 3"},
		{"occupied", "f5f5", "", "occupied"},
		{"position without side", pos[:64], "", "side to move"},
		{"bad square character", pos[:37] + "Q" + pos[38:], "", "character 38"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := model.ParseSetup(tt.text)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want one mentioning %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := tt.want
			if len(want) < 64 {
				want = mustParse(t, want).Position().String()
			}
			if got := g.Position().String(); got != want {
				t.Fatalf("position %s, want %s", got, want)
			}
		})
	}
}

// Command-line arguments and pasted text are told apart by one test.
func TestLooksLikePosition(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{model.StartPosition().String(), true},
		{"  ........XO", true},
		{"XXOO", true},
		{"f5d6", false},
		{"--pos", false},
		{"--time", false},
		{"pass", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := model.LooksLikePosition(tt.text); got != tt.want {
			t.Errorf("LooksLikePosition(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
