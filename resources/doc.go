// Package resources embeds the game's assets: the icon, the evaluation
// weights and the rules text. It imports nothing of Fyne or beep, so every
// layer may use it.
package resources
