// Help > Manual: the playing manual of the game on show (docs/playing.md,
// or the window's section of docs/gomoku.md) inside the window, rendered
// from its Markdown, so the manual a player reads is the one in the
// repository.

package view

import (
	"regexp"
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"othello/docs"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

var (
	// markdownImage is a picture of the repository, which the window
	// cannot show: the manual keeps its words.
	markdownImage = regexp.MustCompile(`(?m)^\s*!\[[^\]]*\]\([^)]*\)\s*$`)
	// markdownLink is a link to another page of the repository or the
	// web: the window keeps its words, unlinked.
	markdownLink = regexp.MustCompile(`\[([^\]]+)\]\([^)]*\)`)
	// repositoryOnly are the words that send a reader to another page of
	// the repository ("engine.md says what each level searches"), marked
	// in every language: the window has no such page, and leaves them out.
	repositoryOnly = regexp.MustCompile(`(?s)<!-- repository -->.*?<!-- end repository -->`)
)

// The marks around the manual's installing section, in every language.
const (
	installingMark    = "<!-- installing"
	installingEndMark = "<!-- end installing -->"
)

// manualText is the playing manual as the window shows it, in the
// language in use where it is translated: from its title, without the
// installing section (the game is installed already), the pictures, or
// the links to pages outside the window.
func manualText() string { return windowText(docs.Manual(i18n.Current())) }

// gomokuManualText is Gomoku's manual as the window shows it, in the
// language in use where it is translated.
func gomokuManualText() string { return windowText(docs.GomokuManual(i18n.Current())) }

// manualOf is the playing manual of the game k, for Help > Manual.
func manualOf(k shown.Kind) string {
	if k == shown.Gomoku {
		return gomokuManualText()
	}
	return manualText()
}

// windowText is a manual's Markdown as the window can show it: without
// the installing section (the game is installed already), the words
// that send the reader to other pages of the repository, the pictures,
// or the links to pages outside the window.
func windowText(text string) string {
	if i, j := strings.Index(text, installingMark), strings.Index(text, installingEndMark); i >= 0 && j > i {
		text = text[:i] + text[j+len(installingEndMark):]
	}
	text = repositoryOnly.ReplaceAllString(text, "")
	text = markdownImage.ReplaceAllString(text, "")
	return markdownLink.ReplaceAllString(text, "$1")
}

// showManual shows the manual of the game on show in a dialog that
// scrolls.
func (d *dialogs) showManual() {
	u := d.u
	rt := i18n.WrapRichText(widget.NewRichTextFromMarkdown(manualOf(u.shown().Kind())))
	d.manual = rt
	dlg := dialog.NewCustom(i18n.T("Manual"), i18n.T("Close"), container.NewVScroll(rt), u.win)
	dlg.Resize(kit.FitSize(u.win.Canvas(), 760, max(300, u.win.Canvas().Size().Height-60)))
	dlg.Show()
}
