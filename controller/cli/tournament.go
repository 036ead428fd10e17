// othello tournament: a round robin between two or more players, its
// crosstable and the players' Elo ratings.

package cli

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode"

	"othello/controller/engine"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// maxTournamentGames bounds a tournament's games, as --games bounds
// arena's.
const maxTournamentGames = 100000

// tournamentFlags are the flags of othello tournament.
type tournamentFlags struct {
	players                 *playerList
	rounds, openings, plies *int
	seed                    *uint64
	depth                   *int
	budget                  *time.Duration
	matchFlags
}

// playerList is the value of --player, given once for each player.
type playerList []string

func (l *playerList) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(*l, " ")
}

func (l *playerList) Set(s string) error {
	*l = append(*l, s)
	return nil
}

func (l *playerList) Get() any { return []string(*l) }

// declareTournamentFlags declares tournament's flags in fs.
func declareTournamentFlags(fs *flag.FlagSet) tournamentFlags {
	t := tournamentFlags{players: new(playerList)}
	fs.Var(t.players, "player", "a player `NAME=P`, once for each of two or more: NAME is its name in the tables and games, "+
		"P a level (easy, medium, hard, expert), random, or another program, nboard:COMMAND, gtp:COMMAND or play:COMMAND (quoted whole), "+
		"with its settings after commas as arena's --black takes them: hard,depth=8,tc=1+0 (algo, depth, eval, weights, threads, selectivity, time, book, tc)")
	t.rounds = intFlag(fs, "rounds", 1, 1, 1000, "`N` rounds; in each, every two players play the round's openings, each with both colours")
	t.openings = intFlag(fs, "openings", 1, 1, 1000, "`N` openings a round, random or from --xot, new in each round")
	t.plies = intFlag(fs, "plies", 6, 0, 20, "random openings of `N` plies")
	t.seed = fs.Uint64("seed", 1, "seed `S` of the openings and of the players' randomness")
	t.depth = intFlag(fs, "depth", engine.DefaultDepth, 1, engine.MaxDepth, "the depth `N` asked of another program of the NBoard protocol (set depth)")
	t.budget = durationFlag(fs, "time", 0, 0, moveMaxTime, "`D` per move for every player: a level searches for D instead of its own time, "+
		"another program plays by time and loses if it takes longer than D and a tenth, plus 0.5s; 0: the levels' own, programs by depth")
	t.matchFlags = declareMatchFlags(fs, on8x8)
	return t
}

// runTournament plays a round robin: in each round, every two players
// play the round's openings, each twice with the colours swapped. It
// prints the crosstable, the Elo ratings with their 95% intervals, and
// the forfeits with their reasons.
func runTournament(env Env) error {
	usage := shortUsage(usageOf("tournament", on8x8, 8))
	fs := newFlagSet("tournament")
	flags := declareTournamentFlags(fs)
	if _, _, err := readArgs("tournament", on8x8, 8, fs, env.Args); err != nil {
		return err
	}
	specs := *flags.players
	tc := *flags.tc
	n := len(specs)
	perRound := *flags.openings
	total := *flags.rounds * perRound * n * (n - 1)
	if total > maxTournamentGames {
		return Errorf("usage", "%s: %d games, over %d; use fewer players, rounds or openings", usage, total, maxTournamentGames)
	}
	// Ctrl-C or SIGTERM stops the tournament; the programs are closed on
	// the way out, never left running.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	players, err := parsePlayers(ctx, usage, specs, *flags.depth, *flags.budget, *flags.engineTimeout, tc)
	if err != nil {
		return err
	}
	openings, openingsText, err := matchOpenings(*flags.rounds*perRound, *flags.plies, *flags.xot, *flags.seed, slices.ContainsFunc(players, isLine))
	if err != nil {
		return err
	}
	out, err := newGamesOut(*flags.gamesOut, total)
	if err != nil {
		return err
	}
	defer out.close()
	games := roundRobin(n, *flags.rounds, perRound, openings, *flags.seed)
	start := time.Now()
	results, _, err := match{command: "tournament", players: players, games: games, jobs: *flags.jobs, out: out}.play(ctx, env.Stderr)
	if err != nil {
		return err
	}
	names := make([]string, n)
	for i, p := range players {
		names[i] = p.name
	}
	st := newStandings(names)
	for g, o := range results {
		st.add(g, games[g], o)
	}
	rounds := *flags.rounds
	fmt.Fprintf(env.Stdout, "games: %d (%d players, %d %s of %d %s each, played by every two players with colours swapped; %s, seed %d) time: %s\n",
		total, n, rounds, plural(rounds, "round", "rounds"), perRound, plural(perRound, "opening", "openings"), openingsText, *flags.seed, seconds(time.Since(start)))
	st.print(env.Stdout)
	return nil
}

