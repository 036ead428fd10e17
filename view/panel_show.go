// Bringing the side panel up to date with the game: the scores, whose
// turn, the opening, the buttons that can act now and the move list.

package view

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othellowords"
)

// show brings the panel up to date with s; review is the number of moves
// on show while reviewing, -1 for the live game, and reviewLine what the
// analysis says of that move.
func (p *panel) show(s controller.Snapshot, review int, reviewLine string) {
	p.followsEnd = review < 0 && s.Game.Len() > 0
	p.showScores(othellowords.Reviewed(s, review))
	players := othellowords.PlayersText(s.Settings)
	if p.drill != nil {
		if d := p.drill(); d != "" {
			players = d // a retry is set up as two players' game, which it is not
		}
	}
	i18n.SetWrapped(p.players, players)
	if turn := othellowords.TurnText(s, review); i18n.LineBreaks(turn) != p.turn.Text {
		i18n.SetWrapped(p.turn, turn)
		p.relayout() // a longer turn line may take two lines
	}
	if c, ok := p.body.Layout.(*kit.PanelColumns); ok && c.Roomy != (review >= 0) {
		c.Roomy = review >= 0
		p.relayout()
	}
	hint := reviewLine // in review, the analysis of the move on show
	if review < 0 {
		step := 0
		if p.hintStep != nil {
			step = p.hintStep()
		}
		hint = othellowords.HintStepText(s.Hint, s.Game.Geometry(), s.HintEngine, step)
		if c := s.HintCell(); step == hintRegion && c != model.NoCell {
			hint = regionText(s.Game.Geometry(), c)
		} else if s.Hint != nil && s.Sized.Board.IsLegal(s.Hint.Move) {
			hint = i18n.T("{{.Hint}}. {{.Why}}", i18n.Args{"Hint": hint, "Why": p.hintWhy(s.Sized, s.Hint.Move)})
		}
	}
	p.showHintLine(hint)
	p.showThought(s, review)
	if busy := s.Thinking || s.Hinting; busy != p.thinking.Visible() {
		if busy {
			p.thinking.Show()
			p.thinking.Start()
		} else {
			p.thinking.Stop()
			p.thinking.Hide()
		}
		// the indicator takes room from the turn line, which may wrap
		p.relayout()
	}
	p.showButtons(s, review)
	p.rows = sheetRows(s.Game)
	opening := s.Game
	if p.openingGame != nil {
		opening = p.openingGame(opening)
	}
	p.showOpening(openingText(opening))
	p.moveList.Refresh()
	switch {
	case review < 0:
		if s.Game.Len() > 0 {
			p.moveList.ScrollToBottom()
		}
	case review > 0:
		p.moveList.ScrollTo(sheetRowOf(p.rows, review-1))
	default:
		p.moveList.ScrollToTop()
	}
}

// showOpening names the opening over the sheet.
func (p *panel) showOpening(text string) {
	if text != p.opening.Text {
		p.opening.SetText(text)
	}
}

// showScores writes the disc counts and marks the side to move, or at
// the end of the game the winner (kit.PlayerRows.Mark).
func (p *panel) showScores(s controller.Snapshot) {
	winner, decisive := s.Result.Winner()
	if s.Over && s.Clocks.Flagged {
		winner, decisive = model.Color(s.Clocks.Loser).Other(), true // on time, whatever the discs say
	}
	won := -1
	if decisive {
		won = int(winner)
	}
	counts := [2]int{model.Black: s.Result.Black, model.White: s.Result.White}
	for _, c := range []model.Color{model.Black, model.White} {
		p.sides.SetCount(int(c), fmt.Sprint(counts[c]))
	}
	p.sides.Mark(s.Over, int(s.Sized.Turn), won)
}

// showButtons enables the buttons that can act now, and shows the demo's
// pause button and the way back from a review only when they apply.
func (p *panel) showButtons(s controller.Snapshot, review int) {
	c := s.Can()
	c.Hint = c.Hint && review < 0 // the hint is for the live position; undo and redo leave the review
	kit.ShowCan(p.buttons, c)
	if review >= 0 {
		p.gameButtons.Hide()
		p.reviewButtons.Show()
		kit.SetEnabled(p.buttons["first"], review > 0)
		kit.SetEnabled(p.buttons["previous"], review > 0)
		kit.SetEnabled(p.buttons["next"], review < s.Game.Len())
		kit.SetEnabled(p.buttons["last"], review < s.Game.Len())
		// the best line is no game to play on: Play on left for the
		// player's game, as Exit review does (its words stay: a longer
		// label widened the panel, and a narrow window with it)
		line := p.onBestLine != nil && p.onBestLine()
		kit.SetEnabled(p.buttons["playfrom"], review < s.Game.Len() && !line)
	} else {
		p.reviewButtons.Hide()
		p.gameButtons.Show()
	}
}

// keepLastMove scrolls the sheet to the live game's last move, when it
// shows it, once the window has laid it out again (a window made smaller
// makes the sheet shorter).
func (p *panel) keepLastMove() {
	if p.followsEnd && p.moveList != nil {
		p.moveList.ScrollToBottom()
	}
}

// buttonAt is the panel's button, shown and enabled, at a position in the
// window; nil when there is none.
func (p *panel) buttonAt(at fyne.Position) *widget.Button {
	var shown []*widget.Button
	for _, c := range []*fyne.Container{p.gameButtons, p.reviewButtons} {
		if c.Visible() {
			for _, o := range c.Objects {
				shown = append(shown, o.(*widget.Button))
			}
		}
	}
	return kit.ButtonAt(at, append(shown, p.buttons["pause"]))
}

// relayout lays the words and the sheet out again, the words' height
// deciding the sheet's: a sheet that got shorter in the live game keeps
// its last move in view.
func (p *panel) relayout() { kit.RefreshKeepingEnd(p.body, p.moveList, p.followsEnd) }
