// Errors and texts cut short for one line of the window.

package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxReason is the most characters of an error a message shows: a
// reader's error may quote what it read, and the start says enough.
const maxReason = 160

// ShortReason is err's words on one line, cut to maxReason characters.
func ShortReason(err error) string { return ShortText(err.Error()) }

// ShortText is s on one line, cut to maxReason characters.
func ShortText(s string) string {
	cut := len(s) > 4*maxReason
	if cut {
		s = s[:4*maxReason] // at least maxReason characters: the rest is never shown
	}
	// only ASCII white space: a French reason's no-break spaces (« : ») stay
	s = strings.Join(strings.FieldsFunc(strings.ToValidUTF8(s, ""), func(r rune) bool {
		return r < utf8.RuneSelf && unicode.IsSpace(r)
	}), " ")
	if r := []rune(s); cut || len(r) > maxReason {
		s = string(r[:min(len(r), maxReason)]) + "…"
	}
	return s
}
