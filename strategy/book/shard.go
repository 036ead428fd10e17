// Sharded scoring: the positions a build (or one batch of an extension)
// searches, in their fixed order, cut into N slices; shard I/N scores the
// positions k with k mod N = I-1 into its own folder of the work folder,
// and the merge takes their scores into the work file, from which the book
// is made as one run makes it.

package book

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"path/filepath"

	"othello/model"
	"othello/strategy"
	"othello/strategy/shard"
)

// positionsCRC names a list of positions, for the shards' manifests.
func positionsCRC(todo []model.Board) uint32 {
	buf := make([]byte, 0, 16*len(todo))
	for _, b := range todo {
		buf = binary.LittleEndian.AppendUint64(buf, b.Player)
		buf = binary.LittleEndian.AppendUint64(buf, b.Opponent)
	}
	return crc32.ChecksumIEEE(buf)
}

// buildWork describes in one line the positions a build scores: its
// shards and their merge must agree on it.
func buildWork(cfg Config, todo []model.Board) string {
	return fmt.Sprintf("book build: %d positions within %d moves reached by %d games or more (CRC %08x), searched %d plies deep",
		len(todo), cfg.Plies, cfg.MinGames, positionsCRC(todo), cfg.Depth)
}

// extendWork describes one batch of an extension of bk.
func extendWork(bk *strategy.Book, cfg ExtendConfig, todo []model.Board) string {
	var buf bytes.Buffer
	bk.WriteTo(&buf) // into memory: no error
	return fmt.Sprintf("book extend of a book of %d positions (CRC %08x): the next %d positions within %g discs of the best (CRC %08x), searched %d plies deep",
		bk.Len(), crc32.ChecksumIEEE(buf.Bytes()), len(todo), cfg.Margin, positionsCRC(todo), cfg.Depth)
}

// scoreShard scores s's positions of todo (todo[k] is item k) at depth
// into s's folder under workDir, taking from the work folder's own file
// the scores it holds. Each score is saved as it is found, so a stopped
// shard resumes; limit stops it after that many new ones as Build's does.
func scoreShard(ctx context.Context, s shard.Shard, workDir, what string, todo []model.Board, depth, threads, limit int, log io.Writer) error {
	dir, err := shard.Start(workDir, s, what)
	if err != nil {
		return err
	}
	var mine []model.Board
	for k, b := range todo {
		if s.Owns(k) {
			mine = append(mine, b)
		}
	}
	known, err := readScores(filepath.Join(workDir, workFile))
	if err != nil {
		return err
	}
	w, err := openWork(dir)
	if err != nil {
		return err
	}
	// the shard's folder holds all its scores, wherever they came from,
	// so the merge needs nothing else of this machine
	for _, b := range mine {
		if _, ok := w.lookup(b, depth); !ok {
			if e, ok := known[b]; ok && e.Depth == depth {
				if err := w.save(b, e); err != nil {
					w.close()
					return err
				}
			}
		}
	}
	fmt.Fprintf(log, "shard %v: %d of the %d positions, into %s\n", s, len(mine), len(todo), dir)
	_, err = scoreAll(ctx, w, mine, depth, threads, limit, log)
	if cerr := w.close(); err == nil && cerr != nil {
		err = fmt.Errorf("the work file: %w", cerr)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "shard %v: done; once every shard is, the same command with --merge in place of --shard %v makes the book\n", s, s)
	return nil
}

// mergeScores adds to the work folder's file, in todo's order, the scores
// at depth it lacks of the positions of todo, each from the shard that
// scored it (item k from shard k mod N + 1). The shards' folders are
// dirs, or every shard-* folder of workDir; a set with a shard missing,
// twice, of other work than what, or unfinished is refused before
// anything is written.
func mergeScores(workDir string, dirs []string, what string, todo []model.Board, depth int, log io.Writer) error {
	dirs, err := shard.Find(workDir, dirs, what)
	if err != nil {
		return err
	}
	n := len(dirs)
	theirs := make([]map[model.Board]strategy.BookEntry, n)
	for i, d := range dirs {
		if theirs[i], err = readScores(filepath.Join(d, workFile)); err != nil {
			return err
		}
	}
	have, err := readScores(filepath.Join(workDir, workFile))
	if err != nil {
		return err
	}
	var add []int // indices in todo
	lacks := make([]int, n)
	for k, b := range todo {
		if e, ok := have[b]; ok && e.Depth == depth {
			continue
		}
		if e, ok := theirs[k%n][b]; !ok || e.Depth != depth {
			lacks[k%n]++
		}
		add = append(add, k)
	}
	for i, l := range lacks {
		if l > 0 {
			s := shard.Shard{I: i + 1, N: n}
			return fmt.Errorf("shard %v (%s) has not finished: it lacks %d of its positions' scores; run it again to finish", s, dirs[i], l)
		}
	}
	w, err := openWork(workDir)
	if err != nil {
		return err
	}
	for _, k := range add {
		if err := w.save(todo[k], theirs[k%n][todo[k]]); err != nil {
			w.close()
			return err
		}
	}
	if err := w.close(); err != nil {
		return fmt.Errorf("the work file: %w", err)
	}
	fmt.Fprintf(log, "merged %d shards: %d scores taken into %s\n", n, len(add), filepath.Join(workDir, workFile))
	return nil
}
