package train

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// No default names a path outside the repository: the WTHOR folder has
// none, the XOT list is the shipped one, the outputs are in the tree.
func TestDefaultConfigPathsStayInTheRepository(t *testing.T) {
	cfg := DefaultConfig()
	if cfg.WthorDir != "" || cfg.XOTFile != "" {
		t.Errorf("default WTHOR folder %q and XOT file %q, want none and the shipped list", cfg.WthorDir, cfg.XOTFile)
	}
	for _, p := range []string{cfg.WorkDir, cfg.Out, cfg.ProbCutOut} {
		if !filepath.IsLocal(p) {
			t.Errorf("default path %q is not inside the repository", p)
		}
	}
}

// Without a WTHOR folder a run stops at once, before it writes anything,
// saying in one line what it needs and where the files come from.
func TestRunNeedsAWthorFolder(t *testing.T) {
	cfg := DefaultConfig()
	cfg.WorkDir = filepath.Join(t.TempDir(), "work")
	err := Run(context.Background(), cfg)
	if err == nil {
		t.Fatal("a run without a WTHOR folder started")
	}
	msg := err.Error()
	for _, want := range []string{"--wthor DIR", "WTH_YYYY.wtb", "https://www.ffothello.org/"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error %q does not say %q", msg, want)
		}
	}
	if strings.Contains(msg, "\n") {
		t.Errorf("the error takes more than one line: %q", msg)
	}
	if _, err := os.Stat(cfg.WorkDir); !os.IsNotExist(err) {
		t.Errorf("the refused run made its work folder: %v", err)
	}
}

// Self-play's openings: the shipped XOT list by default, else a file's
// transcripts, an error naming the file and the line of a bad one.
func TestReadOpenings(t *testing.T) {
	shipped, err := readOpenings("")
	if err != nil {
		t.Fatal(err)
	}
	if len(shipped) != 3623 || len(shipped[0]) != 8 {
		t.Errorf("the shipped list: %d openings, the first of %d moves; want 3623 of 8", len(shipped), len(shipped[0]))
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	if got, err := readOpenings(write("two.txt", "f5d6c3\n\n# a comment\nf5f6\n")); err != nil || len(got) != 2 || len(got[0]) != 3 {
		t.Errorf("a file of two openings: %v, %v", got, err)
	}
	bad := write("bad.txt", "f5d6\nf5a1\n")
	if _, err := readOpenings(bad); err == nil || !strings.Contains(err.Error(), bad+": line 2") {
		t.Errorf("a bad transcript: error %v, want one naming %s and line 2", err, bad)
	}
	if _, err := readOpenings(write("empty.txt", "# nothing\n")); err == nil || !strings.Contains(err.Error(), "no openings") {
		t.Errorf("an empty list: error %v", err)
	}
	if _, err := readOpenings(filepath.Join(dir, "missing.txt")); err == nil {
		t.Error("a missing file: no error")
	}
}
