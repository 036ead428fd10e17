// Package i18n holds the window's words in the player's language: the
// translation files embedded, the language chosen at launch (Fyne's own
// widgets follow it), the functions every user-visible string goes
// through, numbers with the language's plural forms and Decimal mark, and
// the wrapping of Japanese and Chinese lines.
//
// The views of both games speak through it, so it knows no game: a view
// passes it keys and values, and it answers words.
package i18n

import (
	"embed"
	"fmt"
	"os"
	"path"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// translations are the window's messages, one go-i18n JSON file a
// language (see docs/translating.md). A message's key is its English text
// (a template with named placeholders, or for plurals the English "other"
// form), so that the code reads as the window speaks; where one English
// word has two meanings, a context before a bar tells them apart
// ("menu|Edit", the menu, beside "Edit", the button).
//
//go:embed translations/*.json
var translations embed.FS

// Dir is the folder of the translation files, beside this package's
// source: the tests and the packaging scripts read it.
const Dir = "translations"

// Args are a message's named placeholders: T("{{.Move}} is taken",
// Args{"Move": "f5"}).
type Args = map[string]any

// names name each language in itself, for the Settings choice; a
// language with a file but no name here is shown by its code.
var names = map[string]string{
	"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español",
	"it": "Italiano", "nl": "Nederlands", "ja": "日本語", "zh": "简体中文",
}

var (
	loadOnce  sync.Once
	languages []string // the codes with a file, "en" first
	current   = "en"   // the language in use
)

// load gives Fyne the translation files, once.
func load() {
	loadOnce.Do(func() {
		// each bundle added makes Fyne read the locale: English until
		// Set says otherwise, with no complaint about "C.UTF-8"
		defer setEnv(map[string]string{"LC_ALL": "en", "LANGUAGE": "en"})()
		files, err := translations.ReadDir(Dir)
		if err != nil {
			panic(err) // embedded: cannot fail but for a build without the files
		}
		for _, f := range files {
			code := strings.TrimSuffix(f.Name(), ".json")
			data, err := translations.ReadFile(path.Join(Dir, f.Name()))
			if err == nil {
				err = lang.AddTranslationsForLocale(data, fyne.Locale(fyneLocale(code)))
			}
			if err != nil {
				// a broken file is caught by the tests; the window then
				// speaks English rather than not opening
				fmt.Fprintf(os.Stderr, "othello: translations: %s: %v\n", f.Name(), err)
				continue
			}
			languages = append(languages, code)
		}
		slices.SortFunc(languages, func(a, b string) int {
			switch {
			case a == b:
				return 0
			case a == "en":
				return -1
			case b == "en":
				return 1
			}
			return strings.Compare(a, b)
		})
	})
}

// fyneLocale is the locale a file's messages are filed under: Fyne's own
// Chinese is "zh-Hans", and ours must sit beside it or be shadowed by it.
func fyneLocale(code string) string {
	if code == "zh" {
		return "zh-Hans"
	}
	return code
}

// Languages lists the codes of the languages the window speaks, English
// first.
func Languages() []string {
	load()
	return slices.Clone(languages)
}

// Check says what is wrong with a language code given on the command
// line, nil when the window speaks it ("" too: the system's).
func Check(code string) error {
	if code == "" || slices.Contains(Languages(), code) {
		return nil
	}
	return fmt.Errorf("unknown language %q (known: %s)", code, strings.Join(Languages(), ", "))
}

// System is the language of the environment's locale when the window
// speaks it, else English.
func System() string {
	l := strings.ToLower(lang.SystemLocale().LanguageString())
	base, _, _ := strings.Cut(strings.ReplaceAll(l, "_", "-"), "-")
	if slices.Contains(Languages(), base) {
		return base
	}
	return "en"
}

// Pick is the language to use: the command line's, else the one saved in
// Settings, else the system's.
func Pick(flag, saved string) string {
	for _, c := range []string{flag, saved} {
		if c != "" && slices.Contains(Languages(), c) {
			return c
		}
	}
	return System()
}

// Set makes code the language of the window and of Fyne's own widgets
// (their file dialogs, Cancel and OK), for every widget made afterwards.
// Fyne reads the language from the environment only: it is set for the
// moment Fyne reads it, then put back, so that the programs the window
// starts (engines) see the environment they were given.
func Set(code string) {
	load()
	if !slices.Contains(languages, code) {
		code = "en"
	}
	// go-locale reads LC_ALL, LC_MESSAGES or LANG, and LANGUAGE unless
	// that is C or POSIX
	restore := setEnv(map[string]string{"LC_ALL": fyneLocale(code), "LANGUAGE": fyneLocale(code)})
	defer restore()
	// adding a bundle is what makes Fyne read the environment again
	if err := lang.AddTranslationsForLocale([]byte("{}"), fyne.Locale(fyneLocale(code))); err != nil {
		fmt.Fprintf(os.Stderr, "othello: translations: %v\n", err)
	}
	current = code
}

// setEnv sets the variables and returns what puts them back.
func setEnv(vars map[string]string) (restore func()) {
	type old struct {
		value string
		set   bool
	}
	kept := map[string]old{}
	for k, v := range vars {
		value, set := os.LookupEnv(k)
		kept[k] = old{value, set}
		os.Setenv(k, v)
	}
	return func() {
		for k, o := range kept {
			if o.set {
				os.Setenv(k, o.value)
			} else {
				os.Unsetenv(k)
			}
		}
	}
}

// Name names a language in itself ("Français"), or the system's choice in
// the language in use.
func Name(code string) string {
	if code == "" {
		return T("The system's ({{.Language}})", Args{"Language": Name(System())})
	}
	if name, ok := names[code]; ok {
		return name
	}
	return code
}

// Current is the code of the language in use.
func Current() string { return current }

// T is message key in the window's language, its placeholders filled
// from data.
func T(key string, data ...Args) string {
	load()
	_, fallback, _ := strings.Cut(key, "|")
	if fallback == "" || strings.Contains(key, "{{") {
		fallback = key
	}
	if len(data) > 0 {
		return lang.X(key, fallback, data[0])
	}
	return lang.X(key, fallback)
}

// N is the plural message key for n things, the form chosen by the
// language's rules; {{.Count}} in the message is n.
func N(key string, n int, data ...Args) string {
	load()
	d := Args{"Count": n}
	if len(data) > 0 {
		for k, v := range data[0] {
			d[k] = v
		}
	}
	return lang.XN(key, key, n, d)
}

// Capitalize puts the first letter in capitals: the first character,
// whole, which in French, German or Chinese is more than one byte.
func Capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// Message is the message of a key made at run time, such as a named
// opening's, which the tests' check of constant keys cannot see; fallback
// where the language has none. The caller's own test holds such keys.
func Message(key, fallback string) string {
	load()
	return lang.X(key, fallback)
}

// SentenceGap is what stands between two sentences in the language in
// use: a space, but none in the languages written without spaces
// (Japanese, Chinese), whose full stop holds its own ("。 ヒント" read as a
// stray space).
func SentenceGap() string {
	if WrapsByCharacter() {
		return ""
	}
	return " "
}
