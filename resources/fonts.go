package resources

import _ "embed"

// The fonts for the languages whose glyphs Fyne's own font lacks: Noto
// Sans CJK (SIL Open Font License 1.1, fonts/LICENSE-NotoSansCJK.txt), cut
// by scripts/subset-cjk-font.sh to the characters the translations use,
// with kana, CJK punctuation and Latin.
var (
	//go:embed fonts/NotoSansCJKjp-Regular-subset.otf
	CJKJapaneseOTF []byte
	//go:embed fonts/NotoSansCJKsc-Regular-subset.otf
	CJKChineseOTF []byte
)

// The Bold of the same fonts, cut to the same characters: without it a
// bold label or heading in Japanese or Chinese would show in the regular
// weight, as Fyne's own bold has no CJK glyphs.
var (
	//go:embed fonts/NotoSansCJKjp-Bold-subset.otf
	CJKJapaneseBoldOTF []byte
	//go:embed fonts/NotoSansCJKsc-Bold-subset.otf
	CJKChineseBoldOTF []byte
)

// CJKSample is a sentence of Othello's words in Japanese and Chinese that
// the subsets must draw, whatever the translations say yet.
const CJKSample = "オセロ 角 辺 偶数理論 打つ手なし 黒 白 石 勝ち 引き分け 黑棋 白棋 角落 边 奇偶 无子可下 获胜 平局 新游戏 设置 提示 悔棋 新しいゲーム 設定 ヒント 待った"
