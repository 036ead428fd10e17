// The named openings in the window: their English names, as players
// everywhere know them, with the name the players of the language in use
// give an opening where one is established (Japanese players' 虎 for the
// Tiger, French players' Perpendiculaire).

package view

import "fyne.io/fyne/v2/lang"

// openingKeyPrefix marks an opening's name among the messages: the key
// "named opening|Tiger" holds the Tiger's name in a language, its English
// name where the language has none of its own.
const openingKeyPrefix = "named opening|"

// openingName is a named opening as the window shows it: "Tiger", or
// "Tiger (虎)" where the language in use names it otherwise.
func openingName(name string) string {
	load()
	// a key made of the name, which tr's check of constant keys cannot
	// see: the opening list's own test holds the keys to the names
	local := lang.X(openingKeyPrefix+name, name)
	if local == name {
		return name
	}
	return tr("{{.Name}} ({{.Local}})", args{"Name": name, "Local": local})
}
