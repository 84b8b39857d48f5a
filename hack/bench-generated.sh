#!/usr/bin/env bash
# Measures, in one run, what chapters/01-scheme.md's "Generated code" section reports:
#
#   1. a stage-03 list of 2,000 ConfigMaps through the registry Store (BenchmarkList of
#      03-master/registry/generic/registry), first on the source of BASE (the last commit
#      before generated code; default ecc67f4), extracted with git archive into a temporary
#      directory, then on the working tree;
#   2. generated against reflective conversion and deep copy, per kind
#      (BenchmarkConvert and BenchmarkDeepCopy of 01-scheme/api/legacyscheme).
#
# Usage: hack/bench-generated.sh            # BASE=<commit> to compare with another commit
#        COUNT=5 hack/bench-generated.sh    # repetitions of the list benchmark (default 3)
set -euo pipefail

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
base=${BASE:-ecc67f4}
count=${COUNT:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

list() {
	(cd "$1" && go test -run '^$' -bench 'List$/objects=2000/store$' -benchmem -count "$count" \
		./03-master/registry/generic/registry/ -args -bench-list-objects 2000) | grep '^Benchmark'
}

echo "== list of 2000 ConfigMaps, before ($base)"
git -C "$root" archive "$base" | tar -x -C "$tmp"
list "$tmp"
echo "== list of 2000 ConfigMaps, after (working tree)"
list "$root"
echo "== conversion and deep copy per kind, generated vs reflective"
(cd "$root" && go test -run '^$' -bench 'Convert|DeepCopy' -benchtime 200ms ./01-scheme/api/legacyscheme/) | grep '^Benchmark'
