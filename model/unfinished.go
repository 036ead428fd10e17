// The unfinished game as the window keeps it between launches: a few
// "key: value" lines, written after every move and read back at the next
// launch, so that a game is never lost to a quit, a kill or a crash.

package model

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"othello/model/bounded"
)

// Unfinished is a game kept to be played on, and its clocks when it is
// played on one.
type Unfinished struct {
	Game   *Game
	Clocks *KeptClocks // nil for a game on no clock
	// Players says who plays the game, in the words of the program that
	// kept it, on one line; "" where it does not say
	Players string
}

// KeptClocks are the clocks of a kept game.
type KeptClocks struct {
	Control TimeControl
	Left    [2]time.Duration // Black's and White's time left
	Spent   []time.Duration  // the time each move took (zero where unknown)
}

// Text writes u as its file keeps it: the start position and the moves,
// each on a line of its own ("start: …", "moves: f5d6"); on a clock two
// more, the time control as GGF writes it with each side's seconds left
// ("clock: 05:00/00:03/00:00 290.5 300"), and the seconds each move took
// ("times: 4.1 2"); and who plays, when known ("players: …").
func (u Unfinished) Text() []byte {
	rec := u.Game.Record()
	text := "start: " + rec.SizedStart().String() + "\nmoves: " + rec.Transcript() + "\n"
	if k := u.Clocks; k != nil && k.Control.On() {
		text += fmt.Sprintf("clock: %s %s %s\ntimes:", k.Control.GGF(), seconds(k.Left[Black]), seconds(k.Left[White]))
		for _, d := range k.Spent {
			text += " " + seconds(d)
		}
		text += "\n"
	}
	if p := strings.TrimSpace(u.Players); p != "" && !strings.Contains(p, "\n") {
		text += "players: " + p + "\n"
	}
	return []byte(text)
}

// seconds writes d in seconds to the millisecond, such as "12.345".
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Round(time.Millisecond).Seconds(), 'f', -1, 64)
}

// ReadUnfinished reads what Text wrote. A game already over is refused:
// nothing is left to play.
func ReadUnfinished(data []byte) (Unfinished, error) {
	var start, moves, clock, times, players string
	var haveStart, haveMoves bool
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		key, value, ok := strings.Cut(line, ":")
		switch {
		case ok && key == "start":
			start, haveStart = strings.TrimSpace(value), true
		case ok && key == "moves":
			moves, haveMoves = strings.TrimSpace(value), true
		case ok && key == "clock":
			clock = value
		case ok && key == "times":
			times = value
		case ok && key == "players":
			players = strings.TrimSpace(value)
		default:
			return Unfinished{}, fmt.Errorf("unexpected line %s", bounded.Quote(line))
		}
	}
	if !haveStart || !haveMoves {
		return Unfinished{}, errors.New("the start or the moves are missing")
	}
	g, err := GameFrom(start, moves)
	if err != nil {
		return Unfinished{}, err
	}
	if clock == "" {
		return Unfinished{Game: g, Players: players}, nil
	}
	k, err := readKeptClocks(clock, times)
	if err != nil {
		return Unfinished{}, err
	}
	return Unfinished{Game: g, Clocks: k, Players: players}, nil
}

// GameFrom is the game of the moves transcript played from start, a
// position as ParseSetup reads it ("" for the standard start); a game
// already over is refused, as nothing is left to play.
func GameFrom(start, moves string) (*Game, error) {
	g := NewGame()
	if start != "" {
		if !LooksLikePosition(start) {
			return nil, fmt.Errorf("the start %s is not a position", bounded.Quote(start))
		}
		var err error
		if g, err = ParseSetup(start); err != nil {
			return nil, err
		}
	}
	if err := g.PlayTranscript(moves); err != nil {
		return nil, err
	}
	if g.Over() {
		return nil, fmt.Errorf("the game is already over")
	}
	return g, nil
}

// readKeptClocks reads the clock and times lines of Text.
func readKeptClocks(clock, times string) (*KeptClocks, error) {
	f := strings.Fields(clock)
	if len(f) != 3 {
		return nil, fmt.Errorf("the clock %s: want the time control and each side's seconds left", bounded.Quote(clock))
	}
	tc, err := ParseTimeControl(f[0])
	if err != nil || !tc.On() {
		return nil, fmt.Errorf("the clock %s: %v", bounded.Quote(clock), err)
	}
	k := &KeptClocks{Control: tc}
	read := func(s string) (time.Duration, error) {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || !(v >= 0 && v < 1e7) {
			return 0, fmt.Errorf("the clock's %s is not a number of seconds", bounded.Quote(s))
		}
		return time.Duration(v * float64(time.Second)).Round(time.Millisecond), nil
	}
	for i, s := range f[1:] {
		if k.Left[i], err = read(s); err != nil {
			return nil, err
		}
	}
	for _, s := range strings.Fields(times) {
		d, err := read(s)
		if err != nil {
			return nil, err
		}
		k.Spent = append(k.Spent, d)
	}
	return k, nil
}
