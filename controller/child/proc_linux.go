// The keeper process: the leader of a program's process group on Linux,
// which kills the group when our process dies.
//
// Pdeathsig alone would kill only the process started (the group's
// leader); what that program started (a wrapper script's engine, a
// sleeping child) would live on under init. So Start runs our own
// executable again as a keeper, with Pdeathsig SIGTERM, which it catches:
// it then kills its whole group, itself included. The keeper starts the
// program in its group with its own standard streams, and reports on a
// status pipe (its file 3), one line each:
//
//	started PID           the program runs as PID
//	failed ERRNO TEXT     it could not be started (ERRNO 0: not a system error)
//	end CODE TEXT         it ended: exit code (-1 for a signal), as Wait words it
//
// After the end it stays, holding the group for whatever the program left
// running, until Close kills the group or our process dies.

package child

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// keeperEnv, set to 1, makes any executable that links this package a
// keeper, before its main or its tests run.
const keeperEnv = "OTHELLO_CHILD_KEEPER"

// keeperStartTimeout bounds the wait for the keeper's first line: our own
// executable starting, so only a broken one takes long.
const keeperStartTimeout = 30 * time.Second

func init() {
	if os.Getenv(keeperEnv) == "1" {
		os.Exit(keep())
	}
}

// dieWithParent has Linux kill the program should our process die without
// closing it (killed by SIGKILL, say); used when no keeper can be run.
func dieWithParent(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }

// startKept starts prog's program under a keeper; errNoKeeper when there
// is no executable of ours to run as one, or it would not start.
func startKept(prog *exec.Cmd) (*launched, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, errNoKeeper
	}
	in, ok1 := prog.Stdin.(*os.File)
	out, ok2 := prog.Stdout.(*os.File)
	errOut, ok3 := prog.Stderr.(*os.File)
	if !ok1 || !ok2 || !ok3 {
		return nil, errNoKeeper // the keeper can only pass files on
	}
	statusR, statusW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer statusW.Close() // the keeper holds its copy
	// /proc/self/exe rather than exe's path: it is still our executable
	// after an upgrade replaced or removed the file.
	k := exec.Command("/proc/self/exe")
	k.Args = append([]string{exe, prog.Path}, prog.Args...)
	k.Dir = prog.Dir                               // the program inherits it
	k.Env = append(prog.Environ(), keeperEnv+"=1") // with PWD for Dir, as the program would have it
	k.Stdin, k.Stdout, k.Stderr = in, out, errOut
	k.ExtraFiles = []*os.File{statusW}
	k.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
	if err := k.Start(); err != nil {
		// Started directly, the program fails as it did without a keeper
		// (a missing dir) or runs unkept (our executable would not start).
		statusR.Close()
		return nil, errNoKeeper
	}
	_ = statusR.SetReadDeadline(time.Now().Add(keeperStartTimeout))
	line, readErr := readStatus(statusR)
	_ = statusR.SetReadDeadline(time.Time{})
	word, rest, _ := strings.Cut(line, " ")
	switch word {
	case "started":
		if pid, err := strconv.Atoi(rest); err == nil && readErr == nil {
			return &launched{cmd: k, pid: pid, status: statusR, gone: watch(pid)}, nil
		}
	case "failed":
		n, text, _ := strings.Cut(rest, " ")
		errno, _ := strconv.Atoi(n)
		_ = k.Wait()
		statusR.Close()
		return nil, &startError{text: text, errno: syscall.Errno(errno)}
	}
	killGroup(k)
	waitErr := k.Wait()
	statusR.Close()
	if readErr == nil {
		readErr = fmt.Errorf("it said %q", line)
	}
	return nil, fmt.Errorf("the keeper process of %s failed (%v): %v", prog.Path, waitErr, readErr)
}

// startError is the keeper's report of a program that could not start:
// the words of the error it met, and its system error for errors.Is.
type startError struct {
	text  string
	errno syscall.Errno
}

func (e *startError) Error() string { return e.text }

func (e *startError) Unwrap() error {
	if e.errno == 0 {
		return nil
	}
	return e.errno
}

// watch returns a wait for process pid's end, which Close uses once it has
// killed the group: pid is the keeper's child, so Wait cannot be ours.
func watch(pid int) func(time.Duration) {
	fd, err := unix.PidfdOpen(pid, 0)
	if err != nil {
		return nil // ended and reaped already, or a kernel without pidfds
	}
	return func(d time.Duration) {
		defer unix.Close(fd)
		deadline := time.Now().Add(d)
		for {
			ms := int(time.Until(deadline).Milliseconds())
			if ms <= 0 {
				return
			}
			n, err := unix.Poll([]unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}, ms)
			if n > 0 || (err != nil && !errors.Is(err, unix.EINTR)) {
				return // readable: it has ended
			}
		}
	}
}

// keep is the keeper process: it starts the program named by its
// arguments (path, then argv) and reports on file 3, and kills its group
// on SIGTERM (our process died), SIGHUP or SIGINT. It returns only when
// the program cannot be started: otherwise it dies with its group.
func keep() int {
	var st syscall.Stat_t
	if syscall.Fstat(3, &st) != nil {
		fmt.Fprintf(os.Stderr, "%s=1 runs this program as a keeper of package child, which needs a status file 3\n", keeperEnv)
		return 2
	}
	syscall.CloseOnExec(3) // not for the program
	status := os.NewFile(3, "status")
	os.Unsetenv(keeperEnv) // the program may be our executable too
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGTERM)
	for _, s := range []os.Signal{syscall.SIGHUP, syscall.SIGINT} {
		if !signal.Ignored(s) { // a program under nohup keeps HUP ignored
			signal.Notify(sigs, s)
		}
	}
	if len(os.Args) < 3 {
		fmt.Fprintln(status, "failed 0 the keeper was given no program")
		return 2
	}
	// Its own Pdeathsig kills the program should the keeper be killed alone.
	proc, err := os.StartProcess(os.Args[1], os.Args[2:], &os.ProcAttr{
		Files: []*os.File{os.Stdin, os.Stdout, os.Stderr},
		Sys:   &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL},
	})
	if err != nil {
		var errno syscall.Errno
		errors.As(err, &errno)
		fmt.Fprintf(status, "failed %d %s\n", int(errno), strings.ReplaceAll(err.Error(), "\n", " "))
		return 127
	}
	fmt.Fprintf(status, "started %d\n", proc.Pid)
	// The program holds the pipes now; our copies would keep them open
	// after it closed them, and the reader would never see their end.
	dropStdio()
	ended := make(chan *os.ProcessState, 1)
	go func() {
		ps, _ := proc.Wait()
		ended <- ps
	}()
	select {
	case <-sigs:
	case ps := <-ended:
		if ps != nil {
			fmt.Fprintf(status, "end %d %s\n", ps.ExitCode(), ps.String())
		}
		status.Close()
		<-sigs
	}
	_ = syscall.Kill(0, syscall.SIGKILL) // the whole group, the keeper with it
	return 1
}

// dropStdio puts /dev/null in place of the keeper's standard streams.
func dropStdio() {
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	for fd := range 3 {
		if err == nil {
			_ = syscall.Dup3(int(null.Fd()), fd, 0)
		} else {
			_ = syscall.Close(fd)
		}
	}
	if err == nil {
		null.Close()
	}
}
