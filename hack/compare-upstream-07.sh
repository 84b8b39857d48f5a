#!/usr/bin/env bash
# Our stage 07 and upstream kube-apiserver v1.37, like for like, side by side, in one run on this
# machine, with the same client-go load (e2e/cmd/compare-upstream, the program
# hack/compare-upstream.sh runs against stage 03). Every server serves HTTPS, authenticates the
# same static bearer tokens (--token-auth-file), authorizes with RBAC (the load's user is in a
# group bound to cluster-admin, not in system:masters, so priority and fairness classifies it
# on both servers: global-default), runs its default admission chain and APF. Prints, each with
# the ratio ours/upstream:
#   - start to ready (exec to the first 200 of /readyz, polled every 5 ms): on fresh data (ours
#     also makes its PKI then, as `go run ./07-authn-authz` does on a first start; ours-ext and
#     ours-ext-before, like upstream, find their certificates made before the clock starts) and
#     restarted on existing data;
#   - RSS idle and after the load; every operation's rate (median of the repetitions) and
#     latency p50/p99, in protobuf and in JSON; the server's CPU ms per request; the latency from
#     a create to its watch event, p50/p99;
#   - lists at each of $SIZES ConfigMaps (all, consistent and rv=0; a label-selected tenth; paged
#     by 500), the RSS holding them, and the start to ready restarted with them present: the
#     scaling table;
#   - with CRS (10000 by default), custom resources with a schema and CEL rules at scale: Gateway
#     API's HTTPRoute CRD (v1.3.0, as the project ships it: 04-extensions/apiserver/schema/cel/
#     testdata/realworld) installed on every server, then $CRS HTTPRoutes through client-go's
#     dynamic client (JSON): creates, gets and updates (rate, CPU ms per request, p50/p99), lists
#     of all of them (consistent and rv=0; a label-selected tenth; paged by 500), the RSS holding
#     them, and every server restarted with them present.
#
# The servers (watch cache on; etcd compaction off on all of them):
#   ours      stage 07 as it runs by default: etcd embedded in the process (its RSS and CPU
#             include etcd's), in-process controllers on; it also serves etcd's client API on
#             $ETCD_URL for the two others. HTTPS on $OURS_PORT.
#   ours-ext  (EXT=0 drops it) a second stage 07 on that etcd (--etcd-servers, prefix
#             /ours-ext): the like-for-like column, a process that is only an API server, as
#             upstream's is: the controllers stage 07 runs in-process for kube-controller-manager
#             (namespace, service account, root CA publisher, resource quota, cluster role
#             aggregation, admission policy status) are off; the quota controller's informers alone hold a copy
#             of every ConfigMap. EXT_CONTROLLERS=1 keeps them on. HTTPS on $OURS_EXT_PORT.
#   upstream  upstream kube-apiserver v1.37.2, built optimised (.upstream/bin-opt; see
#             hack/build-upstream-apiserver.sh OPTIMIZED=1; this script does not build it), run by
#             hack/run-upstream-apiserver.sh on that etcd (prefix /upstream). HTTPS on $UPSTREAM_PORT.
# They are loaded one after the other, never at the same time; the client runs on the same
# machine. Don't run anything else heavy meanwhile; the script prints the load average before
# and after.
#
# Usage: hack/compare-upstream-07.sh [compare-upstream flags, after the script's own:
#          -n 2000 -reps 3 -phase 2s -workers 16 -formats protobuf,json]
#   SIZES=1000,10000 (default) the scaling sizes; BIG=1 adds 100000 (about 20 more minutes).
#   SIZES= (empty) skips the ConfigMap scaling steps.  CRS=10000 (default) the custom resources;
#   CRS=0 skips them.  LOAD=0 skips the ConfigMap load (and the idle RSS): with SIZES= and
#   RESTARTS=0, only start-up and the custom resources.
#   RESTARTS=0 skips the restarts with data present.  BEFORE=<git revision> adds a column
#   ours-ext-before: stage 07 built from that revision (git archive, into the temporary
#   directory), run as ours-ext is (prefix /ours-before, $OURS_BEFORE_PORT, 18445): a change measured
#   before and after in the same run.  PROFILE=DIR saves a 20 s CPU profile and a
#   heap profile of ours-ext and of upstream, taken during a repeat of the load, into DIR; after
#   the lists of each size a heap profile (after a GC) of ours-ext, ours-ext-before and upstream
#   holding them (NAME.heap-SIZE.pprof), and, as the RSS holding them was read (compare-upstream
#   -memdump), /proc/PID/smaps_rollup and the go_memstats_* metrics (NAME.smaps-SIZE.txt, NAME.memstats-SIZE.txt); with CRS, also NAME.cr.cpu.pprof and NAME.cr.heap.pprof,
#   taken during 3,000 more HTTPRoutes created, read, updated and listed.
# Environment: OURS_PORT (18443), OURS_EXT_PORT (18444), UPSTREAM_PORT (16544), ETCD_PORT (12380).
# Takes about 17 minutes with the defaults on 2 cores (the load ~7, the lists of 10,000 ~2, starts
# and restarts ~1, the 10,000 custom resources ~4-5); CRS=10000 SIZES= LOAD=0 alone, ~5-8.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
ours_port="${OURS_PORT:-18443}"
ext_port="${OURS_EXT_PORT:-18444}"
up_port="${UPSTREAM_PORT:-16544}"
etcd_url="http://127.0.0.1:${ETCD_PORT:-12380}"
ext="${EXT:-1}"
sizes="${SIZES-1000,10000}"
[[ "${BIG:-0}" != 0 ]] && sizes="$sizes,100000"
restarts="${RESTARTS:-1}"
crs="${CRS:-10000}"
load="${LOAD:-1}"
crd="$root/04-extensions/apiserver/schema/cel/testdata/realworld/gateway.networking.k8s.io_httproutes.yaml"
up_bin="$root/.upstream/bin-opt/kube-apiserver"
[[ -x "$up_bin" ]] || { echo "no $up_bin: run OPTIMIZED=1 hack/build-upstream-apiserver.sh first" >&2; exit 1; }

