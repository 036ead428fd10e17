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
	"othello/view/othelloboard"
)

// copyTranscript puts the game on the clipboard: the moves (after the
// board's size on boards other than 8x8, "6x6 c4e3"), or the position when
// the game was set up from one.
func (d *dialogs) copyTranscript() {
	u := d.u
	s := u.snap
	text := s.Game.TaggedTranscript()
	if !s.Game.FromStart() {
		text = s.Sized.String()
	}
	u.app.Clipboard().SetContent(text)
	switch {
	case s.Game.Len() == 0 && s.Game.FromStart():
		u.panel.setNotice(tr("No moves yet: copied an empty transcript."))
	case !s.Game.FromStart():
		u.panel.setNotice(tr("Position copied: {{.Text}}", args{"Text": text}))
	default:
		u.panel.setNotice(tr("Transcript copied: {{.Text}}", args{"Text": text}))
	}
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
		d.setUp(text, tr("the clipboard"))
		return
	}
	n := g.Size()
	a := args{"Moves": movesCount(g.Cells()), "Size": fmt.Sprintf("%dx%d", n, n)}
	var what string
	switch {
	case !g.Record().FromStart() && n != 8:
		what = tr("a position on {{.Size}}", a)
	case !g.Record().FromStart():
		what = tr("a position")
	case n != 8:
		what = tr("{{.Moves}} on {{.Size}}", a)
	default:
		what = movesCount(g.Cells())
	}
	dlg := dialog.NewConfirm(tr("Replace this game?"),
		lineBreaks(tr("The game in progress ({{.Played}} played) will be replaced by the one on the clipboard ({{.What}}).", args{"Played": movesCount(u.snap.Game.Cells()), "What": what})),
		func(replace bool) {
			d.replace = nil
			if replace {
				d.setUp(text, tr("the clipboard"))
			} else {
				u.panel.setNotice(tr("Kept the game in progress; nothing pasted."))
			}
		}, u.win)
	dlg.SetConfirmText(tr("Replace"))
	dlg.SetDismissText(tr("Keep this game"))
	d.replace = dlg
	dlg.Show()
}

