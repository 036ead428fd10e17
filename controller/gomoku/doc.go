// Package gomoku is the arbiter of Gomoku: it plays a game between two
// Players on a model/gomoku board, asks each side its choice under the
// opening rule (free, swap or swap2), checks every stone, and says who
// won, or who forfeited and why. A Player is one of our strategy/gomoku
// players (Builtin), a person (the command line's), or an external
// program speaking the Gomocup brain protocol (Brain), run as a child
// process with a timeout on every answer and never left running.
//
// Serve is the other side of that protocol: our own players as a brain,
// for Piskvork, Gomocup's manager or our own arbiter. The package never
// imports a GUI toolkit.
package gomoku
