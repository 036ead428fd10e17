// Package shown is what the window asks of the game on show, whichever it
// is: each game's view (Othello's in package view, Gomoku's in
// gomokuview) answers it, so that no menu, key or button asks which game
// is on the board.
package shown

import (
	"fyne.io/fyne/v2"

	"othello/controller/session"
	"othello/view/i18n"
)

// Kind is a game the window plays.
type Kind int

// The games.
const (
	Othello Kind = iota
	Gomoku
)

// Kinds are the games, in the order the New game dialog offers them.
var Kinds = []Kind{Othello, Gomoku}

// String is the game's name in English, for logs and tests.
func (k Kind) String() string {
	if k == Gomoku {
		return "Gomoku"
	}
	return "Othello"
}

// Name is the game's name as the player's language says it: the same
// words in the Western languages, オセロ and 五目並べ in Japanese, 黑白棋
// and 五子棋 in Chinese, as the window's other words name the games.
func (k Kind) Name() string {
	if k == Gomoku {
		return i18n.T("Gomoku")
	}
	return i18n.T("Othello")
}

// Names are the games' names in the player's language, in the order of
// Kinds.
func Names() []string {
	names := make([]string, len(Kinds))
	for i, k := range Kinds {
		names[i] = k.Name()
	}
	return names
}

// Game is what an action asks of the game on show.
type Game interface {
	// Session is the game's session: the actions every game offers
	// (undo, redo, pause) are taken on it
	Session() session.Session
	// TookBack shows the game after an undo or a redo: the live
	// position, the game going on
	TookBack()
	// LeaveReview shows the live game, a review of it ended, as Exit
	// review does; nothing when none is under way
	LeaveReview()
	Hint()
	// Files is the game's files and clipboard
	Files() Files
	ShowRules()
	// BoardKeys are the keys that play on the game's board, for the
	// list of shortcuts
	BoardKeys() [][2]string
	// Kind names the game, for the dialogs that offer both
	Kind() Kind
	// Say shows a lasting notice in the game's status line
	Say(msg string)
	// TypedKey and TypedRune take the window's keys while no dialog is
	// open
	TypedKey(e *fyne.KeyEvent)
	TypedRune(r rune)
	// AwaitsAnswer: a question of the game is open that only its own
	// buttons can answer, so Escape must not close it
	AwaitsAnswer() bool
	// Clock is the game's clocks, for the window's one clock
	Clock() Clock
}

// Files is what File and Edit do with the game on show.
type Files interface {
	ShowSave()
	ShowExportPicture()
	CopyMoves()
	PasteMoves()
}

// Clock is a game's clocks as the window's one clock asks them; the
// window holds them through the game's session.
type Clock interface {
	// Aside: the window shows no live position of the game (a review, a
	// question whether to go on with it);
	Aside() bool
	// ShowFaces draws the clocks as they are now and says whether one
	// runs.
	ShowFaces() (running bool)
}
