package cli

// runNBoard is not written yet (issue 7).
func runNBoard(env Env) error {
	return Errorf("usage", "nboard: not available yet")
}
