package view

import (
	"reflect"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/view/sound"
)

// playRecorder remembers every effect it is asked to play, with its delay.
type playRecorder struct{ cues []cue }

func (r *playRecorder) Play(e sound.Effect, d time.Duration) { r.cues = append(r.cues, cue{e, d}) }
func (r *playRecorder) SetVolume(float64)                    {}
func (r *playRecorder) SetEnabled(bool)                      {}

func TestEffectsForEvents(t *testing.T) {
	vsComputer := func(human model.Color) controller.Snapshot {
		return controller.Snapshot{Settings: controller.Settings{Mode: controller.HumanVsComputer, Human: human}}
	}
	twoPlayers := controller.Snapshot{Settings: controller.Settings{Mode: controller.HumanVsHuman}}
	demo := controller.Snapshot{Settings: controller.Settings{Mode: controller.ComputerVsComputer}}
	blackWins := model.Result{Black: 40, White: 24, Over: true}
	whiteWins := model.Result{Black: 20, White: 44, Over: true}
	draw := model.Result{Black: 32, White: 32, Over: true}
	withResult := func(s controller.Snapshot, r model.Result) controller.Snapshot {
		s.Result = r
		return s
	}
	perDisc, stagger := AnimNormal.timing()

	tests := []struct {
		name  string
		event controller.Event
		speed AnimSpeed
		want  []cue
	}{
		{"place and three flips, animated", controller.Event{Kind: session.Placed, Turned: model.CellsOfSquares([]model.Square{model.E5, model.E4, model.E3})}, AnimNormal,
			[]cue{{sound.Place, 0}, {sound.Flip, perDisc / 2}, {sound.Flip, stagger + perDisc/2}, {sound.Flip, 2*stagger + perDisc/2}}},
		{"place and two flips, no animation", controller.Event{Kind: session.Placed, Turned: model.CellsOfSquares([]model.Square{model.E5, model.E4})}, AnimOff,
			[]cue{{sound.Place, 0}, {sound.Flip, 0}, {sound.Flip, flipGapNoAnim}}},
		{"illegal", controller.Event{Kind: session.Illegal, Refused: &model.IllegalMoveError{Reason: model.Occupied, Move: model.D4}}, AnimNormal, []cue{{sound.Illegal, 0}}},
		{"pass", controller.Event{Kind: session.Passed}, AnimNormal, []cue{{sound.Pass, 0}}},
		{"new game", controller.Event{Kind: session.GameStarted}, AnimNormal, []cue{{sound.NewGame, 0}}},
		{"human black wins", controller.Event{Kind: session.GameOver, Snapshot: withResult(vsComputer(model.Black), blackWins)}, AnimNormal, []cue{{sound.Win, 0}}},
		{"human white loses", controller.Event{Kind: session.GameOver, Snapshot: withResult(vsComputer(model.White), blackWins)}, AnimNormal, []cue{{sound.Lose, 0}}},
		{"human white wins", controller.Event{Kind: session.GameOver, Snapshot: withResult(vsComputer(model.White), whiteWins)}, AnimNormal, []cue{{sound.Win, 0}}},
		{"draw against the computer", controller.Event{Kind: session.GameOver, Snapshot: withResult(vsComputer(model.Black), draw)}, AnimNormal, []cue{{sound.Draw, 0}}},
		{"two players, white wins", controller.Event{Kind: session.GameOver, Snapshot: withResult(twoPlayers, whiteWins)}, AnimNormal, []cue{{sound.Win, 0}}},
		{"demo, draw", controller.Event{Kind: session.GameOver, Snapshot: withResult(demo, draw)}, AnimNormal, []cue{{sound.Draw, 0}}},
		{"thinking is silent", controller.Event{Kind: session.ThinkingStarted}, AnimNormal, nil},
		{"undo is silent", controller.Event{Kind: session.Undone}, AnimNormal, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &playRecorder{}
			play(r, effectsFor(tt.event, tt.speed))
			if !reflect.DeepEqual(r.cues, tt.want) {
				t.Errorf("played %v, want %v", r.cues, tt.want)
			}
		})
	}
}
