// A one-line entry that lets Escape close the dialog holding it.

package view

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// escapeEntry is a one-line entry that lets Escape close its dialog: a
// focused entry keeps every key, and the window's own Escape never comes.
type escapeEntry struct {
	widget.Entry
	onEscape func()
}

func newEscapeEntry(onEscape func()) *escapeEntry {
	e := &escapeEntry{onEscape: onEscape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes the dialog on Escape and edits otherwise.
func (e *escapeEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(k)
}
