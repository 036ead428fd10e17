package othellowords

import (
	"os"
	"testing"

	"othello/view/i18n"
	_ "othello/view/locale" // Fyne reads C.UTF-8 as English
)

// TestMain runs the tests in English, whatever the machine's locale: they
// compare the window's words with English text.
func TestMain(m *testing.M) {
	i18n.Set("en")
	os.Exit(m.Run())
}
