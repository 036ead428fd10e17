// The winning rules: how long a line must be to win.

package gomoku

import (
	"fmt"
	"strings"

	"othello/model/bounded"
)

// Rule says which lines win.
type Rule int8

// The rules. Freestyle is the zero value, as the original C report played.
const (
	// Freestyle: five or more in a row win.
	Freestyle Rule = iota
	// Standard: exactly five win; six or more (an overline) do not, as
	// Gomocup's standard league plays.
	Standard
)

// String returns "freestyle" or "standard".
func (r Rule) String() string {
	if r == Standard {
		return "standard"
	}
	return "freestyle"
}

// ParseRule reads a rule's name, ignoring case.
func ParseRule(s string) (Rule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "freestyle", "free":
		return Freestyle, nil
	case "standard", "exact", "exactly5":
		return Standard, nil
	}
	return Freestyle, fmt.Errorf("unknown rule %s: want freestyle or standard", bounded.Quote(s))
}

// Gomocup returns the value of Gomocup's "INFO rule": a bit mask whose
// bit 1 means exactly five.
func (r Rule) Gomocup() int {
	if r == Standard {
		return 1
	}
	return 0
}

// RuleFromGomocup reads Gomocup's "INFO rule" mask: bit 1 is exactly five,
// bit 2 a continuous game (which changes no rule of a single game), bit 4
// renju, which this game does not play.
func RuleFromGomocup(mask int) (Rule, error) {
	if mask < 0 || mask&^7 != 0 {
		return Freestyle, fmt.Errorf("rule %d: not a Gomocup rule mask", mask)
	}
	if mask&4 != 0 {
		return Freestyle, fmt.Errorf("rule %d: renju is not supported", mask)
	}
	if mask&1 != 0 {
		return Standard, nil
	}
	return Freestyle, nil
}
