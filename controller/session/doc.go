// Package session holds the parts the window's sessions of both games
// (Othello's controller.Controller and Gomoku's gomoku.Session) are built
// from, so that what differs between them is each game's own rules:
//
//   - Clock, FlagTimer and Clocks: the game clocks, the timer that lets a
//     flag fall, and the two together with the time source;
//   - Job and Lane: work off the caller's goroutine, and the background
//     searches run one after another whose stale answers are dropped;
//   - Seat: the computer's side of the game, built on a Lane: its
//     answers paced so that the person's move is seen first, a demo
//     paused, and the failure on which the game waits;
//   - Events: the events a change emits, handed to the listener once the
//     change is over;
//   - Walk: how far one press of Undo or Redo goes, each game saying
//     only where a player stops;
//   - Rewind: the game as it was before PlayFrom took its later moves
//     back, with its clocks, which an Undo straight after brings back;
//   - State: what every game's snapshot says of itself (whose move, the
//     computer thinking, the demo, the clocks' Reading, why the game
//     waits), embedded in each game's snapshot, and Can, what a player
//     can do now (undo, redo, a hint, pause), which the window enables
//     from one answer whichever game is on show.
//
// None of these parts takes a lock (Events.Deliver takes the session's
// own, between events). Each is owned by its session and
// called under that session's serialisation: Othello's controller holds
// its mutex around every call, from any goroutine; Gomoku's session is
// called from the view's goroutine only, answers dispatched back to it.
package session
