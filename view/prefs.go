// The settings kept between launches: their types, their defaults, and
// their reading and writing in the preferences.

package view

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/othelloboard"
	"othello/view/shown"
)

// The preference keys. Values that are missing, of the wrong type or out of
// range fall back to their defaults.
const (
	keyKind        = "game.kind" // the game on show: Othello or Gomoku
	keyWelcomed    = "window.welcomed"
	keyMode        = "game.mode"
	keyHuman       = "game.human"
	keyLevel       = "game.level"
	keyAlgorithm   = "game.algorithm"
	keyEval        = "game.eval"
	keySize        = "game.size"
	keyThreads     = "game.threads"
	keyEngine      = "game.engine"          // the engine playing the computer's side; "" for our level
	keyCoach       = "game.coach"           // the Coach level plays instead of game.level
	keyClockMain   = "game.clock.main"      // seconds; 0: no clock
	keyClockInc    = "game.clock.increment" // seconds
	keyStart       = "game.start"
	keyShowLegal   = "board.showLegal"
	keyShowPreview = "board.showPreview"
	keyMoveValues  = "board.moveValues"
	keyAnimation   = "board.animation"
	keyStyle       = "board.style"
	keyTheme       = "window.theme"
	keyLanguage    = "window.language" // a code of Languages; "": the system's
	keySound       = "sound.on"
	keyVolume      = "sound.volume"
	keyWidth       = "window.width"
	keyHeight      = "window.height"
	keySavedStart  = "saved.start"
	keySavedMoves  = "saved.moves"
	keyBadStart    = "saved.unreadable.start"
	keyBadMoves    = "saved.unreadable.moves"
)

// Prefs are the settings kept between launches.
type Prefs struct {
	Game        controller.Settings
	Start       startChoice // the standard start or a random XOT opening; never the one-off position shown
	ShowLegal   bool
	ShowPreview bool
	MoveValues  bool // every legal move's score on its square, off by default
	Animation   AnimSpeed
	Style       othelloboard.Style
	Theme       ThemeChoice
	Language    string // the window's language from the next launch on; "": the system's
	Sound       bool
	Volume      float64 // 0..1
	WindowSize  fyne.Size
	Kind        shown.Kind       // the game the window plays: Othello or Gomoku
	Gomoku      gomokuview.Prefs // the Gomoku game's settings
	// Welcomed: the window has greeted the player, at the first launch;
	// a launch after it starts its new game without the welcome
	Welcomed bool
}

// DefaultPrefs are the first-launch settings: Black against MEDIUM with
// legal moves and previews shown, normal animation and sound on.
func DefaultPrefs() Prefs {
	return Prefs{
		Game:        controller.DefaultSettings(),
		ShowLegal:   true,
		ShowPreview: true,
		Animation:   AnimNormal,
		Sound:       true,
		Volume:      0.7,
		WindowSize:  fyne.NewSize(980, 720),
		Gomoku:      gomokuview.DefaultPrefs(),
	}
}

// LoadPrefs reads the settings, replacing anything unreadable with its
// default.
func LoadPrefs(p fyne.Preferences) Prefs {
	d := DefaultPrefs()
	v := Prefs{
		Game: controller.Settings{
			Mode:      controller.Mode(p.IntWithFallback(keyMode, int(d.Game.Mode))),
			Human:     model.Color(p.IntWithFallback(keyHuman, int(d.Game.Human))),
			Level:     level.Level(p.IntWithFallback(keyLevel, int(d.Game.Level))),
			Algorithm: level.Algorithm(p.IntWithFallback(keyAlgorithm, int(d.Game.Algorithm))),
			Eval:      strategy.EvalKind(p.IntWithFallback(keyEval, int(d.Game.Eval))),
			Size:      p.IntWithFallback(keySize, d.Game.Size),
			Threads:   p.IntWithFallback(keyThreads, d.Game.Threads),
			Engine:    p.String(keyEngine),
			Coach:     p.BoolWithFallback(keyCoach, false),
			Clock: model.TimeControl{
				Main:      time.Duration(p.FloatWithFallback(keyClockMain, 0) * float64(time.Second)).Round(time.Millisecond),
				Increment: time.Duration(p.FloatWithFallback(keyClockInc, 0) * float64(time.Second)).Round(time.Millisecond),
			},
		}.Sanitized(),
		Start:       startChoice(p.IntWithFallback(keyStart, int(d.Start))),
		ShowLegal:   p.BoolWithFallback(keyShowLegal, d.ShowLegal),
		ShowPreview: p.BoolWithFallback(keyShowPreview, d.ShowPreview),
		MoveValues:  p.BoolWithFallback(keyMoveValues, d.MoveValues),
		Animation:   AnimSpeed(p.IntWithFallback(keyAnimation, int(d.Animation))),
		Style:       othelloboard.Style(p.IntWithFallback(keyStyle, int(d.Style))),
		Theme:       ThemeChoice(p.IntWithFallback(keyTheme, int(d.Theme))),
		Language:    p.String(keyLanguage),
		Sound:       p.BoolWithFallback(keySound, d.Sound),
		Volume:      p.FloatWithFallback(keyVolume, d.Volume),
		WindowSize: fyne.NewSize(float32(p.FloatWithFallback(keyWidth, float64(d.WindowSize.Width))),
			float32(p.FloatWithFallback(keyHeight, float64(d.WindowSize.Height)))),
	}
	if v.Start != startStandard && v.Start != startXOT {
		v.Start = d.Start
	}
	v.Gomoku = gomokuview.LoadPrefs(p)
	// settings kept by a version without the key come of a launch that
	// greeted the player already
	v.Welcomed = p.BoolWithFallback(keyWelcomed, p.IntWithFallback(keyMode, -1) != -1)
	if v.Kind = shown.Kind(p.IntWithFallback(keyKind, int(shown.Othello))); v.Kind != shown.Gomoku {
		v.Kind = shown.Othello
	}
	if v.Animation < AnimOff || v.Animation > AnimSlow {
		v.Animation = d.Animation
	}
	if !v.Style.Valid() {
		v.Style = d.Style
	}
	if !v.Theme.valid() {
		v.Theme = d.Theme
	}
	if !(v.Volume >= 0 && v.Volume <= 1) { // also catches NaN
		v.Volume = d.Volume
	}
	if !(v.WindowSize.Width >= 400 && v.WindowSize.Width <= 10000 && v.WindowSize.Height >= 300 && v.WindowSize.Height <= 10000) {
		v.WindowSize = d.WindowSize
	}
	return v
}

