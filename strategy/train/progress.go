// Progress of the long stages: how far, how long so far and how long
// left, said at most every half minute.

package train

import (
	"os"
	"strconv"
	"sync"
	"time"
)

// meter counts the units of work of a stage; safe for concurrent use.
type meter struct {
	mu         sync.Mutex
	cfg        Config
	what       string
	total      int
	done       int
	skipped    int // units found done in the cache: they took no time
	start      time.Time
	lastReport time.Time
}

const meterEvery = 30 * time.Second

func newMeter(cfg Config, what string, total int) *meter {
	now := time.Now()
	return &meter{cfg: cfg, what: what, total: total, start: now, lastReport: now}
}

// skip counts n units already done by an earlier run; a nil meter counts
// nothing.
func (m *meter) skip(n int) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.done += n
	m.skipped += n
}

// add counts n units done now, and reports when the last report is old;
// a nil meter counts nothing.
func (m *meter) add(n int) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.done += n
	if time.Since(m.lastReport) >= meterEvery {
		m.lastReport = time.Now()
		m.cfg.logf("%s: %s", m.what, m.status())
	}
}

// status says how far the stage is: "1200/5000 (24%), 2m0s, about 6m20s left".
func (m *meter) status() string {
	elapsed := time.Since(m.start)
	s := fmtCount(m.done, m.total) + ", " + elapsed.Round(time.Second).String()
	if worked := m.done - m.skipped; worked > 0 && m.done < m.total {
		left := time.Duration(float64(elapsed) / float64(worked) * float64(m.total-m.done))
		s += ", about " + left.Round(time.Second).String() + " left"
	}
	return s
}

func fmtCount(done, total int) string {
	pct := 0
	if total > 0 {
		pct = 100 * done / total
	}
	return strconv.Itoa(done) + "/" + strconv.Itoa(total) + " (" + strconv.Itoa(pct) + "%)"
}

// wthorGameCount is the number of games a WTHOR file holds, from its size
// (a 16-byte header and 68 bytes a game), for the progress lines.
func wthorGameCount(file string) int {
	if st, err := os.Stat(file); err == nil && st.Size() > 16 {
		return int(st.Size()-16) / 68
	}
	return 0
}
