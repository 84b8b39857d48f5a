#!/usr/bin/env bash
# Measures, in one run, what chapters/01-scheme.md's "Generated code" section reports:
#
#   1. a stage-03 list of 2,000 ConfigMaps through the registry Store (BenchmarkList of
#      03-master/registry/generic/registry), on the source of BASE (the last commit before
#      generated code; default ecc67f4), extracted with git archive into a temporary
#      directory, and on the working tree, alternately;
#   2. generated against reflective conversion and deep copy, per kind
#      (BenchmarkConvert and BenchmarkDeepCopy of 01-scheme/api/legacyscheme).
#
# Usage: hack/bench-generated.sh            # BASE=<commit> to compare with another commit
#        COUNT=5 hack/bench-generated.sh    # repetitions of every benchmark (default 3)
#
# It ends with a summary: the median of the repetitions of each benchmark and the ratio
# reflective/generated (per kind) or before/after (the list). On a shared machine single
# figures wander by 2x; the medians of one run are what the chapter quotes.
set -euo pipefail

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
base=${BASE:-ecc67f4}
count=${COUNT:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

out=$tmp/out.txt

list() {
	(cd "$1" && go test -run '^$' -bench 'List$/objects=2000/store$' -benchmem \
		./03-master/registry/generic/registry/ -args -bench-list-objects 2000) | grep '^Benchmark' | sed "s|^|$2 |"
}

mkdir "$tmp/before"
git -C "$root" archive "$base" | tar -x -C "$tmp/before"
: >"$out"
# Before and after alternate, so that a burst of load from elsewhere hits both.
for _ in $(seq "$count"); do
	list "$tmp/before" before | tee -a "$out"
	list "$root" after | tee -a "$out"
done
(cd "$root" && go test -run '^$' -bench 'Convert|DeepCopy' -benchtime 300ms -count "$count" \
	./01-scheme/api/legacyscheme/) | grep '^Benchmark' | tee -a "$out"

echo
echo "== summary: medians of $count runs"
awk '
	function median(list,   n, a, i, j, t) {
		n = split(list, a, " ")
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
		return a[int((n + 1) / 2)]
	}
	$1 == "before" || $1 == "after" { list[$1] = list[$1] " " $4; next }
	{
		name = $1; sub(/-[0-9]+$/, "", name)
		way = name; sub(/.*\//, "", way); sub(/\/[^\/]*$/, "", name)
		t[name, way] = t[name, way] " " $3
		if (!(name in seen)) { seen[name] = 1; order[++n] = name }
	}
	END {
		b = median(list["before"]); a = median(list["after"])
		printf "list of 2000 ConfigMaps: before %.1f ms, after %.1f ms, %.2fx\n", b / 1e6, a / 1e6, b / a
		for (i = 1; i <= n; i++) {
			g = median(t[order[i], "generated"]); r = median(t[order[i], "reflective"])
			printf "%-40s generated %9.0f ns  reflective %9.0f ns  %5.1fx\n", order[i], g, r, r / g
		}
	}' "$out"
