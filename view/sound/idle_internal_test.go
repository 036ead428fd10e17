package sound

import (
	"errors"
	"math"
	"testing"
	"time"
)

// The tests that judge lateness give their mixers clocks of their own
// (pacedMixer). For every other mixer in the tests time stands still, so a
// busy test machine, slow between a Play and the next pull, drops nothing.
func init() {
	wallClock = func() time.Time { return time.Unix(1e9, 0) }
}

// fakeClock is a mixer's clock that moves only when told.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

// pacedMixer returns a mixer on a fake clock, counting its requests to
// suspend and resume the device.
func pacedMixer() (m *Mixer, clock *fakeClock, idles, wakes *int) {
	m = NewMixer(SampleRate)
	clock = &fakeClock{t: time.Unix(1e9, 0)}
	m.now = clock.now
	idles, wakes = new(int), new(int)
	m.onIdle = func() { *idles++ }
	m.onWake = func() { *wakes++ }
	return m, clock, idles, wakes
}

// pullPaced streams n samples in chunks as a device playing in real time
// would: the clock moves on by each chunk's length before it is pulled.
func pullPaced(m *Mixer, clock *fakeClock, n, chunk int) [][2]float64 {
	out := make([][2]float64, n)
	for at := 0; at < n; at += chunk {
		part := out[at:min(n, at+chunk)]
		clock.advance(m.sr.D(len(part)))
		m.Stream(part)
	}
	return out
}

// firstDifference is the first sample where got differs from clip (padded
// with silence), or -1.
func firstDifference(got, clip [][2]float64) int {
	for i, s := range got {
		var want [2]float64
		if i < len(clip) {
			want = clip[i]
		}
		if math.Abs(s[0]-want[0]) > 1e-9 || math.Abs(s[1]-want[1]) > 1e-9 {
			return i
		}
	}
	return -1
}

// After idleTime of silence the mixer asks once for the device to be
// suspended; the next sound asks for it back and plays whole from the
// first sample the device pulls, however long the device took to start.
func TestSilenceSuspendsAndASoundResumes(t *testing.T) {
	m, clock, idles, wakes := pacedMixer()
	const chunk = 1024
	m.Play(Place, 0)
	pullPaced(m, clock, len(m.clips[Place])+chunk, chunk)
	pullPaced(m, clock, m.sr.N(idleTime)-2*chunk, chunk)
	if *idles != 0 || m.Asleep() {
		t.Fatalf("asleep after less than %v of silence", idleTime)
	}
	pullPaced(m, clock, 3*chunk, chunk)
	if *idles != 1 || !m.Asleep() {
		t.Fatalf("after %v of silence: %d requests to suspend, asleep %v", idleTime, *idles, m.Asleep())
	}
	pullPaced(m, clock, 10*chunk, chunk) // a device slow to suspend
	if *idles != 1 {
		t.Errorf("%d requests to suspend, want one", *idles)
	}

	clock.advance(time.Minute) // suspended: nothing pulls
	m.Play(Flip, 0)
	if *wakes != 1 || m.Asleep() {
		t.Fatalf("a sound while asleep: %d requests to resume, asleep %v", *wakes, m.Asleep())
	}
	m.Play(Place, 0) // awake already: no second request
	if *wakes != 1 {
		t.Errorf("%d requests to resume, want one", *wakes)
	}
	clock.advance(300 * time.Millisecond) // the device takes its time to restart
	got := pullPaced(m, clock, len(m.clips[Place])+chunk, chunk)
	want := make([][2]float64, len(got))
	for _, e := range []Effect{Flip, Place} {
		for i, s := range m.clips[e] {
			want[i][0] += s[0]
			want[i][1] += s[1]
		}
	}
	if firstDifference(got, nil) < 0 {
		t.Fatal("silence after waking: the first effect was lost")
	}
	for i := range got {
		if math.Abs(got[i][0]-want[i][0]) > 1e-9 {
			t.Fatalf("after waking the output differs from the two effects at sample %d", i)
		}
	}
	// No click: the output starts from silence and rises smoothly.
	if a := math.Abs(got[0][0]); a > 0.01 {
		t.Errorf("the first sample after waking is %v, a click", a)
	}
}

// Effects whose time passed while the stream stalled are dropped, and the
// ones after the stall play on time, alone: nothing is bunched.
func TestLateSoundsAreDroppedNotBunched(t *testing.T) {
	const chunk = 512
	tests := []struct {
		name  string
		stall time.Duration
		late  bool
	}{
		{"on time", 0, false},
		{"within a frame", 15 * time.Millisecond, false},
		{"two seconds late", 2200 * time.Millisecond, true},
		{"a tenth late", 100 * time.Millisecond, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, clock, _, _ := pacedMixer()
			pullPaced(m, clock, 4*chunk, chunk)
			for i := range 3 {
				m.Play(Flip, time.Duration(i)*time.Millisecond) // the flips of a move
			}
			clock.advance(tt.stall) // the stream stalls
			m.Play(Place, 0)        // the reply, played when it is due
			got := pullPaced(m, clock, len(m.clips[Place])+len(m.clips[Flip])+chunk, chunk)
			want := make([][2]float64, len(got))
			add := func(e Effect, at int) {
				for i, s := range m.clips[e] {
					want[at+i][0] += s[0]
					want[at+i][1] += s[1]
				}
			}
			add(Place, 0)
			if !tt.late {
				for i := range 3 {
					add(Flip, m.sr.N(time.Duration(i)*time.Millisecond))
				}
			}
			if i := firstDifference(got, nil); i < 0 {
				t.Fatal("silence: the reply was dropped too")
			}
			for i := range got {
				if math.Abs(got[i][0]-want[i][0]) > 1e-9 {
					t.Fatalf("late %v: the output differs at sample %d from the expected mix", tt.late, i)
				}
			}
		})
	}
}

// The device follows the mixer's latest wish, whatever order the requests
// to suspend and resume run in; a device that fails to resume silences the
// game rather than stall it.
func TestDeviceFollowsTheMixer(t *testing.T) {
	m := NewMixer(SampleRate)
	var calls []string
	fail := false
	d := &device{m: m, running: true,
		suspend: func() error { calls = append(calls, "suspend"); return nil },
		resume: func() error {
			calls = append(calls, "resume")
			if fail {
				return errors.New("gone")
			}
			return nil
		},
	}
	d.apply() // awake and running: nothing to do
	m.asleep.Store(true)
	d.apply()
	d.apply() // the second of two racing requests
	m.asleep.Store(false)
	d.apply()
	if got := len(calls); got != 2 || calls[0] != "suspend" || calls[1] != "resume" {
		t.Fatalf("calls %v, want suspend then resume", calls)
	}
	m.asleep.Store(true)
	d.apply()
	fail = true
	m.asleep.Store(false)
	d.apply()
	if m.enabled.Load() {
		t.Error("a device that failed to resume left the sound on")
	}
}
