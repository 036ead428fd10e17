// Fitting the game window to the screen it opens on: the room left for
// the window manager's frame, and the window shrunk where the default or
// the saved size would not fit.

package view

import (
	"fyne.io/fyne/v2"
)

// Room kept around the window for what the window manager adds: the
// title bar and the borders.
const (
	frameWidth  = 16
	frameHeight = 48
)

// fitScreen shrinks the window, once it shows, to the screen it opened on
// when the default or the saved size would not fit there (a small laptop,
// a screen smaller than the last one).
func (u *UI) fitScreen() {
	w, h, ok := workArea()
	if !ok {
		return
	}
	size, fits := fitIn(u.win.Canvas().Size(), w, h, u.win.Canvas().Scale())
	if !fits {
		u.win.Resize(size)
	}
}

// fitIn is size shrunk to a work area of w by h pixels at the given scale,
// the window manager's frame left room, and whether it fitted already.
func fitIn(size fyne.Size, w, h int, scale float32) (fyne.Size, bool) {
	if scale <= 0 {
		scale = 1
	}
	room := fyne.NewSize(float32(w)/scale-frameWidth, float32(h)/scale-frameHeight)
	if size.Width <= room.Width && size.Height <= room.Height {
		return size, true
	}
	// the board is square: the width it loses with the height goes too
	height := min(size.Height, room.Height)
	return fyne.NewSize(min(size.Width-(size.Height-height), room.Width), height), false
}
