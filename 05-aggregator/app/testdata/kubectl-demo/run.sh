#!/usr/bin/env bash
# Runs the kubectl session of chapters/05-aggregator.md against a running
# stage 05 with a fresh data directory, and prints each command with its
# output, as the chapter shows them. The chapter's transcript is this
# script's output.
#
#   go run ./05-aggregator --etcd-data-dir "$(mktemp -d)" &
#   go build -o /tmp/sample-apiserver ./05-aggregator/sample-apiserver
#   KUBECTL=/path/to/kubectl-1.37 SAMPLE_APISERVER=/tmp/sample-apiserver \
#     05-aggregator/app/testdata/kubectl-demo/run.sh
#
# Optional: SERVER (default http://127.0.0.1:8080), SAMPLE_PORT (default
# 8443). The script starts the sample API server itself (SAMPLE_APISERVER,
# on 127.0.0.1:SAMPLE_PORT, its data in a temporary directory), waits until
# it is ready, and stops it on exit. kubectl's discovery cache goes to a
# temporary HOME so every run starts cold. The manifests are the sample
# server's own (05-aggregator/sample-apiserver/artifacts); the script runs
# from a copy of that directory so the commands name them as a reader there
# would.
set -u
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../../../../hack/lib/transcript.sh"
server=${SERVER:-http://127.0.0.1:8080}
kubectl=${KUBECTL:-kubectl}
sample=${SAMPLE_APISERVER:?SAMPLE_APISERVER: the sample-apiserver binary}
port=${SAMPLE_PORT:-8443}
artifacts="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../sample-apiserver/artifacts" && pwd)"
export HOME=$(mktemp -d)
sample_pid=
cleanup() {
	if [[ -n $sample_pid ]]; then
		kill "$sample_pid" 2>/dev/null
		wait "$sample_pid" 2>/dev/null
	fi
	rm -rf "$HOME"
}
trap cleanup EXIT

# The manifests, in a directory of their own. apiservice.yaml points at
# port 8443; on any other SAMPLE_PORT the copy points there instead, and
# the printed command stays the one a reader types.
mkdir "$HOME/artifacts"
cp "$artifacts"/*.yaml "$HOME/artifacts/"
if [[ $port != 8443 ]]; then
	sed -i "s/port: 8443\$/port: $port/" "$HOME/artifacts/apiservice.yaml"
fi
cd "$HOME/artifacts"

# The sample server, and a wait until it answers /readyz (kubectl asks
# for a user name on https unless it has a credential; any token does).
"$sample" --secure-port="$port" --etcd-data-dir="$HOME/sample/etcd" \
	--cert-dir="$HOME/sample/certificates" --shutdown-delay-duration=0s \
	>"$HOME/sample.log" 2>&1 &
sample_pid=$!
for _ in $(seq 600); do
	if "$kubectl" -s "https://127.0.0.1:$port" --insecure-skip-tls-verify --token=unused \
		get --raw /readyz >/dev/null 2>&1; then
		break
	fi
	if ! kill -0 "$sample_pid" 2>/dev/null; then
		echo "sample-apiserver exited:" >&2
		cat "$HOME/sample.log" >&2
		exit 1
	fi
	sleep 0.1
done

# kraw is k for a command whose output is long: it prints only the first
# n bytes, as `| head -c n` would.
kraw() {
	local n=$1
	shift
	echo "\$ kubectl $(quote "$@") | head -c $n"
	"$kubectl" -s "$server" "$@" 2>&1 | head -c "$n"
	echo
}

k get apiservices
k apply -f apiservice.yaml
k wait --for=condition=Available apiservice/v1alpha1.wardle.example.com
k get apiservices
k api-resources --api-group=wardle.example.com
k apply -f flunder.yaml
k get flunders -A
kraw 200 get --raw /apis/wardle.example.com/v1beta1
k explain flunder.spec
