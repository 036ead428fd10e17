package view

// The unfinished Gomoku game kept in the state folder, as the Othello game
// is: written after every change once the opening has settled the colours,
// brought back at the next launch when Gomoku was the game on show, and
// kept waiting (on disk and offered by the New game dialog) while Othello
// is on show. The savedState room (persist.go) does the keeping.

import (
	"errors"

	"fyne.io/fyne/v2/dialog"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/i18n"
	"othello/view/shown"
)

// KeptFile is the unfinished Gomoku game's file in the state folder.
const KeptFile = "unfinished-gomoku.txt"

// Kept is an unfinished Gomoku game as its file keeps it
// (gomoku.Unfinished).
type Kept struct{ gomoku.Unfinished }

// OpeningRule is the OpeningRule rule that settled the colours, Free for a game
// without one (readGomokuKeep checked the name).
func (k *Kept) OpeningRule() cg.Opening {
	o, err := cg.ParseOpening(k.Opening)
	if err != nil || k.Floor == 0 {
		return cg.Free
	}
	return o
}

// KeptOf is the game of state st of a session of cfg to keep: nil for
// a demo, before the first stone and once the game has ended. A game
// whose opening is still settling the colours is kept as under way.
func KeptOf(st *cg.SessionState, cfg cg.SessionConfig) *Kept {
	if st == nil || st.Game == nil || cfg.Demo || st.Phase == cg.Ended || st.Game.MoveCount() == 0 {
		return nil
	}
	underWay := st.Person == gomoku.NoColor && !cfg.TwoPeople
	if underWay && cfg.Opening != cg.Swap && cfg.Opening != cg.Swap2 {
		return nil
	}
	k := &Kept{Unfinished: gomoku.Unfinished{Moves: st.Game.Moves(), Size: st.Game.Size(), Rule: st.Game.Rule(), TwoPeople: cfg.TwoPeople, Person: st.Person}}
	if cfg.TwoPeople {
		k.Person = gomoku.NoColor
	}
	if underWay {
		k.UnderWay, k.First, k.Opening = true, cfg.First, cfg.Opening.String()
	}
	if st.Floor > 0 {
		k.Opening, k.Floor = cfg.Opening.String(), st.Floor
	}
	if st.Clocks.Control.On() {
		k.Clock, k.Left = st.Clocks.Control, st.Clocks.Left
	}
	return k
}

// FileBytes is the file's content; nil (no file) for no game.
func (k *Kept) FileBytes() []byte {
	if k == nil {
		return nil
	}
	return k.Text()
}

// ToKeep is the Gomoku game on show to keep, its clocks read now: the
// time its player to move has spent since the last change counts.
func (v *View) ToKeep() *Kept {
	st := v.st
	st.Clocks = v.s.Clocks()
	return KeptOf(&st, v.s.Config())
}

// keepGomoku writes the unfinished Gomoku game on show to the state
// folder (none: the file goes), and returns it as kept.
func (sv savedState) keepGomoku() *Kept {
	if !sv.u.gmk.Active() {
		return nil
	}
	k := sv.u.gmk.ToKeep()
	if sv.u.store != nil {
		sv.reportSaving(sv.u.store.put(KeptFile, k.FileBytes()))
	}
	return k
}

// ReadKept reads the file; p gives the size and rule of a file that
// does not say them. A game file's errors are said in the player's
// language.
func ReadKept(text string, p GomokuPrefs) (*Kept, error) {
	u, err := gomoku.ReadUnfinished(text, p.Size, p.Rule)
	if err != nil {
		return nil, errors.New(ReadProblem(err))
	}
	k := &Kept{Unfinished: *u}
	if k.Floor > 0 || k.UnderWay {
		if _, err := cg.ParseOpening(k.Opening); err != nil {
			return nil, err
		}
	}
	return k, nil
}

// resumeKept plays on from the kept game k with the players of p (their
// kind, level or brain): the game's size and rule are k's, and against
// the computer the person keeps k's colour and its opening's stones stay
// unless two people played it.
func (sv savedState) resumeKept(p GomokuPrefs, k *Kept) error {
	p.Size, p.Rule = k.Size, k.Rule
	var at Resume
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
		at.computerToMove = ColourOfMove(len(k.Moves)) != k.Person
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
	data, err := sv.u.store.read(KeptFile)
	if err == nil && data == nil {
		return false
	}
	p := sv.u.prefs.Gomoku
	var k *Kept
	if err == nil {
		k, err = ReadKept(string(data), p)
	}
	if err == nil {
		p.TwoPeople, p.Demo = k.TwoPeople, false
		err = sv.resumeKept(p, k)
	}
	if why, ok := tooLongReason(err); ok {
		err = errors.New(why)
	}
	if err != nil {
		sv.u.panel.setLastingNotice(i18n.Capitalize(sv.u.store.damaged(KeptFile, i18n.T("your unfinished Gomoku game could not be brought back"), err)))
		return false
	}
	sv.u.gmk.SetNotice(KeptNotice(k, sv.u.gmk.st.Person))
	return true
}

