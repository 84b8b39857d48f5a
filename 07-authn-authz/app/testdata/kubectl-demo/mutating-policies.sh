#!/usr/bin/env bash
# Runs the mutating admission policies session of chapters/07-authn-authz.md
# (part 2) against a running stage 07 with a fresh data directory, as
# admission.sh does, and prints each command with its output. It runs in
# this directory (mutating-policies.yaml is here).
#
#   KUBECTL=/path/to/kubectl-1.37 KUBECONFIG="$dir/pki/admin.conf" \
#     07-authn-authz/app/testdata/kubectl-demo/mutating-policies.sh
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

# until_mutated waits, silently, until the plugin's informers have the
# policies: a dry-run create comes back with the label the first policy
# adds (a reader at a prompt never notices the wait).
until_mutated() {
	for _ in $(seq 100); do
		case "$("$kubectl" -s "$server" create configmap probe --dry-run=server -o 'jsonpath={.metadata.labels}' 2>/dev/null)" in
		*example.com/team*) return ;;
		esac
		sleep 0.1
	done
	echo "timed out waiting for the policies" >&2
	exit 1
}

k apply -f mutating-policies.yaml
until_mutated
k get mutatingadmissionpolicies,mutatingadmissionpolicybindings

# JSONPatch: the label is added to a ConfigMap that had none.
k create configmap settings --from-literal=color=blue
k get configmap settings -o 'jsonpath={.metadata.labels}{"\n"}'

# ApplyConfiguration: merged into the containers by name, as server-side
# apply merges; the image and the port stay.
k create deployment web --image=nginx:1.27 --port=80
k get deployment web -o 'jsonpath={.spec.template.spec.containers[0]}{"\n"}'
