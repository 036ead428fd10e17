// Playing on from an earlier position, in every game: the game as it was
// is kept, so that an Undo straight after brings it back whole.

package session

// Rewind keeps a game as it was before PlayFrom took its later moves back,
// with its clocks' record, so that an Undo straight after brings both back:
// a player who clicked an earlier move by mistake loses nothing. G is the
// game's own type. The zero Rewind keeps nothing.
type Rewind[G any] struct {
	game   G
	clocks *History
	kept   bool
}

// Keep keeps game, a copy the session no longer plays on, and the record
// of clocks as it is now.
func (r *Rewind[G]) Keep(game G, clocks *Clock) {
	*r = Rewind[G]{game: game, clocks: clocks.History(), kept: true}
}

// Kept reports whether a game is kept: Undo would bring it back.
func (r *Rewind[G]) Kept() bool { return r.kept }

// Forget drops the game kept, once the game went on another way: a move
// played, a redo, another game.
func (r *Rewind[G]) Forget() { *r = Rewind[G]{} }

// Back returns the game kept, its record put back on clocks, and forgets
// it. Kept says whether there is one.
func (r *Rewind[G]) Back(clocks *Clock) G {
	g := r.game
	clocks.Restore(r.clocks)
	r.Forget()
	return g
}
