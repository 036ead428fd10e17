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
