package sound_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"othello/view/sound"
)

// TestOpenWithoutDevice opens the speaker in a child process (the speaker
// can be set up once per process) whose ALSA configuration defines no
// device, as on a machine without sound hardware or server.
func TestOpenWithoutDevice(t *testing.T) {
	if os.Getenv("SOUND_OPEN_CHILD") == "1" {
		openWithoutDeviceChild()
		return
	}
	conf, err := filepath.Abs("testdata/no-audio.conf")
	if err != nil {
		t.Fatal(err)
	}
	// Not a speed limit: only a bound to tell a hang from a slow machine.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestOpenWithoutDevice$", "-test.v")
	cmd.Env = append(os.Environ(), "SOUND_OPEN_CHILD=1", "ALSA_CONFIG_PATH="+conf)
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("Open hung without a device:\n%s", out)
	}
	if err != nil {
		t.Fatalf("child failed: %v\n%s", err, out)
	}
	for _, want := range []string{"silent=true", "error=no audio output", "again=same", "played"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("child output lacks %q:\n%s", want, out)
		}
	}
}

// openWithoutDeviceChild reports what Open gave, for the parent to check.
func openWithoutDeviceChild() {
	p, err := sound.Open()
	os.Stdout.WriteString("silent=" + strconv.FormatBool(p == sound.Silent()) + "\n")
	if err != nil {
		os.Stdout.WriteString("error=" + err.Error() + "\n")
	}
	p2, err2 := sound.Open()
	if p2 == p && err2 == err {
		os.Stdout.WriteString("again=same\n")
	}
	p.SetVolume(0.5)
	p.SetEnabled(true)
	for _, e := range sound.Effects() {
		p.Play(e, 0)
	}
	os.Stdout.WriteString("played\n")
}
