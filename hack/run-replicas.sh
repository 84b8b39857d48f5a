#!/usr/bin/env bash
# Runs three replicas of the newest stage on this machine, each with its own embedded etcd member,
# the three members one etcd cluster: the shape of a highly available control plane (chapter 03,
# "Replicas"). Replica i listens on https://127.0.0.i:6443 (every 127.0.0.0/8 address is this
# machine's loopback) and its etcd member on http://127.0.0.1:238i for its peers; its files are in
# $DIR/i (pki/, etcd/, log). Like kubeadm's second and third control-plane nodes, replicas 2 and 3
# get copies of replica 1's CAs and service-account key, and make their own serving certificate
# for their own address. Ctrl-C stops the three; run the script again to restart them on their data.
# Kill one (kill -9 on its pid) to watch a failover: the others serve on, and after its lease's 15 s
# the kubernetes endpoints drop it.
#
# Usage:
#   hack/run-replicas.sh                    # then, in another terminal:
#   export KUBECONFIG=$PWD/.data/replicas/1/pki/admin.conf      # replica 1 (2/... and 3/... for the others)
#   kubectl get endpoints kubernetes        # the three replicas' addresses
#   kubectl get leases -n kube-system       # the identity lease of each replica, when the stage serves leases
# Environment: DIR (.data/replicas), PORT (6443), PEER_PORT_BASE (2380: members on 2381..2383),
# ARGS (extra flags for every replica, e.g. ARGS=--v=2).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${DIR:-$root/.data/replicas}"
port="${PORT:-6443}"
peer_base="${PEER_PORT_BASE:-2380}"
mkdir -p "$dir/bin"
go build -C "$root" -o "$dir/bin/kube-apiserver" ./07-authn-authz

# One token per cluster, kept with its data: a member of an older cluster at the same peer URLs
# is refused rather than taken in (see --etcd-initial-cluster-token).
[ -f "$dir/token" ] || echo "replicas-$(date +%s)" > "$dir/token"
token="$(cat "$dir/token")"
initial="r1=http://127.0.0.1:$((peer_base + 1)),r2=http://127.0.0.1:$((peer_base + 2)),r3=http://127.0.0.1:$((peer_base + 3))"

pids=()
stop() {
  [ ${#pids[@]} -eq 0 ] || kill -TERM "${pids[@]}" 2>/dev/null || true
  wait
}
trap stop EXIT INT TERM

start() {
  local i=$1
  mkdir -p "$dir/$i"
  # shellcheck disable=SC2086
  "$dir/bin/kube-apiserver" --bind-address="127.0.0.$i" --advertise-address="127.0.0.$i" --secure-port="$port" \
    --cert-dir="$dir/$i/pki" --etcd-data-dir="$dir/$i/etcd" \
    --etcd-name="r$i" --etcd-peer-url="http://127.0.0.1:$((peer_base + i))" \
    --etcd-initial-cluster="$initial" --etcd-initial-cluster-token="$token" \
    ${ARGS:-} >"$dir/$i/log" 2>&1 &
  pids+=($!)
  echo "replica $i: https://127.0.0.$i:$port, log $dir/$i/log"
}

start 1
# Replica 1 writes its PKI before it waits for its etcd peers; the others share its CAs.
for _ in $(seq 100); do [ -f "$dir/1/pki/sa.pub" ] && break; sleep 0.1; done
for i in 2 3; do
  mkdir -p "$dir/$i/pki"
  for f in ca.crt ca.key front-proxy-ca.crt front-proxy-ca.key sa.key sa.pub; do
    [ -f "$dir/$i/pki/$f" ] || cp "$dir/1/pki/$f" "$dir/$i/pki/$f"
  done
  start "$i"
done
echo "export KUBECONFIG=$dir/1/pki/admin.conf   # or 2/, 3/: each replica's admin kubeconfig"
# A replica that exits (or is killed, to watch a failover) leaves the others running.
wait
