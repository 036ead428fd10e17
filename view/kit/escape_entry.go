// A one-line entry that lets Escape close the dialog holding it.

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// EscapeEntry is a one-line entry that lets Escape close its dialog: a
// focused entry keeps every key, and the window's own Escape never comes.
type EscapeEntry struct {
	widget.Entry
	onEscape func()
}

func NewEscapeEntry(onEscape func()) *EscapeEntry {
	e := &EscapeEntry{onEscape: onEscape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes the dialog on Escape and edits otherwise.
func (e *EscapeEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(k)
}
