package strategy

import (
	"os"
	"testing"
)

// referenceData returns the reference data folder (the one holding wthor/,
// xot-openings.txt, ...) that the environment variable OTHELLO_DATA names,
// for the long tests that need the whole WTHOR database. Without it, or
// with -short, the test is skipped: the short suite tests the same on the
// fixtures of testdata/.
func referenceData(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("reads the whole reference data: a long test")
	}
	dir := os.Getenv("OTHELLO_DATA")
	if dir == "" {
		t.Skip("set OTHELLO_DATA to the reference data folder (wthor/...) to run this test")
	}
	return dir
}
