#!/usr/bin/env bash
# Runs the upstream kube-apiserver that hack/build-upstream-apiserver.sh built, against an etcd
# that is already running: by default the embedded etcd of one of our stages started with
# --etcd-client-url (go run ./03-master --etcd-client-url http://127.0.0.1:2379), or any etcd
# (ETCD=http://host:port). It keeps its keys under --etcd-prefix=/upstream, so it never reads or
# writes our stage's /registry/... keys, and it never compacts etcd
# (--etcd-compaction-interval=0), which would cut our stage's watches short with 410 Gone.
#
# The flags are the smallest set v1.37 starts with: a serving certificate, a client CA and an
# admin client certificate (O=system:masters) for kubectl, a service-account key and issuer
# (required since v1.20), --authorization-mode, a service IP range. Everything generated goes
# into .upstream/pki (openssl, once); the kubeconfig to use is .upstream/kubeconfig.
#
# Usage:
#   hack/run-upstream-apiserver.sh                    # etcd at http://127.0.0.1:2379, https://127.0.0.1:16443
#   ETCD=http://127.0.0.1:32379 PORT=17443 hack/run-upstream-apiserver.sh
#   DLV=1 hack/run-upstream-apiserver.sh              # under a headless delve on 127.0.0.1:2345, started at once
#   DLV=1 DLV_CONTINUE=0 hack/run-upstream-apiserver.sh   # ... stopped before main, to break on start-up code
#   hack/run-upstream-apiserver.sh --v=2              # extra arguments go to kube-apiserver
# Environment: ETCD, PORT (secure port, 16443), PREFIX (/upstream), DLV, DLV_ADDR (127.0.0.1:2345),
# DLV_CONTINUE (1), UPSTREAM_DIR (.upstream: the binary), UPSTREAM_BIN (the binary itself:
# hack/compare-upstream.sh runs the optimised .upstream/bin-opt/kube-apiserver), STATE_DIR (UPSTREAM_DIR: pki/ and
# kubeconfig), PRINT_ARGS=1 (prepare certificates and kubeconfig, print the binary and its
# arguments one a line, and exit: e2e/upstream_test.go starts it under delve itself).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${UPSTREAM_DIR:-$root/.upstream}"
bin="${UPSTREAM_BIN:-$dir/bin/kube-apiserver}"  # UPSTREAM_BIN: e.g. the OPTIMIZED=1 build, .upstream/bin-opt/kube-apiserver
state="${STATE_DIR:-$dir}"
pki="$state/pki"
etcd="${ETCD:-http://127.0.0.1:2379}"
port="${PORT:-16443}"  # not 6443: our stages serve HTTPS there by default
prefix="${PREFIX:-/upstream}"

[[ -x "$bin" ]] || { echo "no $bin: run hack/build-upstream-apiserver.sh first" >&2; exit 1; }

# Is etcd there? Its /health answers over plain HTTP on the client URL.
if ! curl -fsS -m 3 "$etcd/health" >/dev/null 2>&1; then
  echo "no etcd answers at $etcd/health. Start a stage with its embedded etcd exposed, e.g." >&2
  echo "  go run ./03-master --etcd-data-dir .data/etcd --etcd-client-url $etcd" >&2
  echo "or point ETCD at a running etcd." >&2
  exit 1
fi

# Certificates, once. One CA signs the serving certificate and the admin's client certificate.
mkdir -p "$pki"
cd "$pki"
if [[ ! -f ca.crt ]]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -keyout ca.key -out ca.crt \
    -subj "/CN=upstream-kube-apiserver-ca" 2>/dev/null
fi
if [[ ! -f apiserver.crt ]]; then
  openssl req -newkey rsa:2048 -nodes -keyout apiserver.key -out apiserver.csr -subj "/CN=kube-apiserver" 2>/dev/null
  printf 'subjectAltName=IP:127.0.0.1,DNS:localhost,IP:10.0.0.1,DNS:kubernetes.default.svc\nextendedKeyUsage=serverAuth\n' > apiserver.ext
  openssl x509 -req -in apiserver.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 3650 \
    -extfile apiserver.ext -out apiserver.crt 2>/dev/null
fi
if [[ ! -f admin.crt ]]; then
  # O=system:masters: the group RBAC lets do anything, without any binding.
  openssl req -newkey rsa:2048 -nodes -keyout admin.key -out admin.csr -subj "/O=system:masters/CN=admin" 2>/dev/null
  printf 'extendedKeyUsage=clientAuth\n' > admin.ext
  openssl x509 -req -in admin.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 3650 \
    -extfile admin.ext -out admin.crt 2>/dev/null
fi
if [[ ! -f sa.key ]]; then
  # Signs (private key) and verifies (public key) service-account tokens.
  openssl genrsa -out sa.key 2048 2>/dev/null
  openssl rsa -in sa.key -pubout -out sa.pub 2>/dev/null
fi
cd "$root"

b64() { base64 -w0 < "$1" 2>/dev/null || base64 < "$1" | tr -d '\n'; }
cat > "$state/kubeconfig" <<KC
apiVersion: v1
kind: Config
clusters:
- name: upstream
  cluster:
    server: https://127.0.0.1:$port
    certificate-authority-data: $(b64 "$pki/ca.crt")
users:
- name: admin
  user:
    client-certificate-data: $(b64 "$pki/admin.crt")
    client-key-data: $(b64 "$pki/admin.key")
contexts:
- name: upstream
  context: {cluster: upstream, user: admin}
current-context: upstream
KC

args=(
  --etcd-servers="$etcd"
  --etcd-prefix="$prefix"
  --etcd-compaction-interval=0
  --bind-address=127.0.0.1
  --secure-port="$port"
  --tls-cert-file="$pki/apiserver.crt"
  --tls-private-key-file="$pki/apiserver.key"
  --client-ca-file="$pki/ca.crt"
  --authorization-mode=RBAC
  --service-account-issuer=https://kubernetes.default.svc
  --service-account-key-file="$pki/sa.pub"
  --service-account-signing-key-file="$pki/sa.key"
  --service-cluster-ip-range=10.0.0.0/24
  "$@"
)

if [[ -n "${PRINT_ARGS:-}" ]]; then
  printf '%s\n' "$bin" "${args[@]}"
  exit 0
fi

echo "upstream kube-apiserver $(cat "$(dirname "$bin")/VERSION" 2>/dev/null): etcd $etcd (prefix $prefix), https://127.0.0.1:$port"
echo "kubeconfig: $state/kubeconfig    e.g.  kubectl --kubeconfig $state/kubeconfig get ns"

if [[ -n "${DLV:-}" ]]; then
  addr="${DLV_ADDR:-127.0.0.1:2345}"
  cont=(--continue)
  [[ "${DLV_CONTINUE:-1}" == 0 ]] && cont=()
  echo "delve: headless on $addr; attach with: go tool dlv connect $addr   (or VS Code: \"attach to headless dlv (127.0.0.1:2345)\")"
  exec go tool dlv exec "$bin" --headless --listen="$addr" --api-version=2 --accept-multiclient "${cont[@]}" -- "${args[@]}"
fi
exec "$bin" "${args[@]}"
