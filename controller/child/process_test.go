package child_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"othello/controller/child"
	"othello/controller/controllertest"
)

// A program's lines come back one at a time, its standard error is kept,
// a missing answer times out as the program's fault, and Close kills its
// whole group: the shell and the sleep it started.
func TestProcess(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	p, err := child.Start([]string{"sh", "-c", `read x; echo "got $x"; echo oops >&2; sleep 60 & wait`}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	ctx := context.Background()
	if err := p.Send(ctx, "hello"); err != nil {
		t.Fatal(err)
	}
	c, cancel := child.WithTimeout(ctx, 5*time.Second, "hello")
	line, err := p.Next(c)
	cancel()
	if err != nil || line != "got hello" {
		t.Fatalf("Next: %q, %v; want %q", line, err, "got hello")
	}
	c, cancel = child.WithTimeout(ctx, 100*time.Millisecond, "more")
	_, err = p.Next(c)
	if e := child.ReadError(c, err); !child.Expired(c) || !errors.As(e, new(*child.Error)) {
		t.Errorf("no answer: %v; want a timeout of the program's", e)
	} else if k, _ := child.KindOf(e); k != child.TimedOut {
		t.Errorf("no answer: kind %v; want %v", k, child.TimedOut)
	}
	cancel()
	pid := p.PID()
	if !p.Running() {
		t.Fatal("the program stopped by itself")
	}
	how := p.Close()
	if p.Running() {
		t.Error("still running after Close")
	}
	if got := child.ExitText(how); got == "exited with status 0" {
		t.Errorf("killed, it says %q", got)
	}
	if !slices.Contains(p.Stderr(), "oops") {
		t.Errorf("standard error %q; want oops in it", p.Stderr())
	}
	controllertest.CheckGone(t, pid)
	if _, err := p.Next(ctx); !errors.Is(err, child.ErrClosed) {
		t.Errorf("Next after Close: %v; want ErrClosed", err)
	}
}

// A program that cannot start says why; words split as a shell does.
func TestStartAndWords(t *testing.T) {
	if _, err := child.Start([]string{"/no/such/program"}, ""); err == nil {
		t.Error("a missing program started")
	}
	if _, err := child.Start(nil, ""); err == nil {
		t.Error("no program started")
	}
	got, err := child.SplitWords(`brain 'a b' "c\"d" e\ f`)
	if want := []string{"brain", "a b", `c"d`, "e f"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("SplitWords: %q, %v; want %q", got, err, want)
	}
}

// wrappers are engine wrappers that ignore SIGTERM and start a child that
// does too: one waits for it, one exits and leaves it holding the pipes.
// Each says its pid and its child's.
var wrappers = []struct {
	name, script string
	leaves       bool // exits, its child left running
}{
	{"waits for its child", `trap '' TERM HUP INT; sleep 1000 & echo "$$ $!"; wait`, false},
	{"leaves its child", `trap '' TERM HUP INT; sleep 1000 & echo "$$ $!"; exit 0`, true},
}

// startWrapper starts wrapper w with word among its arguments and returns
// it with its pid and its child's, as it said them.
func startWrapper(t testing.TB, script, word string) (*child.Process, int, int) {
	t.Helper()
	p, err := child.Start([]string{"sh", "-c", script, word}, "")
	if err != nil {
		t.Fatal(err)
	}
	c, cancel := child.WithTimeout(context.Background(), 20*time.Second, "pids")
	defer cancel()
	line, err := p.Next(c)
	var pid, kid int
	if _, serr := fmt.Sscan(line, &pid, &kid); err != nil || serr != nil {
		p.Close()
		t.Fatalf("the wrapper said %q, %v; want its pid and its child's", line, err)
	}
	return p, pid, kid
}

// uniqueWord is a word to find a test's processes by.
func uniqueWord(t testing.TB) string {
	return fmt.Sprintf("child-test-%d-%s", os.Getpid(), strings.ReplaceAll(t.Name(), "/", "-"))
}

// Close kills the wrapper and what it started, though they ignore
// SIGTERM, whether or not the wrapper is still there; until then the
// child of a wrapper that left runs on.
func TestCloseEndsWrappers(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	for _, w := range wrappers {
		t.Run(w.name, func(t *testing.T) {
			word := uniqueWord(t)
			p, pid, kid := startWrapper(t, w.script, word)
			defer p.Close()
			if p.PID() != pid {
				t.Errorf("PID %d; the program says it is %d", p.PID(), pid)
			}
			if !controllertest.Alive(kid) && hasProc() {
				t.Fatalf("the wrapper's child %d is not running", kid)
			}
			if w.leaves {
				select {
				case <-p.Exited():
				case <-time.After(20 * time.Second):
					t.Fatal("the wrapper did not exit")
				}
				if !controllertest.Alive(kid) && hasProc() {
					t.Errorf("the child %d its wrapper left was killed before Close", kid)
				}
			}
			how := p.Close()
			if got, want := child.ExitText(how), "exited with status 0"; w.leaves && got != want {
				t.Errorf("the wrapper that left %s; want %s", got, want)
			}
			controllertest.CheckGone(t, pid, kid)
			if left := controllertest.Running(word); len(left) > 0 {
				t.Errorf("processes %v still run", left)
			}
		})
	}
}

// helperEnv names the wrapper TestHelperStartsWrapper starts, and only
// then does it run.
const helperEnv = "CHILD_TEST_HELPER_WRAPPER"

// When our process is killed (SIGKILL: no Close), the wrapper and what it
// started die with it, though they ignore SIGTERM. A helper process (this
// test binary again) starts the wrapper and is killed.
func TestKilledParentEndsWrappers(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("only Linux kills a process group when its parent dies")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	for i, w := range wrappers {
		t.Run(w.name, func(t *testing.T) {
			word := uniqueWord(t)
			helper := exec.Command(os.Args[0], "-test.run=^TestHelperStartsWrapper$")
			helper.Env = append(os.Environ(), fmt.Sprintf("%s=%d %s", helperEnv, i, word))
			helper.Stderr = os.Stderr
			out, err := helper.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := helper.Start(); err != nil {
				t.Fatal(err)
			}
			defer helper.Wait()
			defer helper.Process.Kill()
			var pid, kid int
			if _, err := fmt.Fscanf(out, "pids %d %d\n", &pid, &kid); err != nil {
				t.Fatalf("the helper said no pids: %v", err)
			}
			if !controllertest.Alive(pid) && !w.leaves || !controllertest.Alive(kid) {
				t.Fatalf("the wrapper %d or its child %d is not running", pid, kid)
			}
			if err := helper.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			controllertest.CheckGone(t, pid, kid)
			if left := controllertest.Running(word); len(left) > 0 {
				t.Errorf("processes %v still run", left)
			}
		})
	}
}

// TestHelperStartsWrapper is TestKilledParentEndsWrappers's helper: it
// starts the wrapper helperEnv names, says its pids on standard output
// and waits to be killed.
func TestHelperStartsWrapper(t *testing.T) {
	i, word, ok := strings.Cut(os.Getenv(helperEnv), " ")
	if !ok {
		t.Skip("the helper of TestKilledParentEndsWrappers")
	}
	n, _ := strconv.Atoi(i)
	w := wrappers[n]
	p, pid, kid := startWrapper(t, w.script, word)
	if w.leaves {
		<-p.Exited()
	}
	fmt.Printf("pids %d %d\n", pid, kid)
	time.Sleep(time.Hour) // until killed, with p still open
}

// hasProc reports whether there is a /proc to read the process table from.
func hasProc() bool {
	_, err := os.Stat("/proc/self/stat")
	return err == nil
}

// A program's lines, and how it ended, come back as they did before
// keepers: its exit status or its signal, its own or Close's; the keeper
// leaves it neither its variable nor its status file; it runs in dir.
func TestProgramEnds(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, script, dir string
		close             bool // closed while it runs
		lines             []string
		want              string
	}{
		{"exits 0", `echo hello`, "", false, []string{"hello"}, "exited with status 0"},
		{"exits 3", `echo bye; exit 3`, "", false, []string{"bye"}, "exited with status 3"},
		{"segfaults", `ulimit -c 0; kill -SEGV $$`, "", false, nil, "ended: signal: segmentation fault"},
		{"kills itself", `kill -KILL $$`, "", false, nil, "ended: signal: killed"},
		{"killed by Close", `echo up; sleep 1000`, "", true, []string{"up"}, "ended: signal: killed"},
		{"its own world", `echo "[$OTHELLO_CHILD_KEEPER]"; { true >&3; } 2>/dev/null && echo file 3 || echo no file 3; pwd -P`, dir, false,
			[]string{"[]", "no file 3", real}, "exited with status 0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := child.Start([]string{"sh", "-c", c.script}, c.dir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			ctx, cancel := child.WithTimeout(context.Background(), 20*time.Second, "lines")
			defer cancel()
			var lines []string
			for len(lines) < len(c.lines) || !c.close {
				line, err := p.Next(ctx)
				if errors.Is(err, child.ErrClosed) {
					break
				}
				if err != nil {
					t.Fatalf("after %q: %v", lines, err)
				}
				lines = append(lines, line)
			}
			if !slices.Equal(lines, c.lines) {
				t.Errorf("lines %q; want %q", lines, c.lines)
			}
			if !c.close {
				select {
				case <-p.Exited():
				case <-ctx.Done():
					t.Fatal("it closed its output but has not exited")
				}
				if p.Running() {
					t.Error("Running after it exited")
				}
			}
			if got := child.ExitText(p.Close()); got != c.want {
				t.Errorf("it %s; want %s", got, c.want)
			}
			if got := child.ExitText(p.Close()); got != c.want {
				t.Errorf("closed again, it %s; want %s", got, c.want)
			}
		})
	}
}

// A program that cannot start says why as os/exec does, with the system's
// error to test.
func TestStartErrors(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	sh, _ := exec.LookPath("sh")
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain")
	if err := os.WriteFile(plain, []byte("not a program"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		argv []string
		dir  string
		want string
		is   error
	}{
		{"missing", []string{"/no/such/program"}, "", "fork/exec /no/such/program: no such file or directory", fs.ErrNotExist},
		{"not in $PATH", []string{"no-such-program-in-path"}, "",
			`exec: "no-such-program-in-path": executable file not found in $PATH`, exec.ErrNotFound},
		{"not executable", []string{plain}, "", "fork/exec " + plain + ": permission denied", fs.ErrPermission},
		{"missing dir", []string{"sh"}, "/no/such/dir", "fork/exec " + sh + ": no such file or directory", fs.ErrNotExist},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := child.Start(c.argv, c.dir)
			if err == nil {
				p.Close()
				t.Fatal("it started")
			}
			if err.Error() != c.want || !errors.Is(err, c.is) {
				t.Errorf("%v; want %s, an error that is %v", err, c.want, c.is)
			}
		})
	}
}
