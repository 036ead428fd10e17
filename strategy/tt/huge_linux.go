package tt

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back size bytes at p with 2 MB pages.
func adviseHugePages(p unsafe.Pointer, size uintptr) {
	if size == 0 {
		return
	}
	_ = syscall.Madvise(unsafe.Slice((*byte)(p), size), syscall.MADV_HUGEPAGE) // a refusal only costs speed
}
