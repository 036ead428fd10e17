// What the panel says of a retried or practised position, which the
// controller holds as a game for two players.

package view

import (
	"fmt"

	"othello/controller"
)

// drillText says what the board holds in place of who plays whom while it
// shows a retry or a practice position, or the best line from one: "" for
// a game of the player's, whatever it is.
func (u *UI) drillText() string {
	r := u.retry
	if r == nil || r.saved == nil || u.snap.Settings.Mode != controller.HumanVsHuman ||
		u.snap.Game.Size() != 8 || u.snap.Game.Start() != r.pos {
		return ""
	}
	what := "Retry"
	if r.practice {
		list, _ := controller.DecodePractice(u.app.Preferences().String(keyPractice))
		what = "Practice"
		if len(list) > 0 {
			what = fmt.Sprintf("Practice (%s to go)", count(len(list), "position"))
		}
	}
	switch {
	case r.game != 0 && r.game != u.game: // 0: the retried position is being loaded
		return fmt.Sprintf("%s: the best line for %s, to step through", what, r.pos.Turn)
	case r.done || u.snap.Game.Len() > 0:
		return fmt.Sprintf("%s: playing on, both sides yours", what)
	case r.practice || r.item.Played == "":
		return fmt.Sprintf("%s: find a good move for %s", what, r.pos.Turn)
	}
	return fmt.Sprintf("%s: find a better move for %s than %s", what, r.pos.Turn, r.item.Played)
}
