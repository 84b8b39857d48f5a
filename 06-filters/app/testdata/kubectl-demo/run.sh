#!/usr/bin/env bash
# Runs the session of chapters/06-filters.md against a running stage 06
# with a fresh data directory, and prints each command with its output, as
# the chapter shows them. The chapter's transcript is this script's output.
#
#   go run ./06-filters --etcd-data-dir "$(mktemp -d)" \
#     --enable-priority-and-fairness=false --max-mutating-requests-inflight=1 \
#     --audit-policy-file 06-filters/app/testdata/audit-policy.yaml --audit-log-path /tmp/audit.log &
#   KUBECTL=/path/to/kubectl-1.37 AUDIT_LOG=/tmp/audit.log \
#     06-filters/app/testdata/kubectl-demo/run.sh
#
# Optional: SERVER (default http://127.0.0.1:8080). Needs curl (for the
# requests kubectl would retry or never sends: a slow body, a 429 seen as
# it is) and jq (to show the audit event readably). The printed commands
# name the log .data/audit.log, as a reader who ran the chapter's command
# would; the script reads AUDIT_LOG.
set -u
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../../../../hack/lib/transcript.sh"
server=${SERVER:-http://127.0.0.1:8080}
kubectl=${KUBECTL:-kubectl}
audit_log=${AUDIT_LOG:?AUDIT_LOG: the --audit-log-path of the server}
export HOME=$(mktemp -d)
hold_pid=
trap 'rm -rf "$HOME"; [[ -n $hold_pid ]] && kill -- -"$hold_pid" 2>/dev/null' EXIT
configmaps=/api/v1/namespaces/default/configmaps

# show prints a shell command as the reader types it (against
# 127.0.0.1:8080, the log in .data), then runs it here.
show() {
	local printed=$1 run=$2
	echo "\$ $printed"
	bash -c "$run" 2>&1 || true
}

# The audit trail of a create: the policy logs ConfigMaps at
# RequestResponse, and the event names the (anonymous, until stage 07) user.
k create configmap demo --from-literal=color=blue
fields='{level, stage, verb, requestURI, user: .user.username, objectRef, code: .responseStatus.code, requestObject}'
show "tail -n 1 .data/audit.log | jq '$fields'" "tail -n 1 '$audit_log' | jq '$fields'"

# What the metrics counted.
echo "\$ kubectl get --raw /metrics | grep '^apiserver_request_total{code=\"201\"'"
"$kubectl" -s "$server" get --raw /metrics | grep '^apiserver_request_total{code="201"'

# A deadline that is not a duration.
k get --raw "$configmaps?timeout=bogus"

# A request that outlives its deadline: the body arrives after 3 seconds,
# the deadline (?timeout=1s) passes first, the client gets a 504 Status.
slow="(printf '{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",'; sleep 3; printf '\"metadata\":{\"name\":\"late\"}}')"
curl_post="curl -s -X POST -H 'Content-Type: application/json' -T -"
show "$slow | $curl_post 'http://127.0.0.1:8080$configmaps?timeout=1s'" \
	"$slow | $curl_post '$server$configmaps?timeout=1s'"
k get configmap late

# The in-flight limit: this server takes one mutating request at a time
# (--max-mutating-requests-inflight=1). A slow create holds the seat; the
# next create (a dry run: nothing would be stored) is turned away with 429
# and Retry-After, which client-go and kubectl obey by retrying, and curl
# shows as it is.
hold_code=$HOME/hold-code
hold="(printf '{'; sleep 10) | $curl_post -o /dev/null -w '%{http_code}' '$server$configmaps' >'$hold_code'"
busy="curl -s -X POST -H 'Content-Type: application/json' -d '{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"busy\"}}' -w '\nHTTP %{http_code}, Retry-After: %header{retry-after}\n'"
# start_hold sends the slow create, in a process group of its own, stopped
# at exit. Its curl writes the status code only when it is answered, which
# a create that holds its seat never is.
start_hold() {
	[[ -n $hold_pid ]] && kill -- -"$hold_pid" 2>/dev/null && wait "$hold_pid" 2>/dev/null
	: >"$hold_code"
	set -m
	bash -c "$hold" &
	hold_pid=$!
	set +m
}
# The same create, as a dry run (nothing is stored if it gets through),
# until the slow create holds the seat and it is turned away. Until then the
# slow create may not have reached the server yet (the dry run gets 201), or
# may itself have come while a dry run held the seat (it was answered 429):
# then it is sent again. No race decides the outcome, only how long it takes.
start_hold
deadline=$((SECONDS + 120))
while ((SECONDS < deadline)); do
	[[ -s $hold_code ]] && start_hold
	sleep 0.3
	out=$(bash -c "$busy '$server$configmaps?dryRun=All'" 2>&1)
	[[ $out == *"HTTP 429"* ]] && break
done
echo "\$ (printf '{'; sleep 10) | $curl_post -o /dev/null 'http://127.0.0.1:8080$configmaps' &"
echo "\$ $busy 'http://127.0.0.1:8080$configmaps?dryRun=All'"
echo "$out"
