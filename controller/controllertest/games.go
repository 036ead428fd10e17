package controllertest

import (
	"os"
	"strings"
	"testing"

	"othello/model"
)

// ReadGames reads the n games a match wrote with --games-out, one GGF
// record a line.
func ReadGames(t testing.TB, path string, n int) []*model.GGFGame {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != n {
		t.Fatalf("%d games in %s; want %d:\n%s", len(lines), path, n, data)
	}
	var games []*model.GGFGame
	for i, l := range lines {
		g, err := model.ParseGGF(l)
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i+1, err, l)
		}
		games = append(games, g)
	}
	return games
}
