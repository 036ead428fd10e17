// Package view is the Fyne front end: the green board widget, the side
// panel, menus, dialogs and sound. It shows what the controller publishes and
// proposes the player's moves to it.
package view
