// Package kit holds the window's small widgets and layouts that both
// games' views use: the players' rows at the top of the panel, dialogs
// fitted to the window, the game-over box that leaves the panel working,
// choices that hand the keyboard back, and an entry that lets Escape
// close its dialog. It knows no game.
package kit
