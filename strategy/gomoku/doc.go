// Package gomoku holds the computer players of Gomoku: Random, the C
// report's Minimax to depth 4 on win, loss or draw (a benchmark opponent),
// and the threat player: alpha-beta (or plain Minimax, its reference) over
// the moves within two squares of a stone, ordered and pruned by threats,
// on an evaluation of fives, fours, threes and twos kept up to date move
// by move, with iterative deepening, a transposition table and a search
// for victories by continuous fours (VCF). The levels EASY to EXPERT are
// named settings of it, in one table.
//
// Every player answers Search on a gomoku.Position, so the window, the
// command line, the arbiter and the Gomocup brain share them.
package gomoku
