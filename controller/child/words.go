package child

import (
	"errors"
	"strings"
)

// SplitWords splits a command line into words as a POSIX shell does
// before it runs a program: blanks separate words; 'single quotes' keep
// everything inside as it is; "double quotes" keep everything but a
// backslash before ", \, $, ` or a newline; a backslash outside quotes
// keeps the next character as it is. There are no variables, globs, ~ or
// redirections: $HOME is the five characters $HOME.
func SplitWords(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false // a word has begun, perhaps empty ('' is a word)
	end := func() {
		if inWord {
			words = append(words, w.String())
			w.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			end()
		case ch == '\\':
			if i+1 >= len(s) {
				return nil, errors.New("a backslash ends the command; it escapes nothing")
			}
			i++
			if s[i] != '\n' { // backslash-newline joins lines
				w.WriteByte(s[i])
			}
			inWord = true
		case ch == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("a ' is never closed")
			}
			w.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case ch == '"':
			closed := false
			for i++; i < len(s); i++ {
				c := s[i]
				if c == '"' {
					closed = true
					break
				}
				if c == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`\n", s[i+1]) >= 0 {
					i++
					if s[i] != '\n' {
						w.WriteByte(s[i])
					}
					continue
				}
				w.WriteByte(c)
			}
			if !closed {
				return nil, errors.New(`a " is never closed`)
			}
			inWord = true
		default:
			w.WriteByte(ch)
			inWord = true
		}
	}
	end()
	return words, nil
}
