//go:build !amd64 || purego

// Perft without its assembly kernel: every machine but amd64, and the
// purego build.

package model

// useAVX2 is false where there is no assembly kernel for perft.
var useAVX2 = false

func perftLastTwoAVX2(p, o, moves uint64) uint64 { panic("perft: no AVX2 kernel on this machine") }
