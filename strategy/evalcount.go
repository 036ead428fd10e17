package strategy

import "sync/atomic"

// evalCounts are the evaluations of the searches so far, by kind, under
// -tags evalcount (evalcount_on.go).
var evalCounts struct {
	network, linear atomic.Uint64
}

// EvalCounts returns the network's and the pattern evaluation's
// evaluations made by the searches so far, and whether they are counted
// (-tags evalcount).
func EvalCounts() (network, linear uint64, counted bool) {
	return evalCounts.network.Load(), evalCounts.linear.Load(), evalCounting
}
