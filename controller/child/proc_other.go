//go:build !unix

package child

import "os/exec"

// ownProcessGroup does nothing where there are no process groups.
func ownProcessGroup(*exec.Cmd) {}

// killGroup kills the program; what it started is left to the system.
func killGroup(cmd *exec.Cmd) { _ = cmd.Process.Kill() }

// startKept starts no keeper where there are no process groups for it to
// keep.
func startKept(*exec.Cmd) (*launched, error) { return nil, errNoKeeper }
