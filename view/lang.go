// The Settings dialog's choice of language, and the language set at
// launch; the words themselves are package i18n's.

package view

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"othello/view/i18n"
	"othello/view/kit"
)

// setLanguage makes code the language of the window (see i18n.Set), and
// of the choices' tables made once from its words.
func setLanguage(code string) {
	i18n.Set(code)
	relabel()
}

// the choices' tables are English until a language is set
func init() { relabel() }

// languageItem is the Settings dialog's choice of language: the system's
// or one of Languages, each named in itself. The window's words are made
// once, so a choice applies from the next launch, as the row says.
func (d *dialogs) languageItem(c fyne.Canvas) *widget.FormItem {
	u := d.u
	codes := append([]string{""}, i18n.Languages()...)
	names := make([]string, len(codes))
	for i, code := range codes {
		names[i] = i18n.Name(code)
	}
	choice := widget.NewSelect(names, nil)
	choice.SetSelected(names[max(slices.Index(codes, u.prefs.Language), 0)])
	item := widget.NewFormItem(i18n.T("Language"), choice)
	item.HintText = i18n.T("Applies the next time Othello starts")
	choice.OnChanged = kit.HandsBack(c, func(v string) {
		u.prefs.Language = codes[max(slices.Index(names, v), 0)]
		u.saved.keepSettings()
	})
	d.language = choice
	return item
}
