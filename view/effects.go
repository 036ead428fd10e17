package view

import (
	"time"

	"othello/controller"
	"othello/controller/session"
	"othello/view/sound"
)

// timing returns how long one disc takes to turn and the gap between the
// starts of two discs turned by the same move.
func (a AnimSpeed) timing() (perDisc, stagger time.Duration) {
	switch a {
	case AnimOff:
		return 0, 0
	case AnimFast:
		return 140 * time.Millisecond, 30 * time.Millisecond
	case AnimSlow:
		return 520 * time.Millisecond, 110 * time.Millisecond
	}
	return 280 * time.Millisecond, 60 * time.Millisecond
}

// flipGapNoAnim spaces the flip sounds when discs turn without animation,
// so a long line of flips still sounds like one.
const flipGapNoAnim = 35 * time.Millisecond

// cue is one sound effect and when to play it.
type cue struct {
	effect sound.Effect
	delay  time.Duration
}

// effectsFor decides which sounds an event makes: a placed disc, then one
// flip per turned disc at the moment the animation shows it change colour;
// a refused move; a pass; the end of the game from the human's side; a new
// game.
func effectsFor(e controller.Event, speed AnimSpeed) []cue {
	switch e.Kind {
	case session.Placed:
		cues := []cue{{sound.Place, 0}}
		perDisc, stagger := speed.timing()
		if perDisc == 0 {
			stagger = flipGapNoAnim
		}
		for i := range e.Turned {
			cues = append(cues, cue{sound.Flip, time.Duration(i)*stagger + perDisc/2})
		}
		return cues
	case session.Illegal:
		return []cue{{sound.Illegal, 0}}
	case session.Passed:
		return []cue{{sound.Pass, 0}}
	case session.GameStarted:
		return []cue{{sound.NewGame, 0}}
	case session.GameOver:
		return []cue{{endEffect(e), 0}}
	}
	return nil
}

// endEffect is Win, Lose or Draw for the person playing against the
// computer; with two people or none, any decisive result is a Win.
func endEffect(e controller.Event) sound.Effect {
	winner, decisive := e.Snapshot.Result.Winner()
	switch {
	case !decisive:
		return sound.Draw
	case e.Snapshot.Settings.Mode == controller.HumanVsComputer && winner != e.Snapshot.Settings.Human:
		return sound.Lose
	}
	return sound.Win
}

// play hands cues to the sound player.
func play(p sound.Player, cues []cue) {
	for _, c := range cues {
		p.Play(c.effect, c.delay)
	}
}
