// A side of a match in one flag, as cutechess spells an engine: the player
// and its settings, "--black hard,threads=1,depth=20" or
// "--white nboard:'edax -nboard',depth=20", instead of a flag a setting
// and a side (--black-depth 20). The settings go to the side's flags, so
// they are checked as those are.

package cli

import (
	"errors"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"othello/model"
)

// specKeys are the settings a side's spec takes, each the name of its
// per-side flag after "black-" or "white-"; book=false is no-book, and
// tc=3+2, the side's own clock, has no flag (--tc is both sides').
var specKeys = []string{"algo", "depth", "eval", "weights", "threads", "selectivity", "time", "book", "tc"}

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
// flags of fs, and leaves the player alone in the side's flag; clocks are
// the sides' tc= settings, by side. A per-side flag given the old way
// still works; note says its new spelling, for the caller to print once
// the arguments are all accepted (an error stays one line).
func applySideSpecs(fs *flag.FlagSet, sides ...string) (note string, clocks map[string]model.TimeControl, err error) {
	clocks = map[string]model.TimeControl{}
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
				return "", nil, fmt.Errorf("--%s %s: %s is no setting; want KEY=VALUE with KEY one of %s", side, excerpt(sideFlag.Value.String()), excerpt(s), strings.Join(specKeys, ", "))
			}
			name, value := side+"-"+key, strings.TrimSpace(value)
			if key == "tc" {
				tc, err := model.ParseClock(value)
				if err != nil {
					return "", nil, fmt.Errorf("--%s: tc=%s: %v", side, excerpt(value), err)
				}
				clocks[side] = tc
				continue
			}
			if key == "book" {
				name = side + "-no-book"
				switch strings.ToLower(value) {
				case "false", "off", "no":
					value = "true"
				case "true", "on", "yes":
					value = "false"
				default:
					return "", nil, fmt.Errorf("--%s: book=%s; want book=false or book=true", side, excerpt(value))
				}
			}
			if err := fs.Set(name, value); err != nil {
				return "", nil, fmt.Errorf("--%s: %s=%s: %v", side, key, excerpt(value), err)
			}
		}
		if err := sideFlag.Value.Set(player); err != nil {
			return "", nil, err
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
	return note, clocks, nil
}

// playerSpec is a player and its settings read from one spec, for the
// commands without per-side flags (tournament's --player NAME=SPEC): the
// keys of specKeys, each zero when not given.
type playerSpec struct {
	player, algo, eval, weights string
	depth, threads              int
	selectivity                 int // -1: the level's
	time                        time.Duration
	noBook                      bool
	clock                       *model.TimeControl // nil: the command's --tc
	given                       []string           // the keys given, in order
}

// only refuses the settings given that are not among keys, for a command
// or a player that takes fewer than arena's.
func (ps playerSpec) only(keys ...string) error {
	for _, k := range ps.given {
		if !slices.Contains(keys, k) {
			if len(keys) == 0 {
				return fmt.Errorf("%s takes no settings here, not %s", excerpt(ps.player), k)
			}
			return fmt.Errorf("%s takes %s here, not %s", excerpt(ps.player), strings.Join(keys, ", "), k)
		}
	}
	return nil
}

// parsePlayerSpec reads "hard,depth=8,tc=1+0" or "gtp:'edax -gtp',tc=3+2".
func parsePlayerSpec(spec string) (playerSpec, error) {
	player, settings := splitSpec(spec)
	ps := playerSpec{player: player, algo: "alphabeta", threads: 1, selectivity: -1}
	for _, s := range settings {
		key, value, ok := strings.Cut(strings.TrimSpace(s), "=")
		key, value = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(value)
		if !ok || !slices.Contains(specKeys, key) {
			return ps, fmt.Errorf("%s is no setting; want KEY=VALUE with KEY one of %s", excerpt(s), strings.Join(specKeys, ", "))
		}
		ps.given = append(ps.given, key)
		var err error
		switch key {
		case "algo":
			ps.algo = value
		case "eval":
			ps.eval = value
		case "weights":
			ps.weights = value
		case "depth":
			ps.depth, err = strconv.Atoi(value)
		case "threads":
			ps.threads, err = strconv.Atoi(value)
		case "selectivity":
			ps.selectivity, err = strconv.Atoi(value)
		case "time":
			ps.time, err = time.ParseDuration(value)
		case "book":
			var on bool
			on, err = strconv.ParseBool(value)
			ps.noBook = !on
		case "tc":
			var tc model.TimeControl
			tc, err = model.ParseClock(value)
			ps.clock = &tc
		}
		if ne, ok := errors.AsType[*strconv.NumError](err); ok {
			err = ne.Err
		}
		if err != nil {
			return ps, fmt.Errorf("%s=%s: %v", key, excerpt(value), err)
		}
	}
	return ps, nil
}
