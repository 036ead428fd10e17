// Package engine lets other Othello programs play through our arbiter: it
// starts a program as a child process, speaks its protocol (NBoard, GTP,
// or the line protocol of othello play), puts a timeout on every answer,
// checks every move it proposes, and never leaves it running. A program
// that crashes, hangs, or answers garbage or an illegal move is an *Error
// with the reason and the last lines of its standard error; the next
// request starts it afresh.
//
// Player is what the arbiter asks for moves: an external program (Engine)
// or one of our own levels (Builtin). PlayGame plays one game between two
// players and says who forfeited and why. The package never imports a GUI
// toolkit.
package engine
