// The named openings in the window: their English names, as players
// everywhere know them, with the name the players of the language in use
// give an opening where one is established (Japanese players' 虎 for the
// Tiger, French players' Perpendiculaire).

package othellowords

import (
	"sync"

	"othello/controller"
	"othello/view/i18n"
)

// OpeningKeyPrefix marks an opening's name among the messages: the key
// "named opening|Tiger" holds the Tiger's name in a language, its English
// name where the language has none of its own.
const OpeningKeyPrefix = "named opening|"

// OpeningName is a named opening as the window shows it: "Tiger", or
// "Tiger (虎)" where the language in use names it otherwise.
func OpeningName(name string) string {
	if !namedOpenings()[name] {
		return name // asked of Fyne, a name without a message is a logged failure
	}
	// the opening list's own test holds the keys to the names
	local := i18n.Message(OpeningKeyPrefix+name, name)
	if local == name {
		return name
	}
	return i18n.T("{{.Name}} ({{.Local}})", i18n.Args{"Name": name, "Local": local})
}

// namedOpenings are the named openings, each with its message (the
// opening list's own test holds the messages to the names).
var namedOpenings = sync.OnceValue(func() map[string]bool {
	names := map[string]bool{}
	for _, name := range controller.OpeningNames() {
		names[name] = true
	}
	return names
})
