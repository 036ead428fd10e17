package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const shardWthor = "../../strategy/train/testdata/wthor"

// --shard takes I/N with I from 1 to N, and not with --merge; the commands
// that do not shard refuse it. Each is a usage error in one line, exit 2
// as every usage error of a command.
func TestShardUsage(t *testing.T) {
	work := t.TempDir()
	trainArgs := []string{"train", "--wthor", shardWthor, "--work", work, "--label-only"}
	buildArgs := []string{"book", "build", "--wthor", shardWthor, "--work", work}
	extendArgs := []string{"book", "extend", "--work", work}
	for _, c := range []struct {
		args []string
		want string
	}{
		{append(trainArgs, "--shard", "0/3"), "--shard 0/3: I is not 1-3"},
		{append(trainArgs, "--shard", "4/3"), "--shard 4/3: I is not 1-3"},
		{append(trainArgs, "--shard", "x/y"), `--shard "x/y" is not I/N`},
		{append(trainArgs, "--shard", "1/0"), "N is not 1-10000"},
		{append(trainArgs, "--shard", "1/3", "--merge"), "--shard and --merge"},
		{append(trainArgs, "--shard", "1/3", "--probcut-only"), "--probcut-only is not sharded"},
		{append(trainArgs, "--shard", "1/3", "elsewhere"), `unexpected "elsewhere": SHARD_DIR needs --merge`},
		{append(buildArgs, "--shard", "0/3"), "--shard 0/3: I is not 1-3"},
		{append(buildArgs, "--shard", "4/3"), "--shard 4/3: I is not 1-3"},
		{append(buildArgs, "--shard", "x/y"), "is not I/N"},
		{append(extendArgs, "--shard", "4/3"), "--shard 4/3: I is not 1-3"},
		{append(extendArgs, "--batch", "-1"), "--batch -1 is not at least 0"},
		{[]string{"book", "build", "--wthor", shardWthor, "--batch", "3"}, `unknown flag "--batch"`},
		{[]string{"book", "show", "--shard", "1/2", "f5"}, `unknown flag "--shard"`},
		{[]string{"book", "check", "--merge"}, `unknown flag "--merge"`},
	} {
		code, stdout, stderr := runCmd(c.args[0], c.args[1:]...)
		if code != 2 || !strings.HasPrefix(stderr, "othello: usage: ") || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("othello %q: exit %d\n%s%s\nwant exit 2 and one usage line saying %q", c.args, code, stdout, stderr, c.want)
		}
	}
	if entries, _ := os.ReadDir(work); len(entries) != 0 {
		t.Errorf("refused commands wrote in the work folder: %v", entries)
	}
}

// The command lines the documentation gives: the same command on each of
// 3 shards, then with --merge (the shards' folders found in --work, or
// named), write the labels, the samples and the book one run writes.
func TestShardCommands(t *testing.T) {
	run := func(args ...string) string {
		t.Helper()
		code, stdout, stderr := runCmd(args[0], args[1:]...)
		if code != 0 {
			t.Fatalf("othello %q: exit %d\n%s%s", args, code, stdout, stderr)
		}
		return stdout
	}
	same := func(what, want, got string) {
		t.Helper()
		for _, name := range []string{"wthor-1977-exact8.labels.gz", "wthor-1981-exact8.labels.gz", "wthor-1977-exact8.samples", "wthor-1981-exact8.samples.count", "book.gz"} {
			w, werr := os.ReadFile(filepath.Join(want, name))
			g, gerr := os.ReadFile(filepath.Join(got, name))
			if (werr == nil) != (gerr == nil) || !bytes.Equal(w, g) {
				t.Errorf("%s: %s differs from one run's (%v, %v)", what, name, werr, gerr)
			}
		}
	}
	one, sharded := t.TempDir(), t.TempDir()
	label := func(dir string, more ...string) []string {
		return append([]string{"train", "--wthor", shardWthor, "--exact", "8", "--label-only", "--threads", "1", "--work", dir, "--labels", dir}, more...)
	}
	run(label(one)...)
	for _, s := range []string{"1/3", "2/3", "3/3"} {
		if out := run(label(sharded, "--shard", s)...); !strings.Contains(out, "shard "+s+": done") {
			t.Errorf("shard %s said:\n%s", s, out)
		}
	}
	// named, in any order
	run(label(sharded, "--merge", filepath.Join(sharded, "shard-3of3"), filepath.Join(sharded, "shard-1of3"), filepath.Join(sharded, "shard-2of3"))...)
	same("train", one, sharded)

	// the book's shards in folders of their own: a folder holding a
	// shard of the labels is refused to the book's
	one, sharded = t.TempDir(), t.TempDir()
	bookArgs := func(dir string, more ...string) []string {
		return append([]string{"book", "build", "--wthor", shardWthor, "--min-games", "2", "--plies", "4", "--depth", "2", "--threads", "1",
			"--work", dir, "--out", filepath.Join(dir, "book.gz")}, more...)
	}
	run(bookArgs(one)...)
	for _, s := range []string{"1/3", "2/3", "3/3"} {
		run(bookArgs(sharded, "--shard", s)...)
	}
	if out := run(bookArgs(sharded, "--merge")...); !strings.Contains(out, "merged 3 shards") {
		t.Errorf("the merge said:\n%s", out)
	}
	same("book", one, sharded)
}
