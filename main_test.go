package main

import (
	"bytes"
	"net"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// TestMain runs the program itself when OTHELLO_MAIN_ARGS is set, so that
// the tests can watch a whole run, initialisation included, from outside.
func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv("OTHELLO_MAIN_ARGS"); ok {
		os.Args = append([]string{"othello"}, strings.Fields(args)...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runMain runs main in a fresh process with the given environment added.
func runMain(t *testing.T, args string, env ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(append(os.Environ(), "OTHELLO_MAIN_ARGS="+args), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errOut.String(), code
}

// Under the locales of a fresh Debian machine a command prints its own
// output and nothing else: no "Fyne error: Error parsing user locale".
func TestCommandsQuietUnderEveryLocale(t *testing.T) {
	for _, lang := range []string{"C.UTF-8", "C", "POSIX", "en_US.UTF-8", "fr_FR.UTF-8"} {
		for _, vars := range [][]string{{"LANG=" + lang, "LC_ALL=", "LC_MESSAGES=", "LANGUAGE="}, {"LC_ALL=" + lang, "LANGUAGE="}} {
			out, errOut, code := runMain(t, "help", vars...)
			if code != 0 || !strings.HasPrefix(out, "usage: othello") || errOut != "" {
				t.Errorf("%v othello help: exit %d, stdout %.60q, stderr %q; want the usage alone", vars, code, out, errOut)
			}
			out, errOut, code = runMain(t, "perft 1", vars...)
			if code != 0 || !strings.HasPrefix(out, "perft(1) = 4\n") || errOut != "" {
				t.Errorf("%v othello perft 1: exit %d, stdout %q, stderr %q", vars, code, out, errOut)
			}
		}
	}
}

// With no display the window says so in one line and exits 1: DISPLAY
// unset, set to a server that is not there, or only Wayland's set.
func TestNoDisplayIsOneLine(t *testing.T) {
	want := func(reason string) string {
		return "othello: display: no graphical display found (" + reason + "); sub-commands still work: othello help\n"
	}
	tests := []struct {
		env    []string
		reason string
	}{
		{[]string{"DISPLAY=", "WAYLAND_DISPLAY="}, "DISPLAY is not set"},
		{[]string{"DISPLAY=:64999", "WAYLAND_DISPLAY="}, "DISPLAY=:64999 cannot be reached"},
		{[]string{"DISPLAY=", "WAYLAND_DISPLAY=wayland-0"}, "DISPLAY is not set, only WAYLAND_DISPLAY=wayland-0, and the game draws through X11"},
		{[]string{"DISPLAY=nonsense", "WAYLAND_DISPLAY="}, "DISPLAY=nonsense: no display number (want HOST:NUMBER such as :0)"},
	}
	for _, tt := range tests {
		out, errOut, code := runMain(t, "", append(tt.env, "LANG=C.UTF-8")...)
		if code != 1 || out != "" || errOut != want(tt.reason) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and %q", tt.env, code, out, errOut, want(tt.reason))
		}
	}
}

func TestXAddresses(t *testing.T) {
	local := func(n string) []xAddress {
		a := []xAddress{{"unix", "/tmp/.X11-unix/X" + n}}
		if _, err := os.Stat("/proc/net/unix"); err == nil {
			a = append(a, xAddress{"unix", "@/tmp/.X11-unix/X" + n})
		}
		return a
	}
	tests := []struct {
		display string
		want    []xAddress
		wantErr bool
	}{
		{":0", local("0"), false},
		{":1.0", local("1"), false},
		{"unix:12", local("12"), false},
		{"localhost:10.0", []xAddress{{"tcp", "localhost:6010"}}, false},
		{"tcp/:3", []xAddress{{"tcp", "localhost:6003"}}, false},
		{"[::1]:2", []xAddress{{"tcp", "[::1]:6002"}}, false},
		{"host.example:0", []xAddress{{"tcp", "host.example:6000"}}, false},
		{"0", nil, true},
		{":x", nil, true},
		{":-1", nil, true},
	}
	for _, tt := range tests {
		got, err := xAddresses(tt.display)
		if (err != nil) != tt.wantErr || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q: %v, %v; want %v (error %v)", tt.display, got, err, tt.want, tt.wantErr)
		}
	}
}

// A display that accepts connections is no problem.
func TestDisplayReachable(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	port := l.Addr().(*net.TCPAddr).Port
	if port < 6000 {
		t.Fatalf("port %d is below X's 6000", port)
	}
	env := map[string]string{"DISPLAY": "127.0.0.1:" + strconv.Itoa(port-6000)}
	if p := displayProblem(func(k string) string { return env[k] }); p != "" {
		t.Errorf("%v: %s; want no problem", env, p)
	}
	l.Close()
	if p := displayProblem(func(k string) string { return env[k] }); p == "" {
		t.Errorf("%v after the server closed: no problem reported", env)
	}
}
