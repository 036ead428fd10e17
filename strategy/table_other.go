//go:build !linux

package strategy

// adviseHugePages is a no-op where the system has no such advice to give.
func adviseHugePages([]tableSlot) {}
