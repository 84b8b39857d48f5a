#!/usr/bin/env bash
# Runs the kubectl session of chapters/03-master.md's section "One group
# end to end: coordination.k8s.io" against a running stage 03 with a fresh
# data directory, and prints each command with its output, as the chapter
# shows them. The chapter's transcript is this script's output.
#
#   go run ./03-master --etcd-data-dir "$(mktemp -d)" &
#   KUBECTL=/path/to/kubectl-1.37 03-master/app/testdata/kubectl-demo/leases.sh
#
# Optional: SERVER (default http://127.0.0.1:8080). kubectl's discovery
# cache goes to a temporary HOME so every run starts cold. The lease files
# go to a temporary directory.
set -u
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../../../../hack/lib/transcript.sh"
server=${SERVER:-http://127.0.0.1:8080}
kubectl=${KUBECTL:-kubectl}
export HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT
cd "$HOME"

cat > lease.yaml <<'YAML'
apiVersion: coordination.k8s.io/v1
kind: Lease
metadata:
  name: demo-controller
  namespace: kube-system
spec:
  holderIdentity: node-a
  leaseDurationSeconds: 15
YAML

k api-resources --api-group=coordination.k8s.io
k create -f lease.yaml
k get leases -n kube-system -l '!apiserver.kubernetes.io/identity'
k patch lease demo-controller -n kube-system --type=merge -p '{"spec":{"holderIdentity":"node-b"}}'
k patch lease demo-controller -n kube-system --type=merge -p '{"metadata":{"resourceVersion":"1"},"spec":{"holderIdentity":"node-c"}}'
k get lease demo-controller -n kube-system -o jsonpath='{.spec.holderIdentity}{"\n"}'
k patch lease demo-controller -n kube-system --type=merge -p '{"spec":{"leaseDurationSeconds":0}}'
k explain lease.spec.holderIdentity
k delete lease demo-controller -n kube-system
