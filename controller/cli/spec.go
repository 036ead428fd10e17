// A side of a match in one flag, as cutechess spells an engine: the player
// and its settings, "--black hard,threads=1,depth=20" or
// "--white nboard:'edax -nboard',depth=20", instead of a flag a setting
// and a side (--black-depth 20). The settings go to the side's flags, so
// they are checked as those are.

package cli

import (
	"flag"
	"fmt"
	"slices"
	"strings"
)

// specKeys are the settings a side's spec takes, each the name of its
// per-side flag after "black-" or "white-"; book=false is no-book.
var specKeys = []string{"algo", "depth", "eval", "weights", "threads", "selectivity", "time", "book"}

// splitSpec splits a side's spec at its commas, a quoted part (a program's
// command) kept whole: "nboard:'edax -n',depth=20" is the player
// "nboard:'edax -n'" and the setting depth=20.
func splitSpec(spec string) (player string, settings []string) {
	var parts []string
	var quote rune
	start := 0
	for i, r := range spec {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote == 0 && (r == '\'' || r == '"'):
			quote = r
		case quote == 0 && r == ',':
			parts = append(parts, spec[start:i])
			start = i + 1
		}
	}
	parts = append(parts, spec[start:])
	return strings.TrimSpace(parts[0]), parts[1:]
}

// applySideSpecs reads the settings of each side's spec into the side's
// flags of fs, and leaves the player alone in the side's flag. A per-side
// flag given the old way still works; note says its new spelling, for the
// caller to print once the arguments are all accepted (an error stays one
// line).
func applySideSpecs(fs *flag.FlagSet, sides ...string) (note string, err error) {
	old := map[string]string{}
	fs.Visit(func(f *flag.Flag) {
		for _, side := range sides {
			if key, ok := strings.CutPrefix(f.Name, side+"-"); ok {
				old[f.Name] = key + "=" + f.Value.String()
				if key == "no-book" {
					old[f.Name] = "book=false"
				}
			}
		}
	})
	for _, side := range sides {
		sideFlag := fs.Lookup(side)
		player, settings := splitSpec(sideFlag.Value.String())
		for _, s := range settings {
			key, value, ok := strings.Cut(strings.TrimSpace(s), "=")
			key = strings.ToLower(strings.TrimSpace(key))
			if !ok || !slices.Contains(specKeys, key) {
				return "", fmt.Errorf("--%s %s: %s is no setting; want KEY=VALUE with KEY one of %s", side, excerpt(sideFlag.Value.String()), excerpt(s), strings.Join(specKeys, ", "))
			}
			name, value := side+"-"+key, strings.TrimSpace(value)
			if key == "book" {
				name = side + "-no-book"
				switch strings.ToLower(value) {
				case "false", "off", "no":
					value = "true"
				case "true", "on", "yes":
					value = "false"
				default:
					return "", fmt.Errorf("--%s: book=%s; want book=false or book=true", side, excerpt(value))
				}
			}
			if err := fs.Set(name, value); err != nil {
				return "", fmt.Errorf("--%s: %s=%s: %v", side, key, excerpt(value), err)
			}
		}
		if err := sideFlag.Value.Set(player); err != nil {
			return "", err
		}
	}
	for _, side := range sides {
		var keys []string
		for name, setting := range old {
			if strings.HasPrefix(name, side+"-") {
				keys = append(keys, setting)
			}
		}
		if len(keys) > 0 {
			slices.Sort(keys)
			note += fmt.Sprintf("othello: note: --%s-KEY flags are spelled --%s %s,%s from now on\n", side, side, fs.Lookup(side).Value.String(), strings.Join(keys, ","))
		}
	}
	return note, nil
}
