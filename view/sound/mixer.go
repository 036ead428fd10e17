package sound

// mixer.go holds the Player that mixes effects into one stream, independent
// of any audio device: the speaker pulls from it, and so can tests.

import (
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gopxl/beep/v2"
	"github.com/gopxl/beep/v2/generators"
)

// maxVoices bounds the effects waiting or sounding at once. When nothing
// pulls the stream (a stalled device) further effects are dropped rather
// than kept without limit.
const maxVoices = 64

// maxDelay bounds how far ahead an effect can be scheduled: the game's
// delays are fractions of a second, and a runaway one must not hold a voice
// for ever.
const maxDelay = 10 * time.Second

// idleTime is how long the output stays silent before the mixer asks for
// the device to be suspended: an open stream costs processor time even
// when it carries only silence.
const idleTime = 3 * time.Second

// maxLate is how late an effect may start beyond the device's own pace (one
// pull of the stream) before it is dropped: about two frames. A stream that
// stalled (a starved process, a busy sound server) would otherwise play the
// effects it missed all at once, bunched with the ones that follow.
const maxLate = 35 * time.Millisecond

// rampTime is how long a volume change takes to reach its new level, so that
// moving the slider does not click.
const rampTime = 10 * time.Millisecond

// Mixer is a Player and a beep.Streamer: Play schedules an effect and Stream
// produces the mixed result. Play, SetVolume and SetEnabled are safe from any
// goroutine and never wait for Stream; Stream must be called from one
// goroutine at a time (the speaker does so under its lock).
type Mixer struct {
	sr    beep.SampleRate
	clips *[numEffects][][2]float64 // shared, read-only

	// Shared between the callers of Play and the streaming goroutine.
	queue   chan voice
	clock   atomic.Int64  // samples streamed so far
	volume  atomic.Uint64 // math.Float64bits of the volume, 0..1
	enabled atomic.Bool
	asleep  atomic.Bool // the stream asked for the device to be suspended
	woken   atomic.Bool // Play woke the stream; its next pull starts late, and excused
	now     func() time.Time

	// onIdle and onWake, when set, suspend and resume the device: the
	// stream calls onIdle once it has been silent for idleTime, and Play
	// calls onWake when it brings a sound to a suspended stream. Neither
	// may block.
	onIdle, onWake func()

	// Owned by the streaming goroutine.
	mix    beep.Mixer
	gain   float64
	primed bool // gain has been set once
	step   float64
	idle   int // samples of silence streamed since the last sound
}

// voice is an effect waiting to be mixed in from sample start of the
// stream; due is when it should sound.
type voice struct {
	e     Effect
	start int64
	due   time.Time
}

// NewMixer renders every effect at sample rate sr and returns a Mixer, on and
// at full volume, producing silence until something is played.
func NewMixer(sr beep.SampleRate) *Mixer {
	m := &Mixer{
		sr:    sr,
		queue: make(chan voice, maxVoices),
		step:  1 / float64(max(1, sr.N(rampTime))),
		now:   wallClock,
	}
	m.clips = clipsAt(sr)
	m.volume.Store(math.Float64bits(1))
	m.enabled.Store(true)
	return m
}

// wallClock is the time lateness is judged by (see maxLate).
var wallClock = time.Now

// clips holds the effects rendered at each sample rate used so far: they
// never change, so every Mixer at that rate can share them.
var clips = struct {
	sync.Mutex
	at map[beep.SampleRate]*[numEffects][][2]float64
}{at: map[beep.SampleRate]*[numEffects][][2]float64{}}

func clipsAt(sr beep.SampleRate) *[numEffects][][2]float64 {
	clips.Lock()
	defer clips.Unlock()
	c := clips.at[sr]
	if c == nil {
		c = new([numEffects][][2]float64)
		for _, e := range Effects() {
			c[e] = Render(e, sr)
		}
		clips.at[sr] = c
	}
	return c
}

