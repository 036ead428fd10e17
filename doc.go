// Command othello is a desktop Othello game against the computer. With a
// sub-command it runs the same engine from the terminal (see othello help).
package main
