package view

import (
	"go/ast"
	"image"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy/level"
	"othello/view/i18n"
	"othello/view/othellowords"
)

// The break mark is a break to Fyne's wrapping that takes no room and
// draws nothing: a Fyne that measured or drew it would space the
// Japanese words out.
func TestBreakMarkTakesNoRoom(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(fontTheme{theme.DefaultTheme(), fontFor("ja")})
	plain := "上級、AlphaBeta"
	size := fyne.MeasureText(plain, theme.TextSize(), fyne.TextStyle{})
	if marked := fyne.MeasureText(i18n.MarkBreaks(plain), theme.TextSize(), fyne.TextStyle{}); marked != size {
		t.Errorf("with break marks %q measures %v, without %v", plain, marked, size)
	}
	draw := func(s string) image.Image {
		w := test.NewTempWindow(t, widget.NewLabel(s))
		w.Resize(fyne.NewSize(300, 60))
		return w.Canvas().Capture()
	}
	if !sameImage(draw(plain), draw(i18n.MarkBreaks(plain))) {
		t.Errorf("%q draws otherwise with break marks", plain)
	}
}

// rows are the lines a label shows, as drawn.
func rows(t *testing.T, l *widget.Label) []string {
	t.Helper()
	var out []string
	for _, o := range test.TempWidgetRenderer(t, l).Objects() {
		if rt, ok := o.(*widget.RichText); ok {
			for _, r := range test.TempWidgetRenderer(t, rt).Objects() {
				if text, ok := r.(*canvas.Text); ok {
					out = append(out, text.Text)
				}
			}
		}
	}
	return out
}

