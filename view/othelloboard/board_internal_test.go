package othelloboard

import (
	"image/color"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"othello/model"
)

// shown returns a board of side px showing the game set up by setup (such
// as "6x6 c2b4"), with its legal moves, and its renderer.
func shown(t *testing.T, setup string, side float32) (*Board, *boardRenderer) {
	t.Helper()
	test.NewTempApp(t)
	g, err := model.ParseSetup(setup)
	if err != nil {
		t.Fatal(err)
	}
	b := New()
	b.SetState(StateOf(g.Sized(), true))
	w := test.NewWindow(b)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(side, side))
	return b, test.TempWidgetRenderer(t, b).(*boardRenderer)
}

// byHand makes the board hand the animations start picks to the test.
func byHand(start *func(*fyne.Animation)) *[]*fyne.Animation {
	var started []*fyne.Animation
	*start = func(a *fyne.Animation) { started = append(started, a) }
	return &started
}

// The coordinates run as far as the board: to F and 6 on 6x6, to J and 10
// on 10x10, and stay legible on the smallest board.
func TestCoordinatesFollowTheSize(t *testing.T) {
	tests := []struct {
		setup string
		side  float32
		n     int
	}{
		{"6x6", 480, 6},
		{"8x8", 480, 8},
		{"10x10", 480, 10},
		{"10x10", 200, 10},
	}
	for _, tt := range tests {
		_, r := shown(t, tt.setup, tt.side)
		for i := range maxSize {
			if r.cols[i].Visible() != (i < tt.n) || r.rows[i].Visible() != (i < tt.n) {
				t.Errorf("%s: coordinate %d shown %v/%v", tt.setup, i, r.cols[i].Visible(), r.rows[i].Visible())
			}
			if i < tt.n && (r.cols[i].TextSize < minCoordSize || r.rows[i].TextSize < minCoordSize) {
				t.Errorf("%s at %v px: coordinates of %v and %v px", tt.setup, tt.side, r.cols[i].TextSize, r.rows[i].TextSize)
			}
		}
		if last := r.rows[tt.n-1].Text; last != string(rune('0'+tt.n%10)) && !(tt.n == 10 && last == "10") {
			t.Errorf("%s: the last row reads %q", tt.setup, last)
		}
	}
}

// The pointer over a legal square marks the discs it would turn, on any
// size.
func TestPreviewMarksTheDiscsItTurns(t *testing.T) {
	b, r := shown(t, "6x6 c2b4c5", 480)
	p := b.State().Position
	move := p.Board.MoveCells()[0]
	turns := p.Geometry().CellsOf(p.Board.Flips(move))
	b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.CellCenter(move)}})
	if b.Hover() != move {
		t.Fatalf("hovering %s previews %v", p.Geometry().CellName(move), b.Hover())
	}
	for c := range model.Cell(36) {
		if want := slices.Contains(turns, c); r.marks[c].Visible() != want {
			t.Errorf("hovering %s: the mark on %s shows %v, want %v", p.Geometry().CellName(move), p.Geometry().CellName(c), r.marks[c].Visible(), want)
		}
	}
	b.MouseOut()
	if b.Hover() != model.NoCell || r.marks[turns[0]].Visible() {
		t.Error("the preview stays after the pointer left")
	}
}

// A turning disc reads as a disc turning over: it narrows to its edge in
// its old colour, shows the new colour past the middle, and widens again.
func TestFlipTurnsTheDiscOver(t *testing.T) {
	b, r := shown(t, "8x8", 480)
	anims := byHand(&b.Animations.Turn)
	start := b.State().Position
	f5, e5, d5 := model.CellOfSquare(model.F5), model.CellOfSquare(model.E5), model.CellOfSquare(model.D5)
	b.Animate(StateOf(start.Play(f5), true), f5, []model.Cell{e5}, model.White, 300e6, 0)
	if len(*anims) != 1 || !b.Animating() {
		t.Fatalf("%d animations, want f5's", len(*anims))
	}
	full := r.faces[d5].Size().Width // a disc at rest
	p := palettes[StyleClassic]
	tests := []struct {
		at     float32
		colour color.NRGBA
		width  float32 // of a disc at rest
	}{
		{0, p.whiteFace, 1},
		{0.25, p.whiteFace, 0.5},
		{0.49, p.whiteFace, 0.02},
		{0.5, p.blackFace, 0},
		{0.75, p.blackFace, 0.5},
		{1, p.blackFace, 1},
	}
	for _, tt := range tests {
		(*anims)[0].Tick(tt.at)
		face := r.faces[e5]
		want := max(tt.width, 0.08) * full
		if face.FillColor != tt.colour || face.Size().Width < want-1 || face.Size().Width > want+1 {
			t.Errorf("at %.2f e5 is %v and %v wide, want %v and %v", tt.at, face.FillColor, face.Size().Width, tt.colour, want)
		}
		if h := face.Size().Height; h < full-1 {
			t.Errorf("at %.2f e5 is %v high: a turning disc keeps its height", tt.at, h)
		}
	}
	if b.Animating() {
		t.Error("still animating after the last tick")
	}
}