// showSetUp asks for a transcript or a position to type or mend, prefilled
// from the clipboard (say, after a paste that did not parse), and sets the
// game up from it.
func (d *dialogs) showSetUp() {
	u := d.u
	f := &setUpForm{entry: widget.NewMultiLineEntry()}
	f.entry.SetPlaceHolder(tr("f5d6c3d3c4 … or 64 squares (X, O, -) and the side to move; 6x6 c4e3 … for another size"))
	f.entry.SetText(strings.TrimSpace(u.app.Clipboard().Content()))
	f.entry.Wrapping = fyne.TextWrapBreak
	f.dlg = dialog.NewCustomConfirm(tr("Set up a game"), tr("Set up"), tr("Cancel"), f.entry, func(ok bool) {
		if ok {
			d.setUp(f.entry.Text, tr("the text"))
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

// setUp replaces the game with one read from text, which came from source
// ("the clipboard", in the language in use), or says in the status line
// what is wrong and changes nothing.
func (d *dialogs) setUp(text, source string) {
	u := d.u
	err := u.ctl.SetUp(text)
	n := u.snap.Game.Size()
	a := args{"Source": source, "Size": fmt.Sprintf("%dx%d", n, n), "Moves": movesCount(u.snap.Game.Cells())}
	switch {
	case errors.Is(err, model.ErrEmptySetup):
		u.panel.setNotice(tr("Nothing set up: {{.Source}} is empty.", a))
	case err != nil:
		a["Why"] = shortText(setupProblem(err))
		u.panel.setNotice(tr("Nothing set up from {{.Source}}: {{.Why}}", a))
	case !u.snap.Game.FromStart() && n != 8:
		u.panel.setLastingNotice(tr("Position set up from {{.Source}} on {{.Size}}.", a))
	case !u.snap.Game.FromStart():
		u.panel.setLastingNotice(tr("Position set up from {{.Source}}.", a))
	case n != 8:
		u.panel.setLastingNotice(tr("Game set up from {{.Source}} on {{.Size}}: {{.Moves}}.", a))
	default:
		u.panel.setLastingNotice(tr("Game set up from {{.Source}}: {{.Moves}}.", a))
	}
}

// rulesText explains the game, in the language in use.
func rulesText() string {
	return tr(`Othello is played on 8×8 squares by Black and White (the New game dialog also offers 4×4, 6×6 and 10×10, with the same rules). Black moves first.

A move places a disc of your colour on an empty square so that it encloses one or more lines of your opponent's discs — across, down or diagonally — between the new disc and another of yours. All enclosed discs turn to your colour.

If you cannot enclose anything you must pass; the game does this for you. If you can move, you must.

The game ends when neither side can move, usually when the board is full. The side with more discs wins.

The highlighted dots on the board show where you may play. Hold the pointer over one to see which discs would turn.`)
}

// diagramCaption explains rulesDiagram.
func diagramCaption() string {
	return tr("Black plays f5 (the dot): the white disc on e5 lies between f5 and Black's d5, so it turns black (ringed).")
}

// showRules explains the game, with a diagram of a first move, and
// scrolls in a small window.
func (d *dialogs) showRules() {
	u := d.u
	l := wrapLabel(rulesText())
	caption := wrapLabelWithStyle(diagramCaption(), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	d.rules = container.NewVBox(container.NewCenter(othelloboard.RulesDiagram(u.board.Style())), caption, l)
	dlg := dialog.NewCustom(tr("Rules of Othello"), tr("Close"), container.NewVScroll(d.rules), u.win)
	dlg.Resize(fitSize(u.win.Canvas(), 540, min(600, max(300, u.win.Canvas().Size().Height-80))))
	dlg.Show()
}

// shortcuts are the keys and what they do with g on show, a row a line
// ("" for a gap), in the language in use: the actions g offers, and the
// keys of its board.
func shortcuts(g shownGame) [][2]string {
	othello := g.kind() == KindOthello
	rows := [][2]string{
		{"Ctrl+N", tr("New game")},
		{"Ctrl+Z", tr("Undo")},
		{"Ctrl+Y", tr("Redo")},
	}
	if othello {
		rows = append(rows, [2]string{"Ctrl+H", tr("Hint (the expert's move)")}, [2]string{"Ctrl+Shift+H", tr("Score every legal move")})
	} else {
		rows = append(rows, [2]string{"Ctrl+H", tr("Hint")})
	}
	rows = append(rows, [2]string{"Ctrl+P", tr("Pause or resume the demo")})
	if othello {
		rows = append(rows, [2]string{"Ctrl+Shift+A", tr("Analyze the game: graph and mistakes")})
	}
	rows = append(rows, [2]string{"Ctrl+O", tr("Open a saved game")}, [2]string{"Ctrl+S", tr("Save the game")})
	if othello {
		rows = append(rows, [2]string{"Ctrl+E", tr("Set up a position square by square")})
	}
	rows = append(rows,
		[2]string{"Ctrl+C", tr("Copy the transcript")},
		[2]string{"Ctrl+V", tr("Paste a transcript or position as the game")},
		[2]string{"Ctrl+,", tr("Settings")},
		[2]string{"Ctrl+R", tr("Rules")},
		[2]string{"Ctrl+K", tr("This list")},
		[2]string{"Ctrl+Q", tr("Quit")},
		[2]string{"", ""},
		[2]string{tr("Arrow keys"), tr("Move the cursor on the board")},
	)
	rows = append(rows, g.boardKeys()...)
	return append(rows,
		[2]string{tr("Home or End"), tr("Review the first or the last move")},
		[2]string{tr("Page Up or Down"), tr("Review the move before or after")},
		[2]string{tr("Escape"), tr("Back to the game from a review")},
		[2]string{"", ""},
		[2]string{tr("In a dialog:"), ""},
		[2]string{tr("Enter"), tr("Its highlighted button (Start, Continue...)")},
		[2]string{tr("Escape"), tr("Close it")},
	)
}

// othelloKeys are the keys that play a square of Othello's board.
func othelloKeys() [][2]string {
	return [][2]string{
		{tr("Enter or Space"), tr("Play the square under the cursor")},
		{tr("a–h then 1–8"), tr("Play that square, such as f5")},
		{tr("j then 1 then 0"), tr("On 10×10, row 10 (j10); after a 1, Enter or the next letter plays row 1")},
	}
}

// showShortcuts lists the keys in two columns of plain lines, compact
// enough to fit the window, and scrolls in a small one.
func (d *dialogs) showShortcuts() {
	u := d.u
	var keys, what []string
	for _, row := range shortcuts(u.shown()) {
		keys, what = append(keys, row[0]), append(what, row[1])
	}
	list := container.NewHBox(
		widget.NewLabelWithStyle(strings.Join(keys, "\n"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(strings.Join(what, "\n")))
	dlg := dialog.NewCustom(tr("Keyboard shortcuts"), tr("Close"), fitWindow(u.win.Canvas(), list), u.win)
	d.shortcuts = dlg
	dlg.Show()
}

// aboutLicence is the About box's licence.
func aboutLicence() string {
	return tr("Free software under the MIT License: use, change and share it, keeping the copyright notice (see LICENSE).")
}

// aboutCredits are the About box's credits.
func aboutCredits() string {
	return tr(`Made with the Fyne toolkit (BSD 3-Clause) and the beep and oto sound libraries (MIT, Apache 2.0).
The evaluation was trained on the WTHOR games of the French Othello Federation; engine matches start from the XOT openings.
The search follows ideas of Edax by Richard Delorme, and the game the Java, C and Reversi reports it grew from.
Japanese and Chinese are shown in Noto Sans CJK (SIL Open Font License 1.1).`)
}

// showAbout shows the icon, the version, what the game is, its licence
// and credits.
func (d *dialogs) showAbout() {
	u := d.u
	v := u.opts.Version
	if v == "" {
		v = tr("development build")
	}
	icon := canvas.NewImageFromResource(fyne.NewStaticResource("icon.png", resources.IconPNG))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(72, 72))
	title := widget.NewLabelWithStyle(tr("Othello {{.Version}}", args{"Version": v}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	what := wrapLabel(tr("Plays Othello and Gomoku (five in a row) against the computer, which searches with Minimax or AlphaBeta and solves Othello endgames exactly."))
	licence := wrapLabel(aboutLicence())
	credits := wrapLabel(aboutCredits())
	d.about = container.NewVBox(
		container.NewBorder(nil, nil, icon, nil, container.NewVBox(title, what)),
		widget.NewSeparator(), licence, credits)
	dlg := dialog.NewCustom(tr("About Othello"), tr("Close"), fitWindow(u.win.Canvas(), d.about), u.win)
	dlg.Resize(fitSize(u.win.Canvas(), 480, 0))
	dlg.Show()
}
