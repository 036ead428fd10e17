package othellowords

import (
	"testing"

	"othello/view/i18n/i18ntest"
)

func TestMain(m *testing.M) { i18ntest.Main(m) }
