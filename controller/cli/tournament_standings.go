// A tournament's standings: each pair's score, the crosstable, the Elo
// ratings and the forfeits.

package cli

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"othello/controller/engine"
	"othello/model"
)

// standings are a tournament's results: each pair's score, and the
// forfeits.
type standings struct {
	names    []string
	score    [][]float64 // score[i][j]: i's wins and half its draws against j
	games    [][]int     // games[i][j]: the games i and j played together
	draws    []int
	forfeits []forfeit
}

// forfeit is a game lost by a player that could not move.
type forfeit struct {
	game          int // from 1
	loser, winner int
	colour        model.Color // the loser's
	kind          engine.Kind
	reason        string
}

func newStandings(names []string) *standings {
	n := len(names)
	s := &standings{names: names, score: make([][]float64, n), games: make([][]int, n), draws: make([]int, n)}
	for i := range n {
		s.score[i], s.games[i] = make([]float64, n), make([]int, n)
	}
	return s
}

// add counts game g (from 0), played as f, which ended as o.
func (s *standings) add(g int, f fixture, o engine.Outcome) {
	b, w := f.black, f.white
	s.games[b][w]++
	s.games[w][b]++
	switch {
	case o.Black > 0:
		s.score[b][w]++
	case o.Black < 0:
		s.score[w][b]++
	default:
		s.score[b][w] += 0.5
		s.score[w][b] += 0.5
		s.draws[b]++
		s.draws[w]++
	}
	if ff := o.Forfeit; ff != nil {
		s.forfeits = append(s.forfeits, forfeit{game: g + 1, loser: f.side(ff.Player), winner: f.side(1 - ff.Player), colour: engine.Colour(ff.Player), kind: ff.Kind(), reason: ff.Reason()})
	}
}

// total returns player i's score and games.
func (s *standings) total(i int) (score float64, games int) {
	for j := range s.names {
		score += s.score[i][j]
		games += s.games[i][j]
	}
	return score, games
}

// print writes the crosstable, the Elo ratings and the forfeits, the
// players ranked by their ratings.
func (s *standings) print(w io.Writer) {
	elo, margin := fitElo(s.score, s.games)
	rank := make([]int, len(s.names))
	for i := range rank {
		rank[i] = i
	}
	slices.SortStableFunc(rank, func(a, b int) int { return cmp.Compare(elo[b], elo[a]) })

	fmt.Fprintln(w, "\ncrosstable: the row's score against the column, wins and half the draws out of the games")
	header := []string{"rank", "name"}
	for _, j := range rank {
		header = append(header, s.names[j])
	}
	rows := [][]string{append(header, "score", "%")}
	for r, i := range rank {
		row := []string{strconv.Itoa(r + 1), s.names[i]}
		for _, j := range rank {
			if i == j {
				row = append(row, "-")
				continue
			}
			row = append(row, scoreOf(s.score[i][j], s.games[i][j]))
		}
		score, games := s.total(i)
		rows = append(rows, append(row, scoreOf(score, games), percent(score, games)))
	}
	writeTable(w, rows)

	fmt.Fprintln(w, "\nElo: maximum likelihood over all the games (Bradley-Terry, a draw half a win), mean 0, with 95% intervals")
	rows = [][]string{{"rank", "name", "elo", "95%", "games", "score", "draws"}}
	for r, i := range rank {
		score, games := s.total(i)
		rows = append(rows, []string{strconv.Itoa(r + 1), s.names[i], eloText(elo[i]), fmt.Sprintf("±%.0f", margin[i]),
			strconv.Itoa(games), percent(score, games), strconv.Itoa(s.draws[i])})
	}
	writeTable(w, rows)

	if len(s.forfeits) == 0 {
		return
	}
	fmt.Fprintf(w, "\nforfeits: %d\n", len(s.forfeits))
	for _, f := range s.forfeits {
		fmt.Fprintf(w, "game %d: %s (%s, against %s), %s: %s\n", f.game, s.names[f.loser], strings.ToLower(f.colour.String()), s.names[f.winner], f.kind, f.reason)
	}
}

// scoreOf writes a score out of games: "2.5/4".
func scoreOf(score float64, games int) string {
	return strconv.FormatFloat(score, 'f', -1, 64) + "/" + strconv.Itoa(games)
}

// percent writes a score as a percentage of the games: "62.5%".
func percent(score float64, games int) string {
	if games == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*score/float64(games))
}

// eloText writes a rating as a whole number with its sign, 0 without.
func eloText(x float64) string {
	if r := math.Round(x); r != 0 {
		return fmt.Sprintf("%+.0f", r)
	}
	return "0"
}

// writeTable writes rows in columns two spaces apart, the names (the
// second column) to the left and the rest to the right.
func writeTable(w io.Writer, rows [][]string) {
	var width []int
	for _, row := range rows {
		for c, cell := range row {
			if c == len(width) {
				width = append(width, 0)
			}
			width[c] = max(width[c], len([]rune(cell)))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		for c, cell := range row {
			if c > 0 {
				b.WriteString("  ")
			}
			pad := strings.Repeat(" ", width[c]-len([]rune(cell)))
			if c == 1 {
				b.WriteString(cell + pad)
			} else {
				b.WriteString(pad + cell)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}
