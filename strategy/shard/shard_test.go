package shard

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Shard
		err  string
	}{
		{"2/8", Shard{2, 8}, ""},
		{"1/1", Shard{1, 1}, ""},
		{"8/8", Shard{8, 8}, ""},
		{"0/3", Shard{}, "0/3: I is not 1-3"},
		{"4/3", Shard{}, "4/3: I is not 1-3"},
		{"-1/3", Shard{}, "I is not 1-3"},
		{"1/0", Shard{}, "N is not 1-10000"},
		{"1/10001", Shard{}, "N is not 1-10000"},
		{"x/y", Shard{}, `"x/y" is not I/N, such as 2/8`},
		{"3", Shard{}, "is not I/N"},
		{"", Shard{}, "is not I/N"},
		{"1/2/3", Shard{}, "is not I/N"},
		{" 1/2", Shard{}, "is not I/N"},
	} {
		got, err := Parse(c.in)
		if c.err == "" {
			if err != nil || got != c.want {
				t.Errorf("Parse(%q) = %v, %v; want %v", c.in, got, err, c.want)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("Parse(%q) = %v, %v; want an error saying %q", c.in, got, err, c.err)
		}
	}
}

// Every item belongs to one shard, the next item to the next shard.
func TestOwns(t *testing.T) {
	const n = 3
	for k := range 10 {
		var owners []int
		for i := 1; i <= n; i++ {
			if (Shard{i, n}).Owns(k) {
				owners = append(owners, i)
			}
		}
		if !slices.Equal(owners, []int{k%n + 1}) {
			t.Errorf("item %d owned by shards %v, want %d", k, owners, k%n+1)
		}
		if !(Shard{}).Owns(k) {
			t.Errorf("the whole work does not own item %d", k)
		}
	}
}

// Start makes the folder and its manifest, takes it again for the same
// work, and refuses it for another; Find gathers a whole set and refuses
// the others with one line each.
func TestStartAndFind(t *testing.T) {
	const what = "book build: 17 positions"
	parent := t.TempDir()
	var dirs []string
	for i := 1; i <= 3; i++ {
		d, err := Start(parent, Shard{i, 3}, what)
		if err != nil {
			t.Fatal(err)
		}
		if d != filepath.Join(parent, "shard-"+string(rune('0'+i))+"of3") {
			t.Errorf("shard %d's folder: %s", i, d)
		}
		dirs = append(dirs, d)
	}
	if d, err := Start(parent, Shard{2, 3}, what); err != nil || d != dirs[1] {
		t.Errorf("started again: %s, %v", d, err)
	}
	if _, err := Start(parent, Shard{2, 3}, "book build: 18 positions"); err == nil || !strings.Contains(err.Error(), "other work") {
		t.Errorf("started for other work: %v", err)
	}
	got, err := Find(parent, nil, what)
	if err != nil || !slices.Equal(got, dirs) {
		t.Fatalf("Find = %v, %v; want %v", got, err, dirs)
	}
	if got, err := Find("", []string{dirs[2], dirs[0], dirs[1]}, what); err != nil || !slices.Equal(got, dirs) {
		t.Fatalf("Find of the folders named = %v, %v; want %v", got, err, dirs)
	}

	other := t.TempDir()
	four, err := Start(other, Shard{1, 4}, what)
	if err != nil {
		t.Fatal(err)
	}
	renamed := filepath.Join(other, "shard-copy")
	if err := os.CopyFS(renamed, os.DirFS(dirs[0])); err != nil {
		t.Fatal(err)
	}
	plain := t.TempDir()
	damaged := filepath.Join(t.TempDir(), "shard-1of3")
	os.Mkdir(damaged, 0o755)
	os.WriteFile(filepath.Join(damaged, "shard.txt"), []byte("othello shard 4 of 3\n"+what+"\n"), 0o644)
	for _, c := range []struct {
		name   string
		parent string
		dirs   []string
		what   string
		want   string
	}{
		{"none", t.TempDir(), nil, what, "no shard folders (shard-IofN) in "},
		{"missing", "", dirs[:2], what, "shard 3/3 missing from the folders given (2 of 3 found): run it, or bring its folder (shard-3of3) there"},
		{"two missing", "", dirs[1:2], what, "shard 1/3, 3/3 missing"},
		{"twice", "", []string{dirs[0], renamed, dirs[1], dirs[2]}, what, "shard 1/3 twice: " + dirs[0] + " and " + renamed},
		{"another N", "", []string{dirs[0], four}, what, four + " is shard 1/4 but " + dirs[0] + " one of 3"},
		{"other work", parent, nil, "book build: 18 positions", "shard 1/3 of other work (book build: 17 positions) than this merge's (book build: 18 positions)"},
		{"not a shard", "", []string{plain}, what, plain + ": no shard.txt"},
		{"damaged", "", []string{damaged}, what, "not a shard's manifest"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Find(c.parent, c.dirs, c.what)
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want one line saying %q", err, c.want)
			}
		})
	}
}
