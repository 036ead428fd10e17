package strategy

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"othello/model"
	"othello/model/modeltest"
	"othello/resources"
)

// slowImage reads x through symmetry s square by square.
func slowImage(x uint64, s int) uint64 {
	var out uint64
	for sq := model.A1; sq <= model.H8; sq++ {
		if x>>symSquare(s, sq)&1 == 1 {
			out |= 1 << sq
		}
	}
	return out
}

func TestSymImagesMatchTheSquareMaps(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		x := rng.Uint64()
		var img [8]uint64
		symImages(x, &img)
		for s := range 8 {
			if want := slowImage(x, s); img[s] != want {
				t.Fatalf("symmetry %d of %016x: got %016x, want %016x", s, x, img[s], want)
			}
		}
	}
}

func TestPatternBitsReadTheListedSquares(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 1000 {
		x := rng.Uint64()
		for pt, sqs := range patternSquares {
			var want uint64
			for k, sq := range sqs {
				want |= (x >> sq & 1) << k
			}
			if got := patternBits(pt, x); got != want {
				t.Fatalf("%s of %016x: got %b, want %b", patternNames[pt], x, got, want)
			}
		}
	}
}

// The instance counts of the Logistello/Edax family: 4 edges, 4 corner
// blocks, 8 corner rectangles, 4 of each line, 2 long diagonals, 4 of
// each shorter one.
func TestPatternInstances(t *testing.T) {
	want := [numPatterns]int{4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4}
	for pt := range numPatterns {
		if len(patternSyms[pt]) != want[pt] {
			t.Errorf("%s: %d instances, want %d", patternNames[pt], len(patternSyms[pt]), want[pt])
		}
	}
	if numInstances != 46 {
		t.Errorf("%d instances, want 46", numInstances)
	}
	// a mirrored edge shares its weight: h1..a1 read backwards
	canon := patternCanon[patEdgeX]
	i := 1       // a1 mine
	j := pow3[7] // h1 mine
	if canon[i] != canon[j] || canon[i] != uint32(min(i, j)) {
		t.Errorf("edge: a1 and h1 alone have canonical indices %d and %d", canon[i], canon[j])
	}
}

// randomWeights gives every feature a random weight, mirror images tied.
func randomWeights(seed uint64) *PatternWeights {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	v := make([][]float64, numPhases)
	for ph := range v {
		v[ph] = make([]float64, phaseWeights)
		for i := range v[ph] {
			v[ph][i] = rng.Float64()*4 - 2
		}
	}
	return NewPatternWeights(v)
}

// randomBoards returns positions along random games, passes included.
func randomBoards(seed uint64, n int) []model.Board {
	return modeltest.RandomBoards(rand.New(rand.NewPCG(seed, seed^7)), n)
}

func TestTrainedEvaluationIsSymmetric(t *testing.T) {
	checkSymmetric(t, randomWeights(5).Evaluate, randomBoards(6, 3000))
}

// checkSymmetric fails t unless evaluate scores each of the boards' seven
// mirror images and rotations as the board itself.
func checkSymmetric(t *testing.T, evaluate func(model.Board) int, boards []model.Board) {
	t.Helper()
	for _, b := range boards {
		var ip, io [8]uint64
		symImages(b.Player, &ip)
		symImages(b.Opponent, &io)
		want := evaluate(b)
		for s := 1; s < 8; s++ {
			img := model.Board{Player: ip[s], Opponent: io[s]}
			if got := evaluate(img); got != want {
				t.Fatalf("symmetry %d of\n%s\nscores %d, the original %d", s, model.Position{Board: b}.Diagram(), got, want)
			}
		}
	}
}

// Features names the weights Evaluate adds up.
func TestFeaturesAddUpToTheEvaluation(t *testing.T) {
	pw := randomWeights(7)
	out := make([]int32, NumFeatureSlots())
	for _, b := range randomBoards(8, 2000) {
		if b.GameOver() {
			continue
		}
		ph := Features(b, out)
		sum := 0
		for _, f := range out {
			sum += int(pw.byPhase[ph][f])
		}
		if got := pw.Evaluate(b); got != clampEval(sum) {
			t.Fatalf("evaluation %d, features add up to %d", got, sum)
		}
	}
}

func TestTrainedEvaluationAllocatesNothing(t *testing.T) {
	pw := randomWeights(9)
	boards := randomBoards(10, 100)
	if n := testing.AllocsPerRun(100, func() {
		for _, b := range boards {
			pw.Evaluate(b)
		}
	}); n != 0 {
		t.Errorf("%v allocations per run", n)
	}
}

func TestWeightFileRoundTrip(t *testing.T) {
	pw := randomWeights(11)
	got := roundTrip(t, pw)
	for ph := range numPhases {
		if !slices.Equal(got.byPhase[ph], pw.byPhase[ph]) {
			t.Fatalf("phase %d differs after the round trip", ph)
		}
	}
}

