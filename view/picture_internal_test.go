package view

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	_ "image/png" // image.Decode reads the exported PNG
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/view/othelloboard"
	"othello/view/othellowords"
	"othello/view/picturetest"
)

// pictureGames are games drawn in the tests: the start, an opening, a
// whole game with two passes, a game set up from a position, and 6x6.
func pictureGames(t *testing.T) map[string]model.Record {
	t.Helper()
	games := map[string]model.Record{}
	for name, text := range map[string]string{
		"start":   "f5",
		"opening": "f5d6c3d3c4f4f6f3e6e7d7",
		"passes":  gameWithPasses,
		"6x6":     "6x6 c2b4c5d2",
	} {
		g, err := model.ParseGameFile(text)
		if err != nil {
			t.Fatal(err)
		}
		games[name] = g.Record()
	}
	games["set up"] = gamesToSave(t)["set up"].Record()
	return games
}

// readDiscs reads the discs of a picture of an n x n board back from its
// pixels, as picturetest.Discs writes them: each square is sampled below
// its centre, off the move number, the last-move mark and the black
// disc's shine, where a board of the picture's size puts it.
func readDiscs(img image.Image, n int) string {
	b := img.Bounds()
	// a board of the picture's size says where its squares lie
	board := othelloboard.New()
	start, _ := model.SizedStartPosition(n)
	board.SetState(othelloboard.StateOf(start, false))
	board.Resize(fyne.NewSize(float32(b.Dx()), float32(b.Dy())))
	geo := start.Geometry()
	cell := board.CellCenter(geo.Cell(1, 0)).X - board.CellCenter(geo.Cell(0, 0)).X
	return picturetest.Discs(img, n, func(col, row int) image.Point {
		at := board.CellCenter(geo.Cell(col, row))
		x, y := at.X, at.Y+0.25*cell
		return image.Pt(b.Min.X+int(x), b.Min.Y+int(y))
	})
}

// A picture has the size asked for, and its discs are the position's:
// at the start, half-way and at the end of each game (at the end only
// under -short), each style with and without numbers, at sizes from the
// least up. (Software painting takes a while, under -race above all: each
// position is drawn twice, not in every combination.)
func TestPictureShowsThePosition(t *testing.T) {
	test.NewTempApp(t)
	i := 0
	for name, rec := range pictureGames(t) {
		moves := []int{0, rec.Len() / 2, rec.Len()}
		if testing.Short() {
			moves = moves[2:]
		}
		for _, n := range moves {
			for _, numbers := range []bool{false, true} {
				i++
				style := othelloboard.Styles()[i%3]
				size := []int{MinPictureSize, 333, 420, 251}[i%4]
				img, err := RenderPicture(rec, n, PictureOptions{Size: size, Numbers: numbers, Style: style})
				if err != nil {
					t.Fatalf("%s after %d: %v", name, n, err)
				}
				if b := img.Bounds(); b.Dx() != size || b.Dy() != size {
					t.Errorf("%s after %d: a picture of %v, want %d square", name, n, b, size)
				}
				p := rec.SizedAt(n)
				if got, want := readDiscs(img, p.Size()), picturetest.DiscsOf(p); got != want {
					t.Errorf("%s after %d moves, %v, numbers %v, %d px: read %s, want %s", name, n, style, numbers, size, got, want)
				}
			}
		}
	}
}

// The numbers are those of the moves that placed the discs, counted as
// books count them: a pass takes none, so a whole game ends at 60; the
// start's discs have none. Without numbers the last disc placed is marked
// as in the window; with them it is not, its number being the highest.
func TestPictureNumbers(t *testing.T) {
	rec := pictureGames(t)["passes"]
	st := pictureState(rec, rec.Len(), true)
	if len(st.Numbers) != 60 || st.LastMove != model.NoCell {
		t.Fatalf("%d numbers, last move %v; want 60 and none", len(st.Numbers), st.LastMove)
	}
	seen := map[int]bool{}
	for c, n := range st.Numbers {
		if _, ok := st.Position.At(c); !ok || seen[n] || n < 1 || n > 60 {
			t.Errorf("number %d on %v", n, c)
		}
		seen[n] = true
	}
	if got := st.Numbers[rec.LastCell()]; got != 60 {
		t.Errorf("the last move carries %d", got)
	}
	for i := range rec.Len() {
		if rec.Cell(i) != model.CellPass && i < 56 && st.Numbers[rec.Cell(i)] != i+1 {
			t.Errorf("move %d before the first pass carries %d", i+1, st.Numbers[rec.Cell(i)])
		}
	}
	for _, sq := range []model.Square{model.D4, model.E4, model.D5, model.E5} {
		if n, ok := st.Numbers[model.CellOfSquare(sq)]; ok {
			t.Errorf("a start disc carries %d", n)
		}
	}
	plain := pictureState(rec, 20, false)
	if last, _ := othellowords.LastMarks(rec, 20); plain.LastMove != last || last == model.NoCell || plain.Numbers != nil || plain.Banner != "" {
		t.Errorf("without numbers: last move %v (want %v), numbers %v, banner %q", plain.LastMove, last, plain.Numbers, plain.Banner)
	}
	// a game set up 52 moves in: numbered from 1, the set-up discs not
	set := pictureGames(t)["set up"]
	st = pictureState(set, set.Len(), true)
	for i, placed := 0, 0; i < set.Len(); i++ {
		if c := set.Cell(i); c != model.CellPass {
			placed++
			if st.Numbers[c] != placed {
				t.Errorf("move %d of the set-up game carries %d, want %d", i+1, st.Numbers[c], placed)
			}
		}
	}
	if len(st.Numbers) != 8 {
		t.Errorf("%d numbers after 8 discs placed", len(st.Numbers))
	}
}

