package session_test

import (
	"context"
	"testing"

	"othello/controller/session"
)

// A job runs after the one it follows has returned, and Cancel ends its
// context.
func TestJobsRunInTurn(t *testing.T) {
	firstRunning := make(chan struct{})
	var order []string // written by one job at a time: the second waits for the first
	first := session.StartJob(nil, func(ctx context.Context) {
		close(firstRunning)
		<-ctx.Done()
		order = append(order, "first")
	})
	<-firstRunning
	second := session.StartJob(first, func(ctx context.Context) {
		order = append(order, "second")
	})
	first.Cancel()
	second.Wait()
	first.Wait()
	if len(order) != 2 || order[0] != "first" || order[1] != "second" {
		t.Fatalf("order %v, want first then second", order)
	}
	var none *session.Job
	none.Cancel()
	none.Wait()
}
