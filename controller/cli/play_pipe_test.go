// Tests of two play commands wired back to back, in-process and as two
// processes joined by pipes.

package cli

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// pipeSide is one program of a back-to-back match: its session, the pipe
// it reads, and the lines it printed.
type pipeSide struct {
	session *playSession
	inR     *io.PipeReader
	inW     *io.PipeWriter
	mu      sync.Mutex
	printed []string
}

// TestPlayNoirAgainstBlanc wires "play --noir" and "play --blanc" back to
// back in-process: every line one prints is the other's input. Both must
// finish the game with the same result line, and both must hold the same
// finished game.
func TestPlayNoirAgainstBlanc(t *testing.T) {
	for _, lvl := range []level.Level{level.Easy, level.Medium} {
		t.Run(lvl.String(), func(t *testing.T) {
			noir := &pipeSide{session: newPlaySession(8, eight(strategy.NewPlayer(lvl, level.AlphaBeta, 1)), model.Black, io.Discard)}
			blanc := &pipeSide{session: newPlaySession(8, eight(strategy.NewPlayer(lvl, level.AlphaBeta, 2)), model.White, io.Discard)}
			noir.inR, noir.inW = io.Pipe()
			blanc.inR, blanc.inW = io.Pipe()

			var wg sync.WaitGroup
			run := func(me, other *pipeSide) {
				defer wg.Done()
				outR, outW := io.Pipe()
				forwarded := make(chan struct{})
				go func() {
					// copy my lines to the other side's input, keeping a record;
					// once the other side has stopped reading, only keep the record
					defer close(forwarded)
					sc := bufio.NewScanner(outR)
					for sc.Scan() {
						me.mu.Lock()
						me.printed = append(me.printed, sc.Text())
						me.mu.Unlock()
						io.WriteString(other.inW, sc.Text()+"\n")
					}
					other.inW.Close()
				}()
				err := playLoop(context.Background(), me.session, me.inR, outW)
				me.inR.CloseWithError(io.ErrClosedPipe) // stop the other side's writes blocking
				outW.Close()
				<-forwarded
				if err != nil {
					t.Errorf("%s: %v", playColorName(me.session.aiColor), err)
				}
			}
			wg.Add(2)
			go run(noir, blanc)
			go run(blanc, noir)
			wg.Wait()

			last := func(s *pipeSide) string {
				if len(s.printed) == 0 {
					return ""
				}
				return s.printed[len(s.printed)-1]
			}
			gn, gb := noir.session.game, blanc.session.game
			if !gn.Over() || !gb.Over() || gn.Transcript() != gb.Transcript() {
				t.Fatalf("games differ or did not end:\nnoir  %s\nblanc %s", gn.Transcript(), gb.Transcript())
			}
			if last(noir) != last(blanc) || last(noir) != noir.session.result() {
				t.Fatalf("result lines %q and %q, want both %q", last(noir), last(blanc), noir.session.result())
			}
			for _, side := range []*pipeSide{noir, blanc} {
				for _, l := range side.printed {
					if strings.HasPrefix(l, "ERREUR") {
						t.Errorf("%s printed %q", playColorName(side.session.aiColor), l)
					}
				}
			}
			t.Logf("%s: %s, %s", lvl, gn.Transcript(), last(noir))
		})
	}
}

// TestPlayProcessesBackToBack runs the command as two separate processes
// (this test binary, run again as "othello play --noir" and "--blanc")
// joined by OS pipes the way a shell would wire two programs, and wants the
// same result line from both and exit status 0.
func TestPlayProcessesBackToBack(t *testing.T) {
	if colour := os.Getenv("OTHELLO_PLAY_PROCESS"); colour != "" {
		// this process is one of the two programs
		code := Run("play", Env{Args: []string{colour, "--level", "easy", "--seed", "5"}, Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr})
		os.Exit(code)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	type program struct {
		cmd   *exec.Cmd
		in    io.WriteCloser
		out   io.Reader
		diag  bytes.Buffer
		lines []string
	}
	start := func(colour string) *program {
		p := &program{cmd: exec.Command(exe, "-test.run=^TestPlayProcessesBackToBack$")}
		p.cmd.Env = append(os.Environ(), "OTHELLO_PLAY_PROCESS="+colour)
		p.cmd.Stderr = &p.diag
		var err error
		if p.in, err = p.cmd.StdinPipe(); err != nil {
			t.Fatal(err)
		}
		if p.out, err = p.cmd.StdoutPipe(); err != nil {
			t.Fatal(err)
		}
		if err := p.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return p
	}
	noir, blanc := start("--noir"), start("--blanc")
	// each program's output goes to the other's input, through a relay
	// that keeps every line for the test
	relay := func(from, to *program, done chan<- struct{}) {
		sc := bufio.NewScanner(from.out)
		for sc.Scan() {
			from.lines = append(from.lines, sc.Text())
			io.WriteString(to.in, sc.Text()+"\n") // fails harmlessly once the other has exited
		}
		to.in.Close()
		close(done)
	}
	d1, d2 := make(chan struct{}), make(chan struct{})
	go relay(noir, blanc, d1)
	go relay(blanc, noir, d2)
	<-d1
	<-d2
	for _, p := range []*program{noir, blanc} {
		if err := p.cmd.Wait(); err != nil {
			t.Errorf("%s: %v; stderr %s", p.cmd.Env[len(p.cmd.Env)-1], err, p.diag.String())
		}
	}
	if len(noir.lines) == 0 || len(blanc.lines) == 0 {
		t.Fatalf("no output: noir %q, blanc %q", noir.lines, blanc.lines)
	}
	rn, rb := noir.lines[len(noir.lines)-1], blanc.lines[len(blanc.lines)-1]
	if rn != rb || (rn != playBlackWins && rn != playWhiteWins && rn != playDraw) {
		t.Fatalf("result lines %q and %q", rn, rb)
	}
	t.Logf("%d and %d lines, %s", len(noir.lines), len(blanc.lines), rn)
}
