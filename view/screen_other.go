//go:build js || wasm || android || ios

package view

// workArea is unknown where the window is the whole screen.
func workArea() (width, height int, ok bool) { return 0, 0, false }
