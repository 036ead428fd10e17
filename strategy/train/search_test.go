package train

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"othello/model"
	"othello/strategy"
)

// One position in every is chosen, the same ones on every call, and all
// of them when every is 1.
func TestChosenForSearch(t *testing.T) {
	samples := randomSamples(3, 20000)
	for _, every := range []int{1, 4, 10} {
		n := 0
		for _, s := range samples {
			first := chosenForSearch(s.Board, every)
			if first {
				n++
			}
			if again := chosenForSearch(s.Board, every); again != first {
				t.Fatal("the choice changed between two calls")
			}
		}
		got, want := float64(n)/float64(len(samples)), 1/float64(every)
		if got < want*0.8 || got > want*1.2 {
			t.Errorf("one in %d: chose %.3f of the positions, want about %.3f", every, got, want)
		}
	}
}

// The positions searched: the chosen ones in the empties' range, each once,
// never a solved one, never one without a move.
func TestSearchPositions(t *testing.T) {
	samples := randomSamples(4, 5000)
	samples = append(samples, samples[:500]...) // positions met twice
	samples[10].Exact = true
	cfg := Config{SearchMin: 20, SearchMax: 40, SearchEvery: 3}
	got := searchPositions(cfg, samples)
	seen := map[model.Board]bool{}
	for _, b := range got {
		if e := b.Empties(); e < 20 || e > 40 || b.Moves() == 0 || !chosenForSearch(b, 3) {
			t.Errorf("searched a position of %d empties, %d moves", e, b.Mobility())
		}
		if seen[b] {
			t.Error("a position is searched twice")
		}
		seen[b] = true
	}
	if seen[samples[10].Board] {
		t.Error("a solved position is searched")
	}
	if len(got) < 200 {
		t.Errorf("only %d positions searched", len(got))
	}
}

// The labels: the search's score where the weight is 1, the game's where it
// is 0, between them in between, clipped to the board; a solved position
// and a position not searched keep their label.
func TestWithSearchLabels(t *testing.T) {
	bs := randomSamples(5, 6)
	scores := map[model.Board]int{bs[0].Board: 1230, bs[1].Board: -450, bs[2].Board: 9900, bs[3].Board: 800}
	in := []Sample{
		{Board: bs[0].Board, Label: 4},
		{Board: bs[1].Board, Label: 10},
		{Board: bs[2].Board, Label: 60},
		{Board: bs[3].Board, Label: -20, Exact: true},
		{Board: bs[4].Board, Label: 7},
	}
	cases := []struct {
		w       float64
		want    []int8
		changed int
	}{
		{1, []int8{12, -5, 64, -20, 7}, 3}, // -4.5 rounds away from zero
		{0, []int8{4, 10, 60, -20, 7}, 3},
		{0.5, []int8{8, 3, 64, -20, 7}, 3},
	}
	for _, c := range cases {
		out, changed := withSearchLabels(in, scores, c.w, false)
		for i, s := range out {
			if s.Label != c.want[i] || s.Board != in[i].Board || s.Exact != in[i].Exact {
				t.Errorf("weight %g, sample %d: label %d (exact %v), want %d", c.w, i, s.Label, s.Exact, c.want[i])
			}
		}
		if changed != c.changed {
			t.Errorf("weight %g: %d labels changed, want %d", c.w, changed, c.changed)
		}
	}
	if in[0].Label != 4 {
		t.Error("the samples given were changed")
	}
}

