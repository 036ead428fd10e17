package sound

// synth.go holds the effects themselves: short notes built from beep's tone
// generators, rendered once into sample buffers.

import (
	"math"
	"time"

	"github.com/gopxl/beep/v2"
	"github.com/gopxl/beep/v2/effects"
	"github.com/gopxl/beep/v2/generators"
)

// MaxPeak is the highest absolute sample of a rendered effect. It leaves
// headroom so that a placement, a few flip ticks and a fanfare can overlap
// without reaching full scale.
const MaxPeak = 0.5

// partial is one sine component of a note: its frequency as a multiple of
// the fundamental and its amplitude relative to the fundamental.
type partial struct{ ratio, amp float64 }

// Timbres. Struck objects have inharmonic partials; chimes mostly octaves.
var (
	wood  = []partial{{1, 1}, {2.76, 0.35}}
	chime = []partial{{1, 1}, {2, 0.3}, {3, 0.08}}
	pure  = []partial{{1, 1}}
)

// tone is one note of an effect.
type tone struct {
	at     time.Duration // onset from the start of the effect
	freq   float64       // fundamental in Hz
	amp    float64       // relative amplitude within the effect
	tau    time.Duration // time constant of the exponential decay
	ring   time.Duration // how long the note lasts before it is faded out
	timbre []partial
	// triangle selects a softer, hollow wave instead of sines.
	triangle bool
}

// recipe describes an effect: its notes, its length and its loudness.
type recipe struct {
	length time.Duration
	rms    float64 // target loudness after rendering
	tones  []tone
}

// Note frequencies in Hz (equal temperament, A4 = 440).
const (
	c4, eb4, g4            = 261.63, 311.13, 392.00
	c5, d5, e5, g5, c6, e6 = 523.25, 587.33, 659.26, 783.99, 1046.50, 1318.51
)

const ms = time.Millisecond

var recipes = [numEffects]recipe{
	// A wooden knock: low body, a brighter knock and a brief click on top.
	Place: {length: 160 * ms, rms: 0.10, tones: []tone{
		{freq: 170, amp: 1, tau: 45 * ms, ring: 160 * ms, timbre: pure},
		{freq: 620, amp: 0.6, tau: 18 * ms, ring: 120 * ms, timbre: wood},
		{freq: 2400, amp: 0.25, tau: 4 * ms, ring: 40 * ms, timbre: pure},
	}},
	// A soft, high, very short tick, played once per turned disc.
	Flip: {length: 45 * ms, rms: 0.07, tones: []tone{
		{freq: 1500, amp: 1, tau: 6 * ms, ring: 45 * ms, timbre: wood},
	}},
	// Two low, dull notes falling: "no".
	Illegal: {length: 320 * ms, rms: 0.09, tones: []tone{
		{freq: 220, amp: 1, tau: 90 * ms, ring: 140 * ms, timbre: pure, triangle: true},
		{at: 150 * ms, freq: 185, amp: 1, tau: 90 * ms, ring: 170 * ms, timbre: pure, triangle: true},
	}},
	// A falling two-note chime: the turn goes back.
	Pass: {length: 560 * ms, rms: 0.10, tones: []tone{
		{freq: g5, amp: 1, tau: 150 * ms, ring: 220 * ms, timbre: chime},
		{at: 200 * ms, freq: d5, amp: 1, tau: 170 * ms, ring: 360 * ms, timbre: chime},
	}},
	// A rising major arpeggio ending on a held octave.
	Win: {length: 1300 * ms, rms: 0.10, tones: []tone{
		{freq: c5, amp: 0.9, tau: 160 * ms, ring: 300 * ms, timbre: chime},
		{at: 120 * ms, freq: e5, amp: 0.9, tau: 160 * ms, ring: 300 * ms, timbre: chime},
		{at: 240 * ms, freq: g5, amp: 0.9, tau: 160 * ms, ring: 300 * ms, timbre: chime},
		{at: 360 * ms, freq: c6, amp: 1, tau: 380 * ms, ring: 940 * ms, timbre: chime},
		{at: 360 * ms, freq: e6, amp: 0.4, tau: 300 * ms, ring: 940 * ms, timbre: chime},
	}},
	// A slow falling minor line, in a softer voice.
	Lose: {length: 1350 * ms, rms: 0.10, tones: []tone{
		{freq: g4, amp: 1, tau: 220 * ms, ring: 330 * ms, timbre: chime, triangle: true},
		{at: 250 * ms, freq: eb4, amp: 1, tau: 220 * ms, ring: 330 * ms, timbre: chime, triangle: true},
		{at: 500 * ms, freq: c4, amp: 1, tau: 420 * ms, ring: 850 * ms, timbre: chime, triangle: true},
	}},
	// Up and back down to where it started: neither side ahead.
	Draw: {length: 1000 * ms, rms: 0.10, tones: []tone{
		{freq: g4, amp: 1, tau: 160 * ms, ring: 230 * ms, timbre: chime},
		{at: 180 * ms, freq: c5, amp: 1, tau: 160 * ms, ring: 230 * ms, timbre: chime},
		{at: 360 * ms, freq: g4, amp: 1, tau: 300 * ms, ring: 640 * ms, timbre: chime},
	}},
	// A quick rising fifth: let's go.
	NewGame: {length: 420 * ms, rms: 0.10, tones: []tone{
		{freq: c5, amp: 1, tau: 110 * ms, ring: 160 * ms, timbre: chime},
		{at: 130 * ms, freq: g5, amp: 1, tau: 150 * ms, ring: 290 * ms, timbre: chime},
	}},
}

