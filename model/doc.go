// Package model holds the rules of Othello: an 8x8 board as two bitboards,
// legal moves, flips, passes and game end, the game record with undo and
// redo, perft, and the text formats for squares, transcripts and positions.
//
// It knows nothing of screens, sound or search, so every front end and every
// computer player can share it.
package model
