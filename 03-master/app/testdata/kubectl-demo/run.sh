#!/usr/bin/env bash
# Runs the kubectl session of chapters/03-master.md (part 2) against a
# running stage 03 with a fresh data directory, and prints each command with
# its output, as the chapter shows them. The chapter's transcript is this
# script's output.
#
#   go run ./03-master --etcd-data-dir "$(mktemp -d)" &
#   KUBECTL=/path/to/kubectl-1.37 03-master/app/testdata/kubectl-demo/run.sh
#
# Optional: SERVER (default http://127.0.0.1:8080). kubectl's discovery
# cache goes to a temporary HOME so every run starts cold. A new service's
# ClusterIP is picked at random from --service-cluster-ip-range
# (10.0.0.0/24), so the script prints it as 10.0.0.x.
set -u
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../../../../hack/lib/transcript.sh"
server=${SERVER:-http://127.0.0.1:8080}
kubectl=${KUBECTL:-kubectl}
export HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT

k get namespaces
k create configmap c1 --from-literal=a=b
k get configmap c1 -o jsonpath='{.data}{"\n"}'
k create deployment web --image=nginx:1.28 --replicas=2
k scale deployment web --replicas=3
k get deployments -o wide
k get service kubernetes -o jsonpath='{.spec.clusterIP}{"\n"}'
k create service clusterip web --tcp=80:8080
echo "\$ kubectl get services | sed -E '/^web /s/10\.0\.0\.[0-9]+/10.0.0.x/'"
"$kubectl" -s "$server" get services 2>&1 | sed -E '/^web /s/10\.0\.0\.[0-9]+/10.0.0.x/'
k create namespace demo
k create configmap c2 -n demo --from-literal=x=y
k get configmaps -n demo
k delete namespace demo
k get namespace demo
k api-versions
