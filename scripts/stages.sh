# Sourced by the test and packaging scripts: run named stages, print each
# one's time as it ends, and a table of all of them when the script exits,
# passing or failing.
#
#   stage "go vet" go vet ./...

stage_times=()
stage_current=""
stage_started=$(date +%s)

stage() {
	local name=$1 t0
	shift
	stage_current=$name
	printf '\n=== %s\n' "$name"
	t0=$(date +%s)
	"$@"
	local t=$(($(date +%s) - t0))
	printf -- '--- %s: %d s\n' "$name" "$t"
	stage_times+=("$(printf '%6d s  %s' "$t" "$name")")
	stage_current=""
}

stage_summary() {
	local status=$?
	printf '\n=== stage times (%s)\n' "$(basename "$0")"
	local line
	for line in "${stage_times[@]}"; do
		printf '%s\n' "$line"
	done
	[ -z "$stage_current" ] || printf '  FAILED  %s\n' "$stage_current"
	printf '%6d s  in all\n' "$(($(date +%s) - stage_started))"
	return "$status"
}
trap stage_summary EXIT
