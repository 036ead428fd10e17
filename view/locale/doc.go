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
