package engine

import (
	"slices"
	"testing"
)

func TestSplitWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"edax -nboard", []string{"edax", "-nboard"}},
		{"  spaced \t out\n", []string{"spaced", "out"}},
		{"", nil},
		{"'/opt/my engines/edax' -nboard", []string{"/opt/my engines/edax", "-nboard"}},
		{`"a \"quoted\" word" b`, []string{`a "quoted" word`, "b"}},
		{`"keep \n and \x" x`, []string{`keep \n and \x`, "x"}},
		{`a\ b c`, []string{"a b", "c"}},
		{`it'’s'`, []string{"it’s"}},
		{`a'b'"c"d`, []string{"abcd"}},
		{`'' x`, []string{"", "x"}},
		{`$HOME ~ *`, []string{"$HOME", "~", "*"}},
		{"two\\\nlines", []string{"twolines"}},
		{`'single \ keeps'`, []string{`single \ keeps`}},
	}
	for _, tt := range tests {
		got, err := SplitWords(tt.in)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("SplitWords(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{`'open`, `"open`, `ends\`, `"a\"`} {
		if got, err := SplitWords(bad); err == nil {
			t.Errorf("SplitWords(%q) = %q; want an error", bad, got)
		}
	}
}

func TestParseSpec(t *testing.T) {
	c, ok, err := ParseSpec("nboard:'/opt/edax/edax' -nboard")
	if err != nil || !ok || c.Protocol != NBoard || !slices.Equal(c.Argv, []string{"/opt/edax/edax", "-nboard"}) {
		t.Errorf("nboard: %+v %v %v", c, ok, err)
	}
	if c, ok, err := ParseSpec("GTP:edax -gtp"); err != nil || !ok || c.Protocol != GTP {
		t.Errorf("gtp: %+v %v %v", c, ok, err)
	}
	if c, ok, err := ParseSpec("play:othello play --level easy"); err != nil || !ok || c.Protocol != Line || len(c.Argv) != 4 {
		t.Errorf("play: %+v %v %v", c, ok, err)
	}
	for _, level := range []string{"hard", "random", "minimax:3", "alphabeta:4"} {
		if _, ok, err := ParseSpec(level); ok || err != nil {
			t.Errorf("%s: read as an engine (%v)", level, err)
		}
	}
	for _, bad := range []string{"nboard:", "nboard:   ", "gtp:'edax"} {
		if _, ok, err := ParseSpec(bad); !ok || err == nil {
			t.Errorf("%q: ok %v, error %v; want an error", bad, ok, err)
		}
	}
}

// An engine's name and version are said apart: NBoard engines glue a
// version to the name (the Test button said "calling itself Othello12").
func TestTitle(t *testing.T) {
	tests := []struct{ name, version, want string }{
		{"Othello12", "", "Othello 12"},
		{"Edax4.4", "", "Edax 4.4"},
		{"NTest", "", "NTest"},
		{"Edax 4.4", "", "Edax 4.4"},
		{"R2D2", "", "R2D2"},
		{"Fake-3", "", "Fake-3"},
		{"2048", "", "2048"},
		{"Edax4.", "", "Edax4."},
		{"Dvořák7", "", "Dvořák 7"},
		{"GNU Go", "3.8", "GNU Go 3.8"},
		{"Fake GTP", "0.9", "Fake GTP 0.9"},
		{"Zebra 1.0", "1.0", "Zebra 1.0"},
		{"Edax4.4", "4.4", "Edax 4.4"},
		{"", "", ""},
	}
	for _, tt := range tests {
		if got := title(tt.name, tt.version); got != tt.want {
			t.Errorf("title(%q, %q) = %q, want %q", tt.name, tt.version, got, tt.want)
		}
	}
}
