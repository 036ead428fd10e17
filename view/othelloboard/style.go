// The board's looks: the colour palettes a player can choose from, and the
// short effects that draw the eye (the flash of a refused move, the glow of
// the winner's discs).

package othelloboard

import (
	"image/color"
	"math"
	"time"

	"fyne.io/fyne/v2"

	"othello/model"
)

// Style is a colour scheme of the board; the panel follows the theme.
type Style int

// The board styles. StyleClassic is the default.
const (
	StyleClassic      Style = iota // green felt
	StyleHighContrast              // strong edges and marks for poor eyesight
	StyleWalnut                    // a wooden board, easier on the eyes at night
)

// Valid reports whether s is one of Styles, as a stored preference may not be.
func (s Style) Valid() bool { return s >= StyleClassic && s <= StyleWalnut }

// Styles lists every style, in the order the settings offer them.
func Styles() []Style { return []Style{StyleClassic, StyleHighContrast, StyleWalnut} }

// palette is every colour the board draws with, and how heavy its lines are.
type palette struct {
	frame, felt, grid, coord  color.NRGBA
	shadow, shine             color.NRGBA
	blackFace, blackEdge      color.NRGBA
	whiteFace, whiteEdge      color.NRGBA
	blackDot, whiteDot        color.NRGBA
	blackGhost, whiteGhost    color.NRGBA
	last, hint, cursor, score color.NRGBA
	banner, bannerText        color.NRGBA
	flash, glow               color.NRGBA // a refused move's frame; the winner's discs
	discRim                   color.NRGBA // outlines every disc; transparent for none
	gridDiv                   float32     // a square is this many grid strokes wide
}

var palettes = [...]palette{
	StyleClassic: {
		frame: colFrame, felt: colFelt, grid: colGrid, coord: colCoord,
		shadow: colShadow, shine: colShine,
		blackFace: colBlackFace, blackEdge: colBlackEdge, whiteFace: colWhiteFace, whiteEdge: colWhiteEdge,
		blackDot: colBlackDot, whiteDot: colWhiteDot, blackGhost: colBlackGhost, whiteGhost: colWhiteGhost,
		last: colLast, hint: colHint, cursor: colCursor, score: colScore,
		banner: colBanner, bannerText: colBannerText,
		flash: color.NRGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}, glow: color.NRGBA{R: 0xff, G: 0xd5, B: 0x4f, A: 0xff},
		gridDiv: 40,
	},
	// Pure black and white discs, each ringed in the other colour, on a
	// darker felt with black lines; marks in colours that stay apart for
	// the common colour blindnesses (yellow, magenta, cyan).
	StyleHighContrast: {
		frame: color.NRGBA{A: 0xff}, felt: color.NRGBA{R: 0x00, G: 0x5c, B: 0x2a, A: 0xff},
		grid: color.NRGBA{A: 0xff}, coord: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
		shadow: color.NRGBA{A: 0x80}, shine: color.NRGBA{},
		blackFace: color.NRGBA{A: 0xff}, blackEdge: color.NRGBA{A: 0xff},
		whiteFace: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}, whiteEdge: color.NRGBA{R: 0xd0, G: 0xd0, B: 0xd0, A: 0xff},
		blackDot: color.NRGBA{R: 0xff, G: 0xeb, B: 0x3b, A: 0xff}, whiteDot: color.NRGBA{R: 0xff, G: 0xeb, B: 0x3b, A: 0xff},
		blackGhost: color.NRGBA{A: 0xb0}, whiteGhost: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xc0},
		last: color.NRGBA{R: 0xff, G: 0x00, B: 0xff, A: 0xff}, hint: color.NRGBA{R: 0xff, G: 0xeb, B: 0x3b, A: 0xff},
		cursor: color.NRGBA{R: 0x00, G: 0xe5, B: 0xff, A: 0xff}, score: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
		banner: color.NRGBA{A: 0xf0}, bannerText: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
		flash: color.NRGBA{R: 0xff, G: 0x00, B: 0x00, A: 0xff}, glow: color.NRGBA{R: 0xff, G: 0xeb, B: 0x3b, A: 0xff},
		discRim: color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff},
		gridDiv: 18,
	},
	// Warm wood with dark inlaid lines: the look of a board at home.
	StyleWalnut: {
		frame: color.NRGBA{R: 0x4e, G: 0x2e, B: 0x1a, A: 0xff}, felt: color.NRGBA{R: 0xb9, G: 0x8a, B: 0x55, A: 0xff},
		grid: color.NRGBA{R: 0x6d, G: 0x45, B: 0x26, A: 0xff}, coord: color.NRGBA{R: 0xf3, G: 0xe0, B: 0xc2, A: 0xff},
		shadow: color.NRGBA{R: 0x2a, G: 0x14, A: 0x60}, shine: colShine,
		blackFace: colBlackFace, blackEdge: colBlackEdge, whiteFace: colWhiteFace, whiteEdge: colWhiteEdge,
		blackDot: color.NRGBA{R: 0x3e, G: 0x22, B: 0x10, A: 0x90}, whiteDot: color.NRGBA{R: 0xff, G: 0xf8, B: 0xe1, A: 0xb0},
		blackGhost: colBlackGhost, whiteGhost: colWhiteGhost,
		last: color.NRGBA{R: 0xd8, G: 0x1b, B: 0x60, A: 0xff}, hint: color.NRGBA{R: 0x00, G: 0x96, B: 0x88, A: 0xff},
		cursor: color.NRGBA{R: 0x1e, G: 0x88, B: 0xe5, A: 0xff}, score: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
		banner: color.NRGBA{R: 0x3e, G: 0x22, B: 0x10, A: 0xe0}, bannerText: colBannerText,
		flash: color.NRGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}, glow: color.NRGBA{R: 0xff, G: 0xf1, B: 0x76, A: 0xff},
		gridDiv: 30,
	},
}

