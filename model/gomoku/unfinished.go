// The unfinished game as the window keeps it between launches: the plain
// game file (a header, the moves) followed by comment lines that say who
// plays it, the opening that settled the colours and the clocks. A plain
// game reader takes it as a game file, the comments skipped.

package gomoku

import (
	"fmt"
	"strings"
	"time"

	"othello/model"
	"othello/model/bounded"
)

// The comment lines of a kept game. The person's line names the colour
// the person plays ("# you play white"); the two-people line stands in
// its place in a game of two people. The opening line, when the opening
// rule settled the colours, names it and the stones it placed ("#
// opening swap2 5"); files written before it have none, and come back
// under the free opening. The clock line gives the time control and the
// first and second players' seconds left ("# clock 5+0 left 290.5 300").
// A game kept while its opening rule is still settling the colours says
// so in place of the person's line, with the rule and whether the person
// is its first player ("# opening under way: swap2 first").
const (
	personLine   = "# you play "
	twoLine      = "# two people"
	openingLine  = "# opening "
	underWayLine = "# opening under way: "
	clockLine    = "# clock "
)

// Unfinished is a game kept to be played on.
type Unfinished struct {
	Moves     []Square
	Size      int
	Rule      Rule
	TwoPeople bool
	Person    Color // the person's colour; NoColor between two people
	// Opening names the opening rule ("swap", "swap2") that settled the
	// colours after its first Floor stones, which stay; "" and 0 for a
	// game without one
	Opening string
	Floor   int
	// UnderWay: Opening is still settling the colours; Moves are its
	// stones so far, First says whether the person is its first player
	// (the one who places the first three), and Person is NoColor
	UnderWay bool
	First    bool
	// Clock is the game's time control, Left each player's time left (the
	// first player's first); no clock for a game without one
	Clock model.TimeControl
	Left  [2]time.Duration
}

// Text is the file's content.
func (k *Unfinished) Text() []byte {
	text := fmt.Sprintf("# Gomoku %dx%d %s\n%s\n", k.Size, k.Size, k.Rule, FormatMoves(k.Moves, k.Size))
	switch {
	case k.TwoPeople:
		text += twoLine + "\n"
	case k.UnderWay:
		who := "second"
		if k.First {
			who = "first"
		}
		text += fmt.Sprintf("%s%s %s\n", underWayLine, k.Opening, who)
	default:
		text += personLine + k.Person.String() + "\n"
	}
	text += OpeningText(k.Opening, k.Floor) + ClockText(k.Clock, k.Left)
	return []byte(text)
}

// ClockText is the line that says the game's clock and each player's
// time left (the first player's first), to a tenth of a second: "# clock
// 3+2 left 171.5 180", as a kept game and a game file write it; "" for a
// game on no clock.
func ClockText(tc model.TimeControl, left [2]time.Duration) string {
	if !tc.On() {
		return ""
	}
	secs := func(d time.Duration) string {
		return fmt.Sprintf("%g", max(d, 0).Round(100*time.Millisecond).Seconds())
	}
	return fmt.Sprintf("%s%s left %s %s\n", clockLine, tc, secs(left[0]), secs(left[1]))
}

// ReadClock reads the clock line of a game file (ClockText), if it has
// one; ok is false for none.
func ReadClock(text string) (tc model.TimeControl, left [2]time.Duration, ok bool, err error) {
	for _, line := range strings.Split(text, "\n") {
		if rest, found := strings.CutPrefix(strings.TrimSpace(line), clockLine); found {
			tc, left, err = readClockLine(rest)
			return tc, left, err == nil, err
		}
	}
	return tc, left, false, nil
}

// ReadUnfinished reads what Text wrote; size and rule are those of a file
// that does not say them. Its moves' errors are ReadFile's.
func ReadUnfinished(text string, size int, rule Rule) (*Unfinished, error) {
	k := &Unfinished{Person: NoColor}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == twoLine {
			k.TwoPeople = true
		}
		if name, ok := strings.CutPrefix(line, personLine); ok {
			for _, c := range []Color{Black, White} {
				if strings.EqualFold(strings.TrimSpace(name), c.String()) {
					k.Person = c
				}
			}
		}
		if rest, ok := strings.CutPrefix(line, clockLine); ok {
			var err error
			if k.Clock, k.Left, err = readClockLine(rest); err != nil {
				return nil, err
			}
		}
		if rest, ok := strings.CutPrefix(line, underWayLine); ok {
			var who string
			if _, err := fmt.Sscanf(rest, "%s %s", &k.Opening, &who); err != nil || who != "first" && who != "second" {
				return nil, fmt.Errorf("the opening line %s: want the opening and first or second", bounded.Quote(rest))
			}
			k.UnderWay, k.First = true, who == "first"
			continue
		}
		if rest, ok := strings.CutPrefix(line, openingLine); ok {
			var err error
			if k.Opening, k.Floor, err = readOpeningLine(rest); err != nil {
				return nil, err
			}
		}
	}
	if k.Person == NoColor && !k.TwoPeople && !k.UnderWay {
		return nil, fmt.Errorf("it does not say which colour you play")
	}
	var err error
	if k.Moves, k.Size, k.Rule, err = ReadFile(text, size, rule); err != nil {
		return nil, err
	}
	switch {
	case k.TwoPeople:
		k.Person, k.Opening, k.Floor, k.UnderWay = NoColor, "", 0, false
	case k.UnderWay:
		k.Person, k.Floor = NoColor, 0
	}
	return k, nil
}

// readClockLine reads a kept game's clock line, after its prefix.
func readClockLine(rest string) (model.TimeControl, [2]time.Duration, error) {
	var name string
	var l0, l1 float64
	if _, err := fmt.Sscanf(rest, "%s left %g %g", &name, &l0, &l1); err != nil || !(l0 >= 0 && l1 >= 0 && l0 < 1e7 && l1 < 1e7) {
		return model.TimeControl{}, [2]time.Duration{}, fmt.Errorf("the clock line %s: want a time control and two times left", bounded.Quote(rest))
	}
	tc, err := model.ParseClock(name)
	if err != nil {
		return tc, [2]time.Duration{}, err
	}
	sec := func(s float64) time.Duration {
		return time.Duration(s * float64(time.Second)).Round(100 * time.Millisecond)
	}
	return tc, [2]time.Duration{sec(l0), sec(l1)}, nil
}

// OpeningText is the line that says an opening rule ("swap", "swap2")
// settled the colours after the game's first floor stones, which stay:
// "# opening swap2 5", as a kept game and a game file write it; "" for a
// game without one (floor 0).
func OpeningText(opening string, floor int) string {
	if floor <= 0 {
		return ""
	}
	return fmt.Sprintf("%s%s %d\n", openingLine, opening, floor)
}

// ReadOpening reads the opening line of a game file (OpeningText), if it
// has one: the rule's name and its stones; "" and 0 for none.
func ReadOpening(text string) (opening string, floor int, err error) {
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, underWayLine) {
			continue
		}
		if rest, ok := strings.CutPrefix(line, openingLine); ok {
			return readOpeningLine(rest)
		}
	}
	return "", 0, nil
}

// readOpeningLine reads an opening line after its prefix.
func readOpeningLine(rest string) (string, int, error) {
	var opening string
	var floor int
	if _, err := fmt.Sscanf(rest, "%s %d", &opening, &floor); err != nil || floor < 0 {
		return "", 0, fmt.Errorf("the opening line %s: want the opening and its stones", bounded.Quote(rest))
	}
	return opening, floor, nil
}
