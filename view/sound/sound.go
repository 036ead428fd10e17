package sound

import (
	"fmt"
	"time"
)

// Effect is one of the game's sound effects.
type Effect int

// The effects.
const (
	Place   Effect = iota // a disc is placed
	Flip                  // one disc turns over (played once per flipped disc)
	Illegal               // a move was refused
	Pass                  // a side had to pass
	Win                   // the human won
	Lose                  // the human lost
	Draw                  // the game ended level
	NewGame               // a new game starts

	numEffects // the number of effects; keep last
)

// Effects lists every effect, in order.
func Effects() []Effect {
	es := make([]Effect, numEffects)
	for i := range es {
		es[i] = Effect(i)
	}
	return es
}

var effectNames = [numEffects]string{"Place", "Flip", "Illegal", "Pass", "Win", "Lose", "Draw", "NewGame"}

func (e Effect) String() string {
	if e < 0 || e >= numEffects {
		return fmt.Sprintf("Effect(%d)", int(e))
	}
	return effectNames[e]
}

// Player plays effects. Every method returns at once and is safe to call
// from any goroutine.
type Player interface {
	// Play starts e after delay (0 for now), mixed over anything playing.
	Play(e Effect, delay time.Duration)
	// SetVolume sets the volume from 0 (silent) to 1 (full).
	SetVolume(v float64)
	// SetEnabled turns all sound on or off.
	SetEnabled(on bool)
}

// Silent returns a Player that plays nothing.
func Silent() Player { return silent{} }

type silent struct{}

func (silent) Play(Effect, time.Duration) {}
func (silent) SetVolume(float64)          {}
func (silent) SetEnabled(bool)            {}
