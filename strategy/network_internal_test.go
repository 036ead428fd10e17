// Tests of the evaluation network: quantised against float, symmetric,
// incremental, its file and its kind; with the random networks the tests share.

package strategy

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"othello/model"
)

// randomNetworkParams returns a network whose every weight is drawn, at
// magnitudes like a trained one's, so that every lane and unit matters.
func randomNetworkParams(seed uint64) *NetworkParams {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	u := func() float64 { return rng.Float64()*2 - 1 }
	np := NewNetworkParams(u)
	for i := range np.Emb {
		np.Emb[i] = float32(u() * 0.08)
	}
	for i := range np.W3 {
		np.W3[i] = float32(u() * 8)
	}
	for i := range np.B3 {
		np.B3[i] = float32(u() * 2)
	}
	np.Clip()
	return np
}

// testNetwork quantises a random network over random pattern weights,
// written to a file and read back, so that it is named by its file.
func testNetwork(t testing.TB, seed uint64) (*NetworkWeights, *NetworkParams) {
	t.Helper()
	base := roundTrip(t, randomWeights(seed))
	np := randomNetworkParams(seed + 1)
	return np.Quantise(base, base.fileCRC), np
}

// The rows NetworkFeatures names, summed by the float network, give what
// the integer network adds to the pattern evaluation, within the rounding
// of its weights.
func TestNetworkQuantisedMatchesFloat(t *testing.T) {
	nw, np := testNetwork(t, 11)
	feats := make([]uint16, netSlots)
	rows := make([]int32, netSlots)
	var act NetworkActivations
	var sum, worst float64
	n := 0
	for _, b := range randomBoards(12, 3000) {
		if b.GameOver() {
			continue
		}
		lin := nw.base.Evaluate(b)
		ph := NetworkFeatures(b, lin, feats)
		for s, v := range feats {
			rows[s] = int32(NetworkRow(s, v))
		}
		want := float64(lin)/ScoreScale + float64(np.Forward(rows, ph, &act))
		want = max(-63.99, min(want, 63.99))
		got := float64(nw.Evaluate(b)) / ScoreScale
		d := math.Abs(got - want)
		sum += d
		worst = max(worst, d)
		n++
	}
	// the embeddings' rounding (1/256 in 55 rows) dominates: about 0.06
	// disc on average with these large output weights, a hundredth of
	// the evaluation's own error
	if mean := sum / float64(n); mean > 0.1 || worst > 0.5 {
		t.Errorf("quantised against float on %d positions: mean error %.3f discs, worst %.3f; want at most 0.1 and 0.5", n, mean, worst)
	}
	if worst == 0 {
		t.Error("quantised and float agree exactly: the test compares nothing")
	}
}

func TestNetworkIsSymmetric(t *testing.T) {
	nw, _ := testNetwork(t, 13)
	checkSymmetric(t, nw.Evaluate, randomBoards(14, 2000))
}

// The network's score from pattern indices updated move by move, as the
// search keeps them, equals its score read afresh from the bitboards, and
// a search with it equals a plain negamax over Evaluate.
func TestNetworkIncrementalMatchesScratch(t *testing.T) {
	nw, _ := testNetwork(t, 15)
	rng := rand.New(rand.NewPCG(16, 17))
	for game := range 40 {
		b := model.StartBoard()
		var st patState
		st.init(b)
		for !b.GameOver() {
			if got, want := nw.evaluateState(b, &st), nw.Evaluate(b); got != want {
				t.Fatalf("game %d:\n%s\nupdated indices score %d, fresh ones %d", game, model.Position{Board: b}.Diagram(), got, want)
			}
			moves := model.SquaresOf(b.Moves())
			var next patState
			if len(moves) == 0 {
				next.pass(&st)
				b = b.Pass()
			} else {
				sq := moves[rng.IntN(len(moves))]
				f := b.Flips(sq)
				next.play(&st, sq, f)
				b = b.PlayFlips(sq, f)
			}
			st = next
		}
	}
	e := newEngine(nw, 16)
	for i, b := range randomBoards(18, 400) {
		if i%7 != 0 || b.GameOver() {
			continue
		}
		e.begin(context.Background(), time.Time{})
		if got, want := e.pvs(b, 3, -scoreInf, scoreInf), networkNegamax(nw, b, 3); got != want {
			t.Fatalf("depth 3 of\n%s\nsearch %d, negamax %d", model.Position{Board: b}.Diagram(), got, want)
		}
	}
}

