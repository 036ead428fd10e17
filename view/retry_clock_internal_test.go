package view

import (
	"slices"
	"strings"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/controllertest"
	"othello/model"
)

// A retry leaves the player's game on its clocks: back from it, each
// side has the time it had and every move its time, and the game kept
// meanwhile (for the next launch, or saved) keeps them too. Back from a
// retry the clocks read 1:00 each and the file saved after had lost every
// move's time.
func TestRetryKeepsTheGamesClocks(t *testing.T) {
	ft := controllertest.NewManualTime()
	u, queue, _ := clockUI(t, instant{}, ft)
	g, err := model.ParseGame("f5d6c3d3c4f4")
	if err != nil {
		t.Fatal(err)
	}
	s := controller.Settings{Mode: controller.HumanVsHuman, Clock: model.TimeControl{Main: time.Minute}}
	spent := []time.Duration{time.Second, 2 * time.Second, 3 * time.Second, 4 * time.Second, 5 * time.Second, 6 * time.Second}
	u.ctl.LoadTimed(g, s, [2]time.Duration{51 * time.Second, 48 * time.Second}, spent)
	ft.Advance(500 * time.Millisecond) // Black thinks a little over the next move
	run(queue)
	before := u.ctl.State().Clocks
	if before.Left[model.Black] != 50500*time.Millisecond {
		t.Fatalf("Black has %v before the retry", before.Left[model.Black])
	}

	dg, err := model.ParseGame("e6f4c3c4d3d6f6")
	if err != nil {
		t.Fatal(err)
	}
	u.coach.startRetry(controller.PracticeItem{Position: dg.Sized().String(), Played: "c6", Best: "e3"}, false)
	ft.Advance(20 * time.Second) // the retry takes none of the game's time
	run(queue)
	if text := string(gameText(u.saved.unfinishedGame())); !strings.Contains(text, "clock: 01:00/00:00/00:00 50.5 48") || !strings.Contains(text, "times: 1 2 3 4 5 6") {
		t.Errorf("the game kept during the retry lost its clocks:\n%s", text)
	}
	u.coach.endRetry()
	run(queue)
	after := u.ctl.State().Clocks
	if u.snap.Game.Transcript() != g.Transcript() || after.Control != s.Clock || !slices.Equal(after.Spent, spent) {
		t.Fatalf("back from the retry: %q, the clocks %+v", u.snap.Game.Transcript(), after)
	}
	if after.Left != before.Left {
		t.Errorf("back from the retry the clocks have %v, had %v", after.Left, before.Left)
	}
}