// Play schedules e to start delay after the next sample to be streamed.
// Delays are counted in samples of the stream, so effects played together
// keep their spacing exactly. When sound is off the effect is dropped.
func (m *Mixer) Play(e Effect, delay time.Duration) {
	if e < 0 || e >= numEffects || !m.enabled.Load() {
		return
	}
	delay = min(maxDelay, max(0, delay))
	v := voice{e: e, start: m.clock.Load() + int64(m.sr.N(delay)), due: m.now().Add(delay)}
	select {
	case m.queue <- v:
	default: // full: nothing is pulling the stream, so nobody would hear it
	}
	if m.asleep.CompareAndSwap(true, false) {
		m.woken.Store(true)
		if m.onWake != nil {
			m.onWake()
		}
	}
}

// Asleep reports whether the stream, silent for a while, has asked for the
// device to be suspended and no sound has woken it since.
func (m *Mixer) Asleep() bool { return m.asleep.Load() }

// SetVolume sets the volume from 0 to 1; values outside are clamped. The
// gain is the square of the volume, so the slider's middle sounds about half
// as loud rather than barely quieter.
func (m *Mixer) SetVolume(v float64) {
	if math.IsNaN(v) {
		return
	}
	m.volume.Store(math.Float64bits(min(1, max(0, v))))
}

// SetEnabled turns sound on or off. Turning it off fades out what is playing
// and drops what is scheduled.
func (m *Mixer) SetEnabled(on bool) { m.enabled.Store(on) }

// target is the gain the output is heading for.
func (m *Mixer) target() float64 {
	if !m.enabled.Load() {
		return 0
	}
	v := math.Float64frombits(m.volume.Load())
	return v * v
}

// Stream fills samples with the mix of the effects playing. It never ends:
// between effects it streams silence.
func (m *Mixer) Stream(samples [][2]float64) (int, bool) {
	now := m.clock.Load()
	// Effects wait up to one pull for the stream; later than that and
	// maxLate, the stream has stalled. Right after waking, the device's
	// start-up is no stall.
	latest := m.now().Add(-m.sr.D(len(samples)) - maxLate)
	if m.woken.Swap(false) {
		latest = time.Time{}
	}
	m.admit(now, latest)
	m.mix.Stream(samples)

	target := m.target()
	if !m.primed {
		m.gain, m.primed = target, true
	}
	for i := range samples {
		switch {
		case m.gain < target:
			m.gain = min(target, m.gain+m.step)
		case m.gain > target:
			m.gain = max(target, m.gain-m.step)
		}
		samples[i][0] *= m.gain
		samples[i][1] *= m.gain
	}
	if m.gain == 0 && target == 0 {
		// Faded out: what was playing is not to be heard later.
		m.mix.Clear()
	}
	m.clock.Store(now + int64(len(samples)))
	m.idleCheck(len(samples))
	return len(samples), true
}

// idleCheck counts the silence streamed and, once it has lasted idleTime,
// asks for the device to be suspended; Play wakes it.
func (m *Mixer) idleCheck(n int) {
	if m.mix.Len() > 0 || len(m.queue) > 0 {
		m.idle = 0
		return
	}
	m.idle += n
	if m.idle >= m.sr.N(idleTime) && m.asleep.CompareAndSwap(false, true) {
		if m.onIdle != nil {
			m.onIdle()
		}
	}
}

// admit moves the scheduled voices into the mixer, each behind the silence
// that remains before its start; a voice due before latest is dropped.
func (m *Mixer) admit(now int64, latest time.Time) {
	for {
		select {
		case v := <-m.queue:
			if m.mix.Len() >= maxVoices || v.due.Before(latest) {
				continue
			}
			wait := int(max(0, v.start-now))
			m.mix.Add(beep.Seq(generators.Silence(wait), &clip{data: m.clips[v.e]}))
		default:
			return
		}
	}
}

// Err always returns nil: rendered clips cannot fail.
func (m *Mixer) Err() error { return nil }

// clip streams a rendered effect once.
type clip struct {
	data [][2]float64
	pos  int
}

func (c *clip) Stream(samples [][2]float64) (int, bool) {
	if c.pos >= len(c.data) {
		return 0, false
	}
	n := copy(samples, c.data[c.pos:])
	c.pos += n
	return n, true
}

func (c *clip) Err() error { return nil }
