package sound_test

import (
	"math"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/gopxl/beep/v2"

	"othello/view/sound"
)

// The bounds the game's sounds keep, from the sound issue.
var bounds = []struct {
	e       sound.Effect
	longest time.Duration
}{
	{sound.Place, 600 * time.Millisecond},
	{sound.Flip, 600 * time.Millisecond},
	{sound.Illegal, 600 * time.Millisecond},
	{sound.Pass, 600 * time.Millisecond},
	{sound.NewGame, 600 * time.Millisecond},
	{sound.Win, 1500 * time.Millisecond},
	{sound.Lose, 1500 * time.Millisecond},
	{sound.Draw, 1500 * time.Millisecond},
}

const (
	fullScale = 0.95 // a peak at or above this risks clipping once mixed
	audible   = 0.02 // RMS below this would hardly be heard at full volume
	edge      = 0.01 // first and last samples must be this close to zero
	loudRatio = 2.0  // loudest to softest effect, by RMS (6 dB)
)

func TestBoundsCoverEveryEffect(t *testing.T) {
	var got []sound.Effect
	for _, b := range bounds {
		got = append(got, b.e)
	}
	for _, e := range sound.Effects() {
		found := false
		for _, g := range got {
			found = found || g == e
		}
		if !found {
			t.Errorf("no bound for effect %v", e)
		}
	}
}

func TestRender(t *testing.T) {
	for _, sr := range []beep.SampleRate{44100, 48000, 22050} {
		for _, b := range bounds {
			t.Run(b.e.String()+"/"+strconv.Itoa(int(sr)), func(t *testing.T) {
				buf := sound.Render(b.e, sr)
				if len(buf) == 0 {
					t.Fatal("rendered no samples")
				}
				if d := sr.D(len(buf)); d > b.longest {
					t.Errorf("lasts %v, want at most %v", d, b.longest)
				}
				rms, peak := sound.Levels(buf)
				if rms < audible {
					t.Errorf("RMS %.4f, want at least %v: too quiet", rms, audible)
				}
				if peak >= fullScale {
					t.Errorf("peak %.3f, want below %v", peak, fullScale)
				}
				for _, i := range []int{0, len(buf) - 1} {
					if v := math.Max(math.Abs(buf[i][0]), math.Abs(buf[i][1])); v > edge {
						t.Errorf("sample %d is %.4f: the effect would click", i, v)
					}
				}
				for i, s := range buf {
					if math.IsNaN(s[0]) || math.IsNaN(s[1]) || math.IsInf(s[0], 0) || math.IsInf(s[1], 0) {
						t.Fatalf("sample %d is %v", i, s)
					}
				}
			})
		}
	}
}

func TestLoudnessIsSimilar(t *testing.T) {
	lo, hi := math.Inf(1), 0.0
	var loE, hiE sound.Effect
	for _, e := range sound.Effects() {
		rms, _ := sound.Levels(sound.Render(e, 44100))
		if rms < lo {
			lo, loE = rms, e
		}
		if rms > hi {
			hi, hiE = rms, e
		}
	}
	if lo == 0 || hi/lo > loudRatio {
		t.Errorf("%v (RMS %.4f) is %.2f times as loud as %v (RMS %.4f); want at most %v",
			hiE, hi, hi/lo, loE, lo, loudRatio)
	}
}

func TestRenderIsRepeatable(t *testing.T) {
	for _, e := range sound.Effects() {
		if !reflect.DeepEqual(sound.Render(e, 44100), sound.Render(e, 44100)) {
			t.Errorf("%v renders differently each time", e)
		}
	}
}

func TestRenderUnknownEffect(t *testing.T) {
	for _, e := range []sound.Effect{-1, sound.Effect(len(sound.Effects())), 99} {
		if buf := sound.Render(e, 44100); buf != nil {
			t.Errorf("Render(%v) gave %d samples, want none", e, len(buf))
		}
	}
}

func TestLevels(t *testing.T) {
	tests := []struct {
		name      string
		buf       [][2]float64
		rms, peak float64
	}{
		{"empty", nil, 0, 0},
		{"silence", make([][2]float64, 10), 0, 0},
		{"constant", [][2]float64{{0.5, 0.5}, {0.5, 0.5}}, 0.5, 0.5},
		{"one channel", [][2]float64{{0, -0.8}, {0, 0.8}}, 0.8 / math.Sqrt2, 0.8},
		{"square", [][2]float64{{0.3, 0.3}, {-0.3, -0.3}}, 0.3, 0.3},
	}
	for _, tt := range tests {
		rms, peak := sound.Levels(tt.buf)
		if math.Abs(rms-tt.rms) > 1e-12 || math.Abs(peak-tt.peak) > 1e-12 {
			t.Errorf("%s: Levels = %v, %v; want %v, %v", tt.name, rms, peak, tt.rms, tt.peak)
		}
	}
}

func BenchmarkRenderAll(b *testing.B) {
	for b.Loop() {
		for _, e := range sound.Effects() {
			sound.Render(e, 44100)
		}
	}
}
