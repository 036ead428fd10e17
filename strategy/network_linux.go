// The network's rows on 2 MB pages, on Linux.

package strategy

import (
	"syscall"
	"unsafe"
)

// hugeWords returns n zeroed words starting on a 2 MB boundary, which
// Linux is asked to back with 2 MB pages: a position's rows land all over
// megabytes, and with 4 KB pages most of them miss the processor's
// address cache as well as its data cache.
func hugeWords(n int) []uint64 {
	const page = 2 << 20
	buf := make([]uint64, n+page/8)
	off := 0
	if r := uintptr(unsafe.Pointer(&buf[0])) % page; r != 0 {
		off = int(page-r) / 8
	}
	w := buf[off : off+n : off+n]
	mem := unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), n*8)
	_ = syscall.Madvise(mem, syscall.MADV_HUGEPAGE) // a refusal only costs speed
	return w
}
