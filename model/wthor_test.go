package model_test

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"othello/model"
)

const wthorDir = "../../shared/data/wthor"

// Every file of the database reads, its header's count matches its
// records, and its games replay legally or are reported broken; in all,
// the 137,548 games of the data's README.
func TestWthorDatabase(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(wthorDir, "WTH_*.wtb"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no WTHOR files in %s: %v", wthorDir, err)
	}
	total, broken, early := 0, 0, 0
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
		if got := f.Year; year != "" && strings.TrimLeft(year, "0") != itoa(got) {
			t.Errorf("%s: header year %d", name, got)
		}
		for _, g := range f.Games {
			total++
			pos, err := g.Replay()
			if err != nil {
				broken++
				continue
			}
			last := pos[len(pos)-1]
			if last.Count(model.Black) != g.BlackDiscs && last.Board.Empties() == 0 {
				t.Errorf("%s: a full-board game ends %d-%d, the record says Black %d",
					name, last.Count(model.Black), last.Count(model.White), g.BlackDiscs)
			}
			if len(g.Moves) < 60 {
				early++
			}
		}
	}
	t.Logf("%d files, %d games, %d broken, %d ended early", len(files), total, broken, early)
	if total != 137548 {
		t.Errorf("%d games, want 137548", total)
	}
	if broken > total/100 {
		t.Errorf("%d broken games of %d: the reader is wrong", broken, total)
	}
}

func itoa(n int) string {
	b := []byte{}
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}
