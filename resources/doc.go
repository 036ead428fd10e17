// Package resources embeds the game's assets: the application icon and the
// evaluation weight table. It imports nothing of Fyne or beep, so every
// layer may use it.
package resources
