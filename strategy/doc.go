// Package strategy holds the computer players: Random, Minimax and
// AlphaBeta, the evaluation they share, the exact endgame solver, and the
// difficulty levels, each a named search Config.
//
// Every player answers one question, Search, from a side-relative
// model.Board, so the same players serve the game window, the command line
// and the engine protocols.
package strategy
