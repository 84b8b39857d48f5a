#!/usr/bin/env bash
# Runs the admission session of chapters/07-authn-authz.md (part 2) against
# a running stage 07 with a fresh data directory, as run.sh does, and
# prints each command with its output. It runs in this directory (the
# YAML files are here).
#
#   KUBECTL=/path/to/kubectl-1.37 KUBECONFIG="$dir/pki/admin.conf" \
#     07-authn-authz/app/testdata/kubectl-demo/admission.sh
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

# until_ok waits, silently, until a kubectl command succeeds: controllers
# and informers catch up a moment after a write (a reader at a prompt
# never notices).
until_ok() {
	for _ in $(seq 100); do
		"$kubectl" -s "$server" "$@" >/dev/null 2>&1 && return
		sleep 0.1
	done
	echo "timed out waiting for: kubectl $*" >&2
	exit 1
}

# NamespaceLifecycle: no namespace, no content; system namespaces stay.
k create configmap settings -n nope
k delete namespace kube-system

# A new namespace gets its default service account and the cluster CA
# from the in-process controllers.
k create namespace shop
until_ok get serviceaccount default -n shop
until_ok get configmap kube-root-ca.crt -n shop
k get serviceaccounts,configmaps -n shop

# LimitRanger fills in what a pod does not ask for; ServiceAccount and
# DefaultTolerationSeconds add the rest.
k apply -f limits.yaml
until_ok get limitrange limits -n shop
k run web --image=nginx -n shop
k get pod web -n shop -o jsonpath='{.spec.serviceAccountName}{"\n"}{.spec.containers[0].resources}{"\n"}{.spec.containers[0].volumeMounts[0].mountPath}{"\n"}{.spec.tolerations[*].key}{"\n"}'
k apply -f big-pod.yaml

# ResourceQuota: counted before the object is stored.
k create quota shop --hard=pods=2,limits.cpu=1500m -n shop
until_ok get quota shop -n shop -o jsonpath='{.status.used.pods}'
k run api --image=nginx -n shop
k run worker --image=nginx -n shop
k get quota shop -n shop

# A webhook that cannot be reached refuses, under failurePolicy Fail.
k apply -f down-webhook.yaml
k label namespace shop webhook=down
until_ok get validatingwebhookconfiguration down
for _ in $(seq 100); do
	"$kubectl" -s "$server" create configmap probe -n shop --dry-run=server >/dev/null 2>&1 || break
	sleep 0.1
done
k create configmap settings -n shop
k delete -f down-webhook.yaml
