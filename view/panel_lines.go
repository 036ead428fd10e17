// The side panel's lines of words: the hint and why it is good, the
// engine's thinking, and the status line.

package view

import (
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/controller/coach"
	"othello/model"
	"othello/view/i18n"
	"othello/view/othellowords"
)

// showHintLine shows the hint in words, taking no room when there is none.
func (p *panel) showHintLine(text string) {
	if i18n.LineBreaks(text) == p.hintLine.Text && (text == "") == p.hintLine.Hidden {
		return
	}
	i18n.SetWrapped(p.hintLine, text)
	if text == "" {
		p.hintLine.Hide()
	} else {
		p.hintLine.Show()
	}
	p.relayout()
}

// thinker names the external program whose thinking s holds, "" when it
// is our search's.
func (p *panel) thinker(s controller.Snapshot) string {
	t := s.Thought
	switch {
	case t == nil:
		return ""
	case t.Hint:
		return s.HintEngine
	case !t.Hint && s.Settings.EngineSide(t.Color):
		return s.Settings.Engine
	}
	return ""
}

// showThought shows the engine's thinking in the live game, and what the
// move values on the board rest on, each taking no room when there is
// none.
func (p *panel) showThought(s controller.Snapshot, review int) {
	thought, shown := "", review
	if review < 0 {
		t := s.Thought
		if t != nil && t.Hint && p.hintStep != nil && p.hintStep() == hintRegion {
			// the first step of a hint shows where, not what: no line of play
			hidden := *t
			hidden.PV = nil
			t = &hidden
		}
		thought, shown = othellowords.ThoughtTextBy(t, s.Game.Geometry(), p.thinker(s)), s.Game.Len()
	}
	values := ""
	if s.ValuesAt == shown {
		values = othellowords.ValuesText(s.Values)
	}
	changed := setLine(p.thought, thought)
	if !setLine(p.valuesLine, values) && !changed {
		return
	}
	p.relayout()
}

// setLine shows text in l, hidden when empty, and reports whether that
// changed anything.
func setLine(l *widget.Label, text string) bool {
	if i18n.LineBreaks(text) == l.Text && (text == "") == l.Hidden {
		return false
	}
	i18n.SetWrapped(l, text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
	return true
}

// setLastingNotice shows text in the status line until the player acts,
// through the computer's reply.
func (p *panel) setLastingNotice(text string) {
	p.setNotice(text)
	p.lasting = true
}

// setNotice shows text in the status line, which takes no room when empty.
func (p *panel) setNotice(text string) {
	p.lasting = false
	i18n.SetWrapped(p.notice, text)
	if text == "" {
		p.notice.Hide()
	} else {
		p.notice.Show()
	}
	// show the words' start
	p.relayout()
	p.status.ScrollToTop()
}

// hintWhy says what makes move good in pos, read off the board after each
// legal move, or that nothing on the board does.
func (p *panel) hintWhy(pos model.SizedPosition, move model.Cell) string {
	if pos != p.whyPos || move != p.whyMove {
		p.whyPos, p.whyMove = pos, move
		p.why = othellowords.HintReasonLine(coach.Hint(pos, move), othellowords.ColourWord(pos.Turn.Other()))
		switch {
		case p.why != "":
		case pos.Board.Moves().Count() == 1:
			p.why = i18n.T("It is the only move.")
		default:
			// the board's simple measures do not set it apart: the search
			// found its worth further ahead
			p.why = i18n.T("Nothing on the board sets it apart yet: its worth lies further ahead.")
		}
	}
	return p.why
}
