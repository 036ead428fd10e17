//go:build unix

package controllertest

import (
	"syscall"
	"testing"
	"time"
)

// Kill kills process pid as a player's kill -9 would, and waits until
// noticed says its keeper has seen it end.
func Kill(t testing.TB, pid int, noticed func() bool) {
	t.Helper()
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); !noticed(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("process %d, killed, is still held as running", pid)
		}
	}
}
