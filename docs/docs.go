// Package docs holds the manuals as Markdown, and hands the playing manual
// to the window, which shows it under Help > Manual: one text, read in the
// repository and in the game alike.
package docs

import _ "embed"

// Playing is the window's manual, docs/playing.md.
//
//go:embed playing.md
var Playing string