work="$(mktemp -d /tmp/compare-upstream-07.XXXXXX)"
records="${RECORDS:-$work/records.json}"   # RECORDS=file keeps them (compare-upstream -report file)
declare -A pid=()
order=()   # started, in order; stopped in reverse
cleanup() {
  local i
  for ((i = ${#order[@]} - 1; i >= 0; i--)); do stop "${order[i]}"; done
  rm -rf "$work"
}
trap cleanup EXIT

# stop NAME: SIGTERM, then SIGKILL after 30 s.
stop() {
  local p="${pid[$1]:-}"
  [[ -n "$p" ]] || return 0
  if kill "$p" 2>/dev/null; then
    for _ in $(seq 1 60); do kill -0 "$p" 2>/dev/null || break; sleep 0.5; done
    kill -9 "$p" 2>/dev/null || true
  fi
  wait "$p" 2>/dev/null || true
  pid[$1]=""
}

echo ">> building: our stage 07, the client"
go build -o "$work/ours" ./07-authn-authz
go -C e2e build -o "$work/compare-upstream" ./cmd/compare-upstream
cu="$work/compare-upstream"
before="${BEFORE:-}"
before_port="${OURS_BEFORE_PORT:-18445}"
if [[ -n "$before" ]]; then
  echo ">> building: our stage 07 at $before ($(git log -1 --format='%h %s' "$before"))"
  mkdir -p "$work/before-src"
  git archive "$before" | tar -x -C "$work/before-src"
  (cd "$work/before-src" && go build -o "$work/ours-before" ./07-authn-authz)
fi

# The same tokens for all: admin (system:masters) sets up, bench is the load.
cat >"$work/tokens.csv" <<'EOF'
compare-admin-token,compare-admin,uid-admin,"system:masters"
compare-bench-token,compare-bench,uid-bench,"compare-bench"
EOF
state="$root/.upstream/compare07"   # upstream's certificates; .upstream/kubeconfig is left alone

# kube-controller-manager's controllers, which upstream's kube-apiserver does not run: off in the
# like-for-like columns (a --controllers list without '*' enables only what it names).
kcm_off=(--controllers=-namespace-controller,-serviceaccount-controller,-root-ca-certificate-publisher-controller,-resourcequota-controller,-clusterrole-aggregation-controller,-validatingadmissionpolicy-status-controller)
[[ "${EXT_CONTROLLERS:-0}" != 0 ]] && kcm_off=()

# launch NAME: starts the server NAME (its data stays where a restart finds it), records its pid.
launch() {
  case "$1" in
  ours)
    "$work/ours" --cert-dir "$work/ours-pki" --etcd-data-dir "$work/etcd" --etcd-client-url "$etcd_url" \
      --etcd-compaction-interval=0 --secure-port="$ours_port" --token-auth-file "$work/tokens.csv" \
      >>"$work/ours.log" 2>&1 &
    ;;
  ours-ext)
    "$work/ours" --cert-dir "$work/ours-ext-pki" --etcd-servers "$etcd_url" --etcd-prefix /ours-ext \
      --etcd-compaction-interval=0 --secure-port="$ext_port" --token-auth-file "$work/tokens.csv" \
      "${kcm_off[@]}" >>"$work/ours-ext.log" 2>&1 &
    ;;
  ours-ext-before)
    "$work/ours-before" --cert-dir "$work/ours-before-pki" --etcd-servers "$etcd_url" --etcd-prefix /ours-before \
      --etcd-compaction-interval=0 --secure-port="$before_port" --token-auth-file "$work/tokens.csv" \
      "${kcm_off[@]}" >>"$work/ours-ext-before.log" 2>&1 &
    ;;
  upstream)
    UPSTREAM_BIN="$up_bin" STATE_DIR="$state" ETCD="$etcd_url" PORT="$up_port" \
      hack/run-upstream-apiserver.sh --token-auth-file "$work/tokens.csv" >>"$work/upstream.log" 2>&1 &
    ;;   # the script execs kube-apiserver: same pid
  esac
  pid[$1]=$!
}
url() { case "$1" in ours) echo "https://127.0.0.1:$ours_port" ;; ours-ext) echo "https://127.0.0.1:$ext_port" ;; ours-ext-before) echo "https://127.0.0.1:$before_port" ;; upstream) echo "https://127.0.0.1:$up_port" ;; esac; }

