// Wrapping Japanese and Chinese: their sentences have no spaces, and
// Fyne's word wrapping (widget/richtext.go, lineBounds) ends a line only
// at a rune unicode.IsSpace calls a space, cutting a longer "word" at any
// rune, so a Japanese line was cut inside "AlphaBeta" or inside a number.
// Their typesetting lets a line end between almost any two of their
// characters, but never inside a Latin word or a number. So, for those two
// languages, the wrapping texts carry a break mark at each place a line
// may end: '\r', which unicode.IsSpace counts as a space, so Fyne breaks
// there, and which Fyne's painter removes before it measures and draws a
// text (internal/painter/font.go, walkString), so it takes no room and
// shows nothing. Every other space-like rune draws a gap (a hair space,
// the narrowest, is a sixteenth to a tenth of an em). The marks go only
// into the wrapping widgets: the texts themselves (T's answers, the files', the
// clipboard's) carry none.

package i18n

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// BreakMark is where a Japanese or Chinese line may end.
const BreakMark = '\r'

// Kinsoku: the characters no line starts with (closing brackets and
// quotes, the punctuation that follows a word, small kana, the long
// vowel and iteration marks), and those no line ends with (opening
// brackets and quotes).
const (
	noLineStart = "、。，．・：；？！）」』】〕〉》］｝〙〗〟ゝゞヽヾ々〻ー" +
		"ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ" +
		"〜～‐゠–…‥’”％‰℃°" + ",.:;!?)]}%"
	noLineEnd = "（「『【〔〈《［｛〘〖〝‘“" + "([{"
)

// WrapsByCharacter is whether the language in use ends lines between its
// characters rather than at spaces.
func WrapsByCharacter() bool {
	c := Current()
	return c == "ja" || c == "zh"
}

// LineBreaks is s as a wrapping widget should be given it: in Japanese and
// Chinese with a break mark at each place a line may end, in any other
// language s itself.
func LineBreaks(s string) string {
	if !WrapsByCharacter() {
		return s
	}
	return MarkBreaks(s)
}

