//go:build !purego

// The pattern indices' AVX2 update on amd64, used where the processor has
// AVX2; the purego tag leaves it out.

package strategy

import "golang.org/x/sys/cpu"

// usePatAVX2 says patState.play updates the indices with patPlayAVX2.
var usePatAVX2 = cpu.X86.HasAVX2

// patPlayAVX2 is patState.play a vector of sixteen indices at a time
// (pattern_inc_amd64.s). dst and src may be the same state.
//
//go:noescape
func patPlayAVX2(dst, src *patState, sq, flips uint64)
