// Our own players as the arbiter's players.

package engine

import (
	"context"

	"othello/model"
	"othello/strategy"
)

// Builtin is one of our 8x8 players as a Player.
func Builtin(name string, p strategy.Player) Player { return Ours(name, strategy.ForEightByEight(p)) }

// Ours is one of our players of any board size as a Player. On a clock
// it searches for the clock's budget at most, its level's own time
// ruling when shorter. It tells the steps of its search to the report
// its context carries (strategy.WithProgress), if any.
func Ours(name string, p strategy.SizedPlayer) Player { return builtin{name, p} }

type builtin struct {
	name string
	p    strategy.SizedPlayer
}

func (b builtin) Name() string { return b.name }

func (b builtin) NewGame(context.Context, *model.Game, model.TimeControl) error { return nil }

func (b builtin) Move(ctx context.Context, g *model.Game, k Clock) (strategy.SizedResult, error) {
	board := g.Sized().Board
	if k.On() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, k.Budget(board.Empties()))
		defer cancel()
	}
	return strategy.SearchSizedReporting(ctx, b.p, board, strategy.ProgressFrom(ctx)), nil
}

func (b builtin) Close() error { return nil }
