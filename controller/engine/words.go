package engine

import "othello/controller/child"

// SplitWords splits a command line into words as a POSIX shell does
// before it runs a program (see child.SplitWords): blanks separate words,
// quotes and backslashes keep what they enclose; there are no variables,
// globs or redirections.
func SplitWords(s string) ([]string, error) { return child.SplitWords(s) }
