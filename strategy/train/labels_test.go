package train

import (
	"bytes"
	"compress/gzip"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"othello/model/modeltest"
	"othello/strategy"
)

func TestLabelsFileRoundTrip(t *testing.T) {
	labels := []gameExact{
		{values: []int8{4, 4, 4, -2, -2}},
		{broken: true},
		{values: nil}, // a game over before the exact empties
		{values: []int8{-64, 64, -64, 0, 64}},
	}
	path := filepath.Join(t.TempDir(), "y.labels.gz")
	if err := writeLabels(path, 20, labels); err != nil {
		t.Fatal(err)
	}
	got, err := readLabels(path, 20)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(labels) {
		t.Fatalf("%d games read, %d written", len(got), len(labels))
	}
	for i := range labels {
		if got[i].broken != labels[i].broken || !slices.Equal(got[i].values, labels[i].values) {
			t.Errorf("game %d: read %+v, wrote %+v", i, got[i], labels[i])
		}
	}
	if _, err := readLabels(path, 16); err == nil || !strings.Contains(err.Error(), "to 20 empties, not 16") {
		t.Errorf("read for another number of empties: %v", err)
	}
}

func TestLabelsFileRefusesDamage(t *testing.T) {
	gz := func(s string) []byte {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		w.Write([]byte(s))
		w.Close()
		return b.Bytes()
	}
	good := labelsMagic + "\nexact 20 games 2\n\x02\x04\x00\xff"
	whole := gz(good)
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"not gzip", []byte("exact 20"), "gzip"},
		{"cut gzip", whole[:len(whole)-6], "unexpected EOF"},
		{"another file", gz("othello weights 1\n"), "not an exact labels file"},
		{"damaged header", gz(labelsMagic + "\nexact twenty\n"), "damaged header"},
		{"cut short", gz(labelsMagic + "\nexact 20 games 3\n\x02\x04\x00\xff"), "cut short at game 3 of 3"},
		{"cut in a game", gz(labelsMagic + "\nexact 20 games 2\n\x02\x04\x00\x05\x01"), "cut short at game 2 of 2"},
		{"too many discs", gz(labelsMagic + "\nexact 20 games 1\n\x02\x40\x02"), "a value of 66 discs"},
		{"more after the end", gz(good + "\x00"), "data after the last game"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "y.labels.gz")
			if err := os.WriteFile(path, c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := readLabels(path, 20)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
				t.Fatalf("got %v, want an error naming the file and saying %q", err, c.want)
			}
		})
	}
	path := filepath.Join(t.TempDir(), "good.labels.gz")
	if err := os.WriteFile(path, whole, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := readLabels(path, 20); err != nil || len(got) != 2 || !slices.Equal(got[0].values, []int8{4, 4}) || !got[1].broken {
		t.Fatalf("the well-formed file: %+v, %v", got, err)
	}
}

// A label store carries a year's exact labels to another work folder: the
// year is rebuilt from it without the solver (here: with a cancelled
// context, which stops any solve), the same samples as the first run's.
func TestLabelStoreRebuildsAYear(t *testing.T) {
	defer func(n int) { wthorChunk = n }(wthorChunk)
	wthorChunk = 7 // the fixture's 20 games: chunks of 7, 7 and 6
	path := filepath.Join("testdata", "WTH_2020.wtb")
	store := t.TempDir()
	cfg := Config{WorkDir: t.TempDir(), LabelsDir: store, Exact: 8, Workers: 2}
	cache := filepath.Join(cfg.WorkDir, "wthor-2020-exact8.samples")
	order := strategy.DefaultWeights()
	want, _, _, err := wthorYear(context.Background(), cfg, cache, path, order, nil)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(store, "*"))
	if len(files) != 1 || filepath.Base(files[0]) != "wthor-2020-exact8.labels.gz" {
		t.Fatalf("the store after a whole year: %v, want the year's file alone", files)
	}

	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	cfg.WorkDir = t.TempDir()
	cache = filepath.Join(cfg.WorkDir, "wthor-2020-exact8.samples")
	got, games, broken, err := wthorYear(cancelled, cfg, cache, path, order, nil)
	if err != nil {
		t.Fatalf("rebuilding from the store: %v", err)
	}
	if games != 20 || broken != 0 || !slices.Equal(got, want) {
		t.Fatalf("rebuilt: %d samples of %d games (%d broken), want the first run's %d of 20", len(got), games, broken, len(want))
	}

	// a store whose labels do not fit the games is refused, naming its file
	labels, err := readLabels(files[0], 8)
	if err != nil {
		t.Fatal(err)
	}
	labels[10].values = labels[10].values[1:]
	if err := writeLabels(files[0], 8, labels); err != nil {
		t.Fatal(err)
	}
	cfg.WorkDir = t.TempDir()
	cache = filepath.Join(cfg.WorkDir, "wthor-2020-exact8.samples")
	if _, _, _, err := wthorYear(context.Background(), cfg, cache, path, order, nil); err == nil || !strings.Contains(err.Error(), files[0]) || !strings.Contains(err.Error(), "game 11:") {
		t.Fatalf("labels not fitting game 11: %v", err)
	}
}

