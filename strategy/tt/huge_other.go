//go:build !linux

package tt

import "unsafe"

// adviseHugePages does nothing where the system has no such advice to give.
func adviseHugePages(unsafe.Pointer, uintptr) {}
