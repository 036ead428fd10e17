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

// playSession is one run of the protocol: the game and, in AI mode, the
// computer's colour and player. It turns each input line into its answer
// lines, so tests and fuzzing drive it without a terminal.
type playSession struct {
	game    *model.Game
	ai      strategy.Player // nil when both colours are read from the input
	aiColor model.Color
	diag    io.Writer // the board, the help: standard error
}

func newPlaySession(ai strategy.Player, aiColor model.Color, diag io.Writer) *playSession {
	return &playSession{game: model.NewGame(), ai: ai, aiColor: aiColor, diag: diag}
}

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
		p := s.game.Position()
		return []string{fmt.Sprintf("SCORE %d", p.Count(model.White)-p.Count(model.Black))}, false
	case "coups":
		return []string{s.legalMoves()}, false
	case "affiche":
		fmt.Fprint(s.diag, playDiagram(s.game.Position()))
		return []string{"OK"}, false
	case "aide":
		fmt.Fprint(s.diag, playHelp)
		return []string{"OK"}, false
	case "newgame":
		s.game = model.NewGame()
		out = []string{"OK"}
		if s.ai != nil && s.aiColor == model.Black {
			out, over = s.aiMoves(ctx, out)
		}
		return out, over
	}
	color, sq, msg := parsePlayMove(line)
	if msg != "" {
		return []string{"ERREUR " + msg}, false
	}
	if msg := s.checkMove(color, sq); msg != "" {
		return []string{"ERREUR " + msg}, false
	}
	if err := s.game.Play(sq); err != nil {
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
	sq := model.Pass
	if !s.game.PassIfForced() {
		sq = s.ai.Search(ctx, s.game.Position().Board).Move
		if err := s.game.Play(sq); err != nil {
			// A player that answers an illegal move is a bug in the player,
			// not in the input; say so rather than play on a wrong board.
			return append(out, fmt.Sprintf("ERREUR le programme a choisi un coup illegal (%s): %v", sq.Upper(), err)), false
		}
	}
	out = append(out, playColorLetter(s.aiColor)+sq.Upper())
	if s.game.Over() {
		return append(out, s.result()), true
	}
	return out, false
}

// checkMove says in French why color may not play sq now ("" if it may).
func (s *playSession) checkMove(color model.Color, sq model.Square) string {
	e := s.game.Position().Illegal(color, sq)
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
		return fmt.Sprintf("%s n a pas le droit de passer (il peut jouer en %s)", who, e.Legal.Upper())
	case model.Occupied:
		return "il y a deja un pion en " + e.Move.Upper()
	case model.MustPass:
		return fmt.Sprintf("%s ne peut pas jouer en %s, il doit passer (%sPA)", who, e.Move.Upper(), playColorLetter(e.Mover))
	case model.FlipsNothing:
		return fmt.Sprintf("%s ne peut pas jouer en %s (aucun pion a retourner)", who, e.Move.Upper())
	}
	return fmt.Sprintf("%s ne peut pas jouer en %s", who, e.Move.Upper())
}

// legalMoves answers "coups": the squares the side to move may play, "PA"
// if it must pass, nothing once the game is over.
func (s *playSession) legalMoves() string {
	b := s.game.Position().Board
	if b.MustPass() {
		return "COUPS PA"
	}
	var sb strings.Builder
	sb.WriteString("COUPS")
	for _, sq := range model.SquaresOf(b.Moves()) {
		sb.WriteByte(' ')
		sb.WriteString(sq.Upper())
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
// square or PA. It returns the reason in French when the line is not one.
func parsePlayMove(line string) (model.Color, model.Square, string) {
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
		return color, model.Pass, ""
	}
	switch {
	case len(rest) < 2:
		return 0, 0, fmt.Sprintf("coup incomplet: %s (il faut N ou B puis une case, par exemple NE6, ou PA pour passer)", playEcho(line))
	case len(rest) > 2 && !(unicode.IsLetter(rune(rest[0])) && unicode.IsDigit(rune(rest[1]))):
		return 0, 0, fmt.Sprintf("commande inconnue: %s (aide donne la liste)", playEcho(line))
	}
	sq, err := model.ParseSquare(rest)
	if err != nil {
		return 0, 0, fmt.Sprintf("case inconnue: %s (colonnes A a H, lignes 1 a 8)", playEcho(strings.ToUpper(rest)))
	}
	return color, sq, ""
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
func playDiagram(p model.Position) string {
	var sb strings.Builder
	sb.WriteString("  A B C D E F G H\n")
	for row := 0; row < 8; row++ {
		sb.WriteByte('1' + byte(row))
		for col := 0; col < 8; col++ {
			c, ok := p.At(model.SquareAt(col, row))
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
