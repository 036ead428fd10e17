package view

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"othello/view/i18n"
)

// TestMain runs the package's tests in English, whatever the machine's
// locale: they compare the window's words with English text.
func TestMain(m *testing.M) {
	setLanguage("en")
	os.Exit(m.Run())
}

// readMessages reads translations/CODE.json.
func readMessages(t *testing.T, code string) map[string]map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(translationsDir, code+".json"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := messages(data)
	if err != nil {
		t.Fatalf("%s.json: %v", code, err)
	}
	return m
}

// pluralCategories are the CLDR plural categories of each language's
// cardinal numbers, as go-i18n chooses among them: a form outside them
// is never shown, and a missing one shows the key.
var pluralCategories = map[string][]string{
	"en": {"one", "other"},
	"de": {"one", "other"},
	"es": {"one", "many", "other"},
	"it": {"one", "many", "other"},
	"nl": {"one", "other"},
	"fr": {"one", "many", "other"},
	"ja": {"other"},
	"zh": {"other"},
}

// requiredCategories are the forms a plural message must have: "many" is
// for millions in French, Spanish and Italian (1 000 000 de coups), which
// the window never counts, so it may be left out.
func requiredCategories(code string) []string {
	var out []string
	for _, c := range pluralCategories[code] {
		if c != "many" {
			out = append(out, c)
		}
	}
	return out
}

var placeholder = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

// speakerForm is a side's form among its three (see speakerArgs).
var speakerForm = regexp.MustCompile(`(Name|Poss|Own)$`)

// samePlaceholders reports whether a translation's placeholders, got,
// match the English ones: the same, but that a side's forms stand for one
// another (its grammar may need "{{.ThemName}}" where English has
// "{{.ThemPoss}}"), and a count may go unsaid ("un coup" for "1 move").
func samePlaceholders(got, want []string) bool {
	norm := func(ps []string, dropCount bool) []string {
		var out []string
		for _, p := range ps {
			if p == "Count" && dropCount {
				continue
			}
			p = speakerForm.ReplaceAllString(p, "")
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
		sort.Strings(out)
		return out
	}
	return slices.Equal(norm(got, false), norm(want, false)) || slices.Equal(norm(got, true), norm(want, true))
}

// placeholders lists the named placeholders of a message's forms.
func placeholders(forms map[string]string) []string {
	seen := map[string]bool{}
	for _, text := range forms {
		for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
			seen[m[1]] = true
		}
	}
	var out []string
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// TestEveryLanguageIsComplete checks every file under translations, the
// English one included: each has every English key and no other, the
// same placeholders in each message (a count may go unsaid in the "one"
// form: "un coup"), and a plural message has the forms its language's
// numbers take and no other.
func TestEveryLanguageIsComplete(t *testing.T) {
	en := readMessages(t, "en")
	files, err := filepath.Glob(filepath.Join(translationsDir, "*"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 2 {
		t.Fatalf("translations holds %d files", len(files))
	}
	for _, file := range files {
		name := filepath.Base(file)
		code, ok := strings.CutSuffix(name, ".json")
		t.Run(name, func(t *testing.T) {
			if !ok {
				t.Fatalf("%s: not a .json file: the window reads only CODE.json", name)
			}
			if _, ok := pluralCategories[code]; !ok {
				t.Fatalf("no plural categories known for %q: add its CLDR cardinal categories to pluralCategories", code)
			}
			msgs := readMessages(t, code)
			for key, enForms := range en {
				forms, ok := msgs[key]
				if !ok {
					t.Errorf("missing %q", key)
					continue
				}
				if plural := forms[""] == ""; plural != (enForms[""] == "") {
					t.Errorf("%q: plural in one language and not the other", key)
					continue
				}
				if got, want := placeholders(forms), placeholders(enForms); !samePlaceholders(got, want) {
					t.Errorf("%q: placeholders %v, English has %v", key, got, want)
				}
				if forms[""] != "" {
					if strings.TrimSpace(forms[""]) == "" {
						t.Errorf("%q: empty", key)
					}
					continue
				}
				for cat, text := range forms {
					if !slices.Contains(pluralCategories[code], cat) {
						t.Errorf("%q: form %q is not one of %s's %v", key, cat, code, pluralCategories[code])
					}
					if strings.TrimSpace(text) == "" {
						t.Errorf("%q: form %q empty", key, cat)
					}
				}
				for _, cat := range requiredCategories(code) {
					if _, ok := forms[cat]; !ok {
						t.Errorf("%q: no %q form", key, cat)
					}
				}
			}
			for key := range msgs {
				if _, ok := en[key]; !ok {
					t.Errorf("extra key %q, not in en.json", key)
				}
			}
		})
	}
}

// TestLanguagesAreTheFiles: the window offers exactly the languages that
// have a file, English first, and refuses another code in one line.
func TestLanguagesAreTheFiles(t *testing.T) {
	got := i18n.Languages()
	files, _ := filepath.Glob(filepath.Join(translationsDir, "*.json"))
	if len(got) != len(files) || got[0] != "en" {
		t.Errorf("i18n.Languages() = %v, files %v", got, files)
	}
	for _, c := range got {
		if err := i18n.Check(c); err != nil {
			t.Errorf("i18n.Check(%q) = %v", c, err)
		}
	}
	for _, c := range []string{"xx", "EN", "fr_FR", "english"} {
		err := i18n.Check(c)
		if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "en, ") {
			t.Errorf("i18n.Check(%q) = %v, want one line naming the known codes", c, err)
		}
	}
}

// TestSetLanguageSwitchesFyneToo: our messages and Fyne's own (its
// dialogs' Cancel) follow the language set, and back.
func TestSetLanguageSwitchesFyneToo(t *testing.T) {
	defer setLanguage("en")
	cases := []struct{ code, ours, fyne string }{
		{"fr", "Annuler", "Annuler"},
		{"en", "Undo", "Cancel"},
	}
	for _, c := range cases {
		setLanguage(c.code)
		if got := i18n.T("Undo"); got != c.ours {
			t.Errorf("%s: i18n.T(Undo) = %q, want %q", c.code, got, c.ours)
		}
		if got := i18n.T("Cancel"); got != c.fyne {
			t.Errorf("%s: i18n.T(Cancel) = %q, want %q", c.code, got, c.fyne)
		}
	}
}

// messages reads a translation file's messages: each key's text, or for
// a plural message its forms by CLDR category.
func messages(data []byte) (map[string]map[string]string, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	out := map[string]map[string]string{}
	for k, v := range raw {
		var s string
		if err := json.Unmarshal(v, &s); err == nil {
			out[k] = map[string]string{"": s}
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			return nil, fmt.Errorf("%q: neither a text nor plural forms", k)
		}
		out[k] = forms
	}
	return out, nil
}

// translationsDir is the translation files' folder, package i18n's.
var translationsDir = filepath.Join("i18n", i18n.Dir)
