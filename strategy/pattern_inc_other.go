//go:build !amd64 || purego

// The pattern indices without their assembly update: every machine but
// amd64, and the purego build.

package strategy

// usePatAVX2 is false where there is no assembly update.
var usePatAVX2 = false

func patPlayAVX2(dst, src *patState, sq, flips uint64) {
	panic("strategy: no AVX2 pattern update on this machine")
}
