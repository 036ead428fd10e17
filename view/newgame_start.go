// Where a new game starts (the standard start, an XOT opening, the
// position shown), the New game dialog's choices of start and clock, and
// the words of a game lost on time.

package view

import (
	"errors"
	"math/rand/v2"
	"sync"

	"fyne.io/fyne/v2"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/resources"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othellowords"
	"othello/view/shown"
)

// xotOpenings is the XOT list, read once, its 8x8 transcripts as cells.
var xotOpenings = sync.OnceValues(func() ([][]model.Cell, error) {
	list, err := model.ParseTranscriptList(resources.XOTOpenings())
	out := make([][]model.Cell, len(list))
	for i, moves := range list {
		out[i] = model.CellsOfSquares(moves)
	}
	return out, err
})

// xotGame returns a game that has played a random opening of the XOT list,
// and the opening's moves.
func xotGame() (*model.Game, string, error) {
	openings, err := xotOpenings()
	if err == nil && len(openings) == 0 {
		err = errors.New(i18n.T("the XOT list is empty"))
	}
	if err != nil {
		return nil, "", err
	}
	moves := openings[rand.IntN(len(openings))]
	g := model.NewGame()
	for _, c := range moves {
		if err := g.PlayCell(c); err != nil {
			return nil, "", err
		}
		g.PassIfForced()
	}
	return g, g.Transcript(), nil
}

// shown.Game returns the game up to the position the board shows: the
// reviewed one, or the live one, with the moves that led to it and no
// moves to redo.
func (r othelloStart) shownGame() *model.Game {
	u := r.u
	n := u.snap.Game.Len()
	if u.review >= 0 && u.review <= n {
		n = u.review
	}
	return r.gameUpTo(n)
}

// liveGame returns the whole game, whatever the board shows: Othello's
// game waiting behind Gomoku goes on from its last move, not from a
// position it was being reviewed at when it was set aside.
func (r othelloStart) liveGame() *model.Game { return r.gameUpTo(r.u.snap.Game.Len()) }

// gameUpTo returns the game's first n moves, with no moves to redo.
func (r othelloStart) gameUpTo(n int) *model.Game {
	rec := r.u.snap.Game
	g := model.NewSizedGameFrom(rec.SizedStart())
	for _, c := range rec.Cells()[:n] {
		if err := g.PlayCell(c); err != nil {
			break // the record's moves are legal; this never happens
		}
	}
	return g
}

// shownPlayable reports whether the position on the board can start a
// game: an Othello position (not Gomoku's board, behind which Othello's
// game waits: makeStart offers it by name) that is not the end of one.
func (r othelloStart) shownPlayable() bool {
	u := r.u
	if u.shown().Kind() == shown.Gomoku {
		return false
	}
	n := u.snap.Game.Len()
	if u.review >= 0 && u.review <= n {
		n = u.review
	}
	return !u.snap.Game.SizedAt(n).Board.GameOver()
}

// newGame starts a game with settings s from start: the standard start,
// a random XOT opening (on 8x8; the standard start on other sizes), or g,
// the position shown.
func (r othelloStart) newGame(s controller.Settings, start startChoice, g *model.Game) {
	u := r.u
	s = u.coach.coachSettings(s)
	switch {
	case start == startShown && g != nil:
		u.pace.tally.Given(func() { u.ctl.Load(g, s) })
		u.panel.setLastingNotice(i18n.T("A new game from the position shown ({{.Moves}}).", i18n.Args{"Moves": i18n.MovesCount(g.Cells())}))
	case start == startXOT && s.Size == 8:
		xot, moves, err := xotGame()
		if err != nil {
			u.ctl.NewGame(s)
			u.panel.setNotice(i18n.T("No XOT opening: {{.Why}}", i18n.Args{"Why": err.Error()}))
			return
		}
		u.ctl.Load(xot, s)
		u.panel.setLastingNotice(i18n.T("A random XOT opening: {{.Moves}}.", i18n.Args{"Moves": moves}))
	default:
		u.ctl.NewGame(s)
	}
}

