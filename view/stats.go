// Statistics of the games played against the computer, per level and per
// game (Othello's and Gomoku's apart), kept in the preferences across
// launches, and the dialog that shows them.

package view

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

// LevelStats are the results of the games played against one level.
type LevelStats struct {
	Won, Drawn, Lost int
	// Best is the best disc difference of a game (the player's discs
	// minus the computer's); meaningful once a game was played to its
	// end on the board.
	Best int
	// OnTime counts the games of Won and Lost decided by a flag that fell.
	OnTime int
}

// Played returns the number of games.
func (s LevelStats) Played() int { return s.Won + s.Drawn + s.Lost }

// Stats holds each level's results.
type Stats map[level.Level]LevelStats

// The preferences' prefixes of each game's statistics: Othello's keep the
// name they had before Gomoku counted.
const (
	othelloStats = "stats"
	gomokuStats  = "gomoku.stats"
)

func statsKey(game string, l level.Level, what string) string {
	return fmt.Sprintf("%s.%d.%s", game, int(l), what)
}

// LoadStats reads Othello's statistics; anything unreadable counts as no
// games.
func LoadStats(p fyne.Preferences) Stats { return loadStats(p, othelloStats) }

// LoadGomokuStats reads Gomoku's statistics.
func LoadGomokuStats(p fyne.Preferences) Stats { return loadStats(p, gomokuStats) }

func loadStats(p fyne.Preferences, game string) Stats {
	s := Stats{}
	for _, l := range level.All() {
		ls := LevelStats{
			Won:   max(0, p.IntWithFallback(statsKey(game, l, "won"), 0)),
			Drawn: max(0, p.IntWithFallback(statsKey(game, l, "drawn"), 0)),
			Lost:  max(0, p.IntWithFallback(statsKey(game, l, "lost"), 0)),
			Best:  p.IntWithFallback(statsKey(game, l, "best"), 0),
		}
		ls.OnTime = min(max(0, p.IntWithFallback(statsKey(game, l, "ontime"), 0)), ls.Won+ls.Lost)
		if ls.Played() > 0 {
			s[l] = ls
		}
	}
	return s
}

// SaveStats writes Othello's statistics, clearing the levels with no
// games.
func SaveStats(p fyne.Preferences, s Stats) { saveStats(p, othelloStats, s) }

// SaveGomokuStats writes Gomoku's statistics.
func SaveGomokuStats(p fyne.Preferences, s Stats) { saveStats(p, gomokuStats, s) }

func saveStats(p fyne.Preferences, game string, s Stats) {
	for _, l := range level.All() {
		ls, ok := s[l]
		if !ok || ls.Played() == 0 {
			for _, what := range []string{"won", "drawn", "lost", "best", "ontime"} {
				p.RemoveValue(statsKey(game, l, what))
			}
			continue
		}
		p.SetInt(statsKey(game, l, "won"), ls.Won)
		p.SetInt(statsKey(game, l, "drawn"), ls.Drawn)
		p.SetInt(statsKey(game, l, "lost"), ls.Lost)
		p.SetInt(statsKey(game, l, "best"), ls.Best)
		if ls.OnTime > 0 {
			p.SetInt(statsKey(game, l, "ontime"), ls.OnTime)
		} else {
			p.RemoveValue(statsKey(game, l, "ontime"))
		}
	}
}

// add counts a game against level l that ended mine to theirs.
func (s Stats) add(l level.Level, mine, theirs int) {
	ls := s[l]
	seen := ls.Played() > ls.OnTime // a game ended on the board before
	diff := mine - theirs
	switch {
	case diff > 0:
		ls.Won++
	case diff < 0:
		ls.Lost++
	default:
		ls.Drawn++
	}
	if !seen || diff > ls.Best {
		ls.Best = diff
	}
	s[l] = ls
}

// addOnTime counts a game against level l won or lost on time: the discs
// on the board say nothing of it, and Best stays as it was.
func (s Stats) addOnTime(l level.Level, won bool) {
	ls := s[l]
	if won {
		ls.Won++
	} else {
		ls.Lost++
	}
	ls.OnTime++
	s[l] = ls
}

// countGame adds a finished game against the computer to the statistics.
// Only games played to their end in this window count: not a finished game
// opened, pasted or redone. They are 8x8 games: the levels play other
// sizes with another search, and a 4x4 game is no measure of a level.
func (co coaching) countGame(s controller.Snapshot) {
	u := co.u
	if s.Settings.Mode != controller.HumanVsComputer || !s.Over || s.Game.Size() != 8 || s.Settings.EngineSide(s.Settings.Human.Other()) {
		return // the levels' statistics are of our levels on 8x8
	}
	if s.Settings.Coach {
		u.coach.rateGame(s) // the Coach's games make the rating
		return
	}
	stats := LoadStats(u.app.Preferences())
	if s.Clocks.Flagged {
		stats.addOnTime(s.Settings.Level, model.Color(s.Clocks.Loser) != s.Settings.Human)
		SaveStats(u.app.Preferences(), stats)
		return
	}
	// the final score as the game-over box, the analysis and the
	// engines count it: the empty squares to the winner
	r := s.Result.Counted(s.Game.Size() * s.Game.Size())
	mine, theirs := r.Black, r.White
	if s.Settings.Human == model.White {
		mine, theirs = theirs, mine
	}
	stats.add(s.Settings.Level, mine, theirs)
	SaveStats(u.app.Preferences(), stats)
}

