// A demo held while the window reviews its moves, in both games.

package shown

import "othello/controller/session"

// DemoHold pauses a demo under way while the window reviews its moves,
// and lets it go on when the review ends: the demo played on unseen
// behind the review, and its game-over box named a five the position on
// show did not have. A demo the person paused stays paused.
type DemoHold struct{ held bool }

// Review holds s's demo, if one is under way, as a review starts.
func (h *DemoHold) Review(s session.Session) {
	if st := s.State(); !h.held && st.Demo && !st.Paused && !st.Over && s.Pause() {
		h.held = true
	}
}

// Live lets the demo the review held go on.
func (h *DemoHold) Live(s session.Session) {
	if h.held {
		h.held = false
		if s.State().Paused {
			s.Resume()
		}
	}
}

// Forget drops the hold without resuming: the review ended another way
// (the game played on from the position reviewed, replaced, or taken
// back).
func (h *DemoHold) Forget() { h.held = false }
