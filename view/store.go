// The state folder's store: files written whole, one at a time off the
// window's goroutine, read back, and a damaged one kept aside.

package view

import (
	"bytes"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"othello/model/bounded"
	"othello/view/i18n"
)

// writeAtomic replaces path with data: a reader, or the next launch after
// a crash, finds either the old content or the new, whole.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	// The rename itself is only durable once the folder is synced. Its
	// failure is not the save's: the file is whole in place already, and
	// some file systems cannot sync a folder at all.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// store writes the state folder's files off the UI goroutine, the latest
// content of each file winning over any not yet written.
type store struct {
	dir     string
	rename  func(from, to string) error // os.Rename; the tests make it fail
	mu      sync.Mutex
	idle    *sync.Cond
	pending map[string][]byte // file name -> content; nil content removes the file
	busy    bool
	// last is each file's content as last handed to be written (nil:
	// removed), so the same content is not written twice
	last map[string][]byte
	// failed is each file whose last write failed, with why, until a
	// write of it succeeds
	failed map[string]error
	news   error // a failure the player has not been told of
	// told: the player has heard of the failures in failed; saving has to
	// work again before another failure is news
	told bool
}

func newStore(dir string) *store {
	s := &store{dir: dir, rename: os.Rename, pending: map[string][]byte{}, last: map[string][]byte{}, failed: map[string]error{}}
	s.idle = sync.NewCond(&s.mu)
	return s
}

// put queues name's new content (nil: remove the file) and returns the
// failure of an earlier write if the player has not been told that saving
// fails: once, however many writes fail after it.
func (s *store) put(name string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.last[name]; !ok || (old == nil) != (data == nil) || !bytes.Equal(old, data) {
		s.last[name] = data
		s.pending[name] = data
		if !s.busy {
			s.busy = true
			go s.run()
		}
	}
	return s.takeNews()
}

// takeNews returns a failure the player has not been told of, now told;
// s.mu is held.
func (s *store) takeNews() error {
	err := s.news
	if err != nil {
		s.news, s.told = nil, true
	}
	return err
}

// failedWrite records that name could not be written; s.mu is held.
func (s *store) failedWrite(name string, err error) {
	s.failed[name] = err
	delete(s.last, name) // written again on the next put, whatever it holds
	if !s.told && s.news == nil {
		s.news = err
	}
}

// refuse records that name's content could not even be made, as a failed
// write of it, and returns what put would.
func (s *store) refuse(name string, err error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failedWrite(name, err)
	return s.takeNews()
}

func (s *store) run() {
	s.mu.Lock()
	for len(s.pending) > 0 {
		for name, data := range s.pending {
			delete(s.pending, name)
			s.mu.Unlock()
			path := filepath.Join(s.dir, name)
			var err error
			if data == nil {
				if err = os.Remove(path); errors.Is(err, os.ErrNotExist) {
					err = nil
				}
			} else {
				err = writeAtomic(path, data)
			}
			s.mu.Lock()
			if err != nil {
				s.failedWrite(name, err)
				continue
			}
			delete(s.failed, name)
			if len(s.failed) == 0 {
				// saving works again: a new failure is news
				s.news, s.told = nil, false
			}
		}
	}
	s.busy = false
	s.idle.Broadcast()
	s.mu.Unlock()
}

// flush waits until every queued file is written, and returns why one of
// them is not (the player told of it or not), nil when all are.
func (s *store) flush() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.busy {
		s.idle.Wait()
	}
	if names := slices.Sorted(maps.Keys(s.failed)); len(names) > 0 {
		return s.failed[names[0]] // the same one each time: one line says why
	}
	return nil
}

// read returns name's content; nil when there is no such file. A file
// larger than any game is refused with a *bounded.TooLongError.
func (s *store) read(name string) ([]byte, error) {
	data, err := bounded.ReadFile(filepath.Join(s.dir, name), bounded.GameFile)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

// maxKeptAside is how many damaged copies of a file are kept: the newest
// few show what went wrong, and the folder does not fill up with them.
const maxKeptAside = 5

// asideName is the name of the nth damaged copy of name kept aside.
func asideName(name string, n int) string {
	if n == 1 {
		return name + ".unreadable"
	}
	return name + ".unreadable-" + strconv.Itoa(n)
}

// keepAside moves the damaged file name out of the way, to a name that no
// earlier copy has (one after the highest), removes the oldest copies
// beyond maxKeptAside, and returns where it went.
func (s *store) keepAside(name string) (string, error) {
	entries, _ := os.ReadDir(s.dir) // an unreadable folder fails the rename below
	var copies []int                // the numbers of the kept copies
	next := 1
	for _, e := range entries {
		n := 0
		switch rest, ok := strings.CutPrefix(e.Name(), name+".unreadable"); {
		case !ok:
			continue
		case rest == "":
			n = 1
		default:
			if n, _ = strconv.Atoi(strings.TrimPrefix(rest, "-")); n < 2 || asideName(name, n) != e.Name() {
				continue
			}
		}
		if e.Type().IsRegular() { // something else in the way is skipped below
			next = max(next, n+1)
			copies = append(copies, n)
		}
	}
	// a name taken since, or by something that is not a copy, is skipped:
	// nothing earlier is replaced. A folder that cannot be looked into
	// (its path runs through a file) ends the search: every name there
	// fails alike, and the rename below says why.
	for ; ; next++ {
		if _, err := os.Lstat(filepath.Join(s.dir, asideName(name, next))); err != nil {
			break
		}
	}
	to := filepath.Join(s.dir, asideName(name, next))
	if err := s.rename(filepath.Join(s.dir, name), to); err != nil {
		return "", err
	}
	slices.Sort(copies)
	for _, n := range copies[:max(0, len(copies)+1-maxKeptAside)] {
		// best effort: an old copy left behind harms nothing
		os.Remove(filepath.Join(s.dir, asideName(name, n)))
	}
	return to, nil
}

// damaged keeps the state folder's file name aside and says so: what
// failed ("the saved game could not be read") and why, and where the file
// was kept, or that it could not be kept and why.
func (s *store) damaged(name, failed string, why error) string {
	to, err := s.keepAside(name)
	if err != nil {
		var link *os.LinkError
		if errors.As(err, &link) {
			err = link.Err // the paths are said already
		}
		return i18n.T("{{.Failed}} ({{.Why}}), nor kept aside ({{.Error}}): {{.File}} will be replaced by the next save",
			i18n.Args{"Failed": failed, "Why": i18n.ShortReason(why), "Error": i18n.ShortReason(err), "File": filepath.Join(s.dir, name)})
	}
	return i18n.T("{{.Failed}} ({{.Why}}); kept as {{.File}}", i18n.Args{"Failed": failed, "Why": i18n.ShortReason(why), "File": to})
}
