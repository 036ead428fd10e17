// Package controller is the arbiter between the players and the game: it
// owns the model.Game and the settings, checks every proposed move, runs the
// computer's search off the caller's goroutine, and publishes snapshots and
// events to a listener. The desktop view is one listener; tests are another.
// Games on 4x4, 6x6 and 10x10 run the same way, the computer searching them
// with the geometric search of the same levels; 8x8 keeps its engine.
// It never imports a GUI toolkit.
package controller
