package view

// The unfinished Gomoku game kept in the state folder, as the Othello game
// is: written after every change once the opening has settled the colours,
// brought back at the next launch when Gomoku was the game on show.

import (
	"errors"
	"fmt"
	"strings"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
)

// gomokuFile is the unfinished Gomoku game's file in the state folder.
const gomokuFile = "unfinished-gomoku.txt"

// gomokuPersonLine names the person's colour in the file, after the moves
// in the plain format of a saved game (which reads it as a comment);
// gomokuTwoLine stands in its place in a game of two people.
const (
	gomokuPersonLine = "# you play "
	gomokuTwoLine    = "# two people"
)

// gomokuKeepText is the file's content for state st (of two people, or of
// a person against the computer): nil (no file) before the opening
// settles the colours, and once the game has ended.
func gomokuKeepText(st *cg.SessionState, twoPeople bool) []byte {
	if st == nil || st.Game == nil || st.Person == gomoku.NoColor || st.Phase == cg.Ended || st.Game.MoveCount() == 0 {
		return nil
	}
	who := gomokuPersonLine + colourName(st.Person)
	if twoPeople {
		who = gomokuTwoLine
	}
	return []byte(gomokuFileText(st.Game, ".txt") + who + "\n")
}

// keepGomoku writes the unfinished Gomoku game of st (nil: none) to the
// state folder.
func (u *UI) keepGomoku(st *cg.SessionState) {
	if u.store == nil {
		return
	}
	u.reportSaving(u.store.put(gomokuFile, gomokuKeepText(st, u.gmk.cfg.TwoPeople)))
}

// readGomokuKeep reads the file: the game's moves, size and rule, and
// whether two people play it or else whether the computer plays the side
// to move.
func readGomokuKeep(text string, p GomokuPrefs) (moves []gomoku.Square, size int, rule gomoku.Rule, twoPeople, computerToMove bool, err error) {
	person := gomoku.NoColor
	for _, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == gomokuTwoLine {
			twoPeople = true
		}
		if name, ok := strings.CutPrefix(strings.TrimSpace(line), gomokuPersonLine); ok {
			for _, c := range []gomoku.Color{gomoku.Black, gomoku.White} {
				if strings.EqualFold(strings.TrimSpace(name), colourName(c)) {
					person = c
				}
			}
		}
	}
	if person == gomoku.NoColor && !twoPeople {
		return nil, 0, 0, false, false, fmt.Errorf("it does not say which colour you play")
	}
	if moves, size, rule, err = readGomokuGame(text, p.Size, p.Rule); err != nil {
		return nil, 0, 0, false, false, err
	}
	return moves, size, rule, twoPeople, !twoPeople && colourOfMove(len(moves)) != person, nil
}

// resumeGomoku brings back the unfinished Gomoku game of the last run and
// reports whether it did. A file that cannot be read is kept aside, said
// in the status line, and a new game starts.
func (u *UI) resumeGomoku() bool {
	if u.store == nil {
		return false
	}
	data, err := u.store.read(gomokuFile)
	if err == nil && data == nil {
		return false
	}
	p := u.prefs.Gomoku
	var moves []gomoku.Square
	var computerToMove bool
	if err == nil {
		moves, p.Size, p.Rule, p.TwoPeople, computerToMove, err = readGomokuKeep(string(data), p)
	}
	if err == nil {
		err = u.startGomoku(p, moves, computerToMove)
	}
	if why, ok := tooLongReason(err); ok {
		err = errors.New(why)
	}
	if err != nil {
		u.panel.setLastingNotice(capitalize(u.store.damaged(gomokuFile, "your unfinished Gomoku game could not be brought back", err)))
		return false
	}
	if p.TwoPeople {
		u.gmk.setNotice(fmt.Sprintf("Your unfinished Gomoku game of two people was brought back (move %d).", len(moves)))
	} else {
		u.gmk.setNotice(fmt.Sprintf("Your unfinished Gomoku game was brought back (move %d); you play %s.", len(moves), capitalize(colourName(u.gmk.st.Person))))
	}
	return true
}