// The search stage scores each position as the search does, and a stopped
// stage resumes: the positions already in its cache are not searched again.
func TestSearchStageResumes(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{WorkDir: dir, Workers: 2, SearchDepth: 3, SearchMin: 30, SearchMax: 50, SearchEvery: 4}
	samples := randomSamples(6, 600)
	ev := strategy.DefaultWeights()
	scores, err := searchStage(context.Background(), cfg, ev, 7, samples)
	if err != nil {
		t.Fatal(err)
	}
	boards := searchPositions(cfg, samples)
	if len(scores) != len(boards) || len(boards) < 20 {
		t.Fatalf("%d scores for %d positions", len(scores), len(boards))
	}
	player := strategy.NewSearchWeights(strategy.Config{Depth: 3}, 1, ev)
	for _, b := range boards[:10] {
		if want := player.Search(context.Background(), b).Score; scores[b] != want {
			t.Errorf("score %d, a depth-3 search says %d", scores[b], want)
		}
	}
	// keep the first half of the cache, as if the run had stopped there
	cache := filepath.Join(dir, "search-00000007-depth3.scores")
	data, err := os.ReadFile(cache)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	half := len(lines) / 2
	if err := os.WriteFile(cache, []byte(strings.Join(lines[:half], "")+"0123"), 0o644); err != nil { // and a line cut short
		t.Fatal(err)
	}
	var searched atomic.Int64
	again, err := scoreAll(context.Background(), cfg, cache, boards, "test", func() func(model.Board) []int {
		p := strategy.NewSearchWeights(strategy.Config{Depth: 3}, 1, ev)
		return func(b model.Board) []int {
			searched.Add(1)
			return []int{p.Search(context.Background(), b).Score}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := int(searched.Load()); n != len(boards)-half {
		t.Errorf("the resumed stage searched %d positions, want the %d not in its cache", n, len(boards)-half)
	}
	// the cache now holds every position, the line cut short left apart
	reread, err := readDepthScores(cache)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range boards {
		if again[b][0] != scores[b] || len(reread[b]) != 1 || reread[b][0] != scores[b] {
			t.Fatalf("the resumed stage scores a position %v, its cache %v, the first run %d", again[b], reread[b], scores[b])
		}
	}
}

// The progress line: how far, and how long is left once work was done.
func TestMeterStatus(t *testing.T) {
	m := newMeter(Config{}, "test", 200)
	if s := m.status(); !strings.HasPrefix(s, "0/200 (0%)") || strings.Contains(s, "left") {
		t.Errorf("at the start: %q", s)
	}
	m.skip(50)
	if s := m.status(); !strings.HasPrefix(s, "50/200 (25%)") || strings.Contains(s, "left") {
		t.Errorf("with work from the cache alone: %q", s)
	}
	m.add(50)
	if s := m.status(); !strings.HasPrefix(s, "100/200 (50%)") || !strings.Contains(s, "left") {
		t.Errorf("half done: %q", s)
	}
}

// Spread: the positions of a game between two searched ones take the line
// between their scores, seen from one side (the side to move changes at
// every step, passes included); no line crosses from one game to the
// next, or over a solved position.
func TestWithSearchLabelsSpread(t *testing.T) {
	// two random games, one after the other, as the training data holds them
	var samples []Sample
	var turns []model.Color
	rng := rand.New(rand.NewPCG(8, 8))
	for range 2 {
		p := model.StartPosition()
		for !p.Board.GameOver() {
			samples = append(samples, Sample{Board: p.Board})
			turns = append(turns, p.Turn)
			moves := model.SquaresOf(p.Board.Moves())
			if len(moves) == 0 {
				p = p.Play(model.Pass)
				continue
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
	second := 0
	for i := 1; i < len(samples); i++ {
		if samples[i].Board == model.StartBoard() {
			second = i
		}
	}
	blackSign := func(i int) float64 {
		if turns[i] == model.Black {
			return 1
		}
		return -1
	}
	scores := map[model.Board]int{
		samples[10].Board: 1000, samples[16].Board: -500, // a line of 6 plies
		samples[second-2].Board: 2000, samples[second+3].Board: 3000, // across the two games
	}
	samples[second+10].Exact, samples[second+10].Label = true, 7
	scores[samples[second+6].Board], scores[samples[second+14].Board] = 100, 200 // across a solved position
	out, changed := withSearchLabels(samples, scores, 1, true)
	for j := 11; j < 16; j++ {
		t10 := float64(j-10) / 6
		black := (1-t10)*blackSign(10)*10 + t10*blackSign(16)*-5
		if want := int8(math.Round(blackSign(j) * black)); out[j].Label != want {
			t.Errorf("position %d between two searched ones: label %d, want %d", j, out[j].Label, want)
		}
	}
	for _, j := range []int{second - 1, second, second + 1, second + 2, second + 7, second + 10, second + 13} {
		if out[j].Label != samples[j].Label {
			t.Errorf("position %d: a line crossed a game's end or a solved position (label %d)", j, out[j].Label)
		}
	}
	// the 6 searched, the 5 between the first two, and the 2 between the
	// second game's first two (+3 and +6)
	if changed != 6+5+2 {
		t.Errorf("%d labels set, want 13: the 6 searched positions and the 7 between two of them", changed)
	}
	if _, n := withSearchLabels(samples, scores, 1, false); n != 6 {
		t.Errorf("without spread %d labels set, want the 6 searched", n)
	}
}
