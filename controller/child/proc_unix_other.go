//go:build unix && !linux

package child

import "syscall"

// dieWithParent does nothing where the system cannot tie a child's life to
// its parent's.
func dieWithParent(*syscall.SysProcAttr) {}
