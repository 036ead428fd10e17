package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"othello/controller/controllertest"
)

// The binaries the tests start: our own othello, built from the module
// root, and the scripted fake engine.
var othelloBin, fakeBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "engine-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	othelloBin, fakeBin = filepath.Join(dir, "othello"), filepath.Join(dir, "fakeengine")
	for _, b := range []struct{ out, dir, pkg string }{
		{othelloBin, "../..", "."},
		{fakeBin, ".", "./testdata/fakeengine"},
	} {
		if err := controllertest.GoBuild(b.out, b.dir, b.pkg); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.RemoveAll(dir)
			os.Exit(1)
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// checkGone fails unless each pid stops running.
var checkGone = controllertest.CheckGone
