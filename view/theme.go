// The window's theme: the system's, or light or dark whatever the system
// says.

package view

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// ThemeChoice picks the panel's and dialogs' colours.
type ThemeChoice int

// The theme choices. ThemeSystem follows the desktop's light or dark mode.
const (
	ThemeSystem ThemeChoice = iota
	ThemeLight
	ThemeDark
)

var themeNames = [...]string{"System", "Light", "Dark"}

// String returns the choice's name as the settings show it.
func (t ThemeChoice) String() string {
	if !t.valid() {
		return themeNames[ThemeSystem]
	}
	return themeNames[t]
}

func (t ThemeChoice) valid() bool { return t >= ThemeSystem && t <= ThemeDark }

// Theme returns the Fyne theme for the choice: Fyne's own, held to one
// variant for Light and Dark.
func (t ThemeChoice) Theme() fyne.Theme {
	switch t {
	case ThemeLight:
		return fixedVariant{theme.DefaultTheme(), theme.VariantLight}
	case ThemeDark:
		return fixedVariant{theme.DefaultTheme(), theme.VariantDark}
	}
	return theme.DefaultTheme()
}

// fixedVariant is a theme that shows one variant whatever the system's.
type fixedVariant struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (f fixedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return f.Theme.Color(n, f.variant)
}

// applyTheme shows the window in theme t and redraws what holds theme
// colours of its own.
func (u *UI) applyTheme(t ThemeChoice) {
	u.app.Settings().SetTheme(t.Theme())
	u.panel.recolour()
}
