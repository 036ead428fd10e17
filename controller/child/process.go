// The child process: its standard input, its standard output read line by
// line in a goroutine, the last lines of its standard error, and a close
// that always kills it (and everything it started, its process group on
// Unix) and reaps it.
//
// On Linux the group's leader is a keeper process (proc_linux.go): our own
// executable run again, which starts the program in its group and reports
// on a status pipe that it started and how it ended. The kernel sends the
// keeper SIGTERM should our process die without closing the program (killed
// by SIGKILL, say), and the keeper then kills the whole group: the program
// and whatever it started. Elsewhere the program leads its group itself,
// and what it started may outlive a crash of ours.

package child

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

const (
	// MaxLine is the longest line read from a program; the rest of a
	// longer line is dropped.
	MaxLine = 1 << 20
	// stderrLines is how many of the last lines of standard error are kept
	// for error reports, each cut to stderrWidth bytes.
	stderrLines = 20
	stderrWidth = 300
)

// ErrClosed reports that the program closed its standard output: it has
// exited, or soon will.
var ErrClosed = errors.New("the program closed its output")

// ErrStillRunning is Close's answer for a program that would not die.
var ErrStillRunning = errors.New("still running after SIGKILL")

// errNoKeeper says that a program is to be started without a keeper:
// none on this system, or no executable of ours that starts as one.
var errNoKeeper = errors.New("no keeper process")

// Process is a running program. Send and Next serve one goroutine at a
// time; Close, Quit, Running, PID and Stderr may be called from any.
type Process struct {
	cmd    *exec.Cmd           // what we started and reap: the keeper, or the program
	pid    int                 // the program's
	gone   func(time.Duration) // with a keeper: waits for the program's end, once
	in     *os.File            // our end of its standard input
	out    *os.File            // our end of its standard output
	errOut *os.File            // our end of its standard error
	lines  chan string
	stderr *tail

	exited  chan struct{} // closed once the program has ended
	waitErr error         // how it ended, set before exited is closed
	reaped  chan struct{} // closed once cmd's Wait has returned
	done    chan struct{} // closed by close: stops the readers
	readers sync.WaitGroup
	once    sync.Once
}

// Start starts argv in dir ("" for ours) in a process group of its own
// (on Linux, killed whole should our process die without closing it), with
// pipes for its three standard streams.
func Start(argv []string, dir string) (p *Process, err error) {
	if len(argv) == 0 {
		return nil, errors.New("no program to run")
	}
	var files []*os.File // every pipe end, closed on failure
	defer func() {
		if err != nil {
			for _, f := range files {
				f.Close()
			}
		}
	}()
	pipe := func() (*os.File, *os.File, error) {
		r, w, err := os.Pipe()
		if err == nil {
			files = append(files, r, w)
		}
		return r, w, err
	}
	inR, inW, err := pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := pipe()
	if err != nil {
		return nil, err
	}
	errR, errW, err := pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	if cmd.Err != nil { // not found in $PATH
		return nil, cmd.Err
	}
	l, err := startKept(cmd)
	if errors.Is(err, errNoKeeper) {
		l, err = startDirect(cmd)
	}
	if err != nil {
		return nil, err
	}
	// the child holds its ends now
	inR.Close()
	outW.Close()
	errW.Close()
	p = &Process{
		cmd: l.cmd, pid: l.pid, gone: l.gone,
		in: inW, out: outR, errOut: errR,
		lines:  make(chan string, 64),
		stderr: &tail{},
		exited: make(chan struct{}),
		reaped: make(chan struct{}),
		done:   make(chan struct{}),
	}
	go p.wait(l.status)
	p.readers.Add(2)
	go p.readLines()
	go p.readStderr()
	return p, nil
}

// PID is the program's process id (not its keeper's).
func (p *Process) PID() int { return p.pid }

// readLines sends each line of standard output, without its line ending,
// to p.lines, and closes it at the end of the output.
func (p *Process) readLines() {
	defer p.readers.Done()
	defer close(p.lines)
	r := bufio.NewReaderSize(p.out, 64<<10)
	for {
		line, err := readLine(r)
		if err != nil && line == "" {
			return
		}
		select {
		case p.lines <- line:
		case <-p.done:
			return
		}
		if err != nil {
			return
		}
	}
}