// SavePrefs writes the settings.
func SavePrefs(p fyne.Preferences, v Prefs) {
	p.SetInt(keyMode, int(v.Game.Mode))
	p.SetInt(keyHuman, int(v.Game.Human))
	p.SetInt(keyLevel, int(v.Game.Level))
	p.SetInt(keyAlgorithm, int(v.Game.Algorithm))
	p.SetInt(keyEval, int(v.Game.Eval))
	p.SetInt(keySize, v.Game.Size)
	p.SetInt(keyThreads, v.Game.Threads)
	p.SetString(keyEngine, v.Game.Engine)
	p.SetBool(keyCoach, v.Game.Coach)
	p.SetFloat(keyClockMain, v.Game.Clock.Main.Seconds())
	p.SetFloat(keyClockInc, v.Game.Clock.Increment.Seconds())
	p.SetInt(keyStart, int(v.Start))
	p.SetBool(keyShowLegal, v.ShowLegal)
	p.SetBool(keyShowPreview, v.ShowPreview)
	p.SetBool(keyMoveValues, v.MoveValues)
	p.SetInt(keyAnimation, int(v.Animation))
	p.SetInt(keyStyle, int(v.Style))
	p.SetInt(keyTheme, int(v.Theme))
	p.SetString(keyLanguage, v.Language)
	p.SetBool(keySound, v.Sound)
	p.SetFloat(keyVolume, v.Volume)
	p.SetFloat(keyWidth, float64(v.WindowSize.Width))
	p.SetFloat(keyHeight, float64(v.WindowSize.Height))
	p.SetInt(keyKind, int(v.Kind))
	p.SetBool(keyWelcomed, v.Welcomed)
	gomokuview.SavePrefs(p, v.Gomoku)
}

// SaveGame keeps an unfinished game so the next launch can offer it; a
// finished or empty game clears the slot. The start position, of n*n
// squares, carries the board's size.
func SaveGame(p fyne.Preferences, s controller.Snapshot) {
	if s.Over || s.Game.Len() == 0 && s.Game.FromStart() {
		p.RemoveValue(keySavedStart)
		p.RemoveValue(keySavedMoves)
		return
	}
	p.SetString(keySavedStart, s.Game.SizedStart().String())
	p.SetString(keySavedMoves, s.Game.Transcript())
}

// LoadGame reads the game SaveGame kept. It returns nil and no error when
// there is none. A game that cannot be read is moved aside under other keys,
// so it is not lost, and reported.
func LoadGame(p fyne.Preferences) (*model.Game, error) {
	start, moves := p.String(keySavedStart), p.String(keySavedMoves)
	if start == "" && moves == "" {
		return nil, nil
	}
	g, err := model.GameFrom(start, moves)
	if err != nil {
		p.SetString(keyBadStart, start)
		p.SetString(keyBadMoves, moves)
		p.RemoveValue(keySavedStart)
		p.RemoveValue(keySavedMoves)
		return nil, fmt.Errorf("the saved game could not be read (%v); it was kept aside under %q", err, keyBadMoves)
	}
	return g, nil
}

// AnimSpeed is how fast discs turn over.
type AnimSpeed int

// The animation speeds; AnimOff shows each move at once.
const (
	AnimOff AnimSpeed = iota
	AnimFast
	AnimNormal
	AnimSlow
)

// String returns the speed's name as the settings show it, in the
// language in use.
func (a AnimSpeed) String() string {
	switch a {
	case AnimOff:
		return i18n.T("Off")
	case AnimFast:
		return i18n.T("Fast")
	case AnimSlow:
		return i18n.T("Slow")
	}
	return i18n.T("Normal")
}

// startChoice is where a new game starts from.
type startChoice int

const (
	startStandard startChoice = iota // the four centre discs
	startXOT                         // a random opening of the XOT list, 8x8 only
	startShown                       // the position on the board: chosen once, never kept
)

// ThemeChoice picks the panel's and dialogs' colours.
type ThemeChoice int

// The theme choices. ThemeSystem follows the desktop's light or dark mode.
const (
	ThemeSystem ThemeChoice = iota
	ThemeLight
	ThemeDark
)

// String returns the choice's name as the settings show it, in the
// language in use.
func (t ThemeChoice) String() string {
	switch t {
	case ThemeLight:
		return i18n.T("Light")
	case ThemeDark:
		return i18n.T("Dark")
	}
	return i18n.T("theme|System")
}

func (t ThemeChoice) valid() bool { return t >= ThemeSystem && t <= ThemeDark }
