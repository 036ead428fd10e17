package sound

import (
	"errors"
	"testing"
	"time"
)

func TestOpenFallsBackToSilence(t *testing.T) {
	broken := errors.New("device broke")
	p, err := open(time.Minute, func(*Mixer) error { return broken })
	if !errors.Is(err, broken) {
		t.Errorf("error %v, want it to wrap %v", err, broken)
	}
	if p != Silent() {
		t.Errorf("player %T, want the silent player", p)
	}
}

func TestOpenPlaysThroughTheMixer(t *testing.T) {
	var started *Mixer
	p, err := open(time.Minute, func(m *Mixer) error { started = m; return nil })
	if err != nil {
		t.Fatalf("error %v, want none", err)
	}
	if m, ok := p.(*Mixer); !ok || m != started {
		t.Errorf("player %T %p, want the mixer handed to the device %p", p, p, started)
	}
}

func TestOpenGivesUpOnAStuckDevice(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	p, err := open(10*time.Millisecond, func(*Mixer) error { <-release; return errors.New("late") })
	if err == nil {
		t.Error("no error for a device that never opened")
	}
	if p != Silent() {
		t.Errorf("player %T, want the silent player", p)
	}
}
