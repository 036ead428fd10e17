package child

import "syscall"

// dieWithParent has Linux kill the program should our process die without
// closing it (killed by SIGKILL, say).
func dieWithParent(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