# timed_start NAME ROW: launches NAME and records exec to ready under ROW.
timed_start() {
  local t0
  t0=$(date +%s%N)
  launch "$1"
  if ! "$cu" -ready "$(url "$1")" -since "$t0" -target-name "$1" -row "$2" -out "$records"; then
    echo "$1 did not become ready; its log:" >&2; tail -30 "$work/$1.log" >&2; exit 1
  fi
}

# kubeconfig NAME: the bench user's token, the server's certificate not verified (both serve
# their own CA's; the handshake is the same work).
kubeconfig() {
  cat >"$work/$1.kubeconfig" <<KC
apiVersion: v1
kind: Config
clusters: [{name: c, cluster: {server: "$(url "$1")", insecure-skip-tls-verify: true}}]
users: [{name: bench, user: {token: compare-bench-token}}]
contexts: [{name: c, context: {cluster: c, user: bench}}]
current-context: c
KC
  # The bench group may do anything, through RBAC (not system:masters: no APF exemption).
  curl -fsS -k -m 10 -H 'Authorization: Bearer compare-admin-token' -H 'Content-Type: application/json' \
    -X POST "$(url "$1")/apis/rbac.authorization.k8s.io/v1/clusterrolebindings" -o /dev/null \
    -d '{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRoleBinding","metadata":{"name":"compare-bench"},"roleRef":{"apiGroup":"rbac.authorization.k8s.io","kind":"ClusterRole","name":"cluster-admin"},"subjects":[{"apiGroup":"rbac.authorization.k8s.io","kind":"Group","name":"compare-bench"}]}'
}

commas() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"; }

names=(ours)
[[ "$ext" != 0 ]] && names+=(ours-ext)
[[ -n "$before" ]] && names+=(ours-ext-before)
names+=(upstream)
echo ">> $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(go version | cut -d' ' -f3); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for name in "${names[@]}"; do
  # ours goes first: the others use its etcd. Each starts fresh, stops and starts again.
  echo ">> $name: start on fresh data, then restart on it ($(url "$name"))"
  if [[ "$name" == upstream ]]; then
    # its certificates (openssl, first time only), made before the clock starts; ours makes its
    # own PKI as part of a fresh start
    UPSTREAM_BIN="$up_bin" STATE_DIR="$state" ETCD="$etcd_url" PRINT_ARGS=1 hack/run-upstream-apiserver.sh >/dev/null
  elif [[ "$name" != ours ]]; then
    # the like-for-like columns get certificates before the clock starts, as upstream does:
    # ours' PKI (made in its own fresh start, above), copied: same CA, same names (127.0.0.1);
    # not its admin.conf, which names ours' port (each server writes its own)
    pki="$work/ours-ext-pki"
    [[ "$name" == ours-ext-before ]] && pki="$work/ours-before-pki"
    cp -r "$work/ours-pki" "$pki" && rm -f "$pki/admin.conf"
  fi
  timed_start "$name" "fresh data"
  stop "$name"
  timed_start "$name" "restart, existing data"
  order+=("$name")
  kubeconfig "$name"
