package engine

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
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
		cmd := exec.Command("go", "build", "-o", b.out, b.pkg)
		cmd.Dir = b.dir
		if out, err := cmd.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "go build %s: %v\n%s", b.pkg, err, out)
			os.RemoveAll(dir)
			os.Exit(1)
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// alive reports whether process pid still runs: it exists and is not a
// zombie (a zombie has ended; its parent, perhaps init, has yet to reap
// it).
func alive(pid int) bool {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')') // the command may hold spaces
	if i < 0 || i+2 >= len(s) {
		return false
	}
	state := s[i+2]
	return state != 'Z' && state != 'X'
}

// checkGone fails unless each pid stops running within a generous bound
// (the kernel and init need a moment to finish a killed process).
func checkGone(t *testing.T, pids ...int) {
	t.Helper()
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc to read the process table from")
	}
	deadline := time.Now().Add(20 * time.Second)
	for _, pid := range pids {
		for alive(pid) {
			if time.Now().After(deadline) {
				t.Errorf("process %d still runs", pid)
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}
