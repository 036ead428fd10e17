// Reading a pasted or typed set-up: a position or a transcript, and the
// test of which one a text is.

package model

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrEmptySetup is returned by ParseSetup for text with nothing in it.
var ErrEmptySetup = errors.New("set up: nothing to read; paste a transcript such as f5d6c3 or a position of 64 squares and the side to move")

// ParseSetup reads a game from text that is either a position (64 squares
// and the side to move, as in FFO files; 16, 36 or 100 squares for the
// other sizes) or a transcript played from the start ("f5d6c3", spaces
// allowed), on a board other than 8x8 after its size ("6x6 c2b4c5", as
// TaggedTranscript writes it). The error names what is wrong.
func ParseSetup(text string) (*Game, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return nil, ErrEmptySetup
	}
	if n, rest, ok := CutSizeTag(t); ok {
		if _, err := GeometryOf(n); err != nil {
			return nil, fmt.Errorf("set up: %w", err)
		}
		if LooksLikePosition(rest) {
			p, err := ParseSizedPosition(rest, n)
			if err != nil {
				return nil, err
			}
			return NewSizedGameFrom(p), nil
		}
		g, _ := NewSizedGame(n)
		if err := g.PlayTranscript(rest); err != nil {
			return nil, err
		}
		return g, nil
	}
	if LooksLikePosition(t) {
		if n := sizedPositionSize(t); n != 0 {
			p, err := ParseSizedPosition(t, n)
			if err != nil {
				return nil, err
			}
			return NewSizedGameFrom(p), nil
		}
		p, err := ParsePosition(t)
		if err != nil {
			return nil, err
		}
		return NewGameFrom(p), nil
	}
	return ParseGame(t)
}

// LooksLikePosition reports whether text starts with a board rather than
// a transcript, judged by its first characters: a transcript starts with
// a column letter a-h, which never stands for a square in a position.
func LooksLikePosition(text string) bool {
	t := strings.TrimSpace(text)
	n := 0
	for i := 0; i < len(t) && n < 8; i++ {
		switch t[i] {
		case 'X', 'x', '*', 'O', 'o', '.':
			n++
		case '-':
			// "--" is also a pass in a transcript, but no transcript is
			// made of passes alone.
			n++
		default:
			return false
		}
	}
	return n > 0 && (n == 8 || n == len(t))
}

// CutSizeTag splits a leading board size "NxN" (then a space or a colon),
// as the window writes a game of another size ("6x6 c2b4"), off text.
func CutSizeTag(text string) (n int, rest string, ok bool) {
	end := strings.IndexAny(text, " \t\n:")
	if end < 0 {
		end = len(text)
	}
	a, b, found := strings.Cut(strings.ToLower(text[:end]), "x")
	if !found {
		return 0, "", false
	}
	n, err1 := strconv.Atoi(a)
	m, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || n != m {
		return 0, "", false
	}
	rest = strings.TrimLeft(text[end:], ": \t\n")
	return n, rest, true
}

// sizedPositionSize returns the size of a position of 16, 36 or 100
// squares written without spaces, and 0 for anything else (8x8 positions
// are read by ParsePosition, with its own errors).
func sizedPositionSize(text string) int {
	if i := strings.IndexByte(text, ';'); i >= 0 {
		text = text[:i]
	}
	n := 0
	for n < len(text) && strings.IndexByte("XxOo*-._", text[n]) >= 0 {
		n++
	}
	for _, size := range Sizes {
		if size != 8 && n == size*size {
			return size
		}
	}
	return 0
}

// TaggedTranscript returns the transcript, on boards other than 8x8 after
// the board's size ("6x6 c2b4c5"), as ParseSetup reads it back.
func (r Record) TaggedTranscript() string {
	if n := r.Size(); n != 8 {
		return fmt.Sprintf("%dx%d %s", n, n, r.Transcript())
	}
	return r.Transcript()
}

// FromStart reports whether the game began at the standard start of its
// size.
func (r Record) FromStart() bool {
	start, _ := SizedStartPosition(r.Size())
	return r.SizedStart() == start
}