// A run stopped in the middle of a year leaves the store the labels of its
// finished chunks, also those of chunks labelled without a store; another
// work folder resumes from them, and the year's end merges them.
func TestLabelStoreKeepsChunks(t *testing.T) {
	defer func(n int) { wthorChunk = n }(wthorChunk)
	wthorChunk = 7
	path := filepath.Join("testdata", "WTH_2020.wtb")
	order := strategy.DefaultWeights()
	want, _, _, err := wthorYear(context.Background(), Config{WorkDir: t.TempDir(), Exact: 8, Workers: 2}, filepath.Join(t.TempDir(), "w.samples"), path, order, nil)
	if err != nil {
		t.Fatal(err)
	}

	// the first chunk labelled by a run without a store
	store := t.TempDir()
	cfg := Config{WorkDir: t.TempDir(), LabelsDir: store, Exact: 8, Workers: 2}
	cache := filepath.Join(cfg.WorkDir, "wthor-2020-exact8.samples")
	f := loadFixture(t, "WTH_2020.wtb")
	s, _, broken, err := wthorSamples(context.Background(), f.Games[0:7], 24, 8, 1, order, nil)
	if err != nil {
		t.Fatal(err)
	}
	part := filepath.Join(cfg.WorkDir, "wthor-2020-exact8.games0-7.samples")
	if err := writeSamples(part, s); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(part+".count", []byte{byte('0' + broken), '\n'}, 0o644); err != nil {
		t.Fatal(err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, _, err := wthorYear(cancelled, cfg, cache, path, order, nil); err == nil {
		t.Fatal("a cancelled run finished the year")
	}
	files, _ := filepath.Glob(filepath.Join(store, "*"))
	if len(files) != 1 || filepath.Base(files[0]) != "wthor-2020-exact8.games0-7.labels.gz" {
		t.Fatalf("the store after a stopped run: %v, want the first chunk's labels", files)
	}

	// another work folder: the first chunk from the store, the rest solved
	cfg.WorkDir = t.TempDir()
	cache = filepath.Join(cfg.WorkDir, "wthor-2020-exact8.samples")
	got, _, _, err := wthorYear(context.Background(), cfg, cache, path, order, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("resumed from the store: %d samples, differing from a whole run's %d", len(got), len(want))
	}
	files, _ = filepath.Glob(filepath.Join(store, "*"))
	if len(files) != 1 || filepath.Base(files[0]) != "wthor-2020-exact8.labels.gz" {
		t.Fatalf("the store after the year: %v, want the year's file alone", files)
	}

	// a year finished in a work folder without a store gives its labels
	// to a store that lacks them
	other := Config{LabelsDir: t.TempDir(), Exact: 8}
	if err := keepYearLabels(other, cache, path, want); err != nil {
		t.Fatal(err)
	}
	labels, err := readLabels(filepath.Join(other.LabelsDir, "wthor-2020-exact8.labels.gz"), 8)
	if err != nil {
		t.Fatal(err)
	}
	if rebuilt, _, err := samplesFromLabels(f.Games, labels, 24, 8, 0); err != nil || !slices.Equal(rebuilt, want) {
		t.Fatalf("labels kept from a finished year rebuild %d samples (%v), want %d", len(rebuilt), err, len(want))
	}
}

// labelName is the name of a file of the store: a year's, or a chunk's of
// it while the year is being labelled.
var labelName = regexp.MustCompile(`^wthor-(\d{4})-exact20(?:\.games(\d+)-(\d+))?\.labels\.gz$`)

// The labels kept in the repository (labels/) read as labels to 20
// empties, under the names a run gives its files.
func TestRepositoryLabels(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("labels", "*.gz"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no labels kept in labels/ (%v)", err)
	}
	games := 0
	for _, f := range files {
		if !labelName.MatchString(filepath.Base(f)) {
			t.Errorf("%s: not a name the labelling gives", f)
		}
		labels, err := readLabels(f, 20)
		if err != nil {
			t.Error(err)
		}
		games += len(labels)
	}
	t.Logf("%d files, the labels of %d games", len(files), games)
}

// With the WTHOR games (OTHELLO_DATA; a long test), the labels kept in the
// repository fit their games, and some drawn at random in each file are
// what the solver says.
func TestRepositoryLabelsAgainstTheGames(t *testing.T) {
	data := modeltest.ReferenceData(t, testing.Short())
	files, _ := filepath.Glob(filepath.Join("labels", "*.gz"))
	rng := rand.New(rand.NewPCG(1, 2))
	solver := strategy.NewSolver(nil, 20)
	checked := 0
	for _, file := range files {
		m := labelName.FindStringSubmatch(filepath.Base(file))
		if m == nil {
			t.Fatalf("%s: not a name the labelling gives", file)
		}
		f, err := readWthor(filepath.Join(data, "wthor", "WTH_"+m[1]+".wtb"))
		if err != nil {
			t.Fatal(err)
		}
		from, to := 0, len(f.Games)
		if m[2] != "" {
			from, _ = strconv.Atoi(m[2])
			to, _ = strconv.Atoi(m[3])
		}
		labels, err := readLabels(file, 20)
		if err != nil {
			t.Fatal(err)
		}
		if to > len(f.Games) || len(labels) != to-from {
			t.Fatalf("%s: labels of %d games, for games %d-%d of %d", file, len(labels), from, to, len(f.Games))
		}
		depth := f.Depth
		if depth == 0 {
			depth = 24
		}
		samples, _, err := samplesFromLabels(f.Games[from:to], labels, depth, 20, from)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var near []Sample
		for _, s := range samples {
			if s.Exact && s.Board.Empties() <= 16 {
				near = append(near, s)
			}
		}
		for range min(4, len(near)) {
			s := near[rng.IntN(len(near))]
			if got := solver.Solve(context.Background(), s.Board).Score / strategy.ScoreScale; got != int(s.Label) {
				t.Errorf("%s: a position of %d empties is kept as %+d, the solver says %+d", file, s.Board.Empties(), s.Label, got)
			}
			checked++
		}
	}
	t.Logf("%d files fit their games; %d positions solved again, as kept", len(files), checked)
}
