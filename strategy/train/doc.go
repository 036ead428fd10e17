// Package train fits the weights of the trained evaluation: it turns the
// WTHOR tournament games and the engine's own self-play into positions
// with known values, then solves a regularised least-squares problem per
// phase of the game. The othello train command drives it.
package train
