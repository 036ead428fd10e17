// Package cli holds the command-line front ends of the game: perft, solve,
// move, arena and the two text protocols (play and nboard). Each drives the
// same model and strategies as the window.
package cli
