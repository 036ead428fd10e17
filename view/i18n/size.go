// A board's size in words.

package i18n

import "fmt"

// BoardSize names a board of n squares or points a side as the window
// writes it in every language and for both games: "8×8", "15×15", with
// the multiplication sign of the rules (files and the clipboard keep
// their own "8x8").
func BoardSize(n int) string { return fmt.Sprintf("%d×%d", n, n) }
