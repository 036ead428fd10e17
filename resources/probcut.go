package resources

import _ "embed"

// probCut holds the Multi-ProbCut statistics fitted to the trained weights
// (see strategy's ProbCut), written by othello train.
//
//go:embed probcut.txt
var probCut []byte

// ProbCut returns the selective search's statistics file. The caller gets
// its own copy.
func ProbCut() []byte { return append([]byte(nil), probCut...) }
