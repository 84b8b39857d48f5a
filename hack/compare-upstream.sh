#!/usr/bin/env bash
# Our stage 03 and upstream kube-apiserver v1.37, side by side, in one run on this machine, on the
# same etcd, with the same client-go load (e2e/cmd/compare-upstream): create, get, update, list
# (all 2,000 ConfigMaps, consistent and resourceVersion=0; a label-selected 200 of them) and
# delete, in requests per second, median of 3 repetitions, and each server's RSS idle and after
# the load. Prints tables with the ratio ours/upstream per row: the rates, each server's CPU time
# per request in each phase (from /proc/PID/stat; etcd's work excluded where etcd runs in another
# process), which this machine's noise moves much less than the rates, latencies p50/p99 (with a
# server-side apply row and the create-to-watch latency since issue 34) and memory. Stage 07 like
# for like (HTTPS, tokens, RBAC, admission, APF): hack/compare-upstream-07.sh.
#
# The servers (each with its watch cache on, the default; etcd compaction off on all of them):
#   ours      stage 03 as it is normally run: etcd embedded in the same process (so its RSS
#             includes etcd's), which also serves etcd's client API on $ETCD_URL for the others.
#             Plain HTTP on $OURS_PORT, no authentication.
#   ours-ext  (EXT=0 drops it) a second stage 03 process that uses that etcd through
#             --etcd-servers, prefix /ours-ext: the like-for-like row, a server that is only an
#             API server, as upstream is. Plain HTTP on $OURS_EXT_PORT.
#   ours-ext-nocache  (NOCACHE=0 drops it) the same with --watch-cache=false, prefix
#             /ours-nocache: stage 03 before the watch cache, in the same run, for "writes no
#             slower than before". Plain HTTP on $OURS_NOCACHE_PORT.
#   upstream  upstream kube-apiserver v1.37.2, built OPTIMIZED (hack/build-upstream-apiserver.sh
#             OPTIMIZED=1 -> .upstream/bin-opt; the debug build in .upstream/bin has -N -l, slower
#             by a margin that has nothing to do with its design), run by
#             hack/run-upstream-apiserver.sh with --etcd-prefix=/upstream, HTTPS on $UPSTREAM_PORT,
#             client certificate of system:masters (authentication, RBAC, admission and priority
#             and fairness all run: they are part of what upstream is; APF exempts system:masters).
# They are measured one after the other, never at the same time; the client runs on the same
# machine. Don't run anything else heavy meanwhile.
#
# Usage: hack/compare-upstream.sh [compare-upstream flags: -n 2000 -reps 3 -phase 3s -workers 8]
# Environment: OURS_PORT (18080), OURS_EXT_PORT (18081), OURS_NOCACHE_PORT (18082), UPSTREAM_PORT
# (16543), ETCD_PORT (12379), EXT (1), NOCACHE (1). Ports differ from every default so that it runs beside a stage or upstream started by
# hand. Takes 5-9 minutes (plus the optimised build the first time: 183 s here, with the modules already downloaded).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
ours_port="${OURS_PORT:-18080}"
ext_port="${OURS_EXT_PORT:-18081}"
up_port="${UPSTREAM_PORT:-16543}"
etcd_url="http://127.0.0.1:${ETCD_PORT:-12379}"
ext="${EXT:-1}"
nocache="${NOCACHE:-1}"
nocache_port="${OURS_NOCACHE_PORT:-18082}"

work="$(mktemp -d /tmp/compare-upstream.XXXXXX)"
pids=()
cleanup() {
  # Last started, first stopped, each before the next: ours, whose process holds the etcd the
  # others use, goes last. Stopped all at once, kube-apiserver's graceful shutdown waited on an
  # etcd already gone, and so did this script. A server still up 30 s after SIGTERM is killed.
  local i p
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    p="${pids[i]}"
    kill "$p" 2>/dev/null || continue
    for _ in $(seq 1 60); do kill -0 "$p" 2>/dev/null || break; sleep 0.5; done
    kill -9 "$p" 2>/dev/null || true
    wait "$p" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT

echo ">> building: upstream kube-apiserver (optimised), our stage 03, the client"
OPTIMIZED=1 hack/build-upstream-apiserver.sh
go build -o "$work/ours" ./03-master
go -C e2e build -o "$work/compare-upstream" ./cmd/compare-upstream

wait_ready() { # name url [curl args...]
  local name="$1" url="$2"; shift 2
  for _ in $(seq 1 240); do
    if curl -fsS -m 2 "$@" "$url/readyz" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "$name did not become ready at $url/readyz; its log:" >&2
  tail -30 "$work/$name.log" >&2
  exit 1
}

echo ">> ours: stage 03, embedded etcd on $etcd_url, http://127.0.0.1:$ours_port"
"$work/ours" --etcd-data-dir "$work/etcd" --etcd-client-url "$etcd_url" --etcd-compaction-interval=0 \
  --secure-port=0 --insecure-port="$ours_port" >"$work/ours.log" 2>&1 &
ours_pid=$!; pids+=("$ours_pid")
wait_ready ours "http://127.0.0.1:$ours_port"

targets=(-target "ours,$ours_pid,http://127.0.0.1:$ours_port")
if [[ "$ext" != 0 ]]; then
  echo ">> ours-ext: stage 03 on that etcd (--etcd-servers, prefix /ours-ext), http://127.0.0.1:$ext_port"
  "$work/ours" --etcd-servers "$etcd_url" --etcd-prefix /ours-ext --etcd-compaction-interval=0 \
    --secure-port=0 --insecure-port="$ext_port" >"$work/ours-ext.log" 2>&1 &
  ext_pid=$!; pids+=("$ext_pid")
  wait_ready ours-ext "http://127.0.0.1:$ext_port"
  targets+=(-target "ours-ext,$ext_pid,http://127.0.0.1:$ext_port")
fi

if [[ "$nocache" != 0 ]]; then
  echo ">> ours-ext-nocache: the same, --watch-cache=false (prefix /ours-nocache), http://127.0.0.1:$nocache_port"
  "$work/ours" --etcd-servers "$etcd_url" --etcd-prefix /ours-nocache --etcd-compaction-interval=0 \
    --watch-cache=false --secure-port=0 --insecure-port="$nocache_port" >"$work/ours-ext-nocache.log" 2>&1 &
  nocache_pid=$!; pids+=("$nocache_pid")
  wait_ready ours-ext-nocache "http://127.0.0.1:$nocache_port"
  targets+=(-target "ours-ext-nocache,$nocache_pid,http://127.0.0.1:$nocache_port")
fi

echo ">> upstream: kube-apiserver $(cat .upstream/bin-opt/VERSION) (optimised) on that etcd (prefix /upstream), https://127.0.0.1:$up_port"
state="$root/.upstream/compare"   # its own certificates and kubeconfig; .upstream/kubeconfig is left alone
UPSTREAM_BIN="$root/.upstream/bin-opt/kube-apiserver" STATE_DIR="$state" ETCD="$etcd_url" PORT="$up_port" \
  hack/run-upstream-apiserver.sh >"$work/upstream.log" 2>&1 &
up_pid=$!; pids+=("$up_pid")   # the script execs kube-apiserver: same pid
wait_ready upstream "https://127.0.0.1:$up_port" --cacert "$state/pki/ca.crt" \
  --cert "$state/pki/admin.crt" --key "$state/pki/admin.key"
targets+=(-target "upstream,$up_pid,$state/kubeconfig")

echo ">> $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(go version | cut -d' ' -f3)"
"$work/compare-upstream" "${targets[@]}" "$@"
