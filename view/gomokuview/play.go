// The person's actions on the Gomoku game, the session's events and the
// words of the game's state.

package gomokuview

import (
	"errors"

	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model/gomoku"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
	"othello/view/sound"
)

// Play proposes the person's stone.
func (v *View) Play(sq gomoku.Square) {
	if v.review >= 0 {
		return
	}
	if err := v.s.Play(sq); err != nil {
		v.host.Play(sound.Illegal)
		v.Say(i18n.Capitalize(gomokuRefusal(err, v.st.Game.Size())) + ".")
	}
}

// gomokuRefusal says why a stone was refused.
func gomokuRefusal(err error, size int) string {
	var me *gomoku.MoveError
	if errors.As(err, &me) {
		switch me.Reason {
		case gomoku.Occupied:
			return i18n.T("{{.Move}} is taken", i18n.Args{"Move": me.Square.Name(size)})
		case gomoku.GameOver:
			return i18n.T("the game is over")
		}
	}
	return err.Error()
}

func (v *View) Session() session.Session { return v.s }

// LeaveReview shows the live game, a review of it ended.
func (v *View) LeaveReview() {
	if v.review >= 0 {
		v.Reviewing().Live()
	}
}

// TookBack shows the live game after an undo or a redo: the game goes
// on, so a result box of its end closes.
func (v *View) TookBack() {
	v.end().close()
	v.review = -1
	v.demoHold.Forget() // Undo pauses a demo itself
	v.refresh()
}

// Hint gives the next step of the position's hints.
func (v *View) Hint() { graduatedHints{v}.next() }

// OnEvent shows a change of the session: the board, the panel, a sound,
// and the opening's questions.
func (v *View) OnEvent(e cg.SessionEvent) {
	v.st = e.Snapshot
	v.rememberBrainName()
	switch e.Kind {
	case session.GameStarted, session.Placed, session.Undone, session.Redone:
		v.hintStep = 0 // another position: its hints start afresh
	}
	switch e.Kind {
	case session.GameStarted:
		v.tally.Started()
		v.host.Play(sound.NewGame)
	case session.Placed:
		v.host.Play(sound.Place)
		if e.ByPerson {
			v.Say("")
		}
	case session.Undone, session.Redone:
		v.Say("") // it spoke of the position left, as Othello's does
	case session.Resumed:
		v.Say("") // of the brain's failure, or the demo's pause: past
	case session.HintReady:
		graduatedHints{v}.say()
	case session.ColoursSettled:
		if v.st.Phase == cg.Moving && v.choice == nil && !e.ByPerson {
			v.Say(i18n.T("The opening is settled: you play {{.Side}}.", i18n.Args{"Side": stoneColour(v.st.Person)}))
		}
	case session.EngineFailed:
		v.questions().brainFailed()
	case session.EngineChanged:
		v.Say(i18n.T("{{.Opponent}} plays on from here.", i18n.Args{"Opponent": v.st.Opponent}))
	case session.GameOver:
		v.end().reached()
		// a game ended here by its last stone or a flag, not one opened,
		// brought back or redone to its end, as Othello's
		if shown.EndedInPlay(v.lastKind, v.st.Clocks) {
			// ended in play: what the status line said of the game
			// before (its opening settled, its coming back) is past
			v.Say("")
			v.tally.Ended(true, func() { v.host.GameEnded(v.cfg, v.st) })
		}
	}
	v.lastKind = e.Kind
	if v.st.Phase == cg.Choosing && v.choice == nil {
		v.questions().ask()
	}
	v.refresh()
	v.host.KeepGame()
}

// brainFailed says why the brain could not answer, as Othello's
// window says it of an engine: the game waits, and the person asks it
// again or plays on from here against our level chosen in the New game
// dialog.
func (q questions) brainFailed() {
	v := q.v
	st := v.st
	name := st.Opponent
	why := i18n.FailureWhy(st.Stalled, st.Stalled.Error())
	v.Say(i18n.T("{{.Name}} could not go on: {{.Why}}", i18n.Args{"Name": name, "Why": why}))
	text := i18n.T("{{.Engine}} stopped: {{.Why}}.\n\nTry again starts it afresh; or play on from here against our own level. The New game dialog edits its command line.",
		i18n.Args{"Engine": name, "Why": i18n.StoppedWhy(name, st.Stalled)})
	v.failed = kit.ShowOpponentFailed(v.win, name, text, i18n.LevelName(v.cfg.Level), func(again bool) {
		v.failed = nil
		if v.st.Stalled == nil {
			return // a new game came first
		}
		if again {
			v.s.Resume()
			return
		}
		p := v.cfg
		p.UseBrain = false
		if opp, err := v.Game().opponent(p); err == nil && v.s.SetOpponent(opp) {
			v.cfg = p
			// kept, as Othello keeps its engine given up: the game
			// brought back, or the next, is not handed to it again
			v.host.KeepOpponent(p)
		}
	})
}