// parsePlayers reads each --player NAME=P: P is one of our players (a
// level or random) or another program, which is started once to see it
// answer, with its settings after commas as arena's --black takes them
// (hard,depth=8,tc=1+0), those not given being the command's. Each
// player is known by its NAME.
func parsePlayers(ctx context.Context, usage string, specs []string, depth int, moveTime, timeout time.Duration, tc model.TimeControl) ([]contestant, error) {
	var players []contestant
	for _, spec := range specs {
		name, p, ok := strings.Cut(spec, "=")
		switch {
		case !ok || name == "" || p == "":
			return nil, Errorf("usage", "%s: --player %s: want NAME=P, such as m=medium or edax=\"nboard:edax -nboard\"", usage, excerpt(spec))
		case strings.ContainsFunc(name, unicode.IsSpace):
			return nil, Errorf("usage", "%s: --player %s: the name %s holds a space", usage, excerpt(spec), excerpt(name))
		}
		for _, other := range players {
			if strings.EqualFold(other.name, name) {
				return nil, Errorf("usage", "%s: --player %s: two players are named %s", usage, excerpt(spec), excerpt(name))
			}
		}
		ps, err := parsePlayerSpec(p)
		if err != nil {
			return nil, Errorf("usage", "%s: --player %s: %v", usage, excerpt(spec), err)
		}
		p = ps.player
		pDepth, pTime := depth, moveTime
		if ps.depth > 0 {
			pDepth = ps.depth
		}
		if ps.time > 0 {
			pTime = ps.time
		}
		c, external, err := parseEngine(ctx, usage, p, pDepth, pTime, timeout)
		if err != nil {
			return nil, err
		}
		if !external {
			_, isStrength, serr := parseStrength(p)
			if serr != nil {
				return nil, Errorf("usage", "%s: --player %s: %s", usage, excerpt(spec), strings.TrimPrefix(serr.Error(), "usage: "))
			}
			if _, err := level.Parse(p); err != nil && !strings.EqualFold(p, "random") && !isStrength {
				return nil, Errorf("usage", "%s: --player %s: %s is no player: want easy, medium, hard, expert, random, strength:S, nboard:COMMAND, gtp:COMMAND or play:COMMAND",
					usage, excerpt(spec), excerpt(p))
			}
			var w strategy.Evaluator
			if ps.weights != "" {
				if w, err = strategy.LoadEvaluator(ps.weights); err != nil {
					return nil, Errorf("weights", "%v", err)
				}
			}
			if err := checkThreads(usage, ps.threads); err != nil {
				return nil, err
			}
			if c, err = parseContestant(p, ps.algo, pTime, ps.depth, ps.eval, w, ps.weights, ps.threads, ps.selectivity, ps.noBook); err != nil {
				return nil, err
			}
		}
		c.clock = tc
		if ps.clock != nil {
			c.clock = *ps.clock
		}
		c.name = name
		players = append(players, c)
	}
	return players, nil
}

// roundRobin is a tournament's games between n players: round by round,
// each two players in turn, the round's openings in turn, each played
// twice, the first of the two Black then White.
func roundRobin(n, rounds, perRound int, openings [][]model.Square, seed uint64) []fixture {
	var games []fixture
	for r := range rounds {
		for i := range n {
			for j := i + 1; j < n; j++ {
				for _, op := range openings[r*perRound : (r+1)*perRound] {
					for _, swap := range []bool{false, true} {
						s := gameSeed(seed, len(games))
						f := fixture{black: i, white: j, blackSeed: s, whiteSeed: s + 1, opening: op}
						if swap {
							f.black, f.white = j, i
						}
						games = append(games, f)
					}
				}
			}
		}
	}
	return games
}

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
