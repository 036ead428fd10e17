package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestLongTests(t *testing.T) {
	got, err := longTests("testdata/p")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"FuzzShort", "TestDirect", "TestExternal", "TestHelper", "TestMethod", "TestTable", "TestVariable"}
	if !slices.Equal(got, want) {
		t.Errorf("long tests of testdata/p: %v, want %v", got, want)
	}
	got, err = longTests("testdata/q")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Errorf("long tests of testdata/q: %v, want none", got)
	}
}

func TestScanAndPattern(t *testing.T) {
	found, err := scan([]string{"testdata/...", "testdata/p"})
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 1 || found[0].dir != "./testdata/p" {
		t.Fatalf("scan: %v, want testdata/p alone and once", found)
	}
	re := regexp.MustCompile(pattern(found))
	for _, name := range []string{"TestDirect", "FuzzShort", "TestVariable"} {
		if !re.MatchString(name) {
			t.Errorf("the pattern %s misses %s", re, name)
		}
	}
	for _, name := range []string{"TestPlain", "TestDirectly", "XTestDirect", "TestMain"} {
		if re.MatchString(name) {
			t.Errorf("the pattern %s matches %s", re, name)
		}
	}
}

// The repository's own long tests are found: one that skips under -short
// and one that only grows without it.
func TestRepository(t *testing.T) {
	found, err := scan([]string{"../../..."})
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, p := range found {
		for _, n := range p.tests {
			all = append(all, strings.TrimPrefix(p.dir, "../../")+"."+n)
		}
	}
	for _, want := range []string{"model.TestPerftFromStart", "controller/engine.TestLevelLadder"} {
		if !slices.Contains(all, want) {
			t.Errorf("%s is not among the long tests %v", want, all)
		}
	}
}
