//go:build linux || freebsd || openbsd || netbsd || dragonfly

package view

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
)

// DisplayProblem says why the window cannot open here, or "" if it can.
// This build draws through X11 (GLFW), which panics with a long trace when
// its display cannot be reached, so the display is tried first: set,
// and accepting connections.
func DisplayProblem(getenv func(string) string) string {
	display := getenv("DISPLAY")
	if display == "" {
		if w := getenv("WAYLAND_DISPLAY"); w != "" {
			return fmt.Sprintf("DISPLAY is not set, only WAYLAND_DISPLAY=%s, and the game draws through X11", w)
		}
		return "DISPLAY is not set"
	}
	addrs, err := xAddresses(display)
	if err != nil {
		return fmt.Sprintf("DISPLAY=%s: %v", display, err)
	}
	for _, a := range addrs {
		if c, err := net.DialTimeout(a.network, a.address, 2*time.Second); err == nil {
			c.Close()
			return ""
		}
	}
	return fmt.Sprintf("DISPLAY=%s cannot be reached", display)
}

// xAddress is where an X server listens.
type xAddress struct{ network, address string }

// xAddresses reads DISPLAY, [PROTOCOL/][HOST]:NUMBER[.SCREEN], into the
// places Xlib would connect to: the local socket of that number (on Linux
// also its abstract twin) when there is no host or it is "unix", else TCP
// port 6000+NUMBER on the host.
func xAddresses(display string) ([]xAddress, error) {
	proto, rest, hasProto := strings.Cut(display, "/")
	if !hasProto {
		proto, rest = "", display
	}
	i := strings.LastIndex(rest, ":")
	if i < 0 {
		return nil, fmt.Errorf("no display number (want HOST:NUMBER such as :0)")
	}
	host, number := rest[:i], rest[i+1:]
	number, _, _ = strings.Cut(number, ".") // the screen does not matter
	n, err := strconv.Atoi(number)
	if err != nil || n < 0 {
		return nil, fmt.Errorf("display number %q is not a whole number", number)
	}
	if (host == "" || host == "unix") && proto != "tcp" {
		socket := "/tmp/.X11-unix/X" + strconv.Itoa(n)
		addrs := []xAddress{{"unix", socket}}
		if _, err := os.Stat("/proc/net/unix"); err == nil {
			addrs = append(addrs, xAddress{"unix", "@" + socket})
		}
		return addrs, nil
	}
	if host == "" || host == "unix" {
		host = "localhost"
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	return []xAddress{{"tcp", net.JoinHostPort(host, strconv.Itoa(6000+n))}}, nil
}
