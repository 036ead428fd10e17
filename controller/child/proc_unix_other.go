//go:build unix && !linux

package child

import (
	"os/exec"
	"syscall"
)

// dieWithParent does nothing where the system cannot tie a child's life to
// its parent's.
func dieWithParent(*syscall.SysProcAttr) {}

// startKept leaves the program to lead its group itself: with no signal
// on our death, a keeper could not know when to kill the group.
func startKept(*exec.Cmd) (*launched, error) { return nil, errNoKeeper }
