#!/usr/bin/env bash
# Measures the newest stage with upstream's kube-controller-manager and kube-scheduler v1.37
# attached (as TestRealControlPlane runs them): the server's CPU time and resident memory while the
# two are attached and idle for IDLE seconds, then during a Deployment scenario (a Ready node,
# DEPLOYMENTS deployments of REPLICAS replicas each, every pod scheduled by the real scheduler,
# then the deployments deleted and every pod collected by the real garbage collector). CPU is read
# from /proc/<pid>/stat (user+system), memory from /proc/<pid>/status (VmRSS), for the server and,
# for comparison, for the two components. Prints a Markdown table (07-authn-authz/BENCHMARKS.md).
#
# Usage: hack/bench-controlplane.sh            (IDLE=60 DEPLOYMENTS=5 REPLICAS=20 PORT=16479)
# The two upstream binaries come from e2e/.bin (any e2e run of TestRealControlPlane builds them),
# kubectl from e2e/.bin too.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
idle="${IDLE:-60}" deployments="${DEPLOYMENTS:-5}" replicas="${REPLICAS:-20}" port="${PORT:-16479}"
bin="$root/e2e/.bin"
kcm="$(ls "$bin"/kube-controller-manager-v* | head -1)"
scheduler="$(ls "$bin"/kube-scheduler-v* | head -1)"
kubectl="$(ls "$bin"/kubectl-v1.37* | grep -v lock | head -1)"
work="$(mktemp -d)"
trap 'kill $(jobs -p) 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT
go build -C "$root" -o "$work/kube-apiserver" ./07-authn-authz

"$work/kube-apiserver" --secure-port="$port" --cert-dir="$work/pki" --etcd-data-dir="$work/etcd" \
  --controllers=-namespace-controller,-serviceaccount-controller,-root-ca-certificate-publisher-controller,-resourcequota-controller,-clusterrole-aggregation-controller,-validatingadmissionpolicy-status-controller \
  >"$work/apiserver.log" 2>&1 &
api=$!
for _ in $(seq 200); do [ -f "$work/pki/admin.conf" ] && grep -q "export KUBECONFIG" "$work/apiserver.log" && break; sleep 0.1; done
export KUBECONFIG="$work/pki/admin.conf"
kc="$work/pki/admin.conf"
"$kcm" --kubeconfig "$kc" --authentication-kubeconfig "$kc" --authorization-kubeconfig "$kc" --bind-address 127.0.0.1 \
  --secure-port 0 --use-service-account-credentials \
  --controllers='*,bootstrap-signer-controller,token-cleaner-controller' \
  --service-account-private-key-file "$work/pki/sa.key" --root-ca-file "$work/pki/ca.crt" \
  --cluster-signing-cert-file "$work/pki/ca.crt" --cluster-signing-key-file "$work/pki/ca.key" >"$work/kcm.log" 2>&1 &
kcmpid=$!
"$scheduler" --kubeconfig "$kc" --authentication-kubeconfig "$kc" --authorization-kubeconfig "$kc" \
  --bind-address 127.0.0.1 --secure-port 0 >"$work/scheduler.log" 2>&1 &
schedpid=$!

ticks=$(getconf CLK_TCK)
cpu() { awk -v t="$ticks" '{printf "%.2f", ($14+$15)/t}' "/proc/$1/stat"; }
rss() { awk '/VmRSS/ {printf "%.0f", $2/1024}' "/proc/$1/status"; }
sub() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", b-a}'; }

# Let both take their leases and fill their informers.
for _ in $(seq 300); do
  n=$("$kubectl" get leases -n kube-system -o name 2>/dev/null | grep -c -E 'kube-(controller-manager|scheduler)$' || true)
  [ "$n" = 2 ] && break; sleep 0.2
done
sleep 10

a0=$(cpu $api); k0=$(cpu $kcmpid); s0=$(cpu $schedpid)
sleep "$idle"
a1=$(cpu $api); k1=$(cpu $kcmpid); s1=$(cpu $schedpid)
idle_rss=$(rss $api); idle_krss=$(rss $kcmpid); idle_srss=$(rss $schedpid)

cat >"$work/node.yaml" <<EOF
apiVersion: v1
kind: Node
metadata:
  name: node-1
  labels: {kubernetes.io/hostname: node-1}
EOF
start=$(date +%s.%N)
"$kubectl" apply -f "$work/node.yaml" >/dev/null
"$kubectl" patch node node-1 --subresource=status --type=merge -p \
  '{"status":{"conditions":[{"type":"Ready","status":"True"}],"allocatable":{"cpu":"64","memory":"256Gi","pods":"1000"},"capacity":{"cpu":"64","memory":"256Gi","pods":"1000"}}}' >/dev/null
for d in $(seq "$deployments"); do
  "$kubectl" create deployment "web-$d" --image=nginx --replicas="$replicas" >/dev/null
done
total=$((deployments * replicas))
until [ "$("$kubectl" get pods -o jsonpath='{range .items[*]}{.spec.nodeName}{"\n"}{end}' | grep -c node-1)" -ge "$total" ]; do sleep 0.5; done
scheduled=$(date +%s.%N)
peak_rss=$(rss $api)
for d in $(seq "$deployments"); do "$kubectl" delete deployment "web-$d" --wait=false >/dev/null; done
# No kubelet: the collector marks the pods deleted, and the test force-deletes them, as a kubelet would finish them.
until [ "$("$kubectl" get replicasets -o name | wc -l)" = 0 ]; do sleep 0.5; done
"$kubectl" delete pods --all --grace-period=0 --force >/dev/null 2>&1 || true
until [ "$("$kubectl" get pods -o name | wc -l)" = 0 ]; do sleep 0.5; done
done_at=$(date +%s.%N)
a2=$(cpu $api); k2=$(cpu $kcmpid); s2=$(cpu $schedpid)
end_rss=$(rss $api)

cat <<EOF
| phase | kube-apiserver (ours) CPU | ours RSS | kube-controller-manager CPU | kube-scheduler CPU |
|---|---:|---:|---:|---:|
| attached, idle ${idle} s | $(sub $a0 $a1) s ($(awk -v c="$(sub $a0 $a1)" -v t="$idle" 'BEGIN {printf "%.1f", 100*c/t}')%) | ${idle_rss} MiB | $(sub $k0 $k1) s (RSS ${idle_krss} MiB) | $(sub $s0 $s1) s (RSS ${idle_srss} MiB) |
| ${deployments}x${replicas} pods scheduled in $(sub $start $scheduled) s, deleted and collected in $(sub $scheduled $done_at) s | $(sub $a1 $a2) s | ${peak_rss} MiB at the peak, ${end_rss} MiB after | $(sub $k1 $k2) s | $(sub $s1 $s2) s |
EOF
