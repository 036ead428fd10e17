//go:build !purego

// Perft's AVX2 kernel on amd64, used where the processor has AVX2; the
// purego tag leaves it out.

package model

import "golang.org/x/sys/cpu"

// useAVX2 says perft counts its last two plies with perftLastTwoAVX2.
var useAVX2 = cpu.X86.HasAVX2

// perftLastTwoAVX2 is perftLastTwoGo on four children at a time, one in
// each 64-bit lane of the AVX2 registers (perft_amd64.s).
//
//go:noescape
func perftLastTwoAVX2(p, o, moves uint64) uint64
