// Package model holds the rules of Othello: an 8x8 board as two bitboards,
// legal moves, flips, passes and game end, the game record with undo and
// redo, perft, and the text formats for squares, transcripts and positions.
// Boards of 4x4, 6x6 and 10x10 (SizedBoard) have their own padded 128-bit
// layout with the same rules, so the 8x8 Board keeps its fast path.
//
// It knows nothing of screens, sound or search, so every front end and every
// computer player can share it.
package model
