package view

import (
	"bytes"
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"othello/view/othellowords"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// sourceFiles parses the package's Go files and those of the packages
// below it that speak to the player, tests left out.
func sourceFiles(t *testing.T) (*token.FileSet, []*ast.File) {
	t.Helper()
	var names []string
	// every package of the window, so that none asks for a key the
	// check cannot see
	for _, pattern := range []string{"*.go", "*/*.go"} {
		more, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, more...)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") || strings.HasPrefix(n, "testdata") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return fset, files
}

// calledName is the name of the function a call calls: a name of this
// package, or of package i18n (its own calls unqualified, T and N, and the
// view's, i18n.T); "" for any other.
func calledName(fun ast.Expr) string {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if pkg, ok := f.X.(*ast.Ident); ok && (pkg.Name == "i18n" || pkg.Name == "kit") {
			return f.Sel.Name
		}
	}
	return ""
}

// usedKeys are the literal keys the source passes to i18n.T and i18n.N, and
// for each whether it is plural.
func usedKeys(t *testing.T) map[string]bool {
	t.Helper()
	_, files := sourceFiles(t)
	keys := map[string]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			name := calledName(call.Fun)
			if name != "T" && name != "N" {
				return true
			}
			if k, ok := constantString(call.Args[0]); ok {
				keys[k] = keys[k] || name == "N"
			} else {
				t.Errorf("i18n.%s: a key that is not a constant string: the check cannot see it", name)
			}
			return true
		})
	}
	return keys
}

// updateEnglish rewrites en.json from the keys the code uses: new keys
// get their English (a plural's "one" form guessed, to be read over),
// keys no code uses go.
var updateEnglish = flag.Bool("update-en", false, "rewrite i18n/translations/en.json from the code's keys")

// singular guesses a plural key's "one" form: the noun after the count.
var countedNoun = regexp.MustCompile(`({{\.Count}} \w+?)(es|s)\b`)

func singular(key string) string {
	return countedNoun.ReplaceAllStringFunc(key, func(m string) string {
		if strings.HasSuffix(m, "sses") || strings.HasSuffix(m, "shes") {
			return strings.TrimSuffix(m, "es")
		}
		return strings.TrimSuffix(m, "s")
	})
}

func writeEnglish(t *testing.T, en map[string]map[string]string, used map[string]bool) {
	t.Helper()
	out := map[string]any{}
	for k, plural := range used {
		switch forms, ok := en[k]; {
		case ok && forms[""] != "":
			out[k] = forms[""]
		case ok:
			out[k] = forms
		case plural:
			out[k] = map[string]string{"one": singular(k), "other": k}
		default:
			out[k] = k
			if ctx, text, ok := strings.Cut(k, "|"); ok && !strings.Contains(ctx, "{{") {
				out[k] = text // "menu|Edit": the English is "Edit"
			}
		}
	}
	for k, forms := range en {
		if dynamicKeys[k] || strings.HasPrefix(k, othellowords.OpeningKeyPrefix) {
			out[k] = forms[""]
		}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(translationsDir, "en.json"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// constantString is the value of a string literal, or of literals joined
// by +, as a key split over lines is.
func constantString(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		x, okx := constantString(e.X)
		y, oky := constantString(e.Y)
		return x + y, okx && oky && e.Op == token.ADD
	case *ast.ParenExpr:
		return constantString(e.X)
	}
	return "", false
}

// TestEveryKeyUsedIsInEnglish: a key the code asks for that en.json
// lacks shows the key itself in every language, and a key no code asks
// for is work for translators that nobody sees.
func TestEveryKeyUsedIsInEnglish(t *testing.T) {
	en := readMessages(t, "en")
	used := usedKeys(t)
	if *updateEnglish {
		writeEnglish(t, en, used)
		en = readMessages(t, "en")
	}
	var missing, unused []string
	for k, plural := range used {
		forms, ok := en[k]
		switch {
		case !ok:
			missing = append(missing, strconv.Quote(k))
		case plural && forms[""] != "":
			t.Errorf("%q is asked for with a count but is not plural in en.json", k)
		case !plural && forms[""] == "":
			t.Errorf("%q is plural in en.json but asked for without a count", k)
		}
	}
	for k := range en {
		if _, ok := used[k]; !ok && !dynamicKeys[k] && !strings.HasPrefix(k, othellowords.OpeningKeyPrefix) {
			unused = append(unused, strconv.Quote(k))
		}
	}
	sort.Strings(missing)
	sort.Strings(unused)
	if len(missing) > 0 {
		t.Errorf("%d keys used but missing from en.json:\n%s", len(missing), strings.Join(missing, ",\n"))
	}
	if len(unused) > 0 {
		t.Errorf("%d keys in en.json that no code uses:\n%s", len(unused), strings.Join(unused, ",\n"))
	}
}

// dynamicKeys are the keys of en.json that no Go code asks for: the
// package's words, which scripts/package.sh puts in the .desktop entry
// and the AppStream metainfo (see TestPackageWordsMatchTheirSources).
var dynamicKeys = map[string]bool{
	"package|Name": true, "package|GenericName": true, "package|Comment": true, "package|Keywords": true,
	"package|Description": true, "package|Terminal": true, "package|Feature1": true,
	"package|Feature2": true, "package|Feature3": true, "package|Feature4": true, "package|Feature5": true,
}

// widgetText are the calls whose string arguments the player reads, with
// the arguments that are text (by position; -1: all of them).
var widgetText = map[string][]int{
	"NewLabel": {0}, "NewLabelWithStyle": {0}, "NewButton": {0}, "NewButtonWithIcon": {0},
	"NewCheck": {0}, "NewFormItem": {0}, "NewMenu": {0}, "NewMenuItem": {0},
	"SetText": {0}, "SetPlaceHolder": {0}, "NewCustom": {0, 1}, "NewCustomConfirm": {0, 1, 2},
	"NewConfirm": {0, 1}, "NewInformation": {0, 1}, "ShowInformation": {0, 1}, "ShowConfirm": {0, 1},
	"NewHyperlink": {0}, "NewRichTextWithText": {0}, "NewTextGridFromString": {0},
	"NewRadioGroup": {-1}, "NewSelect": {-1}, "SetTitle": {0}, "NewWindow": {0},
	"NewCustomWithoutButtons": {0}, "NewAccordionItem": {0}, "NewTabItem": {0},
	"NewTabItemWithIcon": {0}, "SetConfirmText": {0}, "SetDismissText": {0},
	"NewForm": {-1}, "NewEntry": {-1}, "ShowCustom": {0, 1}, "ShowCustomConfirm": {0, 1, 2},
	"setNotice": {0}, "setLastingNotice": {0}, "NewError": {0}, "SetOptions": {0}, "NewMainMenu": {-1},
	"NewText": {0}, "NewMenuItemWithIcon": {0}, "Append": {-1}, "NewListWithData": {-1},
	"item": {1}, "button": {1}, // the menu's and the panel's helpers
	"WrapLabel": {0}, "WrapLabelWithStyle": {0}, "SetWrapped": {1}, // the wrapping labels'
}

// TestNoLiteralTextInWidgets fails on a user-visible string literal
// handed to a widget without going through i18n.T or i18n.N: it would stay
// English in every language. A literal with no letter in it (a number, a
// symbol, a square's name such as "f5") is not words.
func TestNoLiteralTextInWidgets(t *testing.T) {
	fset, files := sourceFiles(t)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			which, ok := widgetText[name]
			if !ok {
				return true
			}
			for i, a := range call.Args {
				if which[0] != -1 && !containsInt(which, i) {
					continue
				}
				for _, lit := range literalsIn(a) {
					if words(lit) && !notWords[lit] {
						t.Errorf("%v: %s(%s): text not passed through i18n.T", fset.Position(a.Pos()), name, lit)
					}
				}
			}
			return true
		})
	}
}

