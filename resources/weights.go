package resources

import _ "embed"

// weights is the text of weights.txt: the evaluation's weight table, one
// row per feature and one column per phase of the game.
//
//go:embed weights.txt
var weights []byte

// Weights returns the text of the evaluation weight table (weights.txt);
// package strategy parses it. The caller gets its own copy.
func Weights() []byte { return append([]byte(nil), weights...) }
