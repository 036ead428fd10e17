// The dialogs of text: copying and pasting a game, setting one up from a
// transcript or a position, and the rules, shortcuts and about boxes.

package view

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"othello/model"
	"othello/resources"
)

// copyTranscript puts the game on the clipboard: the moves (after the
// board's size on boards other than 8x8, "6x6 c4e3"), or the position when
// the game was set up from one.
func (d *dialogs) copyTranscript() {
	u := d.u
	s := u.snap
	text := s.Game.TaggedTranscript()
	what := "Transcript"
	if !s.Game.FromStart() {
		text, what = s.Sized.String(), "Position"
	}
	u.app.Clipboard().SetContent(text)
	if s.Game.Len() == 0 && s.Game.FromStart() {
		u.panel.setNotice("No moves yet: copied an empty transcript.")
		return
	}
	u.panel.setNotice(what + " copied: " + text)
}

// pasteGame sets the game up from the clipboard, keeping the settings: a
// transcript replays its moves, so they can be undone; a position becomes
// the start. A game in progress is replaced only once the player says so.
// Text that is neither changes nothing, and the status line says what is
// wrong with it.
func (d *dialogs) pasteGame() {
	u := d.u
	text := u.app.Clipboard().Content()
	g, err := model.ParseSetup(text)
	if err != nil || u.snap.Game.Len() == 0 || u.snap.Over {
		d.setUp(text, "the clipboard")
		return
	}
	what := movesCount(g.Cells())
	if !g.Record().FromStart() {
		what = "a position"
	}
	if n := g.Size(); n != 8 {
		what += fmt.Sprintf(" on %dx%d", n, n)
	}
	dlg := dialog.NewConfirm("Replace this game?",
		fmt.Sprintf("The game in progress (%s played) will be replaced by the one on the clipboard (%s).", movesCount(u.snap.Game.Cells()), what),
		func(replace bool) {
			d.replace = nil
			if replace {
				d.setUp(text, "the clipboard")
			} else {
				u.panel.setNotice("Kept the game in progress; nothing pasted.")
			}
		}, u.win)
	dlg.SetConfirmText("Replace")
	dlg.SetDismissText("Keep this game")
	d.replace = dlg
	dlg.Show()
}

// showSetUp asks for a transcript or a position to type or mend, prefilled
// from the clipboard (say, after a paste that did not parse), and sets the
// game up from it.
func (d *dialogs) showSetUp() {
	u := d.u
	f := &setUpForm{entry: widget.NewMultiLineEntry()}
	f.entry.SetPlaceHolder("f5d6c3d3c4 … or 64 squares (X, O, -) and the side to move; 6x6 c4e3 … for another size")
	f.entry.SetText(strings.TrimSpace(u.app.Clipboard().Content()))
	f.entry.Wrapping = fyne.TextWrapBreak
	f.dlg = dialog.NewCustomConfirm("Set up a game", "Set up", "Cancel", f.entry, func(ok bool) {
		if ok {
			d.setUp(f.entry.Text, "the text")
		}
	}, u.win)
	f.dlg.Resize(fitSize(u.win.Canvas(), 520, 240))
	d.setUpForm = f
	f.dlg.Show()
}

// setUpForm is the Set up dialog's text and buttons.
type setUpForm struct {
	entry *widget.Entry
	dlg   *dialog.ConfirmDialog
}

// setUp replaces the game with one read from text, which came from source,
// or says in the status line what is wrong and changes nothing.
func (d *dialogs) setUp(text, source string) {
	u := d.u
	err := u.ctl.SetUp(text)
	switch {
	case errors.Is(err, model.ErrEmptySetup):
		u.panel.setNotice(fmt.Sprintf("Nothing set up: %s is empty.", source))
	case err != nil:
		u.panel.setNotice(fmt.Sprintf("Nothing set up from %s: %s", source, shortText(setupProblem(err))))
	case !u.snap.Game.FromStart():
		u.panel.setLastingNotice(fmt.Sprintf("Position set up from %s%s.", source, sizeNote(u.snap.Game.Size())))
	default:
		u.panel.setLastingNotice(fmt.Sprintf("Game set up from %s%s: %s.", source, sizeNote(u.snap.Game.Size()), movesCount(u.snap.Game.Cells())))
	}
}

// sizeNote names a board size other than 8x8 (" on 6x6"), "" for 8x8.
func sizeNote(n int) string {
	if n == 8 {
		return ""
	}
	return fmt.Sprintf(" on %dx%d", n, n)
}

