// Package locale makes the locale of a Debian default environment
// (LANG=C.UTF-8) readable to Fyne, before Fyne first reads it.
//
// Fyne's lang package looks up the user's language in its init function,
// through github.com/jeandeaual/go-locale, which strips the codeset from
// "C.UTF-8" but only knows the bare "C" and "POSIX" as the C locale: it
// hands Fyne the language tag "C", which does not parse, and Fyne logs
// three lines of "Error parsing user locale" in every run, sub-commands
// included. The C locale's messages are English, so this package says so
// in LANGUAGE, the variable go-locale reads next, when LANGUAGE is unset.
// GNU gettext ignores LANGUAGE under the C locale, so programs the game
// starts see no difference.
//
// The variable must be set before Fyne's lang package initialises, which
// happens before main runs. Go initialises packages in the order of their
// import paths, each once its imports are done (the language
// specification, "Package initialization"); this package imports only os
// and strings, and its path sorts before text/template, which Fyne's lang
// package imports, so its init runs first. main imports it for that
// effect; the test beside main checks the result on the real program.
package locale

import (
	"os"
	"strings"
)

func init() {
	if name, value := Fix(os.Getenv); name != "" {
		os.Setenv(name, value)
	}
}

// Fix returns the variable to set, and its value, so that go-locale reads a
// language from the environment that getenv describes; "" when nothing
// needs setting.
func Fix(getenv func(string) string) (name, value string) {
	if getenv("LANGUAGE") != "" {
		return "", ""
	}
	// go-locale's order: the first of these that is set is the locale
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := getenv(v); l != "" {
			if isCWithCodeset(l) {
				return "LANGUAGE", "en"
			}
			return "", ""
		}
	}
	return "", ""
}

// isCWithCodeset reports whether l is the C locale with a codeset or a
// modifier, such as "C.UTF-8", "C.utf8" or "POSIX.UTF-8".
func isCWithCodeset(l string) bool {
	base, _, found := strings.Cut(l, ".")
	if !found {
		base, _, found = strings.Cut(l, "@")
	}
	return found && (base == "C" || base == "POSIX")
}
