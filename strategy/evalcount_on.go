//go:build evalcount

// The evaluations a search makes, counted for the benchmarks when built
// with -tags evalcount (go test -tags evalcount -bench ...); other builds
// count nothing and pay nothing.

package strategy

import "sync/atomic"

const evalCounting = true

func countEval(c *atomic.Uint64) { c.Add(1) }
