package resources

import _ "embed"

// IconPNG is the application icon, 512x512, rendered from icon.svg by
// scripts/make-icon.sh.
//
//go:embed icon.png
var IconPNG []byte

// IconSVG is the icon's source, which scales to any size.
//
//go:embed icon.svg
var IconSVG []byte
