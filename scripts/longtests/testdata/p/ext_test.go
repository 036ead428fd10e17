package p_test

import "testing"

// The external test package, in the same folder.
func TestExternal(t *testing.T) {
	if testing.Short() {
		t.Skip()
	}
}
