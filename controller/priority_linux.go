package controller

import (
	"runtime"
	"syscall"
)

// lowPriority gives the calling goroutine a thread of its own at the
// lowest priority (nice 19), which it keeps until it ends; Go then ends the
// thread with it, so no other goroutine ever runs at that priority.
func lowPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 19)
}
