package cli

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// othello book builds a book from WTHOR games, shows a position's book
// moves, checks it, and refuses a damaged one with the reason.
func TestBookCommand(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "book.gz")
	code, stdout, stderr := runCmd("book", "build", "--wthor", "../../strategy/train/testdata/wthor", "--min-games", "2",
		"--plies", "4", "--depth", "2", "--threads", "1", "--work", filepath.Join(dir, "work"), "--out", out)
	if code != 0 || !strings.Contains(stdout, "wrote "+out) {
		t.Fatalf("book build: exit %d\n%s%s", code, stdout, stderr)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"check", out}, 0, "the checksum and every minimax agree"},
		{[]string{"check", "--book", out}, 0, "positions"},
		{[]string{"show", "--book", out, "f5"}, 0, "in the book"},
		{[]string{"show", "--book", out, ""}, 0, "in the book"},
		{[]string{"show", "--book", out, "f5d6c3d3c4f4f6f3e6e7d7"}, 0, "not in the book"},
		{[]string{"show", "--book", out, "f5z9"}, 2, "z9"},
		{[]string{"check", filepath.Join(dir, "damaged.gz")}, 1, "checksum mismatch"},
		{[]string{"--book", out, "show", "f5"}, 0, "in the book"}, // the flags before the sub-command, as before it was one
		{[]string{"show", "--book", out, "f5", "d6"}, 2, `unexpected "d6"`},
		{[]string{"check", "--book", out, out}, 2, "FILE or --book, not both"},
		{[]string{"build"}, 2, "--wthor is required"},
		{[]string{"build", "--wthor", "w", "dir"}, 2, `unexpected "dir": SHARD_DIR needs --merge`},
		{[]string{"show", "--depth", "3", "f5"}, 2, `unknown flag "--depth"`},
		{[]string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{nil, 2, "name a command"},
	}
	// a damaged copy: one byte of the positions changed, the gzip intact
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	raw := gunzip(t, data)
	raw[len(raw)-1] ^= 0x40
	if err := os.WriteFile(filepath.Join(dir, "damaged.gz"), gzipped(raw), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		code, stdout, stderr := runCmd("book", tc.args...)
		if (code == 0) != (tc.code == 0) || !strings.Contains(stdout+stderr, tc.want) {
			t.Errorf("othello book %q: exit %d\n%s%s\nwant exit %d and %q", tc.args, code, stdout, stderr, tc.code, tc.want)
		}
		if strings.Contains(stderr, "transcript: transcript") {
			t.Errorf("othello book %q says what failed twice: %s", tc.args, stderr)
		}
	}
}

func gunzip(t *testing.T, data []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func gzipped(raw []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(raw)
	zw.Close()
	return buf.Bytes()
}
