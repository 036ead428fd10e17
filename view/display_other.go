//go:build !(linux || freebsd || openbsd || netbsd || dragonfly)

package view

// DisplayProblem reports nothing: on Windows and macOS a desktop program
// always has a display to open.
func DisplayProblem(func(string) string) string { return "" }
