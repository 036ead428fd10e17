// The Coach level in the window: the player's rating, kept in the
// preferences and shown in Statistics, updated after each game against the
// Coach played to the end, and the strength the computer plays at, chosen
// from it at the start of each game.

package view

import (
	"fmt"
	"math"

	"fyne.io/fyne/v2"

	"othello/controller"
	"othello/model"
	"othello/view/i18n"
)

// The preference keys of the rating.
const (
	keyRatingElo       = "coach.elo"
	keyRatingDeviation = "coach.deviation"
	keyRatingGames     = "coach.games"
)

// LoadRating reads the player's rating; one missing or damaged is a new
// player's.
func LoadRating(p fyne.Preferences) controller.Rating {
	d := controller.NewRating()
	r := controller.Rating{
		Elo:       p.FloatWithFallback(keyRatingElo, d.Elo),
		Deviation: p.FloatWithFallback(keyRatingDeviation, d.Deviation),
		Games:     p.IntWithFallback(keyRatingGames, 0),
	}
	if !r.Valid() {
		return d
	}
	return r
}

// SaveRating keeps the player's rating.
func SaveRating(p fyne.Preferences, r controller.Rating) {
	p.SetFloat(keyRatingElo, r.Elo)
	p.SetFloat(keyRatingDeviation, r.Deviation)
	p.SetInt(keyRatingGames, r.Games)
}

// coachSettings is s with the Coach's strength for the player's rating
// now, when s plays the Coach.
func (co coaching) coachSettings(s controller.Settings) controller.Settings {
	u := co.u
	if s.Coach {
		s.Strength = controller.StrengthFor(LoadRating(u.app.Preferences()).Elo)
	}
	return s
}

// rateGame updates the rating after a game against the Coach played to
// its end here, and says how it moved.
func (co coaching) rateGame(s controller.Snapshot) {
	u := co.u
	p := u.app.Preferences()
	before := LoadRating(p)
	score := 0.5
	if s.Clocks.Flagged {
		score = 0
		if model.Color(s.Clocks.Loser) != s.Settings.Human {
			score = 1
		}
	} else if w, decisive := s.Result.Winner(); decisive {
		score = 0
		if w == s.Settings.Human {
			score = 1
		}
	}
	after := before.Update(controller.StrengthElo(s.Settings.Strength), controller.StrengthDeviation, score)
	SaveRating(p, after)
	u.saved.keepSettings()
	u.panel.setLastingNotice(ratingChangeText(before, after))
}

// ratingChangeText says how a game moved the rating: "Your rating: 1262 ±
// 540 (+62). The next game is played at your new level."
func ratingChangeText(before, after controller.Rating) string {
	return i18n.T("Your rating: {{.Rating}} ({{.Change}}). The Coach's next game is played at your new level.",
		i18n.Args{"Rating": after.String(), "Change": fmt.Sprintf("%+.0f", math.Round(after.Elo-before.Elo))})
}

// coachDoes says how the Coach plays for the player's rating now.
func coachDoes(r controller.Rating) string {
	s := controller.StrengthFor(r.Elo)
	if r.Games == 0 {
		return i18n.T("plays at about your strength, learnt as you play (strength {{.Strength}} of 1 to begin)", i18n.Args{"Strength": i18n.Decimal(s, 2)})
	}
	return i18n.N("plays at about your strength: your rating {{.Rating}} after {{.Count}} games, strength {{.Strength}} of 1", r.Games,
		i18n.Args{"Rating": r.String(), "Strength": i18n.Decimal(s, 2)})
}

// ratingText is the Statistics dialog's line about the rating.
func ratingText(r controller.Rating) string {
	if r.Games == 0 {
		return i18n.T("Your rating: none yet. Play the Coach level: it follows your strength and rates you after each game.")
	}
	lo, hi := r.Interval()
	return i18n.N("Your rating: {{.Rating}} (95% between {{.Low}} and {{.High}}) after {{.Count}} games against the Coach; EASY is about 1000 on this scale.", r.Games,
		i18n.Args{"Rating": fmt.Sprintf("%.0f", r.Elo), "Low": fmt.Sprintf("%.0f", lo), "High": fmt.Sprintf("%.0f", hi)})
}