// KeptNotice says that the kept game k was brought back.
func KeptNotice(k *Kept, person gomoku.Color) string {
	if k.UnderWay && person == gomoku.NoColor {
		o, _ := cg.ParseOpening(k.Opening) // read with the file
		return i18n.T("Your unfinished Gomoku game was brought back in its {{.Opening}} opening (move {{.Number}}), the colours not yet chosen.",
			i18n.Args{"Opening": OpeningWord(o), "Number": gomoku.SheetRows(len(k.Moves))})
	}
	if k.TwoPeople {
		return i18n.T("Your unfinished Gomoku game of two people was brought back (move {{.Number}}).", i18n.Args{"Number": gomoku.SheetRows(len(k.Moves))})
	}
	return i18n.T("Your unfinished Gomoku game was brought back (move {{.Number}}); you play {{.Side}}.", i18n.Args{"Number": gomoku.SheetRows(len(k.Moves)), "Side": StoneColour(person)})
}

// loadWaitingGomoku reads, at an Othello launch, the unfinished Gomoku
// game of an earlier run, which waits for the New game dialog to offer
// it. A file that cannot be read is kept aside and said.
func (sv savedState) loadWaitingGomoku() {
	if sv.u.store == nil {
		return
	}
	data, err := sv.u.store.read(KeptFile)
	why, tooLong := tooLongReason(err)
	if err != nil && !tooLong || data == nil && err == nil {
		// none, or a folder that cannot be read, which the Othello game's
		// own file says already
		return
	}
	var k *Kept
	if err == nil {
		k, err = ReadKept(string(data), sv.u.prefs.Gomoku)
	} else {
		err = errors.New(why)
	}
	if err != nil {
		sv.u.panel.setLastingNotice(i18n.Capitalize(sv.u.store.damaged(KeptFile, i18n.T("your unfinished Gomoku game could not be read"), err)))
		return
	}
	sv.u.gmkWaiting = k
}

// waitingGomoku is the unfinished Gomoku game waiting while Othello is
// on show, nil when there is none (or Gomoku is on show).
func (sv savedState) waitingGomoku() *Kept {
	if sv.u.gmk.Active() {
		return nil
	}
	return sv.u.gmkWaiting
}

// WaitingLabel names the start from the Gomoku game waiting behind
// Othello: "Your Gomoku game (move 9)".
func WaitingLabel(k *Kept) string {
	return i18n.T("Your Gomoku game (move {{.Number}})", i18n.Args{"Number": gomoku.SheetRows(len(k.Moves))})
}

// resumeWaitingGomoku brings back the Gomoku game waiting behind Othello
// with the players chosen in p, and keeps p as the choice, all but the
// board, rule, opening and side, which were the waiting game's and are
// for it only.
func (sv savedState) resumeWaitingGomoku(p GomokuPrefs) {
	k := sv.u.gmkWaiting
	if k == nil {
		sv.u.games().startChosenGomoku(p)
		return
	}
	if p.UseBrain && !p.TwoPeople && p.Brain == "" {
		dialog.ShowError(i18n.WrappedError(errors.New(i18n.T("no command line was given for the external brain"))), sv.u.win)
		return
	}
	kept := p
	kept.Size, kept.Rule, kept.Opening, kept.First = sv.u.prefs.Gomoku.Size, sv.u.prefs.Gomoku.Rule, sv.u.prefs.Gomoku.Opening, sv.u.prefs.Gomoku.First
	sv.u.prefs.Kind, sv.u.prefs.Gomoku = shown.Gomoku, kept
	sv.keepSettings()
	if err := sv.resumeKept(p, k); err != nil {
		sv.u.prefs.Kind = shown.Othello
		sv.u.panel.setLastingNotice(i18n.T("Could not bring back the Gomoku game: {{.Why}}", i18n.Args{"Why": err.Error()}))
		dialog.ShowError(i18n.WrappedError(err), sv.u.win)
		return
	}
	sv.u.gmk.SetNotice(KeptNotice(k, sv.u.gmk.st.Person))
}
