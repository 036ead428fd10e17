//go:build !js && !wasm && !android && !ios

package view

import "github.com/go-gl/glfw/v3.3/glfw"

// workArea is the size in pixels of the primary screen less the desktop's
// panels and docks, read from GLFW, which the window's driver has started
// by the time the window shows; false when there is no such screen.
func workArea() (width, height int, ok bool) {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return 0, 0, false
	}
	_, _, width, height = m.GetWorkarea()
	return width, height, width > 0 && height > 0
}