// The Japanese players line, drawn in a wrapping label at widths from
// its widest unbreakable piece's to its whole length, wraps between its characters and never inside
// "AlphaBeta" or "10×10": each line fits, none starts with 、, and the
// lines hold the words whole, no space added. Fyne alone cut the line
// inside "AlphaBeta" (its wrapping ends a line only at a space and cuts
// a longer word anywhere).
func TestJapanesePlayersLineWrapsBetweenCharacters(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	setLanguage("ja")
	a := test.NewTempApp(t)
	a.Settings().SetTheme(fontTheme{theme.DefaultTheme(), fontFor("ja")})
	text := othellowords.PlayersText(controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black,
		Level: level.Expert, Algorithm: level.AlphaBeta, Size: 10})
	whole := []string{"AlphaBeta", "10×10"}
	for _, w := range whole {
		if !strings.Contains(text, w) {
			t.Fatalf("the players line %q lacks %q", text, w)
		}
	}
	l := i18n.WrapLabel(text)
	w := test.NewTempWindow(t, l)
	pad := 2 * theme.InnerPadding()
	full := fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width
	betweenCJK := false
	cjk := func(r rune) bool { return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) }
	// from the width of the widest piece no line may end inside
	// ("AlphaBeta、"): a narrower line cuts it wherever it must
	least := float32(0)
	for _, piece := range strings.Split(i18n.MarkBreaks(text), string(i18n.BreakMark)) {
		least = max(least, fyne.MeasureText(piece, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	for width := least + pad; width < full+pad; width += 7 {
		w.Resize(fyne.NewSize(width+2*theme.Padding(), 400))
		l.Resize(fyne.NewSize(width, l.MinSize().Height))
		lines := rows(t, l)
		if len(lines) < 2 {
			t.Fatalf("%v wide: %q on one line", width, lines)
		}
		shown := i18n.WithoutBreaks(strings.Join(lines, "|"))
		for _, w := range whole {
			if !strings.Contains(shown, w) {
				t.Errorf("%v wide: %q is cut in the lines %q", width, w, shown)
			}
		}
		if got := i18n.WithoutBreaks(strings.Join(lines, "")); got != text {
			t.Errorf("%v wide: the lines %q say %q, not %q", width, lines, got, text)
		}
		for i, line := range lines {
			if size := fyne.MeasureText(line, theme.TextSize(), fyne.TextStyle{}).Width; size > width-pad+0.5 {
				t.Errorf("%v wide: line %q is %v wide, past %v", width, line, size, width-pad)
			}
			if i > 0 && strings.HasPrefix(line, "、") {
				t.Errorf("%v wide: a line starts with 、: %q", width, lines)
			}
			if i > 0 {
				before := []rune(i18n.WithoutBreaks(lines[i-1]))
				after := []rune(i18n.WithoutBreaks(line))
				betweenCJK = betweenCJK || len(before) > 0 && len(after) > 0 && cjk(before[len(before)-1]) && cjk(after[0])
			}
		}
	}
	if !betweenCJK {
		t.Error("no line ended between two Japanese characters")
	}
}

// The panel's players line in Japanese is given to its label marked.
func TestPanelGetsJapaneseLinesMarked(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	u, _ := startTestUI(t, newTestApp(), Options{Language: "ja"})
	s := controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Level: level.Expert, Algorithm: level.AlphaBeta, Size: 10}
	u.ctl.NewGame(s)
	if got, want := u.panel.players.Text, i18n.MarkBreaks(othellowords.PlayersText(s)); got != want || !strings.ContainsRune(got, i18n.BreakMark) {
		t.Errorf("the players line %q, want %q", got, want)
	}
}

// Every text that Fyne wraps at words goes through i18n.LineBreaks: the
// wrapping labels are made by i18n.WrapLabel (or kit.AboutLine, which calls it) and
// set by i18n.SetWrapped, and Fyne's own text dialogs, which wrap their
// message, get it marked. A wrapping label set with SetText, or a
// message handed over as it is, would be cut inside Latin words again in
// Japanese and Chinese. The labels are told by name, a field's anywhere, a
// variable's in its function: one handed to another function escapes.
func TestWrappingTextsGoThroughLineBreaks(t *testing.T) {
	fset, files := sourceFiles(t)
	callTo := func(e ast.Expr, names ...string) bool {
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return false
		}
		return slices.Contains(names, calledName(call.Fun))
	}
	name := func(e ast.Expr) string {
		switch e := e.(type) {
		case *ast.Ident:
			return e.Name
		case *ast.SelectorExpr:
			return e.Sel.Name
		}
		return ""
	}
	// the names the wrapping labels go by: fields (p.notice, f.problem)
	// anywhere, a function's variables (l, why) in that function
	fields := map[string]bool{}
	makers := []string{"WrapLabel", "WrapLabelWithStyle", "AboutLine"}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, rhs := range n.Rhs {
					if sel, ok := n.Lhs[i].(*ast.SelectorExpr); ok && callTo(rhs, makers...) {
						fields[sel.Sel.Name] = true
					}
				}
			case *ast.KeyValueExpr:
				if callTo(n.Value, makers...) {
					fields[name(n.Key)] = true
				}
			}
			return true
		})
	}
	for _, f := range files {
		file := filepath.Base(fset.Position(f.Pos()).Filename)
		var locals map[string]bool
		ast.Inspect(f, func(n ast.Node) bool {
			if fn, ok := n.(*ast.FuncDecl); ok {
				locals = map[string]bool{}
				ast.Inspect(fn, func(n ast.Node) bool {
					if as, ok := n.(*ast.AssignStmt); ok {
						for i, rhs := range as.Rhs {
							if id, ok := as.Lhs[i].(*ast.Ident); ok && callTo(rhs, makers...) {
								locals[id.Name] = true
							}
						}
					}
					return true
				})
			}
			if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "TextWrapWord" && file != "wrap.go" {
				t.Errorf("%v: a text wrapped at words without wrapLabel or wrapRichText", fset.Position(sel.Pos()))
			}
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			recv := name(sel.X)
			_, isField := sel.X.(*ast.SelectorExpr)
			switch {
			case sel.Sel.Name == "SetText" && file != "wrap.go" && (isField && fields[recv] || !isField && locals[recv]):
				t.Errorf("%v: %s.SetText on a wrapping label: setWrapped marks its breaks", fset.Position(call.Pos()), recv)
			case recv == "dialog" && slices.Contains([]string{"NewConfirm", "ShowConfirm", "NewInformation", "ShowInformation"}, sel.Sel.Name):
				if len(call.Args) > 1 && !callTo(call.Args[1], "LineBreaks") {
					t.Errorf("%v: dialog.%s's message, which it wraps, not through lineBreaks", fset.Position(call.Pos()), sel.Sel.Name)
				}
			case recv == "dialog" && slices.Contains([]string{"NewError", "ShowError"}, sel.Sel.Name):
				if len(call.Args) > 0 && !callTo(call.Args[0], "WrappedError") {
					t.Errorf("%v: dialog.%s's message, which it wraps, not through wrappedError", fset.Position(call.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
	}
}