// On 10x10 the discs past the 64th square turn over too: the board's
// animation is not an 8x8 bitboard's.
func TestDiscsTurnPastTheSixtyFourthSquare(t *testing.T) {
	// after f7 g7, h7 turns g7, the 67th square
	g, err := model.ParseSetup("10x10 f7g7")
	if err != nil {
		t.Fatal(err)
	}
	move, err := g.Sized().Geometry().ParseCell("h7")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Sized()
	b, _ := shown(t, "10x10", 480)
	b.SetState(StateOf(p, true))
	anims := byHand(&b.Animations.Turn)
	turned := p.Geometry().CellsOf(p.Board.Flips(move))
	if !slices.ContainsFunc(turned, func(c model.Cell) bool { return c >= 64 }) {
		t.Fatalf("h7 turns %v, none past the 64th square", turned)
	}
	last := turned[len(turned)-1]
	b.Animate(StateOf(p.Play(move), true), move, turned, p.Turn.Other(), 300e6, 50e6)
	if b.turning.of(turned[0]) != 0 || b.turning.of(last) != 0 || b.turning.from[last] != p.Turn.Other() {
		t.Fatalf("before the first tick: turned %v, %v from %s", b.turning.of(turned[0]), b.turning.of(last), b.turning.from[last])
	}
	(*anims)[0].Tick(1)
	if b.Animating() || b.turning.of(last) != 1 {
		t.Fatalf("after the last tick: animating %v, %s turned %v", b.Animating(), p.Geometry().CellName(last), b.turning.of(last))
	}
}

// Every style tells the discs apart from the felt and from each other, and
// shows its marks.
func TestStylesAreDistinct(t *testing.T) {
	seen := map[color.NRGBA]Style{}
	for _, s := range Styles() {
		p := palettes[s]
		if prev, ok := seen[p.felt]; ok {
			t.Errorf("%v has the felt of %v", s, prev)
		}
		seen[p.felt] = s
		for name, c := range map[string]color.NRGBA{"black disc": p.blackFace, "white disc": p.whiteFace, "last move": p.last, "hint": p.hint, "coordinates": p.coord} {
			if c.A != 0xff || c == p.felt {
				t.Errorf("%v: the %s (%v) does not stand out on the felt %v", s, name, c, p.felt)
			}
		}
		if lum(p.whiteFace)-lum(p.blackFace) < 0.7 {
			t.Errorf("%v: the discs are too alike", s)
		}
	}
	if lum(palettes[StyleHighContrast].coord)-lum(palettes[StyleHighContrast].frame) < 0.9 {
		t.Error("high contrast coordinates are not white on black")
	}
	if Style(7).Valid() || !StyleWalnut.Valid() {
		t.Error("Valid does not tell the styles from other numbers")
	}
}

func lum(c color.NRGBA) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// Each style colours the felt; an unknown style is classic.
func TestSetStyleColoursTheFelt(t *testing.T) {
	b, r := shown(t, "8x8", 480)
	for _, s := range []Style{StyleWalnut, StyleHighContrast, Style(9)} {
		b.SetStyle(s)
		want := s
		if !s.Valid() {
			want = StyleClassic
		}
		if got := r.felt.FillColor; b.Style() != want || got != palettes[want].felt {
			t.Errorf("style %d: felt %v (style %v), want %v", s, got, b.Style(), palettes[want].felt)
		}
	}
}

