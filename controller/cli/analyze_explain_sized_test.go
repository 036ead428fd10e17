package cli

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// sizedReply finds the reply an explanation names on a board of any size:
// "(Black's best reply, e6, wins ...)".
var sizedReply = regexp.MustCompile(`best reply, ([a-j](?:10|[1-9]))\b`)

// squareWord finds every word that looks like a square: "f6", "j10".
var squareWord = regexp.MustCompile(`\b[a-z](?:10|[1-9])\b`)

// analyze --explain gives the coach's words on a 6x6 game: a sentence
// after each mistake, about the move of its line, naming only squares of
// the 6x6 board, and as the reply the move the next line gives as best.
func TestAnalyzeExplainOnSixBySix(t *testing.T) {
	text, rec := randomSizedGame(t, 6, 5)
	var out, errOut bytes.Buffer
	args := []string{"--depth", "4", "--exact", "10", "--explain", text}
	if code := Run("analyze", Env{Args: args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	geo := rec.Geometry()
	lines := strings.Split(out.String(), "\n")
	explained, named := 0, 0
	for i, l := range lines {
		if !strings.HasPrefix(l, "    ") {
			continue
		}
		explained++
		s := strings.TrimSpace(l)
		prev := strings.Fields(lines[i-1])
		if len(prev) < 8 || prev[4] != "best" || !strings.HasPrefix(s, prev[2]+" ") && !strings.HasPrefix(s, prev[2]+":") {
			t.Errorf("%q does not follow a mistake's line about its move: %q", s, lines[i-1])
		}
		for _, w := range squareWord.FindAllString(s, -1) {
			if _, err := geo.ParseCell(w); err != nil {
				t.Errorf("%q names %s, not a square of the 6x6 board", s, w)
			}
		}
		m := sizedReply.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		named++
		if i+1 >= len(lines) {
			t.Fatalf("%q is the last line", s)
		}
		if next := strings.Fields(lines[i+1]); len(next) < 6 || next[4] != "best" || next[5] != m[1] {
			t.Errorf("%q names %s as the best reply; the next line is %q", s, m[1], lines[i+1])
		}
	}
	if explained < 3 || named < 2 {
		t.Fatalf("%d explanations, %d naming a reply, in:\n%s", explained, named, out.String())
	}
}