// MarkBreaks puts a break mark between two characters where a line may
// end: beside a Chinese or Japanese character, unless kinsoku forbids it,
// but never inside a run of Latin letters, digits and their punctuation
// ("AlphaBeta", "12.5", "e2", "3+2"), which wraps only at its spaces. A
// text without such characters comes back unchanged.
func MarkBreaks(s string) string {
	if strings.IndexFunc(s, wide) < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + len(s)/2)
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 && mayBreak(prev, r) {
			b.WriteRune(BreakMark)
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// mayBreak is whether a line may end between a and b.
func mayBreak(a, b rune) bool {
	switch {
	case unicode.IsSpace(a) || unicode.IsSpace(b):
		return false // a space, or a mark already, is a break of itself
	case inWord(a) && inWord(b):
		return false
	case a == '"' || b == '"' || a == '\'' || b == '\'':
		return false // opening or closing: it keeps to both neighbours
	}
	return !strings.ContainsRune(noLineStart, b) && !strings.ContainsRune(noLineEnd, a)
}

// wide is whether r is a Chinese or Japanese character: a Han ideograph,
// kana, CJK punctuation or a full-width form.
func wide(r rune) bool {
	return r >= 0x2E80 && r <= 0x9FFF || r >= 0xF900 && r <= 0xFAFF ||
		r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFFEF || r >= 0x20000 && r <= 0x3FFFF
}

// inWord is whether r belongs to a run a line never ends inside: anything
// neither space nor Chinese or Japanese, and full-width letters and
// digits ("１２" is a number as "12" is).
func inWord(r rune) bool {
	if !wide(r) {
		return true
	}
	return r >= 0xFF10 && r <= 0xFF5A && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// WithoutBreaks is a wrapping widget's text as it was given, its break
// marks taken out.
func WithoutBreaks(s string) string {
	return strings.ReplaceAll(s, string(BreakMark), "")
}

// WrapLabel is a label whose text wraps: at spaces, and in Japanese and
// Chinese between their characters. Its text is set with SetWrapped.
func WrapLabel(text string) *widget.Label {
	return WrapLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{})
}

// WrapLabelWithStyle is WrapLabel with an alignment and a style.
func WrapLabelWithStyle(text string, align fyne.TextAlign, style fyne.TextStyle) *widget.Label {
	l := widget.NewLabelWithStyle(LineBreaks(text), align, style)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// SetWrapped shows text in a label made by WrapLabel.
func SetWrapped(l *widget.Label, text string) {
	l.SetText(LineBreaks(text))
}

// WrapRichText makes rt wrap as WrapLabel does, its text segments marked.
func WrapRichText(rt *widget.RichText) *widget.RichText {
	var mark func(segs []widget.RichTextSegment)
	mark = func(segs []widget.RichTextSegment) {
		for i, s := range segs {
			switch s := s.(type) {
			case *widget.TextSegment:
				s.Text = LineBreaks(s.Text)
				if i > 0 && afterOtherStyle(segs[i-1], s) && s.Text != "" && !unicode.IsSpace([]rune(s.Text)[0]) {
					// a segment that goes on a line a span of another
					// style began (a code span) may have to start in its
					// last pixels: Fyne 2.7 then wraps it a letter a line
					// (fyne#4303); a break mark first lets it start on the
					// next line
					s.Text = string(BreakMark) + s.Text
				}
			case widget.RichTextBlock:
				mark(s.Segments())
			}
		}
	}
	closeUp(rt.Segments)
	rt.Segments = joinRuns(rt.Segments)
	mark(rt.Segments)
	rt.Wrapping = fyne.TextWrapWord
	return rt
}

// openings are the brackets and quotes that open on the text after them.
const openings = "([{（「『“„«‘"

// closeUp takes away the space Fyne's Markdown puts between a text and
// the inline segment after it (the source's next line, a code span,
// emphasis, a link) where no writer would put one: after an opening
// bracket or quote, "(`h8`)" reading "(h8)", not "( h8)"; and after
// Japanese or Chinese, which part no words with spaces, so that a
// paragraph written over several lines or a span in a sentence reads
// as written. Fyne adds it to every text before such a segment not
// written with one, so that soft line breaks part Western words.
func closeUp(segs []widget.RichTextSegment) {
	for i, s := range segs {
		switch s := s.(type) {
		case *widget.TextSegment:
			if i+1 < len(segs) && segs[i+1].Inline() {
				if t, ok := strings.CutSuffix(s.Text, " "); ok && t != "" {
					if r, _ := utf8.DecodeLastRuneInString(t); strings.ContainsRune(openings, r) || closeWritten(r) {
						s.Text = t
					}
				}
			}
		case widget.RichTextBlock:
			closeUp(s.Segments())
		}
	}
}

// closeWritten reports whether r is of a script written without spaces
// between words: Chinese characters, kana, and their punctuation and
// full-width forms.
func closeWritten(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) ||
		r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
}

// joinRuns makes one segment of each run of text segments of one style
// that go on one line (a paragraph's source lines, which Markdown keeps
// apart), in lists' items too: Fyne 2.7 starts a segment that does not fit whole in what is
// left of a line on the next line, where one segment wraps at its words.
func joinRuns(segs []widget.RichTextSegment) []widget.RichTextSegment {
	out := segs[:0:0]
	for _, s := range segs {
		switch b := s.(type) {
		case *widget.ListSegment:
			b.Items = joinRuns(b.Items)
		case *widget.ParagraphSegment:
			b.Texts = joinRuns(b.Texts)
		}
		t, ok := s.(*widget.TextSegment)
		if n := len(out); ok && n > 0 {
			if prev, ok := out[n-1].(*widget.TextSegment); ok && prev.Inline() && sameStyle(prev.Style, t.Style) {
				out[n-1] = &widget.TextSegment{Style: t.Style, Text: prev.Text + t.Text}
				continue
			}
		}
		out = append(out, s)
	}
	return out
}

// sameStyle reports whether a and b draw text alike, whether or not they
// end their line.
func sameStyle(a, b widget.RichTextStyle) bool {
	a.Inline, b.Inline = false, false
	return a == b
}

// afterOtherStyle reports whether s goes on the line of prev, a span of
// another style (code, bold, a link).
func afterOtherStyle(prev widget.RichTextSegment, s *widget.TextSegment) bool {
	if !prev.Inline() {
		return false
	}
	p, ok := prev.(*widget.TextSegment)
	return !ok || p.Style.TextStyle != s.Style.TextStyle || p.Style.ColorName != s.Style.ColorName
}

// WrappedError is err as Fyne's error dialog, which wraps its words,
// should be given it.
func WrappedError(err error) error {
	if msg := LineBreaks(err.Error()); msg != err.Error() {
		return errors.New(msg)
	}
	return err
}

// WrapEntry makes e wrap at words, its placeholder set to placeholder
// marked as WrapLabel's text is; text typed with no space in it (a
// position of 64 squares) still breaks where the line ends.
func WrapEntry(e *widget.Entry, placeholder string) {
	e.SetPlaceHolder(LineBreaks(placeholder))
	e.Wrapping = fyne.TextWrapWord
}
