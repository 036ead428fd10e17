// Who plays the unfinished game, kept with it: a game opened from a file
// or set up against an engine has players of its own, which the next
// launch brings back rather than the New game dialog's choices.

package view

import (
	"encoding/json"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// keptPlayers are the settings of a game's players, as its file keeps
// them; the board's size and the clock come with the game itself, and
// the search threads are the window's.
type keptPlayers struct {
	Mode      controller.Mode
	Human     model.Color
	Level     level.Level
	Algorithm level.Algorithm
	Eval      strategy.EvalKind
	Engine    string `json:",omitempty"`
	Coach     bool   `json:",omitempty"`
	Strength  float64
}

// playersText is who plays with settings s, on one line.
func playersText(s controller.Settings) string {
	data, err := json.Marshal(keptPlayers{s.Mode, s.Human, s.Level, s.Algorithm, s.Eval, s.Engine, s.Coach, s.Strength})
	if err != nil {
		return ""
	}
	return string(data)
}

// withPlayers is s with the players text says, s itself where it says
// nothing readable; known tells whether an engine it names is still on
// the list (if not, our level plays in its place).
func withPlayers(s controller.Settings, text string, known func(engine string) bool) controller.Settings {
	var p keptPlayers
	if text == "" || json.Unmarshal([]byte(text), &p) != nil {
		return s
	}
	s.Mode, s.Human, s.Level, s.Algorithm, s.Eval = p.Mode, p.Human, p.Level, p.Algorithm, p.Eval
	s.Engine, s.Coach, s.Strength = p.Engine, p.Coach, p.Strength
	if s.Engine != "" && !known(s.Engine) {
		s.Engine = ""
	}
	return s.Sanitized()
}
