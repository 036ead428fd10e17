package model_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"othello/model"
)

// A kept game reads back as it was written: its start, its moves and,
// on a clock, the time control, each side's time left and each move's
// time, to the millisecond.
func TestUnfinishedRoundTrip(t *testing.T) {
	tc, err := model.ParseTimeControl("05:00/00:03/00:00")
	if err != nil {
		t.Fatal(err)
	}
	sixBySix, err := model.ParseSetup("6x6 c2b4")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		game    *model.Game
		clocks  *model.KeptClocks
		players string
		want    string
	}{
		{"no clock", mustParse(t, "f5d6c3"), nil, "", "moves: f5d6c3\n"},
		{"on a clock", mustParse(t, "f5d6"), &model.KeptClocks{Control: tc, Left: [2]time.Duration{290500 * time.Millisecond, 300 * time.Second}, Spent: []time.Duration{4100 * time.Millisecond, 2 * time.Second}}, "",
			"clock: 05:00/00:03/00:00 290.5 300\ntimes: 4.1 2\n"},
		{"another size", sixBySix, nil, "", "moves: c2b4\n"},
		{"who plays", mustParse(t, "f5"), nil, `{"Mode":1,"Human":1}`, "moves: f5\nplayers: {\"Mode\":1,\"Human\":1}\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := model.Unfinished{Game: tt.game, Clocks: tt.clocks, Players: tt.players}.Text()
			if !strings.HasSuffix(string(text), tt.want) || !strings.HasPrefix(string(text), "start: ") {
				t.Fatalf("written %q, want it to end %q", text, tt.want)
			}
			back, err := model.ReadUnfinished(text)
			if err != nil {
				t.Fatalf("read back %q: %v", text, err)
			}
			if got, want := back.Game.Record().Transcript(), tt.game.Record().Transcript(); got != want || back.Game.Size() != tt.game.Size() {
				t.Errorf("moves %q on %d, want %q on %d", got, back.Game.Size(), want, tt.game.Size())
			}
			if back.Players != tt.players {
				t.Errorf("players %q, want %q", back.Players, tt.players)
			}
			if (back.Clocks == nil) != (tt.clocks == nil) {
				t.Fatalf("clocks %+v, want %+v", back.Clocks, tt.clocks)
			}
			if k := back.Clocks; k != nil && (k.Control != tt.clocks.Control || k.Left != tt.clocks.Left || !slices.Equal(k.Spent, tt.clocks.Spent)) {
				t.Errorf("clocks %+v, want %+v", *k, *tt.clocks)
			}
		})
	}
}

// A damaged file is refused with the reason, quoting no more than a
// short piece of it.
func TestReadUnfinishedRefuses(t *testing.T) {
	long := strings.Repeat("x", 5000)
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "unexpected line"},
		{"no moves", "start: \n", "the start or the moves are missing"},
		{"an unknown line", "start: \nmoves: f5\nwho: " + long + "\n", "unexpected line"},
		{"an illegal move", "start: \nmoves: f5a1\n", "a1"},
		{"a finished game", "start: \nmoves: " + finishedGame + "\n", "already over"},
		{"a start that is no position", "start: f5\nmoves: \n", "not a position"},
		{"a clock missing its times", "start: \nmoves: f5\nclock: 05:00/00:03/00:00 290\n", "want the time control"},
		{"a time that is no number", "start: \nmoves: f5\nclock: 05:00/00:03/00:00 290 x\n", "not a number of seconds"},
		{"a negative time", "start: \nmoves: f5\nclock: 05:00/00:03/00:00 290 300\ntimes: -1\n", "not a number of seconds"},
	}
	for _, tt := range tests {
		_, err := model.ReadUnfinished([]byte(tt.text))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error saying %q", tt.name, err, tt.want)
			continue
		}
		if len(err.Error()) > 200 {
			t.Errorf("%s: the error quotes the file at length (%d bytes)", tt.name, len(err.Error()))
		}
	}
}

// finishedGame is a whole game, from the start to its end.
const finishedGame = "e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2"
