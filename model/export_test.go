package model

// PerftKernels returns perft's ways of counting its last two plies that
// this machine can run, by name: "go" always, "avx2" where the processor
// has AVX2. Each takes the discs to move, the other side's and the moves.
func PerftKernels() map[string]func(p, o, moves uint64) uint64 {
	k := map[string]func(p, o, moves uint64) uint64{"go": perftLastTwoGo}
	if useAVX2 {
		k["avx2"] = perftLastTwoAVX2
	}
	return k
}

// UsePerftKernel makes perft count its last two plies with the kernel of
// that name and returns a function that restores the one it used.
func UsePerftKernel(name string) (restore func()) {
	was := useAVX2
	useAVX2 = name == "avx2"
	return func() { useAVX2 = was }
}
