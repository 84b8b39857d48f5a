#!/usr/bin/env bash
# Runs the ValidatingAdmissionPolicy session of chapters/07-authn-authz.md against
# a running stage 07 with a fresh data directory, as admission.sh does,
# and prints each command with its output. It runs in this directory (the
# YAML files are here).
#
#   KUBECTL=/path/to/kubectl-1.37 KUBECONFIG="$dir/pki/admin.conf" \
#     AUDIT_LOG=/path/to/audit.log 07-authn-authz/app/testdata/kubectl-demo/validating-policies.sh
#
# Optional: SERVER (default https://127.0.0.1:6443); AUDIT_LOG, the
# server's --audit-log-path (without it the audit step says so).
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

# until_refused waits, silently, until a kubectl command fails: the
# plugin sees a new policy, or a changed param, through its informers a
# moment after the write.
until_refused() {
	for _ in $(seq 100); do
		"$kubectl" -s "$server" "$@" >/dev/null 2>&1 || return
		sleep 0.1
	done
	echo "timed out waiting for a refusal of: kubectl $*" >&2
	exit 1
}

# until_ok waits, silently, until a kubectl command succeeds.
until_ok() {
	for _ in $(seq 100); do
		"$kubectl" -s "$server" "$@" >/dev/null 2>&1 && return
		sleep 0.1
	done
	echo "timed out waiting for: kubectl $*" >&2
	exit 1
}

# The policy, its param and two bindings.
k apply -f replica-cap.yaml
until_refused create deployment probe --image=nginx --replicas=5 -n prod --dry-run=server
k get validatingadmissionpolicies
k get validatingadmissionpolicybindings

# Deny in prod: a create and a scale over the param's limit.
k create deployment web --image=nginx --replicas=5 -n prod
k create deployment web --image=nginx --replicas=3 -n prod
k scale deployment web --replicas=4 -n prod

# Warn and Audit in dev: the request passes, with a warning, and the
# audit event carries the failure.
k create deployment web --image=nginx --replicas=5 -n dev
echo "\$ grep -o 'validation.policy.admission.k8s.io/validation_failure\":\"\\[{[^}]*}]' audit.log"
if [ -n "${AUDIT_LOG:-}" ]; then
	grep -o 'validation.policy.admission.k8s.io/validation_failure":"\[{[^}]*}]' "$AUDIT_LOG" | tail -1
else
	echo "(AUDIT_LOG is not set: start the server with --audit-log-path)"
fi

# The param is read through an informer: raising it raises the limit.
k patch configmap replica-limit -n default --type=merge -p '{"data":{"maxReplicas":"5"}}'
until_ok scale deployment web --replicas=4 -n prod --dry-run=server
k scale deployment web --replicas=4 -n prod