// goOn brings back Othello's game g that waited behind Gomoku, with the
// settings s chosen for it. On the clock it had, each side has the time
// it had when the game was set aside (kept), so that a visit to Gomoku
// neither spends a player's time nor gives it back; on another clock,
// or none, the clocks start afresh.
func (r othelloStart) goOn(s controller.Settings, g *model.Game, kept session.Reading) {
	u := r.u
	s = u.coach.coachSettings(s)
	if clocksFit(kept, s, g) && !kept.Flagged {
		u.ctl.LoadTimed(g, s, kept.Left, kept.Spent)
		return
	}
	u.ctl.Load(g, s)
}

// gameOverTitle is the game-over dialog's title and text for a game that
// ended on the board or on time.
func gameOverTitle(s controller.Snapshot) (title, text string) {
	if !s.Clocks.Flagged {
		return othellowords.GameOverText(s.Settings, s.Result)
	}
	winner := model.Color(s.Clocks.Loser).Other()
	switch {
	case s.Settings.Mode != controller.HumanVsComputer && winner == model.Black:
		title = i18n.T("Black wins on time")
	case s.Settings.Mode != controller.HumanVsComputer:
		title = i18n.T("White wins on time")
	case winner == s.Settings.Human:
		title = i18n.T("You win on time!")
	case s.Settings.EngineSide(winner):
		title = i18n.T("{{.Engine}} wins on time", i18n.Args{"Engine": s.Settings.Engine})
	default:
		title = i18n.T("The computer wins on time")
	}
	return title, i18n.T("{{.Flag}}.\nOn the board: Black {{.Black}}, White {{.White}}", i18n.Args{"Flag": othellowords.FlagText(s.Clocks), "Black": s.Result.Black, "White": s.Result.White})
}

// makeStart makes the New game dialog's choice of start: the standard
// one, a random XOT opening (8x8 only: choosing it chooses 8x8), and the
// position the board shows when it can start a game (it has its own
// size); refresh brings the rest of the dialog in line.
func (f *newGameForm) makeStart(u *UI, c fyne.Canvas, refresh func()) {
	labels := startLabels[:startShown]
	selected := startLabels[u.prefs.Start]
	switch {
	case u.othello().shownPlayable():
		f.shown = u.othello().shownGame()
		labels = startLabels
	case u.shown().Kind() == shown.Gomoku && u.snap.Game.Len() > 0 && !u.snap.Over:
		// Othello's unfinished game waits behind Gomoku: the way back to it
		f.shown = u.othello().liveGame()
		f.shownLabel = waitingGameLabel(f.shown)
		labels = append(append([]string(nil), startLabels[:startShown]...), f.shownLabel)
		// chosen first: a player coming back to Othello most likely wants
		// the game left there, which a new game would throw away
		selected = f.shownLabel
	}
	f.start = kit.Radio(c, labels, selected, func(v string) {
		if f.size == nil {
			return // still being made
		}
		switch v {
		case startLabels[startXOT]:
			f.size.SetSelected(sizeLabel(8))
		case startLabels[startShown], f.shownLabel:
			f.size.SetSelected(sizeLabel(f.shown.Size()))
		}
		refresh()
	})
	f.start.Horizontal = true
}

// startChoice reads the dialog's choice of start.
func (f *newGameForm) startChoice() startChoice {
	if f.shownLabel != "" && f.start.Selected == f.shownLabel {
		return startShown
	}
	return startChoice(kit.IndexOf(startLabels, f.start.Selected, int(startStandard)))
}

// waitingGameLabel names the start from Othello's game waiting behind
// Gomoku: "Your Othello game (move 9)".
func waitingGameLabel(g *model.Game) string {
	return i18n.T("Your Othello game (move {{.Number}})", i18n.Args{"Number": g.Record().SheetNumber(g.Len())})
}

// othelloStart starts Othello games: new, set up or played on from the
// position on show.
type othelloStart struct{ u *UI }

func (u *UI) othello() othelloStart { return othelloStart{u} }
