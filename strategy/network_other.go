//go:build !linux

// The network's rows elsewhere than on Linux.

package strategy

// hugeWords returns n zeroed words.
func hugeWords(n int) []uint64 { return make([]uint64, n) }
