// The unfinished Gomoku game kept in the state folder, as the Othello game
// is: written after every change once the opening has settled the colours,
// brought back at the next launch when Gomoku was the game on show, and
// kept waiting (on disk and offered by the New game dialog) while Othello
// is on show.

package view

import (
	"errors"

	"fyne.io/fyne/v2/dialog"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
)

// keepGomoku writes the unfinished Gomoku game on show to the state
// folder (none: the file goes), and returns it as kept.
func (sv savedState) keepGomoku() *gomokuview.Kept {
	if !sv.u.gmk.Active() {
		return nil
	}
	k := sv.u.gmk.Game().Kept()
	if sv.u.store != nil {
		sv.reportSaving(sv.u.store.put(gomokuview.KeptFile, k.FileBytes()))
	}
	return k
}

// resumeKept plays on from the kept game k with the players of p (their
// kind, level or brain): the game's size and rule are k's, and against
// the computer the person keeps k's colour and its opening's stones stay
// unless two people played it.
func (sv savedState) resumeKept(p gomokuview.Prefs, k *gomokuview.Kept) error {
	p.Size, p.Rule = k.Size, k.Rule
	var at gomokuview.Resume
	switch {
	case p.TwoPeople || p.Demo:
	case k.UnderWay:
		// the opening goes on where it stopped, with the person in the
		// same place in it
		o, err := cg.ParseOpening(k.Opening)
		if err != nil {
			return err
		}
		p.Opening, p.First, at.UnderWay = o, k.First, true
	case k.Person != gomoku.NoColor:
		at.ComputerToMove = gomoku.MoveColour(len(k.Moves)) != k.Person
		if k.Floor > 0 {
			p.Opening, at.Floor = k.OpeningRule(), k.Floor
		}
	}
	if p.Clock = k.Clock; k.Clock.On() {
		at.Left = &k.Left
	}
	return sv.u.games().startGomokuFrom(p, k.Moves, at)
}

// resumeGomoku brings back the unfinished Gomoku game of the last run and
// reports whether it did. A file that cannot be read is kept aside, said
// in the status line, and a new game starts.
func (sv savedState) resumeGomoku() bool {
	if sv.u.store == nil {
		return false
	}
	data, err := sv.u.store.read(gomokuview.KeptFile)
	if err == nil && data == nil {
		return false
	}
	p := sv.u.prefs.Gomoku
	var k *gomokuview.Kept
	if err == nil {
		k, err = gomokuview.ReadKept(string(data), p)
	}
	if err == nil {
		p.TwoPeople, p.Demo = k.TwoPeople, false
		err = sv.resumeKept(p, k)
	}
	if why, ok := tooLongReason(err); ok {
		err = errors.New(why)
	}
	if err != nil {
		sv.u.panel.setLastingNotice(i18n.Capitalize(sv.u.store.damaged(gomokuview.KeptFile, i18n.T("your unfinished Gomoku game could not be brought back"), err)))
		return false
	}
	sv.u.gmk.Say(gomokuview.KeptNotice(k, sv.u.gmk.Snapshot().Person))
	return true
}

// loadWaitingGomoku reads, at an Othello launch, the unfinished Gomoku
// game of an earlier run, which waits for the New game dialog to offer
// it. A file that cannot be read is kept aside and said.
func (sv savedState) loadWaitingGomoku() {
	if sv.u.store == nil {
		return
	}
	data, err := sv.u.store.read(gomokuview.KeptFile)
	why, tooLong := tooLongReason(err)
	if err != nil && !tooLong || data == nil && err == nil {
		// none, or a folder that cannot be read, which the Othello game's
		// own file says already
		return
	}
	var k *gomokuview.Kept
	if err == nil {
		k, err = gomokuview.ReadKept(string(data), sv.u.prefs.Gomoku)
	} else {
		err = errors.New(why)
	}
	if err != nil {
		sv.u.panel.setLastingNotice(i18n.Capitalize(sv.u.store.damaged(gomokuview.KeptFile, i18n.T("your unfinished Gomoku game could not be read"), err)))
		return
	}
	sv.u.gmkWaiting = k
}

// waitingGomoku is the unfinished Gomoku game waiting while Othello is
// on show, nil when there is none (or Gomoku is on show).
func (sv savedState) waitingGomoku() *gomokuview.Kept {
	if sv.u.gmk.Active() {
		return nil
	}
	return sv.u.gmkWaiting
}

// resumeWaitingGomoku brings back the Gomoku game waiting behind Othello
// with the players chosen in p, and keeps p as the choice, all but the
// board, rule, opening, side and clock, which were the waiting game's and
// are for it only.
func (sv savedState) resumeWaitingGomoku(p gomokuview.Prefs) {
	k := sv.u.gmkWaiting
	if k == nil {
		sv.u.games().startChosenGomoku(p)
		return
	}
	if err := p.Problem(); err != nil {
		dialog.ShowError(i18n.WrappedError(err), sv.u.win)
		return
	}
	kept := p
	kept.Size, kept.Rule, kept.Opening, kept.First = sv.u.prefs.Gomoku.Size, sv.u.prefs.Gomoku.Rule, sv.u.prefs.Gomoku.Opening, sv.u.prefs.Gomoku.First
	kept.Clock = sv.u.prefs.Gomoku.Clock // the waiting game's own is shown, greyed
	sv.u.prefs.Kind, sv.u.prefs.Gomoku = shown.Gomoku, kept
	sv.keepSettings()
	if err := sv.resumeKept(p, k); err != nil {
		sv.u.prefs.Kind = shown.Othello
		sv.u.panel.setLastingNotice(i18n.T("Could not bring back the Gomoku game: {{.Why}}", i18n.Args{"Why": err.Error()}))
		dialog.ShowError(i18n.WrappedError(err), sv.u.win)
		return
	}
	sv.u.gmk.Say(gomokuview.KeptNotice(k, sv.u.gmk.Snapshot().Person))
}

// keepGomokuOpponent keeps p's opponent, our level or a brain, in the
// Gomoku settings: the one the kept game comes back against, and the New
// game dialog offers.
func (sv savedState) keepGomokuOpponent(p gomokuview.Prefs) {
	g := &sv.u.prefs.Gomoku
	g.UseBrain, g.Brain, g.Level = p.UseBrain, p.Brain, p.Level
	g.BrainName, g.BrainNamed = p.BrainName, p.BrainNamed
	sv.keepSettings()
}
