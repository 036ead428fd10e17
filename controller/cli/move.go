package cli

// runMove is not written yet (issue 3).
func runMove(env Env) error {
	return Errorf("usage", "move: not available yet")
}
