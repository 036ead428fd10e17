package sound_test

import (
	"math"
	"sync"
	"testing"
	"time"

	"github.com/gopxl/beep/v2"

	"othello/view/sound"
)

const sr beep.SampleRate = 44100

// pull streams n samples from m in chunks of the given size, as a device
// would, checking that the mixer never ends or falls short.
func pull(t testing.TB, m *sound.Mixer, n, chunk int) [][2]float64 {
	t.Helper()
	out := make([][2]float64, n)
	for at := 0; at < n; at += chunk {
		want := min(chunk, n-at)
		got, ok := m.Stream(out[at : at+want])
		if got != want || !ok {
			t.Fatalf("Stream at sample %d gave %d, %v; want %d, true", at, got, ok, want)
		}
	}
	return out
}

// rendered memoises sound.Render at the test sample rate: rendering is
// slow under the race detector.
var rendered = func() func(sound.Effect) [][2]float64 {
	var mu sync.Mutex
	memo := map[sound.Effect][][2]float64{}
	return func(e sound.Effect) [][2]float64 {
		mu.Lock()
		defer mu.Unlock()
		if memo[e] == nil {
			memo[e] = sound.Render(e, sr)
		}
		return memo[e]
	}
}()

// mixOf adds clip into buf from sample offset on.
func mixOf(buf [][2]float64, clip [][2]float64, offset int) {
	for i, s := range clip {
		if offset+i < len(buf) {
			buf[offset+i][0] += s[0]
			buf[offset+i][1] += s[1]
		}
	}
}

// sameSamples reports the first sample where got and want differ by more
// than rounding, or -1.
func sameSamples(got, want [][2]float64) int {
	if len(got) != len(want) {
		return min(len(got), len(want))
	}
	for i := range got {
		if math.Abs(got[i][0]-want[i][0]) > 1e-9 || math.Abs(got[i][1]-want[i][1]) > 1e-9 {
			return i
		}
	}
	return -1
}

func TestSilentUntilPlayed(t *testing.T) {
	m := sound.NewMixer(sr)
	if rms, _ := sound.Levels(pull(t, m, 5000, 512)); rms != 0 {
		t.Errorf("idle mixer has RMS %v, want silence", rms)
	}
}

func TestEffectsMixInsteadOfQueueing(t *testing.T) {
	tests := []struct {
		name  string
		plays []sound.Effect
	}{
		{"place and win", []sound.Effect{sound.Place, sound.Win}},
		{"same effect twice", []sound.Effect{sound.Pass, sound.Pass}},
		{"place, flip, illegal", []sound.Effect{sound.Place, sound.Flip, sound.Illegal}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := sound.NewMixer(sr)
			longest := 0
			for _, e := range tt.plays {
				longest = max(longest, len(rendered(e)))
			}
			// Played, then pulled at once: an effect late by more than
			// a pull and two frames would be dropped.
			for _, e := range tt.plays {
				m.Play(e, 0)
			}
			// One sample longer than the longest effect: queued effects
			// would still be playing there.
			want := make([][2]float64, longest+1)
			for _, e := range tt.plays {
				mixOf(want, rendered(e), 0)
			}
			if i := sameSamples(pull(t, m, len(want), 700), want); i >= 0 {
				t.Errorf("output differs from the sum of the effects at sample %d", i)
			}
		})
	}
}

func TestDelayedEffectStartsAtItsSample(t *testing.T) {
	tests := []struct {
		name    string
		preroll int // samples streamed before Play
		delay   time.Duration
		chunk   int
	}{
		{"now", 0, 0, 512},
		{"after 100ms", 0, 100 * time.Millisecond, 512},
		{"after 100ms, sample by sample", 0, 100 * time.Millisecond, 1},
		{"mid-stream, odd chunks", 1234, 37 * time.Millisecond, 333},
		{"mid-stream, delay inside one chunk", 1000, time.Millisecond, 4096},
		{"negative delay plays now", 600, -time.Second, 256},
	}
	place := rendered(sound.Place)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := sound.NewMixer(sr)
			pull(t, m, tt.preroll, 100)
			m.Play(sound.Place, tt.delay)
			offset := sr.N(max(0, tt.delay))
			want := make([][2]float64, offset+len(place)+10)
			mixOf(want, place, offset)
			if i := sameSamples(pull(t, m, len(want), tt.chunk), want); i >= 0 {
				t.Errorf("output differs at sample %d; the effect should start at sample %d", i, offset)
			}
		})
	}
}

