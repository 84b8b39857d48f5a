#!/usr/bin/env bash
# Runs the kubectl session of chapter 04's section on CEL validation rules
# against a running stage 04 with a fresh data directory, and prints each
# command with its output, as the chapter shows them.
#
#   go run ./04-extensions --etcd-data-dir "$(mktemp -d)" &
#   KUBECTL=/path/to/kubectl-1.37 04-extensions/app/testdata/kubectl-demo/cel.sh
#
# Optional: SERVER (default http://127.0.0.1:8080).
set -u
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../../../../hack/lib/transcript.sh"
server=${SERVER:-http://127.0.0.1:8080}
kubectl=${KUBECTL:-kubectl}
export HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT
cd "$(dirname "${BASH_SOURCE[0]}")"

k apply -f webapp-crd.yaml
k wait --for condition=established crd/webapps.apps.example.com
k apply -f webapp.yaml
k apply -f webapp-invalid.yaml
k patch webapp shop --type=merge -p '{"spec":{"replicas":2}}'
k patch webapp shop --type=merge -p '{"spec":{"replicas":4}}'
k apply -f webapp-bad-rules-crd.yaml
