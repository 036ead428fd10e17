package gomoku

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"othello/controller/arbiter"
	"othello/controller/child"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// scripted is a player that answers the opening rule's questions from a
// script and moves as a random player.
type scripted struct {
	name    string
	answers []Choice
	asked   []Question
	p       sg.Player
	closes  int // how many times Close was called
}

func (s *scripted) Name() string                                                   { return s.name }
func (s *scripted) NewGame(context.Context, *gomoku.Game, model.TimeControl) error { return nil }
func (s *scripted) Close() error                                                   { s.closes++; return nil }
func (s *scripted) Move(ctx context.Context, g *gomoku.Game, _ arbiter.Clock) (sg.Result, error) {
	return s.p.Search(ctx, g.Position()), nil
}
func (s *scripted) Choose(_ context.Context, _ *gomoku.Game, q Question) (Choice, error) {
	s.asked = append(s.asked, q)
	if len(s.answers) == 0 {
		return Choice{}, errors.New("no answer scripted")
	}
	c := s.answers[0]
	s.answers = s.answers[1:]
	return c, nil
}

func sq(t *testing.T, names string) []gomoku.Square {
	t.Helper()
	m, err := gomoku.ParseMoves(names, 15)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The opening rules' dialogue: who is asked what, the stones it places,
// and the colours it settles; the game is then played to its end.
func TestOpeningDialogue(t *testing.T) {
	three := Choice{Moves: sq(t, "h8 h9 i9")}
	tests := []struct {
		name          string
		opening       Opening
		first, second []Choice
		firstAsked    []Question
		secondAsked   []Question
		colours       [2]gomoku.Color
		stones        string // the first stones of the game
	}{
		{"swap/take black", Swap, []Choice{three}, []Choice{{Swap: true}}, []Question{PlaceThree}, []Question{ChooseColour},
			[2]gomoku.Color{gomoku.White, gomoku.Black}, "h8 h9 i9"},
		{"swap/take white", Swap, []Choice{three}, []Choice{{Moves: sq(t, "j10")}}, []Question{PlaceThree}, []Question{ChooseColour},
			[2]gomoku.Color{gomoku.Black, gomoku.White}, "h8 h9 i9 j10"},
		{"swap2/place two, first takes white", Swap2, []Choice{three, {Moves: sq(t, "g7")}}, []Choice{{Moves: sq(t, "j10 g9")}},
			[]Question{PlaceThree, ChooseAfterFive}, []Question{ChooseOrPlace}, [2]gomoku.Color{gomoku.White, gomoku.Black}, "h8 h9 i9 j10 g9 g7"},
		{"swap2/place two, first takes black", Swap2, []Choice{three, {Swap: true}}, []Choice{{Moves: sq(t, "j10 g9")}},
			[]Question{PlaceThree, ChooseAfterFive}, []Question{ChooseOrPlace}, [2]gomoku.Color{gomoku.Black, gomoku.White}, "h8 h9 i9 j10 g9"},
		{"free", Free, nil, nil, nil, nil, [2]gomoku.Color{gomoku.Black, gomoku.White}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := &scripted{name: "a", answers: tt.first, p: sg.NewRandom(1)}
			b := &scripted{name: "b", answers: tt.second, p: sg.NewRandom(2)}
			var events []Event
			o := PlayGame(context.Background(), [2]Player{a, b}, Setup{Size: 15, Opening: tt.opening, OnEvent: func(e Event) { events = append(events, e) }})
			if o.Err != nil || o.Forfeit != nil {
				t.Fatalf("error %v, forfeit %+v", o.Err, o.Forfeit)
			}
			if o.Colours != tt.colours {
				t.Errorf("colours %v; want %v", o.Colours, tt.colours)
			}
			if got := gomoku.FormatMoves(o.Game.Moves(), 15); !strings.HasPrefix(got, tt.stones) {
				t.Errorf("stones %s; want them to start %s", got, tt.stones)
			}
			if !slices.Equal(a.asked, tt.firstAsked) || !slices.Equal(b.asked, tt.secondAsked) {
				t.Errorf("asked %v and %v; want %v and %v", a.asked, b.asked, tt.firstAsked, tt.secondAsked)
			}
			if !o.Game.Over() || (o.Winner >= 0) != (o.Game.Winner() != gomoku.NoColor) ||
				o.Winner >= 0 && o.Colours[o.Winner] != o.Game.Winner() {
				t.Errorf("winner %d with colours %v; the game says %v", o.Winner, o.Colours, o.Game.Winner())
			}
			if len(events) < o.Game.MoveCount() {
				t.Errorf("%d events for %d stones", len(events), o.Game.MoveCount())
			}
			// the choice that settles the colours tells of the colour taken
			for _, e := range events {
				if e.Choice != nil && e.Q != PlaceThree && (e.Choice.Swap || len(e.Choice.Moves) == 1) && e.Colour != tt.colours[e.Player] {
					t.Errorf("player %d's choice told with colour %v; it took %v", e.Player, e.Colour, tt.colours[e.Player])
				}
			}
		})
	}
}

