package resources

import _ "embed"

// trained holds the trained evaluation's weights (see strategy's weight file
// format), written by othello train.
//
//go:embed eval-trained.gz
var trained []byte

// TrainedWeights returns the trained evaluation's weight file. The caller
// gets its own copy.
func TrainedWeights() []byte { return append([]byte(nil), trained...) }
