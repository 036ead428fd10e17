// Package view is the Fyne front end: the window of both games, their side
// panel, menus, dialogs and sound, around the board widgets of othelloboard
// and gomokuboard. It shows what the controller publishes and
// proposes the player's moves to it.
package view
