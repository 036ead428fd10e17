package cli

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// explainedReply finds the reply an explanation names: "(Black's best
// reply, e3, wins ...)", "White must pass" or "the game ends".
var explainedReply = regexp.MustCompile(`(?:best reply, ([a-h][1-8])|(must pass)|(the game ends))`)

// Every explanation of analyze --explain names as the opponent's best
// reply the move the next line gives as best in the position after the
// move: the words and the analysis are one account, never two searches
// that disagree.
func TestAnalyzeExplanationsAgreeWithTheNextLine(t *testing.T) {
	games := []string{"testdata/analyze_explain.in", "testdata/analyze_early_game.txt"}
	named := 0
	for _, file := range games {
		in, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, depth := range []string{"3", "6"} {
			if depth == "6" && testing.Short() {
				continue
			}
			var out, errOut bytes.Buffer
			args := []string{"--depth", depth, "--exact", "12", "--explain", "-"}
			if code := Run("analyze", Env{Args: args, Stdin: bytes.NewReader(in), Stdout: &out, Stderr: &errOut}); code != 0 {
				t.Fatalf("%s: exit %d: %s", file, code, errOut.String())
			}
			lines := strings.Split(out.String(), "\n")
			for i, l := range lines {
				if !strings.HasPrefix(l, "    ") {
					continue
				}
				m := explainedReply.FindStringSubmatch(l)
				if m == nil {
					continue // an explanation that names no reply
				}
				named++
				var next []string
				for _, n := range lines[i+1:] {
					if f := strings.Fields(n); len(f) >= 3 && regexp.MustCompile(`^\d+$`).MatchString(f[0]) {
						next = f
						break
					}
				}
				switch {
				case m[1] != "":
					if len(next) < 6 || next[4] != "best" || next[5] != m[1] {
						t.Errorf("%s depth %s: %q names %s as the best reply; the next line is %q", file, depth, strings.TrimSpace(l), m[1], strings.Join(next, " "))
					}
				case m[2] != "":
					if len(next) < 3 || next[2] != "pass" {
						t.Errorf("%s depth %s: %q says the opponent must pass; the next line is %q", file, depth, strings.TrimSpace(l), strings.Join(next, " "))
					}
				}
			}
		}
	}
	if named < 10 {
		t.Errorf("only %d explanations named a reply: the test proves little", named)
	}
}