// roundTrip writes pw in the file format and reads it back, so that the
// weights read are named by their file.
func roundTrip(t testing.TB, pw *PatternWeights) *PatternWeights {
	t.Helper()
	var buf bytes.Buffer
	if _, err := pw.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := ParsePatternWeights(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// gzipped wraps raw in a gzip stream without compressing it: the weights
// of randomWeights do not compress, and WriteTo's compression, at its
// best, costs seconds a file under the race detector.
func gzipped(raw []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.NoCompression)
	zw.Write(raw)
	zw.Close()
	return buf.Bytes()
}

func TestDamagedWeightFilesAreRefused(t *testing.T) {
	pw := randomWeights(12)
	raw := pw.marshal()
	good := gzipped(raw)
	hl := len(patternHeader())
	flip := func(at int) []byte {
		c := append([]byte(nil), raw...)
		c[at] ^= 0x40
		return gzipped(c)
	}
	version := append([]byte(nil), raw...)
	binary.LittleEndian.PutUint16(version[4:], patternVersion+1)
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a weight file"},
		{"text", []byte("phase 0 60\n"), "not a weight file"},
		{"truncated stream", good[:len(good)/2], "damaged"},
		{"truncated weights", gzipped(raw[:len(raw)-100]), "truncated"},
		{"padded", gzipped(append(append([]byte(nil), raw...), 0, 0)), "truncated or padded"},
		{"bad magic", flip(0), "bad magic"},
		{"other version", gzipped(version), "format version"},
		{"other geometry", flip(12), "other patterns"},
		{"flipped weight", flip(hl + 8 + 1000), "checksum"},
		{"flipped checksum", flip(hl + 5), "checksum"},
	}
	if _, err := ParsePatternWeights(good); err != nil {
		t.Fatalf("the undamaged file is refused: %v", err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParsePatternWeights(c.data)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one saying %q", err, c.want)
			}
		})
	}
}

// The embedded weights load, and the trained evaluation is the default.
func TestEmbeddedWeightsLoad(t *testing.T) {
	if err := TrainedWeightsError(); err != nil {
		t.Fatal(err)
	}
	ev, err := Evaluation(Trained)
	if err != nil || ev.Name() != "trained" {
		t.Fatalf("Evaluation(Trained) = %v, %v", ev.Name(), err)
	}
	if ev, _ := Evaluation(Classic); ev.Name() != "classic" {
		t.Fatalf("Evaluation(Classic) = %v", ev.Name())
	}
}

func BenchmarkTrainedEvaluate(b *testing.B) {
	pw := randomWeights(13)
	boards := randomBoards(14, 1000)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		pw.Evaluate(boards[i%len(boards)])
	}
}

func BenchmarkClassicEvaluate(b *testing.B) {
	w := DefaultWeights()
	boards := randomBoards(14, 1000)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		w.Evaluate(boards[i%len(boards)])
	}
}

// Loading the shipped weights: gunzip, check and expand (well under 0.3 s
// is the goal).
func BenchmarkLoadTrainedWeights(b *testing.B) {
	data := resources.TrainedWeights()
	for b.Loop() {
		if _, err := ParsePatternWeights(data); err != nil {
			b.Fatal(err)
		}
	}
}

// Indices updated move by move equal indices read afresh, and so do the
// evaluations, along random games with their passes; the vector update
// (where the processor has it) gives what the Go one does, in place too.
func TestIncrementalIndicesMatchFromScratch(t *testing.T) {
	pw := randomWeights(15)
	rng := rand.New(rand.NewPCG(16, 17))
	for game := range 300 {
		b := model.StartBoard()
		var st patState
		st.init(b)
		for ply := 0; !b.GameOver(); ply++ {
			var fresh patState
			fresh.init(b)
			if st != fresh {
				t.Fatalf("game %d ply %d: incremental indices differ from fresh ones", game, ply)
			}
			if got, want := pw.evaluateState(b, &st), pw.Evaluate(b); got != want {
				t.Fatalf("game %d ply %d: %d incrementally, %d afresh", game, ply, got, want)
			}
			var next patState
			moves := model.SquaresOf(b.Moves())
			if len(moves) == 0 {
				next.pass(&st)
				b = b.Pass()
			} else {
				sq := moves[rng.IntN(len(moves))]
				f := b.Flips(sq)
				next.play(&st, sq, f)
				var slow, inPlace patState
				slow.playGo(&st, sq, f)
				inPlace = st
				inPlace.play(&inPlace, sq, f)
				if next != slow || next != inPlace {
					t.Fatalf("game %d ply %d: play (AVX2 %v), the Go update and play in place differ", game, ply, usePatAVX2)
				}
				b = b.PlayFlips(sq, f)
			}
			st = next
		}
	}
}
