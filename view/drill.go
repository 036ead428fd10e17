// What the panel says of a retried or practised position, which the
// controller holds as a game for two players.

package view

import (
	"othello/controller"
	"othello/model"
	"othello/view/i18n"
	"othello/view/othellowords"
)

// drillText says what the board holds in place of who plays whom while it
// shows a retry or a practice position, or the best line from one: "" for
// a game of the player's, whatever it is.
func (co coaching) drillText() string {
	u := co.u
	r := u.retry
	// the best line goes on from the game's moves: it starts where the
	// game did, not at the retried position
	if r == nil || u.snap.Settings.Mode != controller.HumanVsHuman ||
		u.snap.Game.SizedStart() != r.pos && !co.onBestLine() {
		return ""
	}
	what := i18n.T("Retry")
	if r.practice {
		list, _ := controller.DecodePractice(u.app.Preferences().String(keyPractice))
		what = i18n.T("Practice")
		if len(list) > 0 {
			what = i18n.N("Practice ({{.Count}} positions to go)", len(list))
		}
	}
	a := i18n.Args{"What": what, "Side": othellowords.ColourWord(r.pos.Turn), "Played": r.item.Played}
	switch {
	case r.game != 0 && r.game != u.game: // 0: the retried position is being loaded
		return i18n.T("{{.What}}: the best line for {{.Side}}, to step through", a)
	case r.done || u.snap.Game.Len() > 0:
		return i18n.T("{{.What}}: playing on, both sides yours", a)
	case r.practice || r.item.Played == "":
		return i18n.T("{{.What}}: find a good move for {{.Side}}", a)
	}
	return i18n.T("{{.What}}: find a better move for {{.Side}} than {{.Played}}", a)
}

// openingGame is the game whose opening the sheet names: on a retried
// position's board, a game set up there, the moves that led to it in the
// player's game and then those played from it, so that the retry names
// the opening the best line from it does; else rec itself.
func (co coaching) openingGame(rec model.Record) model.Record {
	r := co.u.retry
	if r == nil || rec.SizedStart() != r.pos {
		return rec
	}
	g, err := r.item.GameTo()
	if err != nil {
		return rec
	}
	for i := range rec.Len() {
		if g.PlayCell(rec.Cell(i)) != nil {
			return rec
		}
	}
	return g.Record()
}