// The picture of move 40 of a game, with move numbers: drawn as the
// golden file shows. Regenerate it by deleting it, running the test and
// checking testdata/failed/picture_numbers.png by eye.
func TestGoldenPicture(t *testing.T) {
	test.NewTempApp(t)
	img, err := RenderPicture(pictureGames(t)["passes"], 40, PictureOptions{Size: 360, Numbers: true})
	if err != nil {
		t.Fatal(err)
	}
	test.AssertImageMatches(t, "picture_numbers.png", img)
}

// The SVG holds the same shapes as the PNG: a disc face of each disc's
// colour, the coordinates and the numbers.
func TestPictureSVG(t *testing.T) {
	test.NewTempApp(t)
	rec := pictureGames(t)["opening"]
	var buf bytes.Buffer
	if err := WritePicture(&buf, true, rec, 9, PictureOptions{Size: 500, Numbers: true}); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Width  string `xml:"width,attr"`
		Height string `xml:"height,attr"`
		Rects  []struct {
			Fill string `xml:"fill,attr"`
			RX   string `xml:"rx,attr"`
		} `xml:"rect"`
		Texts []string `xml:"text"`
	}
	if err := xml.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("not XML: %v\n%.500s", err, buf.String())
	}
	if doc.Width != "500" || doc.Height != "500" {
		t.Errorf("an SVG of %s x %s", doc.Width, doc.Height)
	}
	faces := map[string]int{}
	for _, r := range doc.Rects {
		faces[r.Fill]++
	}
	hex := func(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	p := rec.SizedAt(9)
	blackFace, _ := othelloboard.DiscColors(model.Black)
	whiteFace, _ := othelloboard.DiscColors(model.White)
	if b, w := faces[hex(blackFace)], faces[hex(whiteFace)]; b != p.Count(model.Black) || w != p.Count(model.White) {
		t.Errorf("%d black and %d white faces; the position has %d and %d", b, w, p.Count(model.Black), p.Count(model.White))
	}
	texts := map[string]int{}
	for _, text := range doc.Texts {
		texts[text]++
	}
	// A-H, 1-8 and the numbers 1-9, less those of discs flipped back
	// over: each number on one disc, each figure a coordinate too
	for _, want := range strings.Fields("A B C D E F G H 1 2 3 4 5 6 7 8 9") {
		if texts[want] == 0 {
			t.Errorf("the SVG's texts %v lack %q", doc.Texts, want)
		}
	}
	if texts["10"] != 0 || texts["9"] != 1 || len(doc.Texts) != 16+9 {
		t.Errorf("the SVG's texts after move 9: %v", doc.Texts)
	}
}

// Requests that cannot be drawn are refused with the reason.
func TestPictureRefusals(t *testing.T) {
	test.NewTempApp(t)
	rec := pictureGames(t)["opening"]
	for _, c := range []struct {
		n    int
		opts PictureOptions
		says string
	}{
		{12, PictureOptions{Size: 400}, "has 11"},
		{-1, PictureOptions{Size: 400}, "after -1"},
		{3, PictureOptions{Size: MinPictureSize - 1}, "199 pixels"},
		{3, PictureOptions{Size: MaxPictureSize + 1}, "4001 pixels"},
		{3, PictureOptions{Size: 400, Style: 7}, "style"},
	} {
		if _, err := RenderPicture(rec, c.n, c.opts); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("after %d, %+v: %v; want an error saying %q", c.n, c.opts, err, c.says)
		}
		if err := WritePicture(io.Discard, true, rec, c.n, c.opts); err == nil {
			t.Errorf("SVG after %d, %+v: drawn", c.n, c.opts)
		}
	}
	for _, name := range PictureStyleNames() {
		if s, ok := ParsePictureStyle(name); !ok || pictureStyleNames[s] != name {
			t.Errorf("style %q reads as %v, %v", name, s, ok)
		}
	}
	if _, ok := ParsePictureStyle("green"); ok {
		t.Error("style green read")
	}
	if PictureStyleNames()[0] != "classic" {
		t.Errorf("the default style is %q", PictureStyleNames()[0])
	}
}

