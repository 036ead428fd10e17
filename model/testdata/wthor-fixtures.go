//go:build ignore

// Command wthor-fixtures cuts the small WTHOR files the tests read from the
// full WTHOR database of the reference data, so that a plain clone tests
// the reader, the ProbCut fit and training without it. Every fixture is
// listed below: which games of which year it holds. Run it from the
// repository's root:
//
//	go run model/testdata/wthor-fixtures.go -data DIR
//
// where DIR is the reference data folder (the one holding wthor/WTH_YYYY.wtb;
// the WTHOR files come from the French Othello Federation,
// https://www.ffothello.org/informatique/la-base-wthor/). It rewrites every
// fixture; the same database gives the same bytes, so git shows no change.
//
// A fixture is a valid WTHOR games file: the 16-byte header of the first
// game's year with the game count set to the games kept, then their 68-byte
// records unchanged. It uses only the standard library and reads nothing
// but bytes, so that a bug in the reader cannot shape its own test data.
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

const (
	headerSize = 16
	recordSize = 68
	all        = -1 // to the last game
)

// part is games from..to-1 (to may be all) of one year, every every-th.
type part struct {
	year, from, to, every int
}

func whole(year int) []part { return []part{{year, 0, all, 1}} }

var fixtures = []struct {
	path  string
	parts []part
}{
	// model: TestWthorDatabase reads the folder: two whole years, the
	// second with 3 damaged records (games 68, 147, 151: they stop with
	// the game not over), and a modern year cut to every 20th game.
	{"model/testdata/wthor/WTH_1977.wtb", whole(1977)},
	{"model/testdata/wthor/WTH_1981.wtb", whole(1981)},
	{"model/testdata/wthor/WTH_2025.wtb", []part{{2025, 0, all, 20}}},
	// strategy: the held-out games of the ProbCut fit tests, every 10th
	// game of 2025 from the 6th (the weights were trained up to 2023).
	{"strategy/testdata/WTH_2025.wtb", []part{{2025, 5, all, 10}}},
	// strategy/train: the small database of TestRunOnASmallDatabase (the
	// three first years whole, and games 60-80 of 1981, game 68 of which
	// is damaged); the first 20 games of 2020 for TestLabelGame; three
	// games whose theoretical score our solver checks, in this order
	// 1990 #129, 2005 #13, 2022 #9 (the header says 1990).
	{"strategy/train/testdata/wthor/WTH_1977.wtb", whole(1977)},
	{"strategy/train/testdata/wthor/WTH_1978.wtb", whole(1978)},
	{"strategy/train/testdata/wthor/WTH_1979.wtb", whole(1979)},
	{"strategy/train/testdata/wthor/WTH_1981.wtb", []part{{1981, 60, 81, 1}}},
	{"strategy/train/testdata/WTH_2020.wtb", []part{{2020, 0, 20, 1}}},
	{"strategy/train/testdata/theoretical.wtb", []part{{1990, 129, 130, 1}, {2005, 13, 14, 1}, {2022, 9, 10, 1}}},
}

func main() {
	data := flag.String("data", "", "the reference data folder, holding wthor/WTH_YYYY.wtb")
	flag.Parse()
	if *data == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: go run model/testdata/wthor-fixtures.go -data DIR (from the repository's root)")
		os.Exit(2)
	}
	if _, err := os.Stat("model/testdata"); err != nil {
		fmt.Fprintln(os.Stderr, "run it from the repository's root:", err)
		os.Exit(2)
	}
	for _, f := range fixtures {
		out, games, err := cut(*data, f.parts)
		if err == nil {
			err = os.WriteFile(f.path, out, 0o644)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", f.path, err)
			os.Exit(1)
		}
		fmt.Printf("%-45s %4d games %6d bytes\n", f.path, games, len(out))
	}
}

// cut returns the fixture of the given parts and its number of games.
func cut(dir string, parts []part) ([]byte, int, error) {
	var header []byte
	var records []byte
	for _, p := range parts {
		src := filepath.Join(dir, "wthor", fmt.Sprintf("WTH_%d.wtb", p.year))
		data, err := os.ReadFile(src)
		if err != nil {
			return nil, 0, err
		}
		if len(data) < headerSize {
			return nil, 0, fmt.Errorf("%s: no header", src)
		}
		n := int(binary.LittleEndian.Uint32(data[4:]))
		if len(data) != headerSize+n*recordSize {
			return nil, 0, fmt.Errorf("%s: the header announces %d games, the file has %d bytes", src, n, len(data))
		}
		to := p.to
		if to == all {
			to = n
		}
		if p.from < 0 || to > n || p.from >= to || p.every < 1 {
			return nil, 0, fmt.Errorf("%s: games %d-%d of %d", src, p.from, to, n)
		}
		if header == nil {
			header = append([]byte(nil), data[:headerSize]...)
		}
		for i := p.from; i < to; i += p.every {
			records = append(records, data[headerSize+i*recordSize:][:recordSize]...)
		}
	}
	games := len(records) / recordSize
	binary.LittleEndian.PutUint32(header[4:], uint32(games))
	return append(header, records...), games, nil
}
