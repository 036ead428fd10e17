// Package sound plays the game's short sound effects through beep, mixing
// them so they never queue or block, and stays silent when there is no
// audio device.
package sound
