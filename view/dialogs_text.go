// The dialogs of text: copying and pasting a game, setting one up from a
// transcript or a position, and the rules, shortcuts and about boxes.

package view

import (
	"errors"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"othello/model"
	"othello/resources"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othelloboard"
	"othello/view/othellowords"
	"othello/view/shown"
)

// copyTranscript puts the game on the clipboard: the moves (after the
// board's size on boards other than 8x8, "6x6 c2b4c5"), or the position when
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
		u.panel.setNotice(i18n.T("No moves yet: copied an empty transcript."))
	case !s.Game.FromStart():
		u.panel.setNotice(i18n.T("Position copied: {{.Text}}", i18n.Args{"Text": text}))
	default:
		u.panel.setNotice(i18n.T("Transcript copied: {{.Text}}", i18n.Args{"Text": text}))
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
		d.setUp(text, i18n.T("the clipboard"))
		return
	}
	n := g.Size()
	a := i18n.Args{"Moves": i18n.MovesCount(g.Cells()), "Size": i18n.BoardSize(n)}
	var what string
	switch {
	case !g.Record().FromStart() && n != 8:
		what = i18n.T("a position on {{.Size}}", a)
	case !g.Record().FromStart():
		what = i18n.T("a position")
	case n != 8:
		what = i18n.T("{{.Moves}} on {{.Size}}", a)
	default:
		what = i18n.MovesCount(g.Cells())
	}
	d.replace = kit.AskReplace(u.win, shown.Othello.Name(),
		i18n.T("The game in progress ({{.Played}} played) will be replaced by the one on the clipboard ({{.What}}).", i18n.Args{"Played": i18n.MovesCount(u.snap.Game.Cells()), "What": what}),
		func(replace bool) {
			d.replace = nil
			if replace {
				d.setUp(text, i18n.T("the clipboard"))
			} else {
				u.panel.setNotice(i18n.T("Kept the game in progress; nothing pasted."))
			}
		})
}

// showSetUp asks for a transcript or a position to type or mend, prefilled
// from the clipboard (say, after a paste that did not parse), and sets the
// game up from it.
func (d *dialogs) showSetUp() {
	u := d.u
	f := &setUpForm{entry: widget.NewMultiLineEntry()}
	// by words, so that the examples read whole
	i18n.WrapEntry(f.entry, i18n.T("f5d6c3d3c4 … or 64 squares (X, O, -) and the side to move; 6x6 c2b4c5 … for another size"))
	f.entry.SetText(strings.TrimSpace(u.app.Clipboard().Content()))
	f.dlg = dialog.NewCustomConfirm(i18n.T("Set up a game"), i18n.T("Set up"), i18n.T("Cancel"), f.entry, func(ok bool) {
		if ok {
			d.setUp(f.entry.Text, i18n.T("the text"))
		}
	}, u.win)
	f.dlg.Resize(kit.FitSize(u.win.Canvas(), 520, 240))
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
	var err error
	u.pace.tally.Given(func() { err = u.ctl.SetUp(text) })
	n := u.snap.Game.Size()
	a := i18n.Args{"Source": source, "Size": i18n.BoardSize(n), "Moves": i18n.MovesCount(u.snap.Game.Cells())}
	var said string
	switch {
	case errors.Is(err, model.ErrEmptySetup):
		u.panel.setNotice(i18n.T("Nothing set up: {{.Source}} is empty.", a))
		return
	case err != nil:
		a["Why"] = i18n.ShortText(othellowords.SetupProblem(err))
		u.panel.setNotice(i18n.T("Nothing set up from {{.Source}}: {{.Why}}", a))
		return
	case !u.snap.Game.FromStart() && n != 8:
		said = i18n.T("Position set up from {{.Source}} on {{.Size}}.", a)
	case !u.snap.Game.FromStart():
		said = i18n.T("Position set up from {{.Source}}.", a)
	case n != 8:
		said = i18n.T("Game set up from {{.Source}} on {{.Size}}: {{.Moves}}.", a)
	default:
		said = i18n.T("Game set up from {{.Source}}: {{.Moves}}.", a)
	}
	u.panel.setLastingNotice(said + kit.ClocksAfresh(u.snap.Settings.Clock))
}

// rulesText explains the game, in the language in use.
func rulesText() string {
	return i18n.T(`Othello is played on 8×8 squares by Black and White (the New game dialog also offers 4×4, 6×6 and 10×10, with the same rules). Black moves first.

A move places a disc of your colour on an empty square so that it encloses one or more lines of your opponent's discs — across, down or diagonally — between the new disc and another of yours. All enclosed discs turn to your colour.

If you cannot enclose anything you must pass; the game does this for you. If you can move, you must.

The game ends when neither side can move, usually when the board is full. The side with more discs wins.

The highlighted dots on the board show where you may play. Hold the pointer over one to see which discs would turn.`)
}

// diagramCaption explains rulesDiagram.
func diagramCaption() string {
	return i18n.T("Black plays f5 (the dot): the white disc on e5 lies between f5 and Black's d5, so it turns black (ringed).")
}

