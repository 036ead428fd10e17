//go:build unix

package child

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup starts cmd in a process group of its own, which
// killGroup kills whole: the program and whatever it started.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	dieWithParent(cmd.SysProcAttr)
}

// killGroup kills cmd's process group, and cmd itself should it have
// left it.
func killGroup(cmd *exec.Cmd) {
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}
