// The board's animations: the discs a move flips turning one after
// another, and how far each has turned while they run.

package othelloboard

import (
	"time"

	"fyne.io/fyne/v2"

	"othello/model"
)

// turning is the animation of the discs a move flips.
type turning struct {
	anim   *fyne.Animation
	t      float32               // 0..1 through the running animation
	start  [maxCells]float32     // when each square starts turning, as a fraction of the animation
	from   [maxCells]model.Color // the colour a turning disc shows before it turns
	on     [maxCells]bool        // squares being animated
	count  int                   // how many squares are being animated
	disc   float32               // length of one disc's turn, as a fraction of the animation
	placed model.Cell            // the disc just placed, which grows in
}

// Animate shows s after placed was played, turning the flipped discs one
// after another from colour from; perDisc is how long one disc takes to
// turn and stagger the gap between starts. A zero perDisc shows s at once.
func (b *Board) Animate(s State, placed model.Cell, flipped []model.Cell, from model.Color, perDisc, stagger time.Duration) {
	b.SetState(s)
	if perDisc <= 0 || len(flipped) == 0 {
		return
	}
	total := perDisc + time.Duration(len(flipped)-1)*stagger
	tu := &b.turning
	tu.on, tu.count = [maxCells]bool{}, 0
	for i, c := range flipped {
		if c < 0 || int(c) >= maxCells {
			continue
		}
		tu.on[c] = true
		tu.count++
		tu.start[c] = float32(time.Duration(i)*stagger) / float32(total)
		tu.from[c] = from
	}
	tu.disc = float32(perDisc) / float32(total)
	tu.placed = placed
	tu.t = 0
	var a *fyne.Animation
	a = fyne.NewAnimation(total, func(t float32) {
		if tu.anim != a {
			return // a tick of an animation already cut short
		}
		tu.t = t
		if t < 1 {
			b.Refresh()
			return
		}
		tu.anim, tu.on, tu.count, tu.placed = nil, [maxCells]bool{}, 0, model.NoCell
		b.Refresh()
		if b.OnAnimationEnd != nil {
			b.OnAnimationEnd()
		}
	})
	a.Curve = fyne.AnimationLinear
	tu.anim = a
	b.Animations.Turn(a)
}

// Animating reports whether discs are still turning.
func (b *Board) Animating() bool { return b.turning.count != 0 }

// FinishAnimation ends the running animation at once, showing its end.
func (b *Board) FinishAnimation() {
	if b.Animating() {
		b.turning.stop()
		b.Refresh()
	}
}

// stop ends the animation where it is.
func (tu *turning) stop() {
	if tu.anim != nil {
		tu.anim.Stop()
		tu.anim = nil
	}
	tu.on, tu.count, tu.placed = [maxCells]bool{}, 0, model.NoCell
}

// of returns how far disc c has turned (0..1) in the running animation.
func (tu *turning) of(c model.Cell) float32 {
	if c < 0 || int(c) >= maxCells || !tu.on[c] {
		return 1
	}
	t := (tu.t - tu.start[c]) / tu.disc
	switch {
	case t < 0:
		return 0
	case t > 1:
		return 1
	}
	return t
}
