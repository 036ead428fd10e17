package i18n

import (
	"strings"
	"testing"
)

// TestPickLanguage: the command line's choice, then the saved one, then
// the system's locale; a code the window does not speak is passed over.
func TestPickLanguage(t *testing.T) {
	cases := []struct {
		flag, saved, env, want string
	}{
		{"", "", "fr_FR.UTF-8", "fr"},
		{"", "", "C.UTF-8", "en"},
		{"", "", "pt_BR.UTF-8", "en"}, // no Portuguese: English, not Fyne's Portuguese
		{"", "fr", "C.UTF-8", "fr"},
		{"en", "fr", "fr_FR.UTF-8", "en"},
		{"fr", "", "C.UTF-8", "fr"},
		{"", "xx", "fr_FR.UTF-8", "fr"},
	}
	for _, c := range cases {
		restore := setEnv(map[string]string{"LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "", "LANG": c.env})
		if got := Pick(c.flag, c.saved); got != c.want {
			t.Errorf("Pick(%q, %q) with LANG=%s = %q, want %q", c.flag, c.saved, c.env, got, c.want)
		}
		restore()
	}
}

// A line may end between two Japanese or Chinese characters, and between
// one of them and a Latin word, but never inside a run of Latin letters
// and digits, nor where kinsoku forbids (before 、 or ）, after （). The
// table writes a break mark as |.
func TestMarkBreaksKeepsLatinRunsWhole(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"あなた（黒）対コンピューター、上級、AlphaBeta", "あ|な|た|（黒）|対|コ|ン|ピュー|ター、|上|級、|AlphaBeta"},
		{"上級、AlphaBeta、10x10", "上|級、|AlphaBeta、|10x10"},
		{"深さ12.5で", "深|さ|12.5|で"},
		{"e2に打つ", "e2|に|打|つ"},
		{"持ち時間3+2", "持|ち|時|間|3+2"},
		{"2手目の\"Z9\"はマスではありません", "2|手|目|の\"Z9\"は|マ|ス|で|は|あ|り|ま|せ|ん"},
		{"你（黑棋）对电脑，困难，AlphaBeta", "你|（黑|棋）|对|电|脑，|困|难，|AlphaBeta"},
		{"１２手", "１２|手"},
		{"思考中… -3.2 · 2.1M", "思|考|中… -3.2 · 2.1M"},
		{"二行\n目です", "二|行\n目|で|す"},
		{"Plain English, 12.5 and e2.", "Plain English, 12.5 and e2."},
		{"", ""},
	} {
		got := strings.ReplaceAll(MarkBreaks(c.in), string(BreakMark), "|")
		if got != c.want {
			t.Errorf("MarkBreaks(%q) = %q, want %q", c.in, got, c.want)
		}
		if WithoutBreaks(MarkBreaks(c.in)) != c.in {
			t.Errorf("MarkBreaks(%q) changed more than its breaks", c.in)
		}
		if again := MarkBreaks(MarkBreaks(c.in)); again != MarkBreaks(c.in) {
			t.Errorf("MarkBreaks(%q) twice = %q", c.in, again)
		}
	}
}

// Only Japanese and Chinese get break marks: in every other language the
// wrapping texts are what they were, byte for byte, whatever they hold.
func TestLineBreaksOnlyInJapaneseAndChinese(t *testing.T) {
	t.Cleanup(func() { Set("en") })
	texts := []string{"Vous (Noir) contre l'ordinateur, Expert, AlphaBeta", "あなた（黒）対コンピューター、AlphaBeta", "12.5 s"}
	for _, code := range Languages() {
		Set(code)
		for _, s := range texts {
			got := LineBreaks(s)
			if !WrapsByCharacter() && got != s {
				t.Errorf("%s: LineBreaks(%q) = %q, not the text itself", code, s, got)
			}
			if marked := strings.ContainsRune(got, BreakMark); marked != (WrapsByCharacter() && strings.IndexFunc(s, wide) >= 0) {
				t.Errorf("%s: LineBreaks(%q) = %q", code, s, got)
			}
			if WithoutBreaks(got) != s {
				t.Errorf("%s: LineBreaks(%q) = %q, more than breaks changed", code, s, got)
			}
		}
	}
}
