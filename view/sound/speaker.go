package sound

// speaker.go connects a Mixer to the audio device through beep's speaker,
// and falls back to silence when there is no device.

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/gopxl/beep/v2"
	"github.com/gopxl/beep/v2/speaker"
)

// SampleRate is the rate effects are rendered and played at.
const SampleRate beep.SampleRate = 44100

// bufferTime is the speaker's buffer: long enough not to stutter while the
// UI and the search share the processor, short enough that a sound follows
// its click without a noticeable lag.
const bufferTime = 60 * time.Millisecond

// openTimeout bounds how long Open waits for the device. Opening normally
// takes milliseconds; a sound server that accepts but never answers must not
// hold up the game's start.
const openTimeout = 3 * time.Second

var (
	openOnce   sync.Once
	openPlayer Player
	openErr    error
)

// Open starts audio output and returns a Player for it. The speaker can be
// set up only once per process, so later calls return the first result.
//
// With no usable audio device Open returns a silent Player and the reason:
// the game then carries on without sound. The device is probed right after
// it opens, because the driver reports a missing device only in the
// background.
func Open() (Player, error) {
	openOnce.Do(func() { openPlayer, openErr = open(openTimeout, start) })
	return openPlayer, openErr
}

// open runs start (the device set-up) for a new Mixer, waiting at most
// timeout for it.
func open(timeout time.Duration, start func(*Mixer) error) (Player, error) {
	m := NewMixer(SampleRate)
	done := make(chan error, 1)
	go func() { done <- start(m) }()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case err := <-done:
		if err != nil {
			return Silent(), fmt.Errorf("no audio output: %w", err)
		}
		return m, nil
	case <-timer.C:
		// Should the device appear after all, release it: the game has
		// already gone on silently.
		go func() {
			if <-done == nil {
				speaker.Close()
			}
		}()
		return Silent(), fmt.Errorf("no audio output: the device did not open within %v", timeout)
	}
}

// start opens the speaker, checks that the device really works and makes it
// play m.
func start(m *Mixer) error {
	quietALSA(true)
	defer quietALSA(false)
	if err := speaker.Init(SampleRate, SampleRate.N(bufferTime)); err != nil {
		return err
	}
	// Suspend reports the error the driver stored while opening the device;
	// with none, Resume restarts output.
	err := speaker.Suspend()
	if err == nil {
		err = speaker.Resume()
	}
	if err != nil {
		// Stop the driver pulling from a stream nobody will hear.
		speaker.Close()
		return rootCause(err)
	}
	d := &device{m: m, running: true, suspend: speaker.Suspend, resume: speaker.Resume}
	// From the streaming goroutine (which holds the speaker's lock) and
	// from Play, which must not wait: the device is switched elsewhere.
	m.onIdle = func() { go d.apply() }
	m.onWake = func() { go d.apply() }
	speaker.Play(m)
	return nil
}

// device suspends the audio output while the mixer is asleep and resumes it
// when a sound wakes it. Whichever apply runs last reads the mixer's latest
// wish, so a suspend and a resume racing each other leave the device as the
// mixer last asked.
type device struct {
	m               *Mixer
	mu              sync.Mutex
	running         bool
	suspend, resume func() error
}

func (d *device) apply() {
	d.mu.Lock()
	defer d.mu.Unlock()
	want := !d.m.Asleep()
	if want == d.running {
		return
	}
	toggle := d.suspend
	if want {
		toggle = d.resume
	}
	if err := toggle(); err != nil {
		// The device is gone; the game goes on without sound.
		d.m.SetEnabled(false)
		return
	}
	d.running = want
}

// rootCause strips the wrapping the speaker adds ("failed to suspend the
// speaker"), which would only confuse a player reading the log, down to the
// driver's own error naming the devices it tried.
func rootCause(err error) error {
	for u := errors.Unwrap(err); u != nil; u = errors.Unwrap(err) {
		err = u
	}
	return err
}