// showRules explains the game, with a diagram of a first move, and
// scrolls in a small window.
func (d *dialogs) showRules() {
	u := d.u
	l := i18n.WrapLabel(rulesText())
	caption := i18n.WrapLabelWithStyle(diagramCaption(), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
	d.showRulesDialog(i18n.T("Rules of Othello"), container.NewVBox(container.NewCenter(othelloboard.RulesDiagram(u.board.Style())), caption, l), 540)
}

// showRulesDialog shows a game's rules, their words in content, width
// wide and as tall as the window allows; a small window scrolls them.
func (d *dialogs) showRulesDialog(title string, content *fyne.Container, width float32) {
	u := d.u
	d.rules = content
	dlg := dialog.NewCustom(title, i18n.T("Close"), container.NewVScroll(content), u.win)
	dlg.Resize(kit.FitSize(u.win.Canvas(), width, min(600, max(300, u.win.Canvas().Size().Height-80))))
	dlg.Show()
}

// shortcuts are the keys and what they do with g on show, a row a line
// ("" for a gap), in the language in use: the actions g offers, and the
// keys of its board.
func shortcuts(g shown.Game) [][2]string {
	othello := g.Kind() == shown.Othello
	rows := [][2]string{
		{"Ctrl+N", i18n.T("New game")},
		{"Ctrl+Z", i18n.T("Undo")},
		{"Ctrl+Y", i18n.T("Redo")},
	}
	if othello {
		rows = append(rows, [2]string{"Ctrl+H", i18n.T("Hint (the expert's move)")}, [2]string{"Ctrl+Shift+H", i18n.T("Score every legal move")})
	} else {
		rows = append(rows, [2]string{"Ctrl+H", i18n.T("Hint")})
	}
	rows = append(rows, [2]string{"Ctrl+P", i18n.T("Pause or resume the demo")})
	if othello {
		rows = append(rows, [2]string{"Ctrl+Shift+A", i18n.T("Analyse the game: graph and mistakes")})
	}
	rows = append(rows, [2]string{"Ctrl+O", i18n.T("Open a saved game")}, [2]string{"Ctrl+S", i18n.T("Save the game")})
	if othello {
		rows = append(rows, [2]string{"Ctrl+E", i18n.T("Set up a position square by square")})
	}
	rows = append(rows,
		[2]string{"Ctrl+C", i18n.T("Copy the transcript")},
		[2]string{"Ctrl+V", i18n.T("Paste a transcript or position as the game")},
		[2]string{"Ctrl+,", i18n.T("Settings")},
		[2]string{"Ctrl+R", i18n.T("Rules")},
		[2]string{"Ctrl+K", i18n.T("This list")},
		[2]string{"Ctrl+Q", i18n.T("Quit")},
		[2]string{"", ""},
		[2]string{i18n.T("Arrow keys"), i18n.T("Move the cursor on the board")},
	)
	rows = append(rows, g.BoardKeys()...)
	return append(rows,
		[2]string{i18n.T("Home or End"), i18n.T("Review the first or the last move")},
		[2]string{i18n.T("Page Up or Down"), i18n.T("Review the move before or after")},
		[2]string{i18n.T("Escape"), i18n.T("Back to the game from a review")},
		[2]string{"", ""},
		[2]string{i18n.T("In a dialog:"), ""},
		[2]string{i18n.T("Enter"), i18n.T("Its highlighted button (Start, Continue...)")},
		[2]string{i18n.T("Escape"), i18n.T("Close it")},
	)
}

// othelloKeys are the keys that play a square of Othello's board.
func othelloKeys() [][2]string {
	return [][2]string{
		{i18n.T("Enter or Space"), i18n.T("Play the square under the cursor")},
		{i18n.T("a–h then 1–8"), i18n.T("Play that square, such as f5")},
		{i18n.T("j then 1 then 0"), i18n.T("On 10×10, row 10 (j10); after a 1, Enter or the next letter plays row 1")},
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
	dlg := dialog.NewCustom(i18n.T("Keyboard shortcuts"), i18n.T("Close"), kit.FitWindow(u.win.Canvas(), list), u.win)
	d.shortcuts = dlg
	dlg.Show()
}

// aboutLicence is the About box's licence.
func aboutLicence() string {
	return i18n.T("Free software under the MIT License: use, change and share it, keeping the copyright notice (see LICENSE).")
}

// aboutCredits are the About box's credits.
func aboutCredits() string {
	return i18n.T(`Made with the Fyne toolkit (BSD 3-Clause) and the beep and oto sound libraries (MIT, Apache 2.0).
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
		v = i18n.T("development build")
	}
	icon := canvas.NewImageFromResource(fyne.NewStaticResource("icon.png", resources.IconPNG))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(72, 72))
	title := widget.NewLabelWithStyle(i18n.T("Othello {{.Version}}", i18n.Args{"Version": v}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	what := i18n.WrapLabel(i18n.T("Plays Othello and Gomoku (five in a row) against the computer, which searches with Minimax or AlphaBeta and solves Othello endgames exactly."))
	// the build, in the player's words, as far as it is known (it said
	// "commit unknown, built unknown" in English in every language)
	lines := []fyne.CanvasObject{title}
	if o := u.opts; o.Commit != "" && !o.Built.IsZero() {
		lines = append(lines, widget.NewLabel(i18n.T("Commit {{.Commit}}, built {{.Date}}", i18n.Args{"Commit": o.Commit, "Date": o.Built.UTC().Format(time.DateOnly)})))
	} else if o.Commit != "" {
		lines = append(lines, widget.NewLabel(i18n.T("Commit {{.Commit}}", i18n.Args{"Commit": o.Commit})))
	}
	lines = append(lines, what)
	licence := i18n.WrapLabel(aboutLicence())
	credits := i18n.WrapLabel(aboutCredits())
	d.about = container.NewVBox(
		container.NewBorder(nil, nil, icon, nil, container.NewVBox(lines...)),
		widget.NewSeparator(), licence, credits)
	dlg := dialog.NewCustom(i18n.T("About Othello"), i18n.T("Close"), kit.FitWindow(u.win.Canvas(), d.about), u.win)
	dlg.Resize(kit.FitSize(u.win.Canvas(), 480, 0))
	dlg.Show()
}
