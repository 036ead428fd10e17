package model_test

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"othello/model"
	"othello/model/modeltest"
)

// wthorStats is what a WTHOR folder holds.
type wthorStats struct {
	files, games, broken, early int
}

// readWthorDir reads every games file of dir: each must parse, its
// header's count match its records and its year its name, and its games
// replay legally or be reported broken (a damaged record is skipped and
// counted, as othello train does); a game that fills the board must end
// with the discs its record says.
func readWthorDir(t *testing.T, dir string) wthorStats {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "WTH_*.wtb"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no WTHOR files in %s: %v", dir, err)
	}
	st := wthorStats{files: len(files)}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := model.ParseWthor(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if n := int(binary.LittleEndian.Uint32(data[4:])); n != len(f.Games) {
			t.Errorf("%s: %d games read, header says %d", name, len(f.Games), n)
		}
		year := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(name), "WTH_"), ".wtb")
		if got := f.Year; year != strconv.Itoa(got) {
			t.Errorf("%s: header year %d", name, got)
		}
		for _, g := range f.Games {
			st.games++
			pos, err := g.Replay()
			if err != nil {
				st.broken++
				continue
			}
			last := pos[len(pos)-1]
			if last.Count(model.Black) != g.BlackDiscs && last.Board.Empties() == 0 {
				t.Errorf("%s: a full-board game ends %d-%d, the record says Black %d",
					name, last.Count(model.Black), last.Count(model.White), g.BlackDiscs)
			}
			if len(g.Moves) < 60 {
				st.early++
			}
		}
	}
	t.Logf("%d files, %d games, %d broken, %d ended early", st.files, st.games, st.broken, st.early)
	return st
}

// The reader on the fixtures of testdata/wthor (cut by
// testdata/wthor-fixtures.go): 1977 and 1981 whole, 1981 with its 3
// damaged records, and every 20th game of 2025.
func TestWthorFixtures(t *testing.T) {
	want := wthorStats{files: 3, games: 12 + 153 + 146, broken: 3, early: 1 + 17 + 12}
	if got := readWthorDir(t, filepath.Join("testdata", "wthor")); got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
}

// The whole database of the reference data: the 137,548 games of its
// README, 413 of them damaged. A long test, run with OTHELLO_DATA set.
func TestWthorDatabase(t *testing.T) {
	st := readWthorDir(t, filepath.Join(modeltest.ReferenceData(t, testing.Short()), "wthor"))
	if st.games != 137548 {
		t.Errorf("%d games, want 137548", st.games)
	}
	if st.broken != 413 {
		t.Errorf("%d broken games of %d, want 413: the reader is wrong", st.broken, st.games)
	}
}

// wthorFile builds a games file holding the given move lists.
func wthorFile(games ...[]byte) []byte {
	h := make([]byte, 16)
	binary.LittleEndian.PutUint32(h[4:], uint32(len(games)))
	binary.LittleEndian.PutUint16(h[10:], 2020)
	h[14] = 24
	for _, moves := range games {
		r := make([]byte, 68)
		r[6], r[7] = 40, 36
		copy(r[8:], moves)
		h = append(h, r...)
	}
	return h
}

func TestWthorDamagedFiles(t *testing.T) {
	full := wthorFile([]byte{56, 64, 33})
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"short header", full[:10], "shorter than the 16-byte header"},
		{"missing record", full[:len(full)-1], "announces 1 games"},
		{"10x10 board", func() []byte { d := append([]byte(nil), full...); d[12] = 10; return d }(), "board size 10"},
		{"names file", func() []byte { d := append([]byte(nil), full...); d[13] = 1; return d }(), "not a games file"},
	}
	for _, c := range cases {
		if _, err := model.ParseWthor(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

func TestWthorReplayNamesTheBrokenMove(t *testing.T) {
	cases := []struct {
		name  string
		moves []byte
		want  string
	}{
		{"illegal square", []byte{56, 11}, "move 2: a1 is illegal"},
		{"not a square", []byte{56, 99}, "move 2: not a square"},
		{"stops early", []byte{56, 64, 33}, "stops after 3 moves"},
	}
	for _, c := range cases {
		f, err := model.ParseWthor(wthorFile(c.moves))
		if err != nil {
			t.Fatal(err)
		}
		g := f.Games[0]
		if f.Year != 2020 || f.Depth != 24 || g.BlackDiscs != 40 || g.Theoretical != 36 {
			t.Fatalf("header or record fields misread: %+v %+v", f, g)
		}
		if _, err := g.Replay(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}
