package view

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"othello/controller/session"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
)

// shortcut is Ctrl (Cmd on macOS) with key k, and Shift too when shift.
func shortcut(k fyne.KeyName, shift bool) fyne.Shortcut {
	m := fyne.KeyModifierShortcutDefault
	if shift {
		m |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: k, Modifier: m}
}

// overDialogs are the menu's items whose shortcuts still act while a
// dialog is open: they change nothing beneath it.
var overDialogs = map[string]bool{"quit": true, "copy": true}

// dialogOpen reports whether a dialog covers the window. Gomoku's
// game-over box does not: it stands beside the five, and the game's keys
// go on working around it.
func (u *UI) dialogOpen() bool {
	top := u.win.Canvas().Overlays().Top()
	return top != nil && (u.gmk == nil || u.gmk.BoxOf(top) != gomokuview.OverBox)
}

// menu is the main menu's items by name, greyed out when they cannot act.
type menu struct {
	items map[string]*fyne.MenuItem
}

// buildMenu makes the main menu. Its items carry the keyboard shortcuts,
// which the desktop driver triggers from the menu.
func (u *UI) buildMenu() *fyne.MainMenu {
	u.menu.items = map[string]*fyne.MenuItem{}
	item := func(name, label string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, func() {
			// a dialog covers the menu, but the driver still gives its
			// shortcuts: Ctrl+V beneath a dialog replaced the game, Ctrl+Z
			// left the game-over dialog telling of a game undone
			switch {
			case overDialogs[name]:
			case u.dialogs.overOnTop():
				// the game-over box leaves the panel working beside it,
				// and a key acts as a click beside it does: the box
				// closes, and the key acts
				u.dialogs.closeOverDialog()
			case u.dialogOpen():
				return
			}
			action()
			u.board.EndPreviewIfCovered() // a shortcut typed with the pointer on the board
		})
		it.Shortcut = sc
		u.menu.items[name] = it
		return it
	}
	quit := item("quit", i18n.T("Quit"), shortcut(fyne.KeyQ, false), u.Quit)
	quit.IsQuit = true
	file := fyne.NewMenu(i18n.T("menu|File"),
		item("open", i18n.T("Open Game…"), shortcut(fyne.KeyO, false), u.dialogs.showOpen),
		item("save", i18n.T("Save Game…"), shortcut(fyne.KeyS, false), u.actions().on(func(g shown.Game) { g.Files().ShowSave() })),
		fyne.NewMenuItemSeparator(),
		item("picture", i18n.T("Export Picture…"), nil, u.actions().on(func(g shown.Game) { g.Files().ShowExportPicture() })),
		// Quit ends the first menu: the desktop driver adds a second one
		// there otherwise
		fyne.NewMenuItemSeparator(),
		quit,
	)
	game := fyne.NewMenu(i18n.T("menu|Game"),
		item("new", i18n.T("New Game…"), shortcut(fyne.KeyN, false), u.dialogs.showNewGameDialog),
		fyne.NewMenuItemSeparator(),
		item("undo", i18n.T("Undo"), &fyne.ShortcutUndo{}, u.actions().undo),
		item("redo", i18n.T("Redo"), &fyne.ShortcutRedo{}, u.actions().redo),
		fyne.NewMenuItemSeparator(),
		item("hint", i18n.T("Hint"), shortcut(fyne.KeyH, false), u.actions().on(shown.Game.Hint)),
		item("scores", i18n.T("Show Move Scores"), shortcut(fyne.KeyH, true), func() { u.ctl.Analyze() }),
		item("values", i18n.T("Move Values While Playing"), nil, func() { u.setMoveValues(!u.prefs.MoveValues) }),
		item("pause", i18n.T("Pause or Resume Demo"), shortcut(fyne.KeyP, false), u.actions().togglePause),
		item("analyze", i18n.T("Analyse Game"), shortcut(fyne.KeyA, true), u.AnalyzeGame),
		item("editor", i18n.T("Set Up Position…"), shortcut(fyne.KeyE, false), u.dialogs.showEditor),
		item("report", i18n.T("Coach's Report…"), nil, u.dialogs.showCoachReport),
		item("practice", i18n.T("Practice…"), nil, u.coach.practise),
		item("back", i18n.T("Back to Your Game"), nil, u.coach.endRetry),
		item("stats", i18n.T("Statistics…"), nil, u.dialogs.showStats),
		fyne.NewMenuItemSeparator(),
		item("settings", i18n.T("Settings…"), shortcut(fyne.KeyComma, false), u.dialogs.showSettings),
		item("engines", i18n.T("Engines…"), nil, u.dialogs.showEngines),
	)
	edit := fyne.NewMenu(i18n.T("menu|Edit"),
		item("copy", i18n.T("Copy Transcript"), &fyne.ShortcutCopy{}, u.actions().on(func(g shown.Game) { g.Files().CopyMoves() })),
		item("paste", i18n.T("Paste Transcript or Position"), &fyne.ShortcutPaste{}, u.actions().paste),
		item("setup", i18n.T("Set Up Game…"), nil, u.dialogs.showSetUp),
	)
	help := fyne.NewMenu(i18n.T("menu|Help"),
		item("manual", i18n.T("Manual"), nil, u.dialogs.showManual),
		item("rules", i18n.T("Rules"), shortcut(fyne.KeyR, false), u.actions().on(shown.Game.ShowRules)),
		item("shortcuts", i18n.T("Keyboard Shortcuts"), shortcut(fyne.KeyK, false), u.dialogs.showShortcuts),
		item("about", i18n.T("About Othello"), nil, u.dialogs.showAbout),
	)
	u.menu.items["values"].Checked = u.prefs.MoveValues
	return fyne.NewMainMenu(file, game, edit, help)
}

// enable greys out the item name unless on, and refreshes main if that
// changed it.
func (m *menu) enable(name string, on bool, main *fyne.MainMenu) {
	if it := m.items[name]; it != nil && it.Disabled == on {
		it.Disabled = !on
		if main != nil {
			main.Refresh()
		}
	}
}

// check ticks or unticks the item name, and refreshes main.
func (m *menu) check(name string, on bool, main *fyne.MainMenu) {
	if it := m.items[name]; it != nil && it.Checked != on {
		it.Checked = on
		if main != nil {
			main.Refresh()
		}
	}
}

// update greys out the actions both games offer that the game on show
// cannot take now (c), and the items only one game has as own says, and
// refreshes main once if that changed anything.
func (m *menu) update(c session.Can, own map[string]bool, main *fyne.MainMenu) {
	on := map[string]bool{"undo": c.Undo, "redo": c.Redo, "hint": c.Hint, "pause": c.Pause}
	for name, ok := range own {
		on[name] = ok
	}
	m.enableAll(main, on)
}

// enableAll greys out each named item unless its value is on, and
// refreshes main once if that changed anything.
func (m *menu) enableAll(main *fyne.MainMenu, on map[string]bool) {
	changed := false
	for name, ok := range on {
		if it := m.items[name]; it != nil && it.Disabled == ok {
			it.Disabled = !ok
			changed = true
		}
	}
	if changed && main != nil {
		main.Refresh()
	}
}