const rulesText = `Othello is played on 8×8 squares by Black and White (the New game dialog also offers 4×4, 6×6 and 10×10, with the same rules). Black moves first.

A move places a disc of your colour on an empty square so that it encloses one or more lines of your opponent's discs — across, down or diagonally — between the new disc and another of yours. All enclosed discs turn to your colour.

If you cannot enclose anything you must pass; the game does this for you. If you can move, you must.

The game ends when neither side can move, usually when the board is full. The side with more discs wins.

The highlighted dots on the board show where you may play. Hold the pointer over one to see which discs would turn.`

// diagramCaption explains rulesDiagram.
const diagramCaption = "Black plays f5 (the dot): the white disc on e5 lies between f5 and Black's d5, so it turns black (ringed)."

// showRules explains the game, with a diagram of a first move, and
// scrolls in a small window.
func (d *dialogs) showRules() {
	u := d.u
	l := widget.NewLabel(rulesText)
	l.Wrapping = fyne.TextWrapWord
	caption := widget.NewLabelWithStyle(diagramCaption, fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	caption.Wrapping = fyne.TextWrapWord
	d.rules = container.NewVBox(container.NewCenter(rulesDiagram()), caption, l)
	dlg := dialog.NewCustom("Rules of Othello", "Close", container.NewVScroll(d.rules), u.win)
	dlg.Resize(fitSize(u.win.Canvas(), 540, min(600, max(300, u.win.Canvas().Size().Height-80))))
	dlg.Show()
}

const shortcutsText = `Ctrl+N	New game
Ctrl+Z	Undo
Ctrl+Y	Redo
Ctrl+H	Hint (the expert's move)
Ctrl+Shift+H	Score every legal move
Ctrl+P	Pause or resume the demo
Ctrl+Shift+A	Analyze the game: graph and mistakes
Ctrl+O	Open a saved game
Ctrl+S	Save the game
Ctrl+E	Set up a position square by square
Ctrl+C	Copy the transcript
Ctrl+V	Paste a transcript or position as the game
Ctrl+,	Settings
Ctrl+R	Rules
Ctrl+K	This list
Ctrl+Q	Quit

Arrow keys	Move the cursor on the board
Enter or Space	Play the square under the cursor
a–h then 1–8	Play that square, such as f5
j then 1 then 0	On 10×10, row 10 (j10); after a 1, Enter or the next letter plays row 1
Home or End	Review the first or the last move
Page Up or Down	Review the move before or after
Escape	Back to the game from a review

In a dialog:
Enter	Its highlighted button (Start, Continue...)
Escape	Close it`

// showShortcuts lists the keys in two columns of plain lines, compact
// enough to fit the window, and scrolls in a small one.
func (d *dialogs) showShortcuts() {
	u := d.u
	var keys, what []string
	for _, line := range strings.Split(shortcutsText, "\n") {
		k, w, _ := strings.Cut(line, "\t")
		keys, what = append(keys, k), append(what, w)
	}
	list := container.NewHBox(
		widget.NewLabelWithStyle(strings.Join(keys, "\n"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(strings.Join(what, "\n")))
	dlg := dialog.NewCustom("Keyboard shortcuts", "Close", fitWindow(u.win.Canvas(), list), u.win)
	d.shortcuts = dlg
	dlg.Show()
}

// The About box's licence and credits.
const (
	aboutLicence = "Free software under the MIT License: use, change and share it, keeping the copyright notice (see LICENSE)."
	aboutCredits = `Made with the Fyne toolkit (BSD 3-Clause) and the beep and oto sound libraries (MIT, Apache 2.0).
The evaluation was trained on the WTHOR games of the French Othello Federation; engine matches start from the XOT openings.
The search follows ideas of Edax by Richard Delorme, and the game the Java, C and Reversi reports it grew from.`
)

// showAbout shows the icon, the version, what the game is, its licence
// and credits.
func (d *dialogs) showAbout() {
	u := d.u
	v := u.opts.Version
	if v == "" {
		v = "development build"
	}
	icon := canvas.NewImageFromResource(fyne.NewStaticResource("icon.png", resources.IconPNG))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(72, 72))
	title := widget.NewLabelWithStyle("Othello "+v, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	what := widget.NewLabel("Plays Othello and Gomoku (five in a row) against the computer, which searches with Minimax or AlphaBeta and solves Othello endgames exactly.")
	what.Wrapping = fyne.TextWrapWord
	licence := widget.NewLabel(aboutLicence)
	licence.Wrapping = fyne.TextWrapWord
	credits := widget.NewLabel(aboutCredits)
	credits.Wrapping = fyne.TextWrapWord
	d.about = container.NewVBox(
		container.NewBorder(nil, nil, icon, nil, container.NewVBox(title, what)),
		widget.NewSeparator(), licence, credits)
	dlg := dialog.NewCustom("About Othello", "Close", fitWindow(u.win.Canvas(), d.about), u.win)
	dlg.Resize(fitSize(u.win.Canvas(), 480, 0))
	dlg.Show()
}
