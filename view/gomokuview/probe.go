// What the window's tests read and set of Gomoku's view beyond what a
// player sees.

package gomokuview

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/view/gomokuboard"
	"othello/view/kit"
)

// Probe reads the view for the window's tests: its widgets and open
// dialogs, the review's place, its session, and the time its clocks run
// on.
type Probe struct{ v *View }

// Probe is the view's probe, for tests.
func (v *View) Probe() Probe { return Probe{v} }

// Parts are the view's widgets and open dialogs as the window shows
// them, for the window's tests, which read and press them as a player
// does.
type Parts struct {
	// Players says who plays whom, then the board, rule and opening
	Players, Turn, Notice *widget.Label
	Search                *widget.Label   // the computer's last search
	Rows                  *kit.PlayerRows // the players' rows, their clocks among them
	Moves                 *widget.List
	Board                 *gomokuboard.Board
	// Buttons are the panel's, by name: new, undo, redo, hint, pause,
	// live, previous and next
	Buttons map[string]*widget.Button
	// Answers are the opening's question's buttons (black, white, two),
	// Choice the question while it is open
	Answers map[string]*widget.Button
	Choice  *kit.OverBox
	Failed  *dialog.ConfirmDialog // the brain could not answer, while it is open
	Over    *Over                 // the game-over box, while it is open
	Replace *dialog.ConfirmDialog // the question before a paste replaces the game, while it is open
}

// Parts are the view's widgets and open dialogs.
func (p Probe) Parts() Parts {
	v := p.v
	return Parts{Players: v.players, Turn: v.turn, Notice: v.notice, Search: v.search, Rows: v.rows, Moves: v.moves, Board: v.board,
		Buttons: v.buttons, Answers: v.answers, Choice: v.choice, Failed: v.failed, Over: v.over, Replace: v.replace}
}

// Reviewed is how many moves lead to the position the review shows; -1
// while the live game shows.
func (p Probe) Reviewed() int { return p.v.review }

// Session is the session of the game on show.
func (p Probe) Session() *cg.Session { return p.v.s }

// SetTime gives the clocks of the games started from now on the time
// source t; nil is the real time. The tests' clocks are theirs.
func (p Probe) SetTime(t session.TimeSource) { p.v.time = t }

// FileText is what Save writes for a file named with extension ext.
func (p Probe) FileText(ext string) string { return gomokuFiles(p).fileText(ext) }
