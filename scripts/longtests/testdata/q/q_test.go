package q

import "testing"

func TestNone(t *testing.T) {}

// Short named without the testing package is another function.
func TestOtherShort(t *testing.T) { _ = other.Short() }

type o struct{}

func (o) Short() bool { return true }

var other o
