// The levels' names, the same for both games.

package i18n

import (
	"fmt"
	"strings"
)

// LevelName names a level in the window's title case, such as "Medium".
func LevelName(l fmt.Stringer) string {
	switch strings.ToLower(l.String()) {
	case "easy":
		return T("Easy")
	case "medium":
		return T("Medium")
	case "hard":
		return T("Hard")
	case "expert":
		return T("Expert")
	}
	return LevelWord(l)
}

// LevelWord names a level in English, as game files write it in a
// player's name: "Othello (Medium)".
func LevelWord(l fmt.Stringer) string { return Capitalize(strings.ToLower(l.String())) }