func TestStaggeredFlipsKeepTheirSpacing(t *testing.T) {
	const flips, gap = 6, 40 * time.Millisecond
	tick := rendered(sound.Flip)
	want := make([][2]float64, sr.N(flips*gap)+len(tick)+1)
	mixOf(want, rendered(sound.Place), 0)
	for k := range flips {
		mixOf(want, tick, sr.N(time.Duration(k+1)*gap))
	}
	m := sound.NewMixer(sr)
	m.Play(sound.Place, 0)
	for k := range flips {
		m.Play(sound.Flip, time.Duration(k+1)*gap)
	}
	if i := sameSamples(pull(t, m, len(want), 441), want); i >= 0 {
		t.Errorf("output differs from evenly spaced ticks at sample %d", i)
	}
}

func TestVolumeScalesAmplitude(t *testing.T) {
	ref := rendered(sound.Win)
	tests := []struct {
		volume, gain float64
	}{
		{1, 1},
		{0.5, 0.25},
		{0.2, 0.04},
		{0, 0},
		{-3, 0}, // clamped
		{7, 1},  // clamped
	}
	for _, tt := range tests {
		m := sound.NewMixer(sr)
		m.SetVolume(tt.volume)
		m.Play(sound.Win, 0)
		got := pull(t, m, len(ref), 512)
		want := make([][2]float64, len(ref))
		for i, s := range ref {
			want[i] = [2]float64{s[0] * tt.gain, s[1] * tt.gain}
		}
		if i := sameSamples(got, want); i >= 0 {
			t.Errorf("volume %v: sample %d is %v, want %v", tt.volume, i, got[i], want[i])
		}
	}
}

func TestDisabledIsSilent(t *testing.T) {
	m := sound.NewMixer(sr)
	m.SetEnabled(false)
	for _, e := range sound.Effects() {
		m.Play(e, 0)
		m.Play(e, 10*time.Millisecond)
	}
	if rms, _ := sound.Levels(pull(t, m, sr.N(2*time.Second), 512)); rms != 0 {
		t.Errorf("disabled mixer has RMS %v, want silence", rms)
	}
	// Effects played while off must not surface when sound comes back.
	m.SetEnabled(true)
	if rms, _ := sound.Levels(pull(t, m, sr.N(time.Second), 512)); rms != 0 {
		t.Errorf("effects played while off were heard after turning on (RMS %v)", rms)
	}
	m.Play(sound.Place, 0)
	if rms, _ := sound.Levels(pull(t, m, sr.N(200*time.Millisecond), 512)); rms == 0 {
		t.Error("re-enabled mixer stays silent")
	}
}

func TestSoundOffStopsWhatIsPlaying(t *testing.T) {
	m := sound.NewMixer(sr)
	m.Play(sound.Win, 0)
	pull(t, m, 3000, 500)
	m.SetEnabled(false)
	pull(t, m, sr.N(100*time.Millisecond), 500)
	m.SetEnabled(true)
	if rms, _ := sound.Levels(pull(t, m, sr.N(1500*time.Millisecond), 500)); rms != 0 {
		t.Errorf("a fanfare cut by turning sound off resumed when it came back (RMS %v)", rms)
	}
}

// gains recovers the gain the mixer applied to each sample of ref, where ref
// is loud enough to tell.
func gains(got, ref [][2]float64) (at []int, g []float64) {
	for i := range ref {
		if math.Abs(ref[i][0]) > 0.02 {
			at = append(at, i)
			g = append(g, got[i][0]/ref[i][0])
		}
	}
	return at, g
}

