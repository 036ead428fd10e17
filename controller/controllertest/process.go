package controllertest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The processes of the tests that start other programs (the engines'
// client and the matches against them): building the programs, and
// checking that none is left running.

// GoBuild builds package pkg, as seen from folder dir, into the program
// out.
func GoBuild(out, dir, pkg string) error {
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = dir
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %v\n%s", pkg, err, msg)
	}
	return nil
}

// Alive reports whether process pid still runs: it exists and is not a
// zombie (a zombie has ended; its parent, perhaps init, has yet to reap
// it).
func Alive(pid int) bool {
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

// CheckGone fails unless each pid stops running within a generous bound
// (the kernel and init need a moment to finish a killed process).
func CheckGone(t testing.TB, pids ...int) {
	t.Helper()
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc to read the process table from")
	}
	deadline := time.Now().Add(20 * time.Second)
	for _, pid := range pids {
		for Alive(pid) {
			if time.Now().After(deadline) {
				t.Errorf("process %d still runs", pid)
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// Running returns the processes running with word among their arguments:
// a test gives the programs it starts a word of their own to find them
// by, whoever their parent is now.
func Running(word string) []int {
	entries, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		data, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil {
			continue
		}
		for _, arg := range strings.Split(string(data), "\x00") {
			if arg == word && Alive(pid) {
				pids = append(pids, pid)
				break
			}
		}
	}
	return pids
}

// saidPID is how the fake engine says its pid and its child's on its
// standard error, which the forfeits quote.
var saidPID = regexp.MustCompile(`(?:pid |child )(\d+)`)

// SaidPIDs returns the pids the fake engines said in text: theirs and
// their children's.
func SaidPIDs(text string) []int {
	var pids []int
	for _, m := range saidPID.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[1])
		pids = append(pids, n)
	}
	return pids
}

// Program is a program a test package builds before its tests: package
// Pkg, as seen from folder Dir, built as Name into the tests' temporary
// folder, its path put in *Path.
type Program struct {
	Path           *string
	Name, Dir, Pkg string
}

// RunWithPrograms builds the programs into a temporary folder, runs the
// tests, removes the folder and exits: a TestMain.
func RunWithPrograms(m *testing.M, programs ...Program) {
	dir, err := os.MkdirTemp("", "controller-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, p := range programs {
		*p.Path = filepath.Join(dir, p.Name)
		if err := GoBuild(*p.Path, p.Dir, p.Pkg); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.RemoveAll(dir)
			os.Exit(1)
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
