package cli

// runPlay is not written yet (issue 7).
func runPlay(env Env) error {
	return Errorf("usage", "play: not available yet")
}