func TestVolumeChangesWithoutClicks(t *testing.T) {
	const (
		maxStep = 0.01                  // gain change per sample: 100 samples from full to nothing at least
		settle  = 50 * time.Millisecond // a change is complete within this
	)
	tests := []struct {
		name   string
		change func(m *sound.Mixer)
		final  float64
	}{
		{"volume down", func(m *sound.Mixer) { m.SetVolume(0.5) }, 0.25},
		{"volume to zero", func(m *sound.Mixer) { m.SetVolume(0) }, 0},
		{"sound off", func(m *sound.Mixer) { m.SetEnabled(false) }, 0},
	}
	ref := rendered(sound.Win)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := sound.NewMixer(sr)
			m.Play(sound.Win, 0)
			const before = 2000
			head := pull(t, m, before, 500)
			tt.change(m)
			got := append(head, pull(t, m, len(ref)-before, 500)...)
			at, g := gains(got, ref)
			for k := 1; k < len(g); k++ {
				step := math.Abs(g[k]-g[k-1]) / float64(at[k]-at[k-1])
				if step > maxStep+1e-9 {
					t.Fatalf("gain jumps from %.3f to %.3f at sample %d", g[k-1], g[k], at[k])
				}
			}
			for k := range g {
				if at[k] > before+sr.N(settle) && math.Abs(g[k]-tt.final) > 1e-9 {
					t.Fatalf("gain at sample %d is %.4f, want %v by then", at[k], g[k], tt.final)
				}
			}
		})
	}
}

func TestConcurrentUse(t *testing.T) {
	m := sound.NewMixer(sr)
	stop := make(chan struct{})
	var streamed sync.WaitGroup
	streamed.Add(1)
	go func() {
		defer streamed.Done()
		buf := make([][2]float64, 256)
		for {
			select {
			case <-stop:
				return
			default:
				m.Stream(buf)
			}
		}
	}()
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 300 {
				m.Play(sound.Effect((g+i)%len(sound.Effects())), time.Duration(i%5)*time.Millisecond)
				m.SetVolume(float64(i%11) / 10)
				m.SetEnabled(i%7 != 0)
			}
		}()
	}
	wg.Wait()
	close(stop)
	streamed.Wait()

	m.SetEnabled(true)
	m.SetVolume(1)
	m.Play(sound.Place, 0)
	out := pull(t, m, sr.N(200*time.Millisecond), 512)
	rms, peak := sound.Levels(out)
	if rms == 0 || math.IsNaN(peak) {
		t.Errorf("after concurrent use: RMS %v, peak %v; want sound", rms, peak)
	}
}

func TestUnknownEffectIsIgnored(t *testing.T) {
	m := sound.NewMixer(sr)
	m.Play(sound.Effect(-1), 0)
	m.Play(sound.Effect(100), 0)
	if rms, _ := sound.Levels(pull(t, m, 2000, 512)); rms != 0 {
		t.Errorf("unknown effects made sound (RMS %v)", rms)
	}
}

// BenchmarkStreamBusy streams 512 samples (12 ms) while effects keep
// arriving, so the mixer runs at its voice limit: the worst case for the
// audio thread.
func BenchmarkStreamBusy(b *testing.B) {
	m := sound.NewMixer(sr)
	buf := make([][2]float64, 512)
	for b.Loop() {
		for range 8 {
			m.Play(sound.Win, 0)
		}
		m.Stream(buf)
	}
}

// BenchmarkPlay is the cost on the caller's side of one effect, with the
// single sample of streaming that admits it.
func BenchmarkPlay(b *testing.B) {
	m := sound.NewMixer(sr)
	buf := make([][2]float64, 512)
	for b.Loop() {
		m.Play(sound.Flip, 0)
		m.Stream(buf[:1])
	}
}
