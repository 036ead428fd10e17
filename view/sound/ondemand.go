package sound

// ondemand.go opens the audio device only once sound is wanted: a game
// started muted, or with sound off, leaves the device alone (and the
// sound system's complaints out of its log) until sound is switched on.

import (
	"sync"
	"time"
)

// OnDemand returns a Player that opens its device with open the first
// time it is enabled, and plays through what open returned from then on;
// failed, when set, is told once why open gave no device (open then
// returns a silent Player, as Open does). That first SetEnabled(true)
// waits for the device, as Open does; every other call returns at once.
func OnDemand(open func() (Player, error), failed func(error)) Player {
	return &onDemand{open: open, failed: failed, volume: 1}
}

type onDemand struct {
	open   func() (Player, error)
	failed func(error)

	mu      sync.Mutex
	p       Player // nil until the device was asked for
	volume  float64
	enabled bool
}

func (d *onDemand) SetEnabled(on bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.enabled = on
	if d.p == nil && on {
		p, err := d.open()
		if err != nil && d.failed != nil {
			d.failed(err)
		}
		if p == nil {
			p = Silent()
		}
		d.p = p
		p.SetVolume(d.volume)
	}
	if d.p != nil {
		d.p.SetEnabled(on)
	}
}

func (d *onDemand) SetVolume(v float64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.volume = v
	if d.p != nil {
		d.p.SetVolume(v)
	}
}

func (d *onDemand) Play(e Effect, delay time.Duration) {
	d.mu.Lock()
	p := d.p
	d.mu.Unlock()
	if p != nil {
		p.Play(e, delay)
	}
}
