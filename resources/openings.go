package resources

import _ "embed"

// openingNames is the list of named openings: a transcript, a tab, the
// names (a copy of the reference data's opening-names.txt).
//
//go:embed opening-names.txt
var openingNames string

// OpeningNames returns the text of the named openings list.
func OpeningNames() string { return openingNames }

// xotOpenings is the XOT tournament list of openings: one transcript of
// eight moves a line (a copy of the reference data's xot-openings.txt).
//
//go:embed xot-openings.txt
var xotOpenings string

// XOTOpenings returns the text of the XOT openings list.
func XOTOpenings() string { return xotOpenings }
