// The computer's last search in the panel's words, as Othello's thinking
// line says its own: whose search, how deep, a forced win or loss it
// found, how fast, and the line it expects.

package gomokuview

import (
	"strings"

	"othello/model/gomoku"
	"othello/view/i18n"
)

// search writes the computer's last search: "White's search: depth 8 ·
// wins in 3 moves · 120 k nodes/s · h9 i10 j11"; "" without one (a brain
// tells none) and while reviewing.
func (w words) search() string {
	v := w.v
	r := v.st.Search
	if r == nil || v.review >= 0 || v.st.Game.MoveCount() == 0 {
		return ""
	}
	who := i18n.T("Black's search")
	if gomoku.MoveColour(v.st.Game.MoveCount()-1) == gomoku.White {
		who = i18n.T("White's search")
	}
	parts := []string{i18n.T("depth {{.Depth}}", i18n.Args{"Depth": r.Depth})}
	switch n := r.WinIn(); {
	case n > 0:
		parts = append(parts, i18n.T("wins in {{.Moves}}", i18n.Args{"Moves": i18n.Count(n, "move")}))
	case n < 0:
		parts = append(parts, i18n.T("loses in {{.Moves}}", i18n.Args{"Moves": i18n.Count(-n, "move")}))
	}
	if speed := i18n.NodeSpeed(r.Nodes, r.Time); speed != "" {
		parts = append(parts, speed)
	}
	if len(r.PV) > 0 {
		names := make([]string, len(r.PV))
		for i, sq := range r.PV {
			names[i] = sq.Name(v.st.Game.Size())
		}
		parts = append(parts, i18n.LineOfPlay(names, 6))
	}
	return i18n.T("{{.Who}}: {{.What}}", i18n.Args{"Who": who, "What": strings.Join(parts, " · ")})
}
