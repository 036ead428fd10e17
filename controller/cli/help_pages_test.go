// Tests of the manual pages and the Markdown pages othello man writes.

package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// othello man DIR writes othello.1 and a page for each command, naming
// each of its flags, dated SOURCE_DATE_EPOCH or else the build's commit,
// the same bytes each time.
func TestManPages(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1764028800") // 2025-11-25
	dir := filepath.Join(t.TempDir(), "man1")
	if code, _, out, errOut := runMain("man", dir); code != 0 || out != "" || errOut != "" {
		t.Fatalf("othello man: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	pages := map[string]*flag.FlagSet{"othello.1": testProgram.windowFlags()}
	for _, c := range allCommands(testProgram.commands()) {
		pages["othello-"+strings.ReplaceAll(c.Name, " ", "-")+".1"], _ = c.helpFlags()
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != len(pages) {
		t.Errorf("othello man wrote %q; want %d pages", files, len(pages))
	}
	first := map[string][]byte{}
	for name, fs := range pages {
		text, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Error(err)
			continue
		}
		first[name] = text
		page := string(text)
		if !strings.Contains(page, `.TH "`+strings.ToUpper(strings.TrimSuffix(name, ".1"))+`" "1" "Nov 2025" "othello 0.1.0"`) {
			t.Errorf("%s: no title line of section 1 dated Nov 2025: %.200q", name, page)
		}
		for _, f := range flagNames(fs) {
			if !strings.Contains(page, `\fB--`+f+`\fP`) {
				t.Errorf("%s does not describe --%s", name, f)
			}
		}
	}
	if page := string(first["othello-solve.1"]); !strings.Contains(page, "othello solve --size 4|6|10") || !strings.Contains(page, "; 8x8 only)") {
		t.Errorf("othello-solve.1 lacks the --size form or the 8x8 note:\n%s", page)
	}
	// reproducible
	if code, _, _, errOut := runMain("man", dir); code != 0 {
		t.Fatalf("othello man again: exit %d, %s", code, errOut)
	}
	for name, text := range first {
		if again, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(again, text) {
			t.Errorf("%s differs from one run to the next", name)
		}
	}
	// without SOURCE_DATE_EPOCH: the commit's date
	t.Setenv("SOURCE_DATE_EPOCH", "")
	p := testProgram
	p.Build.Time = time.Date(2024, 3, 9, 12, 0, 0, 0, time.UTC)
	if err := p.runMan(Env{Args: []string{dir}}); err != nil {
		t.Fatal(err)
	}
	if page, _ := os.ReadFile(filepath.Join(dir, "othello.1")); !bytes.Contains(page, []byte(`"Mar 2024"`)) {
		t.Errorf("othello.1 is not dated by the build: %.120q", page)
	}
	for _, args := range [][]string{{"man"}, {"man", "a", "b"}} {
		if code, _, _, errOut := runMain(args...); code != 2 || !strings.HasPrefix(errOut, "othello: usage: man [--markdown] DIR: ") {
			t.Errorf("othello %q: exit %d, stderr %q", args, code, errOut)
		}
	}
	t.Setenv("SOURCE_DATE_EPOCH", "yesterday")
	if code, _, _, errOut := runMain("man", dir); code != 2 || !strings.Contains(errOut, "SOURCE_DATE_EPOCH") {
		t.Errorf("othello man with a bad SOURCE_DATE_EPOCH: exit %d, stderr %q", code, errOut)
	}
}

// othello man --markdown DIR writes a Markdown page for the program and
// each command, help included, named as cobra names them: each page shows
// its usage lines as typed, describes each flag with its placeholder, and
// links only to pages written beside it; no page is dated, so two runs
// write the same bytes (docs/cli is checked against them).
func TestMarkdownPages(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "") // unused: a date would make the pages differ from run to run
	dir := filepath.Join(t.TempDir(), "cli")
	if code, _, out, errOut := runMain("man", "--markdown", dir); code != 0 || out != "" || errOut != "" {
		t.Fatalf("othello man --markdown: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	pages := map[string]Command{"othello.md": {Name: ""}}
	for _, c := range allCommands(testProgram.commands()) {
		pages["othello_"+strings.ReplaceAll(c.Name, " ", "_")+".md"] = c
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != len(pages) {
		t.Errorf("othello man --markdown wrote %d files; want %d pages:\n%q", len(files), len(pages), files)
	}
	link := regexp.MustCompile(`\]\(([^)]*)\)`)
	first := map[string][]byte{}
	for name, c := range pages {
		text, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Error(err)
			continue
		}
		first[name] = text
		page := string(text)
		fs := testProgram.windowFlags()
		if c.Name != "" {
			fs, _ = c.helpFlags()
			for _, s := range c.synopses() {
				if !strings.Contains(page, "\n"+s+"\n") {
					t.Errorf("%s lacks the usage line %q:\n%s", name, s, page)
				}
			}
			if !strings.Contains(page, c.Summary) {
				t.Errorf("%s lacks the summary %q", name, c.Summary)
			}
		}
		fs.VisitAll(func(fl *flag.Flag) {
			// pflag writes a one-letter flag "-o, --o FILE"
			word := "--" + fl.Name
			if !isBoolFlag(fl) {
				placeholder, _ := flag.UnquoteUsage(fl)
				word += " " + placeholder
			}
			if !regexp.MustCompile(`(?m)^ .*` + regexp.QuoteMeta(word) + `  +\S`).MatchString(page) {
				t.Errorf("%s does not describe %s", name, word)
			}
		})
		if strings.Contains(page, `\[`) || strings.Contains(page, "Auto generated") {
			t.Errorf("%s has man-page escapes or a generated-on date:\n%s", name, page)
		}
		for _, m := range link.FindAllStringSubmatch(page, -1) {
			if _, ok := pages[m[1]]; !ok {
				t.Errorf("%s links to %s, which is not written", name, m[1])
			}
		}
	}
	if page := string(first["othello.md"]); !strings.Contains(page, "](othello_help.md)") || !strings.Contains(page, "](othello_gomoku.md)") {
		t.Errorf("othello.md does not link to help and gomoku:\n%s", page)
	}
	if page := string(first["othello_gomoku.md"]); !strings.Contains(page, "](othello_gomoku_brain.md)") {
		t.Errorf("othello_gomoku.md does not link to its commands:\n%s", page)
	}
	// reproducible, whatever the date
	t.Setenv("SOURCE_DATE_EPOCH", "1764028800")
	again := filepath.Join(t.TempDir(), "cli")
	if code, _, _, errOut := runMain("man", again, "--markdown"); code != 0 {
		t.Fatalf("othello man --markdown again: exit %d, %s", code, errOut)
	}
	for name, text := range first {
		if b, _ := os.ReadFile(filepath.Join(again, name)); !bytes.Equal(b, text) {
			t.Errorf("%s differs from one run to the next", name)
		}
	}
	if code, _, _, errOut := runMain("man", "--markdwn", dir); code != 2 || !strings.HasPrefix(errOut, `othello: usage: man [--markdown] DIR: unknown flag "--markdwn"`) {
		t.Errorf("othello man --markdwn: exit %d, stderr %q", code, errOut)
	}
}
