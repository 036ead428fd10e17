package cli

// The line protocol of the C project report: one instruction a line
// ("NE6", "BPA", "score", "coups", "affiche", "newgame", "aide"), one answer
// line each ("OK", "ERREUR ...", "SCORE n", "COUPS ...").

import (
	"context"
	"fmt"
	"io"
	"strings"
	"unicode"

	"othello/model"
	"othello/strategy"
)

// The lines that end a game; they are also ignored when read, so that two
// programs wired back to back do not answer each other's result.
const (
	playBlackWins = "NOIR gagne"
	playWhiteWins = "BLANC gagne"
	playDraw      = "MATCH NUL"
)

// playSession is one run of the protocol: the game, on a board of any
// size, and, in AI mode, the computer's colour and player. It turns each
// input line into its answer lines, so tests and fuzzing drive it without
// a terminal.
type playSession struct {
	game    *model.Game
	ai      strategy.SizedPlayer // nil when both colours are read from the input
	aiColor model.Color
	diag    io.Writer // the board, the help: standard error
}

// newPlaySession is a session on a board of size n (one of model.Sizes).
func newPlaySession(n int, ai strategy.SizedPlayer, aiColor model.Color, diag io.Writer) *playSession {
	g, _ := model.NewSizedGame(n)
	return &playSession{game: g, ai: ai, aiColor: aiColor, diag: diag}
}

// upper writes a cell as the protocol does: "E6", "J10", "PA" for a pass.
func (s *playSession) upper(c model.Cell) string { return s.game.Geometry().UpperName(c) }

// start returns the lines to print before any input: in AI mode as Black,
// "OK" and the computer's first move.
func (s *playSession) start(ctx context.Context) []string {
	if s.ai == nil || s.aiColor != model.Black {
		return nil
	}
	out := []string{"OK"}
	out, _ = s.aiMoves(ctx, out)
	return out
}

// handle answers one input line. over reports that the game has ended and
// its result line is the last of out, so the program may stop. A line that
// is not a valid move or command leaves the game as it was.
func (s *playSession) handle(ctx context.Context, line string) (out []string, over bool) {
	line = strings.TrimSpace(line)
	upper := strings.ToUpper(line)
	switch {
	case line == "":
		return nil, false
	case strings.HasPrefix(upper, "OK"):
		return nil, false // the other side's acknowledgement
	case upper == strings.ToUpper(playBlackWins) || upper == strings.ToUpper(playWhiteWins) || upper == playDraw:
		return nil, false // the other side's result line
	case strings.HasPrefix(upper, "ERREUR"):
		// The other side's complaint: answering it would start an endless
		// exchange of errors between two programs wired back to back.
		fmt.Fprintf(s.diag, "ignored: %s\n", playEcho(line))
		return nil, false
	}
	switch strings.ToLower(line) {
	case "score":
		p := s.game.Sized()
		return []string{fmt.Sprintf("SCORE %d", p.Count(model.White)-p.Count(model.Black))}, false
	case "coups":
		return []string{s.legalMoves()}, false
	case "affiche":
		fmt.Fprint(s.diag, playDiagram(s.game.Sized()))
		return []string{"OK"}, false
	case "aide":
		fmt.Fprint(s.diag, playHelp)
		return []string{"OK"}, false
	case "newgame":
		s.game, _ = model.NewSizedGame(s.game.Size())
		out = []string{"OK"}
		if s.ai != nil && s.aiColor == model.Black {
			out, over = s.aiMoves(ctx, out)
		}
		return out, over
	}
	color, cell, msg := parsePlayMove(line, s.game.Geometry())
	if msg != "" {
		return []string{"ERREUR " + msg}, false
	}
	if msg := s.checkMove(color, cell); msg != "" {
		return []string{"ERREUR " + msg}, false
	}
	if err := s.game.PlayCell(cell); err != nil {
		// checkMove said yes, so the rules and this file disagree.
		return []string{"ERREUR " + err.Error()}, false
	}
	out = []string{"OK"}
	if s.game.Over() {
		return append(out, s.result()), true
	}
	return s.aiMoves(ctx, out)
}

// aiMoves plays the computer's move when it is its turn, appending the move
// line and, if the game ends, the result.
func (s *playSession) aiMoves(ctx context.Context, out []string) ([]string, bool) {
	if s.ai == nil || s.game.Over() || s.game.Turn() != s.aiColor {
		return out, false
	}
	cell := model.CellPass
	if !s.game.PassIfForced() {
		cell = s.ai.SearchSized(ctx, s.game.Sized().Board).Move
		if err := s.game.PlayCell(cell); err != nil {
			// A player that answers an illegal move is a bug in the player,
			// not in the input; say so rather than play on a wrong board.
			return append(out, fmt.Sprintf("ERREUR le programme a choisi un coup illegal (%s): %v", s.upper(cell), err)), false
		}
	}
	out = append(out, playColorLetter(s.aiColor)+s.upper(cell))
	if s.game.Over() {
		return append(out, s.result()), true
	}
	return out, false
}

// checkMove says in French why color may not play c now ("" if it may).
func (s *playSession) checkMove(color model.Color, c model.Cell) string {
	e := s.game.Sized().IllegalMove(color, c)
	if e == nil {
		return ""
	}
	return playIllegalText(e)
}

