// Help > Rules with Gomoku on show: five in a row, the two rules of a
// row's length, and the openings that even out Black's first move.

package gomokuview

import (
	"fyne.io/fyne/v2/container"

	"othello/view/i18n"
)

// gomokuRulesText explains Gomoku, in the language in use.
func gomokuRulesText() string {
	return i18n.T(`Gomoku (five in a row) is played on the points where the lines cross, 15×15 by default (the New game dialog offers 5×5 to 20×20), by Black and White. Black moves first; then each in turn puts one stone of their colour on any empty point. Stones never move and are never taken.

The first to make an unbroken line of five stones of their colour, across, down or diagonally, wins. Under the freestyle rule a line of six or more wins too; under the standard rule only exactly five does. When the board is full with no five, the game is a draw.

Moving first is a big advantage, so the opening can even it out:

Free: Black simply starts.

Swap: the first player places three stones, black, white, black, anywhere. The second player then chooses a colour: take Black and White moves next, or take White and play White's next move.

Swap2: as swap, but after the three stones the second player may instead place two more stones, a white and a black, and hand the choice of colour back to the first player. Either way, White moves next.

The first player is chosen in the New game dialog ("You play First" places the opening stones); when the choice is yours, the window asks. Undo never takes back the opening's stones, before or after the colours are chosen.`)
}

// ShowRules explains Gomoku and its openings, and scrolls in a small
// window.
func (v *View) ShowRules() {
	v.host.ShowRules(i18n.T("Rules of Gomoku"), container.NewVBox(i18n.WrapLabel(gomokuRulesText())), 540)
}