// countGomokuGame adds a Gomoku game that ended, played with cfg, to
// Gomoku's statistics: a game against our level, not one against a brain,
// between two people or a demo.
func countGomokuGame(p fyne.Preferences, cfg gomokuview.Prefs, st cg.Snapshot) {
	// a flag fallen in the opening ends a game whose colours are not
	// settled: the person's clock or the computer's decides it
	inOpening := st.Person == gomoku.NoColor && st.Clocks.Flagged
	if cfg.TwoPeople || cfg.Demo || cfg.UseBrain || st.Forfeit != nil || st.Person == gomoku.NoColor && !inOpening {
		return
	}
	stats := LoadGomokuStats(p)
	ls := stats[cfg.Level]
	switch {
	case inOpening && gomokuview.PersonLostOnTime(st, cfg):
		ls.Lost++
	case inOpening:
		ls.Won++
	case st.Winner == gomoku.NoColor:
		ls.Drawn++
	case st.Winner == st.Person:
		ls.Won++
	default:
		ls.Lost++
	}
	if st.Clocks.Flagged {
		ls.OnTime++
	}
	stats[cfg.Level] = ls
	SaveGomokuStats(p, stats)
}

// statsTable is the statistics as a grid: a row per level, with Othello's
// best margin when discs (Gomoku has none).
func statsTable(s Stats, discs bool) *fyne.Container {
	cells := []fyne.CanvasObject{}
	head := []string{i18n.T("Level"), i18n.T("Won"), i18n.T("Drawn"), i18n.T("Lost")}
	if discs {
		head = append(head, i18n.T("Best"))
	}
	for _, t := range head {
		cells = append(cells, widget.NewLabelWithStyle(t, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	for _, l := range level.All() {
		ls := s[l]
		row := []string{fmt.Sprint(ls.Won), fmt.Sprint(ls.Drawn), fmt.Sprint(ls.Lost)}
		if discs {
			best := "–"
			if ls.Played() > ls.OnTime {
				best = fmt.Sprintf("%+d", ls.Best)
			}
			row = append(row, best)
		}
		cells = append(cells, widget.NewLabel(i18n.LevelName(l)))
		for _, v := range row {
			cells = append(cells, widget.NewLabelWithStyle(v, fyne.TextAlignCenter, fyne.TextStyle{}))
		}
	}
	return container.NewGridWithColumns(len(head), cells...)
}

// showStats shows the statistics of both games, with a button that resets
// them once the player confirms.
func (d *dialogs) showStats() {
	u := d.u
	p := u.app.Preferences()
	table := container.NewStack(statsTable(LoadStats(p), true))
	gomokuTable := container.NewStack(statsTable(LoadGomokuStats(p), false))
	note := i18n.WrapLabel(statsNote() + onTimeNote(LoadStats(p)))
	gomokuNote := i18n.WrapLabel(gomokuStatsNote() + onTimeNote(LoadGomokuStats(p)))
	rating := i18n.WrapLabel(ratingText(LoadRating(p)))
	reset := widget.NewButtonWithIcon(i18n.T("Reset"), theme.DeleteIcon(), func() {
		dialog.ShowConfirm(i18n.T("Reset the statistics?"), i18n.LineBreaks(i18n.T("Every level's results will be forgotten.")), func(ok bool) {
			if ok {
				SaveStats(p, Stats{})
				SaveGomokuStats(p, Stats{})
				table.Objects = []fyne.CanvasObject{statsTable(Stats{}, true)}
				gomokuTable.Objects = []fyne.CanvasObject{statsTable(Stats{}, false)}
				table.Refresh()
				gomokuTable.Refresh()
				i18n.SetWrapped(note, statsNote()+onTimeNote(Stats{}))
				i18n.SetWrapped(gomokuNote, gomokuStatsNote())
			}
		}, u.win)
	})
	heading := func(t string) *widget.Label {
		return widget.NewLabelWithStyle(t, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	games := container.NewVBox(heading(shown.Othello.Name()), table, note, rating,
		widget.NewSeparator(), heading(shown.Gomoku.Name()), gomokuTable, gomokuNote,
		widget.NewSeparator(), i18n.WrapLabel(countedNote()))
	body := container.NewBorder(nil, container.NewHBox(reset), nil, nil, games)
	dlg := dialog.NewCustom(i18n.T("Statistics"), i18n.T("Close"), kit.FitWindow(u.win.Canvas(), body), u.win)
	dlg.Resize(kit.FitSize(u.win.Canvas(), 460, 0))
	d.stats = &statsDialog{table: table, gomoku: gomokuTable, reset: reset, dlg: dlg, rating: rating}
	dlg.Show()
}

// statsDialog is the open Statistics dialog.
type statsDialog struct {
	table  *fyne.Container // Othello's
	gomoku *fyne.Container
	reset  *widget.Button
	dlg    dialog.Dialog
	rating *widget.Label // the player's rating against the Coach
}

// statsNote says what the statistics count.
func statsNote() string {
	return i18n.T("Games against the computer on 8x8 played to the end (the other boards are not counted); Best is your best final margin in discs, below zero while you have only lost (the narrowest loss).")
}

// gomokuStatsNote says what Gomoku's statistics count.
func gomokuStatsNote() string {
	return i18n.T("Gomoku games against our levels played to the end, on every board and opening.")
}

// countedNote says which games count, in both games.
func countedNote() string {
	return i18n.T("Each game counts once, with the first end it reaches; a game pasted, opened from a file or set up from a position is not counted.")
}

// onTimeNote says how many of the games were won or lost on time, if any.
func onTimeNote(s Stats) string {
	n := 0
	for _, ls := range s {
		n += ls.OnTime
	}
	if n == 0 {
		return ""
	}
	return i18n.SentenceGap() + i18n.N("{{.Count}} games of them ended on time.", n)
}
