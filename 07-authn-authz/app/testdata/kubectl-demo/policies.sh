#!/usr/bin/env bash
# Runs the session of "The policy kinds" in chapters/07-authn-authz.md
# (part 2) against a running stage 07 with a fresh data directory, as
# admission.sh does, and prints each command with its output. It runs in
# this directory (the YAML files are here).
#
#   KUBECTL=/path/to/kubectl-1.37 KUBECONFIG="$dir/pki/admin.conf" \
#     07-authn-authz/app/testdata/kubectl-demo/policies.sh
#
# Optional: SERVER (default https://127.0.0.1:6443).
set -u
cd "$(dirname "$0")"
kubectl=${KUBECTL:-kubectl}
server=${SERVER:-https://127.0.0.1:6443}
: "${KUBECONFIG:?KUBECONFIG: the admin kubeconfig, <cert-dir>/admin.conf}"
export HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT

# k runs kubectl, printing the command first; a refusal's output is part
# of the session.
k() {
	echo "\$ kubectl $*"
	"$kubectl" -s "$server" "$@" 2>&1 || true
}

# until_ok waits, silently, until a kubectl command succeeds: the
# type-checking controller writes the status a moment after the policy.
until_ok() {
	for _ in $(seq 100); do
		"$kubectl" -s "$server" "$@" >/dev/null 2>&1 && return
		sleep 0.1
	done
	echo "timed out waiting for: kubectl $*" >&2
	exit 1
}

k apply -f replica-limit.yaml
k get validatingadmissionpolicies,validatingadmissionpolicybindings
k apply -f bad-policies.yaml
until_ok wait --for=jsonpath='{.status.observedGeneration}'=1 validatingadmissionpolicy/replica-limit --timeout=10s
k get validatingadmissionpolicy replica-limit -o jsonpath='{.metadata.generation} {.status}{"\n"}'
k apply -f replica-limit-typo.yaml
until_ok wait --for=jsonpath='{.status.observedGeneration}'=2 validatingadmissionpolicy/replica-limit --timeout=10s
k get validatingadmissionpolicy replica-limit -o jsonpath='{.status.typeChecking.expressionWarnings[0].fieldRef}{"\n"}{.status.typeChecking.expressionWarnings[0].warning}'
