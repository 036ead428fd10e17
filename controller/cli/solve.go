package cli

// runSolve is not written yet (issue 3).
func runSolve(env Env) error {
	return Errorf("usage", "solve: not available yet")
}
