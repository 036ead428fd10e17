// The unfinished Gomoku game as its file keeps it: what of the game on
// show is kept, read back, and said when it comes back. The window does
// the keeping (savedState), in the state folder beside Othello's game.

package gomokuview

import (
	"errors"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/i18n"
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
func KeptOf(st *cg.Snapshot, cfg cg.SessionConfig) *Kept {
	if st == nil || st.Game == nil || cfg.Demo || st.Over || st.Game.MoveCount() == 0 {
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

// Kept is the Gomoku game on show to keep, its clocks read now: the
// time its player to move has spent since the last change counts.
func (g Game) Kept() *Kept {
	v := g.v
	st := v.st
	st.Clocks = v.s.State().Clocks
	return KeptOf(&st, v.s.Config())
}

// ReadKept reads the file; p gives the size and rule of a file that
// does not say them. A game file's errors are said in the player's
// language.
func ReadKept(text string, p Prefs) (*Kept, error) {
	u, err := gomoku.ReadUnfinished(text, p.Size, p.Rule)
	if err != nil {
		return nil, errors.New(readProblem(err))
	}
	k := &Kept{Unfinished: *u}
	if k.Floor > 0 || k.UnderWay {
		if _, err := cg.ParseOpening(k.Opening); err != nil {
			return nil, err
		}
	}
	return k, nil
}

// KeptNotice says that the kept game k was brought back.
func KeptNotice(k *Kept, person gomoku.Color) string {
	if k.UnderWay && person == gomoku.NoColor {
		o, _ := cg.ParseOpening(k.Opening) // read with the file
		return i18n.T("Your unfinished Gomoku game was brought back in its {{.Opening}} opening (move {{.Number}}), the colours not yet chosen.",
			i18n.Args{"Opening": openingWord(o), "Number": toPlay(k)})
	}
	if k.TwoPeople {
		return i18n.T("Your unfinished Gomoku game of two people was brought back (move {{.Number}}).", i18n.Args{"Number": toPlay(k)})
	}
	return i18n.T("Your unfinished Gomoku game was brought back (move {{.Number}}); you play {{.Side}}.", i18n.Args{"Number": toPlay(k), "Side": stoneColour(person)})
}

// waitingLabel names the start from the Gomoku game waiting behind
// Othello: "Your Gomoku game (move 9)".
func waitingLabel(k *Kept) string {
	return i18n.T("Your Gomoku game (move {{.Number}})", i18n.Args{"Number": toPlay(k)})
}

// toPlay is the number of the move k's player plays next: the row of its
// next stone, where Black's stone and White's answer share a row.
func toPlay(k *Kept) int { return gomoku.SheetRows(len(k.Moves) + 1) }
