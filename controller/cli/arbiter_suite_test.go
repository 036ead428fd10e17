package cli

import (
	"context"
	"fmt"
	"testing"
	"time"

	"othello/controller/arbiter"
	"othello/controller/controllertest"
	"othello/controller/engine"
	gc "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// scriptedPerson is a scripted person: on its turn it plays the first legal
// move in reading order, as a person following a script would.
type scriptedPerson struct{}

func (scriptedPerson) Name() string                                                  { return "person" }
func (scriptedPerson) NewGame(context.Context, *model.Game, model.TimeControl) error { return nil }
func (scriptedPerson) Close() error                                                  { return nil }
func (scriptedPerson) Move(_ context.Context, g *model.Game, _ arbiter.Clock) (strategy.SizedResult, error) {
	if g.MustPass() {
		return strategy.SizedResult{Move: model.CellPass}, nil
	}
	return strategy.SizedResult{Move: g.Sized().Board.MoveCells()[0]}, nil
}

// Every kind of player plays every other through the one game loop, on
// 6x6, 8x8 and 10x10: our level, random, a scripted person, and our own
// binary as a program speaking GTP and the line protocol (every size)
// and NBoard (8x8, as its specification is); each game is played out,
// on a clock for the programs, with no forfeit and no process left.
func TestEveryPlayerKindOthello(t *testing.T) {
	gtpLine, word := ourselves(t, "gtp", "--level", "easy")
	nboardLine, _ := ourselves(t, "nboard")
	playLine, _ := ourselves(t, "play", "--level", "easy")
	spec := func(s string) engine.Config {
		c, _, err := engine.ParseSpec(s)
		if err != nil {
			t.Fatal(err)
		}
		c.Depth = 2
		return c
	}
	kinds := []struct {
		name  string
		on8   bool // 8x8 only
		clock bool
		make  func(n int, seed uint64) engine.Player
	}{
		{"level", false, false, func(n int, seed uint64) engine.Player {
			return engine.Ours("easy", strategy.NewSizedPlayer(n, level.Easy, level.AlphaBeta, seed))
		}},
		{"random", false, false, func(_ int, seed uint64) engine.Player { return engine.Ours("random", strategy.NewSizedRandom(seed)) }},
		{"person", false, false, func(int, uint64) engine.Player { return scriptedPerson{} }},
		{"gtp", false, true, func(int, uint64) engine.Player { return engine.New(spec("gtp:" + gtpLine)) }},
		{"nboard", true, true, func(int, uint64) engine.Player { return engine.New(spec("nboard:" + nboardLine)) }},
		{"line", false, false, func(int, uint64) engine.Player { return engine.New(spec("play:" + playLine)) }},
	}
	for _, n := range []int{6, 8, 10} {
		for i, a := range kinds {
			for _, b := range kinds[i+1:] {
				if n != 8 && (a.on8 || b.on8) {
					continue
				}
				t.Run(fmt.Sprintf("%dx%d/%s-%s", n, n, a.name, b.name), func(t *testing.T) {
					black, white := a.make(n, 1), b.make(n, 2)
					defer black.Close()
					defer white.Close()
					var clocks [2]model.TimeControl
					for i, k := range []bool{a.clock, b.clock} {
						if k {
							clocks[i] = model.TimeControl{Main: time.Minute, Increment: time.Second}
						}
					}
					start, _ := model.NewSizedGame(n)
					o := engine.Play(context.Background(), black, white, engine.Game{Start: start, Clocks: clocks})
					if o.Err != nil || o.Forfeit != nil || !o.Game.Over() {
						t.Fatalf("err %v, forfeit %+v, over %v after %s", o.Err, o.Forfeit, o.Game.Over(), o.Game.Transcript())
					}
					p := o.Game.Sized()
					if d := p.Count(model.Black) - p.Count(model.White) + winnerEmpties(p); d != o.Black {
						t.Errorf("Black's result %d; the board says %d", o.Black, d)
					}
				})
			}
		}
	}
	controllertest.CheckGone(t, controllertest.Running(word)...)
}

// firstEmpty is a scripted Gomoku person: the first empty square in
// reading order, and the first stones asked for by the opening rule.
type firstEmpty struct{}

func (firstEmpty) Name() string                                                   { return "person" }
func (firstEmpty) NewGame(context.Context, *gomoku.Game, model.TimeControl) error { return nil }
func (firstEmpty) Close() error                                                   { return nil }
func (firstEmpty) Move(_ context.Context, g *gomoku.Game, _ arbiter.Clock) (sg.Result, error) {
	return sg.Result{Move: firstEmptyOf(g, 1)[0]}, nil
}
func (firstEmpty) Choose(_ context.Context, g *gomoku.Game, q gc.Question) (gc.Choice, error) {
	if q == gc.PlaceThree {
		return gc.Choice{Moves: firstEmptyOf(g, 3)}, nil
	}
	return gc.Choice{Swap: true}, nil
}

func firstEmptyOf(g *gomoku.Game, k int) []gomoku.Square {
	var out []gomoku.Square
	for y := 0; y < g.Size() && len(out) < k; y++ {
		for x := 0; x < g.Size() && len(out) < k; x++ {
			sq := gomoku.At(x, y)
			if g.Check(sq) == nil {
				out = append(out, sq)
			}
		}
	}
	return out
}

// The same on Gomoku's 15x15, under the swap2 opening: our level,
// random, a scripted person and our own binary as a Gomocup brain, each
// against each, on clocks.
func TestEveryPlayerKindGomoku(t *testing.T) {
	brainLine, word := ourselves(t, "gomoku", "brain", "--level", "easy")
	brain, _, err := gc.ParseBrainSpec("brain:" + brainLine)
	if err != nil {
		t.Fatal(err)
	}
	kinds := []struct {
		name string
		make func(seed uint64) gc.Player
	}{
		{"level", func(seed uint64) gc.Player { return gc.Builtin("easy", sg.NewPlayer(level.Easy, seed), seed) }},
		{"random", func(seed uint64) gc.Player { return gc.Builtin("random", sg.NewRandom(seed), seed) }},
		{"person", func(uint64) gc.Player { return firstEmpty{} }},
		{"brain", func(uint64) gc.Player { return gc.NewBrain(brain) }},
	}
	for i, a := range kinds {
		for _, b := range kinds[i+1:] {
			t.Run(a.name+"-"+b.name, func(t *testing.T) {
				first, second := a.make(1), b.make(2)
				defer first.Close()
				defer second.Close()
				tc := model.TimeControl{Main: time.Minute, Increment: time.Second}
				o := gc.PlayGame(context.Background(), [2]gc.Player{first, second},
					gc.Setup{Size: 15, Rule: gomoku.Freestyle, Opening: gc.Swap2, Clocks: [2]model.TimeControl{tc, tc}})
				if o.Err != nil || o.Forfeit != nil || !o.Game.Over() {
					t.Fatalf("err %v, forfeit %+v, over %v", o.Err, o.Forfeit, o.Game.Over())
				}
				if o.Colours[0] == gomoku.NoColor || o.Colours[0] == o.Colours[1] {
					t.Errorf("colours %v", o.Colours)
				}
			})
		}
	}
	controllertest.CheckGone(t, controllertest.Running(word)...)
}
