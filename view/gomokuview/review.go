// The Gomoku game's review, the opening rule's question and the
// keyboard.

package gomokuview

import (
	"image/color"
	"maps"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/i18n"
	"othello/view/kit"
)

// Show shows the position after n moves.
func (r Reviewer) Show(n int) {
	v := r.v
	if n < 0 || n > v.st.Game.MoveCount() {
		return
	}
	from := v.review
	v.review = n
	if from < 0 {
		v.demoHold.Review(v.s)
	}
	v.refresh()
}

// Step moves the review by d moves; from the live game it starts one.
func (r Reviewer) Step(d int) {
	v := r.v
	at := v.review
	if at < 0 {
		at = v.st.Game.MoveCount()
	}
	at += d
	if at >= v.st.Game.MoveCount() && d > 0 {
		r.Live()
		return
	}
	r.Show(max(0, at))
}

// Live leaves the review.
func (r Reviewer) Live() {
	v := r.v
	v.review = -1
	v.refresh()
	v.demoHold.Live(v.s)
	v.win.Canvas().Focus(v.board)
}

// PlayOn plays on from the position the review shows, as Othello's
// review does: the later stones are taken back, and Undo straight after
// brings them back.
func (r Reviewer) PlayOn() {
	v := r.v
	if v.review < 0 {
		return
	}
	at := v.review
	v.review = -1       // the session's events show the live game
	v.demoHold.Forget() // a demo played on from here goes on
	if !v.s.PlayFrom(at) {
		v.review = at // refused (the button is greyed then): the review stays
		v.refresh()
		return
	}
	r.Live()
}

// questions are what the view asks the person: the opening rule's
// choice of colour, and what to do about a brain that could not move.
type questions struct{ v *View }

func (v *View) questions() questions { return questions{v} }

// ask shows the opening rule's question of the colour: take Black, take
// White, or under Swap2 after three stones place two more. The question
// stands above or below the opening's stones, as the game-over box stands
// beside the five: the person chooses a colour looking at them.
func (qs questions) ask() {
	v := qs.v
	q := v.st.Question
	v.answers = map[string]*widget.Button{}
	answer := func(name, label string, act func() error) *widget.Button {
		b := widget.NewButton(label, func() {
			qs.closeChoice()
			if err := act(); err != nil {
				v.Say(i18n.Capitalize(err.Error()) + ".")
			}
			v.refresh()
		})
		v.answers[name] = b
		return b
	}
	text := i18n.T("Three stones are down. Take Black (the computer then plays White's move), or take White and play its move yourself.")
	if q == cg.ChooseAfterFive {
		text = i18n.T("Five stones are down. Take Black (the computer then plays White's move), or take White and play its move yourself.")
	}
	buttons := []fyne.CanvasObject{
		answer("black", i18n.T("Take Black"), func() error { return v.s.Choose(gomoku.Black) }),
		answer("white", i18n.T("Take White"), func() error { return v.s.Choose(gomoku.White) }),
	}
	if q == cg.ChooseOrPlace {
		text = i18n.T("Three stones are down. Take Black, take White and play its move, or place two more stones (a white, then a black) and let the computer choose.")
		buttons = append(buttons, answer("two", i18n.T("Place two more"), v.s.PlaceTwo))
	}
	head := widget.NewLabelWithStyle(i18n.T("Your choice"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// wide enough that the text wraps as a sentence or two, not a column
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(min(420, v.win.Canvas().Size().Width-60), 0))
	body := container.NewVBox(head, i18n.WrapLabel(text), width, container.NewCenter(container.NewHBox(buttons...)))
	// a box over the window that stands beside the stones and leaves them
	// unshaded; it takes the board's clicks, and hands those on the panel
	// to its buttons (New game; the others wait for the answer)
	v.choice = kit.NewOverBox(v.win.Canvas(), body)
	v.choice.Place = func(box fyne.Size) fyne.Position { return v.end().besideStones(box, v.st.Game.Moves()) }
	v.choice.Beside = func(at fyne.Position) {
		if b := kit.ButtonAt(at, slices.Collect(maps.Values(v.buttons))); b != nil {
			b.Tapped(&fyne.PointEvent{AbsolutePosition: at})
		}
	}
	v.choice.Show()
}

func (q questions) closeChoice() {
	v := q.v
	if v.choice != nil {
		v.choice.Hide()
		v.choice = nil
	}
}

// TypedKey takes the window's keys for the Gomoku board: the review's,
// and the board's own.
func (v *View) TypedKey(e *fyne.KeyEvent) {
	if !v.Reviewing().key(e.Name) {
		v.board.TypedKey(e)
	}
}

// key steps through the moves by key k, as Othello's review does, and
// reports whether k is one of its keys. The focused board hands it the
// keys it has no use for.
func (r Reviewer) key(k fyne.KeyName) bool {
	switch k {
	case fyne.KeyEscape, fyne.KeyEnd:
		if r.v.review >= 0 {
			r.Live()
		}
	case fyne.KeyHome:
		r.Show(0)
	case fyne.KeyPageUp:
		r.Step(-1)
	case fyne.KeyPageDown:
		r.Step(1)
	default:
		return false
	}
	return true
}

// Reviewer steps through the moves of the Gomoku game on show.
type Reviewer struct{ v *View }

func (v *View) Reviewing() Reviewer { return Reviewer{v} }

// BoardKeys are the keys that play a point of the board on show: its
// letters and rows, and on a board of ten rows or more the rows of two
// digits.
func (v *View) BoardKeys() [][2]string {
	n := v.st.Game.Size()
	last := string(rune('a' + n - 1))
	keys := [][2]string{{i18n.T("Enter or Space"), i18n.T("Play the point under the cursor")}, {
		i18n.T("a–{{.Column}} then 1–{{.Row}}", i18n.Args{"Column": last, "Row": n}),
		i18n.T("Play that point, such as {{.Point}}", i18n.Args{"Point": gomoku.Center(n).Name(n)}),
	}}
	if n >= 10 {
		twelve := min(12, n)
		keys = append(keys, [2]string{
			i18n.T("{{.Column}} then 1 then {{.Digit}}", i18n.Args{"Column": gomoku.Center(n).Name(n)[:1], "Digit": twelve - 10}),
			i18n.T("Rows of two digits, such as {{.Point}}; after a 1, Enter or the next letter plays row 1", i18n.Args{"Point": gomoku.At(n/2, n-twelve).Name(n)}),
		})
	}
	return keys
}
