// Package child runs another program as a child process for the
// arbiters of both games: it starts the program in a process group of its
// own, writes it lines and reads its answers with a deadline on each,
// keeps the last lines of its standard error, and on close kills the
// whole group and reaps it, so that nothing is left running. It knows no
// game and no protocol; the Othello engines' client (package engine) and
// the Gomocup brains' client (package gomoku) speak theirs over it.
//
// Should our process die without closing a program (killed by SIGKILL,
// say), nothing is left running either, on Linux: the group's leader is a
// keeper process, our own executable run again (this package's init
// becomes the keeper when OTHELLO_CHILD_KEEPER=1), which the kernel sends
// SIGTERM when we die and which then kills the whole group, the program
// and whatever it started. Elsewhere, or when our executable cannot be
// run again, the program leads its group itself, and only the close kills
// what it started.
//
// A program's failure is an *Error of a Kind (crashed, timed out,
// illegal move, ...) with its last lines of standard error; ReadError and
// SendError turn what Next and Send return into one.
package child