// A network file reads back as written; a damaged one is refused with
// the reason.
func TestNetworkFile(t *testing.T) {
	nw, _ := testNetwork(t, 19)
	var buf bytes.Buffer
	if _, err := nw.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	file := buf.Bytes()
	if !IsNetworkFile(file) {
		t.Fatal("IsNetworkFile: a network file not recognised")
	}
	back, err := ParseNetwork(file, nw.base)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range randomBoards(20, 500) {
		if got, want := back.Evaluate(b), nw.Evaluate(b); got != want {
			t.Fatalf("read back:\n%s\nscores %d, written %d", model.Position{Board: b}.Diagram(), got, want)
		}
	}
	raw := nw.marshal()
	gz := func(raw []byte) []byte {
		var b bytes.Buffer
		if _, err := writeCompressed(&b, raw); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	flipped := append([]byte(nil), raw...)
	flipped[len(flipped)-100] ^= 0x40
	version := append([]byte(nil), raw...)
	version[4] = 9
	other := randomWeights(21)
	var ob bytes.Buffer
	other.WriteTo(&ob)
	otherBase, _ := ParsePatternWeights(ob.Bytes())
	for _, c := range []struct {
		name string
		file []byte
		base *PatternWeights
		want string
	}{
		{"not gzip", []byte("hello"), nw.base, "not a network file"},
		{"bad magic", gz(append([]byte("XXXX"), raw[4:]...)), nw.base, "bad magic"},
		{"version", gz(version), nw.base, "format version 9"},
		{"truncated", gz(raw[:len(raw)-10]), nw.base, "truncated or padded"},
		{"padded", gz(append(append([]byte(nil), raw...), 0)), nw.base, "truncated or padded"},
		{"flipped bit", gz(flipped), nw.base, "checksum mismatch"},
		{"other base", file, otherBase, "not these"},
		{"pattern file", ob.Bytes(), nw.base, "bad magic"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseNetwork(c.file, c.base)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error saying %q", err, c.want)
			}
		})
	}
}

// LoadEvaluator tells a network file from pattern weights, and the
// network kind falls back to the trained evaluation when no network is
// shipped, saying why.
func TestNetworkKind(t *testing.T) {
	k, err := ParseEvalKind("Network")
	if err != nil || k != Network || k.String() != "network" {
		t.Fatalf("ParseEvalKind(Network) = %v, %v", k, err)
	}
	ev, err := Evaluation(Network)
	if shippedNetworkFile() == nil {
		if err == nil || ev.Name() != "trained" {
			t.Errorf("no network shipped: Evaluation(Network) = %s, %v; want the trained one and the reason", ev.Name(), err)
		}
	} else if err != nil || ev.Name() != "network" {
		t.Errorf("Evaluation(Network) = %s, %v", ev.Name(), err)
	}
}

// A network whose output layer is zero (as training starts) scores every
// position as the pattern evaluation it corrects.
func TestNetworkOfZeroOutputIsItsBase(t *testing.T) {
	_, np := testNetwork(t, 26)
	for i := range np.W3 {
		np.W3[i] = 0
	}
	for i := range np.B3 {
		np.B3[i] = 0
	}
	base := randomWeights(27)
	nw := np.Quantise(base, 0)
	for _, b := range randomBoards(28, 3000) {
		if got, want := nw.Evaluate(b), base.Evaluate(b); got != want {
			t.Fatalf("\n%s\nscores %d, its base %d", model.Position{Board: b}.Diagram(), got, want)
		}
	}
}
