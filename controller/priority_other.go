//go:build !linux

package controller

// lowPriority would lower the calling goroutine's priority; elsewhere than
// on Linux it does nothing.
func lowPriority() {}
