package resources

import _ "embed"

// sizedWeights holds the geometric evaluation's weights of the board sizes
// other than 8x8, written by othello train --size N.
//
//go:embed sized-eval.txt
var sizedWeights []byte

// SizedWeights returns the text of the geometric evaluation's weights
// (sized-eval.txt); package strategy parses it. The caller gets its own
// copy.
func SizedWeights() []byte { return append([]byte(nil), sizedWeights...) }
