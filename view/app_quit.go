// Quitting the game window: Quit saves the settings and any unfinished
// game first, closeWindow stops the sound and the searches, and the
// signals of a logout or shutdown quit as Quit does.

package view

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"fyne.io/fyne/v2"
)

// quitOnSignals quits the game cleanly on the signals that end a program
// politely; a second signal ends it at once. It returns a function that
// stops listening.
func quitOnSignals(u *UI) func() {
	signals := make(chan os.Signal, 2)
	signal.Notify(signals, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	done := make(chan struct{})
	go func() {
		select {
		case <-signals:
		case <-done:
			return
		}
		fyne.Do(u.Quit)
		select {
		case sig := <-signals:
			fmt.Fprintf(os.Stderr, "othello: %v again: stopping at once\n", sig)
			os.Exit(1)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(signals)
		close(done)
	}
}

// Quit saves the settings and any unfinished game, then closes the window.
// Where they cannot be saved (a full disk, a folder that cannot be
// written), it says so and why, and asks whether to quit all the same:
// the game would be lost, and a line in a log is seen by no player.
func (u *UI) Quit() {
	if u.dialogs.quitAnyway != nil {
		return // asked already: the answer quits or not
	}
	u.prefs.WindowSize = u.win.Canvas().Size()
	if err := u.saved.saveState(); err != nil {
		u.dialogs.askQuitAnyway(err)
		return
	}
	u.closeWindow()
}

// closeWindow saves again what changed since Quit saved, then closes the
// window.
//
// It stops the sound and the searches first, so nothing holds the
// processor or the audio device while the window goes; the sound setting
// kept is the player's, not this silence.
func (u *UI) closeWindow() {
	u.sound.SetEnabled(false)
	u.ana.cancelAnalysis()
	u.ctl.Close()
	u.games().closeGomoku()
	if u.clock.stop != nil {
		u.clock.stop()
	}
	u.win.Hide()
	// a move the computer made while Quit saved is kept too; the files
	// that did not change are not written again
	if err := u.saved.saveState(); err != nil {
		fyne.LogError("saving the game and the settings", err)
	}
	u.win.Close()
}
