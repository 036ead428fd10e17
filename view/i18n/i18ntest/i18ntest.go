// Package i18ntest runs a package's tests in English, whatever the
// machine's locale: the window's tests compare its words with English
// text.
package i18ntest

import (
	"os"
	"testing"

	"othello/view/i18n"
	_ "othello/view/locale" // Fyne reads C.UTF-8 as English
)

// Main is a TestMain that sets English and runs the tests.
func Main(m *testing.M) {
	i18n.Set("en")
	os.Exit(m.Run())
}
