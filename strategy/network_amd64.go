//go:build !purego

// The network's evaluation in AVX2 on amd64, used where the processor has
// it; the purego tag leaves it out.

package strategy

import "golang.org/x/sys/cpu"

// useNetAVX2 says the network evaluates with netEvalAVX2.
var useNetAVX2 = cpu.X86.HasAVX2

// netEvalAVX2 sums the rows of the pattern indices idx (maxInstances of
// them) and of the scalar features terms into the accumulator, then runs
// the dense layers d for phase, a vector at a time (network_amd64.s). It
// returns the output layer's sum before the final rounding shift.
//
//go:noescape
func netEvalAVX2(emb *uint64, idx *uint16, off *[netSlots]int, terms *[numNetTerms]int, d *netDense, phase int) int32
