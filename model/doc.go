// Package model holds the rules of Othello and says the game's language
// once: an 8x8 board as two bitboards, legal moves, flips, passes and game
// end; the game with undo and redo, the forced passes it plays itself, and
// the immutable Record of it that views keep; the typed reasons a move is
// illegal; perft; and the text formats: squares and passes ("f5", "F5",
// "PA"), transcripts, positions, pasted set-ups and GGF records. Boards of
// 4x4, 6x6 and 10x10 (SizedBoard) have their own padded 128-bit layout with
// the same rules, so the 8x8 Board keeps its fast path. The Game and its
// Record hold games of every size, their moves as cells (Cell), with the
// 8x8 accessors in Square and Position beside them.
//
// It knows nothing of screens, sound or search, so every front end and every
// computer player can share it; each phrases the reasons and results in
// its own words.
package model
