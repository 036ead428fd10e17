// The panel's words (type words) and the move list's rows: the moves
// two by two, the row of the move a review shows marked.

package gomokuview

import (
	"fmt"

	"fyne.io/fyne/v2/widget"
)

// words are the panel's words of the game on show.
type words struct{ v *View }

func (v *View) words() words { return words{v} }

// moveRow writes row i of the move list: "1. h8 i9".
func (w words) moveRow(i int) string {
	v := w.v
	if v.st.Game == nil || 2*i >= v.st.Game.MoveCount() {
		return ""
	}
	moves, n := v.st.Game.Moves(), v.st.Game.Size()
	text := fmt.Sprintf("%d. %s", i+1, moves[2*i].Name(n))
	if 2*i+1 < len(moves) {
		text += " " + moves[2*i+1].Name(n)
	}
	return text
}

// moveRowImportance marks row i of the move list when it holds the last
// move a review shows, as Othello's score sheet marks it.
func (w words) moveRowImportance(i int) widget.Importance {
	if r := w.v.review; r > 0 && (r-1)/2 == i {
		return widget.HighImportance
	}
	return widget.MediumImportance
}

// followsEnd reports whether the move list shows the live game's last
// stone: not in a review, and once there is one.
func (w words) followsEnd() bool {
	v := w.v
	return v.review < 0 && v.st.Game != nil && v.st.Game.MoveCount() > 0
}
