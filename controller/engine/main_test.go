package engine

import (
	"testing"

	"othello/controller/controllertest"
)

// The binaries the tests start: our own othello, built from the module
// root, and the scripted fake engine.
var othelloBin, fakeBin string

func TestMain(m *testing.M) {
	controllertest.RunWithPrograms(m,
		controllertest.Program{Path: &othelloBin, Name: "othello", Dir: "../..", Pkg: "."},
		controllertest.Program{Path: &fakeBin, Name: "fakeengine", Dir: ".", Pkg: "./testdata/fakeengine"})
}

// checkGone fails unless each pid stops running.
var checkGone = controllertest.CheckGone