// Flash turns the frame red and back.
func TestFlashTurnsTheFrameRedAndBack(t *testing.T) {
	b, r := shown(t, "8x8", 480)
	fx := byHand(&b.Animations.Effect)
	p := palettes[StyleClassic]
	b.Effects().Flash()
	if len(*fx) != 1 || !b.Effects().Flashing() {
		t.Fatalf("%d effects started, flashing %v", len(*fx), b.Effects().Flashing())
	}
	(*fx)[0].Tick(0.5)
	if got := r.frame.FillColor; got != p.flash {
		t.Errorf("mid-flash frame %v, want %v", got, p.flash)
	}
	(*fx)[0].Tick(1)
	if got := r.frame.FillColor; got != p.frame || b.Effects().Flashing() {
		t.Errorf("after the flash the frame is %v (flashing %v), want %v", got, b.Effects().Flashing(), p.frame)
	}
}

// Celebrate makes the winner's discs glow, the loser's not, until the
// effect ends or the position changes.
func TestCelebrateLightsTheWinnersDiscs(t *testing.T) {
	b, r := shown(t, "8x8 f5d6c3d3c4", 480)
	fx := byHand(&b.Animations.Effect)
	pos := b.State().Position
	b.Effects().Celebrate(model.White)
	(*fx)[0].Tick(0.25) // the first pulse at its brightest
	lit := 0
	for sq := range model.Cell(64) {
		c, ok := pos.At(sq)
		glowing := r.glows[sq].Visible()
		if glowing {
			lit++
		}
		if glowing != (ok && c == model.White) {
			t.Errorf("%v (%v, occupied %v) glowing %v", sq, c, ok, glowing)
		}
	}
	if lit != pos.Count(model.White) {
		t.Errorf("%d discs glow, want White's %d", lit, pos.Count(model.White))
	}
	(*fx)[0].Tick(1)
	for sq := range model.Cell(64) {
		if r.glows[sq].Visible() {
			t.Fatalf("%v still glows after the effect", sq)
		}
	}
	b.Effects().Celebrate(model.White)
	b.SetState(StateOf(pos.Play(pos.Board.MoveCells()[0]), true))
	if b.Effects().Celebrating() {
		t.Error("a new position still glows")
	}
}

// The rules' diagram shows f5 played at the start, in the board's
// colours: before it, four discs and f5's dot; after it, e5 turned and
// ringed.
func TestRulesDiagramShowsAMove(t *testing.T) {
	test.NewTempApp(t)
	for _, style := range append(Styles(), Style(9)) {
		var boards []*fyne.Container
		var walk func(o fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			if c, ok := o.(*fyne.Container); ok {
				if c.Layout == nil {
					boards = append(boards, c)
				}
				for _, child := range c.Objects {
					walk(child)
				}
			}
		}
		walk(RulesDiagram(style))
		if len(boards) != 2 {
			t.Fatalf("style %d: %d small boards, want before and after", style, len(boards))
		}
		p := palettes[StyleClassic]
		if style.Valid() {
			p = palettes[style]
		}
		type tally struct{ felt, black, white, dots, rings int }
		count := func(c *fyne.Container) (n tally) {
			for _, o := range c.Objects {
				if r, ok := o.(*canvas.Rectangle); ok && r.FillColor == p.felt {
					n.felt++
				}
				circle, ok := o.(*canvas.Circle)
				if !ok {
					continue
				}
				switch {
				case circle.FillColor == p.blackFace && circle.StrokeColor == p.blackEdge:
					n.black++
				case circle.FillColor == p.whiteFace && circle.StrokeColor == p.whiteEdge:
					n.white++
				case circle.FillColor == p.blackDot:
					n.dots++
				case circle.FillColor == color.Transparent && circle.StrokeColor == p.hint:
					n.rings++
				}
			}
			return n
		}
		if got, want := count(boards[0]), (tally{felt: 1, black: 2, white: 2, dots: 1}); got != want {
			t.Errorf("style %d, before the move: %+v, want %+v", style, got, want)
		}
		if got, want := count(boards[1]), (tally{felt: 1, black: 4, white: 1, rings: 1}); got != want {
			t.Errorf("style %d, after the move: %+v, want %+v", style, got, want)
		}
	}
}