// readLine reads one line of at most MaxLine bytes (the rest of a longer
// one is dropped), without its line ending; the error is that of the
// reader, io.EOF at the end.
func readLine(r *bufio.Reader) (string, error) {
	var line []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(line) < MaxLine {
			line = append(line, chunk[:min(len(chunk), MaxLine-len(line))]...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		s := strings.TrimRight(string(line), "\r\n")
		if err != nil && len(line) > 0 {
			return s, io.EOF // a last line without its ending
		}
		return s, err
	}
}

// readStderr keeps the last lines of standard error.
func (p *Process) readStderr() {
	defer p.readers.Done()
	r := bufio.NewReaderSize(p.errOut, 16<<10)
	for {
		line, err := readLine(r)
		if line != "" || err == nil {
			p.stderr.add(line)
		}
		if err != nil {
			return
		}
	}
}

// Send writes one line to the program's standard input, giving up at
// ctx's deadline if the program does not read it.
func (p *Process) Send(ctx context.Context, line string) error {
	if d, ok := ctx.Deadline(); ok {
		_ = p.in.SetWriteDeadline(d) // not every system has deadlines on pipes
	} else {
		_ = p.in.SetWriteDeadline(time.Time{})
	}
	_, err := p.in.WriteString(line + "\n")
	return err
}

// Next returns the program's next line of output, ErrClosed at the end
// of its output, or ctx's error.
func (p *Process) Next(ctx context.Context) (string, error) {
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", ErrClosed
		}
		return line, nil
	default:
	}
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", ErrClosed
		}
		return line, nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// Running reports whether the program has not exited yet.
func (p *Process) Running() bool {
	select {
	case <-p.exited:
		return false
	default:
		return true
	}
}

// Exited is closed once the program has exited and been reaped (by us or
// by its keeper).
func (p *Process) Exited() <-chan struct{} { return p.exited }

// Stderr returns the last lines of the program's standard error, oldest
// first, each cut short; once Close has returned they are all there.
func (p *Process) Stderr() []string { return p.stderr.get() }

// Close kills the program and every process of its group, reaps it and
// stops the readers; it may be called any number of times. It returns
// how the program ended, as Wait says it.
func (p *Process) Close() error {
	p.once.Do(func() {
		killGroup(p.cmd)
		p.in.Close()
		deadline := time.Now().Add(10 * time.Second) // for a process the kernel cannot kill: leave it
		select {
		case <-p.reaped:
		case <-time.After(time.Until(deadline)):
		}
		if p.gone != nil {
			// the program is the keeper's child: killed with it, but not
			// reaped by us
			p.gone(time.Until(deadline))
		}
		// Once every writer is gone the readers reach the end of the
		// output; a grandchild that left the group may still hold the
		// pipes, so they are closed after a moment anyway.
		finished := make(chan struct{})
		go func() { p.readers.Wait(); close(finished) }()
		select {
		case <-finished:
		case <-time.After(time.Second):
		}
		close(p.done)
		p.out.Close()
		p.errOut.Close()
		<-finished
	})
	select {
	case <-p.reaped:
		return p.waitErr
	default:
		return ErrStillRunning
	}
}

// Quit asks the program to leave with line ("" for none), waits up to
// grace for it to exit, and then closes it.
func (p *Process) Quit(line string, grace time.Duration) {
	if line != "" && p.Running() {
		ctx, cancel := context.WithTimeout(context.Background(), grace)
		if p.Send(ctx, line) == nil {
			p.in.Close() // the end of its input, for programs that read to it
			select {
			case <-p.exited:
			case <-ctx.Done():
			}
		}
		cancel()
	}
	p.Close()
}

// ExitText says how a program that closed its output ended, given what
// Close returned: "exited with status 2", "ended: signal: segmentation
// fault".
func ExitText(err error) string {
	var ee *exec.ExitError
	var xe *exitError
	switch {
	case err == nil:
		return "exited with status 0"
	case errors.As(err, &xe) && xe.code >= 0:
		return fmt.Sprintf("exited with status %d", xe.code)
	case errors.As(err, &xe):
		return "ended: " + xe.text
	case errors.As(err, &ee) && ee.Exited():
		return fmt.Sprintf("exited with status %d", ee.ExitCode())
	case errors.As(err, &ee):
		return "ended: " + ee.String()
	}
	return "ended: " + err.Error()
}

// tail keeps the last lines written to it.
type tail struct {
	mu    sync.Mutex
	lines []string
}

func (t *tail) add(line string) {
	if len(line) > stderrWidth {
		line = line[:stderrWidth] + "..."
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.lines = append(t.lines, line)
	if len(t.lines) > stderrLines {
		t.lines = append(t.lines[:0], t.lines[len(t.lines)-stderrLines:]...)
	}
}

// get returns a copy of the lines kept.
func (t *tail) get() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]string(nil), t.lines...)
}
