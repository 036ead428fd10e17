package sound_test

import (
	"errors"
	"testing"
	"time"

	"othello/view/sound"
)

// recorder is a device's Player that keeps what it was told.
type recorder struct {
	played  []sound.Effect
	volume  float64
	enabled bool
}

func (r *recorder) Play(e sound.Effect, _ time.Duration) { r.played = append(r.played, e) }
func (r *recorder) SetVolume(v float64)                  { r.volume = v }
func (r *recorder) SetEnabled(on bool)                   { r.enabled = on }

// The device opens when sound is first switched on, not before (a muted
// game opened it, and the sound system wrote its complaints to the log),
// and once: switched off and on again, the same device plays on, with
// the volume set before it opened.
func TestOnDemandOpensOnceSoundIsWanted(t *testing.T) {
	dev := &recorder{}
	opened := 0
	p := sound.OnDemand(func() (sound.Player, error) { opened++; return dev, nil }, nil)
	p.SetVolume(0.25)
	p.SetEnabled(false)
	p.Play(sound.Place, 0)
	if opened != 0 {
		t.Fatalf("muted, the device was opened %d times", opened)
	}
	p.SetEnabled(true)
	p.Play(sound.Flip, 0)
	p.SetEnabled(false)
	p.SetEnabled(true)
	p.SetVolume(0.5)
	if opened != 1 || !dev.enabled || dev.volume != 0.5 || len(dev.played) != 1 || dev.played[0] != sound.Flip {
		t.Errorf("opened %d times; the device: enabled %v, volume %v, played %v", opened, dev.enabled, dev.volume, dev.played)
	}
}

// Without a device the game goes on silent, told why once.
func TestOnDemandWithoutADevice(t *testing.T) {
	var told []error
	opened := 0
	p := sound.OnDemand(func() (sound.Player, error) {
		opened++
		return sound.Silent(), errors.New("no audio output")
	}, func(err error) { told = append(told, err) })
	p.SetEnabled(true)
	p.Play(sound.Win, 0)
	p.SetEnabled(false)
	p.SetEnabled(true)
	if opened != 1 || len(told) != 1 {
		t.Errorf("opened %d times, told %v", opened, told)
	}
}
