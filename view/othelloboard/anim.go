// The board's animations: the discs a move flips turning one after
// another, and how far each has turned while they run.

package othelloboard

import (
	"time"

	"fyne.io/fyne/v2"

	"othello/model"
)

// Animate shows s after placed was played, turning the flipped discs one
// after another from colour from; perDisc is how long one disc takes to
// turn and stagger the gap between starts. A zero perDisc shows s at once.
func (b *Board) Animate(s State, placed model.Cell, flipped []model.Cell, from model.Color, perDisc, stagger time.Duration) {
	b.SetState(s)
	if perDisc <= 0 || len(flipped) == 0 {
		return
	}
	total := perDisc + time.Duration(len(flipped)-1)*stagger
	b.animOn, b.animCount = [maxCells]bool{}, 0
	for i, c := range flipped {
		if c < 0 || int(c) >= maxCells {
			continue
		}
		b.animOn[c] = true
		b.animCount++
		b.animStart[c] = float32(time.Duration(i)*stagger) / float32(total)
		b.animFrom[c] = from
	}
	b.animDisc = float32(perDisc) / float32(total)
	b.animNew = placed
	b.animT = 0
	var a *fyne.Animation
	a = fyne.NewAnimation(total, func(t float32) {
		if b.anim != a {
			return // a tick of an animation already cut short
		}
		b.animT = t
		if t < 1 {
			b.Refresh()
			return
		}
		b.anim, b.animOn, b.animCount, b.animNew = nil, [maxCells]bool{}, 0, model.NoCell
		b.Refresh()
		if b.OnAnimationEnd != nil {
			b.OnAnimationEnd()
		}
	})
	a.Curve = fyne.AnimationLinear
	b.anim = a
	b.Animations.Turn(a)
}

// Animating reports whether discs are still turning.
func (b *Board) Animating() bool { return b.animCount != 0 }

// FinishAnimation ends the running animation at once, showing its end.
func (b *Board) FinishAnimation() {
	if b.Animating() {
		b.stopAnimation()
		b.Refresh()
	}
}

func (b *Board) stopAnimation() {
	if b.anim != nil {
		b.anim.Stop()
		b.anim = nil
	}
	b.animOn, b.animCount, b.animNew = [maxCells]bool{}, 0, model.NoCell
}

// turn returns how far disc c has turned (0..1) in the running animation.
func (b *Board) turn(c model.Cell) float32 {
	if c < 0 || int(c) >= maxCells || !b.animOn[c] {
		return 1
	}
	t := (b.animT - b.animStart[c]) / b.animDisc
	switch {
	case t < 0:
		return 0
	case t > 1:
		return 1
	}
	return t
}
