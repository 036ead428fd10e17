// The file format of trained weights: a gzip stream holding a header
// (format version, phases, the geometry of the patterns and terms), a
// CRC-32 of the weights, and the weights themselves.

package strategy

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"sync"

	"othello/resources"

	"othello/model/bounded"
)

// patternMagic opens every weight file; patternVersion changes whenever the
// layout or the meaning of the weights does.
const (
	patternMagic   = "OTPW"
	patternVersion = 1
)

// header lists what the weights were fitted for: a file made for other
// patterns, phases or terms is refused rather than misread.
func patternHeader() []byte {
	var h bytes.Buffer
	h.WriteString(patternMagic)
	le := binary.LittleEndian
	h.Write(le.AppendUint16(nil, patternVersion))
	h.Write(le.AppendUint16(nil, numPhases))
	h.Write(le.AppendUint16(nil, phasePlies))
	h.Write(le.AppendUint16(nil, numPatterns))
	for _, sq := range patternSquares {
		h.WriteByte(byte(len(sq)))
		for _, s := range sq {
			h.WriteByte(byte(s))
		}
	}
	h.Write(le.AppendUint16(nil, numTerms))
	for _, n := range termSize {
		h.Write(le.AppendUint16(nil, uint16(n)))
	}
	return h.Bytes()
}

// canonicalIndices lists the configurations of pattern t that stand for
// their mirror images: only these are stored.
var canonicalIndices = sync.OnceValue(func() (out [numPatterns][]int) {
	for t, canon := range patternCanon {
		for i, c := range canon {
			if int(c) == i {
				out[t] = append(out[t], i)
			}
		}
	}
	return out
})

// WriteTo writes the weights in the file format, compressed.
func (pw *PatternWeights) WriteTo(w io.Writer) (int64, error) {
	return writeCompressed(w, pw.marshal())
}

// marshal returns the file's content before compression: the header, the
// payload's length and checksum, and the payload.
func (pw *PatternWeights) marshal() []byte {
	var payload []byte
	le := binary.LittleEndian
	for ph := range numPhases {
		wt := pw.byPhase[ph]
		for t := range numPatterns {
			for _, i := range canonicalIndices()[t] {
				payload = le.AppendUint16(payload, uint16(wt[featureOffsets[t]+i]))
			}
		}
		for k := range numTerms {
			for v := range termSize[k] {
				payload = le.AppendUint16(payload, uint16(wt[featureOffsets[numPatterns+k]+v]))
			}
		}
	}
	var raw bytes.Buffer
	raw.Write(patternHeader())
	raw.Write(le.AppendUint32(nil, uint32(len(payload))))
	raw.Write(le.AppendUint32(nil, crc32.ChecksumIEEE(payload)))
	raw.Write(payload)
	return raw.Bytes()
}

// writeCompressed writes raw to w gzipped, as the resource files are
// kept, and says how many bytes went to w.
func writeCompressed(w io.Writer, raw []byte) (int64, error) {
	cw := &countingWriter{w: w}
	zw, err := gzip.NewWriterLevel(cw, gzip.BestCompression)
	if err != nil {
		return 0, err
	}
	if _, err := zw.Write(raw); err != nil {
		return cw.n, err
	}
	err = zw.Close()
	return cw.n, err
}

// readCompressed undoes writeCompressed, reading at most limit bytes (one
// more says the file is too long) so that a forged stream cannot exhaust
// memory. name and kind word the errors: "book: not a book file".
func readCompressed(data []byte, limit int, name, kind string) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: not a %s file (%v)", name, kind, err)
	}
	raw, err := io.ReadAll(io.LimitReader(zr, int64(limit)+1))
	if err != nil {
		return nil, fmt.Errorf("%s: damaged file (%v)", name, err)
	}
	return raw, nil
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// ParsePatternWeights reads weights in the file format, checking the
// header and the checksum.
func ParsePatternWeights(data []byte) (*PatternWeights, error) {
	want := len(patternHeader()) + 8 + 2*numPhases*storedPerPhase()
	raw, err := readCompressed(data, want, "trained weights", "weight")
	if err != nil {
		return nil, err
	}
	h := patternHeader()
	switch {
	case len(raw) < len(h) || string(raw[:4]) != patternMagic:
		return nil, errors.New("trained weights: not a weight file (bad magic)")
	case binary.LittleEndian.Uint16(raw[4:]) != patternVersion:
		return nil, fmt.Errorf("trained weights: format version %d, this program reads version %d", binary.LittleEndian.Uint16(raw[4:]), patternVersion)
	case !bytes.Equal(raw[:len(h)], h):
		return nil, errors.New("trained weights: made for other patterns, phases or terms")
	case len(raw) != want:
		return nil, fmt.Errorf("trained weights: %d bytes where %d were expected (truncated or padded)", len(raw), want)
	}
	le := binary.LittleEndian
	n := le.Uint32(raw[len(h):])
	sum := le.Uint32(raw[len(h)+4:])
	payload := raw[len(h)+8:]
	if int(n) != len(payload) {
		return nil, fmt.Errorf("trained weights: the header says %d bytes of weights, the file holds %d", n, len(payload))
	}
	if crc32.ChecksumIEEE(payload) != sum {
		return nil, errors.New("trained weights: checksum mismatch (damaged file)")
	}
	pw := &PatternWeights{fileCRC: TrainedWeightsCRC(data)}
	next := func() int16 {
		v := int16(le.Uint16(payload))
		payload = payload[2:]
		return v
	}
	for ph := range numPhases {
		w := make([]int16, phaseWeights)
		for t := range numPatterns {
			for _, i := range canonicalIndices()[t] {
				w[featureOffsets[t]+i] = next()
			}
			for i, c := range patternCanon[t] {
				w[featureOffsets[t]+i] = w[featureOffsets[t]+int(c)]
			}
		}
		for k := range numTerms {
			for v := range termSize[k] {
				w[featureOffsets[numPatterns+k]+v] = next()
			}
		}
		pw.byPhase[ph] = w
	}
	return pw, nil
}

// storedPerPhase is the number of weights a file stores for each phase.
func storedPerPhase() int {
	n := 0
	for t := range numPatterns {
		n += len(canonicalIndices()[t])
	}
	for _, s := range termSize {
		n += s
	}
	return n
}

// LoadPatternWeights reads a weight file.
func LoadPatternWeights(path string) (*PatternWeights, error) {
	data, err := bounded.ReadFile(path, bounded.WeightFile)
	if err != nil {
		return nil, err
	}
	return ParsePatternWeights(data)
}

// trainedWeights is the evaluation embedded in package resources, parsed
// once; err says why it could not be used.
var trainedWeights = sync.OnceValues(func() (*PatternWeights, error) {
	return ParsePatternWeights(resources.TrainedWeights())
})
