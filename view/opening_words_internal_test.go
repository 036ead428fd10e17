package view

import (
	"bytes"
	"log"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"othello/controller"
	"othello/view/othellowords"
)

// Every named opening has its message, and no other does: in English its
// own name; a language that names an opening otherwise shows both.
func TestOpeningNamesAreMessages(t *testing.T) {
	en := readMessages(t, "en")
	var keys []string
	for k, forms := range en {
		if name, ok := strings.CutPrefix(k, othellowords.OpeningKeyPrefix); ok {
			keys = append(keys, name)
			if forms[""] != name {
				t.Errorf("%q is %q in English, want its own name", k, forms[""])
			}
		}
	}
	names := controller.OpeningNames()
	sort.Strings(keys)
	want := slices.Clone(names)
	sort.Strings(want)
	if !slices.Equal(keys, want) {
		t.Errorf("opening messages %q, want the named openings %q", keys, want)
	}
	t.Cleanup(func() { setLanguage("en") })
	tests := []struct{ lang, name, want string }{
		{"en", "Tiger", "Tiger"},
		{"ja", "Tiger", "Tiger（虎）"},
		{"ja", "Perpendicular", "Perpendicular（縦取り）"},
		{"ja", "Aubrey, Tanaka", "Aubrey, Tanaka"},
		{"fr", "Perpendicular", "Perpendicular (Perpendiculaire)"},
		{"de", "Perpendicular", "Perpendicular"},
		{"fr", "f5d6c3", "f5d6c3"}, // a line out of the book with no name
	}
	for _, tt := range tests {
		setLanguage(tt.lang)
		if got := othellowords.OpeningName(tt.name); got != tt.want {
			t.Errorf("%s %q: %q, want %q", tt.lang, tt.name, got, tt.want)
		}
	}
	// a position without a name asks for no message, whose absence Fyne
	// would log as a translation failure
	var logged bytes.Buffer
	log.SetOutput(&logged)
	t.Cleanup(func() { log.SetOutput(os.Stderr) })
	for _, name := range []string{"", "f5d6c3"} {
		if got := othellowords.OpeningName(name); got != name || logged.Len() > 0 {
			t.Errorf("%q: %q, logged %q", name, got, logged.String())
		}
	}
}
