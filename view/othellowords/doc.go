// Package othellowords is what the Othello game says to the player, in
// the language in use: whose turn it is and who plays whom, a pass, a
// refused move and why, the result, the computer's search line and move
// values, a hint, the opening's name, the coach's explanation of a
// mistake, and what is wrong with a game or position read. Each is a
// function of the controller's snapshot, settings or a model value, so
// the window's panel, dialogs and reports say the same thing in the same
// words, and tests read them without a window.
package othellowords

// AlgorithmNames are the search algorithms' names, in the order of their
// values (level.AlphaBeta first); they need no translating.
var AlgorithmNames = []string{"AlphaBeta", "Minimax"}
