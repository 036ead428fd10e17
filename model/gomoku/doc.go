// Package gomoku holds the rules of Gomoku and says its language once:
// boards of 5x5 to 20x20 with each colour's stones as a bitboard of rows,
// so that five in a row is found by shifts in the four directions; the
// two winning rules (Freestyle: five or more; Standard: exactly five); the
// Game with its move list, undo and redo, result and winning line; and
// the two notations, renju's "h8" for people and Gomocup's "7,7" for
// programs, with Gomocup's BOARD position format.
//
// Like package model for Othello it knows nothing of screens, sound or
// search, so the window, the command line, the arbiter and the computer
// players all share it.
package gomoku
