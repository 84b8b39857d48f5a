#!/usr/bin/env bash
# Runs the kubectl session of chapters/04-extensions.md against a running
# stage 04 with a fresh data directory, and prints each command with its
# output, as the chapter shows them. The chapter's transcript is this
# script's output.
#
#   go run ./04-extensions --etcd-data-dir "$(mktemp -d)" &
#   KUBECTL=/path/to/kubectl-1.37 04-extensions/app/testdata/kubectl-demo/run.sh
#
# Optional: SERVER (default http://127.0.0.1:8080). kubectl's discovery
# cache goes to a temporary HOME so every run starts cold. The manifests
# are next to this script; it runs from their directory so the commands
# name them as a reader would.
set -u
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../../../../hack/lib/transcript.sh"
server=${SERVER:-http://127.0.0.1:8080}
kubectl=${KUBECTL:-kubectl}
export HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT
cd "$(dirname "${BASH_SOURCE[0]}")"

k apply -f crontab-crd.yaml
k wait --for condition=established crd/crontabs.stable.example.com
k api-resources --api-group=stable.example.com
k apply -f crontab.yaml
k get crontabs
k get all
k get ct nightly -o jsonpath='{.spec.replicas}{"\n"}'
k patch crontab nightly --type=merge -p '{"spec":{"image":"backup:1.1"}}'
k scale crontab nightly --replicas=3
k get crontabs
k patch crontab nightly --subresource=status --type=merge -p '{"status":{"replicas":3}}'
k get crontab nightly -o jsonpath='{.metadata.generation} {.status.replicas}{"\n"}'
k explain crontabs.spec.cronSpec
k apply -f crontab-invalid.yaml
k delete crd crontabs.stable.example.com
k get crontabs
