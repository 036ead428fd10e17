// Package arbiter is the arbiter's vocabulary shared by both games' game
// loops and every command that plays matches: a forfeit (who lost a game
// by failing to answer, and why) and the match runner that plays games
// side by side, each worker goroutine keeping its own external programs.
package arbiter
