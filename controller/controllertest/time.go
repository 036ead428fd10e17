// Package controllertest holds what tests of the controller and of the
// front ends that drive it share: a time source that moves only when the
// test says, so that no test of the clocks or the throttled updates
// sleeps; for the tests that start other programs, their building and
// the check that none is left running; and Gomoku games built from
// their moves.
package controllertest

import (
	"slices"
	"sync"
	"time"
)

// ManualTime is a controller.TimeSource whose time stands still until
// Advance moves it; the calls AfterFunc schedules are made by Advance,
// each at its time, in order, on the caller's goroutine.
type ManualTime struct {
	mu     sync.Mutex
	now    time.Time
	timers []*manualTimer
}

type manualTimer struct {
	at   time.Time
	f    func()
	done bool // fired or stopped
}

// NewManualTime returns a time source standing at a fixed date.
func NewManualTime() *ManualTime {
	return &ManualTime{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
}

// Now returns the time the source stands at.
func (m *ManualTime) Now() time.Time {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.now
}

// AfterFunc schedules f for d from now; stop cancels it and reports
// whether it had yet to happen.
func (m *ManualTime) AfterFunc(d time.Duration, f func()) (stop func() bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t := &manualTimer{at: m.now.Add(d), f: f}
	m.timers = append(m.timers, t)
	return func() bool {
		m.mu.Lock()
		defer m.mu.Unlock()
		was := !t.done
		t.done = true
		return was
	}
}

// Advance moves the time on by d, making the calls that fall due on the
// way, the earliest first, each with the time standing at its own.
func (m *ManualTime) Advance(d time.Duration) {
	m.mu.Lock()
	end := m.now.Add(d)
	for {
		slices.SortStableFunc(m.timers, func(a, b *manualTimer) int { return a.at.Compare(b.at) })
		i := slices.IndexFunc(m.timers, func(t *manualTimer) bool { return !t.done && !t.at.After(end) })
		if i < 0 {
			break
		}
		next := m.timers[i]
		next.done = true
		if next.at.After(m.now) { // a call scheduled in the past runs now
			m.now = next.at
		}
		m.mu.Unlock()
		next.f()
		m.mu.Lock()
	}
	m.now = end
	m.mu.Unlock()
}
