package resources

import _ "embed"

// book holds the opening book (see strategy's book file format), written
// by othello book build.
//
//go:embed book.gz
var book []byte

// Book returns the opening book file. The caller gets its own copy.
func Book() []byte { return append([]byte(nil), book...) }
