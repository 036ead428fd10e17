// Files of several GGF games, one after another, as a match writes them.

package model

import "strings"

// GGFRecords splits text into the GGF records it holds one after another
// (a file of one game is one record): each from its "(;" to its ";)",
// the values in brackets skipped as ParseGGF skips them, '\' escaping the
// next character. Text that is not such a list comes back in one piece
// from the first record that does not end, or is followed by something
// other than a record, for ParseGGF or ParseGameFile to say what is wrong
// with it.
func GGFRecords(text string) []string {
	rest := strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF"))
	var records []string
	for {
		end := ggfRecordEnd(rest)
		if end < 0 {
			return append(records, rest)
		}
		next := strings.TrimSpace(rest[end:])
		if next == "" || !strings.HasPrefix(next, "(;") {
			return append(records, rest)
		}
		records = append(records, rest[:end])
		rest = next
	}
}

// ggfRecordEnd is the index just past the ";)" that closes the record
// text opens with, or -1 when it opens with none or never closes.
func ggfRecordEnd(text string) int {
	if !strings.HasPrefix(text, "(;") {
		return -1
	}
	inValue := false
	for i := 2; i < len(text); i++ {
		switch c := text[i]; {
		case inValue && c == '\\':
			i++ // the escaped character, a ']' too
		case inValue:
			inValue = c != ']'
		case c == '[':
			inValue = true
		case c == ';' && i+1 < len(text) && text[i+1] == ')':
			return i + 2
		}
	}
	return -1
}
