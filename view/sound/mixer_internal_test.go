package sound

import (
	"testing"
	"time"
)

func TestStalledOutputKeepsBoundedVoices(t *testing.T) {
	m := NewMixer(SampleRate)
	// Nothing streams, as with a device that stopped pulling; Play must
	// neither block nor keep every effect.
	for range 10 * maxVoices {
		m.Play(Win, 0)
	}
	m.admit(0, time.Time{})
	if n := m.mix.Len(); n == 0 || n > maxVoices {
		t.Errorf("%d voices after a stall, want 1 to %d", n, maxVoices)
	}
	if n := len(m.queue); n != 0 {
		t.Errorf("%d effects still queued after admitting, want 0", n)
	}
}

func TestDelayIsBounded(t *testing.T) {
	tests := []struct {
		delay time.Duration
		want  int64 // start sample
	}{
		{0, 0},
		{-time.Hour, 0},
		{time.Second, 44100},
		{time.Hour, int64(SampleRate.N(maxDelay))},
		{time.Duration(1<<63 - 1), int64(SampleRate.N(maxDelay))},
	}
	for _, tt := range tests {
		m := NewMixer(SampleRate)
		m.Play(Place, tt.delay)
		if v := <-m.queue; v.start != tt.want {
			t.Errorf("delay %v: starts at sample %d, want %d", tt.delay, v.start, tt.want)
		}
	}
}
