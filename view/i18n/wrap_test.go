package i18n_test

import (
	"slices"
	"strings"
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

// A paragraph written over several lines of Markdown wraps as the same
// words on one line do, at every width: Fyne 2.7 alone started a line's
// words on a new line when they did not fit whole in what was left of the
// one before (Help > Manual: `("White has five` alone on its line).
func TestParagraphLinesWrapAsOne(t *testing.T) {
	lines := "and a box says who won and where (\"White has five\nin a row from h9 to h13, at move 10\", numbered as the move list numbers it: Black's stone\nand White's answer share a number), with Review and New game."
	drawn := func(md string, w float32) []string {
		rt := i18n.WrapRichText(widget.NewRichTextFromMarkdown(md))
		win := test.NewTempWindow(t, rt)
		win.Resize(fyne.NewSize(w, 600))
		var rows []string
		row := float32(-1)
		for _, o := range test.TempWidgetRenderer(t, rt).Objects() {
			if tx, ok := o.(*canvas.Text); ok && tx.Text != "" {
				if tx.Position().Y != row {
					rows = append(rows, "")
					row = tx.Position().Y
				}
				rows[len(rows)-1] += tx.Text
			}
		}
		return rows
	}
	item := "- undo and redo without limit (against the computer, undo goes back to your turn), a\n  hint from the EXPERT search and a coach that says why a move was good or bad;\n- the sounds"
	for _, md := range []string{lines, item} {
		for w := float32(200); w < 800; w += 7 {
			got, want := drawn(md, w), drawn(strings.ReplaceAll(md, "\n  ", " "), w)
			if md == lines {
				want = drawn(strings.ReplaceAll(md, "\n", " "), w)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%v wide: the lines %q, written as one line %q", w, got, want)
				break
			}
		}
	}
}

// A span after an opening bracket or quote follows it closely, as the
// Markdown writes it, and so does any span or next line after Japanese
// or Chinese; a space written before a span stays, and a Western line
// that goes on in the source still parts its words.
func TestNoSpaceOpensABracketBeforeASpan(t *testing.T) {
	for _, c := range []struct{ markdown, want string }{
		{"type it (`h8`) and", "type it (h8) and"},
		{"入力すると（`h8`）石が", "入力すると（h8）石が"},
		{"the list „`h8 i9`“ here", "the list „h8 i9“ here"},
		{"a plain list (`.txt`) or", "a plain list (.txt) or"},
		{"choose **Gomoku** now", "choose Gomoku now"},
		{"(**bold**) and [link](http://example.com)", "(bold) and link"},
		{"a line\nthat goes on", "a line that goes on"},
		{"x (y) `z`", "x (y) z"},
		{"ボタン）で**五目並べ**を選びます", "ボタン）で五目並べを選びます"},
		{"ほかの人、\nまたは内蔵のレベル", "ほかの人、または内蔵のレベル"},
		{"命令行，例如`othello gtp`（我们", "命令行，例如othello gtp（我们"},
		{"五目並べ\nand English", "五目並べand English"},
	} {
		rt := i18n.WrapRichText(widget.NewRichTextFromMarkdown(c.markdown))
		var got strings.Builder
		var walk func(segs []widget.RichTextSegment)
		walk = func(segs []widget.RichTextSegment) {
			for _, s := range segs {
				if b, ok := s.(widget.RichTextBlock); ok {
					walk(b.Segments())
					continue
				}
				got.WriteString(s.Textual())
			}
		}
		walk(rt.Segments)
		if text := strings.NewReplacer(string(i18n.BreakMark), "", "\r", "").Replace(got.String()); text != c.want {
			t.Errorf("%q reads %q, want %q", c.markdown, text, c.want)
		}
	}
}