// reached plays the result's sound and says how the game ended.
func (r gomokuEnd) reached() {
	v := r.v
	st := v.st
	v.questions().closeChoice() // a flag fell while the opening's question waited
	switch {
	case st.Clocks.Flagged && st.Winner == gomoku.NoColor && PersonLostOnTime(st, v.cfg):
		v.host.Play(sound.Lose)
	case st.Clocks.Flagged && st.Winner == gomoku.NoColor:
		v.host.Play(sound.Win)
	case st.Winner == gomoku.NoColor:
		v.host.Play(sound.Draw)
	case st.Winner == st.Person || v.cfg.TwoPeople || v.cfg.Demo:
		v.host.Play(sound.Win)
	default:
		v.host.Play(sound.Lose)
	}
	if st.Forfeit != nil {
		v.Say(i18n.T("{{.Name}} could not go on: {{.Why}}", i18n.Args{"Name": st.Forfeit.Name, "Why": i18n.FailureWhy(st.Forfeit.Err, st.Forfeit.Reason())}))
	}
	v.end().show()
}

// result says how the game ended, or whose turn it is.
func (w words) status() string {
	v := w.v
	st := v.st
	a := i18n.Args{"Opponent": st.Opponent, "Winner": stoneColour(st.Winner), "Loser": stoneColour(st.Winner.Opponent()),
		"Side": stoneColour(st.Game.Turn()), "You": stoneColour(st.Person), "ToGo": st.Placing}
	switch {
	case v.review >= 0:
		return v.Reviewing().status()
	case st.Clocks.Flagged && st.Winner == gomoku.White:
		return i18n.T("Black's flag fell: White wins on time")
	case st.Clocks.Flagged && st.Winner == gomoku.Black:
		return i18n.T("White's flag fell: Black wins on time")
	case st.Clocks.Flagged && PersonLostOnTime(st, v.cfg):
		return i18n.T("{{.Engine}} wins on time", i18n.Args{"Engine": st.Opponent}) // in the opening, before the colours
	case st.Clocks.Flagged:
		return i18n.T("You win on time!")
	case st.Over && st.Forfeit != nil: // a demo's
		return i18n.T("{{.Winner}} wins: {{.Loser}} forfeits", a)
	case st.Over && st.Winner == gomoku.NoColor:
		return i18n.T("Game over: a draw, the board is full")
	case st.Over && (v.cfg.TwoPeople || v.cfg.Demo):
		return i18n.T("{{.Winner}} wins with five in a row!", a)
	case st.Paused:
		return i18n.T("Demo paused: {{.Side}} to move", a)
	case v.cfg.Demo:
		return i18n.T("{{.Side}} is thinking…", a)
	case v.cfg.TwoPeople && st.PersonToMove:
		return i18n.T("{{.You}} to move", a)
	case st.Over && st.Winner == st.Person:
		return i18n.T("You win with five in a row!")
	case st.Over:
		return i18n.T("{{.Opponent}} wins with five in a row", a)
	case st.Phase == cg.Placing && gomoku.MoveColour(st.Game.MoveCount()) == gomoku.White:
		return i18n.T("Place the opening: a white stone ({{.ToGo}} to go)", a)
	case st.Phase == cg.Placing:
		return i18n.T("Place the opening: a black stone ({{.ToGo}} to go)", a)
	case st.Phase == cg.Choosing:
		return i18n.T("Choose your colour")
	case st.Thinking:
		return i18n.T("{{.Opponent}} is thinking…", a)
	case st.Stalled != nil:
		return i18n.T("{{.Engine}} could not move", i18n.Args{"Engine": st.Opponent})
	case st.PersonToMove:
		return i18n.T("Your move ({{.You}})", a)
	}
	return ""
}

// openingWord names an opening rule in the game's title: "free".
func openingWord(o cg.Opening) string {
	switch o {
	case cg.Swap:
		return i18n.T("opening|swap")
	case cg.Swap2:
		return i18n.T("opening|swap2")
	}
	return i18n.T("opening|free")
}

// stoneColour names a colour of stones in the language in use: "Black".
func stoneColour(c gomoku.Color) string {
	if c == gomoku.White {
		return i18n.T("White")
	}
	return i18n.T("Black")
}

// status says which position the review shows, numbered as the
// score sheet numbers its stones, as Othello's review does: "After 16… d7:
// the end".
func (r Reviewer) status() string {
	v := r.v
	g, n := v.st.Game, v.review
	a := i18n.Args{"Side": stoneColour(gomoku.MoveColour(n))}
	switch {
	case n == 0:
		return i18n.T("The start: {{.Side}} to move", a)
	case n == g.MoveCount() && g.Over():
		a["Move"] = g.MoveLabel(n - 1)
		return i18n.T("After {{.Move}}: the end", a)
	}
	a["Move"] = g.MoveLabel(n - 1)
	return i18n.T("After {{.Move}}: {{.Side}} to move", a)
}

// rememberBrainName keeps the name a brain told (ABOUT) with the
// settings, so that the next game against it, or the game kept and
// brought back, names it so before the brain is started again.
func (v *View) rememberBrainName() {
	if v.s == nil || !v.cfg.UseBrain {
		return
	}
	b, ok := v.s.Config().Opponent.(*cg.Brain)
	if !ok || b.About() == "" || v.cfg.BrainNamed == v.cfg.Brain && v.cfg.BrainName == b.Name() {
		return
	}
	v.cfg.BrainName, v.cfg.BrainNamed = b.Name(), v.cfg.Brain
	v.host.KeepOpponent(v.cfg)
}
