//go:build linux || freebsd || openbsd || netbsd || dragonfly

package view

import (
	"net"
	"os"
	"reflect"
	"strconv"
	"testing"
)

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
	if p := DisplayProblem(func(k string) string { return env[k] }); p != "" {
		t.Errorf("%v: %s; want no problem", env, p)
	}
	l.Close()
	if p := DisplayProblem(func(k string) string { return env[k] }); p == "" {
		t.Errorf("%v after the server closed: no problem reported", env)
	}
}
