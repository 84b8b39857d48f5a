#!/usr/bin/env bash
# Runs the session of chapters/07-authn-authz.md against a running stage 07
# with a fresh data directory, and prints each command with its output, as
# the chapter shows them. The chapter's transcript is this script's output.
#
#   go run ./07-authn-authz --etcd-data-dir "$(mktemp -d)" --cert-dir "$dir/pki" &
#   KUBECTL=/path/to/kubectl-1.37 KUBECONFIG="$dir/pki/admin.conf" CA_FILE="$dir/pki/ca.crt" \
#     07-authn-authz/app/testdata/kubectl-demo/run.sh
#
# Optional: SERVER (default https://127.0.0.1:6443). Needs curl (for
# requests without kubectl's credentials: anonymous, a bad token, a
# service account's token) and column. The printed commands name the files as a
# reader who ran `go run ./07-authn-authz` has them (.data/pki/...).
set -u
kubectl=${KUBECTL:-kubectl}
server=${SERVER:-https://127.0.0.1:6443}
ca=${CA_FILE:?CA_FILE: the cluster CA, <cert-dir>/ca.crt}
: "${KUBECONFIG:?KUBECONFIG: the admin kubeconfig, <cert-dir>/admin.conf}"
export HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT

# k runs kubectl as the admin kubeconfig says, printing the command first;
# a refusal's output is part of the session.
k() {
	echo "\$ kubectl $*"
	"$kubectl" -s "$server" "$@" 2>&1 || true
}

# c runs curl against the server with the cluster CA, printing it as the
# reader types it (the CA in .data/pki, the default port). An optional
# second argument is a header.
c() {
	local path=$1 header=${2:-}
	if [[ -n $header ]]; then
		echo "\$ curl -s --cacert .data/pki/ca.crt -H '$header' https://127.0.0.1:6443$path"
		curl -s --cacert "$ca" -H "$header" "$server$path" 2>&1 || true
	else
		echo "\$ curl -s --cacert .data/pki/ca.crt https://127.0.0.1:6443$path"
		curl -s --cacert "$ca" "$server$path" 2>&1 || true
	fi
	echo
}

# Who the admin kubeconfig is: a client certificate in system:masters.
k auth whoami

# No credentials at all: system:anonymous, who may read health and version
# (system:public-info-viewer) and nothing else.
c /livez
c /api/v1/namespaces
# A credential that does not verify is a 401, never anonymous.
c /api/v1/namespaces 'Authorization: Bearer not-a-token'

# RBAC: alice (impersonated by the admin) may do nothing until bound.
k get pods --as alice
k create rolebinding alice-view --clusterrole=view --user=alice
k auth can-i list pods --as alice
k auth can-i create pods --as alice

# Escalation: alice may create role bindings, but only to rules she holds.
k create role secret-reader --verb=get --resource=secrets
k create role binder --verb=create --resource=rolebindings
k create rolebinding alice-binder --role=binder --user=alice
k create rolebinding alice-secrets --role=secret-reader --user=alice --as alice

# A service account's token, issued by TokenRequest, is a user of its own.
k create serviceaccount robot
token=$("$kubectl" -s "$server" create token robot)
echo "\$ TOKEN=\$(kubectl create token robot)"
echo "\$ curl -s --cacert .data/pki/ca.crt -H \"Authorization: Bearer \$TOKEN\" https://127.0.0.1:6443/api/v1/namespaces/default/pods"
curl -s --cacert "$ca" -H "Authorization: Bearer $token" "$server/api/v1/namespaces/default/pods"
echo

# The bootstrap policy's bindings, but for the 41 of kube-controller-manager's
# controllers.
echo "\$ kubectl get clusterrolebindings | grep -v system:controller: | column -t"
"$kubectl" -s "$server" get clusterrolebindings 2>&1 | grep -v system:controller: | column -t
