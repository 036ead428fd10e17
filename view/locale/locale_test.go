package locale_test

import (
	"testing"

	"othello/view/locale"
)

func TestFix(t *testing.T) {
	tests := []struct {
		name      string
		env       map[string]string
		wantName  string
		wantValue string
	}{
		{"Debian's default", map[string]string{"LANG": "C.UTF-8"}, "LANGUAGE", "en"},
		{"lower-case codeset", map[string]string{"LANG": "C.utf8"}, "LANGUAGE", "en"},
		{"POSIX with a codeset", map[string]string{"LC_ALL": "POSIX.UTF-8"}, "LANGUAGE", "en"},
		{"LC_ALL wins over LANG", map[string]string{"LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"}, "LANGUAGE", "en"},
		{"LC_MESSAGES before LANG", map[string]string{"LC_MESSAGES": "C.UTF-8", "LANG": "de_DE.UTF-8"}, "LANGUAGE", "en"},
		{"a real language", map[string]string{"LANG": "fr_FR.UTF-8"}, "", ""},
		{"a real language before C", map[string]string{"LC_ALL": "fr_FR.UTF-8", "LANG": "C.UTF-8"}, "", ""},
		{"bare C, which go-locale knows", map[string]string{"LANG": "C"}, "", ""},
		{"nothing set", map[string]string{}, "", ""},
		{"LANGUAGE already set", map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "fr"}, "", ""},
		{"a language starting with C", map[string]string{"LANG": "CA.UTF-8"}, "", ""},
	}
	for _, tt := range tests {
		name, value := locale.Fix(func(k string) string { return tt.env[k] })
		if name != tt.wantName || value != tt.wantValue {
			t.Errorf("%s: set %q=%q, want %q=%q", tt.name, name, value, tt.wantName, tt.wantValue)
		}
	}
}
