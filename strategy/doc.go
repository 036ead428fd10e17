// Package strategy holds the computer players: Random, Minimax and
// AlphaBeta, the evaluations they choose from (the classic phase-weighted
// one and the trained pattern one), the exact endgame solver, the players
// for boards of other sizes, and the difficulty levels, each a named search
// Config.
//
// Every player answers one question, Search, from a side-relative
// model.Board, so the same players serve the game window, the command line
// and the engine protocols.
package strategy