done
targets=()
for name in "${names[@]}"; do targets+=(-target "$name,${pid[$name]},$work/$name.kubeconfig"); done

if [[ "$load" != 0 ]]; then
  echo ">> the load: ${targets[*]}"
  "$cu" "${targets[@]}" -out "$records" -workers 16 -phase 2s -formats protobuf,json "$@" >/dev/null
fi

if [[ -n "${PROFILE:-}" && "$load" != 0 ]]; then
  mkdir -p "$PROFILE"
  for name in ours-ext upstream; do
    [[ -n "${pid[$name]:-}" ]] || continue
    echo ">> profiling $name during a repeat of the load"
    "$cu" -target "$name,${pid[$name]},$work/$name.kubeconfig" -workers 16 -phase 2s -reps 2 -settle 0s \
      -namespace profile -formats protobuf,json "$@" >/dev/null &
    lp=$!
    curl -fsS -k -m 40 -H 'Authorization: Bearer compare-admin-token' "$(url "$name")/debug/pprof/profile?seconds=20" -o "$PROFILE/$name.cpu.pprof"
    curl -fsS -k -m 40 -H 'Authorization: Bearer compare-admin-token' "$(url "$name")/debug/pprof/heap" -o "$PROFILE/$name.heap.pprof"
    wait "$lp"
  done
fi

# restart_all ROW: every server stopped (in reverse: ours holds the others' etcd), started in
# order, each start timed under ROW.
restart_all() {
  local i name
  for ((i = ${#names[@]} - 1; i >= 0; i--)); do stop "${names[i]}"; done
  for name in "${names[@]}"; do timed_start "$name" "$1"; done
  targets=()
  for name in "${names[@]}"; do targets+=(-target "$name,${pid[$name]},$work/$name.kubeconfig"); done
}

prev=0
size_list=()
[[ -n "$sizes" ]] && IFS=, read -ra size_list <<<"$sizes"
for size in "${size_list[@]}"; do
  echo ">> lists of $size ConfigMaps"
  memdump=()
  [[ -n "${PROFILE:-}" ]] && mkdir -p "$PROFILE" && memdump=(-memdump "$PROFILE")
  "$cu" "${targets[@]}" -out "$records" -workers 16 -no-load -big "$size" -big-have "$prev" "${memdump[@]}" >/dev/null
  prev=$size
  if [[ -n "${PROFILE:-}" ]]; then
    # The live heap holding $size ConfigMaps, after a collection (gc=1).
    for name in ours-ext ours-ext-before upstream; do
      [[ -n "${pid[$name]:-}" ]] || continue
      curl -fsS -k -m 60 -H 'Authorization: Bearer compare-admin-token' "$(url "$name")/debug/pprof/heap?gc=1" -o "$PROFILE/$name.heap-$size.pprof" || true
    done
  fi
  if [[ "$restarts" != 0 ]]; then
    restart_all "restart holding $(commas "$size") ConfigMaps"
  fi
done

if [[ "$crs" != 0 ]]; then
  echo ">> $crs custom resources (HTTPRoutes, a CRD with CEL rules)"
  "$cu" "${targets[@]}" -out "$records" -workers 16 -phase 2s -no-load -crs "$crs" -crd "$crd" "$@" >/dev/null
  if [[ "$restarts" != 0 ]]; then
    row="restart holding $(commas "$crs") HTTPRoutes"
    [[ "$prev" != 0 ]] && row="$row and $(commas "$prev") ConfigMaps"
    restart_all "$row"
  fi
  if [[ -n "${PROFILE:-}" ]]; then
    mkdir -p "$PROFILE"
    for name in ours-ext upstream; do
      [[ -n "${pid[$name]:-}" ]] || continue
      echo ">> profiling $name during 3,000 more HTTPRoutes"
      "$cu" -target "$name,${pid[$name]},$work/$name.kubeconfig" -workers 16 -phase 4s -no-load -crs 3000 -crd "$crd" \
        -namespace "profile-cr" >/dev/null &
      lp=$!
      curl -fsS -k -m 40 -H 'Authorization: Bearer compare-admin-token' "$(url "$name")/debug/pprof/profile?seconds=15" -o "$PROFILE/$name.cr.cpu.pprof"
      curl -fsS -k -m 40 -H 'Authorization: Bearer compare-admin-token' "$(url "$name")/debug/pprof/heap" -o "$PROFILE/$name.cr.heap.pprof"
      wait "$lp"
    done
  fi
fi
echo ">> $(date -u '+%Y-%m-%d %H:%M UTC'); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
"$cu" -report "$records"
