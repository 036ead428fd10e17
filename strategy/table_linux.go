package strategy

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back the table with 2 MB pages: probes
// land all over a table of tens of megabytes, and with 4 KB pages most of
// them miss the processor's address cache as well as its data cache.
func adviseHugePages(slots []tableSlot) {
	if len(slots) == 0 {
		return
	}
	mem := unsafe.Slice((*byte)(unsafe.Pointer(&slots[0])), uintptr(len(slots))*unsafe.Sizeof(slots[0]))
	_ = syscall.Madvise(mem, syscall.MADV_HUGEPAGE) // a refusal only costs speed
}
