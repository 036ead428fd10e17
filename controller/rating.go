// The player's rating, for the Coach level: an Elo-scale estimate with its
// uncertainty, updated after each finished game against the computer by
// Glicko's rule, and the point of the strength scale that gives the player
// about even chances.

package controller

import (
	"fmt"
	"math"
	"sort"
)

// Rating estimates a player's strength on the Elo scale. Deviation is the
// uncertainty (Glicko's rating deviation): about a 95% interval of
// ±1.96 deviations.
type Rating struct {
	Elo       float64
	Deviation float64
	Games     int
}

// The rating of someone not seen yet, and the bounds of the deviation: it
// never falls under MinDeviation, so that the rating keeps following a
// player who improves.
const (
	StartElo       = 1200
	StartDeviation = 350
	MinDeviation   = 60
)

// NewRating is the rating of a player not seen yet.
func NewRating() Rating { return Rating{Elo: StartElo, Deviation: StartDeviation} }

// Valid reports whether r can be used: finite, its deviation within
// bounds, its games not negative.
func (r Rating) Valid() bool {
	return !math.IsNaN(r.Elo) && !math.IsInf(r.Elo, 0) && r.Elo > -2000 && r.Elo < 5000 &&
		r.Deviation >= MinDeviation && r.Deviation <= StartDeviation && r.Games >= 0
}

// Interval is the 95% interval of the rating.
func (r Rating) Interval() (lo, hi float64) {
	return r.Elo - 1.96*r.Deviation, r.Elo + 1.96*r.Deviation
}

// String writes the rating as Statistics shows it: "1432 ± 120".
func (r Rating) String() string {
	return fmt.Sprintf("%.0f ± %.0f", r.Elo, 1.96*r.Deviation)
}

// glickoQ is Glicko's q = ln 10 / 400.
var glickoQ = math.Ln10 / 400

// glickoG damps what a game says by the opponent's own uncertainty.
func glickoG(dev float64) float64 {
	return 1 / math.Sqrt(1+3*glickoQ*glickoQ*dev*dev/(math.Pi*math.Pi))
}

// ExpectedScore is the score a player of Elo a expects against one of Elo
// b (a draw counting half).
func ExpectedScore(a, b float64) float64 { return 1 / (1 + math.Pow(10, (b-a)/400)) }

// Update returns the rating after a game against an opponent of Elo
// opponent and deviation opponentDev, in which the player scored score (1
// a win, 0.5 a draw, 0 a loss), by Glicko's rule.
func (r Rating) Update(opponent, opponentDev, score float64) Rating {
	g := glickoG(opponentDev)
	e := 1 / (1 + math.Pow(10, -g*(r.Elo-opponent)/400))
	d2 := 1 / (glickoQ * glickoQ * g * g * e * (1 - e))
	denom := 1/(r.Deviation*r.Deviation) + 1/d2
	r.Elo += glickoQ / denom * g * (score - e)
	r.Deviation = max(math.Sqrt(1/denom), MinDeviation)
	r.Games++
	return r
}

// StrengthPoint is a point of the strength scale whose Elo was measured.
type StrengthPoint struct {
	Strength float64
	Elo      float64
}

// StrengthScale is the Elo of points of the strength scale
// (strategy.StrengthAt), measured against each other and EASY and MEDIUM
// with othello tournament (112 games, README: Levels) and anchored so
// that EASY is 1000; the points are sorted by strength and their Elo
// rises with it.
var StrengthScale = []StrengthPoint{
	{0, 1000}, {0.2, 1181}, {0.4, 1335}, {0.6, 1486}, {0.8, 1554}, {1, 1715},
}

// StrengthDeviation is the uncertainty of a point's Elo, from the
// measurement's intervals.
const StrengthDeviation = 60

// StrengthElo is the Elo of strength s, between the measured points.
func StrengthElo(s float64) float64 {
	pts := StrengthScale
	if s <= pts[0].Strength {
		return pts[0].Elo
	}
	for i := 1; i < len(pts); i++ {
		if s <= pts[i].Strength {
			a, b := pts[i-1], pts[i]
			return a.Elo + (s-a.Strength)/(b.Strength-a.Strength)*(b.Elo-a.Elo)
		}
	}
	return pts[len(pts)-1].Elo
}

// StrengthFor is the strength whose Elo is elo, which gives a player of
// that rating even chances; the ends of the scale where elo lies beyond
// them.
func StrengthFor(elo float64) float64 {
	pts := StrengthScale
	i := sort.Search(len(pts), func(i int) bool { return pts[i].Elo >= elo })
	switch {
	case i == 0:
		return pts[0].Strength
	case i == len(pts):
		return pts[len(pts)-1].Strength
	}
	a, b := pts[i-1], pts[i]
	return a.Strength + (elo-a.Elo)/(b.Elo-a.Elo)*(b.Strength-a.Strength)
}
