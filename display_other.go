//go:build !(linux || freebsd || openbsd || netbsd || dragonfly)

package main

// displayProblem reports nothing: on Windows and macOS a desktop program
// always has a display to open.
func displayProblem(func(string) string) string { return "" }
