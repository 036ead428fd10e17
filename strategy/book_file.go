// The opening book's file format: a gzip stream holding a header (magic,
// format version, the CRC-32 of the weights it was scored with, the
// number of positions, the CRC-32 of the positions) and the positions.

package strategy

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"sync"

	"othello/model"
	"othello/model/bounded"
	"othello/resources"
)

// bookMagic opens every book file; bookVersion changes whenever the
// layout or the meaning of its fields does.
const (
	bookMagic   = "OTBK"
	bookVersion = 1
	// bookHeaderSize: magic, version, weights CRC, count, positions CRC
	bookHeaderSize = 4 + 2 + 4 + 4 + 4
	// bookRecordSize: player, opponent, score, value, move, depth, games
	bookRecordSize = 8 + 8 + 2 + 2 + 1 + 1 + 4
	// bookMaxPositions bounds what a reader accepts, so that a forged
	// header cannot exhaust memory
	bookMaxPositions = 4 << 20
)

// WriteTo writes the book in the file format, compressed; the positions
// go in a fixed order, so the same book always makes the same bytes.
func (bk *Book) WriteTo(w io.Writer) (int64, error) {
	le := binary.LittleEndian
	pos := bk.Positions()
	payload := make([]byte, 0, len(pos)*bookRecordSize)
	for _, b := range pos {
		e := bk.nodes[b]
		payload = le.AppendUint64(payload, b.Player)
		payload = le.AppendUint64(payload, b.Opponent)
		payload = le.AppendUint16(payload, uint16(int16(e.Score)))
		payload = le.AppendUint16(payload, uint16(int16(e.Value)))
		payload = append(payload, byte(e.Move), byte(e.Depth))
		payload = le.AppendUint32(payload, uint32(e.Games))
	}
	var raw bytes.Buffer
	raw.WriteString(bookMagic)
	raw.Write(le.AppendUint16(nil, bookVersion))
	raw.Write(le.AppendUint32(nil, bk.EvalCRC))
	raw.Write(le.AppendUint32(nil, uint32(len(pos))))
	raw.Write(le.AppendUint32(nil, crc32.ChecksumIEEE(payload)))
	raw.Write(payload)
	return writeCompressed(w, raw.Bytes())
}

// ParseBook reads a book in the file format, checking the header, the
// checksum and every position; the error says why a book is refused.
func ParseBook(data []byte) (*Book, error) {
	raw, err := readCompressed(data, bookHeaderSize+bookMaxPositions*bookRecordSize, "book", "book")
	if err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	switch {
	case len(raw) < bookHeaderSize || string(raw[:4]) != bookMagic:
		return nil, errors.New("book: not a book file (bad magic)")
	case le.Uint16(raw[4:]) != bookVersion:
		return nil, fmt.Errorf("book: format version %d, this program reads version %d", le.Uint16(raw[4:]), bookVersion)
	}
	bk := NewBook()
	bk.EvalCRC = le.Uint32(raw[6:])
	n := int(le.Uint32(raw[10:]))
	sum := le.Uint32(raw[14:])
	payload := raw[bookHeaderSize:]
	if n > bookMaxPositions || len(payload) != n*bookRecordSize {
		return nil, fmt.Errorf("book: the header says %d positions, the file holds %d bytes of them (truncated or padded)", n, len(payload))
	}
	if crc32.ChecksumIEEE(payload) != sum {
		return nil, errors.New("book: checksum mismatch (damaged file)")
	}
	for i := range n {
		r := payload[i*bookRecordSize:][:bookRecordSize]
		b := model.Board{Player: le.Uint64(r), Opponent: le.Uint64(r[8:])}
		e := BookEntry{Score: int(int16(le.Uint16(r[16:]))), Value: int(int16(le.Uint16(r[18:]))),
			Move: model.Square(int8(r[20])), Depth: int(r[21]), Games: int(le.Uint32(r[22:]))}
		if c, _ := Canonical(b); c != b {
			return nil, fmt.Errorf("book: position %d is not in its canonical form", i+1)
		}
		if b.Player&b.Opponent != 0 || !e.Move.OnBoard() || !b.IsLegal(e.Move) {
			return nil, fmt.Errorf("book: position %d is impossible or its move illegal", i+1)
		}
		bk.nodes[b] = e
	}
	return bk, nil
}

// LoadBook reads a book file.
func LoadBook(path string) (*Book, error) {
	data, err := bounded.ReadFile(path, bounded.BookFile)
	if err != nil {
		return nil, err
	}
	return ParseBook(data)
}

// Save writes the book to path, through a temporary file so that a
// stopped write never leaves half a book.
func (bk *Book) Save(path string) error {
	var buf bytes.Buffer
	if _, err := bk.WriteTo(&buf); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// EvalCRC is the CRC-32 of the embedded trained weight file: a book
// records the weights it was scored with.
func EvalCRC() uint32 { return crc32.ChecksumIEEE(resources.TrainedWeights()) }

// defaultBook is the book embedded in package resources, parsed once; err
// says why it could not be used, and the levels then play without it.
var defaultBook = sync.OnceValues(func() (*Book, error) {
	data := resources.Book()
	if len(data) == 0 {
		return nil, errors.New("book: none shipped")
	}
	return ParseBook(data)
})

// DefaultBook returns the shipped opening book, or why it cannot be used
// (the levels then play without it).
func DefaultBook() (*Book, error) { return defaultBook() }
