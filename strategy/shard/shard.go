// Package shard cuts the long computations (the exact labels, self-play,
// the book's scores) into N slices that plain commands run anywhere: on
// one machine's cores, with GNU parallel across hosts, as a Kubernetes
// Indexed Job. Each shard writes its own folder, resumable; the merge
// finds the folders again, refuses a set with a shard missing, twice or
// cut from other work, and writes what one run would have.
package shard

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"othello/model/bounded"
)

// Shard is slice I of N (I from 1 to N); the zero value is the whole work.
type Shard struct{ I, N int }

// MaxN bounds N: more shards than this cut the work finer than its items.
const MaxN = 10000

// Parse reads "I/N", such as "2/8".
func Parse(s string) (Shard, error) {
	is, ns, ok := strings.Cut(s, "/")
	i, ierr := strconv.Atoi(is)
	n, nerr := strconv.Atoi(ns)
	switch {
	case !ok || ierr != nil || nerr != nil:
		return Shard{}, fmt.Errorf("%s is not I/N, such as 2/8", bounded.Quote(s))
	case n < 1 || n > MaxN:
		return Shard{}, fmt.Errorf("%d/%d: N is not 1-%d", i, n, MaxN)
	case i < 1 || i > n:
		return Shard{}, fmt.Errorf("%d/%d: I is not 1-%d", i, n, n)
	}
	return Shard{I: i, N: n}, nil
}

// On says whether s is a slice rather than the whole work.
func (s Shard) On() bool { return s.N > 0 }

// Owns says whether item k (from 0, in the work's fixed order) is s's:
// item k goes to shard k mod N + 1, so every shard gets items of every
// part of the order (each year, each number of moves), and the costs even
// out.
func (s Shard) Owns(k int) bool { return !s.On() || k%s.N == s.I-1 }

func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.I, s.N) }

// Name is the shard's folder name, shard-IofN.
func (s Shard) Name() string { return fmt.Sprintf("shard-%dof%d", s.I, s.N) }

// manifest names the file that says which shard of which work a folder
// holds: "othello shard I of N", then the work in one line.
const manifest = "shard.txt"

const manifestHead = "othello shard %d of %d\n"

// Start makes s's folder under parent and writes its manifest, what being
// the work the shards share in one line (the settings and input that
// decide their output); it returns the folder. A folder holding a shard of
// other work is refused: resumed, it would mix the two.
func Start(parent string, s Shard, what string) (string, error) {
	dir := filepath.Join(parent, s.Name())
	if got, gotWhat, err := readManifest(dir); err == nil {
		if got != s || gotWhat != what {
			return "", fmt.Errorf("%s holds shard %v of other work (%s), not shard %v of %s: remove it or use another folder", dir, got, gotWhat, s, what)
		}
		return dir, nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return dir, os.WriteFile(filepath.Join(dir, manifest), fmt.Appendf(nil, manifestHead+"%s\n", s.I, s.N, what), 0o644)
}

func readManifest(dir string) (Shard, string, error) {
	path := filepath.Join(dir, manifest)
	data, err := bounded.ReadFile(path, bounded.StatsFile)
	if err != nil {
		return Shard{}, "", err
	}
	head, what, _ := strings.Cut(string(data), "\n")
	var s Shard
	if _, err := fmt.Sscanf(head+"\n", manifestHead, &s.I, &s.N); err != nil || s.N < 1 || s.I < 1 || s.I > s.N {
		return Shard{}, "", fmt.Errorf("%s: not a shard's manifest (%s)", path, bounded.Quote(head))
	}
	return s, strings.TrimSuffix(what, "\n"), nil
}

// Find returns the folders of a whole set of shards of what, the folder
// of shard I at index I-1: dirs, or when there are none every shard-*
// folder under parent. Every error is one line that says what to do.
func Find(parent string, dirs []string, what string) ([]string, error) {
	where := "the folders given"
	if len(dirs) == 0 {
		where = parent
		found, err := filepath.Glob(filepath.Join(parent, "shard-*"))
		if err != nil {
			return nil, err
		}
		for _, d := range found {
			if st, err := os.Stat(d); err == nil && st.IsDir() {
				dirs = append(dirs, d)
			}
		}
		if len(dirs) == 0 {
			return nil, fmt.Errorf("no shard folders (shard-IofN) in %s: run the shards first (--shard I/N), or name their folders", parent)
		}
	}
	var out []string
	n, first := 0, ""
	for _, d := range dirs {
		s, w, err := readManifest(d)
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("%s: no %s, not a shard's folder", d, manifest)
		}
		if err != nil {
			return nil, err
		}
		if w != what {
			return nil, fmt.Errorf("%s: shard %v of other work (%s) than this merge's (%s): run the shards and the merge with the same flags and input", d, s, w, what)
		}
		if out == nil {
			n, first, out = s.N, d, make([]string, s.N)
		} else if s.N != n {
			return nil, fmt.Errorf("%s is shard %v but %s one of %d: the shards of one merge are cut in the same number of parts", d, s, first, n)
		}
		if out[s.I-1] != "" {
			return nil, fmt.Errorf("shard %v twice: %s and %s; keep one", s, out[s.I-1], d)
		}
		out[s.I-1] = d
	}
	if slices.Contains(out, "") {
		var missing, names []string
		for j, d := range out {
			if d == "" {
				s := Shard{I: j + 1, N: n}
				missing, names = append(missing, s.String()), append(names, s.Name())
			}
		}
		return nil, fmt.Errorf("shard %s missing from %s (%d of %d found): run it, or bring its folder (%s) there", strings.Join(missing, ", "), where, n-len(missing), n, strings.Join(names, ", "))
	}
	return out, nil
}
