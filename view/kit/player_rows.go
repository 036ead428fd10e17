// The players' rows at the top of both games' side panels: one row a
// side, its icon and name, its count in large type, its clock's face, and
// a highlight on the side to move, so that a player moving between the
// games reads the same facts in the same places.

package kit

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/model"
)

// PlayerRow is one side's row; its parts are read by the games' tests.
type PlayerRow struct {
	Name      *widget.Label
	Count     *canvas.Text      // at the right, in large type
	Highlight *canvas.Rectangle // behind the row, shown while it is marked
	Clock     *canvas.Text      // the clock's face, beside the count
	ClockBox  *fyne.Container   // holds the face; hidden without a clock
	// the theme colours the count and the face are drawn in, kept to take
	// a new theme's
	countColour, clockColour fyne.ThemeColorName
}

// PlayerRows are the two sides' rows, one above the other (Box).
type PlayerRows struct {
	Rows [2]*PlayerRow
	Box  *fyne.Container
}

// NewPlayerRows makes the rows of two sides, each with its icon (the
// game's own disc or stone) and its name; the counts start at "2" (the
// Othello start's), the highlights shown and the clocks hidden until told
// otherwise. The rows take a new theme's colours when the app changes
// theme.
func NewPlayerRows(icons [2]fyne.CanvasObject, names [2]string) *PlayerRows {
	p := &PlayerRows{Box: container.NewVBox()}
	for i := range p.Rows {
		r := &PlayerRow{
			Name:        widget.NewLabelWithStyle(names[i], fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			Count:       rowText("2", 28, fyne.TextStyle{Bold: true}),
			Highlight:   rowHighlight(),
			Clock:       rowText("", 20, fyne.TextStyle{Monospace: true}),
			countColour: theme.ColorNameForeground,
			clockColour: theme.ColorNameForeground,
		}
		r.ClockBox = clockBox(r.Clock)
		p.Rows[i] = r
		row := container.NewBorder(nil, nil,
			container.NewHBox(container.NewCenter(icons[i]), r.Name), r.Count, r.ClockBox)
		p.Box.Add(container.NewStack(r.Highlight, container.New(layout.NewCustomPaddedLayout(2, 2, 8, 8), row)))
	}
	if a := fyne.CurrentApp(); a != nil {
		a.Settings().AddListener(func(fyne.Settings) { fyne.Do(p.Recolour) })
	}
	return p
}

// rowText is a text at the right of a row: the count, in large bold
// type, and the clock's face, monospaced so that the digits do not shift
// as they change (a face holds digits, colons and the decimal mark only,
// which the monospaced font has in every language).
func rowText(text string, size float32, style fyne.TextStyle) *canvas.Text {
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	t.TextSize = size
	t.TextStyle = style
	t.Alignment = fyne.TextAlignTrailing
	return t
}

func rowHighlight() *canvas.Rectangle {
	r := canvas.NewRectangle(theme.Color(theme.ColorNameSelection))
	r.CornerRadius = theme.InputRadiusSize()
	return r
}

// clockBox holds a clock's face beside the count, in the middle of the
// row's height; hidden until a game has a clock.
func clockBox(face *canvas.Text) *fyne.Container {
	box := container.New(layout.NewCustomPaddedLayout(0, 0, 0, 12), container.NewVBox(layout.NewSpacer(), face, layout.NewSpacer()))
	box.Hide()
	return box
}

// SetName names row i's side.
func (p *PlayerRows) SetName(i int, name string) {
	if n := p.Rows[i].Name; n.Text != name {
		n.SetText(name)
	}
}

// SetCount writes row i's count ("" shows none).
func (p *PlayerRows) SetCount(i int, count string) {
	c := p.Rows[i].Count
	if c.Text != count {
		c.Text = count
		c.Refresh()
	}
}

// Mark shows whose game it is, by one rule for every game: while it goes
// on, the highlight behind the side to move (turn; -1 none, as while the
// opening's question waits); once it is over, the highlight behind the
// winner's row (winner; -1 none, a draw), whose count turns the theme's
// accent colour.
func (p *PlayerRows) Mark(over bool, turn, winner int) {
	for i, r := range p.Rows {
		won := over && i == winner
		r.countColour = theme.ColorNameForeground
		if won {
			r.countColour = theme.ColorNamePrimary
		}
		r.Count.Color = theme.Color(r.countColour)
		r.Count.Refresh()
		r.Highlight.FillColor = theme.Color(theme.ColorNameSelection)
		r.Highlight.Hidden = !won && (over || i != turn)
		r.Highlight.Refresh()
	}
}

// SetClock shows row i's clock with left time on it, drawn as
// ClockFaceStyle says: bold while running, in the warning colours as the
// time runs low. A face that reads the same is not drawn again.
func (p *PlayerRows) SetClock(i int, tc model.TimeControl, left time.Duration, running bool) {
	r := p.Rows[i]
	text := ClockFace(left)
	name, style := ClockFaceStyle(tc, left, running)
	colour := theme.Color(name)
	r.clockColour = name
	if r.Clock.Text != text || r.Clock.Color != colour || r.Clock.TextStyle.Bold != style.Bold || r.ClockBox.Hidden {
		r.Clock.Text, r.Clock.Color, r.Clock.TextStyle.Bold = text, colour, style.Bold // monospaced still
		r.ClockBox.Show()
		r.Clock.Refresh()
	}
}

// HideClock hides row i's clock: a game without one.
func (p *PlayerRows) HideClock(i int) { p.Rows[i].ClockBox.Hide() }

// Recolour draws the rows in the theme's colours, after a change of
// theme: the canvas objects hold colours, not their names.
func (p *PlayerRows) Recolour() {
	for _, r := range p.Rows {
		r.Count.Color = theme.Color(r.countColour)
		r.Clock.Color = theme.Color(r.clockColour)
		r.Highlight.FillColor = theme.Color(theme.ColorNameSelection)
		r.Count.Refresh()
		r.Clock.Refresh()
		r.Highlight.Refresh()
	}
}
