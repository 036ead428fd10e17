package resources

import (
	"bytes"
	"testing"
)

// The weight table is embedded, has its phase row, and each caller gets a
// copy it may change without touching the others'.
func TestWeights(t *testing.T) {
	a := Weights()
	if !bytes.Contains(a, []byte("\nphase ")) || !bytes.Contains(a, []byte("\ncorner ")) {
		t.Fatalf("weights.txt lacks its phase or corner row:\n%s", a)
	}
	a[0] ^= 0xff
	if b := Weights(); b[0] == a[0] {
		t.Error("Weights returned shared memory")
	}
}
