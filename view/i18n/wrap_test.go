package i18n_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/view/i18n"
)

// A paragraph whose code span ends a line wraps the words after it at
// their spaces, at every width: Fyne 2.7 alone wrapped them a letter a
// line when the span left the line a few pixels (Help > Manual showed
// "our own" down the window, one letter under another).
func TestCodeSpanEndingALineKeepsTheWordsAfterIt(t *testing.T) {
	md := "choose External brain and give its command line (for example `othello gomoku brain --level medium`, our own engine); the line is remembered. Click a point, type it."
	for w := float32(200); w < 700; w += 3 {
		rt := i18n.WrapRichText(widget.NewRichTextFromMarkdown(md))
		win := test.NewTempWindow(t, rt)
		win.Resize(fyne.NewSize(w, 600))
		ones := 0
		for _, o := range test.TempWidgetRenderer(t, rt).Objects() {
			if tx, ok := o.(*canvas.Text); ok && len([]rune(tx.Text)) == 1 {
				ones++
			}
		}
		if ones > 2 {
			t.Errorf("%v wide: %d lines of one letter", w, ones)
		}
	}
}