// A wrong answer to the opening rule loses the game, with the reason.
func TestOpeningForfeits(t *testing.T) {
	three := Choice{Moves: sq(t, "h8 h9 i9")}
	tests := []struct {
		name          string
		opening       Opening
		first, second []Choice
		loser         int
		reason        string
	}{
		{"two stones to place three", Swap, []Choice{{Moves: sq(t, "h8 h9")}}, nil, 0, "answered 2 stones to the opening rule; want three stones"},
		{"a taken square", Swap, []Choice{{Moves: sq(t, "h8 h8 i9")}}, nil, 0, "placed h8 \\(7,7\\), which is illegal: the square is taken"},
		{"swap to place three", Swap, []Choice{{Swap: true}}, nil, 0, "answered SWAP when asked for the three opening stones"},
		{"two stones under swap", Swap, []Choice{three}, []Choice{{Moves: sq(t, "a1 b1")}}, 1, "want SWAP or one move"},
		{"no answer", Swap2, []Choice{three}, nil, 1, "no answer scripted"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := &scripted{name: "a", answers: tt.first, p: sg.NewRandom(1)}
			b := &scripted{name: "b", answers: tt.second, p: sg.NewRandom(2)}
			o := PlayGame(context.Background(), [2]Player{a, b}, Setup{Size: 15, Opening: tt.opening})
			f := o.Forfeit
			if f == nil || f.Player != tt.loser || o.Winner != 1-tt.loser || !matches(tt.reason, f.Reason()) {
				t.Fatalf("outcome %+v, forfeit %+v; want player %d to lose: %s", o, f, tt.loser, tt.reason)
			}
			if f.Kind() != child.Illegal {
				t.Errorf("kind %v; want %v", f.Kind(), child.Illegal)
			}
		})
	}
}

// Our own players play whole games under each rule, the opening choices
// theirs; a cancelled game is nobody's.
func TestBuiltinGames(t *testing.T) {
	for _, opening := range []Opening{Free, Swap, Swap2} {
		for _, rule := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard} {
			a := Builtin("medium", sg.NewSearch(sg.LevelConfig(level.Medium).WithNodes(5000), 1), 1)
			b := Builtin("random", sg.NewRandom(2), 2)
			o := PlayGame(context.Background(), [2]Player{a, b}, Setup{Size: 11, Rule: rule, Opening: opening})
			if o.Err != nil || o.Forfeit != nil || !o.Game.Over() {
				t.Fatalf("%s %s: error %v, forfeit %+v, over %v", opening, rule, o.Err, o.Forfeit, o.Game.Over())
			}
			if o.Winner != 0 {
				t.Errorf("%s %s: medium lost to random: %s", opening, rule, gomoku.FormatMoves(o.Game.Moves(), 11))
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	o := PlayGame(ctx, [2]Player{Builtin("r1", sg.NewRandom(1), 1), Builtin("r2", sg.NewRandom(2), 2)}, Setup{Size: 15})
	if o.Err == nil || o.Winner != -1 {
		t.Errorf("a cancelled game: %+v", o)
	}
}