// playIllegalText is the protocol's French for the model's reasons.
func playIllegalText(e *model.IllegalMoveError) string {
	who := playColorName(e.Mover)
	switch e.Reason {
	case model.GameIsOver:
		return "la partie est terminee"
	case model.NotYourTurn:
		if e.TurnMustPass {
			return fmt.Sprintf("ce n est pas a %s de jouer (%s doit d abord passer: %sPA)", who, playColorName(e.Turn), playColorLetter(e.Turn))
		}
		return fmt.Sprintf("ce n est pas a %s de jouer (c est a %s)", who, playColorName(e.Turn))
	case model.MayNotPass:
		return fmt.Sprintf("%s n a pas le droit de passer (il peut jouer en %s)", who, strings.ToUpper(e.LegalName()))
	case model.Occupied:
		return "il y a deja un pion en " + strings.ToUpper(e.MoveName())
	case model.MustPass:
		return fmt.Sprintf("%s ne peut pas jouer en %s, il doit passer (%sPA)", who, strings.ToUpper(e.MoveName()), playColorLetter(e.Mover))
	case model.FlipsNothing:
		return fmt.Sprintf("%s ne peut pas jouer en %s (aucun pion a retourner)", who, strings.ToUpper(e.MoveName()))
	}
	return fmt.Sprintf("%s ne peut pas jouer en %s", who, strings.ToUpper(e.MoveName()))
}

// legalMoves answers "coups": the squares the side to move may play, "PA"
// if it must pass, nothing once the game is over.
func (s *playSession) legalMoves() string {
	b := s.game.Sized().Board
	if b.MustPass() {
		return "COUPS PA"
	}
	var sb strings.Builder
	sb.WriteString("COUPS")
	for _, c := range b.MoveCells() {
		sb.WriteByte(' ')
		sb.WriteString(s.upper(c))
	}
	return sb.String()
}

func (s *playSession) result() string {
	r := s.game.Result()
	switch w, ok := r.Winner(); {
	case !ok:
		return playDraw
	case w == model.Black:
		return playBlackWins
	}
	return playWhiteWins
}

// parsePlayMove reads a move line: the colour, N (noir) or B (blanc), then a
// square of the board of geo or PA. It returns the reason in French when
// the line is not one.
func parsePlayMove(line string, geo *model.Geometry) (model.Color, model.Cell, string) {
	var color model.Color
	switch line[0] {
	case 'N', 'n':
		color = model.Black
	case 'B', 'b':
		color = model.White
	default:
		return 0, 0, fmt.Sprintf("commande inconnue: %s (aide donne la liste)", playEcho(line))
	}
	rest := strings.TrimSpace(line[1:])
	switch strings.ToUpper(rest) {
	case "PA", "PS", "PASS", "--":
		return color, model.CellPass, ""
	}
	switch {
	case len(rest) < 2:
		return 0, 0, fmt.Sprintf("coup incomplet: %s (il faut N ou B puis une case, par exemple NE6, ou PA pour passer)", playEcho(line))
	case len(rest) > 2 && !(unicode.IsLetter(rune(rest[0])) && unicode.IsDigit(rune(rest[1]))):
		return 0, 0, fmt.Sprintf("commande inconnue: %s (aide donne la liste)", playEcho(line))
	}
	c, err := geo.ParseCell(rest)
	if err != nil {
		n := geo.Size()
		return 0, 0, fmt.Sprintf("case inconnue: %s (colonnes A a %c, lignes 1 a %d)", playEcho(strings.ToUpper(rest)), 'A'+n-1, n)
	}
	return color, c, ""
}

// playEcho quotes input back in an answer, kept to one short line: control
// characters become '?' and a long line is cut.
func playEcho(s string) string {
	const max = 40
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == unicode.ReplacementChar {
			return '?'
		}
		return r
	}, s)
	if r := []rune(s); len(r) > max {
		s = string(r[:max]) + "..."
	}
	return s
}

func playColorLetter(c model.Color) string {
	if c == model.White {
		return "B"
	}
	return "N"
}

func playColorName(c model.Color) string {
	if c == model.White {
		return "Blanc"
	}
	return "Noir"
}

// playDiagram draws the board for "affiche": X black, O white, with the
// side to move and the counts in French.
func playDiagram(p model.SizedPosition) string {
	geo := p.Geometry()
	n := geo.Size()
	width := len(fmt.Sprint(n)) // the row numbers' column
	var sb strings.Builder
	sb.WriteString(strings.Repeat(" ", width))
	for col := range n {
		fmt.Fprintf(&sb, " %c", 'A'+col)
	}
	sb.WriteByte('\n')
	for row := range n {
		fmt.Fprintf(&sb, "%*d", width, row+1)
		for col := range n {
			c, ok := p.At(geo.Cell(col, row))
			switch {
			case !ok:
				sb.WriteString(" -")
			case c == model.Black:
				sb.WriteString(" X")
			default:
				sb.WriteString(" O")
			}
		}
		sb.WriteByte('\n')
	}
	fmt.Fprintf(&sb, "%s (%s) a jouer; Noir (X) %d, Blanc (O) %d\n", playColorName(p.Turn), playColorLetter(p.Turn), p.Count(model.Black), p.Count(model.White))
	return sb.String()
}

const playHelp = `Instructions, une par ligne:
  NE6, BA2      Noir (N) ou Blanc (B) joue en E6, A2 ...
  NPA, BPA      Noir ou Blanc passe (seulement s il ne peut pas jouer)
  score         SCORE n: pions blancs moins pions noirs
  coups         COUPS et les coups possibles
  affiche       le plateau (sur la sortie d erreur)
  newgame       nouvelle partie
  aide          cette liste
Reponses: OK, ou ERREUR et la raison. En fin de partie: NOIR gagne, BLANC gagne ou MATCH NUL.
`