// SetStyle colours the board with style s; an unknown style is classic.
func (b *Board) SetStyle(s Style) {
	if !s.Valid() {
		s = StyleClassic
	}
	b.style = s
	b.Refresh()
}

// Style returns the board's colour scheme.
func (b *Board) Style() Style { return b.style }

func (b *Board) palette() *palette { return &palettes[b.style] }

// How long the board's effects last.
const (
	flashTime = 350 * time.Millisecond
	glowTime  = 1800 * time.Millisecond
)

// Effects are a board's passing effects: the frame's flash after a
// refused move and the glow of the winner's discs.
type Effects struct {
	flashAnim *fyne.Animation // the frame's flash after a refused move
	flashT    float32         // 0..1 through the flash
	glowAnim  *fyne.Animation // the glow of the winner's discs
	glowT     float32         // 0..1 through the glow
	glowColor model.Color     // whose discs glow
	// refresh redraws the board; start starts an effect's animation
	// (tests replace it)
	refresh func()
	start   func(*fyne.Animation)
}

// Flash turns the board's frame red for a moment, to show that a move was
// refused (the refusal's sound plays with it).
func (b *Effects) Flash() {
	b.run(&b.flashAnim, &b.flashT, flashTime)
}

// Flashing reports whether the frame shows a refused move.
func (b *Effects) Flashing() bool { return b.flashAnim != nil }

// Celebrate rings winner's discs with a glow that pulses twice and fades,
// at the end of a game.
func (b *Effects) Celebrate(winner model.Color) {
	b.glowColor = winner
	b.run(&b.glowAnim, &b.glowT, glowTime)
}

// Celebrating reports whether the winner's discs glow.
func (b *Effects) Celebrating() bool { return b.glowAnim != nil }

// run (re)starts the effect whose animation is *anim and whose progress
// is *t; a finished effect leaves *anim nil.
func (b *Effects) run(anim **fyne.Animation, t *float32, d time.Duration) {
	if *anim != nil {
		(*anim).Stop()
	}
	var a *fyne.Animation
	a = fyne.NewAnimation(d, func(f float32) {
		if *anim != a {
			return // a tick of an effect already restarted or stopped
		}
		*t = f
		if f >= 1 {
			*anim = nil
		}
		b.refresh()
	})
	a.Curve = fyne.AnimationLinear
	*anim, *t = a, 0
	b.start(a)
	b.refresh()
}

// Stop ends the flash and the glow: the position they belong to has
// changed.
func (b *Effects) Stop() {
	for _, a := range []**fyne.Animation{&b.flashAnim, &b.glowAnim} {
		if *a != nil {
			(*a).Stop()
			*a = nil
		}
	}
}

// flashAmount is how red the frame is, 0..1: up and down once.
func (b *Effects) flashAmount() float32 {
	if b.flashAnim == nil {
		return 0
	}
	return float32(math.Sin(math.Pi * float64(b.flashT)))
}

// glowAmount is how strongly the winner's discs glow, 0..1: two pulses
// that fade out.
func (b *Effects) glowAmount() float32 {
	if b.glowAnim == nil {
		return 0
	}
	t := float64(b.glowT)
	return float32(math.Abs(math.Sin(2*math.Pi*t)) * (1 - t*t))
}

// Effects are the board's passing effects, which a game's events set
// off: the frame's flash and the winner's glow.
func (b *Board) Effects() *Effects { return &b.fx }

// mix returns the colour a fraction f (0..1) of the way from a to b.
func mix(a, b color.NRGBA, f float32) color.NRGBA {
	f = min(1, max(0, f))
	ch := func(x, y uint8) uint8 { return uint8(float32(x) + (float32(y)-float32(x))*f + 0.5) }
	return color.NRGBA{R: ch(a.R, b.R), G: ch(a.G, b.G), B: ch(a.B, b.B), A: ch(a.A, b.A)}
}
