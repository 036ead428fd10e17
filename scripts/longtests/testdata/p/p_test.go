package p

import (
	"testing"
	tt "testing"
)

// Short itself.
func TestDirect(t *testing.T) {
	if testing.Short() {
		t.Skip()
	}
}

// Through a helper, two calls deep, and a cycle on the way.
func TestHelper(t *testing.T) { size(t) }

func size(t *testing.T) int {
	if t == nil {
		return size(t) + deep()
	}
	return deep()
}

func deep() int {
	if tt.Short() {
		return 1
	}
	return 2
}

// Through a method.
type games struct{}

func (games) count() int { return deep() }

func TestMethod(t *testing.T) { _ = games{}.count() }

// Through a package variable's value.
var n = func() int { return deep() }

func TestVariable(t *testing.T) { _ = n() }

// Through a table of functions.
func TestTable(t *testing.T) {
	for _, f := range []func() int{deep} {
		_ = f()
	}
}

// Neither: not long.
func TestPlain(t *testing.T) { _ = plain() }

func plain() int { return 3 }

// A fuzz test that depends on it.
func FuzzShort(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) { _ = deep() })
}

// Not tests: TestMain, a lower-case name, a benchmark.
func TestMain(m *testing.M) { _ = deep(); m.Run() }

func Testable(t *testing.T) { _ = deep() }

func BenchmarkShort(b *testing.B) { _ = deep() }
