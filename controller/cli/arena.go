package cli

// runArena is not written yet (issue 3).
func runArena(env Env) error {
	return Errorf("usage", "arena: not available yet")
}
