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
