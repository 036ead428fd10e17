package cli

import (
	"fmt"
	"os"
	"runtime/debug"
	"strconv"
	"time"
)

// Build is what the binary knows of itself: its version, and the commit
// and time Go recorded when it was built.
type Build struct {
	Version string    // FyneApp.toml's Version
	Commit  string    // the commit, short, "-dirty" when the tree was modified; "" unknown
	Time    time.Time // the commit's time; zero unknown
}

// BuildOf reads the build's commit and time from Go's build information
// (nil: none, as in test binaries and builds with -buildvcs=false).
func BuildOf(version string, info *debug.BuildInfo) Build {
	b := Build{Version: version}
	if info == nil {
		return b
	}
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Commit = s.Value
		case "vcs.time":
			b.Time, _ = time.Parse(time.RFC3339, s.Value)
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if len(b.Commit) > 7 {
		b.Commit = b.Commit[:7]
	}
	if b.Commit != "" && modified {
		b.Commit += "-dirty"
	}
	return b
}

// String is the version with its commit and build date,
// "0.1.0 (commit abc1234, built 2026-11-25)", "unknown" for what the
// build did not record.
func (b Build) String() string {
	v, commit, date := b.Version, b.Commit, "unknown"
	if v == "" {
		v = "unknown"
	}
	if commit == "" {
		commit = "unknown"
	}
	if !b.Time.IsZero() {
		date = b.Time.UTC().Format(time.DateOnly)
	}
	return fmt.Sprintf("%s (commit %s, built %s)", v, commit, date)
}

// VersionLine is what othello version prints.
func (b Build) VersionLine() string { return "othello " + b.String() }

// manDate is the date the man pages carry: SOURCE_DATE_EPOCH when set
// (the reproducible-builds convention, for packagers), else the build's
// commit time, else today.
func (b Build) manDate() (time.Time, error) {
	if s, ok := os.LookupEnv("SOURCE_DATE_EPOCH"); ok && s != "" {
		sec, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return time.Time{}, Errorf("usage", "SOURCE_DATE_EPOCH %s is not a number of seconds", excerpt(s))
		}
		return time.Unix(sec, 0).UTC(), nil
	}
	if !b.Time.IsZero() {
		return b.Time.UTC(), nil
	}
	return time.Now().UTC(), nil
}
