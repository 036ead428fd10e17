// othello tournament: a round robin between two or more players, its
// crosstable and the players' Elo ratings.

package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"slices"
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

// declareTournamentFlags declares tournament's flags in fs, in form f.
func declareTournamentFlags(fs *flag.FlagSet, f form) tournamentFlags {
	sizeFlag(fs)
	t := tournamentFlags{players: new(playerList)}
	fs.Var(t.players, "player", "a player `NAME=P`, once for each of two or more: NAME is its name in the tables and games, "+
		"P a level (easy, medium, hard, expert), random, strength:S, or another program, nboard:COMMAND, gtp:COMMAND or play:COMMAND (quoted whole), "+
		"with its settings after commas as arena's --black takes them: hard,depth=8,tc=1+0 (algo, depth, eval, weights, threads, selectivity, time, book, tc); "+
		"with --size 4, 6 or 10, as arena's there: random, minimax:D, alphabeta:D, a level, gtp:COMMAND or play:COMMAND")
	t.rounds = intFlag(fs, "rounds", 1, 1, 1000, "`N` rounds; in each, every two players play the round's openings, each with both colours")
	t.openings = intFlag(fs, "openings", 1, 1, 1000, "`N` openings a round, random or from --xot, new in each round")
	t.plies = intFlag(fs, "plies", pick(f, 6, 4), 0, pick(f, 20, 96), "random openings of `N` plies")
	t.seed = fs.Uint64("seed", 1, "seed `S` of the openings and of the players' randomness")
	t.matchFlags = declareMatchFlags(fs, f)
	if f != on8x8 {
		boundOnSize(fs, "plies", "0 to N*N-4", func(n int) int { return n*n - 4 })
		return t
	}
	t.depth = intFlag(fs, "depth", engine.DefaultDepth, 1, engine.MaxDepth, "the depth `N` asked of another program of the NBoard protocol (set depth)")
	t.budget = durationFlag(fs, "time", 0, 0, moveMaxTime, "`D` per move for every player: a level searches for D instead of its own time, "+
		"another program plays by time and loses if it takes longer than D and a tenth, plus 0.5s; 0: the levels' own, programs by depth")
	return t
}

// runTournament plays a round robin: in each round, every two players
// play the round's openings, each twice with the colours swapped. It
// prints the crosstable, the Elo ratings with their 95% intervals, and
// the forfeits with their reasons.
func runTournament(env Env) error {
	usage := shortUsage(usageOf("tournament", on8x8, 8))
	fs := newFlagSet("tournament")
	flags := declareTournamentFlags(fs, on8x8)
	if _, _, err := readArgs("tournament", on8x8, 8, fs, env.Args); err != nil {
		return err
	}
	total, err := flags.games(usage)
	if err != nil {
		return err
	}
	// Ctrl-C or SIGTERM stops the tournament; the programs are closed on
	// the way out, never left running.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	players, err := parsePlayers(ctx, usage, *flags.players, *flags.depth, *flags.budget, *flags.engineTimeout, *flags.tc)
	if err != nil {
		return err
	}
	openings, openingsText, err := matchOpenings(*flags.rounds**flags.openings, *flags.plies, *flags.xot, *flags.seed, slices.ContainsFunc(players, isLine))
	if err != nil {
		return err
	}
	games := roundRobin(len(players), *flags.rounds, *flags.openings, *flags.seed, func(f *fixture, k int) { f.opening = openings[k] })
	return flags.play(ctx, env, players, games, total, openingsText)
}

// games returns the tournament's number of games, or a usage error when
// it is over the most a tournament plays.
func (flags tournamentFlags) games(usage string) (int, error) {
	n := len(*flags.players)
	total := *flags.rounds * *flags.openings * n * (n - 1)
	if total > maxTournamentGames {
		return 0, Errorf("usage", "%s: %d games, over %d; use fewer players, rounds or openings", usage, total, maxTournamentGames)
	}
	return total, nil
}

// play plays the tournament's games between players and prints the
// results: the games' line, the crosstable and the ratings.
func (flags tournamentFlags) play(ctx context.Context, env Env, players []contestant, games []fixture, total int, openingsText string) error {
	out, err := newGamesOut(*flags.gamesOut, total)
	if err != nil {
		return err
	}
	defer out.close()
	start := time.Now()
	results, _, err := match{command: "tournament", players: players, games: games, jobs: *flags.jobs, out: out}.play(ctx, env.Stderr)
	if err != nil {
		return err
	}
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.name
	}
	st := newStandings(names)
	for g, o := range results {
		st.add(g, games[g], o)
	}
	rounds, perRound := *flags.rounds, *flags.openings
	fmt.Fprintf(env.Stdout, "games: %d (%d players, %d %s of %d %s each, played by every two players with colours swapped; %s, seed %d) time: %s\n",
		total, len(players), rounds, plural(rounds, "round", "rounds"), perRound, plural(perRound, "opening", "openings"), openingsText, *flags.seed, seconds(time.Since(start)))
	st.print(env.Stdout)
	return nil
}

// playerName reads the name of --player NAME=P, which must be a word
// that no player of players has, and returns it and P.
func playerName(usage, spec string, players []contestant) (name, p string, err error) {
	name, p, ok := strings.Cut(spec, "=")
	switch {
	case !ok || name == "" || p == "":
		return "", "", Errorf("usage", "%s: --player %s: want NAME=P, such as m=medium or edax=\"nboard:edax -nboard\"", usage, excerpt(spec))
	case strings.ContainsFunc(name, unicode.IsSpace):
		return "", "", Errorf("usage", "%s: --player %s: the name %s holds a space", usage, excerpt(spec), excerpt(name))
	}
	for _, other := range players {
		if strings.EqualFold(other.name, name) {
			return "", "", Errorf("usage", "%s: --player %s: two players are named %s", usage, excerpt(spec), excerpt(name))
		}
	}
	return name, p, nil
}

// parsePlayers reads each --player NAME=P: P is one of our players (a
// level or random) or another program, which is started once to see it
// answer, with its settings after commas as arena's --black takes them
// (hard,depth=8,tc=1+0), those not given being the command's. Each
// player is known by its NAME.
func parsePlayers(ctx context.Context, usage string, specs []string, depth int, moveTime, timeout time.Duration, tc model.TimeControl) ([]contestant, error) {
	var players []contestant
	for _, spec := range specs {
		name, p, err := playerName(usage, spec, players)
		if err != nil {
			return nil, err
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
// twice, the first of the two Black then White; opening fills in a
// game's opening or start from the opening's number, counted over all
// the rounds.
func roundRobin(n, rounds, perRound int, seed uint64, opening func(f *fixture, k int)) []fixture {
	var games []fixture
	for r := range rounds {
		for i := range n {
			for j := i + 1; j < n; j++ {
				for k := r * perRound; k < (r+1)*perRound; k++ {
					for _, swap := range []bool{false, true} {
						s := gameSeed(seed, len(games))
						f := fixture{black: i, white: j, blackSeed: s, whiteSeed: s + 1}
						if swap {
							f.black, f.white = j, i
						}
						opening(&f, k)
						games = append(games, f)
					}
				}
			}
		}
	}
	return games
}
