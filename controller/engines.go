// The engines a player has added, other Othello programs: each entry,
// checked and described, the list as the preferences keep it, and a test
// that a program answers.

package controller

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"othello/controller/engine"
)

// EngineEntry is an external program a player has added: what to call it,
// how to start it and how it plays.
type EngineEntry struct {
	Name     string          `json:"name"`          // the player's name for it, unique in the list
	Protocol engine.Protocol `json:"protocol"`      // the language it speaks
	Command  string          `json:"command"`       // the program and its arguments, split as a shell splits words
	Dir      string          `json:"dir,omitempty"` // its working directory; "" for ours
	// Depth is the midgame depth asked of an NBoard engine; 0 is
	// engine.DefaultDepth. MoveTime, when positive, is its time a move
	// instead.
	Depth    int           `json:"depth,omitempty"`
	MoveTime time.Duration `json:"moveTime,omitempty"`
}

// Bounds of an entry's fields.
const (
	MaxEngineName     = 40
	MaxEngineMoveTime = time.Hour
)

// Check says what is wrong with the entry, nil when nothing is.
func (e EngineEntry) Check() error {
	name := strings.TrimSpace(e.Name)
	switch {
	case name == "":
		return errors.New("the engine has no name")
	case name != e.Name:
		return fmt.Errorf("the name %q begins or ends with spaces", e.Name)
	case len([]rune(name)) > MaxEngineName:
		return fmt.Errorf("the name %q is longer than %d characters", name, MaxEngineName)
	case e.Protocol < engine.NBoard || e.Protocol > engine.Line:
		return fmt.Errorf("%s: unknown protocol %d", name, int(e.Protocol))
	case e.Depth < 0 || e.Depth > engine.MaxDepth:
		return fmt.Errorf("%s: depth %d is not 1-%d", name, e.Depth, engine.MaxDepth)
	case e.MoveTime < 0 || e.MoveTime > MaxEngineMoveTime:
		return fmt.Errorf("%s: time a move %v is not up to %v", name, e.MoveTime, MaxEngineMoveTime)
	}
	argv, err := engine.SplitWords(e.Command)
	if err != nil {
		return fmt.Errorf("%s: the command line: %v", name, err)
	}
	if len(argv) == 0 {
		return fmt.Errorf("%s: no command line", name)
	}
	return nil
}

// Config is the engine client's description of the entry, telling info
// of the engine's thinking.
func (e EngineEntry) Config(info func(engine.Info)) (engine.Config, error) {
	if err := e.Check(); err != nil {
		return engine.Config{}, err
	}
	argv, _ := engine.SplitWords(e.Command) // checked
	return engine.Config{Protocol: e.Protocol, Argv: argv, Dir: e.Dir, Depth: e.Depth, MoveTime: e.MoveTime, OnInfo: info}, nil
}

// Hints reports whether the engine can give hints and analyses: only the
// NBoard protocol asks for a move's evaluation.
func (e EngineEntry) Hints() bool { return e.Protocol == engine.NBoard }

// PlaysBy says how the engine plays, such as "depth 12" or "5 s a move".
func (e EngineEntry) PlaysBy() string {
	switch {
	case e.MoveTime > 0:
		return strconv.FormatFloat(e.MoveTime.Seconds(), 'f', -1, 64) + " s a move"
	case e.Protocol != engine.NBoard:
		return "its own pace"
	case e.Depth > 0:
		return fmt.Sprintf("depth %d", e.Depth)
	}
	return fmt.Sprintf("depth %d", engine.DefaultDepth)
}

// EncodeEngines writes the engine list as it is kept in the preferences.
func EncodeEngines(list []EngineEntry) string {
	if len(list) == 0 {
		return ""
	}
	data, err := json.Marshal(list)
	if err != nil {
		return "" // every field of a checked entry marshals
	}
	return string(data)
}

// DecodeEngines reads an engine list written by EncodeEngines. It keeps
// every entry it can use and says what was wrong with the others; text
// that cannot be read at all gives no entries and the reason.
func DecodeEngines(text string) ([]EngineEntry, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	var raw []json.RawMessage
	if err := json.Unmarshal([]byte(text), &raw); err != nil {
		return nil, fmt.Errorf("the engine list cannot be read: %v", err)
	}
	var list []EngineEntry
	var problems []string
	for i, r := range raw {
		var e EngineEntry
		if err := json.Unmarshal(r, &e); err != nil {
			problems = append(problems, fmt.Sprintf("entry %d: %v", i+1, err))
			continue
		}
		if err := e.Check(); err != nil {
			problems = append(problems, fmt.Sprintf("entry %d: %v", i+1, err))
			continue
		}
		if FindEngine(list, e.Name) >= 0 {
			problems = append(problems, fmt.Sprintf("entry %d: a second engine named %s", i+1, e.Name))
			continue
		}
		list = append(list, e)
	}
	if len(problems) > 0 {
		return list, errors.New("engines left out: " + strings.Join(problems, "; "))
	}
	return list, nil
}

// FindEngine returns the index of the engine named name, -1 when there is
// none.
func FindEngine(list []EngineEntry, name string) int {
	for i, e := range list {
		if e.Name == name {
			return i
		}
	}
	return -1
}

// TestEngine starts the entry's program, sees it answer (NBoard's ping, GTP's
// name) and stops it, returning the name it gave, its version apart.
func TestEngine(ctx context.Context, e EngineEntry) (string, error) {
	cfg, err := e.Config(nil)
	if err != nil {
		return "", err
	}
	eng := engine.New(cfg)
	defer eng.Close()
	if err := eng.Start(ctx); err != nil {
		return "", err
	}
	return eng.Title(), nil
}
