// The network's file format: a gzip stream holding a header (format
// version, the network's sizes and features, the CRC-32 of the pattern
// weights' file it corrects), a CRC-32 of the weights, and the weights.

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
)

// networkMagic opens every network file; networkVersion changes whenever
// the layout or the meaning of the weights does.
const (
	networkMagic   = "OTNN"
	networkVersion = 1
)

// networkHeader lists what the network was built for: a file made for
// other sizes or features is refused rather than misread.
func networkHeader() []byte {
	le := binary.LittleEndian
	h := []byte(networkMagic)
	for _, v := range []int{networkVersion, netHidden, netHidden2, numPhases, maxInstances, numNetTerms} {
		h = le.AppendUint16(h, uint16(v))
	}
	for _, n := range netTermSize {
		h = le.AppendUint16(h, uint16(n))
	}
	return h
}

// networkPayloadSize is the length of the weights in a file: the
// canonical pattern rows and the scalar rows as int16 lanes, then the
// dense layers as int32.
func networkPayloadSize() int {
	rows := 0
	for t := range numPatterns {
		rows += len(canonicalIndices()[t])
	}
	for _, n := range netTermSize {
		rows += n
	}
	return rows*netHidden*2 + 4*(netHidden+netHidden2*netHidden+netHidden2+numPhases*netHidden2+numPhases)
}

// IsNetworkFile says whether data (a file's content, gzipped) is a network.
func IsNetworkFile(data []byte) bool {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return false
	}
	var magic [4]byte
	_, err = io.ReadFull(zr, magic[:])
	return err == nil && string(magic[:]) == networkMagic
}

// WriteTo writes the network in the file format, compressed.
func (n *NetworkWeights) WriteTo(w io.Writer) (int64, error) {
	return writeCompressed(w, n.marshal())
}

// marshal returns the file's content before compression.
func (n *NetworkWeights) marshal() []byte {
	le := binary.LittleEndian
	var p []byte
	row := func(r int) {
		for h := range netHidden {
			q := int16(uint16(n.emb[r*netWords+h/4]>>(16*(h%4)))) - netEmbBias
			p = le.AppendUint16(p, uint16(q))
		}
	}
	for t := range numPatterns {
		for _, i := range canonicalIndices()[t] {
			row(featureOffsets[t] + i)
		}
	}
	for k := range numNetTerms {
		for v := range netTermSize[k] {
			row(netRowOffset[maxInstances+k] + v)
		}
	}
	i32 := func(xs ...int32) {
		for _, x := range xs {
			p = le.AppendUint32(p, uint32(x))
		}
	}
	i32(n.b1[:]...)
	for j := range netHidden2 {
		i32(n.w2[j][:]...)
	}
	i32(n.b2[:]...)
	for ph := range numPhases {
		i32(n.w3[ph][:]...)
	}
	i32(n.b3[:]...)
	raw := networkHeader()
	raw = le.AppendUint32(raw, n.baseCRC)
	raw = le.AppendUint32(raw, uint32(len(p)))
	raw = le.AppendUint32(raw, crc32.ChecksumIEEE(p))
	return append(raw, p...)
}

// ParseNetwork reads a network in the file format, checking the header,
// the checksum and that base (the pattern weights it corrects) is the
// file it was trained on.
func ParseNetwork(data []byte, base *PatternWeights) (*NetworkWeights, error) {
	h := networkHeader()
	want := len(h) + 12 + networkPayloadSize()
	raw, err := readCompressed(data, want, "network weights", "network")
	if err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	switch {
	case len(raw) < len(h) || string(raw[:4]) != networkMagic:
		return nil, errors.New("network weights: not a network file (bad magic)")
	case le.Uint16(raw[4:]) != networkVersion:
		return nil, fmt.Errorf("network weights: format version %d, this program reads %d", le.Uint16(raw[4:]), networkVersion)
	case !bytes.Equal(raw[:len(h)], h):
		return nil, errors.New("network weights: made for another network shape")
	case len(raw) != want:
		return nil, fmt.Errorf("network weights: %d bytes, want %d (truncated or padded)", len(raw), want)
	}
	baseCRC := le.Uint32(raw[len(h):])
	size, sum := le.Uint32(raw[len(h)+4:]), le.Uint32(raw[len(h)+8:])
	p := raw[len(h)+12:]
	switch {
	case int(size) != len(p):
		return nil, fmt.Errorf("network weights: payload of %d bytes, header says %d", len(p), size)
	case crc32.ChecksumIEEE(p) != sum:
		return nil, errors.New("network weights: checksum mismatch (damaged file)")
	case base == nil || base.fileCRC != baseCRC:
		return nil, fmt.Errorf("network weights: trained on the pattern weights of CRC %08x, not these", baseCRC)
	}
	n := &NetworkWeights{base: base, baseCRC: baseCRC, fileCRC: TrainedWeightsCRC(data), emb: hugeWords(netRows * netWords)}
	row := func(r int) error {
		for h := range netHidden {
			q := int32(int16(le.Uint16(p)))
			p = p[2:]
			if q < -netEmbMax || q > netEmbMax {
				return fmt.Errorf("network weights: row %d holds %d, beyond ±%d", r, q, netEmbMax)
			}
			n.emb[r*netWords+h/4] |= uint64(q+netEmbBias) << (16 * (h % 4))
		}
		return nil
	}
	for t := range numPatterns {
		for _, i := range canonicalIndices()[t] {
			if err := row(featureOffsets[t] + i); err != nil {
				return nil, err
			}
		}
		// the other configurations take their canonical one's row
		for i, c := range patternCanon[t] {
			r, rc := (featureOffsets[t]+i)*netWords, (featureOffsets[t]+int(c))*netWords
			copy(n.emb[r:r+netWords], n.emb[rc:rc+netWords])
		}
	}
	for k := range numNetTerms {
		for v := range netTermSize[k] {
			if err := row(netRowOffset[maxInstances+k] + v); err != nil {
				return nil, err
			}
		}
	}
	i32 := func(xs []int32, lim int32) error {
		for i := range xs {
			xs[i] = int32(le.Uint32(p))
			p = p[4:]
			if xs[i] < -lim || xs[i] > lim {
				return fmt.Errorf("network weights: a layer weight %d beyond ±%d", xs[i], lim)
			}
		}
		return nil
	}
	errs := []error{i32(n.b1[:], 1<<20)}
	for j := range netHidden2 {
		errs = append(errs, i32(n.w2[j][:], 2047))
	}
	errs = append(errs, i32(n.b2[:], 1<<26))
	for ph := range numPhases {
		errs = append(errs, i32(n.w3[ph][:], 32767))
	}
	errs = append(errs, i32(n.b3[:], 32767))
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	n.prepare()
	return n, nil
}

// NetworkBaseCRC returns the CRC-32 of the pattern weights' file a network
// corrects, which must be read with it.
func (n *NetworkWeights) NetworkBaseCRC() uint32 { return n.baseCRC }

// Base returns the pattern evaluation the network corrects.
func (n *NetworkWeights) Base() *PatternWeights { return n.base }

// shippedNetwork returns the shipped network, read once.
var shippedNetwork = sync.OnceValues(func() (*NetworkWeights, error) {
	data := shippedNetworkFile()
	if data == nil {
		return nil, errors.New("network weights: none shipped (give a network file: weights=FILE)")
	}
	base, err := trainedWeights()
	if err != nil {
		return nil, err
	}
	return ParseNetwork(data, base)
})

// shippedNetworkFile is the network embedded in the program: none yet
// (a network ships in resources only once it plays at least as well as
// the pattern evaluation alone).
func shippedNetworkFile() []byte { return nil }