// find returns the first object under o that match accepts.
func find[T fyne.CanvasObject](o fyne.CanvasObject, match func(T) bool) (T, bool) {
	if v, ok := o.(T); ok && match(v) {
		return v, true
	}
	var kids []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		kids = o.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(o).Objects()
	}
	for _, k := range kids {
		if v, ok := find(k, match); ok {
			return v, true
		}
	}
	var zero T
	return zero, false
}

// File > Export Picture through the test driver: its dialog, with move
// numbers and a size chosen, then the save dialog in the last folder,
// write the reviewed position's picture there; the folder and the choices
// are remembered.
func TestExportPictureMenu(t *testing.T) {
	for _, svg := range []bool{false, true} {
		u, _ := newTestUI(t)
		u.win.Resize(fyne.NewSize(980, 720))
		g, err := model.ParseGame("f5d6c3d3c4f4f6f3e6e7d7")
		if err != nil {
			t.Fatal(err)
		}
		u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
		u.reviewer.showReview(7)
		dir := t.TempDir()
		u.app.Preferences().SetString(keyLastFolder, storage.NewFileURI(dir).String())

		u.menu.items["picture"].Action()
		f := u.exportForm
		if f == nil || u.win.Canvas().Overlays().Top() == nil {
			t.Fatal("no Export Picture dialog")
		}
		f.numbers.SetChecked(true)
		f.size.SetSelected(pixelsLabel(400))
		if svg {
			f.format.SetSelected(formatSVG)
		}
		f.dlg.Confirm()
		if f.save == nil {
			t.Fatal("Save… opened no file dialog")
		}
		top := u.win.Canvas().Overlays().Top()
		name, ok := find(top, func(e *widget.Entry) bool { return strings.HasPrefix(e.Text, "othello-") })
		if !ok {
			t.Fatal("no file name in the save dialog")
		}
		ext := map[bool]string{false: ".png", true: ".svg"}[svg]
		if !strings.HasSuffix(name.Text, "-move-7"+ext) {
			t.Errorf("the file name offered is %q", name.Text)
		}
		name.SetText("board" + ext)
		save, ok := find(top, func(b *widget.Button) bool { return b.Text == "Save" })
		if !ok {
			t.Fatal("no Save button in the save dialog")
		}
		test.Tap(save)

		path := filepath.Join(dir, "board"+ext)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("nothing written: %v (notice %q)", err, u.Notice())
		}
		if !strings.Contains(u.Notice(), "board"+ext) || !strings.Contains(u.Notice(), "after "+u.snap.Game.MoveLabel(6)) {
			t.Errorf("notice %q", u.Notice())
		}
		if l := u.files.lastFolder(); l == nil || filepath.Clean(l.Path()) != dir {
			t.Errorf("last folder %v, want %s", l, dir)
		}
		p := u.app.Preferences()
		if !p.Bool(keyPictureNumbers) || p.Int(keyPictureSize) != 400 || p.Bool(keyPictureSVG) != svg {
			t.Errorf("choices kept: numbers %v, size %d, svg %v", p.Bool(keyPictureNumbers), p.Int(keyPictureSize), p.Bool(keyPictureSVG))
		}
		if svg {
			if !bytes.Contains(data, []byte(`width="400"`)) || !bytes.Contains(data, []byte(">7</text>")) {
				t.Errorf("the SVG is not of 400 px with move 7 numbered: %.300s", data)
			}
			continue
		}
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 400 || b.Dy() != 400 {
			t.Errorf("a picture of %v", b)
		}
		if got, want := readDiscs(img, 8), picturetest.DiscsOf(u.snap.Game.SizedAt(7)); got != want {
			t.Errorf("the picture shows %s; the reviewed position is %s", got, want)
		}
		// the same picture as the command line's
		var buf bytes.Buffer
		if err := WritePicture(&buf, false, u.snap.Game, 7, PictureOptions{Size: 400, Numbers: true}); err != nil || !bytes.Equal(buf.Bytes(), data) {
			t.Errorf("the exported picture differs from WritePicture's (%v)", err)
		}
	}
}
