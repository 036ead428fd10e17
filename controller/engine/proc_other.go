//go:build !unix

package engine

import "os/exec"

// ownProcessGroup does nothing where there are no process groups.
func ownProcessGroup(*exec.Cmd) {}

// killGroup kills the engine; what it started is left to the system.
func killGroup(cmd *exec.Cmd) { _ = cmd.Process.Kill() }
