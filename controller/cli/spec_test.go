package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestSplitSpec(t *testing.T) {
	tests := []struct {
		spec, player string
		settings     []string
	}{
		{"hard", "hard", nil},
		{"hard,threads=1,depth=20", "hard", []string{"threads=1", "depth=20"}},
		{"nboard:'edax -n, fast',depth=20", "nboard:'edax -n, fast'", []string{"depth=20"}},
		{`gtp:"a,b",time=2s`, `gtp:"a,b"`, []string{"time=2s"}},
	}
	for _, tt := range tests {
		player, settings := splitSpec(tt.spec)
		if player != tt.player || strings.Join(settings, "|") != strings.Join(tt.settings, "|") {
			t.Errorf("splitSpec(%q) = %q, %q; want %q, %q", tt.spec, player, settings, tt.player, tt.settings)
		}
	}
}

// A side given as one spec plays the same games, for the same seed, as the
// old per-side flags, which still work with a note saying the new
// spelling; a setting that is none is refused in one line.
func TestArenaSideSpecs(t *testing.T) {
	dir := t.TempDir()
	dated := regexp.MustCompile(`DT\[[^]]*\]`)
	run := func(name string, args ...string) (string, string) {
		t.Helper()
		out := filepath.Join(dir, name+".ggf")
		var stdout, stderr bytes.Buffer
		args = append(args, "--games", "4", "--seed", "7", "--games-out", out)
		if code := Run("arena", Env{Args: args, Stdout: &stdout, Stderr: &stderr}); code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, stderr.String())
		}
		games, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return dated.ReplaceAllString(string(games), ""), stderr.String()
	}
	tests := []struct {
		name     string
		old, new []string
	}{
		{"depth and book", []string{"--black", "medium", "--black-depth", "3", "--black-no-book", "--white", "easy"},
			[]string{"--black", "medium,depth=3,book=false", "--white", "easy"}},
		{"both sides", []string{"--black", "easy", "--black-algo", "minimax", "--black-depth", "2", "--white", "medium", "--white-depth", "2", "--white-threads", "1"},
			[]string{"--black", "easy,algo=minimax,depth=2", "--white", "medium,depth=2,threads=1"}},
	}
	for _, tt := range tests {
		oldGames, oldErr := run(tt.name+"-old", tt.old...)
		newGames, newErr := run(tt.name+"-new", tt.new...)
		if oldGames != newGames {
			t.Errorf("%s: the specs played other games than the flags:\n%s\n%s", tt.name, newGames, oldGames)
		}
		if !strings.Contains(oldErr, "othello: note: --black-KEY flags are spelled --black ") || strings.Contains(newErr, "note:") {
			t.Errorf("%s: notes %q (old flags) and %q (specs)", tt.name, oldErr, newErr)
		}
	}
	for _, bad := range []string{"medium,foo=1", "medium,depth", "medium,book=maybe", "medium,depth=x"} {
		var stdout, stderr bytes.Buffer
		code := Run("arena", Env{Args: []string{"--black", bad, "--white", "easy", "--games", "2"}, Stdout: &stdout, Stderr: &stderr})
		if code == 0 || strings.Count(stderr.String(), "\n") != 1 || !strings.Contains(stderr.String(), "--black") {
			t.Errorf("--black %s: exit %d, %q; want one line naming --black", bad, code, stderr.String())
		}
	}
}
