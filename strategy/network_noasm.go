//go:build !amd64 || purego

// The network without its assembly: every machine but amd64, and the
// purego build.

package strategy

// useNetAVX2 is false where there is no assembly evaluation.
var useNetAVX2 = false

func netEvalAVX2(emb *uint64, idx *uint16, off *[netSlots]int, terms *[numNetTerms]int, d *netDense, phase int) int32 {
	panic("strategy: no AVX2 network evaluation on this machine")
}
