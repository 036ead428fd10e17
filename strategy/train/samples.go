// Labelled positions and their files: 18 bytes a position, written whole
// to a temporary file and renamed, so that an interrupted run leaves
// either a complete file or none.

package train

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"

	"othello/model"
	"othello/model/bounded"
)

// Sample is a position with its value: the final disc difference for the
// side to move under (near-)perfect play.
type Sample struct {
	Board model.Board
	Label int8
	Exact bool // Label is our solver's proven result
}

const sampleSize = 18

// writeSamples writes samples to path atomically.
func writeSamples(path string, samples []Sample) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	w := bufio.NewWriter(tmp)
	var buf [sampleSize]byte
	for _, s := range samples {
		binary.LittleEndian.PutUint64(buf[0:], s.Board.Player)
		binary.LittleEndian.PutUint64(buf[8:], s.Board.Opponent)
		buf[16] = byte(s.Label)
		buf[17] = 0
		if s.Exact {
			buf[17] = 1
		}
		w.Write(buf[:])
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// readSamples reads a file written by writeSamples.
func readSamples(path string) ([]Sample, error) {
	data, err := bounded.ReadFile(path, bounded.TrainingData)
	if err != nil {
		return nil, err
	}
	if len(data)%sampleSize != 0 {
		return nil, fmt.Errorf("%s: %d bytes is not a whole number of samples", path, len(data))
	}
	out := make([]Sample, len(data)/sampleSize)
	for i := range out {
		r := data[i*sampleSize:]
		b := model.Board{Player: binary.LittleEndian.Uint64(r), Opponent: binary.LittleEndian.Uint64(r[8:])}
		if b.Player&b.Opponent != 0 || r[17] > 1 {
			return nil, fmt.Errorf("%s: sample %d is damaged", path, i)
		}
		out[i] = Sample{Board: b, Label: int8(r[16]), Exact: r[17] == 1}
	}
	return out, nil
}
