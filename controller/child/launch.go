// A program started, directly or under a keeper, and how its end is
// learnt: Wait's own error, or the keeper's status line.

package child

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// launched is a program started: the process we reap (the keeper or the
// program), the program's pid, and with a keeper its status pipe and a
// wait for the program's end (the keeper cannot tell once killed with it).
type launched struct {
	cmd    *exec.Cmd
	pid    int
	status *os.File
	gone   func(time.Duration)
}

// startDirect starts cmd itself as the leader of its group.
func startDirect(cmd *exec.Cmd) (*launched, error) {
	ownProcessGroup(cmd)
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &launched{cmd: cmd, pid: cmd.Process.Pid}, nil
}

// wait reaps what Start started. With a keeper, how the program ended is
// the keeper's last status line; without one (the keeper was killed with
// the program), Wait's error stands.
func (p *Process) wait(status *os.File) {
	ended := false
	if status != nil {
		if line, err := readStatus(status); err == nil {
			if code, text, ok := parseEnd(line); ok {
				if code != 0 {
					p.waitErr = &exitError{code: code, text: text}
				}
				ended = true
				close(p.exited)
			}
		}
		status.Close()
	}
	err := p.cmd.Wait()
	if !ended {
		p.waitErr = err
		close(p.exited)
	}
	close(p.reaped)
}

// readStatus reads one line of the keeper's status pipe, a byte at a
// time so that nothing after it is read ahead.
func readStatus(f *os.File) (string, error) {
	var line []byte
	b := make([]byte, 1)
	for len(line) < 4096 {
		if _, err := f.Read(b); err != nil {
			return "", err
		}
		if b[0] == '\n' {
			return string(line), nil
		}
		line = append(line, b[0])
	}
	return "", errors.New("the keeper's status line is too long")
}

// parseEnd reads the keeper's "end CODE TEXT" line: the program's exit
// code (-1 for a signal) and how Wait would word its end.
func parseEnd(line string) (code int, text string, ok bool) {
	rest, ok := strings.CutPrefix(line, "end ")
	if !ok {
		return 0, "", false
	}
	n, text, _ := strings.Cut(rest, " ")
	code, err := strconv.Atoi(n)
	return code, text, err == nil
}

// exitError is how a program run by a keeper ended, as the keeper saw it:
// worded as *exec.ExitError is.
type exitError struct {
	code int    // the exit status, -1 when a signal ended it
	text string // "exit status 3", "signal: killed"
}

func (e *exitError) Error() string { return e.text }