// Render synthesises effect e at sample rate sr and returns its samples,
// scaled to the effect's loudness and never above MaxPeak. It needs no audio
// device. An unknown effect renders as nil.
func Render(e Effect, sr beep.SampleRate) [][2]float64 {
	if e < 0 || e >= numEffects || sr <= 0 {
		return nil
	}
	r := recipes[e]
	notes := make([]beep.Streamer, 0, len(r.tones))
	for _, t := range r.tones {
		notes = append(notes, beep.Seq(generators.Silence(sr.N(t.at)), note(sr, t)))
	}
	out := make([][2]float64, sr.N(r.length))
	// The mix stops when its notes do; the tail of out stays silent.
	src := beep.Take(len(out), beep.Mix(notes...))
	for filled := 0; filled < len(out); {
		n, ok := src.Stream(out[filled:])
		filled += n
		if !ok {
			break
		}
	}
	normalise(out, r.rms)
	return out
}

// note renders one tone: its partials mixed, shaped by an envelope.
func note(sr beep.SampleRate, t tone) beep.Streamer {
	var parts []beep.Streamer
	for _, p := range t.timbre {
		f := t.freq * p.ratio
		gen := generators.SineTone
		if t.triangle {
			gen = generators.TriangleTone
		}
		s, err := gen(sr, f)
		if err != nil {
			// Above the Nyquist frequency of a low sample rate: the partial
			// cannot be represented, so it is left out.
			continue
		}
		// Gain multiplies by 1+Gain.
		parts = append(parts, &effects.Gain{Streamer: s, Gain: p.amp*t.amp - 1})
	}
	return newEnvelope(sr, beep.Mix(parts...), t.tau, t.ring)
}

// envelope shapes a sustained tone into a struck one: a short linear attack
// (so the onset does not click), an exponential decay, and a short linear
// fade to zero at the end (so cutting the tone does not click either).
type envelope struct {
	s            beep.Streamer
	i, n         int     // current and total sample count
	attack, fade int     // in samples
	level, decay float64 // current decay level and its per-sample factor
}

func newEnvelope(sr beep.SampleRate, s beep.Streamer, tau, length time.Duration) *envelope {
	return &envelope{
		s:      s,
		n:      sr.N(length),
		attack: max(1, sr.N(2*ms)),
		fade:   max(1, sr.N(8*ms)),
		level:  1,
		decay:  math.Exp(-1 / (tau.Seconds() * float64(sr))),
	}
}

func (e *envelope) Stream(samples [][2]float64) (int, bool) {
	if e.i >= e.n {
		return 0, false
	}
	samples = samples[:min(len(samples), e.n-e.i)]
	n, ok := e.s.Stream(samples)
	for k := range samples[:n] {
		g := e.level
		if e.i < e.attack {
			g *= float64(e.i) / float64(e.attack)
		}
		if left := e.n - e.i; left < e.fade {
			g *= float64(left) / float64(e.fade)
		}
		samples[k][0] *= g
		samples[k][1] *= g
		e.level *= e.decay
		e.i++
	}
	return n, ok
}

func (e *envelope) Err() error { return e.s.Err() }

// normalise scales buf to the given RMS, then down again if that would push
// its peak above MaxPeak.
func normalise(buf [][2]float64, rms float64) {
	cur, peak := Levels(buf)
	if cur == 0 {
		return
	}
	g := rms / cur
	if peak*g > MaxPeak {
		g = MaxPeak / peak
	}
	for i := range buf {
		buf[i][0] *= g
		buf[i][1] *= g
	}
}

// Levels returns the root mean square and the peak absolute value of buf
// over both channels.
func Levels(buf [][2]float64) (rms, peak float64) {
	if len(buf) == 0 {
		return 0, 0
	}
	var sum float64
	for _, s := range buf {
		for _, v := range s {
			sum += v * v
			peak = max(peak, math.Abs(v))
		}
	}
	return math.Sqrt(sum / float64(2*len(buf))), peak
}
