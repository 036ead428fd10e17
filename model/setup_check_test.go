package model_test

import (
	"errors"
	"testing"

	"othello/model"
)

func TestSetupProblem(t *testing.T) {
	for _, c := range []struct {
		pos  string
		want error
	}{
		{"---------------------------OX------XO--------------------------- X", nil},
		{"---------------------------O-------XO--------------------------- X", model.ErrCentreEmpty},
		{"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX- O", model.ErrGameOver},
	} {
		p, err := model.ParsePosition(c.pos)
		if err != nil {
			t.Fatal(err)
		}
		got := model.SizedFromPosition(p).SetupProblem()
		if c.want == nil && got != nil || c.want != nil && !errors.Is(got, c.want) {
			t.Errorf("%s: %v, want %v", c.pos, got, c.want)
		}
	}
}