// notWords are literals that are no words to translate: the game's name,
// and a sample that sizes the score sheet's cells, never shown.
var notWords = map[string]bool{"Othello": true, "pass ??": true}

// literalsIn are the string literals in e that are not inside a call of
// i18n.T or i18n.N (fmt.Sprintf's format, a string glued on, are words).
func literalsIn(e ast.Expr) []string {
	var out []string
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			name := calledName(n.Fun)
			return name != "T" && name != "N"
		case *ast.BasicLit:
			if n.Kind == token.STRING {
				s, _ := strconv.Unquote(n.Value)
				out = append(out, s)
			}
		}
		return true
	})
	return out
}

// words reports whether s holds a word of two letters or more.
func words(s string) bool {
	run := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			run++
			if run >= 2 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

func containsInt(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// The package's words in English are the very words of FyneApp.toml and
// of resources/linux/metainfo.xml.in, which scripts/package.sh finds them
// by to add their translations: a change to one and not the other would
// leave a language's entry saying something else.
func TestPackageWordsMatchTheirSources(t *testing.T) {
	en := readMessages(t, "en")
	toml, err := os.ReadFile(filepath.Join("..", "FyneApp.toml"))
	if err != nil {
		t.Fatal(err)
	}
	meta, err := os.ReadFile(filepath.Join("..", "resources", "linux", "metainfo.xml.in"))
	if err != nil {
		t.Fatal(err)
	}
	tomlValue := func(key string) string {
		m := regexp.MustCompile(`(?m)^\s*` + key + `\s*=\s*(.*)$`).FindStringSubmatch(string(toml))
		if m == nil {
			return ""
		}
		v := strings.TrimSpace(m[1])
		if strings.HasPrefix(v, "[") { // a list, as the .desktop entry writes it: a;b;
			var out string
			for _, item := range regexp.MustCompile(`"([^"]*)"`).FindAllStringSubmatch(v, -1) {
				out += item[1] + ";"
			}
			return out
		}
		return strings.Trim(v, `"`)
	}
	for key, toml := range map[string]string{"Name": "Name", "GenericName": "GenericName", "Comment": "Comment", "Keywords": "Keywords"} {
		if got, want := en["package|"+key][""], tomlValue(toml); got != want {
			t.Errorf("en.json package|%s = %q, FyneApp.toml says %q", key, got, want)
		}
	}
	for _, key := range []string{"Description", "Terminal", "Feature1", "Feature2", "Feature3", "Feature4", "Feature5"} {
		text := en["package|"+key][""]
		if !regexp.MustCompile(`(?m)^\s*<(p|li)>` + regexp.QuoteMeta(text) + `</(p|li)>$`).Match(meta) {
			t.Errorf("metainfo.xml.in has no line <p> or <li> of package|%s, %q", key, text)
		}
	}
}
