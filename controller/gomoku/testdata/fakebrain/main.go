// Command fakebrain is a scripted Gomocup brain for the arbiter's tests:
// fakebrain MODE [ARG] answers START, INFO, ABOUT and END, and plays the
// first empty square from the top left, or misbehaves as MODE says:
//
//	good       plays the first empty square; to SWAP2BOARD answers three
//	           stones, or SWAP
//	illegal    plays a taken square (the first taken one; on the empty
//	           board, the first square)
//	offboard   plays a square off the board
//	garbage    answers "hello there" to a move
//	swapgarbage answers SWAP2BOARD with "maybe later"
//	hang       answers the start, never a move
//	crash      exits with status 3 at its first move, after a line on
//	           standard error
//	error      answers ERROR to a move
//	slowstart  sleeps ARG (a duration) before reading anything, then good
//	talk       as good, with MESSAGE and DEBUG lines before each move
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
)

func main() {
	mode, arg := "good", ""
	if len(os.Args) > 1 {
		mode = os.Args[1]
	}
	if len(os.Args) > 2 {
		arg = os.Args[2]
	}
	fmt.Fprintf(os.Stderr, "fakebrain %s starting (pid %d)\n", mode, os.Getpid())
	switch mode {
	case "sleep":
		time.Sleep(time.Hour)
	case "slowstart":
		d, _ := time.ParseDuration(arg)
		time.Sleep(d)
	case "child":
		c := exec.Command(os.Args[0], "sleep")
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "child %d\n", c.Process.Pid)
	}
	size := 15
	var taken map[[2]int]bool
	in := bufio.NewScanner(os.Stdin)
	say := func(s string) { fmt.Println(s) }
	block := func() [][2]int {
		var stones [][2]int
		for in.Scan() {
			t := strings.TrimSpace(in.Text())
			if strings.EqualFold(t, "DONE") {
				break
			}
			f := strings.Split(t, ",")
			if len(f) >= 2 {
				x, _ := strconv.Atoi(f[0])
				y, _ := strconv.Atoi(f[1])
				stones = append(stones, [2]int{x, y})
			}
		}
		return stones
	}
	move := func() {
		switch mode {
		case "hang", "child":
			time.Sleep(time.Hour)
		case "crash":
			fmt.Fprintln(os.Stderr, "fakebrain: something broke")
			os.Exit(3)
		case "error":
			say("ERROR I cannot think today")
			return
		case "garbage":
			say("hello there")
			return
		case "offboard":
			say(fmt.Sprintf("%d,0", size+3))
			return
		case "talk":
			say("MESSAGE thinking hard")
			say("DEBUG depth 1")
		}
		cheat := mode == "illegal" && len(taken) > 0
		for y := range size {
			for x := range size {
				if taken[[2]int{x, y}] == cheat {
					taken[[2]int{x, y}] = true
					say(fmt.Sprintf("%d,%d", x, y))
					return
				}
			}
		}
		say("ERROR board full")
	}
	for in.Scan() {
		word, rest, _ := strings.Cut(strings.TrimSpace(in.Text()), " ")
		switch strings.ToUpper(word) {
		case "START":
			size, _ = strconv.Atoi(rest)
			taken = map[[2]int]bool{}
			say("OK")
		case "RESTART":
			taken = map[[2]int]bool{}
			say("OK")
		case "INFO":
		case "ABOUT":
			say(fmt.Sprintf(`name="fakebrain-%s", version="1.0", author="tests", country="nowhere"`, mode))
		case "BEGIN":
			move()
		case "TURN":
			f := strings.Split(rest, ",")
			x, _ := strconv.Atoi(f[0])
			y, _ := strconv.Atoi(f[len(f)-1])
			taken[[2]int{x, y}] = true
			move()
		case "BOARD":
			taken = map[[2]int]bool{}
			for _, s := range block() {
				taken[s] = true
			}
			move()
		case "SWAP2BOARD":
			stones := block()
			switch {
			case mode == "swapgarbage":
				say("maybe later")
			case len(stones) == 0:
				say("0,0 1,0 0,1") // black, white, black in a corner: an easy game for White
			default:
				say("SWAP")
			}
		case "END":
			return
		default:
			say("UNKNOWN " + word)
		}
	}
}
