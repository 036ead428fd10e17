// Command fakeengine is a scripted engine for the engine client's tests:
// fakeengine PROTOCOL MODE [ARG] speaks nboard, gtp or play (the line
// protocol; the client adds --noir or --blanc) and plays the first legal
// move, or misbehaves as MODE says:
//
//	good       plays well enough: the first legal move
//	hang       answers the start, never a move
//	hangstart  answers nothing at all
//	slowstart  sleeps ARG (a duration) before reading anything, then good
//	crash      exits with status 3 at its ARG-th move (default 1), after a
//	           line on standard error
//	illegal    answers an occupied square (d4 or e4)
//	garbage    answers a move that is no square: z9
//	malformed  answers lines outside the protocol
//	resign     resigns (GTP)
//	child      starts a child that sleeps, says its pid on standard error
//	           ("child 1234"), and hangs at its move
//	sleep      sleeps (the child)
package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"othello/model"
)

var mode string

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: fakeengine nboard|gtp|play MODE [ARG]")
		os.Exit(2)
	}
	protocol, arg := os.Args[1], ""
	mode = os.Args[2]
	if len(os.Args) > 3 {
		arg = os.Args[3]
	}
	fmt.Fprintf(os.Stderr, "fakeengine %s %s starting (pid %d)\n", protocol, mode, os.Getpid())
	switch mode {
	case "sleep", "hangstart":
		hang()
	case "slowstart":
		d, _ := time.ParseDuration(arg)
		time.Sleep(d)
	case "child":
		c := exec.Command(os.Args[0], protocol, "sleep")
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "child %d\n", c.Process.Pid)
	}
	crashAt := 1
	if mode == "crash" && arg != "" {
		crashAt, _ = strconv.Atoi(arg)
	}
	moves := 0
	// myMove is the fake's answer in g, or "" to hang
	myMove := func(g *model.Game) string {
		moves++
		switch mode {
		case "hang", "child":
			hang()
		case "crash":
			if moves >= crashAt {
				fmt.Fprintln(os.Stderr, "fakeengine: crashing on purpose")
				os.Exit(3)
			}
		case "illegal":
			if _, ok := g.Position().At(model.D4); ok {
				return "d4"
			}
			return "e4"
		case "garbage":
			return "z9"
		}
		if g.MustPass() {
			return "PA"
		}
		return model.SquaresOf(g.Position().Board.Moves())[0].String()
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	say := func(format string, args ...any) {
		fmt.Fprintf(out, format+"\n", args...)
		out.Flush()
	}
	switch protocol {
	case "nboard":
		nboard(in, say, myMove)
	case "gtp":
		gtp(in, say, myMove)
	case "play":
		play(in, say, myMove)
	}
}

// hang sleeps for ever.
func hang() {
	for {
		time.Sleep(time.Hour)
	}
}

func nboard(in *bufio.Scanner, say func(string, ...any), myMove func(*model.Game) string) {
	g := model.NewGame()
	for in.Scan() {
		line := in.Text()
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "set":
			if len(f) > 1 && f[1] == "depth" {
				say("set myname Fake%s", f[2])
			}
			if len(f) > 1 && f[1] == "game" {
				r, err := model.ParseGGF(strings.TrimSpace(line[strings.Index(line, "game")+4:]))
				if err != nil {
					fmt.Fprintln(os.Stderr, err)
					continue
				}
				g = r.Game
			}
		case "ping":
			say("pong %s", f[1])
		case "go":
			say("status thinking")
			if mode == "thinkcrash" { // a step of its search told, then gone
				say("search %s 1.00 0 3", strings.ToUpper(model.SquaresOf(g.Position().Board.Moves())[0].String()))
				fmt.Fprintln(os.Stderr, "fakeengine: crashing mid-search on purpose")
				os.Exit(3)
			}
			m := myMove(g)
			if mode == "malformed" {
				say("this is not the protocol")
				say("===")
				continue
			}
			say("search %s 1.00 0 3", strings.ToUpper(m))
			say("=== %s/1.00/0.01", strings.ToUpper(m))
			say("status")
		case "hint":
			say("status analyzing")
			n, _ := strconv.Atoi(f[1])
			for i, sq := range model.SquaresOf(g.Position().Board.Moves()) {
				if i < n {
					say("search %s %d.00 0 3", sq.Upper(), -i)
				}
			}
			say("status")
		case "quit":
			return
		}
	}
}

func gtp(in *bufio.Scanner, say func(string, ...any), myMove func(*model.Game) string) {
	g := model.NewGame()
	ok := func(s string) { say("= %s\n", s) }
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "boardsize", "time_settings", "time_left":
			ok("")
		case "name":
			ok("Fake GTP")
		case "version":
			ok("0.9")
		case "clear_board":
			g = model.NewGame()
			ok("")
		case "play":
			sq, err := model.ParseSquare(f[2])
			if err == nil {
				err = g.Play(sq)
			}
			if err != nil {
				say("? illegal move\n")
				continue
			}
			ok("")
		case "genmove":
			m := myMove(g)
			switch mode {
			case "malformed":
				say("hello, I am an engine")
				continue
			case "resign":
				ok("resign")
				continue
			}
			if sq, err := model.ParseSquare(m); err == nil && g.Play(sq) == nil {
				if sq == model.Pass {
					m = "pass"
				}
			}
			ok(m)
		case "quit":
			ok("")
			return
		default:
			say("? unknown command\n")
		}
	}
}

func play(in *bufio.Scanner, say func(string, ...any), myMove func(*model.Game) string) {
	color := model.White
	if os.Args[len(os.Args)-1] == "--noir" {
		color = model.Black
	}
	letter := map[model.Color]string{model.Black: "N", model.White: "B"}
	g := model.NewGame()
	reply := func() {
		for !g.Over() && g.Turn() == color {
			m := myMove(g)
			if mode == "malformed" {
				say("bonjour")
				return
			}
			sq, err := model.ParseSquare(m)
			if err == nil && g.Play(sq) == nil {
				say("%s%s", letter[color], sq.Upper())
			} else {
				say("%s%s", letter[color], strings.ToUpper(m))
			}
			return
		}
	}
	if color == model.Black {
		say("OK")
		reply()
	}
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		switch {
		case line == "newgame":
			g = model.NewGame()
			say("OK")
			if color == model.Black {
				reply()
			}
			continue
		case len(line) < 3:
			say("ERREUR commande inconnue")
			continue
		}
		sq, err := model.ParseSquare(line[1:])
		if err == nil {
			err = g.Play(sq)
		}
		if err != nil {
			say("ERREUR %v", err)
			continue
		}
		say("OK")
		reply()
	}
}
